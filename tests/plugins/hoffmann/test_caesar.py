"""Cæsar after Hoffmann (Hoffmann 1892, No. 8 "Cæsar", p. 17): the edition of Cadogan's patience, and the solution."""

from __future__ import annotations

import pytest
from patience_cadogan.caesar import MAGIC, SQUARE
from patience_hoffmann.caesar import SOLUTION, SOLUTION_PAGE, exchanges_to

from patience_core import Move, default_registry, new_game

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, EDITION = "caesar", "hoffmann-1892"


def test_hoffmanns_text_is_an_edition_of_the_patience_cadogans_book_plays_and_the_base_stays_cadogans() -> None:
    variant = default_registry().variant(NAME)
    assert [edition.name for edition in variant.editions] == ["cadogan-1914", EDITION]
    assert variant.edition(EDITION).standalone
    assert new_game(NAME, number=3).edition.name == "cadogan-1914"


@pytest.mark.parametrize("number", [1, 2, 3])
def test_the_nine_are_the_first_of_each_value_from_the_top_as_in_cadogans_deal(number: int) -> None:
    hoffmann, cadogan = new_game(NAME, number=number, edition=EDITION), new_game(NAME, number=number)
    assert hoffmann.position.piles == cadogan.position.piles
    assert sorted(hoffmann.position.pile(place).cards[0].rank for place in SQUARE) == list(range(1, 10))
    assert len(hoffmann.position.pile("aside").cards) == 43


def test_cards_are_transposed_two_at_a_time_by_the_rule_of_page_17() -> None:
    game = new_game(NAME, number=1, edition=EDITION)
    one, other = pile_cards(game, "g2"), pile_cards(game, "g7")
    ruling = game.judge("g2-g7")
    assert ruling.legal and str(ruling.source) == 'Hoffmann 1892, No. 8 "Cæsar", p. 17'
    game.play("g2-g7")
    assert (pile_cards(game, "g2"), pile_cards(game, "g7")) == (other, one)
    refused = assert_illegal(game, "aside-g1", "only the nine cards of the square move")
    assert str(refused.ruling.source) == 'Hoffmann 1892, No. 8 "Cæsar", p. 17'
    assert_illegal(game, "g3-aside", "only the nine cards of the square move")


def test_the_books_solution_is_the_magic_square_and_the_engine_calls_it_won() -> None:
    assert str(SOLUTION_PAGE) == 'Hoffmann 1892, "Solution of the Cæsar Problem", p. 123'
    assert SOLUTION == MAGIC[0]
    suits = "SHCDSHCDS"
    laid = {
        place: f"{'A' if value == 1 else value}{suit}"
        for place, value, suit in zip(SQUARE, SOLUTION, suits, strict=True)
    }
    assert arrange(NAME, EDITION, **laid).is_won
    assert not arrange(NAME, EDITION, **dict(laid, g1=laid["g2"], g2=laid["g1"])).is_won


@pytest.mark.parametrize("square", MAGIC)
def test_every_turn_and_mirror_of_the_solution_wins_too(square: tuple[int, ...]) -> None:
    game = new_game(NAME, number=5, edition=EDITION)
    for move in exchanges_to(game.position, square):
        game.play(move)
    assert game.is_won


@pytest.mark.parametrize("number", range(1, 21))
def test_every_deal_reaches_the_books_solution_in_at_most_eight_transpositions(number: int) -> None:
    game = new_game(NAME, number=number, edition=EDITION)
    moves = exchanges_to(game.position, SOLUTION)
    assert len(moves) <= 8 and all(isinstance(move, Move) for move in moves)
    for move in moves:
        game.play(move)
    assert game.is_won
    assert [game.position.pile(place).cards[0].rank for place in SQUARE] == list(SOLUTION)
