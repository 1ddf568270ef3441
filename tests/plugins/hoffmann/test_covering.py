"""“Covering” Patience (Hoffmann 1892, No. 24, pp. 42-43): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

SHOWING = ("t1", "t2", "t3", "t4")


def test_four_cards_are_dealt_face_up_and_the_rest_is_the_pack() -> None:
    position = new_game("covering", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in SHOWING] == [1, 1, 1, 1]
    assert len(position.pile("stock").cards) == 48
    assert Counter(position.cards()) == Counter(pack())


def test_two_showing_cards_of_one_suit_are_covered_with_the_next_two_cards_of_the_pack() -> None:
    game = arrange("covering", t1="9H", t2="KH", t3="4S", t4="AD", stock="2C 3C 7D")
    assert game.play("t2-t1") == Move("t2", "t1")
    assert [pile_cards(game, pile_id) for pile_id in SHOWING] == ["9H 3C", "KH 7D", "4S", "AD"]
    assert pile_cards(game, "stock") == "2C"


def test_cards_of_two_suits_are_not_covered_and_a_covered_card_is_out_of_play() -> None:
    game = arrange("covering", t1="9H 3C", t2="KH 7D", t3="4S", t4="AD", stock="2C 5C")
    assert_illegal(game, "t3-t1", "two cards of the same suit are covered")
    assert_illegal(game, "t1-t2(2)", "a pair is two single cards")
    assert game.play("t4-t2") == Move("t4", "t2")


def test_the_game_is_won_when_the_pack_is_exhausted() -> None:
    game = arrange("covering", t1="9H", t2="KH", t3="4S", t4="AD", stock="2C 3C")
    assert not game.is_won
    game.play("t1-t2")
    assert game.is_won and game.is_over


def test_four_showing_cards_of_four_suits_lose_the_game() -> None:
    game = arrange("covering", t1="9H", t2="KC", t3="4S", t4="AD", stock="2C 3C")
    assert game.legal_moves() == [] and not game.is_won and game.is_over


def test_which_two_are_covered_never_changes_the_outcome() -> None:
    """Each suit shows as often, odd or even, as it has been dealt: only the deal decides when four suits show."""
    for number in range(1, 61):
        outcomes = set()
        for pick in (0, -1):
            game = new_game("covering", number=number)
            while not game.is_over:
                game.play(game.legal_moves()[pick])
            outcomes.add((game.is_won, len(game.moves)))
        assert len(outcomes) == 1, number
