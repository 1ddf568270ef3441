"""The rulings a patience gives in play, gathered to see what each rule rests on.

A few seeded random games of an edition are played; at every position each
move offered, each one-card move between two piles, a deal and a redeal are
judged, and the rulings are collected. The sources page of the documentation
lists them by what they cite, the test suite checks them, and
``tools/provenance_count.py`` counts them.

A *clause* is a rule as a ruling states it, with the names of cards, piles,
ranks, suits and counts masked (so "KS in t9 fits…" and "QH in t2 fits…" are
one clause), together with its citation.

>>> found = clauses("sir-tommy", "parlett-1979", moves=5)
>>> ruling = found["only an … starts a foundation", 'Parlett 1979, p. 214, via Wikipedia "Sir Tommy"']
>>> print(ruling.describe(), "|", provenance(ruling))
only an ace starts a foundation [Parlett 1979, p. 214, via Wikipedia "Sir Tommy"] | via
"""

from __future__ import annotations

import random
import re
from collections.abc import Iterator

from patience_core.errors import PatienceError
from patience_core.game import Game
from patience_core.model import Deal, Move, Redeal
from patience_core.rulings import Ruling
from patience_core.solving.walks import random_walk

__all__ = ["clause", "clauses", "probes", "provenance", "reachable"]

#: Card names (KS, 10H, "the five of clubs"), pile names (t12, f2, w1) and counts in a rule's wording.
NAMES = re.compile(
    r"\b(?:(?:10|[2-9AJQK])[CDHS]|[a-z]?\d+|ace|two|three|four|five|six|seven|eight|nine|ten|jack|queen|king"
    r"|clubs|spades|hearts|diamonds)\b"
)


def clause(ruling: Ruling) -> tuple[str, str]:
    """The clause a ruling states: its wording with names masked (as ``…``), and its citation."""
    return NAMES.sub("…", ruling.rule), str(ruling.source or "")


def provenance(ruling: Ruling) -> str:
    """What the ruling rests on: ``first-hand``, ``via``, ``reading``, or ``none`` (nothing allows the move).

    A citation made before citations said how a work is known counts as ``bare``.
    """
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
    from patience_core.registry import default_registry

    rng = random.Random(f"{variant} {edition} {seed}")
    for _ in range(games):
        game = default_registry().new_game(variant, number=rng.randrange(1, 32000), edition=edition)
        for _ in random_walk(game, rng, steps=moves, until_won=True):
            for move in probes(game):
                try:
                    yield game.judge(move)
                except PatienceError:
                    continue


def clauses(variant: str, edition: str, *, games: int = 1, moves: int = 30) -> dict[tuple[str, str], Ruling]:
    """The distinct clauses met in play of ``edition`` (see :func:`clause`), each with its first ruling."""
    found: dict[tuple[str, str], Ruling] = {}
    for ruling in reachable(variant, edition, games=games, moves=moves):
        found.setdefault(clause(ruling), ruling)
    return found
