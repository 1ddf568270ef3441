"""Find won deals of some of Cadogan's games, with a winning line, for the docs' sample games.

Usage::

    python tools/cadogan_samples.py NAME [--start N] [--count K] [--budget B]

``klondike`` is searched by a small model of its own (the book's moves: whole
runs between rows, kings into spaces, one pass through the stock), many times
faster than the engine. Every other game is searched through the engine's own
rules: depth first, the solver's safe plays made at once, foundation plays
tried first, and no row dealt while a card can go to a foundation (playing
first never covers a card that dealing would).

Either way a line is reported only after it has been replayed through
``patience_core`` and found to win there, so a bug here can only miss a win,
never report a false one. A deal not won within ``--budget`` positions is
passed over, not declared lost.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Iterator

import patience_core
from patience_core import Action, Card, Deal, Game, Move, Position, Redeal, Role

Found = tuple[int, ...]


class OutOfBudget(Exception):
    """The deal took more positions than its budget."""


def _put(items: tuple, i: int, item: object) -> tuple:  # type: ignore[type-arg]
    """``items`` with the one at ``i`` replaced."""
    return (*items[:i], item, *items[i + 1 :])


def engine_search(name: str, number: int, budget: int) -> list[Action] | None:
    """A winning line through the engine's rules, or ``None``."""
    game = patience_core.new_game(name, number=number)
    rulebook = game.rulebook
    seen: set[tuple[object, ...]] = set()
    line: list[Action] = []
    count = 0

    def search(position: Position) -> bool:
        nonlocal count
        count += 1
        if count > budget:
            raise OutOfBudget
        made = 0
        while safe := list(rulebook._call("patience_solver_safe_moves", position=position) or ()):
            position = rulebook.apply(position, safe[0])
            line.append(safe[0])
            made += 1
        if rulebook.is_won(position):
            return True
        if position.table_key() not in seen:
            seen.add(position.table_key())
            moves = rulebook.legal_moves(position)
            home = [m for m in moves if isinstance(m, Move) and position.pile(m.target).role is Role.FOUNDATION]
            others = [m for m in moves if m not in home and not (home and isinstance(m, Deal | Redeal))]
            for move in (*home, *others):
                line.append(move)
                if search(rulebook.apply(position, move)):
                    return True
                line.pop()
        del line[len(line) - made :]
        return False

    sys.setrecursionlimit(20_000)
    try:
        return line if search(game.position) else None
    except OutOfBudget:
        return None


def klondike_search(number: int, budget: int) -> list[Action] | None:
    """A winning line of Cadogan's Klondike from a model of its moves, or ``None``."""
    game = patience_core.new_game("klondike", number=number)
    start = game.position
    hidden = [start.pile(f"d{i}").cards for i in range(1, 8)]
    stock = tuple(reversed(start.pile("stock").cards))  # the next card first
    suits = "CSHD"
    seen: set[object] = set()
    line: list[tuple[str, str, int]] = []
    count = 0

    def fits(top: Card, card: Card) -> bool:
        return top.rank == card.rank + 1 and top.colour is not card.colour

    def home(found: Found, card: Card) -> Found | None:
        i = suits.index(card.suit.value)
        return _put(found, i, card.rank) if found[i] == card.rank - 1 else None

    def turn_up(down: Found, up: tuple[tuple[Card, ...], ...], i: int) -> tuple[Found, tuple[tuple[Card, ...], ...]]:
        if not up[i] and down[i]:
            up, down = _put(up, i, (hidden[i][down[i] - 1],)), _put(down, i, down[i] - 1)
        return down, up

    def moves(state: tuple) -> Iterator[tuple[tuple[str, str, int], tuple]]:  # type: ignore[type-arg]
        down, up, found, talon, turned = state
        if talon and (after := home(found, talon[-1])):
            yield ("talon", "home", 1), (down, up, after, talon[:-1], turned)
        for i, row in enumerate(up):
            if row and (after := home(found, row[-1])):
                yield (f"t{i + 1}", "home", 1), (*turn_up(down, _put(up, i, row[:-1]), i), after, talon, turned)
        for i, row in enumerate(up):
            for j, other in enumerate(up):
                if not row or i == j:
                    continue
                if fits(other[-1], row[0]) if other else row[0].is_king and not down[j] and down[i]:
                    moved = _put(_put(up, j, other + row), i, ())
                    yield (f"t{i + 1}", f"t{j + 1}", len(row)), (*turn_up(down, moved, i), found, talon, turned)
        if talon:
            for j, other in enumerate(up):
                if fits(other[-1], talon[-1]) if other else talon[-1].is_king and not down[j]:
                    moved = _put(up, j, other + talon[-1:])
                    yield ("talon", f"t{j + 1}", 1), (down, moved, found, talon[:-1], turned)
        if turned < len(stock):
            yield ("stock", "talon", 1), (down, up, found, (*talon, stock[turned]), turned + 1)

    def search(state: tuple) -> bool:  # type: ignore[type-arg]
        nonlocal count
        count += 1
        if count > budget:
            raise OutOfBudget
        if sum(state[2]) == 52:
            return True
        if state in seen:
            return False
        seen.add(state)
        for move, after in moves(state):
            line.append(move)
            if search(after):
                return True
            line.pop()
        return False

    down = tuple(len(cards) for cards in hidden)
    up = tuple(start.pile(f"t{i}").cards for i in range(1, 8))
    sys.setrecursionlimit(20_000)
    try:
        if not search((down, up, (0, 0, 0, 0), (), 0)):
            return None
    except OutOfBudget:
        return None
    played: list[Action] = []
    for source, target, count_ in line:
        if target == "home":  # the foundation the engine takes it to: the first that fits
            target = next(p.id for p in game.position.piles_of(Role.FOUNDATION) if game.is_legal(Move(source, p.id)))
        played.append(game.play(Move(source, target, count_)))
    return played


def replayed(name: str, number: int, line: list[Action]) -> Game:
    """The game of ``line`` played through the rules from the deal."""
    game = patience_core.new_game(name, number=number)
    for move in line:
        game.play(move)
    return game


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("name")
    parser.add_argument("--start", type=int, default=1)
    parser.add_argument("--count", type=int, default=1, help="stop after this many won deals")
    parser.add_argument("--budget", type=int, default=20_000, help="positions per deal")
    args = parser.parse_args()
    found, number = 0, args.start
    while found < args.count:
        if args.name == "klondike":
            line = klondike_search(number, args.budget)
        else:
            line = engine_search(args.name, number, args.budget)
        if line is not None and replayed(args.name, number, line).is_won:
            print(f"{args.name} deal {number}: won in {len(line)} moves")
            print(" ".join(str(move) for move in line), flush=True)
            found += 1
        number += 1


if __name__ == "__main__":
    main()
