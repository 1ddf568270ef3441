"""A game in play: a position, the rulebook that judges it, and the moves so far.

A saved game is the position JSON (:mod:`patience_core.notation`) with two more
fields: ``moves``, the moves played, and ``start``, the position they were
played from (absent when the game began at the deal of its number). Loading
replays the moves from the start and refuses the file unless they lead to the
saved position, so undo works after a load and a tampered file is caught.
"""

from __future__ import annotations

import json
from collections import Counter
from typing import TYPE_CHECKING, Any

from patience_core.errors import IllegalMoveError, PatienceError, PositionError
from patience_core.model import Action, Edition, Position, Variant
from patience_core.notation import diagram, position_to_dict
from patience_core.rulings import Ruling

if TYPE_CHECKING:
    from patience_core.rulebook import Rulebook

__all__ = ["Game"]


class Game:
    """A patience in play.

    Make one with :func:`patience_core.new_game` or :func:`patience_core.load_game`.
    """

    def __init__(self, rulebook: Rulebook, position: Position, *, from_deal: bool = True) -> None:
        self.rulebook = rulebook
        self._start = position
        self._from_deal = from_deal
        self._positions: list[Position] = [position]
        self._moves: list[Action] = []
        self._seen: Counter[tuple[object, ...]] = Counter([position.table_key()])
        self._legal: list[Action] | None = None

    # ----------------------------------------------------------------- what it is

    @property
    def position(self) -> Position:
        """The current position."""
        return self._positions[-1]

    @property
    def variant(self) -> Variant:
        """The patience being played."""
        return self.rulebook.variant

    @property
    def edition(self) -> Edition:
        """The edition (reading of the rules) being played."""
        return self.rulebook.edition

    @property
    def number(self) -> int | None:
        """The deal number, or ``None`` for a position set up by hand."""
        return self.position.number

    @property
    def moves(self) -> tuple[Action, ...]:
        """The moves played so far, first to last."""
        return tuple(self._moves)

    # ----------------------------------------------------------------- playing

    def legal_moves(self) -> list[Action]:
        """Every legal move in the current position, redeals and deals included."""
        if self._legal is None:
            self._legal = self.rulebook.legal_moves(self.position)
        return list(self._legal)

    def judge(self, move: object) -> Ruling:
        """The ruling on ``move`` without playing it.

        Raises :class:`~patience_core.InvalidMoveError` if it is not a move on this table.
        """
        action = self.rulebook.check_form(self.position, move)
        return self.rulebook.judge(self.position, action)

    def is_legal(self, move: object) -> bool:
        """Whether ``move`` is a legal move now (``False`` for something that is no move)."""
        try:
            return self.judge(move).legal
        except PatienceError:
            return False

    def play(self, move: object) -> Action:
        """Play ``move``: a :class:`~patience_core.Move`, its dict form or its text notation.

        Returns the move as parsed. An illegal move raises
        :class:`~patience_core.IllegalMoveError` naming the rule it breaks, and a
        malformed one :class:`~patience_core.InvalidMoveError`; either way the
        game is left as it was.
        """
        position = self.position
        action = self.rulebook.check_form(position, move)
        ruling = self.rulebook.judge(position, action)
        if not ruling.legal:
            raise IllegalMoveError(action, ruling)
        after = self.rulebook.apply(position, action)
        self._positions.append(after)
        self._moves.append(action)
        self._seen[after.table_key()] += 1
        self._legal = None
        return action

    def undo(self) -> Action:
        """Take back the last move and return it."""
        if not self._moves:
            raise PatienceError("there is no move to undo")
        undone = self._positions.pop()
        self._seen[undone.table_key()] -= 1
        self._legal = None
        return self._moves.pop()

    @property
    def is_won(self) -> bool:
        """Whether every card is home, by the patience's win check."""
        return self.rulebook.is_won(self.position)

    @property
    def is_over(self) -> bool:
        """Whether the game is won or no legal move is left."""
        return self.is_won or not self.legal_moves()

    def is_repetition(self) -> bool:
        """Whether the current position (piles, redeals, state) occurred earlier in this game."""
        return self._seen[self.position.table_key()] > 1

    # ----------------------------------------------------------------- text

    def to_dict(self) -> dict[str, Any]:
        """The saved game as a dict: the position, the moves and, if needed, the start."""
        data = position_to_dict(self.position, self.variant.pack)
        data["moves"] = [move.to_dict() for move in self._moves]
        if not self._from_deal:
            data["start"] = position_to_dict(self._start, self.variant.pack)
        return data

    def to_json(self, indent: int | None = None) -> str:
        """The saved game as JSON text; :func:`patience_core.load_game` reads it back."""
        return json.dumps(self.to_dict(), indent=indent, ensure_ascii=False)

    def replay(self, moves: list[Any]) -> None:
        """Play each of ``moves``, refusing the lot with :class:`PositionError` if one fails."""
        for i, move in enumerate(moves):
            try:
                self.play(move)
            except PatienceError as error:
                raise PositionError(f"saved move {i + 1} cannot be played: {error}") from None

    def __str__(self) -> str:
        return diagram(self.position, self.variant.title)

    def unicode(self) -> str:
        """The text diagram with suit symbols (``A♠``) instead of letters."""
        return diagram(self.position, self.variant.title, symbols=True)

    def __repr__(self) -> str:
        number = "" if self.number is None else f", number={self.number}"
        return f"<Game {self.variant.name!r}{number}, edition={self.edition.name!r}, moves={len(self._moves)}>"

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, Game):
            return NotImplemented
        return self.position == other.position and self._moves == other._moves

    __hash__ = None  # type: ignore[assignment]
