"""A clause of piles that move only whole from one to another."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part, Piles, _governs
from patience_core.markers import hookimpl
from patience_core.model import Move, Position
from patience_core.rulings import illegal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["WholePiles"]


class WholePiles:
    """A pile of ``piles`` goes onto a pile of ``onto`` only whole: every card of it, or none.

    What may be lifted, and where it may go, the game's other clauses say
    (an :class:`Available` with ``sequences``, a :class:`Building`); this one
    refuses a part of the pile. A move to any other pile (a foundation) is
    left to them (Hoffmann's The Demon joins a column onto another whole,
    while its last card alone goes up to a base).

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1921
    >>> demon = HOFFMANN_1921.game("The Demon").paragraph(2)
    >>> whole = WholePiles(demon, piles=("c1", "c2"), onto=("c1", "c2"), rule="a column is joined on to another whole")
    >>> column = Pile("c1", Role.TABLEAU, tuple(parse_card(c) for c in ("9S", "8H")))
    >>> ten, base = Pile("c2", Role.TABLEAU, (parse_card("10D"),)), Pile("f1", Role.FOUNDATION, (parse_card("7H"),))
    >>> table = Position("x", "y", 1, 0, (column, ten, base))
    >>> print(whole.patience_check_move(table, Move("c1", "c2")).describe())
    a column is joined on to another whole [Hoffmann 1921, No. 7 "The Demon", ¶2]
    >>> [whole.patience_check_move(table, move) for move in (Move("c1", "c2", 2), Move("c1", "f1"))]
    [None, None]
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(self, cite: Citation, *, piles: Piles, onto: Piles, rule: str = "a pile moves only whole") -> None:
        self.cite = cite
        self.piles = piles
        self.onto = onto
        self.rule = rule

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move from one of ``piles`` onto one of ``onto`` takes the whole pile, or is refused."""
        if not isinstance(move, Move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        if _governs(self.piles, source) and _governs(self.onto, target) and move.count != len(source.cards):
            return illegal(self.rule, self.cite)
        return None
