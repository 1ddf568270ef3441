"""The Talkative: a whist pack dealt card by card while one to king is called; a card answering its number goes out.

Hoffmann 1892, No. 18 "The Talkative", p. 31. The cards are dealt one by one
face up to a waste-heap while the player counts aloud from one to king and
round again; a card that answers to the number called is thrown aside. The
pack worked through, the cards are taken up without disturbing their order
and dealt again, the count going on from where it stopped, as often as the
player pleases: the game is won when every card has been thrown out, and
lost when the cards come up again in the same order with no card answering.
It is the whist pack's form of :mod:`patience_hoffmann.harvest`, as each
game's footnote says of the other; nothing is the player's to decide.
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import ACE, KING
from patience_core.clauses import Calls, Cleared, Layout, table_of
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(18)
TABLE = table_of(foundation="out", waste="waste", stock="stock")

#: The Harvest restarts its count after a card goes out (p. 14); the Talkative says nothing of it.
RUNS_ON = Reading("the count runs on past a card thrown out", of=GAME.page(31))
#: "if after several attempts, the cards come up in the same order, no card answering to its number".
IDLE_AGAIN = Reading(
    "the game is lost when a pass throws nothing out, begun with a call an idle pass has begun with", of=GAME.page(31)
)

#: The book's rules, and the readings they rest on.
RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    Calls(RUNS_ON, calls=tuple(range(ACE, KING + 1)), lost=IDLE_AGAIN),
    Cleared(GAME.page(31), piles=("stock", "waste"), rule="the game is won when every card has been thrown out"),
)

PYSOLFC_HIT_OR_MISS = PYSOLFC.game("Hit or Miss").at(
    "game 774, also called Roll Call",
    note="ace to king called as the cards are turned, a card of the rank called a hit; the count runs on; "
    "redeals until the deck is gone through twice in a row without a hit",
)
#: PySolFC's rules: the book's count, but two passes in a row without a hit lose, whatever calls they began with.
PYSOLFC_RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    Calls(PYSOLFC_HIT_OR_MISS, calls=tuple(range(ACE, KING + 1)), lost=PYSOLFC_HIT_OR_MISS, idle_limit=2),
    Cleared(PYSOLFC_HIT_OR_MISS, piles=("stock", "waste"), rule="the game is won when every card has been thrown out"),
)

#: PySolFC's Hit or Miss: standalone, since its loss is ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "Hit or Miss (Roll Call) as PySolFC plays it",
    (PYSOLFC_HIT_OR_MISS,),
    changes="lost once the cards have been gone through twice in a row with no card thrown out, whatever "
    "numbers the two passes began with",
    rules=PYSOLFC_RULES,
    standalone=True,
)

#: The Talkative and its editions.
VARIANT = variant(
    "talkative",
    18,
    packs=1,
    rules=RULES,
    readings=(RUNS_ON, IDLE_AGAIN),
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    changes="the book's rules: one to king called round and round, a card answering thrown out, the count "
    "running on; the cards dealt again, their order kept, as often as needed",
    summary="Deal the pack calling one to king, round and round: a card that answers to its number goes out.",
    state_notes=(
        ("call", "the number called for the next card"),
        ("began", "the number this deal through the cards began with"),
        ("hit", "this deal through the cards has thrown a card out"),
        ("idle", "the numbers that deals throwing nothing out have begun with since the last card went out"),
    ),
)

patience_variant = published(VARIANT)
