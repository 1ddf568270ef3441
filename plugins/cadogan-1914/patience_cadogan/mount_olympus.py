"""Mount Olympus: two packs, a pyramid of aces and twos built up by twos in suit, a battery of nine.

Cadogan 1914, "Mount Olympus". The eight aces and the eight twos are set out
as a pyramid: the aces ascend in suit by the odd numbers to the kings, the twos
by the even numbers to the queens. Nine cards dealt below make the battery,
built down in suit by twos, its uppermost cards alone available and its spaces
filled from the pack or the talon. The cards that fit nowhere form the talon,
which may be taken up and dealt again once.

PySolFC (game 398) has no talon and no redeal: the pack is dealt a card onto
each packet of the battery at a time, a packet emptied is filled at once from
the pack, and built sequences move whole (edition ``pysolfc``).
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Edition, Role
from patience_core.cards import ACE, KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    Dealing,
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
from patience_core.sources import PYSOLFC

OLYMPUS = CADOGAN_1914.game("Mount Olympus")
ACES, TWOS, BATTERY = numbered("a", 8), numbered("d", 8), numbered("b", 9)
#: The pyramid, row by row, aces and twos alternating (the illustration is not in the text).
PYRAMID = (("a1",), ("d1", "a2", "d2"), ("a3", "d3", "a4", "d4", "a5"), ("d5", "a6", "d6", "a7", "d7", "a8", "d8"))
FOUNDATIONS = tuple(pile_id for row in PYRAMID for pile_id in row)
TABLE = table_of(foundation=FOUNDATIONS, tableau=BATTERY, waste="talon", stock="stock")

#: The pyramid is in the illustration only; its last line, "alternate kings and queens", places them.
PLACES = Reading("a pyramid of rows of one, three, five and seven, aces and twos alternating", of=OLYMPUS.play(1))
#: Play ¶4 takes the talon up and deals it again, saying nothing of a shuffle: it is turned over.
AGAIN = Reading("the talon is turned over, unshuffled, to be the pack again", of=OLYMPUS.play(4))


def layout(table: tuple[tuple[str, Role], ...]) -> Layout:
    """The deal onto ``table``: the aces and twos set out as the pyramid, nine cards to the battery."""
    return Layout(
        table,
        SetOut(PLACES, ("AS", "AH", "AC", "AD") * 2, to=ACES),
        SetOut(PLACES, ("2S", "2H", "2C", "2D") * 2, to=TWOS),
        DealRound(OLYMPUS.play(2), to=BATTERY, rounds=1),
        rest="stock",
    )


BY_TWOS = Building(OLYMPUS.rule("III"), piles=BATTERY, suit=Suits.SAME, step=2)
#: What the book and PySolFC share: the deal, the pyramid built up by twos, the battery built down by twos.
SHARED: tuple[object, ...] = (
    layout(TABLE),
    Foundations(OLYMPUS.rule("II"), piles=ACES, order=(ACE, 3, 5, 7, 9, KNAVE, KING), set_out=True),
    Foundations(OLYMPUS.rule("II"), piles=TWOS, order=(2, 4, 6, 8, 10, QUEEN), set_out=True),
    BY_TWOS,
)
#: The book's rules beyond those, one clause each.
BOOK: tuple[object, ...] = (
    Available(
        OLYMPUS.rule("IV"), piles=BATTERY, rule="only the uppermost card of a packet of the battery is available"
    ),
    Spaces(OLYMPUS.play(2), piles=BATTERY, take=Space.ANY, sources=("stock", "talon")),
    Talon(OLYMPUS.play(2)),
    Redeals(AGAIN, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
BOOK += (CardMoves((*SHARED, *BOOK)),)
#: The book's rules, in the order the rulebook layers them.
RULES: tuple[object, ...] = (*SHARED, *BOOK)

PYSOLFC_OLYMPUS = PYSOLFC.game("Mount Olympus").at(
    "game 398", note="no talon: the pack dealt onto the battery, a packet emptied filled from the pack, no redeal"
)
#: PySolFC's own: the deal as a move, sequences moved whole, a packet emptied filled at once while the pack lasts.
PYSOLFC_RULES: tuple[object, ...] = (
    layout(table_of(foundation=FOUNDATIONS, tableau=BATTERY, stock="stock")),
    Available(PYSOLFC_OLYMPUS, piles=BATTERY, sequences=BY_TWOS, rule="the top card of a packet is available"),
    Spaces(PYSOLFC_OLYMPUS, piles=BATTERY, take=Space.ANY),
    Refill(PYSOLFC_OLYMPUS, piles=BATTERY, supply=("stock",)),
    Dealing(PYSOLFC_OLYMPUS, piles=BATTERY),
)
PYSOLFC_RULES += (CardMoves((*SHARED, *PYSOLFC_RULES)),)

#: The game and its editions.
VARIANT = variant(
    "mount-olympus",
    "Mount Olympus",
    packs=2,
    changes="the book's rules",
    rules=SHARED,
    edition_rules=BOOK,
    editions=(
        Edition(
            "pysolfc",
            "Mount Olympus as PySolFC plays it",
            (PYSOLFC_OLYMPUS,),
            changes="no talon and no redeal: the pack is dealt a card onto each packet of the battery at a time, "
            "a packet emptied is filled at once from the pack, and built sequences move whole",
            rules=PYSOLFC_RULES,
            redeals=0,
        ),
    ),
    more_sources=(PYSOLFC,),
    redeals=1,
    summary="Build a pyramid of aces and twos up in suit by twos, the aces to the kings and the twos to the "
    "queens, from a battery of nine built down in suit by twos.",
)

patience_variant = published(VARIANT)
