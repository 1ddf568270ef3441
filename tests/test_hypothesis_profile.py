"""The default run's properties draw the same examples every time and keep no example database.

A failure the default run finds is therefore found again by the next run on
any machine, never only where a local ``.hypothesis`` folder remembers it.
"""

from __future__ import annotations

import os

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st


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
