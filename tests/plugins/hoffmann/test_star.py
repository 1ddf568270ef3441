"""The Star (Hoffmann 1892, No. 2, pp. 9–10): the star of sixteen, the stock paired with it, the rays, the spaces."""

from __future__ import annotations

from collections import Counter

from patience_hoffmann.star import INNER, OUTER

from patience_core import Game, Move, new_game, shuffled_pack
from patience_core.cards import PIQUET_PACK, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "star"
#: A star of sixteen cards with no value twice on one circle (piquet pack: A 7 8 9 10 J Q K).
FULL = dict(zip((*INNER, *OUTER), "AS 7S 8S 9S 10S JS QS KS AH 7H 8H 9H 10H JH QH KH".split(), strict=True))


def star(stock: str, **piles: str) -> Game:
    """A table of the star as ``FULL`` with some places changed, and ``stock`` (its last card turned first)."""
    return arrange(NAME, **{**FULL, **piles}, stock=stock, pairs="")


def test_a_cross_then_the_four_between_then_the_outer_circle_round_a_stock_of_sixteen() -> None:
    game = new_game(NAME, number=2)
    dealt = list(reversed(shuffled_pack(2, 1, PIQUET_PACK)))[:16]
    order = (*INNER[::2], *INNER[1::2], *OUTER)
    assert [game.position.pile(place).cards for place in order] == [(card,) for card in dealt]
    assert len(game.position.pile("stock").cards) == 16
    assert Counter(game.position.cards()) == Counter(pack(1, PIQUET_PACK))


def test_the_card_turned_is_thrown_out_with_a_card_of_the_star_alike_in_value_irrespective_of_suit() -> None:
    game = star("7D 9C", o4="")
    assert_illegal(game, "stock-o5", "two cards of equal rank are paired off")
    game.play("stock-i4")
    assert pile_cards(game, "pairs") == "9C 9S"


def test_an_inner_card_paired_is_replaced_by_the_outer_card_of_its_ray_at_once() -> None:
    game = star("7D 9C")
    game.play("stock-i4")
    assert (pile_cards(game, "i4"), pile_cards(game, "o4")) == ("9H", "")
    game = star("9D 9C", o4="")
    game.play("stock-i4")  # no outer card on its ray: the inner place stays empty
    assert pile_cards(game, "i4") == ""
    game.play("stock-o4")  # a card laid there later stays in the outer circle
    assert (pile_cards(game, "i4"), pile_cards(game, "o4")) == ("", "9D")


def test_a_card_turned_that_pairs_with_none_may_be_laid_in_a_vacant_outer_place_and_only_then() -> None:
    game = star("9C", i4="", o4="", o5="")
    game.play("stock-o4")
    assert pile_cards(game, "o4") == "9C"
    refused = assert_illegal(star("AD", o4=""), "stock-o4", "a card of stock that pairs is paired, not laid aside")
    assert str(refused.ruling.source) == 'Hoffmann 1892, No. 2 "The Star", p. 10'
    assert_illegal(star("9C", i4="", o4=""), "stock-i4", "a space takes nothing")


def test_the_cards_of_the_star_pair_with_one_another_only_once_the_stock_is_used_up() -> None:
    assert_illegal(star("8C"), "i1-o1", "while stock holds cards, one card of a pair comes from it")
    game = star("")
    game.play("i1-o1")
    assert pile_cards(game, "pairs") == "AS AH"


def test_lost_when_the_card_turned_neither_pairs_nor_finds_a_vacant_outer_place() -> None:
    game = star("9C", i4="", o4="QD")
    assert not game.legal_moves() and game.is_over and not game.is_won


def test_won_when_the_star_is_thrown_out_two_by_two_after_the_stock() -> None:
    game = star("", **{place: "" for place in (*INNER[1:], *OUTER[1:])})
    game.play("o1-i1")
    assert game.is_won
    assert all(not isinstance(move, Move) for move in game.legal_moves())
