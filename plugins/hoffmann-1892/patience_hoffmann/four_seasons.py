"""The Four Seasons: four aces in a column between two rows of six, built up in suit to the kings.

Hoffmann 1892, No. 19 "The Four Seasons", pp. 32–33. The aces are set out in a
column, red and black by turns, and six cards are dealt in a row on either
side of them. A card of a side row that follows an ace (or the card on it) in
suit goes up, and its place is filled at once from the stock. Two cards of
the side rows of one suit and in sequence are joined, the smaller on the
larger, the place it leaves filled from the stock; such a series goes up a
card at a time as its cards become playable. The stock is turned a card at
a time: a card that fits the centre or a side row is placed, a gap is filled,
and any other card goes to a waste-heap, which becomes a new stock once. Won
when the aces bear the four suits up to the kings.
"""

from __future__ import annotations

from patience_core.cards import Suit
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(19)
#: The aces from the top of the column, "red and black alternately", as the figure has them (p. 32).
ACES = ("AD", "AC", "AH", "AS")
CENTRE = numbered("f", 4)
LEFT, RIGHT = numbered("l", 6), numbered("r", 6)
SIDES = (*LEFT, *RIGHT)
TABLE = table_of(foundation=CENTRE, tableau=SIDES, waste="talon", stock="stock")

#: "Cards which … cannot be employed either in the centre row or side rows, are played to a waste-heap": a card
#: turned that can be placed, on the centre or on a side row, is placed.
EMPLOYED = Reading("a card turned that can go to the centre or on a side row is placed there", of=GAME.page(33))
#: "To form a new stock": the waste-heap, taken up, is dealt again as it lies, the card laid there first coming first.
NEW_STOCK = Reading("the waste-heap is turned over whole to be the new stock, its order kept", of=GAME.page(33))
#: "It is an understood thing in all Patience Games" that the top card of the waste-heap is available (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)

CENTRE_RULE = Foundations(GAME.page(33), piles=CENTRE, suits=tuple(Suit(ace[1]) for ace in ACES), set_out=True)
SIDE_ROWS = Building(GAME.page(33), piles=SIDES, build=Build.DOWN, suit=Suits.SAME)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(32), ACES, to=CENTRE, stays=True),
        DealRound(GAME.page(32), to=SIDES, rounds=1),
        rest="stock",
    ),
    CENTRE_RULE,
    Available(GAME.page(33), piles=SIDES, rule="only the top card of a place in the side rows is available"),
    SIDE_ROWS,
    Spaces(GAME.page(33), piles=SIDES, take=Space.ANY, sources=("stock",), at_once=True),
    Talon(WASTE_TOP),
    MustPlay(EMPLOYED, foundations=CENTRE_RULE, building=SIDE_ROWS),
    Redeals(NEW_STOCK, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The Four Seasons and its edition.
VARIANT = variant(
    "four-seasons",
    19,
    packs=1,
    rules=RULES,
    readings=(EMPLOYED, NEW_STOCK),
    changes="the book's rules: the aces built up in suit from two side rows of six, built down in suit a card at "
    "a time, their gaps filled at once from the stock; a card that can be placed is; one redeal",
    redeals=1,
    summary="Build the four aces up in suit to the kings from two rows of six beside them, joining cards of a suit "
    "in sequence in the rows, with the pack turned a card at a time and dealt through once more.",
)

patience_variant = published(VARIANT)
