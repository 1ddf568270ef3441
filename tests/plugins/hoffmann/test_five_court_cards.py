"""The Five Court Cards (Hoffmann 1892, No. 17, pp. 29-30): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Game, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused

HEAPS = [f"h{i}" for i in range(1, 6)]


def test_the_pack_is_dealt_face_down_into_five_heaps_the_first_two_of_eleven() -> None:
    position = new_game("five-court-cards", number=1).position
    assert [len(position.pile(heap).cards) for heap in HEAPS] == [11, 11, 10, 10, 10]
    assert Counter(position.cards()) == Counter(pack())


def test_the_first_heap_is_turned_up_and_stripped_to_its_first_honour_which_fixes_the_suit() -> None:
    game = arrange("five-court-cards", h1="4C 9H QD 2S", out="")
    game.play("deal")
    assert pile_cards(game, "out") == "4C 9H"
    assert pile_cards(game, "h1") == "2S QD"  # turned up: the queen uppermost
    assert game.position.get("suit") == "D" and game.position.get("sifted") == 1


def test_a_ten_or_an_ace_counts_as_a_court_card_and_a_first_card_honour_is_kept_at_once() -> None:
    game = arrange("five-court-cards", h1="10S 9H", out="")
    game.play("deal")
    assert pile_cards(game, "out") == "" and pile_cards(game, "h1") == "9H 10S"
    assert game.position.get("suit") == "S"


def test_the_other_heaps_are_stripped_to_an_honour_of_that_suit_or_rejected_whole() -> None:
    game = arrange("five-court-cards", h2="KH 7D AD 3C", h3="KH QC 5S", out="", state={"sifted": 1, "suit": "D"})
    game.play("deal")
    assert pile_cards(game, "h2") == "3C AD" and pile_cards(game, "out") == "KH 7D"
    game.play("deal")
    assert pile_cards(game, "h3") == "" and pile_cards(game, "out") == "KH 7D KH QC 5S"


def test_the_heaps_left_are_gathered_in_order_and_dealt_face_down_into_one_fewer() -> None:
    game = arrange(
        "five-court-cards",
        h1="2S QD",
        h2="3C AD",
        h3="",
        h4="8H 10D",
        h5="JD",
        state={"sifted": 5, "suit": "D"},
    )
    assert "reading" in str(game.judge("deal").source)
    game.play("deal")
    # the packet, dealt from heap 1's card that lay lowest to heap 5's honour: 2S QD 3C AD 8H 10D JD
    assert [pile_cards(game, heap) for heap in HEAPS] == ["2S 8H", "QD 10D", "3C JD", "AD", ""]
    assert (game.position.get("heaps"), game.position.get("sifted")) == (4, 0)


def last_heap(cards: str) -> Game:
    """The last round, one heap of ``cards`` (the first dealt first) to strip, the suit diamonds."""
    empty = dict.fromkeys(HEAPS[1:], "")
    return arrange("five-court-cards", h1=cards, out="", state={"heaps": 1, "suit": "D"}, **empty)


def test_won_when_the_last_heap_stripped_is_the_five_honours_of_the_suit() -> None:
    game = last_heap("4S AD 10D KD JD QD")
    game.play("deal")
    assert game.is_won and pile_cards(game, "out") == "4S"
    assert_illegal(game, "deal", "the last heap is stripped")


def test_lost_when_another_card_is_left_among_the_honours() -> None:
    game = last_heap("AD 10D 7C KD JD QD")
    game.play("deal")
    assert not game.is_won and game.is_over


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("five-court-cards", out="")
    assert_illegal(game, "h1-out", "no card is moved by hand")


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [
        ({}, {"heaps": 6}, "not a number of heaps"),
        ({}, {"heaps": 3, "sifted": 4}, "not a number of the 3 heaps"),
        ({}, {"suit": "X"}, "not a suit"),
        ({}, {"heaps": 4}, "h5 holds cards, but this round has 4 heaps"),
    ],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, object], problem: str
) -> None:
    assert_refused("five-court-cards", changes, state, problem)
