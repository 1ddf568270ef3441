"""The Harvest: a piquet pack dealt card by card while seven, eight ... king, ace are called; a card answering goes out.

Hoffmann 1892, No. 5 "The Harvest", pp. 13–14. The cards are dealt face up in
rows of eight while the player calls "seven" for the first, "eight" for the
second and so on to "ace", then "seven" again. A card that answers to the
value called is put on one side, and the count begins again at seven with the
next card. When the pack is dealt, the cards are taken up and dealt again,
the count going on from where it stopped, as often as the player pleases:
the game is won when every card has been thrown out. Nothing is the player's
to decide: the deal decides the game.
"""

from __future__ import annotations

from patience_core.cards import ACE, KING, KNAVE, PIQUET_PACK, QUEEN
from patience_core.clauses import Calls, Cleared, Layout, table_of
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(5)
TABLE = table_of(foundation="out", waste="rows", stock="stock")
#: The calls, in the order the book counts them (p. 14).
CALLED = (7, 8, 9, 10, KNAVE, QUEEN, KING, ACE)

#: "pick up the stock afresh ... counting from the number at which you stopped"; the Talkative, the same game
#: with the whist pack, takes the cards up "without disturbing their order" (p. 31).
ORDER_KEPT = Reading(
    "the cards are taken up in the order dealt, the count going on with the call after the last", of=GAME.page(14)
)
#: The printed loss (two idle passes from seven) and the footnote's reason for it: the same pass must repeat.
IDLE_AGAIN = Reading(
    "the game is lost when a pass throws nothing out, begun with a call an idle pass has begun with", of=GAME.page(14)
)

#: The book's rules, and the readings they rest on.
RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    Calls(GAME.page(14), calls=CALLED, restart=GAME.page(14), again=ORDER_KEPT, lost=IDLE_AGAIN, waste="rows"),
    Cleared(
        GAME.page(14),
        piles=("stock", "rows"),
        rule="the game is won when every card has answered to its number and been thrown out",
    ),
)

#: The Harvest and its edition.
VARIANT = variant(
    "harvest",
    5,
    packs=1,
    pack=PIQUET_PACK,
    rules=RULES,
    readings=(ORDER_KEPT, IDLE_AGAIN),
    changes="the book's rules: seven to ace called round and round, a card answering thrown out and the count "
    "begun again at seven; the cards dealt again as often as needed",
    summary="Deal a piquet pack calling seven to ace: a card that answers goes out, and the count starts again.",
    state_notes=(
        ("call", "the value called for the next card"),
        ("began", "the value this deal through the cards began with"),
        ("hit", "this deal through the cards has thrown a card out"),
        ("idle", "the values that deals throwing nothing out have begun with since the last card went out"),
    ),
)

patience_variant = published(VARIANT)
