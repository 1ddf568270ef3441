"""Queens and Knaves: the kings, laid as they come, built up in suit from the ace to the knave; queens hold a reserve.

Hoffmann 1892, No. 55 "Queens and Knaves", pp. 106–107. The eight queens of two
packs are set out in two rows; the rest of the pack is dealt one card at a
time to a waste-heap. Each king is laid in a row of its own as it comes, and
is the foundation of a family of its suit, ace, two, … up to the knave. A card
that does not fit a family may be laid on a queen, one lower than the card
on top, whatever its suit: these heaps go home later, a card at a time, in
the reverse order. One deal; won when the eight families end with knaves and
the queens lie alone.
"""

from __future__ import annotations

from patience_core.cards import ACE, KING, KNAVE
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    Foundations,
    GoesOnlyTo,
    Layout,
    MustPlay,
    SetOut,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(55)
QUEENS = numbered("q", 8)
KINGS = numbered("k", 8)
TABLE = table_of(tableau=QUEENS, foundation=KINGS, waste="talon", stock="stock")

#: The families run king, ace, two, … knave: twelve cards, the king at the bottom.
ORDER = (KING, ACE, *range(2, KNAVE + 1))

#: The top card of the waste-heap is available "for any use that can be made of it" (No. 31's footnote, p. 54):
#: to a family and to a queen's heap alike.
WASTE_TOP = Reading("the waste-heap's top card goes to a family or onto a queen", of=HOFFMANN_1892.game(31).page(54))
#: "Every available card turned up in course of the deal being played thereto": a card turned that fits a family is
#: played to it, and a king turned is laid in its row ("are likewise to be laid"), not on the waste-heap.
TURNED_CARD_HOME = Reading(
    "a card turned that fits a family, or a king, is not laid on the waste-heap", of=GAME.page(107)
)
#: The queens' heaps are "shifted, in reverse order, on to the appropriate kings": never onto one another.
HEAPS_FEED_THE_KINGS = Reading("a queen's heap feeds only the kings", of=GAME.page(107))

#: On each king as it comes, its own suit from the ace up to the knave.
FAMILIES = Foundations(GAME.page(107), piles=KINGS, suit=Suits.SAME, order=ORDER)

#: The book's rules, one clause each, cited to its page.
RULES: tuple[object, ...] = (
    # The queens as the diagram lays them (p. 106): diamonds, clubs, hearts, spades, in each of two rows.
    Layout(TABLE, SetOut(GAME.page(106), ("QD", "QC", "QH", "QS") * 2, to=QUEENS, stays=True), rest="stock"),
    FAMILIES,
    Building(GAME.page(107), piles=QUEENS, build=Build.DOWN, suit=Suits.ANY),
    Available(GAME.page(107), piles=QUEENS, rule="only the top card of a queen's heap is available"),
    GoesOnlyTo(HEAPS_FEED_THE_KINGS, piles=QUEENS, to=KINGS, rule="a queen's heap goes only to the kings"),
    Talon(WASTE_TOP),
    MustPlay(TURNED_CARD_HOME, foundations=FAMILIES),
)
RULES += (CardMoves(RULES),)

#: Queens and Knaves and its edition.
VARIANT = variant(
    "queens-and-knaves",
    55,
    packs=2,
    rules=RULES,
    readings=(WASTE_TOP, TURNED_CARD_HOME, HEAPS_FEED_THE_KINGS),
    changes="the book's rules: the kings laid as they come and built up in suit from the ace to the knave, "
    "cards laid down regardless of suit on the queens, one deal",
    summary="Lay the kings as they come and build each up in suit from the ace to the knave, "
    "holding cards back on the eight queens, downwards regardless of suit; one deal.",
)

patience_variant = published(VARIANT)
