"""The Carpet after Hoffmann (1921): one pack, a carpet of twenty cards, its gaps filled from the waste-heap.

Hoffmann 1921, No. 4 "The Carpet". Twenty cards are laid face up in rows of
five, the carpet, and the four aces go to a row below it as they turn up
(an ace dealt to the carpet is replaced by the next card). Every card of the
carpet is available, and builds up in suit on its ace to the king. A place
emptied is filled at once: from the pack at first, and, once cards are being
turned to a waste-heap, from that heap's top while it holds any. The waste-heap's
top card may always be played. One pass, no second deal.

Cadogan's The Carpet (:mod:`patience_cadogan.carpet`) is another game under
the same title: two packs, sixty-four cards freed by their narrow ends. The
booklet's game is the edition ``hoffmann-1921`` of that patience, played with
its own single pack.
"""

from __future__ import annotations

from patience_core import Suit
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    OneCard,
    Refill,
    Space,
    Spaces,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, edition_of, offered

GAME = HOFFMANN_1921.game(4)
#: The carpet's places, in rows of five, dealt row by row from the top left.
CARPET = numbered("c", 20)
ACES = numbered("f", 4)
TABLE = table_of(foundation=ACES, tableau=CARPET, waste="talon", stock="stock")

#: ¶2 sends an ace to "its proper position", which only the diagram (not seen) shows: a place for each suit.
ACE_PLACES = Reading(
    "each ace has a place of its own in the row below the carpet, one for each suit", of=GAME.paragraph(2)
)
#: ¶3 plays "any available two ... from the carpet", and no card of the carpet covers another: all are available.
ALL_AVAILABLE = Reading("every card of the carpet is available", of=GAME.paragraph(3))
#: ¶3: "the vacant spaces being filled by cards from the stock", and, once the waste-heap is begun, "so long as
#: there are any cards in this heap", from it: at once, the waste-heap while it has a card, else the pack.
FILLED_AT_ONCE = Reading(
    "a place emptied is filled at once, from the waste-heap while it holds a card, else from the pack",
    of=GAME.paragraph(3),
)
#: ¶3 begins the waste-heap "when no further progress can be made": the moment the player usually chooses, not a
#: bar; playing a card home never makes things worse here (the page shows why), so the reading changes no game.
TURN_WHEN_YOU_WILL = Reading("the player may turn a card to the waste-heap when he will", of=GAME.paragraph(3))

SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
FAMILIES = Foundations(GAME.paragraph(3), piles=ACES, suits=SUITS, end=KING)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.paragraph(1), to=CARPET, rounds=1, aside=FAMILIES), rest="stock"),
    FAMILIES,
    Available(ALL_AVAILABLE, piles=CARPET, rule="every card of the carpet is available"),
    OneCard(GAME.paragraph(1), piles=CARPET, rule="a place of the carpet holds one card"),
    Talon(GAME.paragraph(3)),
    Refill(FILLED_AT_ONCE, piles=CARPET, supply=("talon", "stock")),
    Spaces(FILLED_AT_ONCE, piles=CARPET, take=Space.NOTHING),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's The Carpet, the edition hoffmann-1921 of Cadogan's patience of that title.
EDITION = edition_of(
    "carpet",
    4,
    rules=RULES,
    packs=1,
    readings=(ACE_PLACES, ALL_AVAILABLE, FILLED_AT_ONCE, TURN_WHEN_YOU_WILL),
    changes="another game under the title, with one pack: a carpet of twenty cards, all available, built up in "
    "suit on the aces as they turn up, its gaps filled at once from the waste-heap while it has a card, else "
    "from the pack; no second deal",
)

patience_editions = offered(EDITION)
