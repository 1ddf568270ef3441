"""Elevens (No. 2) (Hoffmann 1892, No. 14, pp. 26-27): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

HEAPS = [f"t{i}" for i in range(1, 13)]


def test_the_court_cards_are_the_last_of_the_pack_and_twelve_pip_cards_are_laid_out() -> None:
    for number in (1, 2, 3):
        position = new_game("elevens-no-2", number=number).position
        stock = position.pile("stock").cards
        assert all(card.rank > 10 for card in stock[:12]) and all(card.rank <= 10 for card in stock[12:])
        assert all(position.pile(heap).top.rank <= 10 for heap in HEAPS)  # type: ignore[union-attr]
        assert Counter(position.cards()) == Counter(pack())


def test_two_exposed_cards_making_eleven_are_covered_with_the_two_top_cards_of_the_stock() -> None:
    game = arrange("elevens-no-2", t1="7S", t5="4D", t6="8C", stock="JS JC KD QH 2C 9H")
    assert game.play("t1-t5") == Move("t1", "t5")
    assert pile_cards(game, "t1") == "7S 9H" and pile_cards(game, "t5") == "4D 2C"
    assert pile_cards(game, "stock") == "JS JC KD QH"
    assert game.play("t5-t1") == Move("t5", "t1")  # now the two and the nine
    assert pile_cards(game, "t5") == "4D 2C QH" and pile_cards(game, "t1") == "7S 9H KD"
    assert_illegal(game, "t6-t1", "two cards adding up to 11 are covered")


def test_only_the_top_card_of_a_heap_is_exposed() -> None:
    game = arrange("elevens-no-2", t1="7S 9H", t2="4D", stock="QH KC")
    assert_illegal(game, "t1-t2(2)", "a pair is two single cards")
    assert_illegal(game, "t1-t2", "two cards adding up to 11")  # the seven is covered: the nine is exposed


def test_won_when_the_stock_is_dealt_out_the_court_cards_covering_the_heaps() -> None:
    game = arrange("elevens-no-2", t1="7S", t2="4D", stock="QH KC")
    assert not game.is_won
    game.play("t1-t2")
    assert game.is_won
    assert_illegal(game, "t1-t2", "the pack has not two cards left to cover them")


def test_lost_when_no_two_exposed_cards_make_eleven_while_cards_remain() -> None:
    blocked = dict(zip(HEAPS, "AS AH AC 2D 2S 3H 3C 4D 4S 5H 5C 5D".split(), strict=True))
    game = arrange("elevens-no-2", stock="KD 7H", **blocked)
    assert game.legal_moves() == [] and not game.is_won
