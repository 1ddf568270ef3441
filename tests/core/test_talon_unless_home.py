"""Talon(unless_home=...): a card of the piles built on the talon goes there only when it cannot go home."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.analysis.compare import describe
from patience_core.clauses import Foundations, Talon
from patience_core.sources import HOFFMANN_1892

RESERVES = HOFFMANN_1892.game(34).page(60)
ACES = Foundations(RESERVES, piles=("f1",))
TALON = Talon(RESERVES, built_from=("r1",), unless_home=ACES)


def table(reserve: str) -> Position:
    piles = (
        Pile("f1", Role.FOUNDATION, (parse_card("AC"),)),
        Pile("r1", Role.RESERVE, (parse_card(reserve),)),
        Pile("talon", Role.WASTE, (parse_card("3C"),)),
        Pile("stock", Role.STOCK, (parse_card("9D"),)),
    )
    return Position("x", "y", 1, 0, piles)


def test_a_card_that_can_go_home_is_not_built_on_the_talon() -> None:
    refused = TALON.patience_check_move(table("2C"), Move("r1", "talon"))
    assert refused is not None and not refused.legal
    assert refused.rule == "a card that can go to a foundation is not laid on the talon"


def test_a_card_that_cannot_go_home_is_left_to_the_building_rule() -> None:
    assert TALON.patience_check_move(table("4C"), Move("r1", "talon")) is None
    assert TALON.patience_check_move(table("2C"), Move("stock", "talon")).legal


def test_the_comparison_says_so() -> None:
    assert describe(TALON).endswith("cards of r1 may be built on it, but not one that can go to a foundation")
