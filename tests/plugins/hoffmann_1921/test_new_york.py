"""New York Patience (Hoffmann 1921, No. 8): each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack, shuffled_pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "new-york"


def test_eight_heads_the_ninth_card_the_first_base_and_no_other_card_dealt() -> None:
    order = list(shuffled_pack(1, 2))[::-1]  # the top of the pack first
    position = new_game(NAME, number=1).position
    assert [position.pile(f"c{i}").top for i in range(1, 9)] == order[:8]
    assert list(position.pile("b1").cards) == [order[8]]
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 0
    assert all(not position.pile(pile).cards for pile in ("w1", "w2", "w3", "b2"))


def test_a_head_of_the_bases_value_goes_up_at_once_and_the_next_card_takes_its_place() -> None:
    order = list(shuffled_pack(3, 2))[::-1]
    position = new_game(NAME, number=3).position
    # Deal 3: the ninth card is the knave of diamonds, the seventh head the knave of clubs.
    assert (str(order[8]), str(order[6])) == ("JD", "JC")
    assert str(position.pile("b2").top) == "JC" and position.pile("c7").top == order[9]


def test_the_bases_build_up_in_suit_round_the_corner_and_begin_only_with_the_first_ones_value() -> None:
    game = arrange(NAME, b1="QS", c1="KS", c2="KH", c3="QH", c4="JH")
    assert_illegal(game, "c4-b2", "value")
    assert_illegal(game, "c2-b1", "suit")
    assert game.play("c1-b1") == Move("c1", "b1")
    assert game.play("c3-b2") == Move("c3", "b2")
    assert arrange(NAME, b1="QS KS", c1="AS").play("c1-b1") == Move("c1", "b1")


def test_the_columns_build_down_in_alternate_colours_and_join_only_whole() -> None:
    game = arrange(NAME, b1="QS", c1="9C", c2="10D 9S 8H", c3="8D", c4="8C")
    assert_illegal(game, "c4-c1", "alternating colours")
    assert game.play("c3-c1") == Move("c3", "c1")
    assert_illegal(game, "c1-c2", "joined on to another whole")


def test_the_card_turned_goes_to_the_layout_or_a_waste_heap_whose_top_stays_available() -> None:
    game = arrange(NAME, b1="QS", c1="9C", stock="4D 8H 6C")
    assert game.play("stock-w2") == Move("stock", "w2")
    assert game.play("stock-c1") == Move("stock", "c1")
    game.play("stock-w2")
    assert pile_cards(game, "w2") == "6C 4D"
    assert_illegal(game, "c1-w1", "only a card turned")
    assert_illegal(arrange(NAME, b1="QS", w1="6C 4D", c1="5H"), "w1-c1", "alternating colours")


def test_a_card_turned_that_fits_a_base_must_go_there() -> None:
    game = arrange(NAME, b1="QS", c1="KD", stock="KS")
    assert_illegal(game, "stock-w1", "fits a foundation is played")
    assert_illegal(game, "stock-c1", "fits a foundation is played")
    assert game.play("stock-b1") == Move("stock", "b1")


def test_an_empty_column_takes_the_card_turned_or_a_waste_top_and_there_is_no_second_deal() -> None:
    game = arrange(NAME, b1="QS", c1="", c2="9C", w1="3H", stock="7D")
    assert_illegal(game, "c2-c1", "filled only from")
    assert game.play("w1-c1") == Move("w1", "c1")
    out = arrange(NAME, b1="QS", w1="3H", stock="")
    assert Redeal() not in out.legal_moves()
