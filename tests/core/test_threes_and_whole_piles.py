"""Talon(count=): the stock turned several cards at a time; WholePiles: a pile moved only whole."""

from __future__ import annotations

import pytest

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Part, Talon, WholePiles
from patience_core.sources import HOFFMANN_1921

DEMON = HOFFMANN_1921.game(7)


def table(stock: str, talon: str = "", c1: str = "", c2: str = "") -> Position:
    def pile(pile_id: str, role: Role, text: str) -> Pile:
        return Pile(pile_id, role, tuple(parse_card(card) for card in text.split()))

    piles = (pile("c1", Role.TABLEAU, c1), pile("c2", Role.TABLEAU, c2))
    return Position("x", "y", 1, 0, (*piles, pile("talon", Role.WASTE, talon), pile("stock", Role.STOCK, stock)))


def test_three_cards_are_turned_together_the_last_uppermost() -> None:
    threes = Talon(DEMON.paragraph(4), count=3)
    position = table("KS 4H 9C 2D 7S", talon="QH")
    assert threes.patience_check_move(position, Move("stock", "talon", 3)).legal  # type: ignore[union-attr]
    after = threes.patience_apply_move(position, Move("stock", "talon", 3))
    assert after is not None
    assert [str(card) for card in after.pile("talon").cards] == ["QH", "7S", "2D", "9C"]
    assert [str(card) for card in after.pile("stock").cards] == ["KS", "4H"]


def test_fewer_than_three_left_are_turned_together_and_no_other_count_is_allowed() -> None:
    threes = Talon(DEMON.paragraph(4), count=3)
    position = table("KS 4H")
    assert threes.patience_check_move(position, Move("stock", "talon", 2)).legal  # type: ignore[union-attr]
    for count in (1, 3):
        ruling = threes.patience_check_move(position, Move("stock", "talon", count))
        assert ruling is not None and not ruling.legal and "3 cards at a time" in ruling.rule
    assert list(threes.liftable(position.pile("stock")) or ()) == [2]
    lifted = threes.patience_can_lift(position, position.pile("stock"), 1)
    assert lifted is not None and not lifted.legal


def test_only_the_talons_top_card_is_available_and_one_at_a_time_talon_is_unchanged() -> None:
    threes = Talon(DEMON.paragraph(4), count=3)
    position = table("KS", talon="QH 7S")
    ruling = threes.patience_can_lift(position, position.pile("talon"), 2)
    assert ruling is not None and not ruling.legal
    single = Talon(DEMON.paragraph(4))
    assert single.patience_apply_move(table("KS 4H"), Move("stock", "talon")) is None
    assert not single.patience_check_move(table("KS 4H"), Move("stock", "talon", 2)).legal  # type: ignore[union-attr]
    with pytest.raises(ValueError, match="one or more"):
        Talon(DEMON.paragraph(4), count=0)


def test_a_pile_goes_onto_another_only_whole_and_elsewhere_as_the_other_rules_say() -> None:
    whole = WholePiles(DEMON.paragraph(2), piles=("c1", "c2"), onto=("c1", "c2"), rule="a column moves whole")
    position = table("", c1="9S 8H 7C", c2="10D")
    part = whole.patience_check_move(position, Move("c1", "c2", 2))
    assert part is not None and not part.legal and part.rule == "a column moves whole"
    assert whole.patience_check_move(position, Move("c1", "c2", 3)) is None
    assert whole.patience_check_move(position, Move("c1", "talon")) is None
    assert WholePiles.governs is Part.AVAILABLE
