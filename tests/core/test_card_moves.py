"""CardMoves remembers what piles offer and allow: in play it must offer what asking the clauses afresh offers."""

from __future__ import annotations

import random

import pytest

import patience_core.clauses.moves
from patience_core import default_registry
from patience_core.clauses import CardMoves
from patience_core.model import Action, Move, Position
from patience_core.solving.walks import Table, random_walk


def asked_afresh(card_moves: CardMoves, position: Position) -> list[Action]:
    """What the clauses say of every pair of piles of ``position``, nothing remembered."""
    moves: list[Action] = []
    for source in position.piles:
        runs = [(count, source.cards[-count:]) for count in card_moves._counts(source)]
        for target in position.piles:
            if target is not source:
                moves += [
                    Move(source.id, target.id, count) for count, cards in runs if card_moves._accepted(target, cards)
                ]
    return moves


def editions_with_card_moves() -> list[tuple[str, str, CardMoves]]:
    registry = default_registry()
    found = []
    for variant in registry.variants():
        for edition in variant.editions:
            rulebook = registry.rulebook(variant.name, edition.name)
            for impl in rulebook._hook.patience_card_moves.get_hookimpls():
                if isinstance(impl.plugin, CardMoves):
                    found.append((variant.name, edition.name, impl.plugin))
    return found


EDITIONS = editions_with_card_moves()


def test_the_walks_below_reach_the_games_that_find_their_moves_through_the_clauses() -> None:
    names = {name for name, _, _ in EDITIONS}
    assert len(names) >= 25
    assert {"la-belle-lucie", "beleaguered-castle", "salic-law", "fish-bone"} <= names


@pytest.mark.parametrize(("name", "edition", "card_moves"), EDITIONS, ids=[f"{n}-{e}" for n, e, _ in EDITIONS])
def test_the_moves_remembered_are_the_moves_the_clauses_give(
    name: str, edition: str, card_moves: CardMoves, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A small bound, so that the walk also meets the memory started afresh.
    monkeypatch.setattr(patience_core.clauses.moves, "_REMEMBERED", 40)
    registry = default_registry()
    for number in (1, 2):
        table = Table(
            registry.rulebook(name, edition), registry.new_game(name, number=number, edition=edition).position
        )
        for _ in random_walk(table, random.Random(number), steps=60):
            assert card_moves.patience_card_moves(table.position) == asked_afresh(card_moves, table.position)
            # asked twice, the second time from memory alone
            assert card_moves.patience_card_moves(table.position) == asked_afresh(card_moves, table.position)
