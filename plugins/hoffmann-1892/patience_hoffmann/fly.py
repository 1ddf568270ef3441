"""The Fly: eight aces built up regardless of suit from a packet of thirteen and five waste-heaps the player chooses.

Hoffmann 1892, No. 51 "The Fly", pp. 96–97. Two packs. The eight aces are
laid in a row, to be built up to the kings without regard to suit. Thirteen
cards are counted off the shuffled pack and laid aside face up: the Fly. The
rest of the pack is dealt one card at a time, each onto whichever of five
waste-heaps the player thinks best. The top card of the Fly and of each
waste-heap may go up at any time, each card played freeing the one beneath.
There is no second deal. Hoffmann advises not covering a low card with a
higher one, keeping a heap for the kings, and preferring the Fly's card to a
waste-heap's: advice, which the rules leave to the player.
"""

from __future__ import annotations

from patience_core import Move, RankKey
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    DealPackets,
    Foundations,
    GoesOnlyTo,
    Layout,
    SetOut,
    SingleCardMoves,
    Suits,
    WasteHeaps,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, published, variant
from patience_hoffmann.hints import LowestFirst

GAME = HOFFMANN_1892.game(51)
FOUNDATIONS = numbered("f", 8)
WASTES = numbered("w", 5)
TABLE = table_of(foundation=FOUNDATIONS, reserve=("fly",), waste=WASTES, stock="stock")
#: The aces as the picture lays them (p. 96): two diamonds, two clubs, two hearts, two spades.
ACES = ("AD", "AD", "AC", "AC", "AH", "AH", "AS", "AS")

FOUNDATION_RULE = Foundations(GAME.page(97), suit=Suits.ANY, end=KING, set_out=True)

#: Hoffmann's rules, one clause each, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(97), ACES, to=FOUNDATIONS, stays=True),
        DealPackets(GAME.page(97), size=13, to=("fly",)),
        rest="stock",
    ),
    FOUNDATION_RULE,
    Available(GAME.page(97), piles=("fly",), rule="the top card of the Fly is available"),
    GoesOnlyTo(GAME.page(97), piles=("fly",), to=FOUNDATIONS, rule="the Fly's cards go only to the foundations"),
    WasteHeaps(GAME.page(97), piles=WASTES),
    GoesOnlyTo(GAME.page(97), piles=("stock",), to=WASTES, rule="each card dealt goes on one of the five waste-heaps"),
    SingleCardMoves(
        foundations=(FOUNDATION_RULE,),
        building=None,
        sources=("fly", *WASTES),
        also=tuple(Move("stock", pile_id) for pile_id in WASTES),
    ),
    # Not rules: no rule looks at a suit, the waste-heaps are alike and so are the foundations, a foundation's
    # height says which ranks it holds; and a card one above the lowest foundation goes home at once.
    RankKey(alike=(WASTES, FOUNDATIONS), heights=FOUNDATIONS),
    LowestFirst(foundations=FOUNDATIONS, free=("fly", *WASTES)),
)

#: The Fly and its edition.
VARIANT = variant(
    "fly",
    51,
    packs=2,
    rules=RULES,
    changes="the book's rules; its advice (the Fly's card preferred, no low card covered, a heap kept for kings) is "
    "left to the player",
    summary="Build eight aces up to kings regardless of suit from a packet of thirteen, the Fly, and five "
    "waste-heaps on which you deal the pack as you choose.",
)

patience_variant = published(VARIANT)
