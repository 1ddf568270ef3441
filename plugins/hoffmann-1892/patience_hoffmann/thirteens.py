"""Thirteens: ten cards in two rows of five, pairs making thirteen and kings taken off, the gaps filled from the stock.

Hoffmann 1892, No. 20 "Thirteens", pp. 34–35. Two upright rows of five cards
are laid out. Any two cards whose values make thirteen (the knave counting
eleven, the queen twelve) are thrown out together, and a king, which is
thirteen by itself, alone; the gaps are filled from the stock, until the whole
pack is worked off. The game is lost if the rows, filled, hold no king and no
two cards making thirteen.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.cards import KING
from patience_core.clauses import Available, CardMoves, Cleared, DealRound, Layout, Pairs, Refill, numbered, table_of
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(20)
ROWS = (*numbered("a", 5), *numbered("b", 5))
TABLE = table_of(tableau=ROWS, foundation="pairs", stock="stock")

#: "Having removed ... all such cards ... you replace the missing cards": each gap is filled as it is made.
FILLED_AS_MADE = Reading("each gap is filled from the stock as soon as it is made", of=GAME.page(35))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(34), to=ROWS, rounds=1), rest="stock"),
    Available(GAME.page(34), piles=ROWS, rule="every card of the two rows is available"),
    Pairs(
        GAME.page(34),
        piles=ROWS,
        into="pairs",
        total=13,
        alone=(KING,),
        alone_cite=GAME.page(34, 35),
        refill=Refill(FILLED_AS_MADE, piles=ROWS, supply=("stock",)),
    ),
    Cleared(GAME.page(35), piles=(*ROWS, "stock"), rule="the game is won when all the cards have been worked off"),
    #: A solver hint: no rule looks at a suit or tells the ten places apart.
    RankKey(alike=(ROWS,), heights=("pairs",)),
)
RULES += (CardMoves(RULES),)

#: Thirteens and its edition.
VARIANT = variant(
    "thirteens",
    20,
    packs=1,
    rules=RULES,
    readings=(FILLED_AS_MADE,),
    changes="the book's rules: pairs making thirteen and the kings singly thrown out of two rows of five, "
    "the gaps filled from the stock",
    summary="Throw out pairs making thirteen, and kings singly, from two rows of five filled from the stock.",
)

patience_variant = published(VARIANT)
