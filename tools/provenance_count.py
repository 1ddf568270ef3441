"""Count the rules of every patience by what they rest on: first-hand, via a summary, or a reading.

A *clause* here is a rule as the engine states it in a ruling: its wording
(with card and pile names masked, so "KS in t9 fits…" and "QH in t2 fits…"
are one clause) and its citation. The clauses counted are those reached in
random play: a few seeded games of every edition, where every move offered
and every move between two piles is judged at each position.

Usage::

    python tools/provenance_count.py                  # every installed patience
    python tools/provenance_count.py --games 2 --moves 40 --only capricieuse

Rulings with no citation (the engine's own "no rule of this patience lets…")
are counted apart, as ``none``. Run against an older checkout, where a
citation had no provenance, every cited clause counts as ``bare``: printed as
the work itself, with nothing said of how it was known.
"""

from __future__ import annotations

import argparse
import random
import re
from collections import Counter, defaultdict
from collections.abc import Iterator

import patience_core
from patience_core import Deal, Game, Move, PatienceError, Redeal, Ruling

#: Card names (KS, 10H, QD, "the five of clubs"), pile names (t12, f2, w1) and counts in a rule's wording.
NAMES = re.compile(
    r"\b(?:(?:10|[2-9AJQK])[CDHS]|[a-z]?\d+|ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king"
    r"|clubs|spades|hearts|diamonds)\b"
)
KINDS = ("first-hand", "via", "reading", "bare", "none")


def clause(ruling: Ruling) -> tuple[str, str]:
    """The clause a ruling states: its wording with names masked, and its citation."""
    return NAMES.sub("…", ruling.rule), str(ruling.source or "")


def provenance(ruling: Ruling) -> str:
    """What the ruling rests on: one of :data:`KINDS`."""
    if ruling.source is None:
        return "none"
    return str(getattr(ruling.source, "provenance", "bare"))


def probes(game: Game) -> Iterator[object]:
    """Every move offered in the current position, every one-card move between two piles, a deal and a redeal."""
    position = game.position
    yield from game.rulebook.candidates(position)
    ids = [pile.id for pile in position.piles]
    for source in ids:
        for target in ids:
            if source != target:
                yield Move(source, target)
    yield Deal()
    yield Redeal()


def reachable(variant: str, edition: str, *, games: int = 3, moves: int = 60, seed: int = 0) -> Iterator[Ruling]:
    """The rulings met in ``games`` seeded random games of ``edition``, on every probe at every position."""
    rng = random.Random(f"{variant} {edition} {seed}")
    for _ in range(games):
        game = patience_core.new_game(variant, number=rng.randrange(1, 32000), edition=edition)
        for _ in range(moves):
            for move in probes(game):
                try:
                    yield game.judge(move)
                except PatienceError:
                    continue
            legal = game.legal_moves()
            if not legal or game.is_won:
                break
            game.play(rng.choice(legal))


def count(only: str | None, games: int, moves: int) -> dict[str, Counter[str]]:
    """Distinct clauses by provenance, per patience (over all its editions)."""
    clauses: dict[str, dict[tuple[str, str], str]] = defaultdict(dict)
    for variant in patience_core.default_registry().variants():
        if only and variant.name != only:
            continue
        for edition in variant.editions:
            for ruling in reachable(variant.name, edition.name, games=games, moves=moves):
                clauses[variant.name][clause(ruling)] = provenance(ruling)
    return {name: Counter(found.values()) for name, found in sorted(clauses.items())}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", help="one patience by name")
    parser.add_argument("--games", type=int, default=3, help="random games per edition (default 3)")
    parser.add_argument("--moves", type=int, default=60, help="moves per game at most (default 60)")
    args = parser.parse_args()
    counts = count(args.only, args.games, args.moves)
    print(f"{'patience':<22}" + "".join(f"{kind:>12}" for kind in KINDS))
    for name, found in counts.items():
        print(f"{name:<22}" + "".join(f"{found[kind]:>12}" for kind in KINDS))


if __name__ == "__main__":
    main()
