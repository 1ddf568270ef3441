"""The Lady of the Manor: eight aces built up regardless of suit from four packets and twelve heaps sorted by rank.

Hoffmann 1892, No. 43 "The Lady of the Manor", pp. 78–79. Two packs. The
eight aces are set out in a double row. Four packets of twelve cards are
counted off the top of the shuffled pack; the forty-eight cards left are
sorted into twelve heaps in a semicircle, all the twos in the first, all the
threes in the second, and so on to the kings. The aces are built up to the
kings regardless of suit, from the top cards of the packets and of the heaps;
nothing is built anywhere else and there is no second deal. Since every heap
of the semicircle holds one rank and suits do not count, the game leaves the
player little to choose; Hoffmann's advice is to play from the four packets
first and turn to the semicircle only when they give nothing.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    CardMoves,
    DealByRank,
    DealPackets,
    Foundations,
    GoesOnlyTo,
    Layout,
    SetOut,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant
from patience_hoffmann.hints import LowestFirst

GAME = HOFFMANN_1892.game(43)
FOUNDATIONS = numbered("f", 8)
PACKETS = numbered("p", 4)
#: The semicircle's heaps, named by rank: ``s2`` the twos … ``s13`` the kings.
SEMICIRCLE = tuple(f"s{rank}" for rank in range(2, KING + 1))
TABLE = table_of(foundation=FOUNDATIONS, reserve=(*PACKETS, *SEMICIRCLE))

#: P. 79, footnote *: a rank with no card left for the semicircle leaves its place vacant "till they appear in course
#: of play". Nothing in the text moves a card anywhere but to a foundation; the cards of that rank are in the
#: packets and appear from there. The place is not filled.
EMPTY_PLACE = Reading("a place of the semicircle left empty stays empty", of=GAME.page(79))


FOUNDATION_RULE = Foundations(GAME.page(79), suit=Suits.ANY, end=KING, set_out=True)

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(78), ("AC", "AS", "AH", "AD") * 2, to=FOUNDATIONS, stays=True),
        DealPackets(GAME.page(78), size=12, to=PACKETS),
        DealByRank(GAME.page(79), to={rank: f"s{rank}" for rank in range(2, KING + 1)}),
    ),
    FOUNDATION_RULE,
    Available(
        GAME.page(79),
        piles=(*PACKETS, *SEMICIRCLE),
        rule="the top card of a packet, and a card of a heap of the semicircle, is available",
    ),
    GoesOnlyTo(
        GAME.page(79),
        piles=(*PACKETS, *SEMICIRCLE),
        to=FOUNDATIONS,
        rule="a card of the packets or the semicircle goes only to the foundations",
    ),
    Spaces(EMPTY_PLACE, piles=(*PACKETS, *SEMICIRCLE), take=Space.NOTHING),
)
#: Not a rule: no rule looks at a suit, so the solver keys a position by ranks, the foundations by their heights.
SUITS_DO_NOT_MATTER = RankKey(alike=(FOUNDATIONS,), heights=FOUNDATIONS)
RULES += (CardMoves(RULES), SUITS_DO_NOT_MATTER, LowestFirst(foundations=FOUNDATIONS, free=(*PACKETS, *SEMICIRCLE)))

#: The Lady of the Manor and its edition.
VARIANT = variant(
    "lady-of-the-manor",
    43,
    packs=2,
    rules=RULES,
    readings=(EMPTY_PLACE,),
    changes="the book's rules; its advice to play from the packets first is left to the player",
    summary="Build eight aces up to kings regardless of suit from four packets and twelve heaps sorted by rank.",
)

patience_variant = published(VARIANT)
