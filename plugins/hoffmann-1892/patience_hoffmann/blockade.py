"""The Blockade after Hoffmann: rows of twelve dealt one under another, each blocking the row above.

Hoffmann 1892, No. 41 "The Blockade", pp. 73–75. Two packs. A row of twelve
cards is dealt; the eight aces, laid above the row as they come, are built up
in suit to the kings. Free cards go to the aces or are laid in descending
sequence of their suit on one another, and a place emptied is filled at once
from the stock. Then a second row is dealt below the first, and so on until
the pack is out: a card is free only while no card lies below it. No second
deal. The same game as Cadogan's (:mod:`patience_cadogan.blockade`), rule for
rule: Hoffmann's text is its edition ``hoffmann-1892``.
"""

from __future__ import annotations

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
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(41)
FOUNDATIONS = numbered("f", 8)
COLUMNS = numbered("t", 12)
TABLE = table_of(foundation=FOUNDATIONS, tableau=COLUMNS, stock="stock")

#: P. 74 deals the next row "when you can do this no longer", which no rule could check: the player decides.
ROW_AT_WILL = Reading("the next row may be dealt when the player chooses", of=GAME.page(74))
#: P. 74: vacancies "in the upper rows" are filled "at once": a column emptied to its top card, refilled there.
VACANCY_IS_A_COLUMN_EMPTIED = Reading("a vacancy is a column emptied, filled at once from the stock", of=GAME.page(74))
#: P. 74 fills vacancies "from the stock" and names nothing else to fill them with.
EMPTY_AFTER_THE_STOCK = Reading("a column emptied once the stock is out stays empty", of=GAME.page(74))

FOUNDATION_RULE = Foundations(GAME.page(74), build=Build.UP, suit=Suits.SAME)
SEQUENCES = Building(GAME.page(74), build=Build.DOWN, suit=Suits.SAME)

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(74), to=COLUMNS, rounds=1), rest="stock"),
    FOUNDATION_RULE,
    Available(GAME.page(74), rule="only the lowest card of a column is available"),
    SEQUENCES,
    Refill(VACANCY_IS_A_COLUMN_EMPTIED, piles=COLUMNS, supply=("stock",)),
    Spaces(EMPTY_AFTER_THE_STOCK, take=Space.NOTHING),
    Dealing(ROW_AT_WILL, piles=COLUMNS),
    SingleCardMoves(foundations=(FOUNDATION_RULE,), building=SEQUENCES, sources=COLUMNS),
)

#: Hoffmann's text of The Blockade, an edition of Cadogan's patience.
EDITION = edition_of(
    "blockade",
    41,
    rules=RULES,
    readings=(ROW_AT_WILL, VACANCY_IS_A_COLUMN_EMPTIED, EMPTY_AFTER_THE_STOCK),
    changes="the same rules as Cadogan's: one card at a time; a column emptied once the stock is out stays empty",
)

patience_editions = offered(EDITION)
