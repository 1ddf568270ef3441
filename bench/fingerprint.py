"""A fingerprint of the engine's behaviour: one line per deal, to diff two versions of the code.

For deals 1 to 4 (by default) of every edition of every installed patience it
prints one line with:

* ``deal``: a digest of the first position (every pile's id, role and cards,
  the redeals left and the state), so a deal dealt otherwise shows;
* ``legal``: how many legal moves that position has, and a digest of them in
  order;
* ``rulings``: a digest of the rulings given there on every move the rules
  offer, every one-card move between two piles, a deal and a redeal (each
  ruling's verdict, wording and citation), so a rule that words, cites or
  decides otherwise shows;
* ``solve``: the solver's outcome at a fixed budget of positions (10,000 by
  default, enough for every pass to take its turns), the positions it searched, the pass that decided, the longest
  line it followed, and the length and a digest of its winning line: the
  search is deterministic under a budget of positions, so any change to what
  it searches shows;
* ``greedy``: the greedy player's outcome, why it ended, and the length and a
  digest of its line.

Two versions that behave alike print the same lines, whatever the machine and
its load (nothing here is timed). Run it before and after a change and diff::

    nice -n 10 python bench/fingerprint.py > /tmp/before.txt
    (change the code)
    nice -n 10 python bench/fingerprint.py > /tmp/after.txt
    diff /tmp/before.txt /tmp/after.txt && echo unchanged

With the defaults it takes about ten minutes of one core (four deals of each of
the 74 editions installed as it was written). ``--only`` limits it to some
patiences, ``--deals`` and ``--positions`` change the deals and the
budget.
"""

from __future__ import annotations

import argparse
import hashlib
from collections.abc import Iterable

import patience_core
from patience_core import Deal, Game, Move, PatienceError, Position, Redeal
from patience_core.solving.players import play


def digest(items: Iterable[object]) -> str:
    """A short digest of the items' text, one after another."""
    return hashlib.sha256("\n".join(map(str, items)).encode()).hexdigest()[:12]


def table(position: Position) -> str:
    """A digest of a position: each pile's id, role and cards, then the redeals left and the state."""
    piles = (f"{pile.id} {pile.role.value} {' '.join(map(str, pile.cards))}" for pile in position.piles)
    return digest([*piles, position.redeals_left, position.state])


def rulings(game: Game) -> str:
    """A digest of the rulings on every probe: each move the rules offer, each one-card move, a deal, a redeal."""
    position = game.position
    ids = [pile.id for pile in position.piles]
    probes: list[object] = [*game.rulebook.candidates(position)]
    probes += [Move(source, target) for source in ids for target in ids if source != target]
    probes += [Deal(), Redeal()]
    said = []
    for move in probes:
        try:
            ruling = game.judge(move)
        except PatienceError as error:
            said.append(f"{move}: {type(error).__name__}: {error}")
        else:
            said.append(f"{move}: {ruling.legal} {ruling.describe()}")
    return digest(said)


def fingerprint(name: str, edition: str, number: int, positions: int) -> str:
    """The line of one deal (see the module's docstring)."""
    game = patience_core.new_game(name, number=number, edition=edition)
    legal = game.legal_moves()
    solved = patience_core.solve(game, positions=positions)
    player = play(game.rulebook, game.position, seed=number)
    return " | ".join(
        (
            f"{name} {edition} {number}",
            f"deal {table(game.position)}",
            f"legal {len(legal)} {digest(legal)}",
            f"rulings {rulings(game)}",
            f"solve {solved.outcome} {solved.positions} {solved.phase} {solved.depth} "
            f"{len(solved.moves)} {digest(solved.moves)}",
            f"greedy {player.outcome} {player.reason} {len(player.moves)} {digest(player.moves)}",
        )
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", action="append", help="only this patience (repeatable)")
    parser.add_argument("--deals", type=int, default=4, help="deals 1 to N of every edition (default 4)")
    parser.add_argument("--positions", type=int, default=10_000, help="the solver's budget (default 10,000)")
    args = parser.parse_args()
    for variant in patience_core.variants():
        if args.only and variant.name not in args.only:
            continue
        for edition in variant.editions:
            for number in range(1, args.deals + 1):
                print(fingerprint(variant.name, edition.name, number, args.positions), flush=True)


if __name__ == "__main__":
    main()
