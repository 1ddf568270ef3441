"""The Clock (Cadogan 1914, "The Clock"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan.clock import BASES, CIRCLE, HOURS

from patience_core import Deal, Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

WON_LINE = (
    "c4-f12 c1-f12 c4-f8 c5-f12 c7-f8 c4-f8 c7-f4 c7-f10 c9-f10 c3-c11 c6-c3 c6-f3 c6-c1 c12-c8 c12-f6 c1-c2 "
    "deal c5-f9 c8-f9 c8-f9 c8-f3 c10-f3 c10-f1 c12-c5 c12-f1 deal stock-f11 c3-f11 c3-f11 deal "
    "stock-talon stock-talon stock-talon stock-talon stock-talon stock-talon stock-talon stock-talon "
    "stock-f2 stock-f4 c5-f4 c5-f4 deal c5-f5 c2-f5 c2-f5 c2-f6 c2-f1 talon-f1 c5-c1 c11-c9 deal "
    "c2-f2 c5-f10 c5-f7 c9-f2 c9-f2 c10-f7 c9-f7 c9-c7 deal c10-f3 deal "
    "stock-talon stock-talon stock-talon stock-talon stock-talon stock-talon stock-f6"
).split()


def test_twelve_foundations_about_the_dial_and_a_circle_of_twelve_packets_of_three() -> None:
    position = new_game("clock", number=1).position
    assert [" ".join(map(str, position.pile(hour).cards)) for hour in HOURS] == list(BASES)
    assert [len(position.pile(packet).cards) for packet in CIRCLE] == [3] * 12
    assert len(position.pile("stock").cards) == 104 - 12 - 36 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_a_foundation_is_built_up_in_suit_round_the_king_and_stops_at_its_hour() -> None:
    game = arrange("clock", f1="10H JH QH", c1="AH KH", c2="2H", c3="KS")
    assert_illegal(game, "c3-f1", "built up in suit")
    game.play("c1-f1")
    assert pile_cards(game, "f1") == "10H JH QH KH"
    game.play("c1-f1")  # the ace follows the king
    assert_illegal(game, "c2-f1", "an end of its own")  # I is reached: the foundation takes no more


def test_marriages_go_down_in_suit_on_the_circle_only() -> None:
    game = arrange("clock", c1="7C", c2="6C", c3="6S", stock="2D 6C", talon="6C")
    assert_illegal(game, "c3-c1", "next higher card in suit")
    assert_illegal(game, "talon-c1", "only with cards of the circle")
    assert_illegal(game, "stock-c1", "only with cards of the circle")
    assert game.play("c2-c1") == Move("c2", "c1")


def test_short_packets_are_brought_up_to_three_from_the_pack_before_it_is_turned() -> None:
    game = arrange("clock", c1="AS 7C", c2="", stock="2D 3D 4D 5D 6D", talon="")
    assert_illegal(game, "stock-talon", "refilled before the pack is turned")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "c1") == "AS 7C 6D" and pile_cards(game, "c2") == "5D 4D 3D"
    assert_illegal(game, "deal", "no packet of the circle holds fewer than three cards")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "2D" and pile_cards(game, "stock") == ""
    assert_illegal(arrange("clock", c1="AS", stock=""), "deal", "the pack is used up")


def test_the_talon_gives_only_to_the_foundations() -> None:
    game = arrange("clock", f5="2H", talon="8S 3H", c1="4H")
    assert_illegal(game, "talon-c1", "only with cards of the circle")
    assert game.play("talon-f5") == Move("talon", "f5")


def test_a_foundation_keeps_the_card_set_at_its_hour() -> None:
    game = new_game("clock", number=1)
    with pytest.raises(
        PositionError, match="f1 is out of sequence at JS: each foundation begins with the card set out at its hour"
    ):
        load_game(saved(game, f1=pile_cards(game, "f2"), f2=pile_cards(game, "f1")))


def test_the_sample_game_is_won() -> None:
    game = new_game("clock", number=1)
    for move in WON_LINE:
        game.play(move)
    assert game.is_won and len(game.moves) == 70
    assert [str(game.position.pile(hour).top) for hour in HOURS][:3] == ["AH", "2S", "3D"]
