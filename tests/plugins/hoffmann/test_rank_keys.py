"""The rank-only keys of the book's pairing games are exact: positions alike but for suits, or for two places
exchanged, step alike (the check of the solver's own tests of RankKey, on these games)."""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from patience_core import Position, RankKey, default_registry
from patience_core.rulebook import Rulebook
from patience_core.solving.walks import Table, random_walk
from tests.solver.test_rank_key import rank_key, step_differs, suits_moved

EDITIONS = [
    ("elevens-no-1", "hoffmann-1892"),
    ("elevens-no-1", "pysolfc"),
    ("elevens-no-2", "hoffmann-1892"),
    ("thirteens", "hoffmann-1892"),
]


def walk(name: str, edition: str) -> Iterator[tuple[Rulebook, Position]]:
    registry = default_registry()
    rulebook = registry.rulebook(name, edition)
    rng = random.Random(5)
    for number in (1, 2, 3):
        table = Table(rulebook, registry.new_game(name, number=number, edition=edition).position)
        for _ in random_walk(table, rng, steps=30):
            yield rulebook, table.position


@pytest.mark.parametrize(("name", "edition"), EDITIONS)
def test_positions_alike_but_for_suits_or_two_places_exchanged_step_alike(name: str, edition: str) -> None:
    rng = random.Random(7)
    moved = exchanged = 0
    for rulebook, position in walk(name, edition):
        other = suits_moved(position, rng)
        assert step_differs(rulebook, position, other) is None
        moved += other != position
        for group in rank_key(rulebook).alike:
            piles = [pile for pile in position.piles if RankKey._among(group, pile) and pile.cards]
            for one, two in itertools.pairwise(piles[:4]):
                swapped = position.with_piles({one.id: two.cards, two.id: one.cards})
                assert step_differs(rulebook, position, swapped, (one.id, two.id)) is None, (one.id, two.id)
                exchanged += 1
    assert moved > 10 and exchanged > 10
