"""The Patriarchs (Hoffmann 1892, No. 38, pp. 65–66): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "patriarchs"


def test_an_ace_and_a_king_of_each_suit_are_set_out_and_nine_auxiliary_cards_dealt() -> None:
    position = new_game(NAME, number=1).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == [*("AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS")]
    assert [len(position.pile(f"a{i}").cards) for i in range(1, 10)] == [1] * 9
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 1


def test_aces_go_up_and_kings_down_in_suit() -> None:
    game = arrange(NAME, a1="2D", a2="QS", a3="2S")
    assert game.play("a1-f1") == Move("a1", "f1")
    assert game.play("a2-f8") == Move("a2", "f8")
    assert_illegal(game, "a3-f1", "built up in suit")


def test_an_auxiliary_card_that_fits_is_played_before_the_next_card_is_turned() -> None:
    game = arrange(NAME, a1="2D", talon="9C", stock="7S")
    assert_illegal(game, "stock-talon", "played before the next card is turned")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "9C"  # its place is filled with the waste-heap's top card
    assert game.play("stock-talon") == Move("stock", "talon")


def test_a_card_turned_that_fits_is_played() -> None:
    game = arrange(NAME, a1="9C", stock="7S 2D")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-f1") == Move("stock", "f1")


def test_a_vacancy_is_filled_from_the_waste_heap_or_from_the_stock_while_the_waste_heap_is_empty() -> None:
    game = arrange(NAME, a1="2D", talon="", stock="7S 9C")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "9C"


def test_the_waste_heaps_top_card_has_the_first_claim_on_a_foundation() -> None:
    game = arrange(NAME, a1="2D", talon="2D", stock="7S")
    assert_illegal(game, "a1-f1", "first claim")
    assert game.play("talon-f1") == Move("talon", "f1")


def test_a_card_fitting_both_sequences_of_its_suit_waits_between_them() -> None:
    game = arrange(NAME, f2="AC 2C 3C 4C 5C 6C 7C", f6="KC QC JC 10C 9C", a1="8C", talon="5H", stock="7S")
    assert_illegal(game, "a1-f2", "waits between them")
    assert_illegal(game, "stock-talon", "played before the next card is turned")
    assert game.play("a1-m2") == Move("a1", "m2")
    assert pile_cards(game, "a1") == "5H"


def test_the_waste_heap_is_dealt_once_again_unshuffled() -> None:
    game = arrange(NAME, talon="5H 9C", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "9C 5H"
    assert_illegal(arrange(NAME, talon="5H", stock="", redeals_left=0), "redeal", "no redeal is left")
