"""Quadrille (Hoffmann 1892, No. 7 "Quadrille", pp. 16–17): the queens first, the fives and sixes after them."""

from __future__ import annotations

from collections import Counter

from patience_core import Game, default_registry, new_game, pack

from ..cadogan.helpers import arrange as replaced
from ..tables import arrange, assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME = "quadrille"
QUEENS = {"q1": "QH", "q2": "QC", "q3": "QS", "q4": "QD"}


def table(edition: str | None = None, *, turn: str = "", **piles: str) -> Game:
    return arrange(default_registry(), NAME, edition, turn=turn, **piles)


def test_the_whole_pack_is_turned_a_card_at_a_time_onto_twelve_empty_places() -> None:
    game = new_game(NAME, number=1)
    assert len(game.position.pile("stock").cards) == 52
    assert all(not pile.cards for pile in game.position.piles if pile.id != "stock")
    assert game.position.redeals_left == 3
    assert Counter(game.position.cards()) == Counter(pack())


def test_a_queen_takes_the_place_of_her_suit() -> None:
    game = table(turn="QS")
    assert_illegal(game, "stock-q1", "a foundation of its own suit is built in suit, in the order Q")
    game.play("stock-q3")
    assert pile_cards(game, "q3") == "QS"


def test_the_fives_and_sixes_are_laid_only_once_all_four_queens_are() -> None:
    game = table(q1="QH", q2="QC", q3="QS", turn="6H")
    refused = assert_illegal(game, "stock-six1", "begun only once q1, q2, q3 and q4 are complete")
    assert str(refused.ruling.source) == 'Hoffmann 1892, No. 7 "Quadrille", p. 16'
    game.play("stock-talon")  # it fits nowhere yet, so it may be laid aside
    game = table(**QUEENS, turn="6H")
    game.play("stock-six1")
    assert pile_cards(game, "six1") == "6H"


def test_the_sixes_go_up_in_suit_to_the_knaves_the_fives_down_to_the_aces_and_then_the_kings() -> None:
    game = table(**QUEENS, six2="6C 7C 8C 9C 10C", five4="5D 4D 3D 2D AD", turn="JC KD")
    game.play("stock-six2")
    assert_illegal(game, "stock-six2", "from the six of its own suit to the knave")
    game.play("stock-five4")
    assert (pile_cards(game, "six2").split()[-1], pile_cards(game, "five4").split()[-1]) == ("JC", "KD")
    assert_illegal(table(**QUEENS, five1="5H", turn="4S"), "stock-five1", "in the order 5 4 3 2 A K")


def test_a_card_turned_that_fits_is_placed_and_the_waste_heaps_top_may_be() -> None:
    refused = assert_illegal(table(turn="QD"), "stock-talon", "a card turned that fits a foundation is played to it")
    assert "reading: a card turned that fits its place is placed" in str(refused)
    game = table(**QUEENS, talon="9S 6S")
    game.play("talon-six3")
    assert pile_cards(game, "talon") == "9S"


def test_the_waste_heap_is_dealt_through_three_times_more_in_its_order() -> None:
    assert_dealt_again_in_its_order(NAME)
    assert new_game(NAME, number=1).position.redeals_left == 3


def test_pysolfcs_captive_queens_lays_the_fives_and_sixes_as_they_come_and_forces_nothing() -> None:
    game = table("pysolfc", turn="6H")
    game.play("stock-six1")
    assert pile_cards(game, "six1") == "6H"
    game = table("pysolfc", turn="QH")
    game.play("stock-talon")
    assert new_game(NAME, number=1, edition="pysolfc").position.redeals_left == 2


def test_won_when_the_kings_and_knaves_lie_beside_their_queens() -> None:
    suits = {"1": "H", "2": "C", "3": "S", "4": "D"}
    full = {f"q{i}": f"Q{suit}" for i, suit in suits.items()}
    full |= {f"six{i}": " ".join(f"{rank}{suit}" for rank in "6 7 8 9 10 J".split()) for i, suit in suits.items()}
    full |= {f"five{i}": " ".join(f"{rank}{suit}" for rank in "5 4 3 2 A K".split()) for i, suit in suits.items()}
    assert replaced(NAME, stock="", talon="", **full).is_won
    assert not replaced(NAME, stock="", talon="KD", **dict(full, five4="5D 4D 3D 2D AD")).is_won
