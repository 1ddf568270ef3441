"""The Blockade: two packs, rows of twelve dealt one under another, each blocking the row before.

Cadogan 1914, "The Blockade". Twelve cards are dealt in a row; the aces, as
they become available, start the eight foundations, built up in suit to the
kings. Available cards are played or married downwards in suit, one at a
time, and a column emptied is refilled at once from the pack. When the player
chooses, a new row of twelve is dealt under the last, covering it: only the
lowest card of each column is available. Once the pack is out, a column
emptied stays empty. There is no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Edition
from patience_core.clauses import (
    Available,
    Build,
    Building,
    Dealing,
    DealRound,
    Foundations,
    Layout,
    Refill,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC

BLOCKADE = CADOGAN_1914.game("The Blockade")
FOUNDATIONS = numbered("f", 8)
COLUMNS = numbered("t", 12)
TABLE = table_of(foundation=FOUNDATIONS, tableau=COLUMNS, stock="stock")

FOUNDATION_RULE = Foundations(BLOCKADE.play(1), build=Build.UP, suit=Suits.SAME)
MARRIAGES = Building(BLOCKADE.play(2), build=Build.DOWN, suit=Suits.SAME)
#: Play ¶2 deals the next row "when neither can be done", which no rule could check.
ROW_AT_WILL = Reading("a new row may be dealt at any time", of=BLOCKADE.play(2))
#: The book refills vacancies only "from the pack".
EMPTY_AFTER_THE_PACK = Reading("a column emptied once the pack is out stays empty", of=BLOCKADE.play(2))

#: The book's rules, one clause each.
RULES = (
    Layout(TABLE, DealRound(BLOCKADE.play(1), to=COLUMNS, rounds=1), rest="stock"),
    FOUNDATION_RULE,
    Available(BLOCKADE.rule("I"), rule="only the lowest card of a column is available"),
    MARRIAGES,
    Refill(BLOCKADE.play(2), piles=COLUMNS, supply=("stock",)),
    Spaces(EMPTY_AFTER_THE_PACK, take=Space.NOTHING),
    Dealing(ROW_AT_WILL, piles=COLUMNS),
)

PYSOLFC_RUNS = Building(PYSOLFC, build=Build.DOWN, suit=Suits.SAME)

#: The game and its editions.
VARIANT = variant(
    "blockade",
    "The Blockade",
    packs=2,
    readings=(ROW_AT_WILL, EMPTY_AFTER_THE_PACK),
    changes="the book's rules: one card at a time; a column emptied once the pack is out stays empty",
    edition_rules=(SingleCardMoves(foundations=(FOUNDATION_RULE,), building=MARRIAGES, sources=COLUMNS),),
    editions=(
        Edition(
            "pysolfc",
            "The Blockade as PySolFC plays it",
            (PYSOLFC,),
            changes="a sequence in suit moves as a unit, and a column emptied once the pack is out takes any card",
            rules=(Available(PYSOLFC, sequences=PYSOLFC_RUNS), PYSOLFC_RUNS, Spaces(PYSOLFC, take=Space.ANY)),
        ),
    ),
    rules=RULES,
    summary="Deal rows of twelve, each blocking the one before, and build the eight aces up in suit.",
)

patience_variant = published(VARIANT)
