"""Rotate: the redeal that lays each pile's undermost card on its top (Hoffmann 1892, No. 30, p. 52)."""

from __future__ import annotations

from patience_core import Pile, Position, Redeal, Role, parse_card
from patience_core.clauses import Rotate
from patience_core.sources import HOFFMANN_1892

ROTATE = Rotate(HOFFMANN_1892.game(30).page(52), piles=("t1", "t2", "t3"))


def table(*heaps: str) -> Position:
    piles = tuple(Pile(f"t{i}", Role.TABLEAU, tuple(map(parse_card, heap.split()))) for i, heap in enumerate(heaps, 1))
    return Position("x", "y", 1, 3, (*piles, Pile("f1", Role.FOUNDATION, (parse_card("3C"),))))


def cards(position: Position) -> list[str]:
    return [" ".join(map(str, pile.cards)) for pile in position.piles]


def test_each_heaps_undermost_card_comes_to_its_top_and_the_rest_stay_in_order() -> None:
    after = ROTATE.patience_redeal(table("9C 4D QH", "2S 7S", ""), Redeal())
    assert cards(after) == ["4D QH 9C", "7S 2S", "", "3C"]


def test_a_heap_of_one_card_and_a_pile_not_named_are_left_alone() -> None:
    after = ROTATE.patience_redeal(table("KD", "2S 7S", "5H"), Redeal())
    assert cards(after) == ["KD", "7S 2S", "5H", "3C"]


def test_the_redeal_is_refused_when_no_heap_has_a_card_to_bring_up_or_an_order_is_given() -> None:
    assert not ROTATE.patience_check_move(table("KD", "", "5H"), Redeal()).legal
    assert not ROTATE.patience_check_move(table("KD 4C", "", ""), Redeal(("t1",))).legal
    assert ROTATE.patience_check_move(table("KD 4C", "", ""), Redeal()).legal
    assert ROTATE.patience_candidate_moves(table("KD")) == [Redeal()]
