"""A deal step that plays as the cards fall: a card that fits a foundation goes there, and the next takes its place."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part
from patience_core.clauses.deal import DealStep
from patience_core.clauses.foundations import Foundations
from patience_core.model import Pile, Position, Role
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.clauses.meeting import MeetingPlace

__all__ = ["AsTheyFall"]


class AsTheyFall(DealStep):
    """Deal round the packets ``to`` until the pack is out, playing each card that may go to a foundation as it falls.

    A card that fits one of the ``foundations`` (the game's
    :class:`Foundations` groups, named by pile ids) goes there instead of
    onto the packet it would fall on, and the next card of the pack takes its
    place: the packet it would have fallen on gets the next card. ``feeds``
    says, for a packet, which foundations a card falling on it may go to (a
    side packet only to the foundation beside it); a packet not named feeds
    them all. A card that begins an empty foundation goes there whichever
    packet it falls on (the first ace and king of a suit, "forthwith
    placed"), unless ``begins_anywhere`` is false.

    With ``meeting`` (the game's
    :class:`~patience_core.clauses.MeetingPlace`), a card that fits both the
    ascending and the descending foundation of its suit, where it falls on a
    packet feeding one of them, goes to its suit's place between the two
    instead; and a card that carries the card waiting there onto a
    foundation the packet feeds goes there with it, the waiting card first.

    With ``rounds``, the deal goes round the packets that many times and
    leaves the rest of the pack (The Kingdom's row of eight, its aces and the
    cards that fit them played as they come and their places filled).

    >>> from patience_core.cards import KING, Suit, parse_card
    >>> from patience_core.clauses import Build
    >>> from patience_core.sources import HOFFMANN_1892
    >>> corners = HOFFMANN_1892.game(33).page(58)
    >>> up = Foundations(corners, piles=("f1",), suits=(Suit.CLUBS,))
    >>> down = Foundations(corners, piles=("f2",), build=Build.DOWN, start=KING, suits=(Suit.CLUBS,))
    >>> deal = AsTheyFall(corners, to=("p1", "p2"), foundations=(up, down), feeds={"p2": ("f2",)})
    >>> pack = [parse_card(text) for text in reversed("AC 5D 2C KC 2C QC 9S".split())]
    >>> table = {pile_id: [] for pile_id in ("f1", "f2", "p1", "p2")}
    >>> deal.lay(pack, table)
    >>> {pile_id: " ".join(map(str, cards)) for pile_id, cards in table.items()}
    {'f1': 'AC 2C', 'f2': 'KC QC', 'p1': '5D 9S', 'p2': '2C'}

    The ace begins its foundation as it falls, and the five of diamonds falls
    on ``p1`` in its place. The first two of clubs falls on ``p2``, which feeds
    only the kings' foundation, and stays there. The king begins its
    foundation on ``p1``'s turn; the second two, falling on ``p1``, goes to the
    ace; the queen, on ``p1``'s turn still, to the king; and the nine of
    spades at last falls on ``p1``.

    With a meeting place, a card that fits both sequences of its suit waits
    between them, and a card that continues it carries it home:

    >>> from patience_core.clauses import MeetingPlace
    >>> meeting = MeetingPlace(corners, up=up, down=down, between=("m1",), suits=(Suit.CLUBS,))
    >>> deal = AsTheyFall(corners, to=("p1",), foundations=(up, down), meeting=meeting)
    >>> table = {"f1": [parse_card(f"{rank}C") for rank in "A 2 3 4 5 6 7".split()],
    ...          "f2": [parse_card(f"{rank}C") for rank in "K Q J 10 9".split()], "m1": [], "p1": []}
    >>> deal.lay([parse_card("7C"), parse_card("8C")], table)
    >>> " ".join(map(str, table["f2"])), table["m1"], table["p1"]
    ('KC QC JC 10C 9C 8C 7C', [], [])
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(
        self,
        cite: Citation,
        *,
        to: tuple[str, ...],
        foundations: Sequence[Foundations],
        feeds: Mapping[str, tuple[str, ...]] | None = None,
        begins_anywhere: bool = True,
        meeting: MeetingPlace | None = None,
        rounds: int | None = None,
    ) -> None:
        groups: list[tuple[Foundations, tuple[str, ...]]] = []
        for group in foundations:
            if isinstance(group.piles, Role):
                raise ValueError("AsTheyFall: foundations= are named by pile ids")
            groups.append((group, group.piles))
        self.cite = cite
        self.to = to
        self.foundations = tuple(foundations)
        self.feeds = dict(feeds or {})
        self.begins_anywhere = begins_anywhere
        self.meeting = meeting
        self.rounds = rounds
        self.groups = tuple(groups)
        self.homes = tuple(pile_id for _, piles in self.groups for pile_id in piles)
        unknown = sorted({pile_id for fed in self.feeds.values() for pile_id in fed} - set(self.homes))
        if unknown:
            raise ValueError(f"AsTheyFall: feeds= names piles that are no foundation of it: {', '.join(unknown)}")
        times = "until it is out" if rounds is None else "once" if rounds == 1 else f"{rounds} times"
        fed = "; ".join(f"from {packet} only to {' or '.join(piles) or 'none'}" for packet, piles in self.feeds.items())
        limited = f" ({fed})" if fed else ""
        begun = ", a foundation begun by its first card wherever that falls" if begins_anywhere else ""
        self.rule = (
            f"the pack is dealt round {len(to)} packets {times}, a card that fits a foundation played "
            f"as it falls{limited}{begun}, the next card taking its place"
        )

    def _position(self, table: Mapping[str, list[Card]]) -> Position:
        """The table as a position, for the foundations' and the meeting place's rules."""
        places = set(self.meeting.between) if self.meeting is not None else set()
        piles = tuple(
            Pile(
                pile_id,
                Role.FOUNDATION if pile_id in self.homes else Role.RESERVE if pile_id in places else Role.TABLEAU,
                tuple(cards),
            )
            for pile_id, cards in table.items()
        )
        return Position("", "", None, 0, piles)

    def home(self, table: Mapping[str, list[Card]], card: Card, packet: str) -> tuple[str, ...]:
        """Where ``card`` falling on ``packet`` goes instead: its pile (after any card it carries), or ``()``."""
        position = self._position(table)
        fed = self.feeds.get(packet, self.homes)
        fits: list[str] = []
        for group, piles in self.groups:
            for pile_id in piles:
                pile = position.pile(pile_id)
                if group.fits(pile, card) and group.refuses_first(position, pile, card) is None:
                    if not pile.cards and self.begins_anywhere:
                        return (pile_id,)
                    fits.append(pile_id)
        meeting = self.meeting
        if meeting is not None and card.suit in meeting.places and meeting.fits_both(position, card):
            return (meeting.place_of(card),) if any(pile_id in fed for pile_id in fits) else ()
        home = next((pile_id for pile_id in fits if pile_id in fed), None)
        if home is not None:
            return (home,)
        if meeting is not None:
            for pile_id in fed:
                place = meeting.carried(position, position.pile(pile_id), card)
                if place is not None:
                    return (place, pile_id)
        return ()

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Round and round the packets until the pack is out, a card that goes home leaving its turn to the next."""
        turn = 0
        last = None if self.rounds is None else self.rounds * len(self.to)
        while pack and turn != last:
            card = pack.pop()
            packet = self.to[turn % len(self.to)]
            went = self.home(table, card, packet)
            if not went:
                table[packet].append(card)
                turn += 1
            elif len(went) == 1:
                table[went[0]].append(card)
            else:  # the waiting card onto the foundation, then the card that carried it
                place, pile_id = went
                table[pile_id] += [table[place].pop(), card]
