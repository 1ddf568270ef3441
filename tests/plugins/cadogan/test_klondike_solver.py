"""Canfield or Klondike (Cadogan 1914): the solver's hints — the stock turned only to play, safe plays, dead ends."""

from __future__ import annotations

import json
from pathlib import Path

from patience_core import Move, Position, solve

from .helpers import arrange

SOLVITAIRE = Path(__file__).resolve().parents[2] / "data" / "solvitaire-cadogan-klondike.json"
#: Every pile of the table emptied, so that a test sets out only the cards it is about.
BARE = {pile_id: "" for pile_id in ("talon", "stock", *(f"d{i}" for i in range(1, 8)), *(f"t{i}" for i in range(1, 8)))}


def table(**piles: str) -> Position:
    """A Klondike table holding only ``piles`` (bottom to top)."""
    return arrange("klondike", **{**BARE, **piles}).position


def hint(position: Position, name: str) -> object:
    """What the book's edition's solver hook ``name`` answers for ``position``."""
    return arrange("klondike").rulebook._call(name, position=position)


def dead(position: Position) -> bool:
    return bool(hint(position, "patience_solver_dead"))


def test_deal_9_is_lost_before_a_move_and_solvitaire_agrees() -> None:
    # the third row's heart three lies on the ace of hearts, with both black fours under it too
    game = arrange("klondike", number=9)
    assert [str(card) for card in game.position.pile("d6").cards] == ["9H", "AH", "4S", "AS", "4C"]
    assert str(game.position.pile("t6").top) == "3H"
    assert dead(game.position)
    result = solve(game, positions=1_000)  # the greedy player's game first, then no position to search
    assert (result.outcome, result.phase) == ("lost", "complete")
    assert json.loads(SOLVITAIRE.read_text())["verdicts"]["9"] == "unsolvable"


def test_a_card_over_a_lower_card_of_its_suit_is_stuck_only_when_both_its_places_are_gone() -> None:
    # the nine of hearts covers the ace of hearts in the talon: it must leave on a black ten
    assert not dead(table(talon="AH 9H", t1="10C", t2="10S"))
    assert not dead(table(talon="AH 10C 9H"))  # one black ten lies under it, the other is still out
    assert dead(table(talon="AH 10C 10S 9H"))  # both under it
    home = "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C"
    assert dead(table(f1=home, talon="10S AH 9H"))  # one home for good, the other under it
    assert not dead(table(f1=home, talon="AH 9H", stock="10S"))
    assert not dead(table(talon="9H AH", t1="10C", t2="10S"))  # the lower card on top leaves first
    assert not dead(table(talon="AH 10C 10S KH"))  # a king leaves for a space


def test_a_rows_face_down_cards_and_the_card_on_them_can_be_stuck_too() -> None:
    assert dead(table(d3="AD 10S 10C", t3="9D"))
    assert not dead(table(d3="AD 10S", t3="9D"))
    assert dead(table(d3="AD 10S 10C 9D", t3="5H"))  # a face-down card over its ace, both its places under it


def test_a_card_goes_home_at_once_by_the_wider_rule_for_foundations_that_keep_their_cards() -> None:
    clubs, spades = "AC 2C 3C 4C", "AS 2S 3S 4S"
    hearts = "AH 2H 3H 4H 5H"
    # the six of hearts: the black suits home to four (its rank less two), the diamonds to three (less three)
    position = table(f1=clubs, f2=spades, f3=hearts, f4="AD 2D 3D", t1="6H")
    assert hint(position, "patience_solver_safe_moves") == [Move("t1", "f3")]
    # the diamonds home only to two: a black five may yet need the six, to hold a four of diamonds
    position = table(f1=clubs, f2=spades, f3=hearts, f4="AD 2D", t1="6H")
    assert hint(position, "patience_solver_safe_moves") == []
    # both black fives home: nothing can ever go on the six
    position = table(f1=clubs + " 5C", f2=spades + " 5S", f3=hearts, t1="6H")
    assert hint(position, "patience_solver_safe_moves") == [Move("t1", "f3")]


def test_the_stock_is_turned_only_to_bring_up_a_card_that_is_then_played() -> None:
    # the stock's top card is the queen of clubs, then the five of spades, then the eight of hearts
    position = table(t1="9C", t2="6D", stock="8H 5S QC")
    steps = hint(position, "patience_solver_moves")
    turn = Move("stock", "talon")
    assert steps == [(turn, turn, Move("talon", "t2")), (turn, turn, turn, Move("talon", "t1"))]
    assert turn not in steps  # a card turned and not played is never a position of its own
    assert hint(table(t1="9C", stock="QD 5S"), "patience_solver_moves") == []  # no card of the stock fits
