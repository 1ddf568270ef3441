"""The Dial (No. 1) (Hoffmann 1892, No. 11, pp. 22-24): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter
from itertools import permutations

from patience_core import Move, Redeal, new_game, pack
from patience_core.solving.players import play

from ..tables import assert_illegal, pile_cards
from .helpers import arrange


def test_the_whole_pack_is_turned_from_the_stock_with_two_redeals() -> None:
    position = new_game("dial-no-1", number=1).position
    assert Counter(position.pile("stock").cards) == Counter(pack())
    assert position.redeals_left == 2


def test_a_diamond_begins_the_hour_of_its_value_and_the_king_the_centre() -> None:
    game = arrange("dial-no-1", stock="6S KD 6D", h6="", kings="")
    assert_illegal(game, "stock-h5", "the hour 5 takes the 5 of diamonds")
    assert game.play("stock-h6") == Move("stock", "h6")
    assert game.play("stock-kings") == Move("stock", "kings")
    game = arrange("dial-no-1", stock="6S", h6="")
    assert_illegal(game, "stock-h6", "the hour 6 takes the 6 of diamonds")


def test_on_a_red_card_only_a_black_one_and_on_a_black_only_a_red() -> None:
    game = arrange("dial-no-1", h6="6D 6S", stock="6H 6C")
    assert_illegal(game, "stock-h6", "red and black in turn")
    game.play("stock-talon")
    assert game.play("stock-h6") == Move("stock", "h6")
    assert game.play("talon-h6") == Move("talon", "h6")
    assert pile_cards(game, "h6") == "6D 6S 6H 6C"


def test_only_the_stock_feeds_the_waste_heap_whose_top_card_is_available() -> None:
    game = arrange("dial-no-1", h2="2D", talon="9C 2S", stock="4H")
    assert_illegal(game, "h2-talon", "only a card turned from the stock")
    position = game.position
    assert "No. 31" in str(game.rulebook.can_lift(position, position.pile("talon"), 1).source)
    assert game.play("talon-h2") == Move("talon", "h2")


def test_the_waste_heap_is_gone_through_twice_more_in_the_order_laid() -> None:
    game = arrange("dial-no-1", talon="9C 2S 4H", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "4H 2S 9C" and game.position.redeals_left == 1
    assert_illegal(arrange("dial-no-1", talon="9C", stock="4H"), "redeal", "only when the stock is used up")
    assert_illegal(arrange("dial-no-1", talon="9C", stock="", redeals_left=0), "redeal", "no redeal is left")


def test_won_when_every_hour_and_the_centre_hold_their_four_cards() -> None:
    full = {f"h{rank}": f"{rank}D {rank}S {rank}H {rank}C" for rank in range(2, 11)}
    game = arrange(
        "dial-no-1",
        h1="AD AS AH",
        h11="JD JS JH JC",
        h12="QD QS QH QC",
        kings="KD KS KH KC",
        talon="",
        stock="AC",
        **full,
    )
    assert not game.is_won
    game.play("stock-h1")
    assert game.is_won


def test_three_passes_always_place_the_four_cards_of_a_value() -> None:
    # The hours fill independently; each card goes where it fits as it is turned, and the waste-heap keeps its order.
    red_black = {"D": "red", "H": "red", "S": "black", "C": "black"}
    for order in permutations("DHSC"):
        laid: list[str] = []
        left = list(order)
        for _ in range(3):
            waste = []
            for suit in left:
                fits = (not laid and suit == "D") or (laid and red_black[suit] != red_black[laid[-1]])
                (laid if fits else waste).append(suit)
            left = waste
        assert not left, order


def test_the_greedy_player_wins_every_deal_tried() -> None:
    for number in range(1, 21):
        game = new_game("dial-no-1", number=number)
        assert play(game.rulebook, game.position, seed=number).outcome == "won", number


def test_pysolfc_lets_any_card_begin_its_place_and_redeals_once() -> None:
    game = arrange("dial-no-1", "pysolfc", stock="6D 6H", h6="")
    assert game.play("stock-h6") == Move("stock", "h6")
    assert_illegal(game, "stock-h6", "in alternating colours")
    assert new_game("dial-no-1", number=1, edition="pysolfc").position.redeals_left == 1
    assert "PySolFC" in str(game.judge("stock-talon").source)
