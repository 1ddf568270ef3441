"""Clauses of packets laid face down and turned over one by one, only when play is blocked."""

from __future__ import annotations

from itertools import combinations
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, _selected
from patience_core.clauses.pairs import Pairs
from patience_core.markers import hookimpl
from patience_core.model import Deal, Pile, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["OpenWhenBlocked"]


class OpenWhenBlocked:
    """Packets laid face down, ``piles``, turned over in order, each only when no two cards available pair.

    The move ``deal`` turns the next packet over; the state ``opened`` counts
    the packets turned. A packet not yet turned gives no card; once turned,
    its top card is available like any other, each card used freeing the
    next. The packet may be turned only when ``blocked_by`` (the game's
    :class:`Pairs`) finds no pair among the top cards available, those of its
    piles and of the packets turned. Which card of a packet lies uppermost
    when it is turned is as much a matter of the shuffle as the rest, so the
    packet's cards keep the order they were dealt in.

    >>> from patience_core import Move, Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> juvenile = HOFFMANN_1892.game(45).page(83)
    >>> fourteen = Pairs(juvenile, piles=("h1", "h2", "r1"), total=14)
    >>> packets = OpenWhenBlocked(juvenile, piles=("r1",), blocked_by=fourteen)
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("h1", Role.TABLEAU, (parse_card("8S"),)),
    ...          Pile("h2", Role.TABLEAU, (parse_card("6D"),)), Pile("r1", Role.RESERVE, (parse_card("KC"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(packets.patience_check_move(position, Deal()).describe())
    a packet is turned over only when no two cards available make a pair [Hoffmann 1892, No. 45 "The Juvenile", p. 83]
    >>> print(packets.patience_can_lift(position, position.pile("r1"), 1).rule)
    a packet lies face down until it is turned over
    >>> packets.patience_can_place(position, position.pile("r1"), (parse_card("AH"),)).legal
    False
    >>> blocked = position.with_piles({"h2": (parse_card("9D"),)})
    >>> print(packets.patience_check_move(blocked, Deal()).rule)
    the next packet is turned over
    >>> packets.patience_apply_move(blocked, Deal()).get("opened")
    1
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(self, cite: Citation, *, piles: tuple[str, ...], blocked_by: Pairs) -> None:
        if not piles:
            raise ValueError("OpenWhenBlocked needs one or more packets")
        self.cite = cite
        self.piles = piles
        self.blocked_by = blocked_by
        self.rule = "the packets are turned over one by one, in order, each only when no two cards available pair"

    def opened(self, position: Position) -> int:
        """How many packets have been turned over."""
        return int(position.get("opened", 0))

    def closed(self, position: Position, pile: Pile) -> bool:
        """Whether ``pile`` is one of the packets not yet turned over."""
        return pile.id in self.piles[self.opened(position) :]

    def a_pair(self, position: Position) -> bool:
        """Whether two top cards available, of the pairing piles and the packets turned, make a pair."""
        tops = [
            pile.top
            for pile in _selected(self.blocked_by.piles, position)
            if pile.top is not None and not self.closed(position, pile)
        ]
        return any(self.blocked_by.pair(one, other) for one, other in combinations(tops, 2))

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Turning the next packet over is offered while one is left; the rule below says when it is legal."""
        return [Deal()] if self.opened(position) < len(self.piles) else []

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The next packet, while one is left, only when no pair is available."""
        if not isinstance(move, Deal):
            return None
        if self.opened(position) >= len(self.piles):
            return illegal("every packet has been turned over", self.cite)
        if self.a_pair(position):
            return illegal("a packet is turned over only when no two cards available make a pair", self.cite)
        return legal("the next packet is turned over", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """One more packet turned over."""
        if not isinstance(move, Deal):
            return None
        return position.with_state(opened=self.opened(position) + 1)

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """A packet not yet turned over gives no card."""
        if self.closed(position, pile):
            return illegal("a packet lies face down until it is turned over", self.cite)
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Nor is a card of a packet not yet turned over paired with, or laid on it."""
        if self.closed(position, pile):
            return illegal("a packet lies face down until it is turned over", self.cite)
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The count of packets turned is a whole number from none to all of them."""
        opened = position.get("opened", 0)
        if type(opened) is not int or not 0 <= opened <= len(self.piles):
            return [f"state 'opened' is {opened!r}, not a number of packets from 0 to {len(self.piles)}"]
        return []
