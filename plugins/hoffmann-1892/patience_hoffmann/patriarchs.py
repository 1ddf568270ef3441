"""The Patriarchs: two packs, an ace and a king of each suit, nine auxiliary cards, a waste-heap with the first claim.

Hoffmann 1892, No. 38 "The Patriarchs", pp. 65–66. An ace and a king of each
suit are picked out, the aces in a column on the left to be built up in suit
to the kings, the kings in a column on the right to be built down in suit to
the aces. Nine auxiliary cards lie in a square between them. The rest of the
pack is turned one card at a time onto a waste-heap. A card that fits is
played at once, an auxiliary card as soon as it fits; its place is filled
with the waste-heap's top card, which has the first claim on a vacancy and on
a foundation, the card beneath it then having the same. A card that fits both
the ace's and the king's sequence of its suit waits between them (No. 30 "The
Crescent", p. 52). The waste-heap is dealt through once more.
"""

from __future__ import annotations

from patience_core import Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    DealRound,
    FirstClaim,
    Foundations,
    Layout,
    MeetingPlace,
    MustPlay,
    OneCard,
    Redeals,
    Refill,
    SetOut,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(38)
#: The picture (p. 65): the aces down the left, diamonds, clubs, hearts, spades, and the kings down the right.
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
ACES, KINGS, BETWEEN = numbered("f", 4), ("f5", "f6", "f7", "f8"), numbered("m", 4)
AUXILIARIES = numbered("a", 9)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=(*BETWEEN, *AUXILIARIES), waste="talon", stock="stock")

#: P. 66 adds the cards turned that fit to their families, and plays an auxiliary card "at once" when it fits.
PLAYED_AT_ONCE = Reading("every card that fits is played at once, before the next is turned", of=GAME.page(66))
#: P. 66 fills a vacancy with the waste-heap's top card, and at the start from the stock: the stock when there is no
#: waste-heap to fill it from.
WASTE_THEN_STOCK = Reading(
    "a vacancy is filled from the waste-heap, or from the stock while it is empty", of=GAME.page(66)
)
#: P. 66: "gather up the waste-heap, and deal once again, in the same manner as before".
ONCE_AGAIN = Reading("the waste-heap is dealt once again, turned over and unshuffled", of=GAME.page(66))

UP = Foundations(GAME.page(65), piles=ACES, start=ACE, suits=SUITS, set_out=True)
DOWN = Foundations(GAME.page(65), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS, set_out=True)
REFILL = Refill(WASTE_THEN_STOCK, piles=AUXILIARIES, supply=("talon", "stock"))
WATCHED = ("talon", *AUXILIARIES)

#: The game's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(65), ("AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS"), to=(*ACES, *KINGS), stays=True),
        DealRound(GAME.page(65), to=AUXILIARIES, rounds=1),
        rest="stock",
    ),
    UP,
    DOWN,
    Available(GAME.page(66), piles=AUXILIARIES, rule="every auxiliary card is available"),
    OneCard(GAME.page(65), piles=AUXILIARIES, rule="an auxiliary place holds one card"),
    REFILL,
    Talon(GAME.page(66)),
    MustPlay(PLAYED_AT_ONCE, foundations=UP, waiting=WATCHED),
    MustPlay(PLAYED_AT_ONCE, foundations=DOWN, waiting=WATCHED),
    FirstClaim(
        GAME.page(66),
        pile="talon",
        foundations=(UP, DOWN),
        spaces=AUXILIARIES,
        same_target=True,
        rule="the waste-heap's top card has the first claim to a vacancy or a foundation",
    ),
    Redeals(ONCE_AGAIN, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    MeetingPlace(HOFFMANN_1892.game(30).page(52), up=UP, down=DOWN, between=BETWEEN, suits=SUITS, refill=REFILL),
)
RULES += (CardMoves(RULES),)

#: The Patriarchs and its edition.
VARIANT = variant(
    "patriarchs",
    38,
    packs=2,
    rules=RULES,
    readings=(PLAYED_AT_ONCE, WASTE_THEN_STOCK, ONCE_AGAIN),
    changes="the book's rules",
    redeals=1,
    summary="Build an ace and a king of each suit up and down in suit from nine auxiliary cards refilled from the "
    "waste-heap, whose top card has the first claim; one redeal.",
)

patience_variant = published(VARIANT)
