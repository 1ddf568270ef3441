"""Tables of the book's games set up by hand, for judging one rule at a time."""

from __future__ import annotations

import json
from dataclasses import replace
from typing import Any

import pytest

from patience_core import Game, PositionError, default_registry, load_game

from ..tables import cards


def arrange(
    name: str,
    edition: str | None = None,
    *,
    number: int = 1,
    redeals_left: int | None = None,
    state: dict[str, Any] | None = None,
    **piles: str,
) -> Game:
    """A game of ``name`` from deal ``number`` with some piles' cards replaced (bottom to top) and ``state`` set.

    The rules judge moves on the table as it lies; whether every card is still
    there is the random-play properties' concern.
    """
    registry = default_registry()
    start = registry.new_game(name, number=number, edition=edition).position
    position = start.with_piles({pile_id: cards(text) for pile_id, text in piles.items()}).with_state(**(state or {}))
    if redeals_left is not None:
        position = replace(position, redeals_left=redeals_left)
    return Game(registry.rulebook(name, edition), position, from_deal=False)


def relaid(game: Game, **piles: str) -> dict[str, Any]:
    """The game's position as a save file without moves, the cards named laid on their piles instead of where they were.

    Each card named is taken from the pile it lay on (its topmost copy), and
    the cards a named pile held go to the bottom of the stock: the packs stay whole.
    """
    data: dict[str, Any] = json.loads(game.to_json())
    data.pop("moves")
    data.pop("start", None)
    data["number"] = None
    by_id = {entry["id"]: entry for entry in data["piles"]}
    for pile_id in piles:
        stock = next(entry for entry in data["piles"] if entry["role"] == "stock")
        stock["cards"][:0] = by_id[pile_id]["cards"]
        by_id[pile_id]["cards"] = []
    for pile_id, text in piles.items():
        for card in text.split():
            holder = next(entry for entry in reversed(data["piles"]) if card in entry["cards"])
            holder["cards"].reverse()
            holder["cards"].remove(card)
            holder["cards"].reverse()
            by_id[pile_id]["cards"].append(card)
    return data


def assert_refused(name: str, changes: dict[str, str], state: dict[str, Any], problem: str) -> None:
    """A save of deal 1 of ``name``, relaid by ``changes`` and with ``state``, is refused saying ``problem``."""
    data = relaid(default_registry().new_game(name, number=1), **changes)
    data["state"] = state
    with pytest.raises(PositionError, match=problem):
        load_game(data)
