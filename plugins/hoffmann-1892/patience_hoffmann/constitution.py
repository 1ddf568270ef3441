"""The Constitution after Hoffmann: not Cadogan's game of that name, but eight heaps built up by rank round the corner.

Hoffmann 1892, No. 32 "The Constitution", pp. 55–56. Two packs. Eight cards
are laid in an upper row, and eight in a lower row with room for a third row
between. A card of the lower row one rank above a card of the upper row,
whatever its suit, goes into the middle row below it; when no card can, a card
is dealt onto each card of the lower row, the empty places too. Once the
middle row is complete, each of its cards is built up by rank regardless of
suit, turning the corner from king to ace, with cards from the lower row,
until it lacks only the card above it, which then completes it: eight heaps of
thirteen. The pack is dealt through once. Cadogan's The Constitution
(:mod:`patience_cadogan.constitution`) is another game under the same title:
Hoffmann's is offered as the edition ``hoffmann-1892`` of that patience, since
its name is his game's name too.
"""

from __future__ import annotations

from patience_core.clauses import (
    Available,
    CardMoves,
    Crowned,
    Dealing,
    DealRound,
    Layout,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(32)
UPPER, MIDDLE, LOWER = numbered("u", 8), numbered("m", 8), numbered("l", 8)
TABLE = table_of(reserve=UPPER, foundation=MIDDLE, tableau=LOWER, stock="stock")

#: P. 55 deals "when no more of the cards originally laid out can be thus employed": the deal waits for the plays.
DEAL_WHEN_NONE_FITS = Reading("a card is dealt onto each heap only when none of theirs can go up", of=GAME.page(55))
#: P. 56 builds the heaps "from the lower row": a heap's top card is the one that may be taken.
THE_TOP_OF_A_HEAP = Reading("the top card of each heap of the lower row is available", of=GAME.page(56))

MIDDLE_ROW = Crowned(GAME.page(55, 56), crowns=dict(zip(MIDDLE, UPPER, strict=True)), together=GAME.page(56))

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(GAME.page(55), to=UPPER, rounds=1),
        DealRound(GAME.page(55), to=LOWER, rounds=1),
        rest="stock",
    ),
    MIDDLE_ROW,
    Available(THE_TOP_OF_A_HEAP, piles=LOWER),
    Dealing(DEAL_WHEN_NONE_FITS, piles=LOWER, unless=MIDDLE_ROW),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of The Constitution, offered under the title both books use, though his is another game.
EDITION = edition_of(
    "constitution",
    32,
    rules=RULES,
    readings=(DEAL_WHEN_NONE_FITS, THE_TOP_OF_A_HEAP),
    changes="another game under the same title: eight heaps in a middle row, each begun one rank above the card "
    "over it and built up round the corner to it, regardless of suit; one deal",
)

patience_editions = offered(EDITION)
