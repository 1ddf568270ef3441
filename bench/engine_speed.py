"""Positions a second in random play: how fast the engine lists and plays moves.

For every installed patience and edition (or those named with ``--only``), plays
random games from consecutive deal numbers with a seeded generator: in each
position it asks the rulebook for the legal moves (the engine's
candidate-and-judge loop), checks for a win, and plays one move chosen at random
through the rulebook. It reports positions a second for each edition, and saved
games loaded a second (a game 20 moves into a deal, saved and loaded back: the
load checks the position and replays the moves).

Usage::

    python bench/engine_speed.py                       # every patience, 3 s each
    python bench/engine_speed.py --only sir-tommy --seconds 10
    python bench/engine_speed.py --profile beleaguered-castle   # cProfile's top entries

The figure depends on the machine and on what else runs on it: quote it with
the machine's description.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import random
import time

import patience_core
from patience_core import default_registry
from patience_core.solving.walks import Table, random_walk


def random_play(name: str, edition: str, seconds: float, *, seed: int = 1, max_moves: int = 400) -> tuple[int, float]:
    """Play random games of ``name`` for about ``seconds``; the positions seen and the time taken."""
    rng = random.Random(seed)
    registry = default_registry()
    rulebook = registry.rulebook(name, edition)
    positions = 0
    began = time.perf_counter()
    number = 1
    while time.perf_counter() - began < seconds:
        table = Table(rulebook, registry.new_game(name, number=number, edition=edition).position)
        number += 1
        for _ in random_walk(table, rng, steps=max_moves, until_won=True):
            positions += 1
    return positions, time.perf_counter() - began


def load_speed(name: str, edition: str, seconds: float, *, moves: int = 20) -> tuple[int, float]:
    """Load saved games of ``name`` (each ``moves`` random moves into a deal) for about ``seconds``."""
    rng = random.Random(1)
    saves = []
    for number in range(1, 11):
        game = patience_core.new_game(name, number=number, edition=edition)
        for _ in random_walk(game, rng, steps=moves, until_won=True):
            pass
        saves.append(game.to_json())
    loads = 0
    began = time.perf_counter()
    while time.perf_counter() - began < seconds:
        patience_core.load_game(saves[loads % len(saves)])
        loads += 1
    return loads, time.perf_counter() - began


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="a patience to measure (repeatable); default all")
    parser.add_argument("--seconds", type=float, default=3.0, help="time per edition (default 3)")
    parser.add_argument("--profile", metavar="NAME", help="profile random play of one patience with cProfile")
    args = parser.parse_args()
    if args.profile:
        profile = cProfile.Profile()
        profile.enable()
        random_play(args.profile, patience_core.default_registry().variant(args.profile).editions[0].name, args.seconds)
        profile.disable()
        pstats.Stats(profile).sort_stats("tottime").print_stats(25)
        return
    print(f"{'patience':<22} {'edition':<24} {'positions':>10} {'pos/s':>9} {'loads/s':>8}")
    for variant in patience_core.variants():
        if args.only and variant.name not in args.only:
            continue
        for edition in variant.editions:
            count, elapsed = random_play(variant.name, edition.name, args.seconds)
            loads, spent = load_speed(variant.name, edition.name, args.seconds / 3)
            print(
                f"{variant.name:<22} {edition.name:<24} {count:>10} {count / elapsed:>9.0f} {loads / spent:>8.0f}",
                flush=True,
            )


if __name__ == "__main__":
    main()
