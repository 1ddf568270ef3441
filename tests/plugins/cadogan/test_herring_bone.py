"""The Herring-Bone (Cadogan 1914, "The Herring-Bone"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, Redeal, new_game, pack
from patience_core.deals import shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "herring-bone"
SCENES = [f"l{i}" for i in range(1, 5)] + [f"r{i}" for i in range(1, 5)]


def test_the_herring_bone_the_side_scenes_the_bars_then_the_first_foundation() -> None:
    game = new_game(NAME, number=1)
    dealt = [str(card) for card in reversed(shuffled_pack(1, 2))]
    assert pile_cards(game, "bone") == " ".join(dealt[:28])
    assert [pile_cards(game, pile_id) for pile_id in (*SCENES, "b1", "b2", "b3", "b4", "u1")] == dealt[28:41]
    assert len(game.position.pile("stock").cards) == 63
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_the_lowest_card_of_the_herring_bone_alone_is_available() -> None:
    game = arrange(NAME, u1="7H", bone="5C 8H", b1="9S")
    assert game.play("bone-u1") == Move("bone", "u1")
    assert_illegal(game, "bone-u2", "the other foundations begin with cards of the first one's value")
    game = arrange(NAME, u1="7H", bone="8H 5C")
    assert_illegal(game, "bone-u1(2)", "the lowest card of the herring-bone is alone available")


def test_four_ascend_and_four_descend_in_suit_from_the_first_ones_value() -> None:
    game = arrange(NAME, u1="7H", l1="7C", l2="6C", l3="8C", l4="8H", r1="6H")
    assert game.play("l1-d1") == Move("l1", "d1")
    assert game.play("l2-d1") == Move("l2", "d1")
    assert_illegal(game, "l3-d1", "a foundation is built down in suit")
    assert game.play("l4-u1") == Move("l4", "u1")
    assert_illegal(game, "r1-u1", "a foundation is built up in suit")


def test_the_sequences_turn_the_corner_and_exchange_a_built_card_at_a_time() -> None:
    down = "JH 10H 9H 8H 7H 6H 5H 4H 3H 2H AH"
    game = arrange(NAME, u1="JH QH", u2="JC QC KC", d1=down, d2="", l1="AC", l2="KH")
    assert game.play("l1-u2") == Move("l1", "u2")
    assert game.play("l2-d1") == Move("l2", "d1")
    assert game.play("u1-d1") == Move("u1", "d1")
    assert_illegal(game, "u1-d2", "an exchange moves a card built on a foundation onto one begun")
    assert_illegal(game, "u2-r1", "stays there")
    game = arrange(NAME, u1="JS", d1=f"{down} KH QH", l1="JH")
    assert_illegal(game, "l1-d1", "a foundation is built down in suit")


def test_a_bar_is_refilled_at_once_from_the_herring_bone() -> None:
    game = arrange(NAME, u1="7H", b2="8H", bone="2C 9D", stock="5S")
    assert game.play("b2-u1") == Move("b2", "u1")
    assert pile_cards(game, "b2") == "9D" and pile_cards(game, "bone") == "2C"


def test_a_side_scene_is_refilled_only_from_the_pack_or_the_talon() -> None:
    game = arrange(NAME, l1="", l2="", b1="4D", bone="2C", talon="9C", stock="2S")
    assert_illegal(game, "b1-l1", "a space is filled only from stock, talon")
    assert_illegal(game, "bone-l1", "a space is filled only from stock, talon")
    assert game.play("stock-l1") == Move("stock", "l1")
    assert game.play("talon-l2") == Move("talon", "l2")


def test_only_the_pack_feeds_the_talon_which_is_dealt_again_twice() -> None:
    game = arrange(NAME, l1="4D", talon="9C", stock="2S")
    assert_illegal(game, "l1-talon", "only a card turned")
    assert_illegal(game, Redeal(), "only when the stock is used up")
    game = arrange(NAME, talon="9C 2S", stock="")
    assert game.play(Redeal()) == Redeal()
    assert len(game.position.pile("stock").cards) == 2 and game.position.redeals_left == 1


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"u1": ""}, "foundation u1 is empty"),
        ({"u1": "7H", "d2": "8C"}, "d2 begins with a card of another value than u1"),
    ],
)
def test_a_saved_game_the_deal_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange(NAME, **piles)
    assert any(problem in message for message in game.rulebook.position_problems(game.position))
