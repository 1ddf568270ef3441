"""The Twos (Hoffmann 1892, No. 36, pp. 62–63): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "twos"


def test_the_twos_are_set_out_and_ten_auxiliary_cards_dealt() -> None:
    position = new_game(NAME, number=1).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["2D", "2C", "2H", "2S"] * 2
    assert [len(position.pile(f"a{i}").cards) for i in range(1, 11)] == [1] * 10
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 2


def test_the_twos_build_up_in_suit_through_the_king_to_the_ace() -> None:
    game = arrange(NAME, a1="3D", a2="3S")
    assert game.play("a1-f1") == Move("a1", "f1")
    assert_illegal(game, "a2-f1", "built up in suit")
    king = arrange(NAME, f1="2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", a1="AD")
    assert king.play("a1-f1") == Move("a1", "f1")
    done = arrange(NAME, f1="2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD AD", a1="2D")
    assert_illegal(done, "a1-f1", "to the ace")


def test_an_auxiliary_place_emptied_is_filled_at_once_from_the_stock() -> None:
    game = arrange(NAME, a1="3D", talon="9S", stock="7H 5C")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "5C" and pile_cards(game, "talon") == "9S"


def test_a_card_dealt_goes_on_an_auxiliary_card_a_rank_above_it_in_suit_a_king_on_an_ace() -> None:
    game = arrange(NAME, a1="9S", a2="AH", stock="KH 8H 8S")
    assert game.play("stock-a1") == Move("stock", "a1")
    assert_illegal(game, "stock-a1", "next higher card in suit")
    game.play("stock-talon")
    assert game.play("stock-a2") == Move("stock", "a2")
    assert pile_cards(game, "a2") == "AH KH"


def test_the_waste_heaps_top_card_may_go_on_an_auxiliary_card_but_one_auxiliary_heap_not_on_another() -> None:
    game = arrange(NAME, a1="9S", a2="8S", talon="8S")
    assert_illegal(game, "a2-a1", "takes only a card dealt")
    assert game.play("talon-a1") == Move("talon", "a1")


def test_a_provisional_series_goes_home_card_by_card() -> None:
    game = arrange(NAME, f4="2S 3S 4S 5S 6S 7S", a1="9S 8S")
    assert_illegal(game, Move("a1", "f4", 2), "top card of an auxiliary heap")
    assert game.play("a1-f4") == Move("a1", "f4")
    assert game.play("a1-f4") == Move("a1", "f4")


def test_a_card_turned_may_be_laid_on_the_waste_heap_even_when_it_fits() -> None:
    game = arrange(NAME, stock="9C 3D")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_the_waste_heap_is_dealt_through_twice_more_unshuffled_and_a_place_left_empty_is_filled_first() -> None:
    game = arrange(NAME, a1="3D", talon="9S 5C", stock="")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == ""
    assert_illegal(game, "talon-a1", "filled only from stock")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "5C 9S"
    assert_illegal(game, "stock-talon", "a space is filled at once")
    game.play("stock-a1")
    assert pile_cards(game, "a1") == "9S"
    assert_illegal(arrange(NAME, talon="9S", stock="", redeals_left=0), "redeal", "no redeal is left")
