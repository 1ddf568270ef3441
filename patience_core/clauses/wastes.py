"""Clauses of several waste-heaps: a card turned laid on any of them, their top cards played only home."""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["WasteHeaps"]


class WasteHeaps:
    """Several waste-heaps: a card turned from the stock may be laid on any of ``piles``, whose tops go only home.

    The player chooses the heap for each card; only the top card of a heap is
    available, and it may go only to a foundation, one card at a time. Nothing
    but a card turned goes on a waste-heap.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> heaps = WasteHeaps(HOFFMANN_1892.game(22).page(39), piles=("w1", "w2"))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AC"),)), Pile("w1", Role.WASTE, (parse_card("9H"),)),
    ...          Pile("w2", Role.WASTE), Pile("stock", Role.STOCK, (parse_card("KS"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(heaps.patience_check_move(position, Move("stock", "w1")).rule)
    a card turned is laid on any waste-heap the player chooses
    >>> print(heaps.patience_check_move(position, Move("w1", "w2")).rule)
    a waste-heap's top card goes only to a foundation
    >>> heaps.patience_check_move(position, Move("w1", "f1")) is None
    True
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(self, cite: Citation, *, piles: tuple[str, ...], stock: str = "stock") -> None:
        self.cite = cite
        self.piles = piles
        self.stock = stock
        self.rule = "a card turned is laid on any waste-heap the player chooses"

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Only a card turned goes on a waste-heap, and a waste-heap's top card goes only to a foundation."""
        if not isinstance(move, Move):
            return None
        if move.source in self.piles and position.pile(move.target).role is not Role.FOUNDATION:
            return illegal("a waste-heap's top card goes only to a foundation", self.cite)
        if move.target in self.piles:
            if move.source != self.stock or move.count != 1:
                return illegal("only a card turned from the stock goes on a waste-heap", self.cite)
            return legal(self.rule, self.cite)
        return None

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """One card from the stock or a waste-heap; ``None`` for any other pile."""
        if pile.id != self.stock and pile.id not in self.piles:
            return None
        return (1,) if pile.cards else ()

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """A waste-heap takes any card (the move rule says from where); ``None`` for any other pile."""
        return True if pile.id in self.piles else None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The card turned and each waste-heap's top card, one at a time."""
        if pile.id != self.stock and pile.id not in self.piles:
            return None
        if count != 1:
            return illegal("cards are turned and played one at a time", self.cite)
        return legal("the card turned and the top card of each waste-heap are available", self.cite)
