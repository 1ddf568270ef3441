"""Clauses of a row of cards laid one beside another: the next card dealt to its end, cards between two alike
thrown out and the row closed up (Royal Marriage, Push-pin, Accordion)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part
from patience_core.clauses.stock import CardByCard
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["DealToRow", "Intervening"]


def _row(position: Position, places: tuple[str, ...]) -> list[Card]:
    """The cards of the row, from its first place on, one a place."""
    return [card for place in places for card in position.pile(place).cards]


def _lay(position: Position, places: tuple[str, ...], cards: Sequence[Card]) -> Position:
    """``position`` with ``cards`` laid on the row from its first place, one a place, the rest of it empty."""
    return position.with_piles({place: tuple(cards[i : i + 1]) for i, place in enumerate(places)})


class DealToRow(CardByCard):
    """A deal as a move: the next card of the stock laid at the end of the row, in its first empty place.

    >>> from patience_core import Deal, Pile, Role
    >>> from patience_core.sources import HOFFMANN_1892
    >>> deal = DealToRow(HOFFMANN_1892.game(6).page(15), row=("r1", "r2", "r3"))
    >>> table = (Pile("r1", Role.TABLEAU, (parse_card("QH"),)), Pile("r2", Role.TABLEAU), Pile("r3", Role.TABLEAU),
    ...          Pile("stock", Role.STOCK, (parse_card("KH"), parse_card("5C"))))
    >>> after = deal.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(pile.top) for pile in after.piles]
    ['QH', '5C', 'None', 'KH']
    """

    def __init__(self, cite: Citation, *, row: tuple[str, ...], stock: str = "stock") -> None:
        self.cite = cite
        self.row = row
        self.stock = stock
        self.rule = "the next card is laid at the end of the row"

    def place(self, position: Position, card: Card) -> str:
        """The row's first empty place (the last, if the row is full)."""
        return next((place for place in self.row if not position.pile(place).cards), self.row[-1])


class Intervening:
    """One card, or two side by side, lying between two cards alike in suit or in value are thrown out; the row
    closes up.

    ``row`` names the row's places in order, a card to a place; ``into`` is
    the pile of the cards thrown out. A single card is thrown out as a move
    onto ``into``, ``r5-out``; two cards side by side as a move of the first
    onto the second, ``r5-r6``. The cards on either side must be alike:
    of one suit or of one value. The two thrown out need not be alike.

    >>> from patience_core import Pile, Role
    >>> from patience_core.sources import HOFFMANN_1892
    >>> marriage = Intervening(HOFFMANN_1892.game(6).page(15), row=("r1", "r2", "r3", "r4"), into="out")
    >>> cards = ("QH", "9C", "3H", "QS")
    >>> table = (*(Pile(f"r{i}", Role.TABLEAU, (parse_card(text),)) for i, text in enumerate(cards, 1)),
    ...          Pile("out", Role.FOUNDATION))
    >>> position = Position("x", "y", 1, 0, table)
    >>> marriage.patience_card_moves(position)
    [Move('r2', 'out'), Move('r2', 'r3')]
    >>> after = marriage.patience_apply_move(position, Move("r2", "r3"))
    >>> [str(pile.top) for pile in after.piles]
    ['QH', 'QS', 'None', 'None', '3H']
    >>> refused = marriage.patience_check_move(position, Move("r3", "out"))
    >>> refused.legal, refused.rule
    (False, 'only one card, or two side by side, lying between two cards alike in suit or value is thrown out')
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(self, cite: Citation, *, row: tuple[str, ...], into: str = "out") -> None:
        self.cite = cite
        self.row = row
        self.into = into
        self.places = {place: i for i, place in enumerate(row)}
        self.rule = "only one card, or two side by side, lying between two cards alike in suit or value is thrown out"

    @staticmethod
    def alike(one: Card, other: Card) -> bool:
        """Whether two cards are alike: of one suit or of one value."""
        return one.suit is other.suit or one.rank == other.rank

    def throws(self, position: Position) -> list[Move]:
        """The throw-outs the row allows: each card between two alike, and each two side by side between two alike."""
        cards = _row(position, self.row)
        moves = []
        for i in range(1, len(cards) - 1):
            if self.alike(cards[i - 1], cards[i + 1]):
                moves.append(Move(self.row[i], self.into))
            if i + 2 < len(cards) and self.alike(cards[i - 1], cards[i + 2]):
                moves.append(Move(self.row[i], self.row[i + 1]))
        return moves

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The throw-outs: the row's cards go nowhere else."""
        return list(self.throws(position))

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card moved from the row is a throw-out the row allows; nothing leaves ``into``."""
        if not isinstance(move, Move) or (move.source not in self.places and move.source != self.into):
            return None
        if move.count == 1 and move in self.throws(position):
            return legal(self.rule, self.cite)
        return illegal(self.rule, self.cite)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """On ``into`` (a position read, its cards judged one at a time), any card: the cards thrown out."""
        if pile.id != self.into:
            return None
        return legal(f"the cards thrown out lie on {self.into}", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The card or two thrown out onto ``into``, the row closed up."""
        if not isinstance(move, Move) or move.source not in self.places:
            return None
        cards = _row(position, self.row)
        first = self.places[move.source]
        gone = cards[first : first + (1 if move.target == self.into else 2)]
        kept = cards[:first] + cards[first + len(gone) :]
        after = position.with_piles({self.into: (*position.pile(self.into).cards, *gone)})
        return _lay(after, self.row, kept)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The row lies from its first place on, a card to a place, with no gap."""
        heights = [len(position.pile(place).cards) for place in self.row]
        if any(height > 1 for height in heights):
            return ["a place of the row holds more than one card"]
        if 0 in heights and any(heights[heights.index(0) :]):
            return ["the row has a gap: it closes up as cards are thrown out"]
        return []
