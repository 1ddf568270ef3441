"""The Zodiac (Cadogan 1914, "The Zodiac"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

EQUATOR = [f"e{i}" for i in range(1, 9)]
CIRCLE = [f"z{i}" for i in range(1, 25)]
PLACED = {"stock": "", "talon": ""}


def test_eight_cards_make_the_equator_and_twenty_four_the_zodiac() -> None:
    position = new_game("zodiac", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in EQUATOR + CIRCLE] == [1] * 32
    assert len(position.pile("stock").cards) == 72
    assert not any(position.pile(f"f{i}").cards for i in range(1, 9)) and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_equator_the_pack_and_the_talon_marry_on_the_zodiac_in_suit_up_or_down() -> None:
    game = arrange("zodiac", z1="7H", z2="9S", e1="8H", e2="8S", talon="6H", stock="4C 10S")
    assert game.play("e1-z1") == Move("e1", "z1")  # up
    assert game.play("stock-z2") == Move("stock", "z2")  # the card turned, down
    assert_illegal(game, "e2-z1", "next higher or lower card in suit")
    game = arrange("zodiac", z1="7H 8H", talon="7H")
    assert game.play("talon-z1") == Move("talon", "z1")  # the same packet both ways
    assert pile_cards(game, "z1") == "7H 8H 7H"


def test_the_zodiac_never_marries_itself_nor_gives_cards_to_the_equator() -> None:
    game = arrange("zodiac", z1="7H", z2="8H", e1="")
    assert_illegal(game, "z2-z1", "cards in the Zodiac cannot marry each other")
    assert_illegal(game, "z2-e1", "cards in the Zodiac cannot marry each other")


def test_the_equator_never_marries_itself() -> None:
    game = arrange("zodiac", e1="7H", e2="8H", stock="6H")
    assert_illegal(game, "e2-e1", "cards in the Equator cannot marry each other")
    assert_illegal(game, "stock-e1", "cards in the Equator cannot marry each other")


def test_a_gap_in_the_equator_is_filled_from_the_pack_or_the_talon_at_will() -> None:
    game = arrange("zodiac", e1="", e2="", e3="5D", talon="9C", stock="2S")
    assert_illegal(game, "e3-e1", "a space is filled only from stock, talon")
    assert game.play("stock-e1") == Move("stock", "e1")
    assert game.play("talon-e2") == Move("talon", "e2")


def test_the_foundations_wait_until_every_card_is_placed() -> None:
    game = arrange("zodiac", e1="AH", talon="5C", stock="")
    assert_illegal(game, "e1-f3", "the foundations are formed only when every card is placed")
    game = arrange("zodiac", e1="AH", z1="KH", z2="2H", **PLACED)
    assert_illegal(game, "e1-f1", "built up in suit, from the ace of its own suit")
    assert game.play("e1-f3") == Move("e1", "f3")
    assert game.play("z2-f3") == Move("z2", "f3")
    assert game.play("z1-f7") == Move("z1", "f7")  # the king of hearts begins the hearts going down
    assert_illegal(game, "f7-z1", "stays there")


def test_the_talon_is_turned_again_as_often_as_a_card_is_placed() -> None:
    game = arrange("zodiac", z1="3D", talon="5C 7H 2D", stock="")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "stock") == "2D 7H 5C" and not pile_cards(game, "talon")  # 5C comes first again
    for _ in range(3):
        game.play("stock-talon")
    assert_illegal(game, "deal", "only after a card of it has been placed")
    game.play("talon-z1")
    assert game.play("deal") == Deal()
    assert_illegal(arrange("zodiac", talon="5C", stock="9D"), "deal", "only when the stock is used up")


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"e1": "5C 6C"}, "a place of the Equator, one card"),
        ({"f1": "AC"}, "begun before every card is placed"),
        ({"z3": ""}, "of the Zodiac is empty before every card is placed"),
    ],
)
def test_a_saved_game_the_deal_and_moves_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange("zodiac", **piles)
    assert any(problem in message for message in game.rulebook.position_problems(game.position))
