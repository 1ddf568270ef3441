"""The default run's properties draw the same examples every time, keep no example database, and are sized.

A failure the default run finds is therefore found again by the next run on
any machine, never only where a local ``.hypothesis`` folder remembers it. A
property of every edition draws a share of one budget, so that the run's time
stays bounded as editions are added.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tests.conftest import EDITION_EXAMPLES_FEWEST, PROPERTY_BUDGET, examples_per_edition, per_edition


def drawn() -> list[int]:
    """The examples a small property draws under the profile loaded."""
    seen: list[int] = []

    @given(st.integers(0, 2**30))
    def record(number: int) -> None:
        seen.append(number)

    record()
    return seen


def test_the_default_run_draws_the_same_examples_and_remembers_none() -> None:
    if os.environ.get("PATIENCE_SLOW", "") not in ("", "0"):
        pytest.skip("the long run explores afresh each time")
    assert settings.default.database is None
    first = drawn()
    assert len(set(first)) > 1
    assert drawn() == first


@pytest.mark.parametrize("editions", [1, 10, 74, 154, 300, 1000])
def test_a_property_of_every_edition_draws_a_share_of_one_budget(editions: int) -> None:
    each = examples_per_edition(editions, long_run=False)
    assert each * editions <= max(PROPERTY_BUDGET, EDITION_EXAMPLES_FEWEST * editions)
    assert each >= EDITION_EXAMPLES_FEWEST
    assert examples_per_edition(editions, long_run=True) == int(os.environ.get("PATIENCE_LONG_EXAMPLES", "16"))


def test_the_share_is_what_a_sized_property_draws() -> None:
    import patience_core

    seen: list[int] = []

    @per_edition
    @given(st.integers(0, 2**30))
    def record(number: int) -> None:
        seen.append(number)

    record()
    editions = sum(len(variant.editions) for variant in patience_core.variants())
    long_run = os.environ.get("PATIENCE_SLOW", "") not in ("", "0")
    assert len(seen) == examples_per_edition(editions, long_run)
