"""The Constitution (Cadogan 1914, "The Constitution"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

ROWS = {row: [f"{row}{i}" for i in range(1, 9)] for row in "plhc"}


def test_the_court_cards_and_aces_are_set_out_and_four_rows_dealt_from_the_lowest() -> None:
    game = new_game("constitution", number=1)
    position = game.position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["AC", "AC", "AS", "AS", "AH", "AH", "AD", "AD"]
    assert pile_cards(game, "sovereign") == "QD" and pile_cards(game, "aside") == "QC QC QS QS QH QH QD"
    assert pile_cards(game, "bishops") == "KC KC KS KS" and pile_cards(game, "judges") == "KH KH KD KD"
    assert all(len(position.pile(pile_id).cards) == 1 for row in ROWS.values() for pile_id in row)
    assert len(position.pile("stock").cards) == 48 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))
    unshuffled = game.rulebook.deal(1, pack(2))  # the top of the pack, past the court cards, is JD
    assert [str(unshuffled.pile(pile_id).top) for pile_id in ("p1", "p8", "h1", "c8")] == ["JD", "4D", "3D", "10C"]


def test_only_the_privy_council_plays_to_the_foundations_in_suit_to_the_knaves() -> None:
    game = arrange("constitution", c1="2C", l1="2S", c2="3H", f5="AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH", c3="QH")
    assert_illegal(game, "l1-f3", "formed only from the Privy Council")
    assert_illegal(game, "c2-f3", "a foundation is built up in suit")
    assert_illegal(game, "c3-f5", "to the knave")
    assert game.play("c1-f1") == Move("c1", "f1")


def test_a_card_rises_in_sequence_onto_the_division_next_above_only() -> None:
    game = arrange("constitution", c1="10S", l1="9H", h1="8C", h2="9D", p1="8D")
    assert_illegal(game, "h1-c1", "only on the division next above its own")
    assert_illegal(game, "h2-l1", "a card goes on the next higher card in alternating colours")
    assert_illegal(game, "l1-h1", "only on the division next above its own")  # never downwards
    assert game.play("l1-c1") == Move("l1", "c1")


def test_only_the_top_card_of_a_sequence_is_available() -> None:
    game = arrange("constitution", c1="10S 9H", l1="8C", l2="JD")
    assert_illegal(game, "c1-f1(2)", "only the top card of a sequence is available")


def test_a_vacancy_is_filled_at_once_from_the_division_below_by_the_players_choice() -> None:
    game = arrange("constitution", c1="10S", l1="9H", l2="5C", h1="8C", h2="4D", p1="3S")
    game.play("l1-c1")
    assert_illegal(game, "stock-talon", "filled at once from the division below it: l1")
    assert_illegal(game, "p1-l1", "a space is filled only from h1")
    assert game.play("h2-l1") == Move("h2", "l1")
    assert_illegal(game, "l2-c1", "filled at once from the division below it: h2")


def test_a_vacancy_in_the_people_is_filled_from_the_talon_or_else_the_pack() -> None:
    game = arrange("constitution", p1="", talon="7C", stock="9H 3D")
    assert_illegal(game, "stock-p1", "filled from the talon while there is one")
    assert game.play("talon-p1") == Move("talon", "p1")
    game = arrange("constitution", p1="", talon="", stock="9H 3D")
    assert game.play("stock-p1") == Move("stock", "p1")
    assert pile_cards(game, "p1") == "3D"


def test_the_talon_takes_the_pack_and_goes_only_to_the_people() -> None:
    game = arrange("constitution", h1="8C", stock="9H 7D")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert_illegal(game, "talon-h1", "only on the division next above its own")
    assert_illegal(game, "talon-f7", "formed only from the Privy Council")


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"aside": "QC QC QS QS QH QH"}, "aside holds"),
        ({"p3": "5H 4S"}, "more than one card"),
        ({"l2": "9H 7S"}, "out of sequence"),
    ],
)
def test_a_saved_game_the_rules_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange("constitution", **piles)
    assert any(problem in text for text in game.rulebook.position_problems(game.position))
