"""Hidden Cards: twelve heaps numbered ace to queen and a reserve; each card is slipped under the heap of its number.

Hoffmann 1892, No. 10 "Hidden Cards", pp. 20–21. The pack is dealt into two
rows of six heaps, numbered ace to six and seven to queen, and a thirteenth
heap face down at the right, the reserve, four cards each. The top card of
the first heap is put under the heap of its value, that heap's top card under
the heap of its own value, and so on; a king goes below the rows, and a card
of the reserve is taken in its place. The game is won if at the end each
heap holds the four cards of its number and the kings lie below. Nothing is
the player's to decide: the deal decides the game.
"""

from __future__ import annotations

from patience_core.clauses import DealRound, Layout, UnderItsNumber, numbered, table_of
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(10)
HEAPS = numbered("h", 12)
TABLE = table_of(tableau=HEAPS, stock="reserve", foundation="kings")

#: The text gives the goal, not the moment play stops: a count shows the chain can only stop at the first heap.
ENDS_AT_HOME = Reading("the chain ends when the heap to draw from holds only its own cards", of=GAME.page(21))

#: The book's rules, and the reading they rest on.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(20), to=(*HEAPS, "reserve"), rounds=4)),
    UnderItsNumber(ENDS_AT_HOME, heaps=HEAPS, aside="kings", aside_cite=GAME.page(21)),
)

#: Hidden Cards and its edition.
VARIANT = variant(
    "hidden-cards",
    10,
    packs=1,
    rules=RULES,
    readings=(ENDS_AT_HOME,),
    changes="the book's rules: from the first heap, each card put under the heap of its number, the kings "
    "aside for the reserve's cards, until the heap to draw from holds only its own cards",
    summary="Slip each card under the heap of its number, ace to queen, the kings aside: won if every heap sorts.",
    state_notes=(("turn", "the heap whose top card is taken next"),),
)

patience_variant = published(VARIANT)
