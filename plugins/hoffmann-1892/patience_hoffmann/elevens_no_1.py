"""Elevens (No. 1): nine cards face up, pairs making eleven and court cards taken off, the gaps filled from the stock.

Hoffmann 1892, No. 13 "Elevens (No. 1)", pp. 25–26. Three rows of three cards
are laid face up. Two cards whose pips make eleven (a seven and a four, a ten
and an ace) are taken off together, and a king, a queen or a knave, which
counts eleven by itself, alone; the gaps are filled from the stock. When the
places are all filled and nothing makes eleven, one more card may be turned:
if it makes eleven with a card on the table the game goes on, and if not it
is lost. Getting rid of every card wins, as the book's introduction says of
all such games.
"""

from __future__ import annotations

from patience_core.cards import KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    Cleared,
    DealRound,
    ExtraCard,
    Layout,
    Pairs,
    Refill,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(13)
PLACES = numbered("t", 9)
TABLE = table_of(tableau=(*PLACES, "extra"), foundation="pairs", stock="stock")

#: "If at any given stage of the game, when all such blanks are filled, there are no cards exposed which make the
#: desired number, you are allowed to turn up one additional card": at each such stage, not once in the game.
EVERY_BLOCK = Reading("one more card may be turned at every block, not once only", of=GAME.page(26))
#: "A king, a queen, or a knave by itself in this game counts eleven": such a card turned makes eleven alone.
COURT_TURNED = Reading("a court card turned as the extra card makes eleven by itself", of=GAME.page(26))
#: The text says how the game is lost; the introduction, how every game of this class is won (p. 3).
ALL_GONE = HOFFMANN_1892.section("Introduction").page(3)

PAIRS = Pairs(
    GAME.page(25, 26),
    piles=(*PLACES, "extra"),
    into="pairs",
    total=11,
    alone=(KNAVE, QUEEN, KING),
    alone_cite=GAME.page(26),
    refill=Refill(GAME.page(26), piles=PLACES, supply=("stock",)),
)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(25), to=PLACES, rounds=1), rest="stock"),
    Available(GAME.page(25), piles=(*PLACES, "extra"), rule="every card laid out face up is available"),
    PAIRS,
    ExtraCard(EVERY_BLOCK, pairs=PAIRS, places=PLACES, alone_cite=COURT_TURNED),
    Cleared(ALL_GONE, piles=(*PLACES, "extra", "stock"), rule="the game is won when every card has been got rid of"),
)
RULES += (CardMoves(RULES),)

#: Elevens (No. 1) and its edition.
VARIANT = variant(
    "elevens-no-1",
    13,
    packs=1,
    rules=RULES,
    readings=(EVERY_BLOCK, COURT_TURNED),
    changes="the book's rules: pairs making eleven and the court cards singly taken off nine cards face up, the "
    "gaps filled from the stock; one more card turned at every block, which must make eleven",
    summary="Take off pairs making eleven, and courts singly, from nine cards; one more card when blocked.",
)

patience_variant = published(VARIANT)
