"""The Clock: two packs, twelve foundations about a dial, each built up in suit to the rank of its hour.

Cadogan 1914, "The Clock". Twelve foundation cards are set against the hours
of a clock and built up in suit, each until it reaches its hour (the knave for
XI, the queen for XII). A circle of twelve packets of three is dealt; the top
card of a packet is available, goes to a foundation or is married downwards in
suit on another packet. Packets run short are brought back up to three from
the pack, never from the talon. Then the pack is turned one card at a time,
the cards that fit nowhere going to the talon, whose top card goes only to
the foundations. Won when every foundation has reached its hour.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Deal, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import parse_card
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    GoesOnlyTo,
    Layout,
    SetOut,
    Suits,
    Talon,
    numbered,
    table_of,
)

CLOCK = CADOGAN_1914.game("The Clock")
HOURS = numbered("f", 12)
CIRCLE = numbered("c", 12)
PACKET = 3
TABLE = table_of(foundation=HOURS, tableau=CIRCLE, waste="talon", stock="stock")

#: The twelve foundation cards are in the book's Tableau No. 1 only: those of Grandfather's Clock, from I to XII.
DIAL = Reading("the foundation cards of Grandfather's Clock, the ten of hearts at I", of=CLOCK.play(1))
#: Play ¶5 turns the pack "when all further progress is at an end": the player judges when, once the circle is full.
TURNED_WHEN_FULL = Reading("the pack may be turned whenever the circle is full", of=CLOCK.play(5))
BASES = ("10H", "JS", "QD", "KC", "2H", "3S", "4D", "5C", "6H", "7S", "8D", "9C")


class RefillTheCircle:
    """Rule III, play ¶2: the packets run short are brought up to three from the pack (the move ``deal``).

    In order from I, before the pack is turned again; never from the talon.
    """

    @staticmethod
    def short(position: Position) -> list[str]:
        """The packets holding fewer than three cards."""
        return [pile_id for pile_id in CIRCLE if len(position.pile(pile_id)) < PACKET]

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The refill is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A refill needs a packet short and cards in the pack; the pack is not turned while one is short."""
        stock = position.pile("stock").cards
        if isinstance(move, Deal):
            if not stock:
                return illegal("the pack is used up", CLOCK.rule("III"))
            if not self.short(position):
                return illegal("no packet of the circle holds fewer than three cards", CLOCK.rule("III"))
            return legal("the packets are refilled from the pack to three cards, in order from I", CLOCK.rule("III"))
        if isinstance(move, Move) and move.source == "stock" and self.short(position):
            return illegal("the packets are refilled before the pack is turned", CLOCK.play(2))
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Each short packet in turn takes cards from the top of the pack until it holds three."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile("stock").cards)
        changes: dict[str, tuple[Card, ...]] = {}
        for pile_id in self.short(position):
            cards = list(position.pile(pile_id).cards)
            while len(cards) < PACKET and stock:
                cards.append(stock.pop())
            changes[pile_id] = tuple(cards)
        return position.with_piles({**changes, "stock": tuple(stock)})


class TheDial:
    """Play ¶1: each foundation begins with the card set out at its hour (checked when a position is read)."""

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """An empty foundation (in a position read) takes only the card of its hour."""
        if pile.id not in HOURS or pile.cards:
            return None
        allowed = cards == (parse_card(BASES[HOURS.index(pile.id)]),)
        return (legal if allowed else illegal)("each foundation begins with the card set out at its hour", DIAL)


FOUNDATION_RULE = Foundations(
    CLOCK.rule("IV"),
    piles=HOURS,
    start=(),
    wrap=True,
    ends=tuple(range(1, 13)),
    set_out=True,
)

#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, SetOut(DIAL, BASES, to=HOURS), DealPackets(CLOCK.play(2), size=PACKET, to=CIRCLE), rest="stock"),
    FOUNDATION_RULE,
    Available(CLOCK.rule("I"), piles=CIRCLE, rule="only the uppermost card of a packet is available"),
    Building(CLOCK.play(2), piles=CIRCLE, build=Build.DOWN, suit=Suits.SAME),
    Talon(TURNED_WHEN_FULL),
    RefillTheCircle(),
    GoesOnlyTo(
        CLOCK.rule("II"),
        piles=("stock", "talon"),
        to=(*HOURS, "talon"),
        rule="marriages are made only with cards of the circle",
    ),
    TheDial(),
)
RULES += (CardMoves(RULES),)

#: The Clock and its edition.
VARIANT = variant(
    "clock",
    "The Clock",
    packs=2,
    readings=(DIAL, TURNED_WHEN_FULL),
    changes="the book's rules on the dial of Grandfather's Clock: each foundation built up in suit to its hour",
    rules=RULES,
    summary="Build twelve foundations about a dial up in suit to their hours, from a circle of packets of three.",
)

patience_variant = published(VARIANT)
