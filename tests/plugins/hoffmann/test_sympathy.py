"""Sympathy (Hoffmann 1892, No. 63, pp. 120–122): each rule, legal and illegal, and the deal deciding the game."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from patience_core import Deal, Game, Move, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

LEADER = [f"a{i}" for i in range(1, 17)]
OTHER = [f"b{i}" for i in range(1, 17)]


def emptied(**piles: str) -> Game:
    """A table with every heap and packet empty but ``piles``."""
    table = {pile_id: "" for pile_id in (*LEADER, *OTHER, "ag", "bg")}
    table.update(piles)
    return arrange("sympathy", **table)


def test_each_side_lays_out_a_whole_pack_in_sixteen_heaps_of_three_and_four_grace_cards() -> None:
    position = new_game("sympathy", number=7).position
    for side in ("a", "b"):
        cards = [card for pile in position.piles if pile.id.startswith(side) for card in pile.cards]
        assert Counter(cards) == Counter(pack(1))
        assert [len(position.pile(f"{side}{i}").cards) for i in range(1, 17)] == [3] * 16
        assert len(position.pile(f"{side}g").cards) == 4
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_same_card_exposed_on_both_sides_is_paired_off_and_the_heaps_show_their_next_cards() -> None:
    game = emptied(a1="5C 9H", b3="KD 9H")
    assert game.play("b3-a1") == Move("b3", "a1")
    assert pile_cards(game, "pairs") == "9H 9H"
    assert pile_cards(game, "a1") == "5C" and pile_cards(game, "b3") == "KD"


def test_cards_alike_in_value_only_or_in_suit_only_do_not_pair() -> None:
    game = emptied(a1="9D", a2="8H", b1="9H")
    assert_illegal(game, "b1-a1", "the same card, one from each side")
    assert_illegal(game, "b1-a2", "the same card, one from each side")


def test_two_cards_of_one_side_never_pair() -> None:
    game = emptied(a1="9H", a2="9H", b1="2C")
    assert_illegal(game, "a1-a2", "one card from each side")


def test_only_exposed_cards_pair() -> None:
    game = emptied(a1="9H 2C", b1="9H")
    assert_illegal(game, "b1-a1", "the same card, one from each side")


def test_a_card_goes_nowhere_but_into_a_pair() -> None:
    game = emptied(a1="9H", b1="2C", b2="")
    assert_illegal(game, "a1-b2", "a space takes nothing")
    assert_illegal(game, "a1-pairs", "cards are taken off only in pairs")


def test_the_grace_cards_are_turned_only_when_no_pair_is_left_each_side_in_turn() -> None:
    game = emptied(a1="9H", b1="9H", ag="3S 7D", bg="2C 5H")
    assert_illegal(game, "deal", "only when no pair can be made")
    game.play("a1-b1")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "ag1") == "7D" and pile_cards(game, "ag") == "3S"
    game.play("deal")
    assert pile_cards(game, "bg1") == "5H"
    assert_illegal(game, "ag-b1", "not taken but turned up")


def test_a_grace_card_turned_up_pairs_and_stays_exposed_until_it_does() -> None:
    game = emptied(a1="5H", b1="2C", ag="2C", bg="7D")
    game.play("deal")
    assert pile_cards(game, "ag1") == "2C"
    assert_illegal(game, "deal", "only when no pair can be made")
    assert game.play("ag1-b1") == Move("ag1", "b1")
    assert pile_cards(game, "pairs") == "2C 2C"


def test_won_when_every_card_is_paired_lost_when_the_grace_cards_are_up_and_none_answers() -> None:
    game = emptied(a1="9H", b1="9H")
    game.play("a1-b1")
    assert game.is_won
    lost = emptied(a1="9H", b1="2C", ag="3S", bg="4D")
    lost.play("deal")
    lost.play("deal")
    assert lost.is_over and not lost.is_won
    assert_illegal(lost, "deal", "every face-down card has been turned up")


@pytest.mark.parametrize("number", [1, 2, 3, 4, 5])
def test_the_deal_decides_the_game_whatever_order_the_pairs_are_thrown_out_in(number: int) -> None:
    outcomes = set()
    for seed in range(3):
        choose = random.Random(seed)
        game = new_game("sympathy", number=number)
        while not game.is_over:
            game.play(choose.choice(game.legal_moves()))
        outcomes.add((game.is_won, len(game.position.pile("pairs").cards)))
    assert len(outcomes) == 1
