"""The Labyrinth (Cadogan 1914): the deal, each clause on real positions, the refills and the grace."""

from __future__ import annotations

from collections import Counter

from patience_cadogan import labyrinth

from patience_core import Deal, new_game, pack

from ..tables import assert_illegal, cards
from .helpers import arrange


def test_the_foundations_are_set_out_and_one_row_of_ten_is_dealt() -> None:
    position = new_game("labyrinth", number=1, edition="cadogan-1914").position
    assert [str(position.pile(pile_id).top) for pile_id in (*labyrinth.ACES, *labyrinth.KINGS)] == [
        "AC",
        "AS",
        "AH",
        "AD",
        "KC",
        "KS",
        "KH",
        "KD",
    ]
    assert [len(position.pile(pile_id).cards) for pile_id in labyrinth.HEADS] == [1] * 10
    assert not any(position.pile(pile_id).cards for pile_id in labyrinth.COLUMNS)
    assert Counter(position.cards()) == Counter(pack(2))


def test_a_row_goes_under_the_last_one_and_an_empty_column_starts_again_at_the_top() -> None:
    game = arrange("labyrinth", h1="", stock="9D 9C")
    game.play(Deal())
    assert game.position.pile("h1").cards == cards("9C")
    assert game.position.pile("t2").cards == cards("9D")


def test_a_card_free_from_above_or_below_is_available_and_none_between() -> None:
    game = arrange("labyrinth", h1="2C", t1="5S 7D 2S", f1="AC", f2="AS")
    assert_illegal(game, "t1-f2(2)", "free from above or below")
    game.play("h1-f1")  # the uppermost card goes; the next one down takes its place
    assert game.position.pile("h1").cards == cards("5S")
    assert game.position.pile("t1").cards == cards("7D 2S")


def test_a_gap_in_the_row_being_dealt_is_refilled_at_once() -> None:
    game = arrange("labyrinth", h1="2C", t1="5S 2S", f1="AC", f2="AS", stock="8H")
    game.play("t1-f2")
    assert game.position.pile("t1").cards == cards("5S 8H")


def test_a_gap_above_stays() -> None:
    game = arrange("labyrinth", h1="2C", t1="5S 7D", f1="AC", stock="8H")
    game.play("h1-f1")
    assert game.position.pile("h1").cards == cards("5S")
    assert game.position.pile("t1").cards == cards("7D")


def test_cards_go_only_to_the_foundations() -> None:
    game = arrange("labyrinth", h1="9C", h2="10D")
    assert_illegal(game, "h1-h2", "h2 takes only what its rule allows: the deal lays its cards there")


def test_the_grace_waits_for_the_pack_and_is_taken_once() -> None:
    game = new_game("labyrinth", number=1, edition="cadogan-1914")
    assert_illegal(game, "h1-grace", "exhausted")
    while game.position.pile("stock").cards:
        game.play(Deal())
    card = game.position.pile("t5").cards[-3]
    game.play("t5-grace(3)")
    assert game.position.pile("grace").cards == (card,)
    assert_illegal(game, "h2-grace", "once")
