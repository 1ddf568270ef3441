"""Find a won game of Capricieuse under the summary's rules (edition ``wikipedia``): a deal and a winning line.

Usage::

    python tools/capricieuse_sample.py [--edition wikipedia] [--first 1] [--deals 50] [--nodes 200000]

The book's edition, ``hoffmann-1892``, plays other rules (no spaces, cards
waiting between two foundations): its sample game was found with the solver,
``patience solve capricieuse --number N``.

For each deal number from ``--first`` it searches for a win, depth first, with
a table of positions already seen and the moves in a promising order
(foundation plays first, then moves that uncover a card that can go up, then
the rest, moves into empty piles last, the redeal at the very end). Only the
first empty pile is tried as a target, and a lone card is never moved into one:
shortcuts that can miss a win but never invent one. The search
works on a compact copy of the table; the deal and the redeals come from the
plugin itself, and a line found is replayed through the ordinary rules with
``game.play`` before it is printed, so a printed line is a real win.

It prints the deal number, the number of moves and the line in the text
notation, ready for the docs page. A search stopped by ``--nodes`` moves on to
the next deal; finding nothing proves nothing about a deal.
"""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Iterator

import patience_core
from patience_core import Position
from patience_core.cards import Suit

SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}

# A compact table: per suit the top rank of the ace foundation (0: empty) and of the king
# foundation (14: empty), and the twelve piles as tuples of (suit, rank) pairs.
Table = tuple[tuple[int, ...], tuple[int, ...], tuple[tuple[tuple[int, int], ...], ...], int]
Step = tuple[str, int, int]  # ("f", pile, foundation 0..7), ("t", pile, pile), ("r", 0, 0)


def compact(position: Position) -> Table:
    """The engine's position as a compact table."""
    up = tuple(pile.cards[-1].rank if pile.cards else 0 for pile in position.piles[:4])
    down = tuple(pile.cards[-1].rank if pile.cards else 14 for pile in position.piles[4:8])
    piles = tuple(tuple((SUIT_INDEX[card.suit], card.rank) for card in pile.cards) for pile in position.piles[8:])
    return up, down, piles, position.redeals_left


def redealt(table: Table) -> Table:
    """The table after a redeal by the base rules: last pile first, round robin, cards going up as dealt."""
    up, down, piles, left = table
    ups, downs = list(up), list(down)
    new: list[list[tuple[int, int]]] = [[] for _ in piles]
    i = 0
    for pile in reversed(piles):
        for suit, rank in pile:
            if ups[suit] + 1 == rank:
                ups[suit] = rank
            elif downs[suit] - 1 == rank:
                downs[suit] = rank
            else:
                new[i].append((suit, rank))
                i = (i + 1) % len(new)
    return tuple(ups), tuple(downs), tuple(map(tuple, new)), left - 1


def steps(table: Table) -> Iterator[tuple[int, Step]]:
    """The legal moves of a table with a priority each (lower first)."""
    up, down, piles, left = table
    tops: dict[tuple[int, int], list[int]] = {}
    empties = [i for i, pile in enumerate(piles) if not pile]
    for i, pile in enumerate(piles):
        if pile:
            tops.setdefault(pile[-1], []).append(i)
    for i, pile in enumerate(piles):
        if not pile:
            continue
        suit, rank = pile[-1]
        if up[suit] + 1 == rank:
            yield 0, ("f", i, suit)
        if down[suit] - 1 == rank:
            yield 0, ("f", i, suit + 4)
        under = pile[-2] if len(pile) > 1 else None
        frees = under is not None and (up[under[0]] + 1 == under[1] or down[under[0]] - 1 == under[1])
        for other in (rank - 1, rank + 1):
            for j in tops.get((suit, other), ()):
                if j != i:
                    yield (1 if frees else 3 if len(pile) > 1 else 5), ("t", i, j)
        if len(pile) > 1:
            for j in empties[:1]:  # a shortcut: it can miss a win, never invent one
                yield (2 if frees else 4), ("t", i, j)
    if left > 0 and any(piles):
        yield 9, ("r", 0, 0)


def play(table: Table, step: Step) -> Table:
    """The table after ``step``."""
    up, down, piles, left = table
    kind, i, j = step
    if kind == "r":
        return redealt(table)
    card = piles[i][-1]
    new = list(piles)
    new[i] = piles[i][:-1]
    if kind == "f":
        if j < 4:
            up = (*up[:j], card[1], *up[j + 1 :])
        else:
            down = (*down[: j - 4], card[1], *down[j - 3 :])
    else:
        new[j] = piles[j] + (card,)
    return up, down, tuple(new), left


def score(table: Table) -> int:
    """Cards home, for choosing among redeal moments."""
    up, down, _, _ = table
    return sum(up) + sum(14 - d for d in down)


def search(table: Table, nodes: int) -> list[Step] | None:
    """A winning line from ``table``, depth first, or ``None`` when none was found within ``nodes`` positions."""
    seen: set[Table] = set()
    line: list[Step] = []
    stack: list[Iterator[Step]] = []

    def ordered(t: Table) -> Iterator[Step]:
        return iter([step for _, step in sorted(steps(t), key=lambda pair: pair[0])])

    current = table
    tables = [current]
    seen.add(current)
    stack.append(ordered(current))
    count = 0
    while stack:
        if not any(current[2]):
            return line
        step = next(stack[-1], None)
        if step is None:
            stack.pop()
            tables.pop()
            if line:
                line.pop()
            if tables:
                current = tables[-1]
            continue
        after = play(current, step)
        if after in seen:
            continue
        seen.add(after)
        count += 1
        if count > nodes:
            return None
        line.append(step)
        tables.append(after)
        current = after
        stack.append(ordered(after))
    return None


def as_text(step: Step) -> str:
    kind, i, j = step
    if kind == "r":
        return "redeal"
    target = f"f{j + 1}" if kind == "f" else f"t{j + 1}"
    return f"t{i + 1}-{target}"


def replay(number: int, edition: str, line: list[str]) -> bool:
    """Whether ``line`` wins deal ``number`` when played through the ordinary rules."""
    game = patience_core.new_game("capricieuse", number=number, edition=edition)
    for move in line:
        game.play(move)
    return game.is_won


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--edition", default="wikipedia")
    parser.add_argument("--first", type=int, default=1)
    parser.add_argument("--deals", type=int, default=50)
    parser.add_argument("--nodes", type=int, default=200_000)
    args = parser.parse_args(argv)
    if args.edition != "wikipedia":
        print("the compact search follows the summary's rules only (edition wikipedia)", file=sys.stderr)
        return 2
    for number in range(args.first, args.first + args.deals):
        start = time.perf_counter()
        game = patience_core.new_game("capricieuse", number=number, edition=args.edition)
        found = search(compact(game.position), args.nodes)
        took = time.perf_counter() - start
        if found is None:
            print(f"deal {number}: no win found ({took:.1f} s)", file=sys.stderr)
            continue
        line = [as_text(step) for step in found]
        if not replay(number, args.edition, line):
            print(f"deal {number}: the line found does not replay: a bug in this script", file=sys.stderr)
            return 1
        print(f"deal {number}: won in {len(line)} moves ({took:.1f} s)")
        print(" ".join(line))
        return 0
    return 1


if __name__ == "__main__":
    sys.exit(main())
