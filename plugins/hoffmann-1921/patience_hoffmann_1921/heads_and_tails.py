"""Heads and Tails: eight heads and eight tails over eight reserves, the first king and ace of each suit set up.

Hoffmann 1921, No. 6 "Heads and Tails". Two packs. Eight cards face up are the
heads; a second row of eight, a row's space below, the tails; the rest are
dealt face up in eight packets of eleven between them, the reserves. The first
king and the first ace of each suit turned up, in the deal or later, go to a
row above the heads and a row below the tails: the kings are built down and the
aces up, in suit. Only the heads and tails are available; a card taken from one
is replaced by the top card of the reserve between them, and a reserve used up
by the packet next on the left (the first by the last). On the heads and tails
cards may be built in suit, up or down, one at a time, so that a run moved card
by card from one row to the other is reversed.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Card, Pile, Position, Role, Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealStep,
    Foundations,
    Layout,
    Part,
    Refill,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant

GAME = HOFFMANN_1921.game(6)
HEADS, TAILS, RESERVES = numbered("h", 8), numbered("t", 8), numbered("r", 8)
KINGS, ACES = numbered("k", 4), numbered("a", 4)
TABLE = table_of(foundation=(*KINGS, *ACES), tableau=(*HEADS, *TAILS), reserve=RESERVES)
SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
#: How many cards each reserve is dealt.
ELEVEN = 11

#: ¶2 sets up a king or ace turned up "during the above process": its place is taken by the next card, so the last
#: reserves are short by as many cards as went up. Every card is dealt face up, so every suit's first king and ace go
#: up in the deal, and the foundations are all laid before play begins.
NEXT_CARD_IN_ITS_PLACE = Reading(
    "a first king or ace dealt goes up and the next card is dealt in its place; the last reserves fall short",
    of=GAME.paragraph(2),
)
#: ¶5 allows "auxiliary sequences (ascending or descending)"; its examples move one card at a time.
ONE_AT_A_TIME = Reading(
    "on the heads and tails a card goes on the next higher or lower of its suit, one card at a time",
    of=GAME.paragraph(5),
)
#: ¶4 replaces a card removed; a head carrying cards built on it is not emptied when its top card goes, and the text
#: never fills a place that holds a card.
EMPTIED_ONLY = Reading("only a head or tail emptied is filled from the reserves", of=GAME.paragraph(4))
#: ¶7 passes an exhausted reserve's duty to the packet on its left; if that one is used up too, the next on the left.
#: With every reserve used up the text is silent: the place then takes any head's or tail's top card, as the player
#: chooses (¶8 calls the game "neither very easy nor very difficult"; a place lost for good would make it so).
ON_TO_THE_LEFT = Reading(
    "a head or tail takes from its own reserve, else the next on the left that has a card, round from the first to "
    "the last; with none left, it takes any head's or tail's top card",
    of=GAME.paragraph(7),
)

KING_RULE = Foundations(GAME.paragraph(3), piles=KINGS, suits=SUITS, build=Build.DOWN, start=KING, set_out=True)
ACE_RULE = Foundations(GAME.paragraph(3), piles=ACES, suits=SUITS, start=ACE, set_out=True)
FOUNDATION_RULES = (KING_RULE, ACE_RULE)


def begins(position: Position | None, table: dict[str, list[Card]] | None, card: Card) -> str | None:
    """The empty king's or ace's place ``card`` would begin, in ``position`` or a ``table`` being dealt."""
    for rule in FOUNDATION_RULES:
        for pile_id in rule.piles:  # type: ignore[union-attr]
            empty = not (table[pile_id] if table is not None else position.pile(pile_id).cards)  # type: ignore[union-attr]
            if empty and rule.fits(Pile(pile_id, Role.FOUNDATION), card):
                return str(pile_id)
    return None


class TheLayout(DealStep):
    """¶1–2: the heads, the tails, then packets of eleven for the reserves; a first king or ace goes up as it comes."""

    governs: ClassVar[Part] = Part.DEAL

    def __init__(self) -> None:
        self.cite = NEXT_CARD_IN_ITS_PLACE

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each place in turn takes the next card that does not go up; each reserve eleven, while the pack lasts."""
        places = [*HEADS, *TAILS, *(reserve for reserve in RESERVES for _ in range(ELEVEN))]
        for pile_id in places:
            while pack and (up := begins(None, table, pack[-1])) is not None:
                table[up].append(pack.pop())
            if pack:
                table[pile_id].append(pack.pop())


class FromTheReserves(Refill):
    """¶4, ¶7: a head or tail emptied takes its own reserve's top card, else the nearest on the left that has one."""

    @staticmethod
    def reserves_of(pile_id: str) -> tuple[str, ...]:
        """The reserves a head or tail draws on, in order: its own, then leftwards round from the first to the last."""
        own = (HEADS.index(pile_id) if pile_id in HEADS else TAILS.index(pile_id)) if pile_id in (*HEADS, *TAILS) else 0
        return tuple(RESERVES[(own - step) % len(RESERVES)] for step in range(len(RESERVES)))

    def fill(self, position: Position, pile_id: str) -> Position:
        """``pile_id``, if a head or tail, given the top card of the first of its reserves that has one."""
        if pile_id not in (*HEADS, *TAILS):
            return position
        for reserve in self.reserves_of(pile_id):
            cards = position.pile(reserve).cards
            if cards:
                return position.with_piles({pile_id: cards[-1:], reserve: cards[:-1]})
        return position


AUXILIARY = Building(ONE_AT_A_TIME, piles=(*HEADS, *TAILS), build=Build.EITHER, suit=Suits.SAME)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, TheLayout()),
    KING_RULE,
    ACE_RULE,
    Available(GAME.paragraph(4), piles=(*HEADS, *TAILS), rule="only the heads and tails are available"),
    AUXILIARY,
    Spaces(ON_TO_THE_LEFT, piles=(*HEADS, *TAILS), take=Space.ANY, sources=(*HEADS, *TAILS)),
    FromTheReserves(EMPTIED_ONLY, piles=(*HEADS, *TAILS), supply=RESERVES),
)
RULES += (CardMoves(RULES),)

#: Heads and Tails and its edition.
VARIANT = variant(
    "heads-and-tails",
    6,
    packs=2,
    rules=RULES,
    readings=(NEXT_CARD_IN_ITS_PLACE, ONE_AT_A_TIME, EMPTIED_ONLY, ON_TO_THE_LEFT),
    changes="the booklet's rules: eight heads and eight tails over reserves of eleven, the first king and ace of "
    "each suit set up at once, built down and up in suit; sequences either way on the heads and tails; a place "
    "filled from its reserve, then from the next on the left",
    summary="Build the first king and ace of each suit down and up in suit from eight heads and eight tails, fed "
    "by the reserves between them; sequences either way reverse a run.",
)

patience_variant = published(VARIANT)
