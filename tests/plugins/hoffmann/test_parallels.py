"""The Parallels (Hoffmann 1892, No. 40, pp. 70–72): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter
from typing import Any

from patience_core import Deal, Game, Move, default_registry, new_game, pack

from ..tables import arrange as arrange_table
from ..tables import assert_illegal, pile_cards

NAME = "parallels"
#: A first row of nines of diamonds, which fit nothing while the diamonds' foundations are at the ace and the king.
ROW = {f"r1c{i}": "9D" for i in range(1, 11)}


def arrange(rows: int = 1, turn: str = "", **piles: str) -> Game:
    """A table of The Parallels with ``rows`` rows dealt, some piles set by hand."""
    state: dict[str, Any] = {"rows": rows} if rows > 1 else {}
    return arrange_table(default_registry(), NAME, turn=turn, state=state, **piles)


def test_the_aces_and_kings_are_set_out_and_a_row_of_ten_dealt() -> None:
    position = new_game(NAME, number=1).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == [*("AH", "AC", "AD", "AS", "KH", "KC", "KD", "KS")]
    assert [len(position.pile(f"r1c{i}").cards) for i in range(1, 11)] == [1] * 10
    assert not position.pile("r2c1").cards and len(position.pile("stock").cards) == 86
    assert Counter(position.cards()) == Counter(pack(2))


def test_aces_go_up_and_kings_down_in_suit() -> None:
    game = arrange(r1c1="2H", r1c2="QC", r1c3="2S")
    assert game.play("r1c1-f1") == Move("r1c1", "f1")
    assert game.play("r1c2-f6") == Move("r1c2", "f6")
    assert_illegal(game, "r1c3-f1", "built up in suit")


def test_from_the_third_row_only_the_first_and_last_rows_are_free_and_a_gap_frees_its_neighbours() -> None:
    game = arrange(rows=3, r1c1="9D", r2c1="2H", r3c1="9S", r1c2="9D", r2c2="9S", r3c2="2C")
    assert_illegal(game, "r2c1-f1", "the place above or below it is empty")
    assert game.play("r3c2-f2") == Move("r3c2", "f2")  # the last row is free
    game = arrange(rows=3, r1c1="", r2c1="2H", r3c1="9S")
    assert game.play("r2c1-f1") == Move("r2c1", "f1")  # the place above it is empty


def test_a_row_is_dealt_only_when_no_free_card_can_be_played() -> None:
    game = arrange(**(ROW | {"r1c1": "2H"}), turn="7S 8S 9S 10S JS QS 5S 6S 4D 5D")
    assert_illegal(game, "deal", "played before the next deal: r1c1")
    game.play("r1c1-f1")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "r1c1") == "7S" and not pile_cards(game, "r2c1")  # the gap is filled first


def test_the_gaps_are_filled_uppermost_row_first_and_then_the_next_row_dealt() -> None:
    full = {f"r1c{i}": "9D" for i in range(1, 11)} | {f"r2c{i}": "9D" for i in range(1, 11)}
    game = arrange(rows=2, turn="7S 8S 4S", **(full | {"r1c4": "", "r2c2": ""}))
    game.play("deal")
    assert pile_cards(game, "r1c4") == "7S" and pile_cards(game, "r2c2") == "8S"
    game.play("deal")
    assert pile_cards(game, "r3c1") == "4S"


def test_a_card_that_fits_both_sequences_waits_between_them() -> None:
    game = arrange(f2="AC 2C 3C 4C 5C 6C 7C", f6="KC QC JC 10C 9C", r1c1="8C", r1c2="9C")
    assert_illegal(game, "r1c1-f2", "waits between them")
    assert_illegal(game, "deal", "played before the next deal")
    assert game.play("r1c1-m2") == Move("r1c1", "m2")
    assert game.play("r1c2-f2") == Move("r1c2", "f2")
    assert pile_cards(game, "f2").endswith("8C 9C")


def test_there_is_no_waste_heap_and_no_card_goes_anywhere_but_a_foundation() -> None:
    game = arrange(r1c1="9D", r1c2="10D", turn="2H")
    assert_illegal(game, "stock-f1", "stock gives up cards only as its rule says")
    assert_illegal(game, "r1c1-r1c2", "r1c2 takes only what its rule allows")
