"""Napoleon's Square (Cadogan 1914, "Napoleon's Square"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

PACKETS = [f"t{i}" for i in range(1, 13)]


def test_twelve_packets_of_four_are_dealt_and_the_foundations_wait_for_the_aces() -> None:
    position = new_game("napoleons-square", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in PACKETS] == [4] * 12
    assert not any(pile.cards for pile in position.piles if pile.id.startswith("f"))
    assert len(position.pile("stock").cards) == 56 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_second_way_deals_twelve_single_cards() -> None:
    position = new_game("napoleons-square", number=1, edition="single-cards").position
    assert [len(position.pile(pile_id).cards) for pile_id in PACKETS] == [1] * 12
    assert len(position.pile("stock").cards) == 92


def test_an_ace_starts_a_foundation_built_up_in_suit() -> None:
    game = arrange("napoleons-square", t1="9C AH", t2="3S 2H", t3="4D 2S")
    assert_illegal(game, "t2-f1", "a foundation is built up in suit, from the ace")
    assert game.play("t1-f1") == Move("t1", "f1")
    assert game.play("t2-f1") == Move("t2", "f1")
    assert_illegal(game, "t3-f1", "a foundation is built up in suit")


def test_only_the_uppermost_card_of_a_packet_is_available() -> None:
    game = arrange("napoleons-square", t1="10D 9D", t2="JD")
    assert_illegal(game, "t1-t2(2)", "only the uppermost card of a packet is available")


def test_cards_of_the_square_marry_downwards_in_suit() -> None:
    game = arrange("napoleons-square", t1="3C 9D", t2="5S 10D", t3="KH 8C")
    assert game.play("t1-t2") == Move("t1", "t2")
    assert pile_cards(game, "t2") == "5S 10D 9D"
    assert_illegal(game, "t3-t2", "a card goes on the next higher card in suit")


def test_a_vacancy_takes_one_card_from_the_talon_or_the_pack_when_the_player_likes() -> None:
    game = arrange("napoleons-square", t1="", t2="7H", talon="5C", stock="4C 6D")
    assert_illegal(game, "t2-t1", "a space is filled only from talon, stock")
    assert game.play("stock-talon") == Move("stock", "talon")  # the vacancy may wait
    assert game.play("talon-t1") == Move("talon", "t1")
    assert pile_cards(game, "t1") == "6D"
    assert_illegal(game, "talon-t1", "a card goes on the next higher card in suit")  # one card, then marriages


def test_a_card_turned_that_fits_a_foundation_is_played() -> None:
    game = arrange("napoleons-square", f1="AH", stock="9S 2H")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_pysolfc_deals_round_by_round_turns_a_card_and_plays_only_from_the_waste() -> None:
    game = new_game("napoleons-square", number=1, edition="pysolfc")
    position = game.position
    assert [len(position.pile(pile_id).cards) for pile_id in PACKETS] == [4] * 12
    assert len(position.pile("talon").cards) == 1 and len(position.pile("stock").cards) == 55
    game = arrange("napoleons-square", "pysolfc", f1="AH", stock="9S 2H")
    assert_illegal(game, "stock-f1", "turned onto the waste before it is played")
    assert game.play("stock-talon") == Move("stock", "talon")  # a card that fits may be laid aside
    assert game.play("talon-f1") == Move("talon", "f1")


def test_pysolfc_moves_runs_in_suit_and_fills_a_space_with_any_available_card() -> None:
    game = arrange("napoleons-square", "pysolfc", t1="KC 10D 9D", t2="3S JD", t3="", t4="8H 7S", t5="")
    assert game.play("t1-t2(2)") == Move("t1", "t2", 2)
    assert pile_cards(game, "t2") == "3S JD 10D 9D"
    assert game.play("t2-t3(3)") == Move("t2", "t3", 3)
    assert_illegal(game, "t4-t5(2)", "only a run built down in suit moves as a unit")
