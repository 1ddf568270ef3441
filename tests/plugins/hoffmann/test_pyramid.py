"""The Pyramid (Hoffmann 1892, No. 16, pp. 28-29): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused

PYRAMID = [f"p{i}" for i in range(1, 16)]


def test_the_aces_are_set_out_beside_a_pyramid_of_the_fifteen_top_cards() -> None:
    game = new_game("pyramid", number=1)
    assert [pile_cards(game, f"f{i}") for i in range(1, 5)] == ["AS", "AH", "AD", "AC"]
    position = game.position
    assert [len(position.pile(place).cards) for place in PYRAMID] == [1] * 15
    assert len(position.pile("stock").cards) == 33 and position.redeals_left == 1
    assert Counter(position.cards()) == Counter(pack())


def test_every_card_of_the_pyramid_goes_up_in_suit() -> None:
    game = arrange("pyramid", p15="2S", p3="2H", p7="3S")
    assert game.play("p15-f1") == Move("p15", "f1")
    assert_illegal(game, "p3-f1", "built up in suit")
    assert game.play("p7-f1") == Move("p7", "f1")
    assert "reading" in str(game.rulebook.can_lift(game.position, game.position.pile("p1"), 1).source)


def test_before_any_card_is_dealt_a_gap_is_filled_at_once_from_the_hand() -> None:
    game = arrange("pyramid", p4="2C", stock="9H 7D")
    game.play("p4-f4")
    assert pile_cards(game, "p4") == "7D" and pile_cards(game, "stock") == "9H"


def test_once_a_card_is_dealt_gaps_are_filled_from_the_waste_heap_alone() -> None:
    game = arrange("pyramid", p4="2C", stock="9H 7D", waste="")
    game.play("stock-waste")
    assert game.position.get("dealt") is True
    game.play("p4-f4")
    assert pile_cards(game, "p4") == ""
    assert_illegal(game, "stock-p4", "a space is filled only from waste")
    assert game.play("waste-p4") == Move("waste", "p4")


def test_a_card_from_the_hand_to_an_ace_begins_the_deal_too() -> None:
    game = arrange("pyramid", p4="3C", stock="9H 2C")
    game.play("stock-f4")
    game.play("p4-f4")
    assert pile_cards(game, "p4") == ""


def test_a_place_of_the_pyramid_holds_one_card() -> None:
    game = arrange("pyramid", p1="9D", waste="8D", state={"dealt": True})
    assert_illegal(game, "waste-p1", "a place of the pyramid holds one card")


def test_the_waste_heap_is_dealt_once_more_in_its_order() -> None:
    game = arrange("pyramid", waste="9C 7C 8D", stock="", state={"dealt": True})
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "8D 7C 9C" and game.position.redeals_left == 0


def test_won_when_each_ace_is_built_up_to_its_king() -> None:
    spades, hearts, diamonds, clubs = (
        " ".join(f"{r}{s}" for r in "A 2 3 4 5 6 7 8 9 10 J Q K".split()) for s in "SHDC"
    )
    places = dict.fromkeys(PYRAMID, "") | {"p1": "KC"}
    game = arrange("pyramid", f1=spades, f2=hearts, f3=diamonds, f4=clubs.removesuffix(" KC"), stock="", **places)
    assert not game.is_won
    game.play("p1-f4")
    assert game.is_won


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [({"waste": "9C"}, {}, "no card has been dealt"), ({}, {"dealt": 3}, "not true or false")],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, object], problem: str
) -> None:
    assert_refused("pyramid", changes, state, problem)
