"""The Demon (Hoffmann 1921, No. 7): each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Move, new_game, pack, shuffled_pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "demon"


def test_thirteen_to_the_packet_four_heads_and_the_eighteenth_card_the_first_base() -> None:
    order = list(shuffled_pack(1, 1))[::-1]  # the top of the pack first
    position = new_game(NAME, number=1).position
    assert list(position.pile("store").cards) == order[:13]
    assert [position.pile(f"c{i}").top for i in range(1, 5)] == order[13:17]
    assert list(position.pile("b1").cards) == [order[17]]
    assert len(position.pile("stock").cards) == 34 and Counter(position.cards()) == Counter(pack(1))


def test_the_other_bases_begin_only_with_the_first_bases_value_and_build_up_in_suit_round_the_corner() -> None:
    game = arrange(NAME, b1="JS", c1="JD", c2="QD", c3="10D")
    assert_illegal(game, "c3-b2", "value")
    assert game.play("c1-b2") == Move("c1", "b2")
    turn = arrange(NAME, b1="JS QS KS", c1="AS", c2="AH")
    assert_illegal(turn, "c2-b1", "suit")
    assert turn.play("c1-b1") == Move("c1", "b1")


def test_the_columns_build_down_in_alternate_colours_round_the_corner() -> None:
    game = arrange(NAME, b1="5C", c1="9C", c2="8H", c3="8S")
    assert_illegal(game, "c3-c1", "alternating colours")
    assert game.play("c2-c1") == Move("c2", "c1", 1)
    corner = arrange(NAME, b1="5C", c1="AS", c2="KH")
    assert corner.play("c2-c1") == Move("c2", "c1")


def test_a_column_joins_another_only_whole_and_its_place_takes_the_packets_top_card() -> None:
    game = arrange(NAME, b1="5C", c1="9C", c2="8H 7S", c3="10D 9S 8D 7C", store="2H QD")
    assert_illegal(game, "c3-c1(2)", "joined on to another whole")
    assert game.play("c2-c1(2)") == Move("c2", "c1", 2)
    assert pile_cards(game, "c1") == "9C 8H 7S" and pile_cards(game, "c2") == "QD"
    assert pile_cards(game, "store") == "2H"


def test_a_columns_last_card_alone_goes_up_to_a_base() -> None:
    game = arrange(NAME, b1="5C", c1="9H 6C", c2="7D")
    assert_illegal(game, "c1-c2", "joined on to another whole")
    assert game.play("c1-b1") == Move("c1", "b1")


def test_the_packets_top_card_goes_to_a_base_or_on_to_a_column_and_nothing_goes_on_the_packet() -> None:
    game = arrange(NAME, b1="5C", c1="9C", store="QS 6C 8D")
    assert_illegal(game, Move("store", "c1", 2), "packet's top card")
    assert game.play("store-c1") == Move("store", "c1")
    assert game.play("store-b1") == Move("store", "b1")
    assert_illegal(game, "c1-store", "store")


def test_the_cards_in_hand_are_turned_three_at_a_time_the_last_uppermost_and_only_it_available() -> None:
    game = arrange(NAME, b1="5C", talon="", stock="2D 9H 6C KS")
    assert_illegal(game, "stock-talon", "turned 3 cards at a time")
    assert_illegal(game, "stock-b1", "turned 3 cards at a time")
    game.play("stock-talon(3)")
    assert pile_cards(game, "talon") == "KS 6C 9H" and pile_cards(game, "stock") == "2D"
    assert_illegal(game, Move("talon", "b1", 2), "one at a time")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert pile_cards(game, "talon") == "KS 6C 9H 2D"


def test_once_the_hand_is_out_the_cards_left_are_turned_again_unshuffled_while_a_card_has_been_placed() -> None:
    game = arrange(NAME, b1="5C", talon="KS 9H 2D 6C", stock="")
    assert game.play(Deal()) == Deal()
    assert pile_cards(game, "stock") == "6C 2D 9H KS" and pile_cards(game, "talon") == ""
    game.play("stock-talon(3)")
    game.play("stock-talon")
    assert_illegal(game, Deal(), "only after a card of it has been placed")
    game.play("talon-b1")
    assert game.play(Deal()) == Deal()


def test_once_the_packet_is_used_up_an_empty_column_takes_the_top_turned_card() -> None:
    game = arrange(NAME, b1="5C", c1="6C", c2="9D", store="", talon="3H JS")
    game.play("c1-b1")
    assert pile_cards(game, "c1") == ""
    assert_illegal(game, "c2-c1", "filled only from talon")
    assert game.play("talon-c1") == Move("talon", "c1")
