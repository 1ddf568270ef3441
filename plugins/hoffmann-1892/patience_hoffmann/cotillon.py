"""The Cotillon: two packs, the sixteen fives and sixes in a circle, the sixes built up, the fives down.

Hoffmann 1892, No. 29 "The Cotillon", pp. 49–50. All the fives and sixes are
taken from the two packs and laid in a circle, the six of each suit to the
right of its five, the pairs red and black in turn. The rest of the pack is
turned one card at a time onto a waste-heap in the middle; a card that
follows a six of its suit upward (seven, eight, up to the queen) or a five
downward (four, three, two, ace and then the king) is played there. The
waste-heap is dealt twice more. The game is the two-pack form of the book's
No. 7, Quadrille, and is decided by the deal.
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import KING, QUEEN
from patience_core.clauses import (
    Build,
    CardMoves,
    Foundations,
    Layout,
    MustPlay,
    Redeals,
    SetOut,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(29)
FIVES = numbered("d", 8)
SIXES = numbered("u", 8)
#: The circle as the picture lays it (p. 49), clockwise from the top: each five, then its six to the right.
CIRCLE = tuple(pile_id for pair in zip(FIVES, SIXES, strict=True) for pile_id in pair)
SUITS = ("D", "C", "H", "S") * 2
TABLE = table_of(foundation=CIRCLE, waste="talon", stock="stock")

#: "If ... a card appears ... you play it thereto": a card turned that fits is played, not laid on the waste-heap.
FITTING_CARD_PLAYED = Reading("a card turned that fits is played", of=GAME.page(50))
#: "Deal twice through the waste-heap": two redeals after the first deal (No. 11, p. 23; No. 42, p. 77).
TWICE_THROUGH = Reading("twice through the waste-heap is two redeals", of=GAME.page(50))

DOWN_FROM_FIVES = Foundations(GAME.page(50), piles=FIVES, build=Build.DOWN, start=5, wrap=True, end=KING, set_out=True)
UP_FROM_SIXES = Foundations(GAME.page(50), piles=SIXES, start=6, end=QUEEN, set_out=True)
SET_OUT = SetOut(
    GAME.page(50),
    tuple(f"{rank}{suit}" for suit in SUITS for rank in (5, 6)),
    to=CIRCLE,
    stays=True,
)


def _rules(*more: object) -> tuple[object, ...]:
    """The clauses both editions share, with ``more`` of an edition's own."""
    rules = (Layout(TABLE, SET_OUT, rest="stock"), DOWN_FROM_FIVES, UP_FROM_SIXES, Talon(GAME.page(50)), *more)
    return (*rules, CardMoves(rules))


#: The book's rules, one clause each.
RULES = _rules(
    MustPlay(FITTING_CARD_PLAYED, foundations=DOWN_FROM_FIVES),
    MustPlay(FITTING_CARD_PLAYED, foundations=UP_FROM_SIXES),
    Redeals(TWICE_THROUGH, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)

#: PySolFC's Contradance ("also known as Cotillion"): the same circle, one redeal, play at will.
PYSOLFC_CONTRADANCE = PYSOLFC.game("Contradance").at("game 418")
PYSOLFC_RULES = _rules(
    Redeals(PYSOLFC_CONTRADANCE, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)

#: The Cotillon and its editions.
VARIANT = variant(
    "cotillon",
    29,
    packs=2,
    rules=RULES,
    family="Quadrille",
    readings=(FITTING_CARD_PLAYED, TWICE_THROUGH),
    changes="the book's rules: the fives down to the ace and the king, the sixes up to the queen, two redeals",
    editions=(
        Edition(
            "pysolfc",
            "The Cotillon after PySolFC (Contradance)",
            (PYSOLFC_CONTRADANCE,),
            changes="one redeal, not two, and a card turned that fits may be laid on the waste-heap",
            rules=PYSOLFC_RULES,
            redeals=1,
            standalone=True,
        ),
    ),
    redeals=2,
    summary="Lay the fives and sixes in a circle, build the sixes up to the queens and the fives down "
    "through the aces to the kings, and deal the waste-heap twice more.",
)

patience_variant = published(VARIANT)
