"""Rouge et Noir after Hoffmann: Cadogan's Red and Black under its French title, the waste dealt again unshuffled.

Hoffmann 1892, No. 35 "Rouge et Noir", pp. 60–61. Two packs. The eight aces
are set out in a row and built up in suit to the kings. Eight auxiliary cards
are dealt below them, on which cards are packed in descending sequence of
alternate colours; a place among them emptied is filled from the stock. The
rest of the pack is turned one card at a time onto a waste-heap, a card that
fits going to a foundation or an auxiliary heap. When the pack is out the
waste-heap is gathered up and dealt through again. The same game as Cadogan's
Red and Black (:mod:`patience_cadogan.red_and_black`), rule for rule: Hoffmann's
text is the edition ``hoffmann-1892`` of that patience, which takes his title,
``rouge-et-noir``, as a name.
"""

from __future__ import annotations

from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
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
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(35)
FOUNDATIONS, AUXILIARIES = numbered("f", 8), numbered("a", 8)
TABLE = table_of(foundation=FOUNDATIONS, tableau=AUXILIARIES, waste="talon", stock="stock")
#: The aces "as shown in the figure" (p. 61): the figure on p. 60 has them in pairs of one suit, ♦ ♦ ♣ ♣ ♥ ♥ ♠ ♠.
ACES = ("AD", "AD", "AC", "AC", "AH", "AH", "AS", "AS")

#: P. 61 fills the first vacancies "from the stock" and says nothing of later ones: filled the same way, at once,
#: and one left while the stock is out is filled first when the gathered waste-heap is the stock again.
FROM_THE_STOCK = Reading(
    "a vacancy among the auxiliary cards is filled from the stock, as at the start", of=GAME.page(61)
)
#: P. 61 speaks of cards packed and laid one upon another: an auxiliary heap's cards move one at a time.
ONE_AT_A_TIME = Reading("an auxiliary heap's cards move one at a time", of=GAME.page(61))
#: P. 61: "gather up the waste-heap and begin to deal it afresh", once, with no word of shuffling.
DEALT_AFRESH_ONCE = Reading("the waste-heap is dealt afresh once, turned over and unshuffled", of=GAME.page(61))

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(60), ACES, to=FOUNDATIONS),
        DealRound(GAME.page(61), to=AUXILIARIES, rounds=1),
        rest="stock",
    ),
    Foundations(GAME.page(61), end=KING, set_out=True),
    Available(ONE_AT_A_TIME, piles=AUXILIARIES),
    Building(GAME.page(61), piles=AUXILIARIES, suit=Suits.ALTERNATE),
    Talon(GAME.page(61)),
    Spaces(FROM_THE_STOCK, piles=AUXILIARIES, take=Space.ANY, sources=("stock",), at_once=True),
    Refill(FROM_THE_STOCK, piles=AUXILIARIES, supply=("stock",)),
    Redeals(DEALT_AFRESH_ONCE, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of Rouge et Noir, an edition of Cadogan's Red and Black.
EDITION = edition_of(
    "red-and-black",
    35,
    rules=RULES,
    readings=(FROM_THE_STOCK, ONE_AT_A_TIME, DEALT_AFRESH_ONCE),
    changes="Cadogan's game under its French title: the aces in pairs of one suit, the waste-heap dealt again "
    "once, unshuffled",
    redeals=1,
    aliases=("rouge-et-noir",),
)

patience_editions = offered(EDITION)
