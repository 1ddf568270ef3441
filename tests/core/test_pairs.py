"""Pairs: two available cards taken off together, and what it leaves to the other clauses."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role
from patience_core.clauses import Pairs
from patience_core.sources import HOFFMANN_1892
from tests.plugins.tables import cards

WISH = HOFFMANN_1892.game(1)


def table(**piles: str) -> Position:
    laid = [Pile("pairs", Role.FOUNDATION)]
    laid += [Pile(pile_id, Role.RESERVE, cards(text)) for pile_id, text in piles.items()]
    return Position("x", "y", 1, 0, tuple(laid))


def test_a_card_moved_into_an_empty_pile_is_no_pair_and_is_left_to_the_other_rules() -> None:
    pairs = Pairs(WISH.page(8), piles=("t1", "t2"), into="pairs")
    position = table(t1="7S 9H", t2="")
    assert pairs.patience_check_move(position, Move("t1", "t2")) is None
    assert pairs.patience_can_place(position, position.pile("t2"), cards("9H")) is None
    assert pairs.patience_apply_move(position, Move("t1", "t2")) is None


def test_two_cards_of_equal_rank_are_still_paired_off() -> None:
    pairs = Pairs(WISH.page(8), piles=("t1", "t2"), into="pairs")
    after = pairs.patience_apply_move(table(t1="7S 9H", t2="9C"), Move("t1", "t2"))
    assert after is not None
    assert [len(pile.cards) for pile in after.piles] == [2, 1, 0]
