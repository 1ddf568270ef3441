"""The Corners (Hoffmann 1892, No. 28, pp. 48-49): every clause, legal and illegal, and the editions."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, PositionError, Redeal, load_game, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards, saved

CORNERS = ("f1", "f2", "f3", "f4")
AUXILIARIES = ("a1", "a2", "a3", "a4", "a5")
#: The corners begun by the seven of hearts, the king of clubs, the two of spades and the queen of diamonds.
SQUARE = {"f1": "7H", "f2": "KC", "f3": "2S", "f4": "QD", "a1": "9D", "a2": "5C", "a3": "10S", "a4": "4H", "a5": "6D"}


def test_nine_cards_in_a_square_the_four_corners_of_four_suits_the_first_of_each_from_the_top() -> None:
    for number in (1, 2, 3, 4):
        game = new_game("corners", number=number)
        corners = [game.position.pile(pile_id).cards for pile_id in CORNERS]
        assert all(len(cards) == 1 for cards in corners)
        assert len({cards[0].suit for cards in corners}) == 4
        assert [len(game.position.pile(pile_id).cards) for pile_id in AUXILIARIES] == [1] * 5
        assert Counter(game.position.cards()) == Counter(pack())
    order = [pile.id for pile in new_game("corners", number=1).position.piles]
    assert order == ["f1", "a1", "f2", "a2", "a3", "a4", "f3", "a5", "f4", "talon", "stock"]


def test_a_corner_is_built_up_in_suit_round_the_corner_and_keeps_its_cards() -> None:
    game = arrange("corners", **SQUARE, stock="AC 8D 8H")
    assert game.play("stock-f1") == Move("stock", "f1")  # the eight of hearts on the seven
    assert_illegal(game, "stock-f1", "built up in suit")
    game.play("stock-talon")
    assert game.play("stock-f2") == Move("stock", "f2")  # the ace of clubs on the king
    assert_illegal(game, "f2-a1", "stays there")


def test_an_auxiliary_card_that_fits_is_played_before_the_next_card_and_its_place_filled_from_the_stock() -> None:
    game = arrange("corners", **(SQUARE | {"a4": "8H"}), stock="3C JD")
    ruling = assert_illegal(game, "stock-talon", "played before the next card is turned: a4").ruling
    assert "an auxiliary card that fits is played before the next card is turned" in str(ruling.source)
    assert game.play("a4-f1") == Move("a4", "f1")
    assert pile_cards(game, "a4") == "JD" and pile_cards(game, "stock") == "3C"


def test_nothing_is_built_on_an_auxiliary_card() -> None:
    game = arrange("corners", **(SQUARE | {"a1": "9C", "a2": "8C"}))
    assert_illegal(game, "a2-a1", "a1 takes only what its rule allows")


def test_the_card_under_the_stock_is_hidden_until_the_stock_is_used_up() -> None:
    game = arrange("corners", **(SQUARE | {"a5": "8H"}), stock="9C")
    assert_illegal(game, "a5-f1", "the stock lies on this card and hides it")
    game.play("stock-talon")
    assert game.play("a5-f1") == Move("a5", "f1")


def test_with_the_stock_kept_apart_the_fifth_auxiliary_is_in_play() -> None:
    game = arrange("corners", "stock-apart", **(SQUARE | {"a5": "8H"}), stock="9C")
    assert_illegal(game, "stock-talon", "played before the next card is turned: a5")
    assert game.play("a5-f1") == Move("a5", "f1")
    assert pile_cards(game, "a5") == "9C"


def test_a_card_turned_that_fits_is_placed_forthwith_and_the_waste_heaps_top_card_stays_in_play() -> None:
    game = arrange("corners", **SQUARE, talon="3S", stock="2H 8H")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    game.play("stock-f1")
    assert game.play("talon-f3") == Move("talon", "f3")
    assert_illegal(game, "a1-talon", "only a card turned")


def test_the_stock_is_run_through_three_times_the_waste_heap_dealt_again_as_it_lay() -> None:
    game = arrange("corners", **SQUARE, talon="KH 3D JS", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "JS 3D KH"
    assert_illegal(arrange("corners", **SQUARE, talon="KH", stock="", redeals_left=0), "redeal", "allows 2")
    assert_illegal(arrange("corners", **SQUARE, talon="KH", stock="3D"), "redeal", "only when the stock is used up")


def test_pysolfcs_corners_fills_a_place_from_the_waste_heap_and_lets_a_card_wait() -> None:
    game = arrange("corners", "pysolfc", **(SQUARE | {"a4": "8H"}), talon="3C", stock="JD 9C")
    assert game.play("stock-talon") == Move("stock", "talon")  # the auxiliary's eight could go first; it need not
    assert game.play("a4-f1") == Move("a4", "f1")
    assert pile_cards(game, "a4") == "9C" and pile_cards(game, "talon") == "3C"


def test_a_saved_game_whose_corners_begin_with_two_cards_of_one_suit_is_refused() -> None:
    game = new_game("corners", number=1)
    first = game.position.pile("f1").cards[0]
    twin = next(card for card in pack() if card.suit is first.suit and card != first)
    holder = next(pile.id for pile in game.position.piles if twin in pile.cards)
    swapped = {"f2": str(twin), holder: pile_cards(game, holder).replace(str(twin), pile_cards(game, "f2"))}
    with pytest.raises(PositionError, match="corners begin with cards of different suits"):
        load_game(saved(game, **swapped))
