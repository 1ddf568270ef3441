"""The Juvenile: sixteen heaps face up, pairs making fourteen thrown out, two packets face down kept for when stuck.

Hoffmann 1892, No. 45 "The Juvenile", pp. 82–83. Two packs. Sixteen heaps are
laid out face up in rows of four, and the eight cards over are made into two
packets of four laid face down on either side as reserves. Two top cards,
whatever their suits, whose values make fourteen (the knave eleven, the queen
twelve, the king thirteen) are thrown out together. When no two top cards
make fourteen, the first packet is turned over and its cards serve as the
heaps' do; when that gives no pair, or is used up, the second. An emptied
heap is not filled. Won when every card is thrown out two by two.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.clauses import (
    Available,
    CardMoves,
    DealPackets,
    Layout,
    OpenWhenBlocked,
    Pairs,
    Space,
    Spaces,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(45)
HEAPS = numbered("h", 16)
PACKETS = ("r1", "r2")
TABLE = table_of(foundation="pairs", tableau=HEAPS, reserve=PACKETS)

#: P. 82 deals "sixteen packets of four cards each" and says "there will be eight cards over": with two packs only
#: heaps of six leave eight over (16 × 6 + 8 = 104), where heaps of four would leave forty.
SIX_CARDS = Reading("the sixteen heaps hold six cards each", of=GAME.page(82))

FOURTEEN = Pairs(GAME.page(83), piles=(*HEAPS, *PACKETS), total=14, into="pairs")

#: Hoffmann's rules, one clause each, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealPackets(SIX_CARDS, size=6, to=HEAPS),
        DealPackets(GAME.page(82), size=4, to=PACKETS),
    ),
    Available(GAME.page(83), piles=(*HEAPS, *PACKETS), rule="the uppermost card of a heap or packet is available"),
    FOURTEEN,
    Spaces(GAME.page(83), piles=HEAPS, take=Space.NOTHING),
    OpenWhenBlocked(GAME.page(83), piles=PACKETS, blocked_by=FOURTEEN),
)
RULES += (
    CardMoves(RULES),
    # Not a rule: no rule looks at a suit, the heaps are alike, and the cards thrown out are counted, not read.
    RankKey(alike=(HEAPS,), heights=("pairs",)),
)

#: The Juvenile and its edition.
VARIANT = variant(
    "juvenile",
    45,
    packs=2,
    rules=RULES,
    readings=(SIX_CARDS,),
    changes="the book's rules, with heaps of six cards, the count that leaves the eight cards over",
    state_notes=(("opened", "how many of the two packets have been turned over"),),
    summary="Throw out pairs making fourteen from sixteen heaps, turning two face-down packets over when stuck.",
)

patience_variant = published(VARIANT)
