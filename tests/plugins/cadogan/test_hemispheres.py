"""The Hemispheres (Cadogan 1914, "The Hemispheres"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan.hemispheres import STRAIGHT_FROM_THE_PACK

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

CIRCLE = [f"n{i}" for i in range(1, 7)] + [f"s{i}" for i in range(1, 7)]
#: Every place of the circle filled with a card at home, so that no vacancy waits for the pack.
QUIET = dict(zip(CIRCLE, ["9H", "KH", "QH", "10D", "JD", "3H", "2C", "4C", "10S", "8S", "3S", "JC"], strict=True))


def test_the_foundations_and_barriers_are_set_out_and_the_circle_dealt() -> None:
    position = new_game("hemispheres", number=1).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["AH", "AH", "AD", "AD", "KC", "KC", "KS", "KS"]
    assert [pile_cards(new_game("hemispheres", number=1), f"b{i}") for i in range(1, 5)] == ["KH", "AC", "KD", "AS"]
    assert [len(position.pile(pile_id).cards) for pile_id in CIRCLE] == [1] * 12
    assert len(position.pile("stock").cards) == 80 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_red_cards_marry_downwards_and_black_upwards_in_suit() -> None:
    game = arrange("hemispheres", **{**QUIET, "n1": "9H", "n2": "8H", "s1": "4C", "s2": "5C", "s3": "5S"})
    assert game.play("n2-n1") == Move("n2", "n1")
    assert game.play("s2-s1") == Move("s2", "s1")
    assert pile_cards(game, "n1") == "9H 8H" and pile_cards(game, "s1") == "4C 5C"
    assert_illegal(game, "s3-s1", "a card goes on the next lower card in suit")


def test_a_card_of_the_circle_marries_only_in_its_own_race_but_the_talon_in_any() -> None:
    game = arrange("hemispheres", **{**QUIET, "n3": "9H", "n4": "8H"}, talon="8H")
    assert_illegal(game, "n4-n3", "marries only in its own Race")
    assert game.play("talon-n3") == Move("talon", "n3")


def test_a_card_dealt_marries_in_any_race_by_a_reading_of_rule_three() -> None:
    # Rule III names the talon's cards; a card dealt that would lie on the talon marries as its top would.
    game = arrange("hemispheres", **{**QUIET, "n3": "9H"}, stock="8H")
    ruling = game.judge("stock-n3")
    assert ruling.legal and str(ruling.source) == f"reading: {STRAIGHT_FROM_THE_PACK.name}"
    assert STRAIGHT_FROM_THE_PACK.name == "a card dealt may marry in any Race, as the talon's top card may"
    assert game.play("stock-n3") == Move("stock", "n3")
    higher = "a card goes on the next higher card in suit"
    assert_illegal(arrange("hemispheres", **QUIET, stock="8H"), "stock-n3", higher)
    # The reading is of the card dealt alone: not two cards of the pack at once, nor while a vacancy waits.
    assert_illegal(arrange("hemispheres", **{**QUIET, "n3": "9H"}, stock="7H 8H"), "stock-n3(2)", "one at a time")
    waiting = arrange("hemispheres", **{**QUIET, "n2": "", "n3": "9H"}, stock="8H")
    assert_illegal(waiting, "stock-n3", "fills the first vacancy of the circle, n2")


def test_a_card_in_the_wrong_hemisphere_cannot_be_used_but_is_exchanged() -> None:
    game = arrange("hemispheres", **{**QUIET, "n1": "9H", "n2": "8S", "s1": "9S", "s2": "8D"})
    assert_illegal(game, "n2-f7", "a card in the wrong hemisphere cannot be used")
    assert_illegal(game, "s1-n2", "a card in the wrong hemisphere cannot be used")  # nothing marries it either
    assert game.play("n2-s2") == Move("n2", "s2")
    assert pile_cards(game, "n2") == "8D" and pile_cards(game, "s2") == "8S"
    assert game.play("s1-s2") == Move("s1", "s2")  # at home now, the eight of spades takes its marriage


def test_the_card_dealt_fills_the_first_vacancy_and_only_the_pack_fills_one() -> None:
    game = arrange("hemispheres", **{**QUIET, "n2": "", "s4": ""}, talon="2H", stock="9C 3S")
    assert_illegal(game, "stock-talon", "fills the first vacancy of the circle, n2")
    assert_illegal(game, "stock-s4", "fills the first vacancy of the circle, n2")
    assert_illegal(game, "talon-n2", "a space is filled only from stock")
    assert game.play("stock-n2") == Move("stock", "n2")
    assert pile_cards(game, "n2") == "3S"  # a black card in the north: a stray from the start


def test_a_card_dealt_that_fits_a_foundation_is_played() -> None:
    game = arrange("hemispheres", **QUIET, stock="9C 2H")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_the_barriers_stay_until_the_end_and_then_complete_the_foundations() -> None:
    hearts = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH"
    game = arrange("hemispheres", f1=hearts, stock="", talon="5C")
    assert_illegal(game, "b1-f1", "the barriers cannot be moved till the end of the game")
    game = arrange("hemispheres", f1=hearts, stock="", talon="")
    assert_illegal(game, "b1-n1", "then only to a foundation")
    assert game.play("b1-f1") == Move("b1", "f1")


def test_at_the_end_a_stray_is_transferred_to_a_vacancy_of_its_own_hemisphere() -> None:
    game = arrange("hemispheres", **{**QUIET, "n1": "", "n2": "8S", "s1": "", "s2": ""}, stock="", talon="4D")
    assert_illegal(game, "n2-s1", "a card in the wrong hemisphere cannot be used")
    game = arrange("hemispheres", **{**QUIET, "n1": "", "n2": "8S", "s1": "", "s2": ""}, stock="", talon="")
    assert_illegal(game, "n2-n1", "a card in the wrong hemisphere cannot be used")
    assert game.play("n2-s1") == Move("n2", "s1")


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"n1": "9H 8S"}, "outside its hemisphere"),
        ({"n1": "9H 7H"}, "not married in order"),
        ({"b1": ""}, "has left before the end"),
        ({"b2": "AC 2C"}, "holds AC alone"),
    ],
)
def test_a_saved_game_the_rules_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange("hemispheres", **piles)
    assert any(problem in text for text in game.rulebook.position_problems(game.position))
