"""Clauses of a redeal that deals nothing: each pile's undermost card taken out and laid on its top."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, Piles, _named, _selected
from patience_core.markers import hookimpl
from patience_core.model import Position, Redeal
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from collections.abc import Sequence

    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Rotate"]


class Rotate:
    """The redeal: the undermost card of each of ``piles`` is taken out and laid on its top.

    The piles keep their places and the rest of their cards; only the card
    that lay at the bottom of each comes to the top, where it is available.
    A pile of one card, or none, is left as it is. It counts as a redeal: how
    many there are is the variant's ``redeals``, counted by the engine.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> crescent = Rotate(HOFFMANN_1892.game(30).page(52), piles=("t1", "t2"))
    >>> heaps = (Pile("t1", Role.TABLEAU, tuple(parse_card(c) for c in ("9C", "4D", "QH"))),
    ...          Pile("t2", Role.TABLEAU, (parse_card("2S"),)))
    >>> position = Position("x", "y", 1, 3, heaps)
    >>> print(crescent.patience_check_move(position, Redeal()).rule)
    the undermost card of each of t1, t2 is laid on its top
    >>> after = crescent.patience_redeal(position, Redeal())
    >>> [" ".join(str(card) for card in pile.cards) for pile in after.piles]
    ['4D QH 9C', '2S']
    """

    governs: ClassVar[Part] = Part.REDEALS

    def __init__(self, cite: Citation, *, piles: Piles) -> None:
        self.cite = cite
        self.piles = piles
        self.rule = f"the undermost card of each of {_named(piles)} is laid on its top"

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The redeal is offered; the rule below says when it is legal."""
        return [Redeal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A redeal takes no order, and needs a pile of two cards or more to change."""
        if not isinstance(move, Redeal):
            return None
        if move.order:
            return illegal("the redeal takes no order: the rules fix it", self.cite)
        if not any(len(pile.cards) > 1 for pile in _selected(self.piles, position)):
            return illegal("no pile holds a card under its top card to bring up", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Each pile's bottom card moved to its top."""
        changes: dict[str, Sequence[Card]] = {
            pile.id: (*pile.cards[1:], pile.cards[0]) for pile in _selected(self.piles, position) if len(pile.cards) > 1
        }
        return position.with_piles(changes)
