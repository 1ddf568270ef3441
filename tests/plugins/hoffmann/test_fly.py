"""The Fly (Hoffmann 1892, No. 51, pp. 96–97): the deal, and each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "fly"


def test_eight_aces_the_fly_of_thirteen_face_up_and_five_empty_waste_heaps() -> None:
    game = new_game(NAME, number=1)
    assert [pile_cards(game, f"f{i}") for i in range(1, 9)] == ["AD", "AD", "AC", "AC", "AH", "AH", "AS", "AS"]
    assert len(game.position.pile("fly").cards) == 13
    assert [pile_cards(game, f"w{i}") for i in range(1, 6)] == [""] * 5
    assert len(game.position.pile("stock").cards) == 104 - 8 - 13
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 0


def test_each_card_dealt_goes_on_any_waste_heap_the_player_chooses_and_nowhere_else() -> None:
    game = arrange(NAME, w1="2C", w2="KS", stock="9D 5H")
    assert game.play("stock-w1") == Move("stock", "w1")  # a five on a two: advice broken, not a rule
    assert game.play("stock-w3") == Move("stock", "w3")
    assert_illegal(arrange(NAME, stock="2C"), "stock-f1", "each card dealt goes on one of the five waste-heaps")
    assert_illegal(arrange(NAME, stock="2C"), "stock-fly", "each card dealt goes on one of the five waste-heaps")


def test_the_aces_are_built_up_regardless_of_suit_to_the_kings() -> None:
    game = arrange(NAME, fly="2H", w1="3S")
    assert game.play("fly-f1") == Move("fly", "f1")  # a two of hearts on the ace of diamonds
    assert game.play("w1-f1") == Move("w1", "f1")
    assert_illegal(arrange(NAME, w1="3S"), "w1-f1", "built up regardless of suit")
    full = arrange(NAME, f1="AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", fly="AH")
    assert_illegal(full, "fly-f1", "to the king")


def test_only_the_top_cards_are_available_and_they_go_only_to_the_foundations() -> None:
    game = arrange(NAME, fly="2H 9C", w1="2S 9D", w2="10D")
    assert_illegal(game, "fly-f1(2)", "the top card of the Fly is available")
    assert_illegal(game, "w1-f1(2)", "one at a time")
    assert_illegal(game, "fly-w2", "only a card turned from the stock goes on a waste-heap")
    assert_illegal(game, "fly-stock", "the Fly's cards go only to the foundations")
    assert_illegal(game, "w1-w2", "a waste-heap's top card goes only to a foundation")


def test_the_preference_for_the_flys_card_is_advice_the_rules_do_not_force() -> None:
    game = arrange(NAME, fly="2H", w1="2S")
    assert game.play("w1-f1") == Move("w1", "f1")


def test_there_is_no_second_deal_and_the_game_ends_when_the_pack_is_out_and_nothing_fits() -> None:
    game = arrange(NAME, fly="9C", w1="5D", stock="")
    assert game.legal_moves() == []
    assert not game.is_won and game.is_over
