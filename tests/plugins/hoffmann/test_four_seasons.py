"""The Four Seasons (Hoffmann 1892, No. 19, pp. 32–33): the aces, the side rows, their gaps, the waste-heap."""

from __future__ import annotations

from collections import Counter

from patience_hoffmann.four_seasons import CENTRE, SIDES

from patience_core import Game, default_registry, new_game, pack

from ..cadogan.helpers import arrange as replaced
from ..tables import arrange, assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME = "four-seasons"


def table(*, turn: str = "", **piles: str) -> Game:
    return arrange(default_registry(), NAME, turn=turn, **piles)


def test_the_aces_red_and_black_by_turns_and_a_row_of_six_either_side() -> None:
    game = new_game(NAME, number=1)
    assert [pile_cards(game, pile_id) for pile_id in CENTRE] == ["AD", "AC", "AH", "AS"]
    assert all(len(game.position.pile(pile_id).cards) == 1 for pile_id in SIDES)
    assert len(game.position.pile("stock").cards) == 36 and game.position.redeals_left == 1
    assert Counter(game.position.cards()) == Counter(pack())


def test_a_card_in_sequence_to_an_ace_goes_up_in_suit_and_its_gap_is_filled_at_once_from_the_stock() -> None:
    game = table(l1="2D", l2="2S", r1="9C", turn="KH")
    assert_illegal(game, "l2-f1", "a foundation is built up in suit")
    game.play("l1-f1")
    assert_illegal(game, "l2-f4", "a space is filled at once, before anything else is played: l1")
    game.play("stock-l1")
    assert (pile_cards(game, "l1"), pile_cards(game, "f1")) == ("KH", "AD 2D")


def test_a_gap_is_filled_from_the_stock_and_not_from_the_waste_heap() -> None:
    game = replaced(NAME, l1="", talon="5C", stock="7D")
    assert_illegal(game, "talon-l1", "a space is filled only from stock")
    game = replaced(NAME, l1="", talon="5C", stock="")
    assert_illegal(game, "talon-l1", "a space is filled only from stock")


def test_the_smaller_of_two_cards_of_like_suit_in_sequence_goes_on_the_larger_one_card_at_a_time() -> None:
    game = table(l1="9H", l2="8H", l3="8S", l4="7H", l5="6H", turn="KC QC")
    assert_illegal(game, "l3-l1", "a card goes on the next higher card in suit")
    assert_illegal(game, "l4-l1", "a card goes on the next higher card in suit")
    game.play("l2-l1")
    game.play("stock-l2")
    game.play("l4-l1")
    game.play("stock-l4")
    assert pile_cards(game, "l1") == "9H 8H 7H"
    assert_illegal(game, "l1-l5(2)", "only the top card of a place in the side rows is available")


def test_a_series_goes_up_a_card_at_a_time_as_its_cards_become_playable() -> None:
    game = table(f3="AH 2H 3H 4H", l1="7H 6H 5H")
    for _ in range(3):
        game.play("l1-f3")
    assert pile_cards(game, "f3") == "AH 2H 3H 4H 5H 6H 7H" and pile_cards(game, "l1") != "7H"


def test_a_card_turned_that_can_be_employed_is_placed_and_only_then_laid_aside() -> None:
    refused = assert_illegal(table(r1="9C", turn="8C"), "stock-talon", "built on a pile is played there")
    assert "reading: a card turned that can go to the centre or on a side row is placed there" in str(refused)
    assert_illegal(table(f1="AD", turn="2D"), "stock-talon", "fits a foundation is played to it")
    game = table(f1="AD", f2="AC", f3="AH", f4="AS", turn="5S", **dict.fromkeys(SIDES, "KD"))
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "5S"


def test_the_waste_heaps_top_card_may_go_to_the_centre_or_on_a_side_row() -> None:
    game = table(r1="9C", talon="3D 8C")
    game.play("talon-r1")
    assert pile_cards(game, "r1") == "9C 8C"


def test_the_waste_heap_becomes_a_new_stock_once_in_its_order() -> None:
    assert_dealt_again_in_its_order(NAME)


def test_won_when_the_aces_bear_four_complete_suits() -> None:
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    suits = dict(zip(CENTRE, "DCHS", strict=True))
    full = {pile_id: " ".join(rank + suit for rank in ranks) for pile_id, suit in suits.items()}
    assert replaced(NAME, stock="", talon="", **full, **dict.fromkeys(SIDES, "")).is_won
