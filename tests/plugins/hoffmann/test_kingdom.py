"""The Kingdom (Hoffmann 1892, No. 37, pp. 63–64): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "kingdom"
ROW = [f"a{i}" for i in range(1, 9)]


def test_an_ace_is_set_out_and_the_row_dealt_with_its_aces_and_fitting_cards_played_as_they_come() -> None:
    for number in range(1, 31):
        position = new_game(NAME, number=number).position
        assert position.pile("f1").cards[0].rank == 1 and str(position.pile("f1").cards[0]) == "AH"
        row = [position.pile(pile_id).cards for pile_id in ROW]
        assert all(len(cards) == 1 for cards in row)
        assert not any(cards[0].is_ace for cards in row)
        assert Counter(position.cards()) == Counter(pack(2))


def test_the_aces_build_up_to_the_kings_regardless_of_suit() -> None:
    game = arrange(NAME, f1="AH", f2="", a1="2S", a2="AC", a3="3D")
    assert game.play("a1-f1") == Move("a1", "f1")
    assert game.play("a3-f1") == Move("a3", "f1")
    assert game.play("a2-f2") == Move("a2", "f2")
    full = arrange(NAME, f1="AH 2S 3D 4C 5H 6S 7D 8C 9H 10S JD QC KH", a1="AS")
    assert_illegal(full, "a1-f1", "to the king")


def test_an_ace_turned_goes_to_a_foundation_and_nowhere_else() -> None:
    game = arrange(NAME, f1="AH", a1="", stock="9C AD")
    assert_illegal(game, "stock-talon", "an ace turned is played to a foundation")
    assert_illegal(game, "stock-a1", "an ace turned is played to a foundation")
    assert game.play("stock-f2") == Move("stock", "f2")


def test_another_card_turned_may_go_to_the_waste_heap_though_it_fits() -> None:
    game = arrange(NAME, f1="AH", stock="9C 2D")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play("talon-f1") == Move("talon", "f1")  # the waste-heap's top card is available


def test_a_place_in_the_row_is_filled_when_the_player_chooses_from_the_card_turned_or_the_waste_heap() -> None:
    game = arrange(NAME, f1="AH", a1="2S", a2="9D", talon="KC 5H", stock="7C 8S")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == ""
    assert game.play("stock-talon") == Move("stock", "talon")  # the place may wait
    assert_illegal(game, "a2-a1", "a space is filled only from stock, talon")
    assert game.play("talon-a1") == Move("talon", "a1")
    assert pile_cards(game, "a1") == "8S"
    assert_illegal(game, "stock-a1", "a place in the row holds one card")


def test_there_is_no_second_deal() -> None:
    game = arrange(NAME, talon="5H 9C", stock="")
    assert Redeal() not in game.legal_moves()
    assert_illegal(game, "redeal", "no redeal is left")
