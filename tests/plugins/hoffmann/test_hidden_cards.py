"""Hidden Cards (Hoffmann 1892, No. 10, pp. 20-21): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused

HEAPS = [f"h{i}" for i in range(1, 13)]


def test_twelve_heaps_and_a_reserve_of_four_are_dealt_round() -> None:
    position = new_game("hidden-cards", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in (*HEAPS, "reserve")] == [4] * 13
    assert not position.pile("kings").cards
    assert Counter(position.cards()) == Counter(pack())


def test_the_first_heaps_top_card_goes_under_the_heap_of_its_value() -> None:
    game = arrange("hidden-cards", h1="7D 10S QC 6D", h6="7H 9D 7S 6C")
    game.play("deal")
    assert pile_cards(game, "h1") == "7D 10S QC"
    assert pile_cards(game, "h6") == "6D 7H 9D 7S 6C"  # hidden at the bottom
    assert game.position.get("turn") == "h6"
    game.play("deal")  # then the top card of that heap, a six too: under its own heap
    assert pile_cards(game, "h6") == "6C 6D 7H 9D 7S" and game.position.get("turn") == "h6"


def test_a_king_goes_below_the_rows_and_a_reserve_card_is_taken_in_its_place() -> None:
    game = arrange("hidden-cards", h1="7D 10S QC KH", h3="9H 3H 4H 8S", reserve="2S 3C", kings="")
    game.play("deal")
    assert pile_cards(game, "kings") == "KH" and pile_cards(game, "reserve") == "2S"
    assert pile_cards(game, "h3") == "3C 9H 3H 4H 8S" and game.position.get("turn") == "h3"


def test_the_chain_ends_when_the_heap_to_draw_from_holds_only_its_own_cards() -> None:
    game = arrange("hidden-cards", h1="AD AS AC AH", state={"turn": "h1"})
    assert_illegal(game, "deal", "the chain ends: h1 holds only cards of its own number")


def test_won_when_every_heap_is_its_four_like_cards_and_the_kings_are_out() -> None:
    game = new_game("hidden-cards", number=1)
    while not game.is_over:
        game.play("deal")
    assert game.is_won
    assert [pile_cards(game, pile_id).count(str(i) if i > 1 else "A") for i, pile_id in enumerate(HEAPS[:10], 1)]
    assert len(game.position.pile("kings").cards) == 4


def test_a_deal_whose_chain_ends_with_a_foreign_card_in_a_heap_is_lost() -> None:
    game = new_game("hidden-cards", number=2)
    while not game.is_over:
        game.play("deal")
    assert not game.is_won and pile_cards(game, "h1") == "AH AS AC AD"
    assert "reading" in str(game.judge("deal").source)


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("hidden-cards", h1="7D 10S QC 6D")
    assert_illegal(game, "h1-h6", "no card is moved by hand")


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [({}, {"turn": "h13"}, "not one of the heaps"), ({"kings": "5D"}, {}, "only cards above the queen")],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, str], problem: str
) -> None:
    assert_refused("hidden-cards", changes, state, problem)
