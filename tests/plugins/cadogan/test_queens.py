"""The Queens (Cadogan 1914, "The Queens"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan.queens import KeyPays

from patience_core import Deal, Move, new_game, pack
from patience_core.deals import shuffled_pack

from ..tables import assert_illegal, cards, pile_cards
from .helpers import arrange

NAME = "queens"
SHUTTER = [f"s{i}" for i in range(1, 8)]


def test_the_key_the_shutter_and_the_kings_that_appear_in_it() -> None:
    game = new_game(NAME, number=1)
    position = game.position
    assert pile_cards(game, "key") == " ".join(str(card) for card in reversed(shuffled_pack(1, 2)[-32:]))
    assert [len(position.pile(place).cards) for place in SHUTTER] == [1] * 7
    assert not any(position.pile(place).cards[0].is_king for place in SHUTTER)
    assert Counter(position.cards()) == Counter(pack(2))


def test_a_queen_on_top_of_the_key_sends_fourteen_cards_face_down_under_the_pack() -> None:
    table = {"key": list(cards("8H 8H 8H 8H 8H 8H 8H 8H 8H 8H 8H 8H 8H 8H 9H QS")), "stock": []}
    pack_left = list(cards("AS"))
    KeyPays().lay(pack_left, table)
    assert table["key"] == list(cards("8H 8H"))
    assert pack_left == [*cards("QS 9H"), *cards("8H " * 12), *cards("AS")]
    game = new_game(NAME, number=14)  # its key is topped by a queen of spades
    assert len(game.position.pile("key").cards) == 18
    assert str(game.position.pile("stock").cards[0]) == "QS"


def test_the_kings_ascend_in_suit_through_the_ace_to_the_queen() -> None:
    game = arrange(NAME, f1="", f2="KH", s1="KS", s2="AH", s3="AS")
    assert game.play("s1-f1") == Move("s1", "f1")
    assert_illegal(game, "s3-f2", "built up in suit")
    assert game.play("s2-f2") == Move("s2", "f2")
    game = arrange(NAME, f1="KC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", s1="KC")
    assert_illegal(game, "s1-f1", "to the queen")


def test_the_key_gives_its_uppermost_card_and_only_to_a_foundation() -> None:
    game = arrange(NAME, f1="KD", key="AD 5S", s1="6S", stock="9C")
    assert_illegal(game, "key-s1", "cards from the key can only be played on the foundations")
    assert_illegal(game, "key-f1(2)", "the uppermost card of the key is alone available")
    game = arrange(NAME, f1="KD", key="5S AD")
    assert game.play("key-f1") == Move("key", "f1")


def test_the_shutter_marries_down_in_suit_and_a_space_is_refilled_at_once() -> None:
    game = arrange(NAME, s1="9D", s2="8D", s3="8S", f1="KS AS 2S 3S 4S 5S 6S 7S", stock="2C 4H", talon="")
    assert_illegal(game, "s3-s1", "a card goes on the next higher card in suit")
    assert game.play("s2-s1") == Move("s2", "s1")
    assert pile_cards(game, "s2") == "4H"
    assert game.play("s3-f1") == Move("s3", "f1")
    assert pile_cards(game, "s3") == "2C" and not game.position.pile("stock").cards


def test_with_the_pack_out_a_space_is_refilled_from_the_talon() -> None:
    game = arrange(NAME, s1="8S", f1="KS AS 2S 3S 4S 5S 6S 7S", stock="", talon="3H JD")
    assert game.play("s1-f1") == Move("s1", "f1")
    assert pile_cards(game, "s1") == "JD" and pile_cards(game, "talon") == "3H"


def test_only_the_pack_feeds_the_talon_whose_top_card_marries() -> None:
    game = arrange(NAME, s1="9C", s2="4D", stock="8C", talon="")
    assert_illegal(game, "s2-talon", "only a card turned")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play("talon-s1") == Move("talon", "s1")


def test_with_the_pack_out_each_queen_of_the_talon_pays_three_cards_from_its_bottom() -> None:
    game = arrange(NAME, stock="9C", talon="2C 3C QH 4C 5C 6C 7C QS 8C 9C")
    assert_illegal(game, Deal(), "only when the pack is exhausted")
    game = arrange(NAME, stock="", talon="2C 3C QH 4C 5C 6C 7C QS 8C 9C")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "talon") == "8C 9C"
    assert [str(card) for card in reversed(game.position.pile("stock").cards)] == "2C 3C QH 4C 5C 6C 7C QS".split()
    game = arrange(NAME, stock="", talon="2C 3C 4C")
    assert_illegal(game, Deal(), "there is no queen in the talon")


def test_the_payments_end_after_a_round_of_the_talon_that_places_no_card() -> None:
    game = arrange(NAME, stock="", talon="QH 4C 5C 6C 7C 8C")
    game.play("deal")
    for _ in range(4):
        game.play("stock-talon")
    assert game.position.get("idle") == 4
    game.play("deal")
    for _ in range(4):
        game.play("stock-talon")
    assert_illegal(game, Deal(), "the whole talon has been paid out again without a card placed")


@pytest.mark.parametrize(
    ("piles", "state", "problem"),
    [
        ({"f1": "AH 2H"}, {}, "begins with AH, not a king"),
        ({}, {"left": 0, "idle": 0}, "state 'left' is 0"),
        ({}, {"left": 104, "idle": -1}, "state 'idle' is -1"),
    ],
)
def test_a_saved_game_the_play_cannot_reach_is_refused(
    piles: dict[str, str], state: dict[str, int], problem: str
) -> None:
    game = arrange(NAME, **piles)
    position = game.position.with_state(**state)
    assert any(problem in message for message in game.rulebook.position_problems(position))
