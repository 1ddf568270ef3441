"""Find a won deal of Russian Patience (base edition) for the sample game of its documentation page.

A best-first search, built on the plugin's own fast functions (``legal_plays``,
``move_cards``, ``deal_row`` and the redeal hook), expands first the positions
with the most cards on the foundations and the longest suit sequences, and
skips positions already reached (by ``canonical_key``); it finds short lines.
When it gives up, a depth-first dive that always plays a card to a foundation
when one can go tries next: its lines are long, but it wins more deals. A line
found is shortened by dropping, one at a time, every move the win does not
need, then replayed through the public API (``new_game`` and ``Game.play``),
which judges every move by the ordinary rules, before it is printed.

Usage::

    python tools/russian_sample.py [FIRST [LAST]] [--nodes N] [--all]

Without ``--all`` it stops at the first deal won and prints its number and
moves, one line per row dealt or redeal, ready for the documentation's
doctest. With ``--all`` it searches every deal from FIRST to LAST and prints
one line per deal: won or not, the moves and redeals used, the positions
searched (the lines are not shortened then). The search can miss a win (it gives up after N positions), so a deal
it does not win is not proved lost.
"""

from __future__ import annotations

import argparse
import heapq
import itertools
import sys
import time
from collections.abc import Sequence
from dataclasses import replace

from patience_russian_patience import (
    COLUMNS,
    RULES,
    VARIANT,
    canonical_key,
    deal_row,
    foundation_count,
    legal_plays,
    move_cards,
    run_length,
    search_order,
)

import patience_core
from patience_core import Action, Deal, Move, Position, Redeal, shuffled_pack

WIN = 104


def apply(position: Position, move: Action) -> Position:
    """The position after ``move``, as the base edition's hooks compute it."""
    if isinstance(move, Deal):
        return deal_row(position)
    if isinstance(move, Redeal):
        after = RULES.patience_redeal(position, move)
        return replace(after, redeals_left=position.redeals_left - 1)
    assert isinstance(move, Move)
    return move_cards(position, move)


def home(position: Position) -> int:
    """How many cards lie on the foundations."""
    return sum(len(pile.cards) for pile in position.piles[: foundation_count(position)])


def order(position: Position) -> int:
    """How tidy the columns are: cards lying on a suit neighbour, and two for each empty column."""
    first = foundation_count(position)
    return sum(run_length(pile.cards) - 1 if pile.cards else 2 for pile in position.piles[first : first + COLUMNS])


def search(start: Position, nodes: int, weight: int = 3) -> tuple[list[Action] | None, int]:
    """A winning line from ``start`` found within ``nodes`` positions (or ``None``), and the positions searched."""
    tie = itertools.count()
    parents: dict[bytes, tuple[bytes | None, Action | None]] = {canonical_key(start): (None, None)}
    heap: list[tuple[int, int, Position, bytes, int]] = [(0, next(tie), start, canonical_key(start), 0)]
    searched = 0
    while heap and searched < nodes:
        _, _, position, key, depth = heapq.heappop(heap)
        for move in legal_plays(position):
            child = apply(position, move)
            searched += 1
            child_key = canonical_key(child)
            if child_key in parents:
                continue
            parents[child_key] = (key, move)
            if home(child) == WIN:
                line: list[Action] = [move]
                back: bytes | None = key
                while back is not None:
                    parent, via = parents[back]
                    if via is not None:
                        line.append(via)
                    back = parent
                return line[::-1], searched
            score = depth + 1 - weight * home(child) - order(child)
            heapq.heappush(heap, (score, next(tie), child, child_key, depth + 1))
    return None, searched


def dive(start: Position, nodes: int) -> tuple[list[Action] | None, int]:
    """A winning line by depth-first search, or ``None``, and the positions searched.

    Wherever a card can go to a foundation only that move is tried (a shortcut
    that can miss wins but never makes a false one); positions already
    searched are skipped. Its lines are long, but it wins deals the best-first
    search gives up on.
    """
    seen = {canonical_key(start)}
    stack: list[tuple[Position, list[Action], int]] = [(start, search_order(start, legal_plays(start)), 0)]
    line: list[Action] = []
    searched = 0
    while stack and searched < nodes:
        position, moves, index = stack[-1]
        if index >= len(moves):
            stack.pop()
            if line:
                line.pop()
            continue
        stack[-1] = (position, moves, index + 1)
        move = moves[index]
        child = apply(position, move)
        searched += 1
        if home(child) == WIN:
            return [*line, move], searched
        key = canonical_key(child)
        if key in seen:
            continue
        seen.add(key)
        options = search_order(child, legal_plays(child))
        greedy: list[Action] = [option for option in options if isinstance(option, Move) and option.target[0] == "f"]
        stack.append((child, greedy[:1] or options, 0))
        line.append(move)
    return None, searched


def wins(start: Position, line: Sequence[Action]) -> bool:
    """Whether ``line`` is legal from ``start`` (by the fast functions) and ends with every card home."""
    position = start
    for move in line:
        if move not in legal_plays(position):
            return False
        position = apply(position, move)
    return home(position) == WIN


def shorten(start: Position, line: list[Action]) -> list[Action]:
    """``line`` without the moves the win does not need, dropped one at a time from the end."""
    i = len(line) - 1
    while i >= 0:
        shorter = line[:i] + line[i + 1 :]
        if wins(start, shorter):
            line = shorter
        i -= 1
    return line


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("first", nargs="?", type=int, default=1)
    parser.add_argument("last", nargs="?", type=int, default=100)
    parser.add_argument("--nodes", type=int, default=100_000, help="positions searched per deal")
    parser.add_argument("--all", action="store_true", help="search every deal, one line each")
    args = parser.parse_args(argv)
    rulebook = patience_core.new_game(VARIANT.name, number=args.first).rulebook
    won = 0
    for number in range(args.first, args.last + 1):
        began = time.perf_counter()
        start = rulebook.deal(number, shuffled_pack(number, VARIANT.packs))
        line, searched = search(start, args.nodes)
        if line is None:
            line, more = dive(start, args.nodes)
            searched += more
        if line is not None and not args.all:
            line = shorten(start, line)
        took = time.perf_counter() - began
        if line is None:
            print(f"deal {number}: no win found in {searched} positions ({took:.1f} s)", flush=True)
            continue
        game = patience_core.new_game(VARIANT.name, number=number)
        for move in line:
            game.play(move)
        if not game.is_won:
            raise SystemExit(f"deal {number}: the line found does not win when replayed")
        won += 1
        redeals = sum(isinstance(move, Redeal) for move in line)
        summary = f"deal {number}: won in {len(line)} moves, {redeals} redeals, {searched} positions ({took:.1f} s)"
        if args.all:
            print(summary, flush=True)
            continue
        print(summary, file=sys.stderr)
        print(number)
        phrase: list[str] = []
        for move in line:
            phrase.append(str(move))
            if isinstance(move, Deal | Redeal):
                print(" ".join(phrase))
                phrase = []
        if phrase:
            print(" ".join(phrase))
        return 0
    if args.all:
        print(f"won {won} of {args.last - args.first + 1} deals")
        return 0
    return 1


if __name__ == "__main__":
    sys.exit(main())
