"""Royal Marriage (Hoffmann 1892, No. 6, pp. 14–15): the queen first, the king last, the cards between thrown out."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_hoffmann.royal_marriage import ROW

from patience_core import Deal, Game, Move, PositionError, load_game, new_game, pack, parse_card

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards, saved

NAME = "royal-marriage"


def row(cards: str, stock: str = "") -> Game:
    """A table whose row holds ``cards`` from its first place and whose stock holds ``stock`` (last card on top)."""
    laid = cards.split()
    return arrange(NAME, **{place: (laid[i] if i < len(laid) else "") for i, place in enumerate(ROW)}, stock=stock)


def laid(game: Game) -> str:
    return " ".join(pile_cards(game, place) for place in ROW if game.position.pile(place).cards)


def test_the_queen_of_hearts_begins_the_row_and_the_king_of_hearts_is_the_last_card() -> None:
    game = new_game(NAME, number=1)
    assert laid(game) == "QH"
    stock = game.position.pile("stock").cards
    assert len(stock) == 51 and stock[0] == parse_card("KH")
    assert Counter(game.position.cards()) == Counter(pack())


def test_the_cards_are_laid_one_by_one_beside_the_queen() -> None:
    game = row("QH 9C", stock="KH 4D 2S")
    game.play("deal")
    assert laid(game) == "QH 9C 2S"
    game.play("deal")
    game.play("deal")
    assert laid(game) == "QH 9C 2S 4D KH"
    assert_illegal(game, "deal", "the pack is dealt out")


@pytest.mark.parametrize("third", ["3H", "QS"])
def test_a_card_between_two_of_the_same_suit_or_value_is_thrown_out_and_the_row_closes_up(third: str) -> None:
    game = row(f"QH 9C {third} 5D")
    game.play("r2-out")
    assert (laid(game), pile_cards(game, "out")) == (f"QH {third} 5D", "9C")


def test_two_cards_between_two_alike_are_thrown_out_together_whatever_they_are() -> None:
    game = row("QH 9C 2S KH")
    assert_illegal(game, "r2-out", "lying between two cards alike")
    game.play("r2-r3")
    assert (laid(game), pile_cards(game, "out")) == ("QH KH", "9C 2S")
    assert game.is_won


def test_never_more_than_two_nor_between_cards_unlike() -> None:
    game = row("QH 9C 2S 4D KH")
    assert not [move for move in game.legal_moves() if isinstance(move, Move)]
    assert_illegal(game, "r2-r3", "lying between two cards alike")
    assert_illegal(game, "r2-out", "lying between two cards alike")
    assert_illegal(game, "r1-out", "lying between two cards alike")


def test_a_card_thrown_out_stays_out() -> None:
    game = row("QH 9C 3H")
    game.play("r2-out")
    assert_illegal(game, "out-r3", "lying between two cards alike")


def test_won_when_the_king_is_reunited_with_the_queen_and_lost_when_cards_remain_between() -> None:
    game = row("QH 9C KH")
    assert not game.is_won
    game.play("r2-out")
    assert game.is_won
    stuck = row("QH 9C 2S 4D KH")
    assert stuck.is_over and not stuck.is_won
    assert Deal() not in stuck.legal_moves()


def test_a_row_with_a_gap_is_refused_when_loaded() -> None:
    game = new_game(NAME, number=1)
    for _ in range(3):
        game.play("deal")
    load_game(saved(game))  # as dealt: accepted
    data = saved(game, r2="", r5=pile_cards(game, "r2"))
    with pytest.raises(PositionError, match="the row has a gap"):
        load_game(data)
