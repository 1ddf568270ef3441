"""The Juvenile (Hoffmann 1892, No. 45, pp. 82–83): the deal, and each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Game, Move, PositionError, load_game, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards, saved

NAME = "juvenile"
HEAPS = [f"h{i}" for i in range(1, 17)]
NOTHING = {heap: "" for heap in HEAPS}


def opened(game: Game, count: int) -> Game:
    """``game`` with ``count`` packets turned over."""
    return Game(game.rulebook, game.position.with_state(opened=count), from_deal=False)


def test_sixteen_heaps_of_six_face_up_and_two_packets_of_four() -> None:
    game = new_game(NAME, number=1)
    assert [len(game.position.pile(heap).cards) for heap in HEAPS] == [6] * 16
    assert [len(game.position.pile(packet).cards) for packet in ("r1", "r2")] == [4, 4]
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.get("opened", 0) == 0


def test_two_top_cards_making_fourteen_are_thrown_out_whatever_their_suits() -> None:
    game = arrange(NAME, h1="9C AS", h2="KD", h3="7H", h4="7C", h5="JS", h6="4D")
    assert game.play("h1-h2") == Move("h1", "h2")
    assert pile_cards(game, "pairs") == "AS KD" and pile_cards(game, "h1") == "9C"
    assert game.play("h3-h4") == Move("h3", "h4")
    assert_illegal(game, "h5-h6", "two cards adding up to 14 are paired off")


def test_only_the_top_card_of_a_heap_pairs_and_an_empty_heap_takes_nothing() -> None:
    game = arrange(NAME, h1="KD 9C", h2="AS", h3="")
    assert_illegal(game, "h2-h1", "two cards adding up to 14")
    assert_illegal(game, "h1-h3", "a space takes nothing")


def test_a_packet_is_turned_over_only_when_no_pair_is_left() -> None:
    stuck = dict(NOTHING, h1="9C", h2="9D")
    game = arrange(NAME, **dict(stuck, h2="5D"), r1="KH", r2="AC")
    error = assert_illegal(game, "deal", "a packet is turned over only when no two cards available make a pair")
    assert str(error.ruling.source) == 'Hoffmann 1892, No. 45 "The Juvenile", p. 83'
    game = arrange(NAME, **stuck, r1="3S KH", r2="AC")
    assert_illegal(game, "r1-h1", "a packet lies face down until it is turned over")
    assert_illegal(game, "h1-r1", "a packet lies face down until it is turned over")
    assert game.play("deal") == Deal()
    assert game.position.get("opened") == 1
    assert_illegal(game, "r2-r1", "a packet lies face down until it is turned over")
    assert game.play("deal") == Deal()  # the first packet's king pairs with nothing: the second is turned
    assert game.play("r2-r1") == Move("r2", "r1")  # the two packets' cards pair with each other
    assert pile_cards(game, "r1") == "3S"
    assert_illegal(game, "deal", "every packet has been turned over")


def test_the_first_packets_cards_pair_with_the_heaps_before_the_second_is_turned() -> None:
    game = opened(arrange(NAME, **dict(NOTHING, h1="9C", h2="JD"), r1="5S 3H", r2="AC"), 1)
    assert_illegal(game, "deal", "no two cards available make a pair")
    assert game.play("r1-h2") == Move("r1", "h2")
    assert game.play("r1-h1") == Move("r1", "h1")
    assert game.is_won is False and pile_cards(game, "r2") == "AC"


def test_won_when_every_card_is_thrown_out() -> None:
    game = opened(arrange(NAME, **dict(NOTHING, h1="KS"), r1="", r2="AH"), 2)
    game.play("r2-h1")
    assert game.is_won


def test_a_saved_game_keeps_a_count_of_packets_turned() -> None:
    data = saved(new_game(NAME, number=1))
    data["state"] = {"opened": 3}
    with pytest.raises(PositionError, match="not a number of packets from 0 to 2"):
        load_game(data)
