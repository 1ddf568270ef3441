"""Clauses of games played with a pack on each side: each pack laid out apart, and the same card paired across.

Two packs laid out side by side, one for each player or each half of the
table, and a card of one side paired with its twin, the same card of the
other pack: Hoffmann's Sympathy (No. 63, pp. 121–122), where two players lay
out a pack each and throw out the cards the other turns up alike.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part
from patience_core.clauses.deal import DealStep
from patience_core.clauses.pairs import Pairs
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["PackEach", "TurnUpWhenBlocked", "Twins"]


class PackEach(DealStep):
    """The packs shuffled together are parted into one whole pack for each side, each laid out by its own steps.

    Of the two cards alike in the shuffled packs, the one nearer the top goes
    to the first side's pack, the other to the second's; each pack keeps the
    order its cards had, and is dealt by its ``steps`` in turn (the first
    side's steps first). Every step's piles count as this step's ``to``.

    >>> from patience_core import parse_card
    >>> from patience_core.clauses import DealPackets
    >>> from patience_core.sources import HOFFMANN_1892
    >>> sympathy = HOFFMANN_1892.game(63).page(121)
    >>> each = PackEach(sympathy, (DealPackets(sympathy, size=2, to=("a1",)),),
    ...                 (DealPackets(sympathy, size=2, to=("b1",)),))
    >>> pack = [parse_card(text) for text in ("2S", "AH", "AH", "2S")]  # bottom to top
    >>> table = {"a1": [], "b1": []}
    >>> each.lay(pack, table)
    >>> {pile_id: [str(card) for card in cards] for pile_id, cards in table.items()}
    {'a1': ['2S', 'AH'], 'b1': ['AH', '2S']}
    """

    def __init__(self, cite: Citation, *steps: Sequence[DealStep]) -> None:
        self.cite = cite
        self.steps = tuple(tuple(side) for side in steps)
        self.to = tuple(pile_id for side in self.steps for step in side for pile_id in getattr(step, "to", ()))

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Part the pack, top down, into one pack a side, and lay each out by its steps."""
        sides: list[list[Card]] = [[] for _ in self.steps]
        met: dict[Card, int] = {}
        while pack:  # from the top: the first copy met to the first side, the next to the next
            card = pack.pop()
            side = met.get(card, 0)
            met[card] = side + 1
            sides[min(side, len(sides) - 1)].insert(0, card)
        for side_steps, cards in zip(self.steps, sides, strict=True):
            for step in side_steps:
                step.lay(cards, table)
            pack.extend(cards)


class Twins(Pairs):
    """The same card, suit and value, one from each of two ``sides``, is paired off onto ``into``.

    Two cards of one side never pair, however alike; otherwise as
    :class:`Pairs` (a pair played as a move of one card onto the other).

    >>> from patience_core import parse_card
    >>> from patience_core.model import Role
    >>> from patience_core.sources import HOFFMANN_1892
    >>> sympathy = Twins(HOFFMANN_1892.game(63).page(121), sides=(("a1", "a2"), ("b1",)))
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("a1", Role.TABLEAU, (parse_card("9H"),)),
    ...          Pile("a2", Role.TABLEAU, (parse_card("9H"),)), Pile("b1", Role.TABLEAU, (parse_card("9H"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(sympathy.patience_check_move(position, Move("a1", "a2")).rule)
    a pair is one card from each side
    >>> sympathy.patience_can_place(position, position.pile("a1"), (parse_card("9H"),)).legal
    True
    >>> sympathy.patience_can_place(position, position.pile("a1"), (parse_card("9D"),)).legal
    False
    >>> sympathy.can_pair(position), sympathy.can_pair(position.with_piles({"b1": ()}))
    (True, False)
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(self, cite: Citation, *, sides: tuple[tuple[str, ...], tuple[str, ...]], into: str = "pairs") -> None:
        super().__init__(cite, piles=(*sides[0], *sides[1]), into=into)
        self.sides = sides
        self.rule = "the same card, one from each side, is paired off"

    def pair(self, one: Card, other: Card) -> bool:
        """Whether ``one`` and ``other`` are the same card."""
        return one == other

    def across(self, one: str, other: str) -> bool:
        """Whether the piles ``one`` and ``other`` lie on different sides."""
        first, second = self.sides
        return (one in first and other in second) or (one in second and other in first)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """As :class:`Pairs`; and the two cards of a pair lie on different sides."""
        sides = (*self.sides[0], *self.sides[1])
        if isinstance(move, Move) and move.source in sides and move.target in sides:
            if not self.across(move.source, move.target):
                return illegal("a pair is one card from each side", self.cite)
        return super().patience_check_move(position, move)

    def can_pair(self, position: Position) -> bool:
        """Whether some top card of one side has its twin on top of the other side."""
        first = {pile.top for pile in map(position.pile, self.sides[0]) if pile.top is not None}
        return any(pile.top in first for pile in map(position.pile, self.sides[1]) if pile.top is not None)


class TurnUpWhenBlocked:
    """Face-down packets opened a card at a time, each card to a place of its own, only when no pair is left.

    ``packets`` pairs each packet's pile with the places its cards are turned
    onto; each ``deal`` turns the top card of a packet onto the first empty
    place of its own, where it lies face up. The packets take turns: the one
    with the most cards left goes next, the first of them on a tie. A deal is
    refused while ``blocked_by`` (the game's :class:`Twins`) can still pair two
    cards. No card goes onto a packet or onto one of its places otherwise, and
    a packet's cards lie face down: none is taken from it but by the deal.

    >>> from patience_core import parse_card
    >>> from patience_core.model import Role
    >>> from patience_core.sources import HOFFMANN_1892
    >>> page = HOFFMANN_1892.game(63).page(122)
    >>> twins = Twins(page, sides=(("a1", "ag1"), ("b1", "bg1")))
    >>> grace = TurnUpWhenBlocked(page, packets=(("ag", ("ag1",)), ("bg", ("bg1",))), blocked_by=twins)
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("a1", Role.TABLEAU, (parse_card("9H"),)),
    ...          Pile("ag", Role.RESERVE, (parse_card("2C"),)), Pile("ag1", Role.RESERVE),
    ...          Pile("b1", Role.TABLEAU, (parse_card("2C"),)), Pile("bg", Role.RESERVE, (parse_card("9H"),)),
    ...          Pile("bg1", Role.RESERVE))
    >>> position = Position("x", "y", 1, 0, table)
    >>> after = grace.patience_apply_move(position, Deal())
    >>> [str(card) for card in after.pile("ag1").cards], after.pile("ag").cards
    (['2C'], ())
    >>> print(grace.patience_check_move(after, Deal()).rule)
    a face-down card is turned up only when no pair can be made
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(self, cite: Citation, *, packets: tuple[tuple[str, tuple[str, ...]], ...], blocked_by: Twins) -> None:
        self.cite = cite
        self.packets = packets
        self.blocked_by = blocked_by
        self.rule = "a face-down card is turned up onto a place of its own"

    def next_packet(self, position: Position) -> tuple[str, str] | None:
        """The packet the next card is turned from, and the place it goes to; ``None`` when all are open."""
        left = {packet: len(position.pile(packet).cards) for packet, _ in self.packets}
        for packet, places in sorted(self.packets, key=lambda entry: -left[entry[0]]):
            if left[packet]:
                place = next((place for place in places if not position.pile(place).cards), None)
                if place is not None:
                    return packet, place
        return None

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that lays cards on a packet's places, with its citation."""
        return (self.rule, self.cite) if any(pile.id in places for _, places in self.packets) else None

    def deals_from(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that takes cards from a packet, with its citation."""
        return (self.rule, self.cite) if any(pile.id == packet for packet, _ in self.packets) else None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card turned is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card is turned when one is left and no pair can be made; nothing else moves to or from a packet."""
        if isinstance(move, Move):
            packets = {packet for packet, _ in self.packets}
            places = {place for _, group in self.packets for place in group}
            if move.source in packets:
                return illegal("a face-down card is not taken but turned up by the deal", self.cite)
            if move.target in packets or (move.target in places and not position.pile(move.target).cards):
                return illegal("no card goes onto a packet or an unopened place", self.cite)
            return None
        if not isinstance(move, Deal):
            return None
        if self.next_packet(position) is None:
            return illegal("every face-down card has been turned up", self.cite)
        if self.blocked_by.can_pair(position):
            return illegal("a face-down card is turned up only when no pair can be made", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The next packet's top card onto its next empty place."""
        if not isinstance(move, Deal):
            return None
        found = self.next_packet(position)
        if found is None:
            return position
        packet, place = found
        cards = position.pile(packet).cards
        return position.with_piles({packet: cards[:-1], place: (cards[-1],)})
