"""The Wish: a piquet pack in eight heaps of four, the exposed cards paired off two alike at a time.

Hoffmann 1892, No. 1 "The Wish", pp. 7–8. The 32 cards are dealt into eight
heaps of four, face down, and the top card of each heap is turned up. Two
exposed cards alike in value, two sevens or two queens, are thrown aside
together, and the cards below them turned up. A heap used up may be filled
with the top card of any other heap, a privilege the book's footnote grants.
Won when the whole pack is paired off; lost when the exposed cards hold no
two alike. PySolFC's The Wish has no such privilege (edition ``pysolfc``).
"""

from __future__ import annotations

from patience_core import Edition, RankKey
from patience_core.cards import PIQUET_PACK
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Layout,
    Pairs,
    Space,
    Spaces,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, published, variant

GAME = HOFFMANN_1892.game(1)
HEAPS = numbered("t", 8)
#: The heaps are reserves: only the top card of each is exposed, the cards below lying face down.
TABLE = table_of(foundation="pairs", reserve=HEAPS)

#: A solver hint: no rule of The Wish looks at a suit or tells one heap from another.
SUITS_DO_NOT_MATTER = RankKey(alike=(HEAPS,), heights=("pairs",))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(7), to=HEAPS, rounds=4)),
    Available(GAME.page(8), piles=HEAPS, rule="only the top card of each heap is exposed"),
    Pairs(GAME.page(8), piles=HEAPS, into="pairs"),
    Spaces(GAME.page(8), piles=HEAPS, take=Space.ANY, sources=HEAPS),
    SUITS_DO_NOT_MATTER,
)
RULES += (CardMoves(RULES),)

PYSOLFC_WISH = PYSOLFC.game("The Wish").at(
    "game 328", note="eight piles of four, the top card face up, pairs of a rank removed; a pile used up stays empty"
)
#: PySolFC's The Wish: the book's game without the footnote's privilege, a heap used up staying empty.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "The Wish as PySolFC plays it",
    (PYSOLFC_WISH,),
    changes="a heap used up stays empty: no card may fill its place",
    rules=(Spaces(PYSOLFC_WISH, piles=HEAPS, take=Space.NOTHING),),
)

#: The Wish and its editions.
VARIANT = variant(
    "wish",
    1,
    packs=1,
    pack=PIQUET_PACK,
    rules=RULES,
    changes="the book's rules, with its footnote's privilege: a heap used up may be filled with the top card "
    "of any other",
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    summary="Deal a piquet pack into eight heaps of four and pair off the exposed cards two alike at a time, "
    "a heap used up filled from another.",
)

patience_variant = published(VARIANT)
