"""The Parallels: two packs, an ace and a king of each suit, rows of ten dealt one below another.

Hoffmann 1892, No. 40 "The Parallels", pp. 70–72. The four aces and four kings
of one pack are set out, the aces on the left to be built up in suit to the
kings, the kings on the right to be built down in suit to the aces. A row of
ten cards is dealt between them; the cards that fit are played, and their
places filled from the stock; then a second row is dealt below the first, and
so on. From the third row on, only the cards of the first and the last row may
be played, but a card taken away frees the card above it and the card below it
in its column. When no card can be played, the gaps are filled from the pack,
the uppermost row first, and the next row is dealt. There is no waste-heap and
no second deal. A card that fits both the ace's and the king's sequence of its
suit waits between them (No. 30 "The Crescent", p. 52).
"""

from __future__ import annotations

from patience_core import Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Build,
    CardMoves,
    DealRound,
    Foundations,
    GridDeal,
    Layout,
    MeetingPlace,
    NarrowEnds,
    SetOut,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(40)
#: The picture (p. 70, printed sideways): the aces down the left, hearts, clubs, diamonds, spades, the kings down the
#: right in the same order.
SUITS = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
ACES, KINGS, BETWEEN = numbered("f", 4), ("f5", "f6", "f7", "f8"), numbered("m", 4)
#: Ten rows of ten places: the 96 cards after the aces and kings never need more.
GRID = tuple(tuple(f"r{row}c{column}" for column in range(1, 11)) for row in range(1, 11))
TABLE = table_of(
    foundation=(*ACES, *KINGS), reserve=BETWEEN, tableau=tuple(place for row in GRID for place in row), stock="stock"
)

#: P. 71 frees only the cards of the first and the last row, and "any card removed from either of these two rows
#: liberates the card above or beneath it"; the footnote (p. 72): "the card immediately above or below it".
BESIDE_A_GAP = Reading("a card is free when the place above or below it in its column is empty", of=GAME.page(71, 72))

UP = Foundations(GAME.page(71), piles=ACES, start=ACE, suits=SUITS, set_out=True)
DOWN = Foundations(GAME.page(71), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS, set_out=True)
#: "This rule prevails in all Patiences involving the formation of both ascending and descending sequences."
MEETING = MeetingPlace(HOFFMANN_1892.game(30).page(52), up=UP, down=DOWN, between=BETWEEN, suits=SUITS)
FREE = NarrowEnds(BESIDE_A_GAP, rows=GRID, lanes=False)

#: The game's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(71), ("AH", "AC", "AD", "AS", "KH", "KC", "KD", "KS"), to=(*ACES, *KINGS), stays=True),
        DealRound(GAME.page(71), to=GRID[0], rounds=1),
        rest="stock",
    ),
    UP,
    DOWN,
    FREE,
    GridDeal(GAME.page(72), rows=GRID, available=FREE, unless=(UP, DOWN), meeting=MEETING),
    MEETING,
)
RULES += (CardMoves(RULES),)

#: The Parallels and its edition.
VARIANT = variant(
    "parallels",
    40,
    packs=2,
    rules=RULES,
    readings=(BESIDE_A_GAP,),
    changes="the book's rules",
    summary="Play an ace and a king of each suit up and down from rows of ten dealt one below another, only the "
    "first and last rows free; the gaps filled before each new row.",
    state_notes=(("rows", "how many rows of ten have been dealt"),),
)

patience_variant = published(VARIANT)
