"""Red and Black (Cadogan 1914, "Red and Black"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "red-and-black"


def test_the_aces_in_pairs_of_alternate_colours_then_eight_volunteers() -> None:
    game = new_game(NAME, number=1)
    aces = [pile_cards(game, f"f{i}") for i in range(1, 9)]
    assert aces == ["AC", "AH", "AS", "AD", "AC", "AH", "AS", "AD"]
    assert [len(game.position.pile(f"v{i}").cards) for i in range(1, 9)] == [1] * 8
    assert len(game.position.pile("stock").cards) == 88
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_the_foundations_follow_suit_to_the_kings() -> None:
    game = arrange(NAME, f1="AC", v1="2C", v2="2D", stock="5S")
    assert_illegal(game, "v2-f1", "built up in suit")
    assert game.play("v1-f1") == Move("v1", "f1")
    game = arrange(NAME, f1="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", v1="AC")
    assert_illegal(game, "v1-f1", "to the king")


def test_the_volunteers_take_a_descending_sequence_of_alternate_colours() -> None:
    game = arrange(NAME, v1="4S", v2="3H", v3="3C", v4="2S", stock="9D")
    assert_illegal(game, "v3-v1", "a card goes on the next higher card in alternating colours")
    assert game.play("v2-v1") == Move("v2", "v1")
    assert game.play("v4-v1") == Move("v4", "v1")
    assert_illegal(game, "v1-v3(2)", "only the top card of a pile is available")


def test_a_vacancy_is_filled_at_once_from_the_pack_and_only_from_it() -> None:
    game = arrange(NAME, v1="4S", v2="3H", stock="9D 7C")
    assert game.play("v2-v1") == Move("v2", "v1")
    assert pile_cards(game, "v2") == "7C"
    game = arrange(NAME, v1="", v2="3H", talon="8C", stock="")
    assert_illegal(game, "talon-v1", "a space is filled only from stock")
    assert_illegal(game, "v2-v1", "a space is filled only from stock")


def test_the_talon_is_fed_by_the_pack_and_dealt_again_once() -> None:
    game = arrange(NAME, v1="4S", stock="9D", talon="")
    assert_illegal(game, "v1-talon", "only a card turned")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play(Redeal()) == Redeal()
    assert pile_cards(game, "stock") == "9D" and game.position.redeals_left == 0
    game.play("stock-talon")
    assert_illegal(game, Redeal(), "no redeal is left")


@pytest.mark.parametrize("pile_id", ["f1", "f8"])
def test_a_saved_game_without_an_ace_set_out_is_refused(pile_id: str) -> None:
    game = arrange(NAME, **{pile_id: ""})
    assert any("is laid before play begins" in message for message in game.rulebook.position_problems(game.position))
