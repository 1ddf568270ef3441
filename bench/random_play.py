"""Random play, at length: every installed patience and edition, checked move by move.

Plays ``--games`` random games of each patience and edition (10,000 by
default) with deal numbers and moves drawn from a seeded generator, so any
failure can be replayed from its seed. After every move it checks that:

* the move the engine listed as legal was accepted;
* the table holds exactly the packs (no card more or less) and the same piles;
* every foundation is a sequence its rules accept, card by card from empty;
* a few moves that were not listed (random pile pairs and counts) are refused.

At the end of each game: the game ended (a win, no legal move left, or a
repeated position the engine recognises) within ``--max-moves``; the saved game
loads back equal; a garbage move is refused and changes nothing; and undo walks
back through the same positions to the deal.

Usage::

    python bench/random_play.py                      # 10,000 games each, all cores
    python bench/random_play.py --games 200 --only sir-tommy --jobs 1

Exit status 1 if any check failed; the failures are printed with their seeds.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ProcessPoolExecutor
from dataclasses import asdict, dataclass, field

import patience_core
from patience_core import Card, Game, IllegalMoveError, InvalidMoveError, Move, Position, Role
from patience_core.deals import MAX_NUMBER

CHUNK = 250
#: Moves not listed that are tried after each move (random pile pairs and counts): each must be refused.
PROBES = 4


@dataclass
class Tally:
    """The figures of one patience and edition."""

    variant: str
    edition: str
    games: int = 0
    won: int = 0
    stuck: int = 0
    repeated: int = 0
    moves: int = 0
    longest: int = 0
    seconds: float = 0.0
    failures: list[str] = field(default_factory=list)

    def add(self, other: Tally) -> None:
        for name in ("games", "won", "stuck", "repeated", "moves", "seconds"):
            setattr(self, name, getattr(self, name) + getattr(other, name))
        self.longest = max(self.longest, other.longest)
        self.failures.extend(other.failures)


class Failure(Exception):
    """A broken property, with what is needed to replay it."""


def foundation_problem(game: Game, pile_id: str) -> str | None:
    """Why foundation ``pile_id`` is not a sequence its rules accept, or None."""
    position = game.position
    built: tuple[Card, ...] = ()
    for card in position.pile(pile_id).cards:
        partial = position.with_piles({pile_id: built})
        ruling = game.rulebook.can_place(partial, partial.pile(pile_id), (card,))
        if not ruling.legal:
            return f"foundation {pile_id} out of sequence at {card}: {ruling.describe()}"
        built += (card,)
    return None


def play_one(variant: str, edition: str, seed: int, max_moves: int) -> tuple[str, int]:
    """Play one random game with every check; return its outcome and length, or raise Failure."""
    rng = random.Random(seed)
    number = rng.randrange(MAX_NUMBER) if rng.random() < 0.5 else rng.randrange(32000)
    game = patience_core.new_game(variant, number=number, edition=edition)
    packs = Counter(game.variant.cards(game.edition))
    layout = [(pile.id, pile.role) for pile in game.position.piles]
    ids = [pile_id for pile_id, _ in layout]
    foundations = [pile_id for pile_id, role in layout if role is Role.FOUNDATION]
    positions = [game.position]
    if Counter(game.position.cards()) != packs:
        raise Failure(f"{variant} [{edition}] deal {number}: the deal is not the packs")
    where = f"{variant} [{edition}] deal {number} (seed {seed})"
    outcome = ""
    while not outcome:
        step = len(game.moves)
        legal = game.legal_moves()
        if not legal:
            outcome = "won" if game.is_won else "stuck"
            break
        if step >= max_moves:
            raise Failure(f"{where}: no end after {max_moves} moves")
        listed = set(legal)
        for _ in range(PROBES):
            source = game.position.piles[rng.randrange(len(ids))]
            if not source.cards:
                continue
            probe = Move(source.id, rng.choice(ids), rng.randint(1, len(source.cards)))
            if probe.source != probe.target and probe not in listed and game.is_legal(probe):
                raise Failure(f"{where}, move {step + 1}: {probe} is accepted but was not listed")
        move = rng.choice(legal)
        before = game.position
        try:
            game.play(move)
        except (IllegalMoveError, InvalidMoveError) as error:
            raise Failure(f"{where}, move {step + 1}: listed move {move} refused: {error}") from None
        after = game.position
        if [(pile.id, pile.role) for pile in after.piles] != layout:
            raise Failure(f"{where}, move {step + 1} ({move}): the piles changed")
        # The deal held the packs; each move must keep the cards of the piles it changed.
        changed = [i for i, pile in enumerate(before.piles) if pile.cards != after.piles[i].cards]
        if Counter(card for i in changed for card in before.piles[i].cards) != Counter(
            card for i in changed for card in after.piles[i].cards
        ):
            raise Failure(f"{where}, move {step + 1} ({move}): the cards are no longer the packs")
        for pile_id in foundations:
            if after.pile(pile_id).cards != before.pile(pile_id).cards:
                problem = foundation_problem(game, pile_id)
                if problem:
                    raise Failure(f"{where}, move {step + 1} ({move}): {problem}")
        positions.append(after)
        if game.is_won:
            outcome = "won"
        elif game.is_repetition():
            outcome = "repeated"
    length = len(game.moves)
    check_end(game, positions, where, rng)
    return outcome, length


def check_end(game: Game, positions: list[Position], where: str, rng: random.Random) -> None:
    """The saved game loads back equal; garbage changes nothing; undo walks back to the deal."""
    saved = game.to_json()
    loaded = patience_core.load_game(saved)
    if loaded != game or loaded.to_json() != saved:
        raise Failure(f"{where}: the saved game does not load back equal")
    garbage = rng.choice([None, "", "nowhere-f1", {"from": "stock"}, "stock-stock", Move("zz9", "f1"), 42])
    try:
        game.play(garbage)
    except (IllegalMoveError, InvalidMoveError):
        pass
    else:
        raise Failure(f"{where}: garbage {garbage!r} was accepted")
    if game.to_json() != saved:
        raise Failure(f"{where}: refusing garbage {garbage!r} changed the game")
    for i in range(len(positions) - 1, 0, -1):
        game.undo()
        if game.position != positions[i - 1]:
            raise Failure(f"{where}: undo {len(positions) - i} does not give back the position before the move")
    if game.moves:
        raise Failure(f"{where}: moves left after undoing them all")


def run_chunk(task: tuple[str, str, int, int, int, int]) -> Tally:
    variant, edition, first, count, seed, max_moves = task
    tally = Tally(variant, edition)
    start = time.perf_counter()
    for i in range(first, first + count):
        game_seed = seed * 1_000_003 + hash_name(variant, edition) * 10_007 + i
        try:
            outcome, length = play_one(variant, edition, game_seed, max_moves)
        except Failure as failure:
            tally.failures.append(str(failure))
            tally.games += 1
            continue
        except Exception as error:  # the engine or a plugin failed: a failure too
            tally.failures.append(f"{variant} [{edition}] (seed {game_seed}): {type(error).__name__}: {error}")
            tally.games += 1
            continue
        tally.games += 1
        tally.moves += length
        tally.longest = max(tally.longest, length)
        if outcome == "won":
            tally.won += 1
        elif outcome == "stuck":
            tally.stuck += 1
        else:
            tally.repeated += 1
    tally.seconds = time.perf_counter() - start
    return tally


def hash_name(variant: str, edition: str) -> int:
    """A stable number for a patience and edition (``hash`` of a str changes with the hash seed)."""
    return sum((i + 1) * ord(c) for i, c in enumerate(f"{variant}/{edition}"))


def tasks(args: argparse.Namespace) -> Iterator[tuple[str, str, int, int, int, int]]:
    for variant in patience_core.variants():
        if args.only and variant.name not in args.only:
            continue
        for edition in variant.editions:
            if args.editions and edition.name not in args.editions:
                continue
            for first in range(0, args.games, CHUNK):
                yield (variant.name, edition.name, first, min(CHUNK, args.games - first), args.seed, args.max_moves)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=10_000, help="games per patience and edition")
    parser.add_argument("--only", nargs="*", default=[], help="patience names (default: every installed one)")
    parser.add_argument("--editions", nargs="*", default=[], help="edition names (default: every edition)")
    parser.add_argument("--seed", type=int, default=1, help="the run's seed (default 1)")
    parser.add_argument("--max-moves", type=int, default=5_000, help="a game longer than this fails")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--out", help="also write each finished chunk's figures here, as JSON lines")
    args = parser.parse_args(argv)

    totals: dict[tuple[str, str], Tally] = {}
    started = time.perf_counter()
    with ProcessPoolExecutor(max_workers=args.jobs) as pool:
        for tally in pool.map(run_chunk, tasks(args)):
            key = (tally.variant, tally.edition)
            totals.setdefault(key, Tally(*key)).add(tally)
            if args.out:
                with open(args.out, "a", encoding="utf-8") as out:
                    out.write(json.dumps(asdict(tally)) + "\n")
            done = totals[key]
            if done.games == args.games:
                print(row(done), flush=True)
    elapsed = time.perf_counter() - started
    failures = [failure for tally in totals.values() for failure in tally.failures]
    games = sum(tally.games for tally in totals.values())
    print(f"{games} games of {len(totals)} patience editions in {elapsed:.0f} s; {len(failures)} failures")
    for failure in failures[:50]:
        print("FAIL", failure)
    return 1 if failures else 0


HEADER = (
    f"{'patience':20} {'edition':24} {'games':>6} {'won':>6} {'stuck':>6} {'repeat':>6} "
    f"{'moves/g':>8} {'max':>5} {'s':>6} fail"
)


def row(tally: Tally) -> str:
    mean = tally.moves / max(1, tally.games - len(tally.failures))
    return (
        f"{tally.variant:20} {tally.edition:24} {tally.games:6} {tally.won:6} {tally.stuck:6} {tally.repeated:6} "
        f"{mean:8.1f} {tally.longest:5} {tally.seconds:6.0f} {len(tally.failures)}"
    )


if __name__ == "__main__":
    print(HEADER, flush=True)
    sys.exit(main())
