"""Mount Olympus: two packs, a pyramid of aces and twos built up by twos in suit, a battery of nine.

Cadogan 1914, "Mount Olympus". The eight aces and the eight twos are set out
as a pyramid: the aces ascend in suit by the odd numbers to the kings, the twos
by the even numbers to the queens. Nine cards dealt below make the battery,
built down in suit by twos, its uppermost cards alone available and its spaces
filled from the pack or the talon. The cards that fit nowhere form the talon,
which may be taken up and dealt again once.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Role
from patience_core.cards import ACE, KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
)

OLYMPUS = CADOGAN_1914.game("Mount Olympus")
ACES, TWOS, BATTERY = numbered("a", 8), numbered("d", 8), numbered("b", 9)
#: The pyramid, row by row, aces and twos alternating (the illustration is not in the text).
PYRAMID = (("a1",), ("d1", "a2", "d2"), ("a3", "d3", "a4", "d4", "a5"), ("d5", "a6", "d6", "a7", "d7", "a8", "d8"))
TABLE = (
    *((pile_id, Role.FOUNDATION) for row in PYRAMID for pile_id in row),
    *((pile_id, Role.TABLEAU) for pile_id in BATTERY),
    ("talon", Role.WASTE),
    ("stock", Role.STOCK),
)

#: The pyramid is in the illustration only; its last line, "alternate kings and queens", places them.
PLACES = Reading("a pyramid of rows of one, three, five and seven, aces and twos alternating", of=OLYMPUS.play(1))
#: Play ¶4 takes the talon up and deals it again, saying nothing of a shuffle: it is turned over.
AGAIN = Reading("the talon is turned over, unshuffled, to be the pack again", of=OLYMPUS.play(4))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(PLACES, ("AS", "AH", "AC", "AD") * 2, to=ACES),
        SetOut(PLACES, ("2S", "2H", "2C", "2D") * 2, to=TWOS),
        DealRound(OLYMPUS.play(2), to=BATTERY, rounds=1),
        rest="stock",
    ),
    Foundations(OLYMPUS.rule("II"), piles=ACES, order=(ACE, 3, 5, 7, 9, KNAVE, KING), set_out=True),
    Foundations(OLYMPUS.rule("II"), piles=TWOS, order=(2, 4, 6, 8, 10, QUEEN), set_out=True),
    Available(
        OLYMPUS.rule("IV"), piles=BATTERY, rule="only the uppermost card of a packet of the battery is available"
    ),
    Building(OLYMPUS.rule("III"), piles=BATTERY, suit=Suits.SAME, step=2),
    Spaces(OLYMPUS.play(2), piles=BATTERY, take=Space.ANY, sources=("stock", "talon")),
    Talon(OLYMPUS.play(2)),
    Redeals(AGAIN, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "mount-olympus",
    "Mount Olympus",
    packs=2,
    changes="the book's rules",
    rules=RULES,
    redeals=1,
    summary="Build a pyramid of aces and twos up in suit by twos, the aces to the kings and the twos to the "
    "queens, from a battery of nine built down in suit by twos.",
)

patience_variant = published(VARIANT)
