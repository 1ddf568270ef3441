"""Clauses of compulsion: a card that can go home must go home before anything else is done."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part, _governs
from patience_core.clauses.foundations import Foundations
from patience_core.markers import hookimpl
from patience_core.model import Move, Position
from patience_core.rulings import illegal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["HomeFirst"]


class HomeFirst:
    """While the top card of one of ``piles`` fits one of ``foundations``, it must be played there first.

    Any move but a card played to one of the foundations is refused, naming
    the pile; the player chooses which card to play home first (several
    clauses of compulsion never block one another), and to which foundation
    it goes where it fits two.
    Naming the stock among ``piles`` makes the card turned from it go home
    when it fits (Hoffmann's Wheatsheaf: the cards of a reserve, and the top
    card of the waste-heap, that can go to a foundation "must be so played").

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> cite = HOFFMANN_1892.game(44).page(81)
    >>> home = Foundations(cite, piles=("f1",))
    >>> first = HomeFirst(cite, piles=("a1", "a2", "talon"), foundations=(home,))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), Pile("a1", Role.TABLEAU, (parse_card("2S"),)),
    ...          Pile("a2", Role.TABLEAU, (parse_card("9D"),)), Pile("talon", Role.WASTE))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(first.patience_check_move(position, Move("a2", "a1")).describe())
    a card that can go to a foundation is played there first: a1 [Hoffmann 1892, No. 44 "The Wheatsheaf", p. 81]
    >>> first.patience_check_move(position, Move("a1", "f1")) is None
    True
    """

    governs: ClassVar[Part] = Part.FOUNDATIONS

    def __init__(self, cite: Citation, *, piles: tuple[str, ...], foundations: Sequence[Foundations]) -> None:
        self.cite = cite
        self.piles = piles
        self.foundations = tuple(foundations)
        self.rule = "a card that can go to a foundation is played there first"

    def due(self, position: Position) -> list[str]:
        """The piles of ours whose top card fits a foundation now."""
        return [
            pile_id
            for pile_id in self.piles
            if (top := position.pile(pile_id).top) is not None
            and any(group.next_home(position, top) is not None for group in self.foundations)
        ]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Refuse anything but a card played home, while one of ours is due there."""
        due = self.due(position)
        if not due:
            return None
        if isinstance(move, Move) and move.count == 1:
            target = position.pile(move.target)
            if any(_governs(group.piles, target) for group in self.foundations):
                return None  # a card played home, this one or another first: the foundations judge whether it fits
        return illegal(f"{self.rule}: {due[0]}", self.cite)
