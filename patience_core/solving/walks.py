"""Seeded random play: the walk that tests, audits and benchmarks take through a patience.

:func:`random_walk` plays a game at random, a seeded :class:`random.Random`
choosing each move among the legal ones, and hands the caller every position
before its move is chosen. It plays a :class:`~patience_core.Game`, which
records the moves (to save or replay them), or a :class:`Table`, a position
played straight through a rulebook with nothing recorded, for a benchmark or a
test that looks at positions only.

>>> import random
>>> from patience_core import new_game
>>> game = new_game("sir-tommy", number=1)
>>> for legal in random_walk(game, random.Random(7), steps=3):
...     print(len(game.moves), "played,", len(legal), "legal")
0 played, 4 legal
1 played, 4 legal
2 played, 4 legal
>>> game.moves
(Move('stock', 'w3'), Move('stock', 'w2'), Move('stock', 'w4'))
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    from patience_core.model import Action, Position
    from patience_core.rulebook import Rulebook

__all__ = ["Playable", "Table", "random_walk"]


class Playable(Protocol):
    """What a walk plays: a :class:`~patience_core.Game` or a :class:`Table`."""

    @property
    def position(self) -> Position:
        """The position as it stands."""
        ...

    @property
    def is_won(self) -> bool:
        """Whether the position is won."""
        ...

    def legal_moves(self) -> list[Action]:
        """The legal moves of the position."""
        ...

    def play(self, move: Action) -> object:
        """Play a legal move."""
        ...


class Table:
    """A position played straight through ``rulebook``: no history kept, a move listed as legal not judged again.

    >>> from patience_core import default_registry
    >>> registry = default_registry()
    >>> table = Table(registry.rulebook("sir-tommy"), registry.new_game("sir-tommy", number=1).position)
    >>> table.play(table.legal_moves()[0])
    Move('stock', 'w1')
    >>> len(table.position.pile("w1").cards), table.is_won
    (1, False)
    """

    def __init__(self, rulebook: Rulebook, position: Position) -> None:
        self.rulebook = rulebook
        self.position = position

    @property
    def is_won(self) -> bool:
        """Whether the position is won, by the patience's win check."""
        return self.rulebook.is_won(self.position)

    def legal_moves(self) -> list[Action]:
        """Every legal move of the position."""
        return self.rulebook.legal_moves(self.position)

    def play(self, move: Action) -> Action:
        """Carry out ``move``, which the caller took from :meth:`legal_moves`."""
        self.position = self.rulebook.apply(self.position, move)
        return move


def random_walk(
    table: Playable, chooser: random.Random, *, steps: int, until_won: bool = False
) -> Iterator[list[Action]]:
    """Play ``table`` at random, ``steps`` moves at most; before each move, yield the legal moves.

    The caller looks at ``table`` (its position, the moves played) while the
    walk waits, then the walk plays a move ``chooser`` picks among those
    yielded. It stops once it has yielded a position without a legal move, or,
    with ``until_won``, a won one; ``chooser`` is asked for nothing else, so a
    seed gives the same walk every time.
    """
    for _ in range(steps):
        legal = table.legal_moves()
        yield legal
        if not legal or (until_won and table.is_won):
            return
        table.play(chooser.choice(legal))
