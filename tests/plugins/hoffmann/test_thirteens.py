"""Thirteens (Hoffmann 1892, No. 20, pp. 34-35): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

ROWS = [f"{row}{i}" for row in "ab" for i in range(1, 6)]


def test_two_upright_rows_of_five_are_laid_out() -> None:
    position = new_game("thirteens", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in ROWS] == [1] * 10
    assert len(position.pile("stock").cards) == 42 and Counter(position.cards()) == Counter(pack())


def test_two_cards_making_thirteen_are_thrown_out_and_their_places_filled_from_the_stock() -> None:
    game = arrange("thirteens", a1="QC", b5="AC", a2="9D", stock="2S 7H")
    assert game.play("a1-b5") == Move("a1", "b5")
    assert pile_cards(game, "pairs") == "QC AC"
    assert pile_cards(game, "a1") == "7H" and pile_cards(game, "b5") == "2S"
    assert_illegal(game, "a2-a1", "two cards adding up to 13")


def test_a_king_goes_singly_and_no_other_card_does() -> None:
    game = arrange("thirteens", a1="KS", a2="JD", stock="5C")
    assert game.play("a1-pairs") == Move("a1", "pairs")
    assert pile_cards(game, "a1") == "5C"
    assert_illegal(game, "a2-pairs", "or a king by itself")


def test_the_game_is_lost_when_the_rows_filled_hold_neither_a_king_nor_a_thirteen() -> None:
    cards = "AS AH 2C 2D 3S 3H 4C 4D 5S 5H".split()
    game = arrange("thirteens", stock="7C", **dict(zip(ROWS, cards, strict=True)))
    assert game.legal_moves() == [] and not game.is_won


def test_won_when_every_card_has_been_worked_off() -> None:
    game = arrange("thirteens", a1="6S", a2="7H", stock="", **dict.fromkeys(ROWS[2:], ""))
    game.play("a1-a2")
    assert game.is_won
