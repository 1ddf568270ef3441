"""Redeals(blocked_by=...): a redeal waits while a card can still be played home, or built (The Trefoil, p. 47)."""

from __future__ import annotations

from patience_core import Pile, Position, Redeal, Role, parse_card
from patience_core.clauses import Build, Building, Foundations, Redeals, Suits
from patience_core.sources import HOFFMANN_1892

TREFOIL = HOFFMANN_1892.game(27).page(47)
HOME = Foundations(TREFOIL, piles=("f1",))
MARRIAGES = Building(TREFOIL, build=Build.DOWN, suit=Suits.SAME)
REDEAL = Redeals(TREFOIL, gather=("t1", "t2", "t3"), shuffle=False, blocked_by=(HOME, MARRIAGES))


def table(f1: str, *fans: str) -> Position:
    piles = [Pile("f1", Role.FOUNDATION, tuple(map(parse_card, f1.split())))]
    piles += [Pile(f"t{i}", Role.TABLEAU, tuple(map(parse_card, fan.split()))) for i, fan in enumerate(fans, 1)]
    return Position("x", "y", 1, 2, tuple(piles))


def test_the_redeal_waits_while_a_top_card_goes_on_another_fans_top_card() -> None:
    ruling = REDEAL.patience_check_move(table("AS", "9C 5H", "6H", "KD"), Redeal())
    assert not ruling.legal and ruling.rule.endswith("none can be played: t1")


def test_a_card_of_another_suit_or_rank_does_not_hold_the_redeal_back() -> None:
    for fans in (("9C 5H", "6D", "KD"), ("9C 5H", "7H", "KD"), ("9C 4H", "6H", "KD")):
        assert REDEAL.patience_check_move(table("AS", *fans), Redeal()).legal, fans


def test_a_card_that_fits_a_foundation_still_holds_it_back() -> None:
    ruling = REDEAL.patience_check_move(table("AS", "9C 5H", "2S", "KD"), Redeal())
    assert not ruling.legal and ruling.rule.endswith(": t2")
