"""Games of more than two packs: dealt, numbered, saved and checked like any other.

Shuttle deals whatever pack it is given to its stock, so a four-pack Shuttle
tests the core alone, with no game's rules in the way.
"""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import PositionError, Registry, pack, shuffled_pack
from patience_core.notation import position_to_dict

from .toy import ShuttlePlugin, make_variant


@pytest.fixture
def four_packs() -> Registry:
    """Shuttle played with four packs."""
    return Registry(plugins=[ShuttlePlugin(make_variant(packs=4))], entry_points=False)


def test_a_four_pack_deal_holds_four_of_every_card_and_repeats(four_packs: Registry) -> None:
    game = four_packs.new_game("shuttle", number=5)
    cards = Counter(game.position.cards())
    assert len(cards) == 52 and set(cards.values()) == {4}
    assert game.position.pile("stock").cards == tuple(shuffled_pack(5, 4))
    assert four_packs.new_game("shuttle", number=5).position == game.position
    assert four_packs.new_game("shuttle", number=6).position != game.position


@pytest.mark.parametrize("number", [7, 123456])
def test_a_four_pack_game_round_trips_through_json(four_packs: Registry, number: int) -> None:
    game = four_packs.new_game("shuttle", number=number)
    for _ in range(5):
        game.play(game.legal_moves()[0])
    assert four_packs.load_game(game.to_json()) == game


def test_a_four_pack_position_missing_a_copy_is_refused(four_packs: Registry) -> None:
    data = position_to_dict(four_packs.new_game("shuttle", number=3).position)
    stock = next(pile for pile in data["piles"] if pile["id"] == "stock")
    stock["cards"].remove("AS")
    with pytest.raises(PositionError, match="the cards are not 4 packs: missing AS"):
        four_packs.load_game(data)


def test_a_pile_beyond_four_packs_is_refused(four_packs: Registry) -> None:
    data = position_to_dict(four_packs.new_game("shuttle", number=3).position)
    stock = next(pile for pile in data["piles"] if pile["id"] == "stock")
    stock["cards"].extend(["AS"] * 10)
    with pytest.raises(PositionError, match="holds 218 cards, more than 4 packs"):
        four_packs.load_game(data)


def test_three_packs_are_three_whole_packs() -> None:
    assert Counter(pack(3)) == Counter({card: 3 for card in pack()})
