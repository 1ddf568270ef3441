"""The Four Corners after Hoffmann: Cadogan's game as his picture lays it out, with his rule for two meeting sequences.

Hoffmann 1892, No. 33 "The Four Corners", pp. 57–59. Two packs. Twelve heaps
in two columns of six, a corner heap at each end of a column and four side
heaps between; between the columns, an ace and a king of each suit, the aces
built up in suit to the kings, the kings down to the aces. The whole pack is
dealt round the heaps, and the deal plays: the first ace and king of each
suit are placed as they turn up, a card that fits a foundation goes to it if
it falls on a corner heap, or on a side heap beside that foundation, and the
next card takes its place. After the deal the top card of each heap may go to
any foundation or onto another heap's top card one above or below it in suit.
The heaps are picked up and dealt again in the same way, twice. The same game
as Cadogan's (:mod:`patience_cadogan.four_corners`): Hoffmann's text is its
edition ``hoffmann-1892``. His picture (p. 57) puts the kings beside the left
side heaps and the aces beside the right, diamonds, clubs, hearts and spades
from the top; and his rule for a card that fits both sequences of its suit
(No. 30 "The Crescent", p. 52) sets such a card between them to wait.
"""

from __future__ import annotations

from patience_core import Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    AsTheyFall,
    Available,
    Build,
    Building,
    Foundations,
    Layout,
    MeetingPlace,
    Redeals,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(33)
#: The rows of the picture (p. 57), from the top: each a king, an ace and, between them, the place of the suit's
#: card that fits both sequences.
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
ACES, KINGS, BETWEEN = numbered("f", 4), ("f5", "f6", "f7", "f8"), numbered("m", 4)
#: The left column from the top, then the right: corner, four side heaps, corner (pp. 57–58).
HEAPS = numbered("p", 12)
LEFT_SIDES, RIGHT_SIDES = HEAPS[1:5], HEAPS[7:11]
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=BETWEEN, tableau=HEAPS)
#: The picture (p. 57): the kings' column beside the left side heaps, the aces' beside the right, row by row.
BESIDE = {
    **{side: (king,) for side, king in zip(LEFT_SIDES, KINGS, strict=True)},
    **{side: (ace,) for side, ace in zip(RIGHT_SIDES, ACES, strict=True)},
}

#: P. 58 makes "provisional sequences" without naming a suit; its example (p. 59) has "a nine of the same suit".
IN_SUIT = Reading("provisional sequences are made in suit", of=GAME.page(58, 59))
#: Neither the text nor the picture speaks of a heap emptied.
EMPTY_STAYS = Reading("a heap emptied stays empty", of=GAME.page(58))
#: P. 59 deals again "when no further use can be made in any way" of the top cards, which no rule could check;
#: the heaps are picked up "in the same order in which you laid them down (i.e., left-hand top corner first)".
PICKED_UP_IN_ORDER = Reading(
    "the heaps are dealt again when the player chooses, picked up left-hand top corner first, and dealt in that order",
    of=GAME.page(59),
)

UP = Foundations(GAME.page(58), piles=ACES, start=ACE, build=Build.UP, suits=SUITS, set_out=True)
DOWN = Foundations(GAME.page(58), piles=KINGS, start=KING, build=Build.DOWN, suits=SUITS, set_out=True)
#: "This rule prevails in all Patiences involving the formation of both ascending and descending sequences."
MEETING = MeetingPlace(HOFFMANN_1892.game(30).page(52), up=UP, down=DOWN, between=BETWEEN, suits=SUITS)
SEQUENCES = Building(IN_SUIT, build=Build.EITHER, suit=Suits.SAME)
DEAL = AsTheyFall(GAME.page(58), to=HEAPS, foundations=(UP, DOWN), feeds=BESIDE, meeting=MEETING)

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DEAL),
    UP,
    DOWN,
    Available(GAME.page(58), rule="the uppermost card of each packet is available"),
    SEQUENCES,
    Spaces(EMPTY_STAYS, take=Space.NOTHING),
    Redeals(PICKED_UP_IN_ORDER, gather=HEAPS, shuffle=False, turn=True, steps=(DEAL,)),
    MEETING,
    SingleCardMoves(foundations=(UP, DOWN), building=SEQUENCES, sources=HEAPS),
)

#: Hoffmann's text of The Four Corners, an edition of Cadogan's patience.
EDITION = edition_of(
    "four-corners",
    33,
    rules=RULES,
    readings=(IN_SUIT, EMPTY_STAYS, PICKED_UP_IN_ORDER),
    changes="the kings beside the left side heaps and the aces beside the right, as Hoffmann's picture lays them; "
    "a card that fits both sequences of its suit waits between them; the heaps gathered are dealt in the order "
    "they were laid",
    redeals=2,
)

patience_editions = offered(EDITION)
