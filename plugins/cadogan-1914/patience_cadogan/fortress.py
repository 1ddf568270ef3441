"""Fortress: one pack in two groups of rows, the outside cards available, married up or down in suit.

Cadogan 1914, "Fortress". The pack is dealt in horizontal rows, two groups
with room between them for the four aces, which are played there as they come
free and built in suit to the kings. Only the outside card of each row is
available. Outside cards may be married, up or down in suit; a row emptied
is a lane, which takes any available card. There is no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)

FORTRESS = CADOGAN_1914.game("Fortress")
FOUNDATIONS = numbered("f", 4)
LEFT = numbered("l", 5)
RIGHT = numbered("r", 5)
TABLE = table_of(tableau=LEFT) + table_of(foundation=FOUNDATIONS) + table_of(tableau=RIGHT)

#: The rows are in the book's illustration only: five a side, dealt across in turn, is ours.
ROWS = Reading("five rows a side, dealt across in turn", of=FORTRESS.play(1))
#: The text has the aces "descend … to kings"; an ace can only ascend to a king.
ACES_UP = Reading("the aces ascend to the kings", of=FORTRESS.play(1))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(ROWS, to=tuple(pile for pair in zip(LEFT, RIGHT, strict=True) for pile in pair))),
    Foundations(ACES_UP),
    Available(FORTRESS.rule("I"), rule="only the outside card of a row is available"),
    Building(FORTRESS.play(3), build=Build.EITHER, suit=Suits.SAME),
    Spaces(FORTRESS.play(4), take=Space.ANY),
)
RULES += (CardMoves(RULES),)

#: The game and its editions.
VARIANT = variant(
    "fortress",
    "Fortress",
    family="Beleaguered Castle",
    packs=1,
    changes="the book's rules: ten rows, marriages up or down in suit, any available card into a lane",
    rules=RULES,
    summary="Deal the pack in ten rows about the aces' places and build the suits up from the aces, "
    "marrying the rows' outside cards up or down in suit.",
)

patience_variant = published(VARIANT)
