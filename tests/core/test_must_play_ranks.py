"""MustPlay(ranks=...): only a card of those ranks must be played, and it goes only to a foundation (The Kingdom)."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.analysis.compare import describe
from patience_core.cards import ACE
from patience_core.clauses import Foundations, MustPlay, Suits
from patience_core.sources import HOFFMANN_1892

KINGDOM = HOFFMANN_1892.game(37).page(64)
MUST = MustPlay(KINGDOM, foundations=Foundations(KINGDOM, suit=Suits.ANY), ranks=(ACE,))


def table(stock: str) -> Position:
    piles = (
        Pile("f1", Role.FOUNDATION, (parse_card("AC"),)),
        Pile("f2", Role.FOUNDATION),
        Pile("a1", Role.RESERVE),
        Pile("talon", Role.WASTE),
        Pile("stock", Role.STOCK, (parse_card(stock),)),
    )
    return Position("x", "y", 1, 0, piles)


def test_an_ace_turned_goes_to_a_foundation_and_nowhere_else() -> None:
    refused = MUST.patience_check_move(table("AD"), Move("stock", "talon"))
    assert refused is not None and not refused.legal
    assert refused.rule == "an ace turned is played to a foundation"
    into_the_row = MUST.patience_check_move(table("AD"), Move("stock", "a1"))
    assert into_the_row is not None and not into_the_row.legal
    assert MUST.patience_check_move(table("AD"), Move("stock", "f2")) is None


def test_another_card_turned_may_be_laid_aside_or_fill_a_place_though_it_fits() -> None:
    assert MUST.patience_check_move(table("2D"), Move("stock", "talon")) is None
    assert MUST.patience_check_move(table("2D"), Move("stock", "a1")) is None


def test_the_comparison_says_which_cards_must_be_played() -> None:
    assert describe(MUST) == "an ace turned is played to a foundation"
