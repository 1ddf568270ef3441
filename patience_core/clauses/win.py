"""Clauses of the win: what a game is won by, where that is not every card on a foundation."""

from __future__ import annotations

from typing import ClassVar

from patience_core.clauses.common import Part, Piles, _selected
from patience_core.markers import hookimpl
from patience_core.model import Position
from patience_core.sources import Citation

__all__ = ["Cleared"]


class Cleared:
    """The game is won when every pile of ``piles`` is empty, and not before; ``rule`` says what that means.

    A game won by getting rid of the cards (pairing them off, throwing them
    out, dealing them all) names the piles that must be emptied, and cites
    the rule that says so, in place of the engine's rule that every card must
    lie on a foundation.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> elevens = Cleared(HOFFMANN_1892.section("Introduction").page(3), piles=("t1", "stock"),
    ...                   rule="the game is won when every card has been got rid of")
    >>> table = (Pile("t1", Role.TABLEAU), Pile("stock", Role.STOCK, (parse_card("5D"),)))
    >>> elevens.patience_is_won(Position("x", "y", 1, 0, table))
    False
    >>> elevens.patience_is_won(Position("x", "y", 1, 0, (table[0], Pile("stock", Role.STOCK))))
    True
    """

    governs: ClassVar[Part] = Part.WIN

    def __init__(self, cite: Citation, *, piles: Piles, rule: str) -> None:
        self.cite = cite
        self.piles = piles
        self.rule = rule

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when the piles are all empty."""
        return not any(pile.cards for pile in _selected(self.piles, position))
