"""The Amazons (Hoffmann 1892, No. 4, pp. 11-13): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_hoffmann.amazons import RULES

from patience_core import Move, new_game, pack
from patience_core.cards import PIQUET_PACK
from patience_core.clauses import Layout

from ..tables import assert_illegal, cards, pile_cards
from .helpers import arrange, assert_refused

HEAPS = ("t1", "t2", "t3", "t4")


def laid(top_first: str) -> dict[str, str]:
    """The table the deal lays from a pack whose top cards are ``top_first`` (the kings and the rest below)."""
    named = cards(top_first)
    rest = [card for card in pack(1, PIQUET_PACK) if card not in named]
    layout = RULES[0]
    assert isinstance(layout, Layout)
    table = layout.lay([*rest, *reversed(named)])
    return {pile_id: " ".join(map(str, table[pile_id])) for pile_id in table if pile_id != "stock"}


def test_the_kings_are_dead_and_a_row_of_four_is_turned_up() -> None:
    position = new_game("amazons", number=1).position
    assert pile_cards(new_game("amazons", number=1), "dead") == "KC KS KH KD"
    assert [len(position.pile(pile_id).cards) for pile_id in HEAPS] == [1, 1, 1, 1]
    assert Counter(position.cards()) == Counter(pack(1, PIQUET_PACK))


def test_an_ace_in_the_row_goes_above_it_at_the_left_and_the_row_is_completed() -> None:
    table = laid("8D AH JD 9S AC 7H 10C")
    assert (table["f1"], table["f2"], table["f3"]) == ("AH", "AC", "")
    assert [table[pile_id] for pile_id in HEAPS] == ["8D", "JD", "9S", "7H"]


def test_the_first_row_lies_as_it_falls_only_its_aces_go_up() -> None:
    table = laid("AC 7C 8D 9S 10H")
    assert table["f1"] == "AC" and table["t1"] == "7C"  # the seven of clubs beneath its ace stays in the row


def test_the_pack_is_dealt_one_card_at_a_time_round_the_heaps() -> None:
    game = arrange("amazons", f1="AS", t1="9D", t2="8C", stock="10H JC", state={"turn": 1})
    game.play("deal")
    assert pile_cards(game, "t1") == "9D JC" and game.position.get("turn") == 2
    game.play("deal")
    assert pile_cards(game, "t2") == "8C 10H" and game.position.get("turn") == 3


def test_a_card_falling_below_its_family_goes_up_and_its_place_stays_vacant() -> None:
    game = arrange("amazons", f1="AS", f2="AH", t1="9D", t2="8C", t3="10D", stock="JD 7S", state={"turn": 1})
    game.play("deal")
    assert pile_cards(game, "f1") == "AS 7S" and pile_cards(game, "t1") == "9D"
    game.play("deal")  # the next card goes to the next heap, not to the first
    assert pile_cards(game, "t2") == "8C JD"


def test_a_card_that_falls_below_another_family_stays_on_its_heap() -> None:
    game = arrange("amazons", f1="AS", f2="AH", t2="8C", stock="7S", state={"turn": 2})
    game.play("deal")
    assert pile_cards(game, "f1") == "AS" and pile_cards(game, "t2") == "8C 7S"


def test_an_ace_dealt_begins_the_next_family_and_spends_its_heaps_turn() -> None:
    game = arrange("amazons", f1="AS", f2="", t3="9H", t4="8C", stock="10D AD", state={"turn": 3})
    game.play("deal")
    assert pile_cards(game, "f2") == "AD" and pile_cards(game, "t3") == "9H"
    game.play("deal")
    assert pile_cards(game, "t4") == "8C 10D"


def test_a_heap_below_a_finished_family_is_dealt_no_more() -> None:
    spades = "AS 7S 8S 9S 10S JS"
    game = arrange("amazons", f1=spades, t1="8D", t2="7H", t3="", t4="", stock="8H 7D 9C QS", state={"turn": 1})
    game.play("deal")
    assert pile_cards(game, "f1") == spades + " QS" and game.position.get("turn") == 2
    for _ in range(3):
        game.play("deal")
    assert [pile_cards(game, pile_id) for pile_id in HEAPS] == ["8D", "7H 9C", "7D", "8H"]
    assert game.position.get("turn") == 2


def test_the_heaps_are_gathered_in_order_and_dealt_again_the_first_heaps_first_card_first() -> None:
    game = arrange(
        "amazons", f1="AS", t1="9D 10D", t2="8C", t3="", t4="JH", stock="", state={"turn": 3, "placed": True}
    )
    game.play("deal")
    assert pile_cards(game, "stock") == "JH 8C 10D 9D"  # bottom to top: 9D is dealt first
    assert game.position.get("turn") == 1 and game.position.get("fruitless") is None


def test_two_deals_running_that_place_nothing_lose_the_game() -> None:
    game = arrange("amazons", f1="AS", t1="9D", t2="8C", t3="QH", t4="JH", stock="", state={"turn": 1})
    game.play("deal")  # the deal ended placed nothing: once is allowed
    assert game.position.get("fruitless") is True
    for _ in range(4):
        game.play("deal")
    assert_illegal(game, "deal", "twice in succession")
    assert game.is_over and not game.is_won


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("amazons", f1="AS", t1="7S")
    assert_illegal(game, "t1-f1", "a card goes up only as it is dealt")


def test_won_when_the_four_families_reach_their_queens() -> None:
    ranks = "A 7 8 9 10 J Q".split()
    families = {f"f{i}": " ".join(f"{rank}{suit}" for rank in ranks) for i, suit in enumerate("SHCD", 1)}
    game = arrange("amazons", t1="", t2="", t3="", t4="", stock="", **families)
    assert game.is_won


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [
        ({}, {"turn": 5}, "not a heap still dealt to"),
        ({"f1": "AS 7S 8S 9S 10S JS QS"}, {"turn": 1}, "not a heap still dealt to"),
        ({}, {"placed": 3}, "not true or false"),
        ({"dead": "KC KS KH KD 7C"}, {}, "the four kings and nothing else"),
        ({"f1": "AS 8S"}, {}, "built up in suit"),
    ],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, object], problem: str
) -> None:
    assert_refused("amazons", changes, state, problem)


def test_pysolfc_feeds_its_foundations_by_hand_regardless_of_suit_from_the_heap_below() -> None:
    game = arrange("amazons", "pysolfc", f1="AS", f2="", t1="7H", t2="8D", t3="AD", stock="")
    assert game.play("t1-f1") == Move("t1", "f1")  # a seven of hearts on the ace of spades
    assert_illegal(game, "t2-f1", "goes up only from the heap below")
    assert game.play("t3-f2") == Move("t3", "f2")  # an ace to any empty foundation


def test_pysolfc_deals_a_row_to_the_heaps_below_unfinished_foundations_and_gathers_them_when_out() -> None:
    spades = "AS 7S 8S 9S 10S JS QS"
    game = arrange("amazons", "pysolfc", f1=spades, t1="8D", t2="7H", t3="", t4="9C", stock="JC 10C")
    game.play("deal")
    assert [pile_cards(game, heap) for heap in HEAPS] == ["8D", "7H 10C", "JC", "9C"]
    game = arrange("amazons", "pysolfc", t1="8D", t2="7H 9D", t3="", t4="9C", stock="")
    game.play("deal")  # gathered: each heap's top card first, the first heap lowest; then a row
    assert [pile_cards(game, heap) for heap in HEAPS] == ["9C", "7H", "9D", "8D"]
    assert pile_cards(game, "stock") == ""
