"""The Reserves: two packs, an ace and a king of each suit, four face-up reserves of twelve, and a waste-heap built on.

Hoffmann 1892, No. 34 "The Reserves", pp. 59–60. The four aces and four kings
of one pack are set out, the aces to be built up in suit to the kings, the
kings down in suit to the aces. Four parcels of twelve cards, face up, are the
Reserves, whose top cards are available. The rest of the pack is turned one
card at a time onto a waste-heap. A reserve card that cannot go to a
foundation may be laid on the waste-heap's top card, up or down in its suit,
so that the two come round together at the next deal. The stock is dealt
three times in all. A card that fits both the ace's and the king's sequence
of its suit waits between them (No. 30 "The Crescent", p. 52).
"""

from __future__ import annotations

from patience_core import Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    Layout,
    MeetingPlace,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(34)
#: The picture (p. 59): the aces in a row, diamonds, clubs, hearts, spades, over the kings in the same order.
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
ACES, KINGS, BETWEEN = numbered("f", 4), ("f5", "f6", "f7", "f8"), numbered("m", 4)
RESERVES = numbered("r", 4)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=(*BETWEEN, *RESERVES), waste="talon", stock="stock")

#: Neither the text nor the picture fills a reserve emptied.
EMPTY_STAYS = Reading("a reserve emptied stays empty", of=GAME.page(60))
#: P. 60: "The stock may be distributed three times": three deals in all, the waste-heap gathered as it lies.
THREE_DEALS = Reading(
    "the stock is dealt three times in all, the waste-heap turned over and unshuffled", of=GAME.page(60)
)
#: P. 60 plays stock cards that fit "in like manner", described rather than ordered.
PLAYED_AT_WILL = Reading("a card turned may go to the waste-heap even when it fits", of=GAME.page(60))

UP = Foundations(GAME.page(59), piles=ACES, start=ACE, suits=SUITS, set_out=True)
DOWN = Foundations(GAME.page(59), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS, set_out=True)

#: The game's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(59), ("AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS"), to=(*ACES, *KINGS), stays=True),
        DealPackets(GAME.page(59), size=12, to=RESERVES),
        rest="stock",
    ),
    UP,
    DOWN,
    Available(GAME.page(60), piles=RESERVES, rule="the uppermost card of each reserve is available"),
    Spaces(EMPTY_STAYS, piles=RESERVES, take=Space.NOTHING),
    Building(GAME.page(60), piles=("talon",), build=Build.EITHER, suit=Suits.SAME),
    Talon(PLAYED_AT_WILL, built_from=RESERVES, unless_home=(UP, DOWN)),
    Redeals(THREE_DEALS, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    MeetingPlace(HOFFMANN_1892.game(30).page(52), up=UP, down=DOWN, between=BETWEEN, suits=SUITS),
)
RULES += (CardMoves(RULES),)

#: The Reserves and its edition.
VARIANT = variant(
    "reserves",
    34,
    packs=2,
    rules=RULES,
    readings=(EMPTY_STAYS, THREE_DEALS, PLAYED_AT_WILL),
    changes="the book's rules",
    redeals=2,
    summary="Build an ace and a king of each suit up and down from four face-up reserves of twelve and the pack, "
    "laying reserve cards on the waste-heap in suit; three deals in all.",
)

patience_variant = published(VARIANT)
