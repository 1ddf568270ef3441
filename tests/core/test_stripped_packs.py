"""Stripped packs: the piquet pack of 32 cards, dealt, numbered, saved and checked like a whole one.

Shuttle deals whatever pack it is given to its stock, so a Shuttle of four
piquet packs tests the core alone, with no game's rules in the way.
"""

from __future__ import annotations

import json
from collections import Counter

import pytest

from patience_core import PositionError, Registry, pack, shuffled_pack
from patience_core.cards import FULL_PACK, PIQUET_PACK, PackKind
from patience_core.deals import shuffled_order
from patience_core.registry import check_variant

from .toy import ShuttlePlugin, make_variant


@pytest.fixture
def piquet() -> Registry:
    """Shuttle played with four piquet packs."""
    return Registry(plugins=[ShuttlePlugin(make_variant(packs=4, pack=PIQUET_PACK))], entry_points=False)


def test_the_piquet_pack_is_the_aces_and_the_sevens_to_the_kings() -> None:
    cards = pack(1, PIQUET_PACK)
    assert len(cards) == PIQUET_PACK.size == 32
    assert {card.rank for card in cards} == {1, 7, 8, 9, 10, 11, 12, 13}
    assert [str(card) for card in cards[:9]] == ["AC", "7C", "8C", "9C", "10C", "JC", "QC", "KC", "AS"]
    assert Counter(pack(4, PIQUET_PACK)) == Counter({card: 4 for card in cards})


@pytest.mark.parametrize(("rank", "after", "before"), [(1, 7, None), (7, 8, 1), (13, None, 12), (2, None, None)])
def test_a_stripped_pack_steps_over_the_ranks_it_lacks(rank: int, after: int | None, before: int | None) -> None:
    assert (PIQUET_PACK.after(rank), PIQUET_PACK.before(rank)) == (after, before)


@pytest.mark.parametrize("ranks", [(), (7, 1), (1, 1), (0, 7), (1, 14), (True,), [1, 7]])
def test_a_pack_of_impossible_ranks_is_refused(ranks: object) -> None:
    with pytest.raises(ValueError, match="its ranks must be ranks from 1 to 13"):
        PackKind("odd", ranks)  # type: ignore[arg-type]


def test_a_pack_kind_that_is_not_one_is_refused() -> None:
    with pytest.raises(ValueError, match="a kind of pack is a PackKind"):
        pack(1, "piquet")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="pack must be a PackKind"):
        check_variant(make_variant(pack="piquet"))


def test_a_whole_pack_deals_as_before() -> None:
    assert shuffled_pack(7, 2, FULL_PACK) == shuffled_pack(7, 2)
    assert shuffled_order(7) == shuffled_order(7, 1, FULL_PACK)


@pytest.mark.parametrize("number", [0, 1, 31999, 32000, 10**12])
def test_a_piquet_deal_is_reproducible_and_holds_the_packs(number: int) -> None:
    cards = shuffled_pack(number, 4, PIQUET_PACK)
    assert cards == shuffled_pack(number, 4, PIQUET_PACK)
    assert Counter(cards) == Counter(pack(4, PIQUET_PACK))
    assert cards != shuffled_pack(number + 1, 4, PIQUET_PACK)


def test_one_piquet_pack_is_not_rearranged_as_a_freecell_deal() -> None:
    # Only a whole single pack of 52 is first sorted into FreeCell's order: a
    # piquet deal is the plain shuffle of the pack in its own order.
    places = list(range(32))
    state = 1
    for n in range(31, 0, -1):
        state = (state * 214013 + 2531011) % 2**31
        j = ((state >> 16) & 0x7FFF) % (n + 1)
        places[n], places[j] = places[j], places[n]
    assert shuffled_order(1, 1, PIQUET_PACK) == places


def test_a_piquet_game_deals_its_packs_and_saves_the_kind(piquet: Registry) -> None:
    game = piquet.new_game("shuttle", number=5)
    assert game.position.pile("stock").cards == tuple(shuffled_pack(5, 4, PIQUET_PACK))
    for _ in range(5):
        game.play(game.legal_moves()[0])
    data = json.loads(game.to_json())
    assert data["pack"] == "piquet"
    assert piquet.load_game(game.to_json()) == game


def test_a_whole_pack_save_names_no_pack() -> None:
    registry = Registry(plugins=[ShuttlePlugin()], entry_points=False)
    assert "pack" not in json.loads(registry.new_game("shuttle", number=5).to_json())


def test_a_save_of_another_kind_of_pack_is_refused(piquet: Registry) -> None:
    data = json.loads(piquet.new_game("shuttle", number=3).to_json())
    del data["pack"]
    with pytest.raises(PositionError, match="\"pack\" is 'full', but Shuttle is played with 4 piquet packs"):
        piquet.load_game(data)


def test_a_card_the_piquet_pack_lacks_is_refused(piquet: Registry) -> None:
    data = json.loads(piquet.new_game("shuttle", number=3).to_json())
    stock = next(pile for pile in data["piles"] if pile["id"] == "stock")
    stock["cards"][0] = "2C"
    with pytest.raises(PositionError, match=r"the cards are not 4 piquet packs: missing .*; too many 2C"):
        piquet.load_game(data)
