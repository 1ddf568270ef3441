"""Napoleon at St. Helena (Cadogan 1914): the deal, every clause, legal and illegal, and the edition."""

from __future__ import annotations

from patience_core import Move, Redeal, Role, new_game, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "napoleon-at-st-helena"


def test_the_deal_is_four_rows_of_ten_from_left_to_right() -> None:
    position = new_game(NAME, number=7).position
    pack = shuffled_pack(7, 2)
    for column in range(10):
        assert position.pile(f"t{column + 1}").cards == tuple(pack[-1 - column - 10 * row] for row in range(4))
    assert position.pile("stock").cards == tuple(pack[:-40])
    assert not any(pile.cards for pile in position.piles_of(Role.FOUNDATION)) and not position.pile("talon").cards


def test_only_the_lowest_card_of_a_column_is_available() -> None:
    game = arrange(NAME, t1="9C 8D 7D", t2="5S 9D")
    assert_illegal(game, Move("t1", "t2", 2), "only the lowest card of a column")


def test_the_aces_start_the_foundations_which_build_up_in_suit_and_keep_their_cards() -> None:
    game = arrange(NAME, t1="9C AH", t2="5S 2H", t3="4C 2S")
    assert_illegal(game, "t2-f1", "from the ace")
    game.play("t1-f1")
    assert_illegal(game, "t3-f1", "built up in suit")
    game.play("t2-f1")
    assert pile_cards(game, "f1") == "AH 2H"
    assert_illegal(game, "f1-t1", "stays there")


def test_marriages_go_down_in_suit_one_card_at_a_time() -> None:
    game = arrange(NAME, t1="9C 7D", t2="5S 8D", t3="4C 8S", t4="2C 6D")
    assert_illegal(game, "t1-t3", "next higher card in suit")
    assert_illegal(game, "t1-t4", "next higher card in suit")
    game.play("t1-t2")
    assert pile_cards(game, "t2") == "5S 8D 7D"


def test_a_lane_takes_any_available_card_from_the_tableau_or_the_talon() -> None:
    game = arrange(NAME, t1="", t2="5S 8D", talon="QC 3H")
    assert {Move("t2", "t1"), Move("talon", "t1")} <= set(game.legal_moves())
    game.play("talon-t1")
    assert pile_cards(game, "t1") == "3H"


def test_the_talon_lanes_edition_fills_a_lane_only_from_the_talon() -> None:
    game = arrange(NAME, "talon-lanes", t1="", t2="5S 8D", talon="QC 3H")
    error = assert_illegal(game, "t2-t1", "filled only from talon")
    assert "play ¶6" in str(error)
    game.play("talon-t1")


def test_the_pack_is_turned_one_card_at_a_time_onto_the_talon() -> None:
    game = arrange(NAME, stock="2C 9S", talon="5D 7H")
    assert_illegal(game, "t1-talon", "only a card turned from the stock")
    assert_illegal(game, Move("talon", "t1", 2), "one at a time")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "5D 7H 9S"


def test_a_card_turned_that_fits_a_foundation_is_played_to_it() -> None:
    game = arrange(NAME, f1="AC", stock="2C", talon="")
    error = assert_illegal(game, "stock-talon", "played to it")
    assert "reading: a card turned that fits a foundation is played" in str(error)
    game.play("stock-f1")


def test_there_is_no_redeal() -> None:
    game = arrange(NAME, stock="", talon="5D 7H")
    assert Redeal() not in game.legal_moves()
    assert_illegal(game, Redeal(), "no redeal is left")
