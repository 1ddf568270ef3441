"""Clauses of chains: each card slipped under the heap of its number, whose top card is taken next."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import _RANK_NAMES, Part
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["UnderItsNumber"]


class UnderItsNumber:
    """Each card taken is slipped under the heap of its number, and that heap's top card is taken next.

    ``heaps`` are the heaps numbered in order, the first for the ace. Each
    move ``deal`` takes the top card of the heap whose turn it is (``start``,
    the first heap unless given, to begin with) and slips it under the heap of
    its rank, whose turn it then is. A card of a rank with no heap (the kings,
    when there are twelve heaps) is laid on ``aside`` instead, by the rule
    ``aside_cite``, and the top card of ``reserve`` is taken in its place. The
    chain ends when the heap whose turn it is holds only cards of its own
    number, since nothing is left to move (or when such a card finds the
    reserve used up). The game is won when every heap
    holds only cards of its own number and the reserve is used up. The
    position records the heap whose turn it is in its state, ``turn``. No card
    is moved by hand.

    ``start`` may be the ``reserve`` itself: the chain then begins with the
    reserve's top card, and (each heap then being one card over its number's
    share while it is to give) ends only when a card with no heap finds the
    reserve used up.

    >>> from patience_core import Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> hidden = HOFFMANN_1892.game(10)
    >>> chain = UnderItsNumber(hidden.page(21), heaps=("h1", "h2"), aside="kings", aside_cite=hidden.page(21))
    >>> def pile(pile_id, text, role=Role.TABLEAU):
    ...     return Pile(pile_id, role, tuple(parse_card(card) for card in text.split()))
    >>> table = (pile("h1", "AS 2C"), pile("h2", "AD KH"), pile("kings", "", Role.FOUNDATION),
    ...          pile("reserve", "AC", Role.STOCK))
    >>> def cards(position):
    ...     return [" ".join(map(str, pile.cards)) for pile in position.piles], position.get("turn")
    >>> position = chain.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> cards(position)
    (['AS', '2C AD KH', '', 'AC'], 'h2')

    The king goes aside, and the reserve's ace under the first heap:

    >>> position = chain.patience_apply_move(position, Deal())
    >>> cards(position)
    (['AC AS', '2C AD', 'KH', ''], 'h1')
    >>> print(chain.patience_check_move(position, Deal()).rule)
    the chain ends: h1 holds only cards of its own number

    Begun from the reserve, the first card is the reserve's:

    >>> travellers = UnderItsNumber(hidden.page(21), heaps=("h1", "h2"), aside="kings", aside_cite=hidden.page(21),
    ...                             start="reserve")
    >>> cards(travellers.patience_apply_move(Position("x", "y", 1, 0, table), Deal()))
    (['AC AS 2C', 'AD KH', '', ''], 'h1')
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self,
        cite: Citation,
        *,
        heaps: tuple[str, ...],
        aside: str,
        aside_cite: Citation,
        reserve: str = "reserve",
        start: str | None = None,
    ) -> None:
        self.cite = cite
        self.heaps = heaps
        self.aside = aside
        self.aside_cite = aside_cite
        self.reserve = reserve
        self.start = start or heaps[0]
        self.rule = "the top card of the heap whose turn it is is slipped under the heap of its number"

    def heap_of(self, card: Card) -> str | None:
        """The heap of ``card``'s number, or ``None`` for a rank with no heap."""
        return self.heaps[card.rank - 1] if card.rank <= len(self.heaps) else None

    def turn(self, position: Position) -> str:
        """The heap whose top card is taken next."""
        turn: str = position.get("turn", self.start)
        return turn

    def settled(self, position: Position, pile_id: str) -> bool:
        """Whether the heap ``pile_id`` holds only cards of its own number."""
        number = self.heaps.index(pile_id) + 1
        return all(card.rank == number for card in position.pile(pile_id).cards)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card of the chain; the rule below says whether it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The chain goes on while the heap whose turn it is holds a card of another number."""
        if isinstance(move, Move):
            return illegal("no card is moved by hand: each goes under the heap of its number in turn", self.cite)
        if not isinstance(move, Deal):
            return None
        turn = self.turn(position)
        if turn == self.aside or (turn == self.reserve and not position.pile(turn).cards):
            return illegal("the chain ends: the reserve is used up", self.aside_cite)
        if turn == self.reserve:
            return legal("the reserve's top card is slipped under the heap of its number", self.cite)
        if self.settled(position, turn):
            return illegal(f"the chain ends: {turn} holds only cards of its own number", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The card taken goes under its heap; a card with no heap goes aside for the reserve's top card."""
        if not isinstance(move, Deal):
            return None
        turn = self.turn(position)
        taken = position.pile(turn).cards
        card = taken[-1]
        changes = {turn: taken[:-1]}
        aside, reserve = position.pile(self.aside).cards, changes.get(self.reserve, position.pile(self.reserve).cards)
        heap = self.heap_of(card)
        while heap is None and reserve:
            aside, card, reserve = (*aside, card), reserve[-1], reserve[:-1]
            heap = self.heap_of(card)
        if heap is None:  # the reserve is used up: the chain ends on this card, laid aside
            after = position.with_piles({**changes, self.aside: (*aside, card), self.reserve: reserve})
            return after.with_state(turn=self.aside)
        after = position.with_piles({**changes, self.aside: aside, self.reserve: reserve})
        after = after.with_piles({heap: (card, *after.pile(heap).cards)})
        return after.with_state(turn=heap)

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when every heap holds only cards of its number and the reserve is used up."""
        return not position.pile(self.reserve).cards and all(self.settled(position, heap) for heap in self.heaps)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Only cards with no heap lie aside (a saved position is read card by card)."""
        if pile.id != self.aside:
            return None
        allowed = all(self.heap_of(card) is None for card in cards)
        above = _RANK_NAMES[len(self.heaps)]
        return (legal if allowed else illegal)(f"only cards above the {above} are laid aside", self.aside_cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The turn is one of the heaps (or ``aside``, the chain ended; or the reserve it starts from)."""
        turn = position.get("turn", self.start)
        return (
            [] if turn in (*self.heaps, self.aside, self.start) else [f"state 'turn' is {turn!r}, not one of the heaps"]
        )
