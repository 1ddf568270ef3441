"""The ``pysolfc`` edition: PySolFC's Capricieuse (game 292), card for card.

``tests/data/capricieuse-pysolfc-layouts.json`` holds the twelve piles of
PySolFC's deals 1, 617 and 123456 (both random generators), bottom to top.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience_core import Redeal, new_game, pack
from patience_core.cards import Card, Suit

from .helpers import BASES, deal, game, shown

LAYOUTS = json.loads(
    (Path(__file__).resolve().parents[2] / "data" / "capricieuse-pysolfc-layouts.json").read_text("utf-8")
)["layouts"]


@pytest.mark.parametrize("number", sorted(LAYOUTS, key=int))
def test_a_numbered_deal_is_pysolfcs_table_card_for_card(number: str) -> None:
    position = new_game("capricieuse", number=int(number), edition="pysolfc").position
    piles = [[str(card) for card in pile.cards] for pile in position.piles[8:]]
    assert piles == LAYOUTS[number]


def test_the_layouts_cover_both_generators() -> None:
    assert {int(number) < 32000 for number in LAYOUTS} == {True, False}


@pytest.mark.parametrize("number", [1, 2, 617, 123456])
def test_the_foundations_start_with_an_ace_and_a_king_of_each_suit_and_nothing_else(number: int) -> None:
    position = new_game("capricieuse", number=number, edition="pysolfc").position
    assert [pile.cards for pile in position.piles[:8]] == [(Card(1, s),) for s in Suit] + [(Card(13, s),) for s in Suit]
    assert [len(pile.cards) for pile in position.piles[8:]] == [8] * 12
    assert sorted(position.cards()) == sorted(pack(2))


def test_nothing_is_played_during_the_deal() -> None:
    # A pack in new-pack order: the first copies of the aces and kings are set out; 2C, which fits
    # the ace of clubs, is dealt to the first pile all the same.
    position = deal(pack(2), edition="pysolfc")
    assert position.piles[8].cards[0] == Card(2, Suit.CLUBS)
    assert [len(pile.cards) for pile in position.piles[:8]] == [1] * 8


def test_a_hand_arranged_pack_gives_the_copies_nearest_the_top() -> None:
    dealt = pack(2)
    # Put the second pack's ace of spades first: it is the one set out, and the first pack's is dealt.
    dealt.remove(Card(1, Suit.SPADES))
    dealt.insert(0, Card(1, Suit.SPADES))
    position = deal(dealt, edition="pysolfc")
    assert position.piles[1].cards == (Card(1, Suit.SPADES),)
    assert Card(1, Suit.SPADES) in {card for pile in position.piles[8:] for card in pile.cards}


def test_the_redeal_deals_round_the_piles_without_play() -> None:
    played = game(BASES | {"t1": "2S 9C", "t12": "7D 8D"}, edition="pysolfc")
    played.play(Redeal())
    assert shown(played.position) == BASES | {"t1": "7D", "t2": "8D", "t3": "2S", "t4": "9C"}


def test_a_redeal_is_allowed_at_any_time() -> None:
    played = new_game("capricieuse", number=1, edition="pysolfc")
    assert any(move != Redeal() for move in played.legal_moves())
    assert played.is_legal("redeal")
