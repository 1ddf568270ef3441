"""MustPlay(waiting=...): no card is turned while an available card fits a foundation (The Corners, p. 48)."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Foundations, MustPlay
from patience_core.sources import HOFFMANN_1892

CORNERS = HOFFMANN_1892.game(28).page(48)
HOME = Foundations(CORNERS, piles=("f1",))
MUST = MustPlay(CORNERS, foundations=HOME, waiting=("a1", "a2"))


def table(a1: str, a2: str, stock: str) -> Position:
    piles = (
        Pile("f1", Role.FOUNDATION, (parse_card("AC"),)),
        Pile("a1", Role.RESERVE, tuple(map(parse_card, a1.split()))),
        Pile("a2", Role.RESERVE, tuple(map(parse_card, a2.split()))),
        Pile("talon", Role.WASTE),
        Pile("stock", Role.STOCK, tuple(map(parse_card, stock.split()))),
    )
    return Position("x", "y", 1, 0, piles)


def test_no_card_is_turned_while_a_waiting_card_fits_a_foundation() -> None:
    for move in (Move("stock", "talon"), Move("stock", "f1")):
        ruling = MUST.patience_check_move(table("9D", "2C", "3C"), move)
        assert ruling is not None and not ruling.legal and ruling.rule.endswith(": a2")


def test_the_waiting_cards_themselves_and_cards_that_fit_nowhere_are_left_alone() -> None:
    assert MUST.patience_check_move(table("9D", "2C", "3C"), Move("a2", "f1")) is None
    assert MUST.patience_check_move(table("9D", "", "4C"), Move("stock", "talon")) is None


def test_without_waiting_piles_only_the_card_turned_must_be_played() -> None:
    plain = MustPlay(CORNERS, foundations=HOME)
    assert plain.patience_check_move(table("2C", "", "9D"), Move("stock", "talon")) is None
    ruling = plain.patience_check_move(table("9D", "", "2C"), Move("stock", "talon"))
    assert ruling is not None and ruling.rule == "a card turned that fits a foundation is played to it"
