"""Clauses of the meeting of two sequences of one suit: a card that fits both waits between them."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card, Suit
from patience_core.clauses.common import Part, _governs, _selected, move_cards
from patience_core.clauses.foundations import Foundations
from patience_core.clauses.tableau import Refill
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["MeetingPlace"]


class MeetingPlace:
    """A card that fits both the ascending and the descending sequence of its suit waits between them.

    In a game whose foundations of one suit are built both up (``up``, the
    game's :class:`Foundations` that ascend) and down (``down``), a card can
    fit both at once: the seven of clubs on the aces' side, the nine on the
    kings', and an eight turns up. It goes to neither, but onto its suit's
    place between them (``between``, one pile for each of ``suits``, in that
    order), and waits there for the next card of its suit that continues it
    on one side: a seven sends it to the kings' side, a nine to the aces'.
    That card is played as one move to the foundation where the waiting card
    goes (``t3-f5``: the waiting eight onto the nine, the seven onto the
    eight), the waiting card first. A second card of the same rank that
    arrives meanwhile waits beside the first; once one of them has gone, the
    other fits only one side and goes there when the player will. A card on
    a place between goes nowhere but to a foundation. With ``refill`` (the
    game's :class:`Refill`), the pile the continuing card came from is
    filled as after any move, since this clause carries out that move.

    >>> from patience_core import parse_card
    >>> from patience_core.cards import KING
    >>> from patience_core.clauses import Build
    >>> from patience_core.sources import HOFFMANN_1892
    >>> crescent = HOFFMANN_1892.game(30).page(52)
    >>> aces = Foundations(crescent, piles=("f1",), set_out=True)
    >>> kings = Foundations(crescent, piles=("f2",), build=Build.DOWN, start=KING, set_out=True)
    >>> meeting = MeetingPlace(crescent, up=aces, down=kings, between=("m1",), suits=(Suit.CLUBS,))
    >>> def clubs(text):
    ...     return tuple(parse_card(f"{rank}C") for rank in text.split())
    >>> table = (Pile("f1", Role.FOUNDATION, clubs("A 2 3 4 5 6 7")), Pile("f2", Role.FOUNDATION, clubs("K Q J 10 9")),
    ...          Pile("m1", Role.RESERVE), Pile("t1", Role.TABLEAU, clubs("8")), Pile("t2", Role.TABLEAU, clubs("7")))
    >>> position = Position("x", "y", 1, 0, table)
    >>> refused = meeting.patience_check_move(position, Move("t1", "f1"))
    >>> print(refused.rule)
    a card that fits both the ascending and the descending sequence of its suit waits between them: m1
    >>> print(refused.source)
    Hoffmann 1892, No. 30 "The Crescent", p. 52
    >>> meeting.patience_can_place(position, position.pile("m1"), clubs("8")).legal
    True

    The seven that turns up next carries the waiting eight to the kings' side:

    >>> waiting = position.with_piles({"t1": (), "m1": clubs("8")})
    >>> print(meeting.patience_can_place(waiting, waiting.pile("f2"), clubs("7")).rule)
    the card waiting between the sequences goes to the one the next card continues, and that card onto it
    >>> after = meeting.patience_apply_move(waiting, Move("t2", "f2"))
    >>> [" ".join(str(card) for card in pile.cards) for pile in after.piles[:3]]
    ['AC 2C 3C 4C 5C 6C 7C', 'KC QC JC 10C 9C 8C 7C', '']

    It offers the moves it allows, since no other clause knows them:

    >>> meeting.patience_candidate_moves(position), meeting.patience_candidate_moves(waiting)
    ([Move('t1', 'm1')], [Move('t2', 'f2')])
    """

    governs: ClassVar[Part] = Part.FOUNDATIONS

    def __init__(
        self,
        cite: Citation,
        *,
        up: Foundations | tuple[Foundations, ...],
        down: Foundations | tuple[Foundations, ...],
        between: tuple[str, ...],
        suits: tuple[Suit, ...] = tuple(Suit),
        refill: Refill | None = None,
    ) -> None:
        if len(between) != len(suits):
            raise ValueError("MeetingPlace: between= names one place for each suit of suits=")
        self.cite = cite
        self.up = (up,) if isinstance(up, Foundations) else up
        self.down = (down,) if isinstance(down, Foundations) else down
        self.between = between
        self.places = dict(zip(suits, between, strict=True))
        self.suits = dict(zip(between, suits, strict=True))
        self.refill = refill
        self.rule = (
            "a card that fits both the ascending and the descending sequence of its suit waits between them, "
            "and goes to the one the next card of its suit continues"
        )

    # ----------------------------------------------------------------- what fits where

    def _homes(self, position: Position, card: Card, groups: tuple[Foundations, ...]) -> Iterator[Pile]:
        for group in groups:
            for pile in _selected(group.piles, position):
                if group.fits(pile, card) and group.refuses_first(position, pile, card) is None:
                    yield pile

    def fits_both(self, position: Position, card: Card) -> bool:
        """Whether ``card`` fits an ascending foundation and a descending one: then it waits between them."""
        return any(self._homes(position, card, self.up)) and any(self._homes(position, card, self.down))

    def place_of(self, card: Card) -> str:
        """The place between the sequences where a card of ``card``'s suit waits."""
        return self.places[card.suit]

    def _group(self, pile: Pile) -> Foundations | None:
        return next((group for group in (*self.up, *self.down) if _governs(group.piles, pile)), None)

    def carried(self, position: Position, target: Pile, card: Card) -> str | None:
        """The place whose waiting card ``card`` carries onto ``target``, or ``None``.

        ``card`` carries the waiting card of its suit when it does not fit
        ``target`` itself, the waiting card does, and ``card`` follows it there.
        """
        group = self._group(target)
        place = self.places.get(card.suit)
        if group is None or place is None or group.fits(target, card):
            return None
        waiting = position.pile(place).top
        if waiting is None or not group.fits(target, waiting):
            return None
        return place if group.fits(Pile(target.id, target.role, (*target.cards, waiting)), card) else None

    # ----------------------------------------------------------------- the rules

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card fitting both sequences goes to neither; a waiting card goes only to a foundation."""
        if not isinstance(move, Move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        to_foundation = self._group(target) is not None
        if source.id in self.suits and not to_foundation:
            return illegal("a card waiting between the sequences goes only to a foundation", self.cite)
        card = source.cards[-1]
        if to_foundation and move.count == 1 and card.suit in self.places and self.fits_both(position, card):
            rule = "a card that fits both the ascending and the descending sequence of its suit waits between them"
            return illegal(f"{rule}: {self.place_of(card)}", self.cite)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """A waiting card is available, one at a time."""
        if pile.id not in self.suits:
            return None
        if count != 1:
            return illegal("the cards waiting between the sequences go one at a time", self.cite)
        return legal("a card waiting between the sequences is available", self.cite)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """The place of a suit takes one card of it that fits both sequences; a card may carry a waiting one home."""
        if pile.id in self.suits:
            card = cards[0]
            fits = len(cards) == 1 and card.suit is self.suits[pile.id] and self.fits_both(position, card)
            rule = "only a card of its suit that fits both of the suit's sequences waits between them"
            return legal(rule, self.cite) if fits else illegal(rule, self.cite)
        if len(cards) == 1 and self.carried(position, pile, cards[0]) is not None:
            rule = (
                "the card waiting between the sequences goes to the one the next card continues, and that card onto it"
            )
            return legal(rule, self.cite)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The waiting card onto the foundation, then the card that continues it; with ``refill``, the source filled."""
        if not isinstance(move, Move) or move.count != 1:
            return None
        source = position.pile(move.source)
        place = self.carried(position, position.pile(move.target), source.cards[-1])
        if place is None:
            return None
        after = move_cards(move_cards(position, Move(place, move.target)), move)
        if self.refill is not None and not after.pile(move.source).cards:
            after = self.refill.fill(after, move.source)
        return after

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Cards to the places between, the cards they wait for to the foundations, and waiting cards home."""
        moves: list[Action] = []
        groups = (*self.up, *self.down)
        # Each waiting card, with the foundations it would go to: only a card of its suit can carry it there.
        waiting: dict[Suit, list[Pile]] = {}
        for place, suit in self.suits.items():
            card = position.pile(place).top
            if card is not None:
                homes = list(self._homes(position, card, groups))
                waiting[suit] = homes
                if not self.fits_both(position, card):
                    moves += [Move(place, home.id) for home in homes]
        for pile in position.piles:
            card = pile.top
            if card is None or pile.role is Role.FOUNDATION or pile.id in self.suits:
                continue
            if card.suit in self.places and self.fits_both(position, card):
                moves.append(Move(pile.id, self.place_of(card)))
            for target in waiting.get(card.suit, ()):
                if self.carried(position, target, card) is not None:
                    moves.append(Move(pile.id, target.id))
        return moves

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A place between holds only cards of its suit, each fitting one of the suit's sequences."""
        problems = []
        groups = (*self.up, *self.down)
        for place, suit in self.suits.items():
            for card in position.pile(place).cards:
                if card.suit is not suit:
                    problems.append(f"{place} holds {card}, but it is the place of the {suit.name.lower()}")
                elif not any(self._homes(position, card, groups)):
                    problems.append(f"{place} holds {card}, which fits neither sequence of its suit")
        return problems
