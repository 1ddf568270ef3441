"""Clauses of covering: a pair left where it lies and covered with the next cards of the stock."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, Piles, _governs, _ruling
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position
from patience_core.rulings import illegal

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling
    from patience_core.sources import Citation

__all__ = ["CoverPairs"]


class CoverPairs:
    """Two exposed cards that make a pair are covered with the next cards of the stock, one on each.

    A pair is played as a move of one card onto the other, ``t1-t5``, as
    :class:`Pairs` plays one, but the two cards stay where they lie: the top
    card of ``stock`` covers the first, the next the second, and the cards
    beneath are out of play. Two cards pair when their ranks add up to
    ``total`` (the knave eleven, the queen twelve, the king thirteen), or,
    with ``same_suit``, when they are of one suit. A pair is covered only
    while the stock has a card to cover it with.

    >>> from patience_core import Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> elevens = CoverPairs(HOFFMANN_1892.game(14).page(27), piles=("t1", "t2", "t3"), total=11)
    >>> def pile(pile_id, text, role=Role.TABLEAU):
    ...     return Pile(pile_id, role, tuple(parse_card(card) for card in text.split()))
    >>> table = (pile("t1", "7S"), pile("t2", "9D"), pile("t3", "4H"), pile("stock", "KC QD", Role.STOCK))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(elevens.patience_can_place(position, position.pile("t2"), (parse_card("7S"),)).rule)
    two cards adding up to 11 are covered with the next cards of the stock
    >>> after = elevens.patience_apply_move(position, Move("t1", "t3"))
    >>> [" ".join(map(str, pile.cards)) for pile in after.piles]
    ['7S QD', '9D', '4H KC', '']
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles,
        total: int | None = None,
        same_suit: bool = False,
        stock: str = "stock",
    ) -> None:
        if (total is None) == (not same_suit):
            raise ValueError("CoverPairs: a pair is made by total= or by same_suit=, one of them")
        self.cite = cite
        self.piles = piles
        self.total = total
        self.same_suit = same_suit
        self.stock = stock
        how = f"two cards adding up to {total}" if total is not None else "two cards of one suit"
        self.rule = f"{how} are covered with the next cards of the stock"

    def pair(self, one: Card, other: Card) -> bool:
        """Whether ``one`` and ``other`` make a pair."""
        return one.suit is other.suit if self.same_suit else one.rank + other.rank == self.total

    def _covering(self, position: Position, move: Action) -> bool:
        """Whether ``move`` is one card of ours played onto another of ours."""
        if not isinstance(move, Move):
            return False
        target = position.pile(move.target)
        return _governs(self.piles, position.pile(move.source)) and _governs(self.piles, target) and bool(target.cards)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A pair is two single cards, and is covered only while the stock lasts."""
        if not self._covering(position, move):
            return None
        assert isinstance(move, Move)
        if move.count != 1:
            return illegal("a pair is two single cards", self.cite)
        if not position.pile(self.stock).cards:
            return illegal("the stock is used up: there is nothing to cover a pair with", self.cite)
        return None

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """Whether ``cards`` pair with the top of ``pile``; ``None`` for a pile not governed, or empty."""
        if not _governs(self.piles, pile) or pile.top is None:
            return None
        return len(cards) == 1 and self.pair(pile.top, cards[0])

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """A card pairs with a pile's top card."""
        return _ruling(self.accepts(pile, cards), self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The next card of the stock onto the first card of the pair, the one after onto the second."""
        if not self._covering(position, move):
            return None
        assert isinstance(move, Move)
        stock = list(position.pile(self.stock).cards)
        changes = {}
        for pile_id in (move.source, move.target):
            if stock:
                changes[pile_id] = (*position.pile(pile_id).cards, stock.pop())
        return position.with_piles({**changes, self.stock: tuple(stock)})

    @hookimpl
    def patience_solver_score(self, position: Position) -> float:
        """A solver hint: the further the stock is dealt, the nearer the end (no card ever reaches a foundation)."""
        return -float(len(position.pile(self.stock).cards))
