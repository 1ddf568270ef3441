"""The Wheatsheaf: an ace and a king of each suit built up and down in suit, eight reserve heaps built either way.

Hoffmann 1892, No. 44 "The Wheatsheaf", pp. 80–81. Two packs. An ace and a
king of each suit are set out side by side, the aces to be built up in suit
to the kings, the kings down in suit to the aces. Four cards on either side
are the bases of eight reserve heaps, each built in suit one way, up or down.
The pack is dealt one card at a time: a card that can go to a foundation or
a reserve heap goes there, any other to a waste-heap. Whenever a reserve's
card or the waste-heap's top card can go to a foundation, it must; a reserve
used up is filled at once from the waste-heap. The pack is gone through once.
"""

from __future__ import annotations

from patience_core.cards import ACE, KING, Suit
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    HomeFirst,
    Layout,
    Refill,
    SetOut,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(44)
UP = numbered("u", 4)
DOWN = numbered("d", 4)
RESERVES = numbered("a", 8)
TABLE = table_of(foundation=(*UP, *DOWN), tableau=RESERVES, waste="talon", stock="stock")
#: The suits from the top of the picture's columns (p. 80): diamonds, clubs, hearts, spades.
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)

#: P. 81: the reserve heaps are "in ascending or descending sequence", the player choosing which when they are made
#: (the 4, 5, 6 of diamonds laid either way): a heap runs one way once its second card is laid.
ONE_DIRECTION = Reading("a reserve keeps one direction", of=GAME.page(81))
#: P. 81 lays auxiliaries on one another at the start, and nothing ends it: a reserve's top card may go onto another.
RESERVES_FEED = Reading("reserves feed one another", of=GAME.page(81))
#: P. 81 names the waste top only for the foundations; as an available card it goes on a reserve too.
WASTE_TO_RESERVE = Reading("the waste top goes to a reserve too", of=GAME.page(81))
#: P. 81 fills the first vacancies with fresh cards, and later ones "forthwith" from the waste-heap.
REFILLED = Reading("every vacancy is filled at once, from the waste, else from the pack", of=GAME.page(81))
#: P. 81 makes the reserves' and the waste top's foundation plays compulsory; the card turned is read the same way.
TURNED_MUST_GO = Reading("a card turned that fits a foundation is played there", of=GAME.page(81))

ACES = Foundations(GAME.page(80), piles=UP, suits=SUITS, end=KING, set_out=True)
KINGS = Foundations(GAME.page(80), piles=DOWN, build=Build.DOWN, start=KING, suits=SUITS, end=ACE, set_out=True)

#: Hoffmann's rules, one clause each, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(80), ("AD", "AC", "AH", "AS"), to=UP, stays=True),
        SetOut(GAME.page(80), ("KD", "KC", "KH", "KS"), to=DOWN, stays=True),
        DealRound(GAME.page(81), to=RESERVES, rounds=1),
        rest="stock",
    ),
    ACES,
    KINGS,
    Available(RESERVES_FEED, piles=RESERVES, rule="the top card of a reserve is available"),
    Building(GAME.page(81), piles=RESERVES, build=Build.EITHER, suit=Suits.SAME, continued=ONE_DIRECTION),
    Talon(GAME.page(81)),
    Refill(REFILLED, piles=RESERVES, supply=("talon", "stock")),
    HomeFirst(TURNED_MUST_GO, piles=("stock",), foundations=(ACES, KINGS)),
    HomeFirst(GAME.page(81), piles=(*RESERVES, "talon"), foundations=(ACES, KINGS)),
)
RULES += (CardMoves(RULES),)

#: The Wheatsheaf and its edition.
VARIANT = variant(
    "wheatsheaf",
    44,
    packs=2,
    rules=RULES,
    readings=(ONE_DIRECTION, RESERVES_FEED, WASTE_TO_RESERVE, REFILLED, TURNED_MUST_GO),
    changes="the book's rules: reserves built in suit one way each, foundation plays compulsory, one pass",
    summary="Build an ace and a king of each suit up and down in suit, with eight reserve heaps each built one way "
    "in suit, foundation plays compulsory.",
)

patience_variant = published(VARIANT)
