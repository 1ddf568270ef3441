"""Spenser's Fairie Queen (Cadogan 1914, "Spenser's Fairie Queen"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Move, new_game, pack, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "spensers-fairie-queen"
DEALT = {"stock": "", **{f"k{i}": "KS" for i in range(1, 9)}}


def test_the_first_king_from_the_top_is_set_out_and_the_rest_is_the_pack() -> None:
    position = new_game(NAME, number=1).position
    first_king = next(card for card in reversed(shuffled_pack(1, packs=2)) if card.is_king)
    assert pile_cards(new_game(NAME, number=1), "k1") == str(first_king)
    assert len(position.pile("stock").cards) == 103
    assert Counter(position.cards()) == Counter(pack(2))


def test_cards_are_dealt_under_the_last_king_a_king_heads_a_new_column_an_ace_goes_home() -> None:
    game = arrange(NAME, k1="KH", k2="", c1="", stock="AD 4H KS KD 9C")
    for _ in range(5):
        assert game.play("deal") == Deal()
    assert pile_cards(game, "c1") == "9C"
    assert pile_cards(game, "k2") == "KD" and pile_cards(game, "k3") == "KS"
    assert pile_cards(game, "c2") == "" and pile_cards(game, "c3") == "4H"  # kings in succession: the last one
    assert pile_cards(game, "f1") == "AD"


def test_a_card_may_be_played_as_it_turns_up_but_not_laid_on_a_column_by_hand() -> None:
    game = arrange(NAME, k1="KH", f1="AC", c1="5D", stock="4S 2C")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert_illegal(game, "stock-c1", "while the stock is being dealt, cards go only to the foundations")


def test_no_transfer_between_columns_until_the_deal_is_done() -> None:
    game = arrange(NAME, k1="KH", k2="KC", c1="9D", c2="8S")
    assert_illegal(game, "c2-c1", "while the stock is being dealt, cards go only to the foundations")


def test_the_foundations_follow_suit_from_the_aces_to_the_queens() -> None:
    game = arrange(NAME, f1="AH", f2="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS", c1="2C", c2="2H", c3="KS", **DEALT)
    assert_illegal(game, "c1-f1", "built up in suit")
    assert game.play("c2-f1") == Move("c2", "f1")
    assert_illegal(game, "c3-f2", "to the queen")


def test_after_the_deal_the_lowest_card_goes_down_regardless_of_suit_one_at_a_time() -> None:
    game = arrange(NAME, c1="9D", c2="JC 8S", c3="10S 9C", **DEALT)
    assert game.play("c2-c1") == Move("c2", "c1")
    assert_illegal(game, "c1-c2", "a card goes on the next higher card regardless of suit")
    assert_illegal(game, "c3-c2(2)", "only the lowest card of each column is available")


def test_any_card_goes_onto_a_single_king_and_the_kings_never_move() -> None:
    game = arrange(NAME, c1="9D 5H", c2="", f1="AH 2H 3H 4H", **DEALT)
    assert game.play("c1-c2") == Move("c1", "c2")
    assert game.play("c2-f1") == Move("c2", "f1")
    assert game.play("c1-c2") == Move("c1", "c2")  # the king is single again
    assert_illegal(game, "k1-c2", "k1 gives up cards only as its rule says: the next card is dealt to the latest king")


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"k1": "QS"}, "k1 holds one king"),
        ({"k1": ""}, "the first king is set out"),
        ({"k1": "KH", "k2": "", "c2": "5D"}, "c2 holds cards"),
        ({"k1": "KH", "k2": "", "k3": "KC"}, "k3 holds a king, but k2 does not"),
    ],
)
def test_a_saved_game_the_deal_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange(NAME, **piles)
    assert any(problem in message for message in game.rulebook.position_problems(game.position))
