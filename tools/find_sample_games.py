"""Find winnable deals of Sir Tommy and Puss in the Corner, with a winning line, for the docs' sample games.

Usage::

    python tools/find_sample_games.py [sir-tommy|puss-in-the-corner] [--start N] [--count K] [--budget B]

For each deal number from ``--start`` the search below looks for a win; the
first ``--count`` deals won are printed with their winning line in the move
notation, after the line has been replayed through ``patience_core`` and found
to win there too (so a bug in this search can only make it miss a win, never
report a false one).

The search is a depth-first search over one decision: which corner (waste
pile) the turned card goes onto. Every card that can be built on a foundation
is built at once, from the stock or a waste top. That is safe in both games: a
foundation needs exactly one card of each rank (of one colour, in Puss in the
Corner), any of them will do, and a card built leaves every other play open.
Positions already searched are remembered with the waste piles sorted, since
the four piles are interchangeable. Each deal gets a budget of positions; a
deal not won within it is passed over, not declared lost.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator
from itertools import permutations

import patience_core
from patience_core import Card

Piles = tuple[tuple[Card, ...], ...]
FOUNDATIONS = ("f1", "f2", "f3", "f4")
WASTES = ("w1", "w2", "w3", "w4")


class OutOfBudget(Exception):
    """The deal took more positions than its budget."""


class Search:
    """A winning line for one deal, if the search finds one within its budget."""

    def __init__(self, name: str, number: int, budget: int) -> None:
        self.name = name
        self.colour = name == "puss-in-the-corner"
        self.budget = budget
        game = patience_core.new_game(name, number=number)
        position = game.position
        # The stock as the cards come up: the first card turned first.
        self.stock = tuple(reversed(position.pile("stock").cards))
        self.foundations: list[Card | None] = [position.pile(pile_id).top for pile_id in FOUNDATIONS]
        self.redeals = position.redeals_left
        self.seen: set[object] = set()

    # ------------------------------------------------------------------ the rules, as the plugins give them

    def fits(self, top: Card | None, card: Card) -> bool:
        if top is None:
            return card.is_ace
        if self.colour and top.colour is not card.colour:
            return False
        return card.rank == top.rank + 1

    def home(self, card: Card) -> int | None:
        for i, top in enumerate(self.foundations):
            if self.fits(top, card):
                return i
        return None

    # ------------------------------------------------------------------ the search

    def solve(self) -> list[str] | None:
        try:
            return self._pass(0, [[] for _ in WASTES], self.stock, self.redeals)
        except OutOfBudget:
            return None

    def _build(self, index: int, wastes: list[list[Card]], stock: tuple[Card, ...]) -> tuple[int, list[str]]:
        """Build every card that fits, from the stock and the waste tops; return the new index and the moves."""
        moves: list[str] = []
        progress = True
        while progress:
            progress = False
            if index < len(stock):
                target = self.home(stock[index])
                if target is not None:
                    self.foundations[target] = stock[index]
                    moves.append(f"stock-{FOUNDATIONS[target]}")
                    index += 1
                    progress = True
                    continue
            for w, pile in enumerate(wastes):
                if pile:
                    target = self.home(pile[-1])
                    if target is not None:
                        self.foundations[target] = pile.pop()
                        moves.append(f"{WASTES[w]}-{FOUNDATIONS[target]}")
                        progress = True
                        break
        return index, moves

    def _pass(self, index: int, wastes: list[list[Card]], stock: tuple[Card, ...], redeals: int) -> list[str] | None:
        saved_foundations = list(self.foundations)
        saved_wastes = [list(pile) for pile in wastes]
        index, built = self._build(index, wastes, stock)
        try:
            if all(top is not None and top.is_king for top in self.foundations):
                return built
            key = (
                tuple(sorted(tuple(pile) for pile in wastes)),
                tuple(sorted((top.rank, top.colour.value) if top else (0, "") for top in self.foundations)),
                redeals,
                stock[index:] if index < len(stock) else (),
            )
            if key in self.seen:
                return None
            self.seen.add(key)
            if len(self.seen) > self.budget:
                raise OutOfBudget
            if index < len(stock):
                card = stock[index]
                for w in self._choices(wastes, card):
                    wastes[w].append(card)
                    rest = self._pass(index + 1, wastes, stock, redeals)
                    wastes[w].pop()
                    if rest is not None:
                        return [*built, f"stock-{WASTES[w]}", *rest]
                return None
            if redeals > 0 and any(wastes):
                tried: set[tuple[tuple[Card, ...], ...]] = set()
                for order in permutations(range(len(WASTES))):
                    new_stock = tuple(card for w in order for card in wastes[w])
                    arrangement = tuple(tuple(wastes[w]) for w in order if wastes[w])
                    if arrangement in tried:
                        continue
                    tried.add(arrangement)
                    emptied: list[list[Card]] = [[] for _ in WASTES]
                    rest = self._pass(0, emptied, new_stock, redeals - 1)
                    if rest is not None:
                        return [*built, "redeal " + " ".join(WASTES[w] for w in order), *rest]
            return None
        finally:
            self.foundations[:] = saved_foundations
            wastes[:] = [list(pile) for pile in saved_wastes]

    def _choices(self, wastes: list[list[Card]], card: Card) -> Iterator[int]:
        """The waste piles to try for ``card``, most promising first, one of each kind of empty or equal pile."""

        def score(w: int) -> tuple[int, int]:
            pile = wastes[w]
            if not pile:
                return (1, 0)
            top = pile[-1]
            if top.rank > card.rank:  # the card will come off before the one it covers
                return (0, top.rank - card.rank)
            return (2, card.rank - top.rank)

        seen: set[tuple[Card, ...]] = set()
        for w in sorted(range(len(wastes)), key=score):
            pile = tuple(wastes[w])
            if pile in seen:
                continue
            seen.add(pile)
            yield w


def verify(name: str, number: int, line: list[str]) -> bool:
    """Whether ``line`` wins deal ``number`` when played through patience_core."""
    game = patience_core.new_game(name, number=number)
    for move in line:
        game.play(move)
    return game.is_won


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("name", choices=["sir-tommy", "puss-in-the-corner"])
    parser.add_argument("--start", type=int, default=1, help="the first deal number to try")
    parser.add_argument("--count", type=int, default=1, help="how many won deals to print")
    parser.add_argument("--budget", type=int, default=200_000, help="positions to search per deal")
    parser.add_argument("--tries", type=int, default=500, help="how many deal numbers to try at most")
    args = parser.parse_args(argv)
    found = 0
    for number in range(args.start, args.start + args.tries):
        line = Search(args.name, number, args.budget).solve()
        if line is None:
            continue
        if not verify(args.name, number, line):
            print(f"deal {number}: the search's line does not win through patience_core", file=sys.stderr)
            return 1
        print(f"{args.name} deal {number}: won in {len(line)} moves")
        print(" ".join(line))
        found += 1
        if found >= args.count:
            return 0
    return 0 if found else 1


if __name__ == "__main__":
    sys.exit(main())
