"""Elevens (No. 2): twelve pip cards face up, pairs making eleven covered from the stock, the court cards dealt last.

Hoffmann 1892, No. 14 "Elevens (No. 2)", pp. 26–27. The kings, queens and
knaves are thrown out, the rest shuffled and cut, and the court cards put
below it, to be the last cards of the pack. Three rows of four cards are laid
face up. Any two exposed cards whose pips make eleven are covered with the
two top cards of the stock, and so on until, if the player is lucky, the
twelve court cards, the last of the stock, have each covered one of the
twelve heaps.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.cards import KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    Cleared,
    DealRound,
    Layout,
    Pairs,
    ToBottom,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, published, variant

GAME = HOFFMANN_1892.game(14)
HEAPS = numbered("t", 12)
TABLE = table_of(tableau=HEAPS, stock="stock")

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        ToBottom(GAME.page(26), ranks=(KNAVE, QUEEN, KING)),
        DealRound(GAME.page(27), to=HEAPS, rounds=1),
        rest="stock",
    ),
    Available(GAME.page(27), piles=HEAPS, rule="the top card of each heap is exposed"),
    Pairs(GAME.page(27), piles=HEAPS, total=11, cover="stock"),
    Cleared(
        GAME.page(27),
        piles=("stock",),
        rule="the game is won when the twelve court cards, the last of the stock, have each covered a heap",
    ),
    #: A solver hint: no rule looks at a suit or tells the twelve heaps apart.
    RankKey(alike=(HEAPS,)),
)
RULES += (CardMoves(RULES),)

#: Elevens (No. 2) and its edition.
VARIANT = variant(
    "elevens-no-2",
    14,
    packs=1,
    rules=RULES,
    changes="the book's rules: the court cards dealt last; twelve pip cards face up, any two making eleven "
    "covered with the next two cards of the stock, until the stock is dealt out",
    summary="Cover pairs making eleven among twelve heaps from the stock, the court cards last.",
)

patience_variant = published(VARIANT)
