"""General Sedgewick (Cadogan 1914, "General Sedgewick"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, new_game, pack, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "general-sedgewick"


def test_a_cross_of_five_then_the_first_foundation() -> None:
    game = new_game(NAME, number=1)
    dealt = [str(card) for card in reversed(shuffled_pack(1)[-6:])]
    assert [pile_cards(game, pile_id) for pile_id in ("x1", "x2", "x3", "x4", "x5", "f1")] == dealt
    assert len(game.position.pile("stock").cards) == 46
    assert Counter(game.position.cards()) == Counter(pack())


def test_the_other_foundations_begin_with_the_first_ones_value_and_follow_suit() -> None:
    game = arrange(NAME, f1="7H", x1="7C", x2="6S", x3="8D", x4="8H", stock="9C 7S")
    assert_illegal(game, "x2-f2", "the other foundations begin with cards of the first one's value")
    assert game.play("x1-f2") == Move("x1", "f2")
    assert game.play("stock-f3") == Move("stock", "f3")
    assert_illegal(game, "x3-f1", "built up in suit")
    assert game.play("x4-f1") == Move("x4", "f1")


def test_a_foundation_goes_on_from_the_king_to_the_ace() -> None:
    game = arrange(NAME, f1="JH QH KH", x1="AH", x2="3D")
    assert game.play("x1-f1") == Move("x1", "f1")
    assert_illegal(game, "f1-x2", "stays there")


def test_the_cross_is_built_down_regardless_of_suit_from_itself_the_pack_or_the_talon() -> None:
    game = arrange(NAME, x1="9D", x2="8S", x3="7H", x4="QC", x5="5C", talon="6C", stock="2S 7D")
    assert game.play("x2-x1") == Move("x2", "x1")
    assert game.play("stock-x1") == Move("stock", "x1")
    assert game.play("talon-x3") == Move("talon", "x3")
    assert_illegal(game, "x5-x4", "a card goes on the next higher card regardless of suit")
    assert_illegal(game, "x1-x4(2)", "only the uppermost card of each packet is available")


def test_a_vacancy_is_filled_from_the_pack_or_the_talon_only() -> None:
    game = arrange(NAME, x1="", x2="", x3="4D", talon="9C", stock="2S")
    assert_illegal(game, "x3-x1", "a space is filled only from stock, talon")
    assert game.play("stock-x1") == Move("stock", "x1")
    assert game.play("talon-x2") == Move("talon", "x2")


def test_only_the_pack_feeds_the_talon() -> None:
    game = arrange(NAME, x1="4D", stock="2S")
    assert_illegal(game, "x1-talon", "only a card turned")
    assert game.play("stock-talon") == Move("stock", "talon")


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"f1": ""}, "foundation f1 is empty, but it is laid before play begins"),
        ({"f1": "7H", "f2": "8C"}, "another value than f1"),
    ],
)
def test_a_saved_game_the_deal_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange(NAME, **piles)
    assert any(problem in message for message in game.rulebook.position_problems(game.position))
