"""Seeded random play: one walk, the same through a game and through a bare table, stopping where it says."""

from __future__ import annotations

import random
from dataclasses import replace

from patience_core import Game, Position, Registry, hookimpl
from patience_core.solving.walks import Table, random_walk

from .toy import RULES, ShuttlePlugin, make_variant


def positions_of_game(registry: Registry, seed: int, steps: int) -> list[object]:
    game = registry.new_game("shuttle", number=3)
    return [game.position for _ in random_walk(game, random.Random(seed), steps=steps)]


def test_a_seed_gives_the_same_walk_through_a_game_and_through_a_table(toy_registry: Registry) -> None:
    seen = positions_of_game(toy_registry, 5, 40)
    table = Table(toy_registry.rulebook("shuttle"), toy_registry.new_game("shuttle", number=3).position)
    assert [table.position for _ in random_walk(table, random.Random(5), steps=40)] == seen
    assert positions_of_game(toy_registry, 5, 40) == seen
    assert positions_of_game(toy_registry, 6, 40) != seen
    assert len(seen) == 40 and len(set(seen)) > 1


def test_the_walk_plays_one_move_per_position_yielded_and_records_it_in_a_game(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=3)
    for i, legal in enumerate(random_walk(game, random.Random(1), steps=12)):
        assert len(game.moves) == i and legal == game.legal_moves()
    assert len(game.moves) == 12


def test_the_walk_stops_after_a_position_without_a_legal_move(toy_registry: Registry) -> None:
    dealt = toy_registry.new_game("shuttle", number=3)
    suits = sorted(dealt.position.cards(), key=lambda card: (card.suit.value, card.rank))
    home = dealt.position.with_piles({f"f{i + 1}": suits[13 * i : 13 * i + 13] for i in range(4)} | {"stock": ()})
    game = Game(dealt.rulebook, replace(home, redeals_left=0), from_deal=False)
    assert list(random_walk(game, random.Random(2), steps=10)) == [[]]
    assert game.moves == ()


class AlwaysWon:
    """A layer declaring every position won, moves or no moves."""

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        return True


def test_until_won_the_walk_stops_at_a_won_position() -> None:
    registry = Registry(plugins=[ShuttlePlugin(make_variant(rules=(RULES, AlwaysWon())))], entry_points=False)
    game = registry.new_game("shuttle", number=3)
    assert game.is_won and game.legal_moves()
    assert len(list(random_walk(game, random.Random(3), steps=10, until_won=True))) == 1
    assert len(list(random_walk(game, random.Random(3), steps=10))) == 10
