"""Cæsar (Cadogan 1914, "Cæsar"): the nine cards taken, two changing places, the eight fifteens."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, new_game, pack, parse_card, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "caesar"
SQUARE = ("g1", "g2", "g3", "g4", "g5", "g6", "g7", "g8", "g9")
MAGIC = dict(zip(SQUARE, "2S 7H 6C 9D 5S AH 4C 3D 8H".split(), strict=True))


def test_the_first_card_of_each_value_from_ace_to_nine_is_taken_from_the_top_of_the_pack() -> None:
    game = new_game(NAME, number=1)
    taken: list[str] = []
    for card in reversed(shuffled_pack(1)):
        if card.rank <= 9 and card.rank not in {parse_card(text).rank for text in taken}:
            taken.append(str(card))
    assert [pile_cards(game, pile_id) for pile_id in SQUARE] == taken
    assert len(game.position.pile("aside").cards) == 43
    assert Counter(game.position.cards()) == Counter(pack())


def test_two_cards_of_the_square_change_places_and_nothing_else_moves() -> None:
    game = new_game(NAME, number=1)
    one, other = pile_cards(game, "g1"), pile_cards(game, "g9")
    assert game.play("g1-g9") == Move("g1", "g9")
    assert (pile_cards(game, "g1"), pile_cards(game, "g9")) == (other, one)
    assert_illegal(game, "aside-g1", "only the nine cards of the square move, two changing places")
    assert_illegal(game, "g1-aside", "only the nine cards of the square move")
    assert len(game.legal_moves()) == 72


def test_eight_fifteens_win_and_seven_do_not() -> None:
    assert arrange(NAME, **MAGIC).is_won
    assert not arrange(NAME, **dict(MAGIC, g1="6C", g3="2S")).is_won


@pytest.mark.parametrize("piles", [{"g1": ""}, {"g1": "2S 7H"}, {"g1": "5S"}, {"g1": "10S"}])
def test_a_square_without_one_card_of_each_value_from_ace_to_nine_is_refused(piles: dict[str, str]) -> None:
    game = arrange(NAME, **dict(MAGIC, **piles))
    assert any(
        "the values ace to nine once each" in message for message in game.rulebook.position_problems(game.position)
    )
