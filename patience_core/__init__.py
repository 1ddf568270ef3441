"""patience_core: an executable history of patience games.

The core knows cards, piles, positions and moves, and nothing about any one
game. Each patience is a pluggy plugin of the project ``patience``; see
:mod:`patience_core.hookspecs` for the rules a plugin implements.

The names this package exports (``__all__``) are the contract, with those of
:mod:`patience_core.cards`, :mod:`patience_core.clauses` and
:mod:`patience_core.sources`: a plugin imports from these alone, and the rest
may change. The engine's modules lie beside this one; ``sources/``,
``clauses/``, ``solving/``, ``analysis/``, ``cli/`` and ``sphinx/`` hold the
other parts (the reference's page on the architecture draws them, and what
each may import).

>>> import patience_core
>>> game = patience_core.new_game("sir-tommy", number=1)
>>> game.play("stock-w1")
Move('stock', 'w1')
"""

from __future__ import annotations

from typing import Any

from patience_core.books import Book
from patience_core.cards import Card, Colour, Suit, pack, parse_card
from patience_core.deals import shuffled_order, shuffled_pack
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
    Setup,
    Under,
    Variant,
    parse_move,
)
from patience_core.registry import BrokenPlugin, PluginWarning, Registry, default_registry
from patience_core.rulings import Ruling, illegal, legal
from patience_core.saves import read_game, save_game
from patience_core.solving.codes import card_code, encode_cards, encode_piles
from patience_core.solving.hints import AlikeKey, Ignores, MovedAgain, RankKey, SafeHome, Unjudged
from patience_core.solving.solver import SolveResult, solve
from patience_core.sources import Citation, Reading, Source

__all__ = [
    "Action",
    "AlikeKey",
    "Book",
    "BrokenPlugin",
    "Card",
    "Citation",
    "Colour",
    "Deal",
    "Edition",
    "EditionOf",
    "Game",
    "Ignores",
    "IllegalMoveError",
    "InvalidMoveError",
    "Move",
    "MovedAgain",
    "PatienceError",
    "Pile",
    "PluginError",
    "PluginWarning",
    "Position",
    "PositionError",
    "RankKey",
    "Reading",
    "Redeal",
    "Registry",
    "Role",
    "Ruling",
    "SafeHome",
    "Setup",
    "SolveResult",
    "Source",
    "Suit",
    "Under",
    "Unjudged",
    "UnknownVariantError",
    "Variant",
    "card_code",
    "default_registry",
    "encode_cards",
    "encode_piles",
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
    "shuffled_order",
    "shuffled_pack",
    "solve",
    "variants",
]


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
