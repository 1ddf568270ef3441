"""Red and Black: two packs, eight aces set out, eight Volunteers built down in alternating colours.

Cadogan 1914, "Red and Black". The eight aces are set out in pairs of
alternate colours and built up in suit to the kings. Eight cards below them,
the Volunteers, take cards in descending sequence of alternate colours, and a
vacancy among them is filled at once from the pack. The pack is turned one
card at a time, the cards that fit nowhere forming the talon, which may be
shuffled and dealt again once.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    Refill,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

RED_AND_BLACK = CADOGAN_1914.game("Red and Black")
FOUNDATIONS, VOLUNTEERS = numbered("f", 8), numbered("v", 8)
TABLE = table_of(foundation=FOUNDATIONS, tableau=VOLUNTEERS, waste="talon", stock="stock")

#: Play ¶1 sets the aces out "in pairs of alternate colors"; the order is in the illustration only.
BLACK_THEN_RED = Reading("each pair of aces is a black one and a red one", of=RED_AND_BLACK.play(1))
#: Play ¶1 fills a vacancy "from the cards in hand" at once; one left while the pack was out waits for the redeal.
FROM_THE_PACK = Reading("a vacancy is filled from the pack only, at once while it lasts", of=RED_AND_BLACK.play(1))
#: Rule II speaks of cards placed on the Volunteers, one on another: one card at a time.
ONE_AT_A_TIME = Reading("a Volunteer's cards move one at a time", of=RED_AND_BLACK.rule("II"))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(BLACK_THEN_RED, ("AC", "AH", "AS", "AD", "AC", "AH", "AS", "AD"), to=FOUNDATIONS),
        DealRound(RED_AND_BLACK.play(1), to=VOLUNTEERS, rounds=1),
        rest="stock",
    ),
    Foundations(RED_AND_BLACK.rule("I"), end=KING, set_out=True),
    Available(ONE_AT_A_TIME, piles=VOLUNTEERS),
    Building(RED_AND_BLACK.rule("II"), piles=VOLUNTEERS, suit=Suits.ALTERNATE),
    Spaces(FROM_THE_PACK, piles=VOLUNTEERS, take=Space.ANY, sources=("stock",)),
    Refill(FROM_THE_PACK, piles=VOLUNTEERS, supply=("stock",)),
    Talon(RED_AND_BLACK.play(1)),
    Redeals(RED_AND_BLACK.play(2), gather=("talon",), after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "red-and-black",
    "Red and Black",
    packs=2,
    readings=(BLACK_THEN_RED, FROM_THE_PACK, ONE_AT_A_TIME),
    changes="the book's rules",
    rules=RULES,
    redeals=1,
    summary="Build eight aces up in suit to kings from eight Volunteers built down in alternating colours; "
    "one redeal of the talon.",
)

patience_variant = published(VARIANT)
