"""The Reserves (Hoffmann 1892, No. 34, pp. 59–60): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "reserves"


def test_an_ace_and_a_king_of_each_suit_are_set_out_and_four_reserves_of_twelve_dealt_face_up() -> None:
    position = new_game(NAME, number=1).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == [*("AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS")]
    assert [len(position.pile(f"r{i}").cards) for i in range(1, 5)] == [12] * 4
    assert len(position.pile("stock").cards) == 48 and position.redeals_left == 2
    assert Counter(position.cards()) == Counter(pack(2))


def test_aces_go_up_and_kings_down_in_suit() -> None:
    game = arrange(NAME, r1="2D", r2="QC", r3="2C")
    assert game.play("r1-f1") == Move("r1", "f1")
    assert game.play("r2-f6") == Move("r2", "f6")
    assert_illegal(game, "r3-f1", "built up in suit")


def test_a_reserve_card_goes_on_the_waste_heap_up_or_down_in_suit_only_when_it_cannot_go_home() -> None:
    assert arrange(NAME, r1="9S", talon="8S").play("r1-talon") == Move("r1", "talon")
    assert arrange(NAME, r2="7S", talon="8S").play("r2-talon") == Move("r2", "talon")
    game = arrange(NAME, r1="9S", r3="9H", r4="2D", talon="8S")
    assert_illegal(game, "r3-talon", "next higher or lower card in suit")
    assert_illegal(arrange(NAME, r4="2D", talon="3D"), "r4-talon", "can go to a foundation")
    assert_illegal(arrange(NAME, r1="9S", talon=""), "r1-talon", "only once it holds one")


def test_the_two_cards_come_round_together_at_the_next_deal() -> None:
    game = arrange(NAME, r1="9S", talon="5H 8S", stock="")
    game.play("r1-talon")
    game.play("redeal")
    assert pile_cards(game, "stock") == "9S 8S 5H"  # 5H first, then 8S and 9S together


def test_the_stock_is_dealt_three_times_in_all() -> None:
    game = arrange(NAME, talon="5H", stock="", redeals_left=2)
    assert game.play("redeal") == Redeal()
    assert_illegal(arrange(NAME, talon="5H", stock="", redeals_left=0), "redeal", "no redeal is left")


def test_a_card_turned_may_go_to_the_waste_heap_though_it_fits() -> None:
    game = arrange(NAME, stock="9C 2D")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play("talon-f1") == Move("talon", "f1")


def test_a_reserve_emptied_stays_empty() -> None:
    game = arrange(NAME, r1="2D", talon="7C")
    game.play("r1-f1")
    assert_illegal(game, "talon-r1", "stays empty")


def test_a_card_fitting_both_sequences_of_its_suit_waits_between_them() -> None:
    game = arrange(NAME, f2="AC 2C 3C 4C 5C 6C 7C", f6="KC QC JC 10C 9C", r1="8C", r2="9C")
    assert_illegal(game, "r1-f2", "waits between them")
    assert game.play("r1-m2") == Move("r1", "m2")
    assert game.play("r2-f2") == Move("r2", "f2")  # the nine carries the eight to the aces' side
    assert pile_cards(game, "f2").endswith("7C 8C 9C") and pile_cards(game, "m2") == ""
