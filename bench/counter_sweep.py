"""Every counter of every edition set to every small value: what loads must play on to positions that load.

A plugin's position check bounds its counters (deals made, rows dealt,
redeals left), but play bounds them through other facts (the cards left in
the pack). A saved game whose counter is within the check's bounds but
disagrees with those facts can load and then play on to a count the check
refuses: The Wheel accepted seven deals made with cards still in the pack,
and dealt an eighth. This sweep looks for that kind of disagreement in every
installed patience and edition, exhaustively where the random property
(``tests/properties/test_impossible_positions.py``) samples:

for deals 1 to ``--deals`` it plays a seeded random game and takes its
position every ``--every`` moves; in each, every whole-number fact of the
state and ``redeals_left`` is set to each value from 0 to ``--most`` and to
the value on either side of its own; each such position that loads is played
on at random for ``--depth`` moves, and every position reached must load
too. A position that does not is a defect, printed with what to replay.

Usage::

    python bench/counter_sweep.py                      # every edition, a few minutes to an hour
    python bench/counter_sweep.py --only wheel --deals 10

Exit status 1 if any defect was found.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from typing import Any

import patience_core
from patience_core import PositionError
from patience_core.notation import position_to_dict
from patience_core.solving.walks import Table, random_walk


def snapshots(name: str, edition: str, number: int, every: int) -> list[dict[str, Any]]:
    """The positions of a seeded random game of deal ``number``, every ``every`` moves and at its end, as saved."""
    game = patience_core.new_game(name, number=number, edition=edition)
    taken = []
    for step, _ in enumerate(random_walk(game, random.Random(number), steps=400)):
        if step % every == 0:
            taken.append(position_to_dict(game.position, game.variant.pack))
    taken.append(position_to_dict(game.position, game.variant.pack))
    return taken


def counters(position: dict[str, Any]) -> dict[str, int]:
    """The position's counters: its whole-number state facts and ``redeals_left``."""
    found = {key: value for key, value in position.get("state", {}).items() if type(value) is int}
    return {**found, "redeals_left": position["redeals_left"]}


def with_counter(position: dict[str, Any], key: str, value: int) -> dict[str, Any]:
    changed: dict[str, Any] = json.loads(json.dumps(position))
    if key == "redeals_left":
        changed[key] = value
    else:
        changed.setdefault("state", {})[key] = value
    return changed


def sweep(name: str, edition: str, deals: int, every: int, most: int, depth: int) -> list[str]:
    """The defects found in one edition."""
    defects = []
    for number in range(1, deals + 1):
        taken = snapshots(name, edition, number, every)
        keys = sorted(set().union(*(counters(position) for position in taken)))
        for at, position in enumerate(taken):
            for key in keys:
                own = counters(position).get(key, 0)
                for value in sorted(set(range(most + 1)) | {own - 1, own + 1} - {own}):
                    try:
                        game = patience_core.load_game(with_counter(position, key, value))
                    except PositionError:
                        continue
                    table = Table(game.rulebook, game.position)
                    for _ in random_walk(table, random.Random(value * 7919 + number), steps=depth):
                        try:
                            patience_core.load_game(position_to_dict(table.position, game.variant.pack))
                        except PositionError as error:
                            defects.append(
                                f"{name}[{edition}] deal {number}, position {at * every} moves in: {key} {own} -> "
                                f"{value} loads, but play reaches a position refused: {error}"
                            )
                            break
    return defects


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--deals", type=int, default=3, help="deals of each edition")
    parser.add_argument("--every", type=int, default=25, help="take a position every N moves of the game")
    parser.add_argument("--most", type=int, default=8, help="set each counter to every value from 0 to this")
    parser.add_argument("--depth", type=int, default=150, help="moves played on from each position that loads")
    parser.add_argument("--only", action="append", help="only this patience (repeat for more)")
    options = parser.parse_args()
    found = []
    started = time.monotonic()
    for variant in patience_core.variants():
        if options.only and variant.name not in options.only:
            continue
        for edition in variant.editions:
            began = time.monotonic()
            defects = sweep(variant.name, edition.name, options.deals, options.every, options.most, options.depth)
            found += defects
            seconds = time.monotonic() - began
            print(f"{variant.name}[{edition.name}]: {len(defects)} defects, {seconds:.0f} s", flush=True)
            for defect in defects[:3]:
                print("  DEFECT:", defect[:400], flush=True)
    print(f"defects: {len(found)} in {time.monotonic() - started:.0f} s")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main())
