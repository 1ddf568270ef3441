"""The Sultan after Hoffmann: Cadogan's game, with the Divan refilled from the stock and the waste dealt unshuffled.

Hoffmann 1892, No. 42 "The Sultan", pp. 76–77. Two packs. The eight kings and
an ace of hearts are set out as a square of three rows; the king of hearts in
the middle, the Sultan, takes no part; the other seven kings are built up in
suit from the ace to the queen, the ace of hearts from the two to the queen.
Eight cards on either side of the square, the Divan, are played to them, and a
place of the Divan emptied is filled at once from the stock. The rest of the
pack is turned one card at a time onto the waste-heap, a card that fits being
played at once. The waste-heap may be dealt through again twice ("thrice
through the stock", p. 77, with its footnote). The same game as Cadogan's
(:mod:`patience_cadogan.sultan`); Hoffmann's text is its edition
``hoffmann-1892``.
"""

from __future__ import annotations

from patience_core.cards import ACE, KING, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    OneCard,
    Redeals,
    Refill,
    SetOut,
    Space,
    Spaces,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(42)
FOUNDATIONS = numbered("f", 8)
DIVAN = numbered("d", 8)
TABLE = table_of(foundation=FOUNDATIONS, reserve=("sultan", *DIVAN), waste="talon", stock="stock")
#: The kings and the ace as Cadogan's edition lays them on its piles, so that the two editions deal one table; the
#: page draws them where p. 76 puts them: K♣ A♥ K♣ over K♦ K♥ K♦ over K♠ K♥ K♠, the Sultan in the middle.
KINGS_AND_ACE = ("KC", "KC", "KS", "KS", "KH", "KD", "KD", "AH", "KH")

#: P. 77 fills the Divan "from the stock", which the Introduction (p. 4) tells from the waste-heap; while the
#: stock is out a place waits, and the gathered waste, the stock again, fills it before anything else.
WAITS_FOR_THE_STOCK = Reading(
    "a place of the Divan emptied while the stock is out is filled first after the redeal", of=GAME.page(77)
)
#: P. 77 says nothing of shuffling; the waste-heap gathered up is the stock again (Introduction, p. 4).
UNSHUFFLED = Reading("the waste-heap is turned over and dealt again unshuffled", of=GAME.page(77))

FOUNDATION_RULE = Foundations(GAME.page(77), start=(KING, ACE), wrap=True, end=QUEEN, set_out=True)

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(76), KINGS_AND_ACE, to=(*FOUNDATIONS, "sultan"), stays=True),
        DealRound(GAME.page(77), to=DIVAN, rounds=1),
        rest="stock",
    ),
    OneCard(GAME.page(77), piles=("sultan",)),
    FOUNDATION_RULE,
    Available(GAME.page(77), piles=DIVAN, rule="a card of the Divan is available"),
    Talon(GAME.page(77)),
    MustPlay(GAME.page(77), foundations=FOUNDATION_RULE),
    Spaces(WAITS_FOR_THE_STOCK, piles=DIVAN, take=Space.ANY, sources=("stock",), at_once=True),
    Refill(GAME.page(77), piles=DIVAN, supply=("stock",)),
    Redeals(UNSHUFFLED, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of The Sultan, an edition of Cadogan's patience.
EDITION = edition_of(
    "sultan",
    42,
    rules=RULES,
    readings=(WAITS_FOR_THE_STOCK, UNSHUFFLED),
    changes="the Divan is refilled from the stock, never the waste-heap, and the waste-heap is dealt again "
    "unshuffled; a card turned that fits is played",
    redeals=2,
)

patience_editions = offered(EDITION)
