"""General Sedgewick: one pack, a cross of five, foundations of the value of the first card dealt after it.

Cadogan 1914, "General Sedgewick". Five cards are dealt in a cross; the next
card is the first foundation, and the three others of its value are the rest.
The foundations ascend in suit, turning from the king to the ace. On the cross
cards are built down regardless of suit, from the cross itself, the pack or the
talon; only the top card of each packet is available, and a vacancy is filled
from the pack or the talon. The cards that fit nowhere form the talon. There is
no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Space,
    Spaces,
    Talon,
    numbered,
    table_of,
)

SEDGEWICK = CADOGAN_1914.game("General Sedgewick")
FOUNDATIONS, CROSS = numbered("f", 4), numbered("x", 5)
TABLE = table_of(foundation=FOUNDATIONS, tableau=CROSS, waste="talon", stock="stock")

#: Play ¶3 has the foundations "ascend in sequence" from any value: past the king they go on with the ace.
TURNING = Reading("a foundation goes on from the king to the ace", of=SEDGEWICK.play(3))


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(SEDGEWICK.play(1), to=CROSS, rounds=1),
        DealRound(SEDGEWICK.play(2), to=FOUNDATIONS[:1], rounds=1),
        rest="stock",
    ),
    Foundations(
        TURNING,
        start=tuple(range(ACE, KING + 1)),
        wrap=True,
        first=FOUNDATIONS[0],
        first_cite=SEDGEWICK.play(2),
        set_out=FOUNDATIONS[:1],
    ),
    Available(SEDGEWICK.rule("I"), piles=CROSS, rule="only the uppermost card of each packet is available"),
    Building(SEDGEWICK.rule("III"), piles=CROSS),
    Spaces(SEDGEWICK.play(4), piles=CROSS, take=Space.ANY, sources=("stock", "talon")),
    Talon(SEDGEWICK.play(5)),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "general-sedgewick",
    "General Sedgewick",
    packs=1,
    changes="the book's rules",
    rules=RULES,
    summary="Build four foundations up in suit from the value of the first card dealt after a cross of five, "
    "building down regardless of suit on the cross.",
)

patience_variant = published(VARIANT)
