"""Nestor: six rows of eight, no value twice in a column, paired off by value from the lowest row, with a reserve.

Hoffmann 1892, No. 9 "Nestor", pp. 18–19. Six rows of eight cards are laid out
so that no column holds two cards of one value, a card that would being put
at the bottom of the pack; the four cards left are a reserve. Two cards alike
in value are thrown out from the lowest row, a card being free once no card
lies below it; the reserve is used, one card at a time, when the lowest row
holds no pair. Won when the whole pack is paired out. It is the game the
project already plays after Cadogan (:mod:`patience_cadogan.nestor`), whose
deal, pairing and reserve serve here: Hoffmann's text becomes the edition
``hoffmann-1892`` of that patience, each rule cited to his page. His text
states as a rule what Cadogan's leaves to a reading, that a pair is two cards
"alike in value"; it says less than Cadogan's of how the reserve is used, and
the edition reads it as Cadogan's procedure (:data:`RESERVE_ONE_BY_ONE`).
"""

from __future__ import annotations

from patience_cadogan.nestor import (
    ASIDE,
    COLUMNS,
    SUITS_DO_NOT_MATTER,
    TABLE,
    AlikeButForSuits,
    TakingUpTheReserve,
    UnlikeColumns,
)

from patience_core.clauses import Available, CardMoves, Layout, Pairs
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(9)

#: "Made use of one by one, as occasion may arise": the reserve is taken up a card at a time when nothing pairs,
#: a card taken up lying beside the rows, available, until it pairs.
RESERVE_ONE_BY_ONE = Reading(
    "the reserve is taken up a card at a time when nothing pairs, each card lying available until it pairs",
    of=GAME.page(19),
)
#: The text does not foresee a place that no card left in hand can fill: the next card is laid there all the same.
LAID_ALL_THE_SAME = Reading("a place no card in hand can fill takes the next card", of=GAME.page(19))

PAIRS = Pairs(GAME.page(19), piles=COLUMNS + ASIDE, into="pairs")

#: The book's rules, one clause each, cited to its page.
RULES: tuple[object, ...] = (
    Layout(TABLE, UnlikeColumns(GAME.page(19)), rest="reserve"),
    # The same words as Cadogan's clause: a card with "no other card below" it is one of the lowest row.
    Available(GAME.page(19), piles=COLUMNS + ASIDE, rule="only a card of the lowest row or put aside is available"),
    PAIRS,
    TakingUpTheReserve(PAIRS, RESERVE_ONE_BY_ONE),
    AlikeButForSuits(PAIRS),
    SUITS_DO_NOT_MATTER,
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of the game: the edition ``hoffmann-1892`` of Cadogan's patience ``nestor``.
EDITION = edition_of(
    "nestor",
    9,
    rules=RULES,
    readings=(RESERVE_ONE_BY_ONE, LAID_ALL_THE_SAME),
    changes="the book's rules: pairs alike in value from the lowest row, the reserve used one card at a time",
)

patience_editions = offered(EDITION)
