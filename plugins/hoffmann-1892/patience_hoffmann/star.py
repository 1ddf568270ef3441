"""The Star: sixteen cards of a piquet pack laid as an eight-rayed star, each card of the stock paired with one.

Hoffmann 1892, No. 2 "The Star", pp. 9–10. Four cards are laid in a cross, four
more between them, making an inner circle of eight, and a card beyond each,
an outer circle of eight: a star of sixteen round the stock of sixteen,
face down. Each card turned from the stock is thrown out with a card of the
star alike in value; an inner card so thrown out is replaced by the outer card
on its ray. A card turned that pairs with none may be laid in a vacant outer
place; if there is none, the game is lost. When the stock is used up, the
cards left in the star are thrown out two by two, and the game is won.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.cards import PIQUET_PACK
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Layout,
    PairedWith,
    Pairs,
    PairsFirst,
    Refill,
    Space,
    Spaces,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(2)
#: The rays from the top, clockwise: north, north-east, east, south-east, south, south-west, west, north-west.
INNER, OUTER = numbered("i", 8), numbered("o", 8)
STAR = (*INNER, *OUTER)
TABLE = table_of(foundation="pairs", reserve=STAR, stock="stock")

#: "If you chance to remove one of the cards of the first circle … you must replace it by the corresponding card of
#: the outer circle": the inner place is filled from its ray when its card is paired, and only then.
REPLACED_WHEN_PAIRED = Reading(
    "an inner card paired is replaced by the outer card of its ray, at once and only then", of=GAME.page(10)
)

RAYS = Refill(
    REPLACED_WHEN_PAIRED, piles=INNER, supply=(), supplies={i: (o,) for i, o in zip(INNER, OUTER, strict=True)}
)
PAIRS = Pairs(GAME.page(10), piles=("stock", *STAR), into="pairs", refill=RAYS)

#: A solver hint: no rule of The Star looks at a suit (the star's places are told apart by their rays).
SUITS_DO_NOT_MATTER = RankKey(heights=("pairs",))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(GAME.page(9), to=INNER[::2], rounds=1),
        DealRound(GAME.page(9), to=INNER[1::2], rounds=1),
        DealRound(GAME.page(10), to=OUTER, rounds=1),
        rest="stock",
    ),
    Available(
        GAME.page(10),
        piles=("stock", *STAR),
        rule="the card turned from the stock and the cards of the star are exposed",
    ),
    PAIRS.refill,
    PAIRS,
    PairedWith(GAME.page(10), pairs=PAIRS, piles=("stock",)),
    Spaces(GAME.page(10), piles=OUTER, take=Space.ANY, sources=("stock",)),
    Spaces(GAME.page(10), piles=INNER, take=Space.NOTHING),
    PairsFirst(GAME.page(10), pairs=PAIRS, source="stock", aside=OUTER),
    SUITS_DO_NOT_MATTER,
)
RULES += (CardMoves(RULES),)

#: The Star and its edition.
VARIANT = variant(
    "star",
    2,
    packs=1,
    pack=PIQUET_PACK,
    rules=RULES,
    readings=(REPLACED_WHEN_PAIRED,),
    changes="the book's rules: each card of the stock paired with a card of the star, an inner card paired "
    "replaced from its ray, a card that pairs with none laid in a vacant outer place",
    summary="Lay sixteen cards of a piquet pack as an eight-rayed star and pair each card of the stock with one of "
    "them, laying a card that pairs with none in a vacant outer place.",
)

patience_variant = published(VARIANT)
