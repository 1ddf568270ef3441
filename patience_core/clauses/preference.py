"""Clauses of precedence between the cards that could go home: which group's card is played first."""

from __future__ import annotations

from typing import ClassVar

from patience_core.clauses.common import Part, Piles, _governs, _selected
from patience_core.clauses.foundations import Foundations
from patience_core.markers import hookimpl
from patience_core.model import Action, Move, Position
from patience_core.rulings import Ruling, illegal
from patience_core.sources import Citation

__all__ = ["Preference"]


class Preference:
    """A card of ``then`` goes to a foundation only if no available card of ``first`` could go to that foundation.

    When a card at the end of one group and a card of another could both be
    played to the same foundation (two packs hold two of each card), the
    first group's card must be taken: Hoffmann's The Plait, whose plait has
    "the preference" over the auxiliary cards (No. 54, pp. 105–106). A card of
    ``then`` that fits a foundation no card of ``first`` fits may still go.
    The ``foundations`` are the game's :class:`Foundations` clause.

    >>> from patience_core import parse_card
    >>> from patience_core.model import Pile, Role
    >>> from patience_core.sources import HOFFMANN_1892
    >>> plait = HOFFMANN_1892.game(54)
    >>> home = Foundations(plait.page(105))
    >>> first = Preference(plait.page(105, 106), first=("plait",), then=("c1",), foundations=home)
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AH"),)), Pile("f2", Role.FOUNDATION, (parse_card("AS"),)),
    ...          Pile("plait", Role.RESERVE, (parse_card("2H"),)), Pile("c1", Role.RESERVE, (parse_card("2H"),)))
    >>> print(first.patience_check_move(Position("x", "y", 1, 0, table), Move("c1", "f1")).describe())
    the plait's card has the preference for that foundation [Hoffmann 1892, No. 54 "The Plait", pp. 105–106]
    >>> first.patience_check_move(Position("x", "y", 1, 0, table), Move("plait", "f1")) is None
    True
    """

    governs: ClassVar[Part] = Part.FOUNDATIONS

    def __init__(self, cite: Citation, *, first: Piles, then: Piles, foundations: Foundations, name: str = "") -> None:
        self.cite = cite
        self.first = first
        self.then = then
        self.foundations = foundations
        what = name or (" or ".join(first) if isinstance(first, tuple) else first.value)
        self.rule = f"the {what}'s card has the preference for that foundation"

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move of one card from ``then`` to a foundation that a top card of ``first`` fits is refused."""
        if not isinstance(move, Move) or not _governs(self.then, position.pile(move.source)):
            return None
        target = position.pile(move.target)
        if not _governs(self.foundations.piles, target):
            return None
        for pile in _selected(self.first, position):
            card = pile.top
            if card is None or not self.foundations.fits(target, card):
                continue
            if self.foundations.refuses_first(position, target, card) is None:
                return illegal(self.rule, self.cite)
        return None
