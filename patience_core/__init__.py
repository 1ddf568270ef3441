"""patience_core: an executable history of patience games.

The core knows cards, piles, positions and moves, and nothing about any one
game. Each patience is a pluggy plugin of the project ``patience``; see
:mod:`patience_core.hookspecs` for the rules a plugin implements.

>>> import patience_core
>>> game = patience_core.new_game("sir-tommy", number=1)
>>> game.play("stock-w1")
Move('stock', 'w1')
"""

from __future__ import annotations

import functools
from typing import Any

from patience_core.cards import Card, Colour, Suit, pack, parse_card
from patience_core.deals import shuffled_pack
from patience_core.errors import (
    IllegalMoveError,
    InvalidMoveError,
    PatienceError,
    PluginError,
    PositionError,
    UnknownVariantError,
)
from patience_core.game import Game
from patience_core.markers import hookimpl, hookspec, offered, published
from patience_core.model import (
    Action,
    Deal,
    Edition,
    EditionOf,
    Move,
    Pile,
    Position,
    Redeal,
    Role,
    Ruling,
    Setup,
    Under,
    Variant,
    illegal,
    legal,
    parse_move,
)
from patience_core.provenance import Citation, Reading, Source
from patience_core.registry import BrokenPlugin, PluginWarning, Registry
from patience_core.saves import read_game, save_game
from patience_core.solver import SolveResult, solve

__all__ = [
    "Action",
    "BrokenPlugin",
    "Card",
    "Citation",
    "Colour",
    "Deal",
    "Edition",
    "EditionOf",
    "Game",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "PatienceError",
    "Pile",
    "PluginError",
    "PluginWarning",
    "Position",
    "PositionError",
    "Reading",
    "Redeal",
    "Registry",
    "Role",
    "Ruling",
    "Setup",
    "SolveResult",
    "Source",
    "Suit",
    "Under",
    "UnknownVariantError",
    "Variant",
    "default_registry",
    "hookimpl",
    "hookspec",
    "illegal",
    "legal",
    "load_game",
    "new_game",
    "offered",
    "pack",
    "parse_card",
    "parse_move",
    "published",
    "read_game",
    "save_game",
    "shuffled_pack",
    "solve",
    "variants",
]


@functools.cache
def default_registry() -> Registry:
    """The registry of the installed patiences, loaded once on first use."""
    return Registry()


def variants() -> tuple[Variant, ...]:
    """The installed patiences, sorted by name."""
    return default_registry().variants()


def new_game(name: str, *, number: int | None = None, edition: str | None = None) -> Game:
    """A new game of the patience ``name`` (or an alias).

    ``number`` picks PySolFC's deal of that number; without it a fresh random
    number is drawn (see :attr:`Game.number`). ``edition`` picks a reading of
    the rules; without it the base edition is played.
    """
    return default_registry().new_game(name, number=number, edition=edition)


def load_game(text: str | bytes | dict[str, Any]) -> Game:
    """The game saved by :meth:`Game.to_json`; malformed input raises :class:`PositionError`."""
    return default_registry().load_game(text)
