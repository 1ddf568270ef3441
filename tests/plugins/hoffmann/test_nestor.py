"""Nestor after Hoffmann (Hoffmann 1892, No. 9 "Nestor", pp. 18–19): the edition of Cadogan's patience."""

from __future__ import annotations

import pytest
from patience_cadogan.nestor import COLUMNS

from patience_core import Game, Move, default_registry, new_game

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, EDITION = "nestor", "hoffmann-1892"
PAGE_19 = 'Hoffmann 1892, No. 9 "Nestor", p. 19'
WON_LINE = (
    "t2-t6 t1-t2 deal t8-a1 t5-t8 t1-t5 t7-t8 t4-t8 t4-t8 t4-t7 t4-t5 t5-t8 t2-t4 t2-t3 t4-t6 "
    "deal deal t7-a2 t1-t7 t1-t3 t3-a1 deal t6-a1 t5-t6 t1-t5 t3-t6 t2-t3 t1-t2 t6-t7 t3-t7"
).split()


def test_hoffmanns_text_is_an_edition_of_the_patience_cadogans_book_plays_and_the_base_stays_cadogans() -> None:
    variant = default_registry().variant(NAME)
    assert "hoffmann-1892" in [edition.name for edition in variant.editions]
    assert variant.editions[0].name == "cadogan-1914"
    assert variant.edition(EDITION).standalone
    assert new_game(NAME, number=2).edition.name == "cadogan-1914"


@pytest.mark.parametrize("number", [1, 2, 3])
def test_six_rows_of_eight_no_value_twice_in_a_column_and_four_in_reserve_as_cadogan_deals(number: int) -> None:
    game = new_game(NAME, number=number, edition=EDITION)
    assert game.position.piles == new_game(NAME, number=number).position.piles
    columns = [game.position.pile(pile_id).cards for pile_id in COLUMNS]
    assert all(len(column) == 6 and len({card.rank for card in column}) == 6 for column in columns)
    assert len(game.position.pile("reserve").cards) == 4


def bare(**piles: str) -> Game:
    """A table of Hoffmann's edition holding only the cards named (the other columns empty)."""
    return arrange(NAME, EDITION, **{**dict.fromkeys(COLUMNS, ""), **piles})


def test_two_cards_alike_in_value_are_thrown_out_by_the_rule_of_page_19() -> None:
    game = bare(t1="3C 9H", t2="4D 9C", t3="5S 8C")
    ruling = game.judge("t1-t2")
    assert ruling.legal and str(ruling.source) == PAGE_19
    refused = assert_illegal(game, "t1-t3", "two cards of equal rank are paired off")
    assert str(refused.ruling.source) == PAGE_19
    game.play("t1-t2")
    assert pile_cards(game, "pairs") == "9H 9C"
    assert (pile_cards(game, "t1"), pile_cards(game, "t2")) == ("3C", "4D")


def test_only_a_card_with_no_card_below_it_is_free() -> None:
    game = bare(t1="9H 3C", t2="4D 9C")
    assert_illegal(game, "t1-t2(2)", "a pair is two single cards")
    assert not [move for move in game.legal_moves() if isinstance(move, Move)]


def test_the_reserve_is_used_one_card_at_a_time_and_only_when_the_lowest_row_holds_no_pair() -> None:
    game = bare(t1="3C 9H", t2="4D 9C", reserve="2H 3S")
    refused = assert_illegal(game, "deal", "only when no more cards can be paired")
    assert refused.ruling.source is not None and "reading" in str(refused.ruling.source)
    game.play("t1-t2")
    game.play("deal")
    assert (pile_cards(game, "a1"), pile_cards(game, "reserve")) == ("3S", "2H")
    game.play("a1-t1")
    assert pile_cards(game, "pairs").split()[-2:] == ["3S", "3C"]


def test_cadogans_winning_line_of_deal_2_wins_hoffmanns_edition_too() -> None:
    game = new_game(NAME, number=2, edition=EDITION)
    for move in WON_LINE:
        game.play(move)
    assert game.is_won and len(game.position.pile("pairs").cards) == 52
