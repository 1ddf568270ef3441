"""Clauses of what a player who is blocked may still do: the book's indulgences."""

from __future__ import annotations

import itertools
from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part
from patience_core.clauses.pairs import Pairs
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["ExtraCard"]


class ExtraCard:
    """When every place is filled and nothing on them pairs, one more card is turned from the stock onto ``extra``.

    The move ``deal`` turns it. ``pairs`` is the game's :class:`Pairs`, which
    must govern ``extra`` beside the ``places``: the card turned pairs with a
    card of the places, or goes by itself if its rank is one of the pairs'
    ``alone``, as any other card would (with ``alone_cite``, the rule that
    lets the card turned go so is cited for it). If it does neither, the game
    is lost, for no move is left. Once it is gone, and the places are blocked
    again, another card may be turned in the same way.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> elevens = HOFFMANN_1892.game(13).page(26)
    >>> pairs = Pairs(elevens, piles=("t1", "t2", "extra"), total=11, alone=(11, 12, 13), alone_cite=elevens)
    >>> extra = ExtraCard(elevens, pairs=pairs, places=("t1", "t2"))
    >>> def table(t1, t2, stock):
    ...     piles = [Pile(pile_id, Role.TABLEAU, (parse_card(text),) if text else ()) for pile_id, text in
    ...              (("t1", t1), ("t2", t2), ("extra", ""))]
    ...     return Position("x", "y", 1, 0, (*piles, Pile("stock", Role.STOCK, (parse_card(stock),))))
    >>> print(extra.patience_check_move(table("7S", "4D", "8C"), Deal()).rule)
    one more card is turned only when no card on the places pairs
    >>> blocked = table("7S", "5D", "4C")
    >>> print(extra.patience_check_move(blocked, Deal()).rule)
    one more card is turned from the stock: it must pair at once, or the game is lost
    >>> str(extra.patience_apply_move(blocked, Deal()).pile("extra").top)
    '4C'
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self,
        cite: Citation,
        *,
        pairs: Pairs,
        places: tuple[str, ...],
        extra: str = "extra",
        stock: str = "stock",
        alone_cite: Citation | None = None,
    ) -> None:
        self.cite = cite
        self.alone_cite = alone_cite
        self.pairs = pairs
        self.places = places
        self.extra = extra
        self.stock = stock
        self.rule = "one more card is turned from the stock: it must pair at once, or the game is lost"

    def blocked(self, position: Position) -> bool:
        """Whether no card on the places pairs with another, nor goes by itself."""
        tops = [position.pile(pile_id).top for pile_id in self.places]
        cards = [card for card in tops if card is not None]
        if any(card.rank in self.pairs.alone for card in cards):
            return False
        return not any(self.pairs.pair(one, other) for one, other in itertools.combinations(cards, 2))

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The extra card is offered; the rule below says when it may be turned."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Every place filled, nothing pairing, the last extra card gone, and a card in the stock."""
        if isinstance(move, Move) and move.source == self.extra and self.alone_cite is not None:
            if self.pairs.alone and self.pairs.lone(position, move):
                return legal(f"the card turned goes by itself: {self.pairs.alone_rule}", self.alone_cite)
        if not isinstance(move, Deal):
            return None
        if position.pile(self.extra).cards:
            return illegal("the card turned must pair at once: no other is turned meanwhile", self.cite)
        if not position.pile(self.stock).cards:
            return illegal("the stock is used up", self.cite)
        if any(not position.pile(pile_id).cards for pile_id in self.places):
            return illegal("one more card is turned only when every place is filled", self.cite)
        if not self.blocked(position):
            return illegal("one more card is turned only when no card on the places pairs", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The top card of the stock onto ``extra``."""
        if not isinstance(move, Deal):
            return None
        stock = position.pile(self.stock).cards
        return position.with_piles({self.stock: stock[:-1], self.extra: stock[-1:]})

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """One extra card at a time."""
        held = len(position.pile(self.extra).cards)
        return [f"{self.extra} holds {held} cards, but one more card is turned at a time"] if held > 1 else []
