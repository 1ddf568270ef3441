"""The Dial (No. 2) (Hoffmann 1892, No. 12, pp. 24-25): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused

HOURS = [f"h{i}" for i in range(1, 13)]


def test_twelve_cards_are_set_round_the_dial_seven_hours_before_their_values() -> None:
    game = new_game("dial-no-2", number=1)
    assert [pile_cards(game, pile_id) for pile_id in HOURS] == "6C 7H 8S 9D 10C JH QS AD 2C 3H 4S 5D".split()
    position = game.position
    assert len(position.pile("stock").cards) == 92 and not position.pile("kings").cards
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 2


def test_each_hour_is_built_up_in_suit() -> None:
    game = arrange("dial-no-2", stock="8C 7S 7C")
    assert game.play("stock-h1") == Move("stock", "h1")
    game.play("stock-talon")
    assert_illegal(game, "talon-h1", "built up in suit")
    assert game.play("stock-h1") == Move("stock", "h1")


def test_the_queen_is_followed_by_the_ace_and_an_hour_ends_with_its_own_value() -> None:
    clubs = "6C 7C 8C 9C 10C JC QC"
    game = arrange("dial-no-2", h1=clubs, stock="2C AC KC")
    assert_illegal(game, "stock-h1", "passing over the kings")
    assert game.play("stock-kings") == Move("stock", "kings")
    assert game.play("stock-h1") == Move("stock", "h1")
    assert_illegal(game, "stock-h1", "to an end of its own")


def test_the_kings_go_to_the_centre_as_they_come_and_nothing_else_does() -> None:
    game = arrange("dial-no-2", kings="KD", stock="7C KC")
    assert game.play("stock-kings") == Move("stock", "kings")
    assert_illegal(game, "stock-kings", "the kings, which have no place in the circle")


def test_a_card_that_fits_two_hours_goes_to_either_at_the_players_choice() -> None:
    game = arrange("dial-no-2", h8="AD 2D 3D 4D 5D", stock="6D")
    assert {move for move in game.legal_moves() if isinstance(move, Move)} == {
        Move("stock", "h8"),
        Move("stock", "h12"),
        Move("stock", "talon"),
    }


def test_the_waste_heap_top_card_is_available_and_the_stock_goes_round_three_times() -> None:
    game = arrange("dial-no-2", talon="9C 7C", stock="")
    assert game.play("talon-h1") == Move("talon", "h1")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "9C" and game.position.redeals_left == 1
    assert_illegal(arrange("dial-no-2", talon="9C", stock="", redeals_left=0), "redeal", "no redeal is left")


def test_won_when_every_card_is_placed() -> None:
    game = new_game("dial-no-2", number=2)
    while not game.is_over:
        moves = game.legal_moves()
        placed = [move for move in moves if isinstance(move, Move) and move.target != "talon"]
        game.play((placed or moves)[0])
    assert game.is_won
    assert all(len(game.position.pile(pile_id).cards) == 8 for pile_id in (*HOURS, "kings"))


@pytest.mark.parametrize(
    ("changes", "problem"),
    [({"h1": "7C"}, "each hour begins with the card set out at it"), ({"kings": "KC 5D"}, "no place in the circle")],
)
def test_a_saved_position_no_play_could_reach_is_refused(changes: dict[str, str], problem: str) -> None:
    assert_refused("dial-no-2", changes, {}, problem)
