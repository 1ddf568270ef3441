"""Fixtures for the core's tests: the toy patience Shuttle in a registry of its own."""

from __future__ import annotations

import pytest

from patience_core import Game, Registry

from .toy import ShuttlePlugin


@pytest.fixture
def toy_registry() -> Registry:
    """A registry holding only Shuttle, the toy patience of these tests."""
    return Registry(plugins=[ShuttlePlugin()], entry_points=False)


def play_some(game: Game, count: int) -> Game:
    """Play ``count`` moves, preferring foundation moves, else the first legal move."""
    for _ in range(count):
        moves = game.legal_moves()
        if not moves:
            break
        home = [move for move in moves if str(move).split("-")[-1].startswith("f")]
        game.play((home or moves)[0])
    return game


def run_out_stock(game: Game) -> Game:
    """Turn the whole stock: each card to a foundation if it fits, else onto r1."""
    while game.position.pile("stock").cards:
        home = [m for m in game.legal_moves() if str(m).startswith("stock-f")]
        game.play(home[0] if home else "stock-r1")
    return game


@pytest.fixture
def toy_game(toy_registry: Registry) -> Game:
    """Deal 1 of Shuttle after a dozen moves."""
    return play_some(toy_registry.new_game("shuttle", number=1), 12)
