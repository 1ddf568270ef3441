"""WasteHeaps: a card turned on any of several waste-heaps, their tops played only home (The Fairest (No. 2), p. 39)."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import CardMoves, Foundations, Suits, WasteHeaps
from patience_core.sources import HOFFMANN_1892

FAIREST = HOFFMANN_1892.game(22).page(39)
HEAPS = WasteHeaps(FAIREST, piles=("w1", "w2"))
HOME = Foundations(FAIREST, piles=("f1",), suit=Suits.ANY)


def table(w1: str = "", w2: str = "", stock: str = "KS") -> Position:
    def pile(pile_id: str, role: Role, cards: str) -> Pile:
        return Pile(pile_id, role, tuple(map(parse_card, cards.split())))

    return Position(
        "x",
        "y",
        1,
        0,
        (pile("f1", Role.FOUNDATION, "AC"), pile("w1", Role.WASTE, w1), pile("w2", Role.WASTE, w2),
         pile("stock", Role.STOCK, stock)),
    )  # fmt: skip


def ruling(position: Position, move: Move) -> tuple[bool, str] | None:
    found = HEAPS.patience_check_move(position, move)
    return None if found is None else (found.legal, found.rule)


def test_a_card_turned_goes_on_any_waste_heap_empty_or_not() -> None:
    for target in ("w1", "w2"):
        assert ruling(table(w1="9H"), Move("stock", target)) == (True, HEAPS.rule)


def test_nothing_but_a_card_turned_goes_on_a_waste_heap_and_a_top_goes_only_home() -> None:
    assert ruling(table(w1="9H"), Move("w1", "w2")) == (False, "a waste-heap's top card goes only to a foundation")
    assert ruling(table(w1="9H"), Move("f1", "w2")) == (False, "only a card turned from the stock goes on a waste-heap")
    assert ruling(table(w1="2H"), Move("w1", "f1")) is None  # the foundation's own rule decides


def test_only_the_top_card_of_a_heap_is_available_one_at_a_time() -> None:
    position = table(w1="9H 2H")
    assert HEAPS.patience_can_lift(position, position.pile("w1"), 1).legal  # type: ignore[union-attr]
    assert not HEAPS.patience_can_lift(position, position.pile("w1"), 2).legal  # type: ignore[union-attr]


def test_the_moves_worth_judging_take_the_heaps_tops_and_the_card_turned_and_nothing_beneath() -> None:
    moves = set(CardMoves((HOME, HEAPS)).patience_card_moves(table(w1="9H 2H", stock="5D")))
    assert {Move("w1", "f1"), Move("stock", "w1"), Move("stock", "w2")} <= moves
    assert all(move.count == 1 for move in moves if isinstance(move, Move))
