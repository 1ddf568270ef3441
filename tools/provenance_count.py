"""Count the rules of every patience by what they rest on: first-hand, via a summary, or a reading.

A *clause* is a rule as the engine states it in a ruling, with its citation
(see :mod:`patience_core.analysis.audit`, which plays a few seeded random games of
every edition and judges every move offered and every move between two piles
at each position).

Usage::

    python tools/provenance_count.py                  # every installed patience
    python tools/provenance_count.py --games 2 --moves 40 --only capricieuse

Rulings with no citation are counted apart, as ``none``; there should be
none, since even the engine's own refusal where no rule speaks cites the
clause that says what the pile takes, or the game's text. Run with an older checkout's packages
first on ``PYTHONPATH`` (and this file's ``patience_core.analysis.audit`` copied in),
where a citation had no provenance, every cited clause counts as ``bare``:
printed as the work itself, with nothing said of how it was known.
"""

from __future__ import annotations

import argparse
from collections import Counter, defaultdict

import patience_core
from patience_core.analysis.audit import clauses, provenance

KINDS = ("first-hand", "via", "reading", "bare", "none")


def count(only: str | None, games: int, moves: int) -> dict[str, Counter[str]]:
    """Distinct clauses by provenance, per patience (over all its editions)."""
    found: dict[str, dict[tuple[str, str], str]] = defaultdict(dict)
    for variant in patience_core.default_registry().variants():
        if only and variant.name != only:
            continue
        for edition in variant.editions:
            for key, ruling in clauses(variant.name, edition.name, games=games, moves=moves).items():
                found[variant.name][key] = provenance(ruling)
    return {name: Counter(kinds.values()) for name, kinds in sorted(found.items())}


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
