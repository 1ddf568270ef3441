"""Nestor (Cadogan 1914, "Nestor"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan.nestor import COLUMNS, UnlikeColumns

from patience_core import Card, Deal, Game, Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, cards, pile_cards, saved
from .helpers import arrange

WON_LINE = (
    "t2-t6 t1-t2 deal t8-a1 t5-t8 t1-t5 t7-t8 t4-t8 t4-t8 t4-t7 t4-t5 t5-t8 t2-t4 t2-t3 t4-t6 "
    "deal deal t7-a2 t1-t7 t1-t3 t3-a1 deal t6-a1 t5-t6 t1-t5 t3-t6 t2-t3 t1-t2 t6-t7 t3-t7"
).split()


@pytest.mark.parametrize("number", [1, 2, 3])
def test_six_rows_of_eight_with_no_value_twice_in_a_column_and_four_in_reserve(number: int) -> None:
    position = new_game("nestor", number=number).position
    columns = [position.pile(pile_id).cards for pile_id in COLUMNS]
    assert [len(column) for column in columns] == [6] * 8
    assert all(len({card.rank for card in column}) == 6 for column in columns)
    assert len(position.pile("reserve").cards) == 4
    assert Counter(position.cards()) == Counter(pack())


def deal_from(top_first: str) -> dict[str, list[Card]]:
    """The columns after dealing the cards of ``top_first`` (the first on top of the hand)."""
    table: dict[str, list[Card]] = {pile_id: [] for pile_id in COLUMNS}
    UnlikeColumns().lay(list(reversed(cards(top_first))), table)
    return table


def test_a_card_whose_value_is_in_its_column_goes_to_the_bottom_of_the_pack() -> None:
    table = deal_from("5C 2C 3C 4C 6C 7C 8C 9C 5D KD")
    assert [str(card) for card in table["t1"]] == ["5C", "KD"]
    assert [str(card) for card in table["t2"]] == ["2C", "5D"]


def test_a_place_no_card_in_hand_can_fill_takes_the_next_card_all_the_same() -> None:
    table = deal_from("5C 2C 3C 4C 6C 7C 8C 9C 5D")
    assert [str(card) for card in table["t1"]] == ["5C", "5D"]


def bare(**piles: str) -> Game:
    """A Nestor table holding only the cards named (the other columns empty)."""
    return arrange("nestor", **{**dict.fromkeys(COLUMNS, ""), **piles})


def test_two_available_cards_of_equal_value_are_paired_off_together() -> None:
    game = arrange("nestor", t1="3C 9H", t2="4D 9C", t3="5S 8C")
    assert_illegal(game, "t1-t3", "two cards of equal rank are paired off")
    assert_illegal(game, "t1-pairs", "taken off only in pairs")
    assert game.play("t1-t2") == Move("t1", "t2")
    assert pile_cards(game, "t1") == "3C" and pile_cards(game, "t2") == "4D"
    assert [str(card) for card in game.position.pile("pairs").cards] == ["9H", "9C"]
    assert_illegal(game, "pairs-t1", "stays off")


def test_only_the_card_of_the_lowest_row_is_available() -> None:
    game = arrange("nestor", t1="9H 3C", t2="4D 9C")
    assert_illegal(game, "t1-t2(2)", "a pair is two single cards")
    assert Move("t1", "t2") not in game.legal_moves()


def test_the_reserve_is_taken_up_one_card_at_a_time_only_when_nothing_pairs() -> None:
    game = bare(t1="3C 9H", t2="4D 9C", reserve="2H 7S")
    assert_illegal(game, "deal", "only when no more cards can be paired")
    game.play("t1-t2")
    game.play("deal")
    assert pile_cards(game, "a1") == "7S" and pile_cards(game, "reserve") == "2H"
    game.play("deal")
    assert pile_cards(game, "a2") == "2H" and pile_cards(game, "reserve") == ""
    assert_illegal(game, "deal", "the reserve is used up")


def test_a_card_put_aside_may_pair_later() -> None:
    game = arrange("nestor", t1="3C 7C", a1="7S", reserve="")
    assert_illegal(game, "deal", "the reserve is used up")
    assert game.play("a1-t1") == Move("a1", "t1")
    assert pile_cards(game, "a1") == "" and pile_cards(game, "t1") == "3C"


def test_positions_the_deal_cannot_reach_are_refused() -> None:
    game = new_game("nestor", number=2)
    t1, t2, reserve = pile_cards(game, "t1"), pile_cards(game, "t2").split(), pile_cards(game, "reserve").split()
    with pytest.raises(PositionError, match="t1 holds more than 6 cards"):
        load_game(saved(game, t1=f"{t1} {t2[-1]}", t2=" ".join(t2[:-1])))
    with pytest.raises(PositionError, match="the reserve and the cards put aside are more than four"):
        load_game(saved(game, a1=t2[-1], t2=" ".join(t2[:-1])))
    with pytest.raises(PositionError, match="cards are taken off in pairs"):
        load_game(saved(game, pairs=reserve[-1], reserve=" ".join(reserve[:-1])))


def test_the_sample_game_is_won() -> None:
    game = new_game("nestor", number=2)
    for move in WON_LINE:
        game.play(move)
    assert game.is_won and Deal() not in game.legal_moves()
    assert len(game.position.pile("pairs").cards) == 52


def test_pysolfc_lays_the_reserve_face_up_from_the_start() -> None:
    game = new_game("nestor", number=1, edition="pysolfc")
    book = new_game("nestor", number=1)
    assert [pile_cards(game, place) for place in ("a1", "a2", "a3", "a4")] == pile_cards(book, "reserve").split()[::-1]
    assert all(game.position.pile(column).cards == book.position.pile(column).cards for column in COLUMNS)
    assert_illegal(game, "deal", "the reserve is used up")
