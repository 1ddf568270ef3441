"""The Twos: two packs, the eight twos set out and built up in suit to the aces, ten auxiliary cards round them.

Hoffmann 1892, No. 36 "The Twos", pp. 62–63. The eight twos are taken out
and set in a double row; they are the foundations, each built up in suit to
the king and then the ace. Ten auxiliary cards are dealt round them, four in a
row beyond them and three on either side. An auxiliary card that fits a
foundation is played, and its place filled at once from the stock. The rest
of the pack is turned one card at a time onto a waste-heap: a card that fits
a foundation may be played to it, and one of its suit a rank below an
auxiliary card may be laid on it, the start of a provisional series that goes
home card by card. The waste-heap may be dealt through twice more.
"""

from __future__ import annotations

from patience_core.cards import ACE
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    Refill,
    SetOut,
    Space,
    Spaces,
    Suits,
    TakesOnlyFrom,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(36)
FOUNDATIONS = numbered("f", 8)
#: The four beyond the twos, then the three on the left, then the three on the right (p. 62).
AUXILIARIES = numbered("a", 10)
TABLE = table_of(foundation=FOUNDATIONS, tableau=AUXILIARIES, waste="talon", stock="stock")
#: The picture (p. 62): each row of twos diamonds, clubs, hearts, spades.
TWOS = ("2D", "2C", "2H", "2S", "2D", "2C", "2H", "2S")

#: P. 63 lays on the auxiliary cards "every card" dealt that fits; nothing moves one auxiliary heap onto another.
ONLY_CARDS_DEALT = Reading("only a card turned, or the waste-heap's top, goes on an auxiliary card", of=GAME.page(63))
#: The foundations end with the aces (p. 63): in this game the ace ranks above the king, so a king goes on an ace.
ACE_ABOVE_THE_KING = Reading("on an auxiliary card a king goes on an ace", of=GAME.page(63))
#: P. 63: cards "played" and "laid" as the stock is dealt, described, not ordered.
PLAYED_AT_WILL = Reading("a card turned may go to the waste-heap even when it fits", of=GAME.page(63))
#: P. 63: "after dealing twice through the waste-heap", by his count two deals after the first (No. 42, p. 77).
TWICE_THROUGH = Reading("the waste-heap is dealt through twice more, turned over and unshuffled", of=GAME.page(63))
#: P. 63 fills the places "as before" from the stock; one emptied when the stock is out waits for the next deal.
FROM_THE_STOCK = Reading(
    "an auxiliary place emptied while the stock is out is filled first after the redeal", of=GAME.page(63)
)

#: The game's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(62), TWOS, to=FOUNDATIONS),
        DealRound(GAME.page(62), to=AUXILIARIES, rounds=1),
        rest="stock",
    ),
    Foundations(GAME.page(63), start=2, wrap=True, end=ACE, set_out=True),
    Available(GAME.page(63), piles=AUXILIARIES, rule="the top card of an auxiliary heap is available"),
    Building(ACE_ABOVE_THE_KING, piles=AUXILIARIES, build=Build.DOWN, suit=Suits.SAME, wrap=True),
    TakesOnlyFrom(
        ONLY_CARDS_DEALT,
        piles=AUXILIARIES,
        sources=("stock", "talon"),
        rule="an auxiliary card takes only a card dealt",
    ),
    Talon(PLAYED_AT_WILL),
    Spaces(FROM_THE_STOCK, piles=AUXILIARIES, take=Space.ANY, sources=("stock",), at_once=True),
    Refill(GAME.page(63), piles=AUXILIARIES, supply=("stock",)),
    Redeals(TWICE_THROUGH, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The Twos and its edition.
VARIANT = variant(
    "twos",
    36,
    packs=2,
    rules=RULES,
    readings=(ONLY_CARDS_DEALT, ACE_ABOVE_THE_KING, PLAYED_AT_WILL, TWICE_THROUGH, FROM_THE_STOCK),
    changes="the book's rules",
    redeals=2,
    summary="Build the eight twos up in suit to the aces, from ten auxiliary cards and a waste-heap dealt "
    "through three times.",
)

patience_variant = published(VARIANT)
