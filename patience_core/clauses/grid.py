"""Clauses of a grid dealt row under row: the gaps filled from the stock, uppermost row first, then the next row."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, _selected
from patience_core.clauses.foundations import Foundations
from patience_core.clauses.tableau import NarrowEnds
from patience_core.markers import hookimpl
from patience_core.model import Deal, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.clauses.meeting import MeetingPlace
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["GridDeal"]


class GridDeal:
    """A deal as a move into a grid of places, row under row: every gap filled first, then the next row.

    ``rows`` are the places of the grid, row by row from the top, each a place
    for one card; the game's deal lays the first ``dealt`` rows, and the
    position records in its state, as ``rows``, how many have been dealt since.
    A deal (the move ``deal``) fills every empty place of the rows dealt from
    the stock, the uppermost row first and each row from the left; where
    there is none, it deals the next row below the last, from the left. A gap
    the stock runs out before filling stays empty.

    With ``unless`` (the game's :class:`Foundations`), a deal waits while a card
    of the grid that may be taken (by ``available``, the game's
    :class:`NarrowEnds`; every card, without it) fits one of them: "when you
    have made certain that no further card … can be played". With
    ``meeting`` (the game's :class:`~patience_core.clauses.MeetingPlace`), a
    card that would carry a waiting card home counts as one that can be played.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> parallels = HOFFMANN_1892.game(40).page(72)
    >>> rows = (("r1c1", "r1c2"), ("r2c1", "r2c2"), ("r3c1", "r3c2"))
    >>> aces = Foundations(parallels, piles=("f1",))
    >>> deal = GridDeal(parallels, rows=rows, unless=(aces,))
    >>> def table(stock, **places):
    ...     grid = [Pile(place, Role.TABLEAU, tuple(parse_card(c) for c in places.get(place, "").split()))
    ...             for row in rows for place in row]
    ...     stock = Pile("stock", Role.STOCK, tuple(parse_card(c) for c in stock.split()))
    ...     return Position("x", "y", 1, 0, (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), *grid, stock))
    >>> after = deal.patience_apply_move(table("7D 9H 5C", r1c1="KD", r1c2="QC"), Deal())
    >>> [str(after.pile(place).top) for place in ("r2c1", "r2c2")], after.get("rows")
    (['5C', '9H'], 2)
    >>> gaps = deal.patience_apply_move(after.with_piles({"r1c2": ()}), Deal())
    >>> str(gaps.pile("r1c2").top), gaps.get("rows")
    ('7D', 2)
    >>> print(deal.patience_check_move(table("7D", r1c1="2S"), Deal()).rule)
    a card that can be played is played before the next deal: r1c1
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(
        self,
        cite: Citation,
        *,
        rows: Sequence[tuple[str, ...]],
        stock: str = "stock",
        dealt: int = 1,
        available: NarrowEnds | None = None,
        unless: tuple[Foundations, ...] = (),
        meeting: MeetingPlace | None = None,
    ) -> None:
        if not 1 <= dealt <= len(rows):
            raise ValueError(f"GridDeal: dealt= is a number of rows from 1 to {len(rows)}")
        self.cite = cite
        self.rows = tuple(rows)
        self.stock = stock
        self.dealt = dealt
        self.available = available
        self.unless = unless
        self.meeting = meeting
        self.rule = (
            "a deal fills the gaps of the rows dealt from the stock, the uppermost row first, "
            "and where there is none deals the next row below the last"
        )

    def dealt_rows(self, position: Position) -> int:
        """How many rows have been dealt."""
        dealt: int = position.get("rows", self.dealt)
        return dealt

    def gaps(self, position: Position) -> list[str]:
        """The empty places of the rows dealt, uppermost row first, each row from the left."""
        return [
            place for row in self.rows[: self.dealt_rows(position)] for place in row if not position.pile(place).cards
        ]

    def playable(self, position: Position) -> str | None:
        """A place of the rows dealt whose card may be taken and played to a foundation, or ``None``."""
        for row in self.rows[: self.dealt_rows(position)]:
            for place in row:
                card = position.pile(place).top
                if card is None or (self.available is not None and not self.available.free(position, place)):
                    continue
                if self._fits(position, card):
                    return place
        return None

    def _fits(self, position: Position, card: Card) -> bool:
        if any(foundations.next_home(position, card) is not None for foundations in self.unless):
            return True
        meeting = self.meeting
        if meeting is None:
            return False
        return any(
            meeting.carried(position, pile, card) is not None
            for foundations in self.unless
            for pile in _selected(foundations.piles, position)
        )

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The deal is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal needs cards in the stock, room in the grid, and no card of it that can be played."""
        if not isinstance(move, Deal):
            return None
        if not position.pile(self.stock).cards:
            return illegal("the stock is used up", self.cite)
        if not self.gaps(position) and self.dealt_rows(position) >= len(self.rows):
            return illegal("every row of the grid has been dealt", self.cite)
        place = self.playable(position)
        if place is not None:
            return illegal(f"a card that can be played is played before the next deal: {place}", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The gaps filled, uppermost row first; or, with none, the next row dealt."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile(self.stock).cards)
        dealt = self.dealt_rows(position)
        places = self.gaps(position)
        if not places:
            places, dealt = list(self.rows[dealt]), dealt + 1
        changes: dict[str, tuple[Card, ...]] = {}
        for place in places:
            if not stock:
                break
            changes[place] = (stock.pop(),)
        changes[self.stock] = tuple(stock)
        return position.with_piles(changes).with_state(rows=dealt if dealt != self.dealt else None)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The count of rows dealt is one the grid has, and no row below it holds a card."""
        dealt = position.get("rows", self.dealt)
        if isinstance(dealt, bool) or not isinstance(dealt, int) or not self.dealt <= dealt <= len(self.rows):
            return [f"state 'rows' is {dealt!r}, not a count of rows from {self.dealt} to {len(self.rows)}"]
        return [
            f"{place} holds a card, but row {number} has not been dealt"
            for number, row in enumerate(self.rows[dealt:], dealt + 1)
            for place in row
            if position.pile(place).cards
        ]
