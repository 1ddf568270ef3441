"""The Indefatigable: one pack, the aces set out, twelve heaps of four built down in suit, dealt again and again.

Hoffmann 1892, No. 25 "The Indefatigable", pp. 43–44. The four aces are laid
in a row; the other cards, shuffled, are laid below them in twelve heaps of
four, face up. The top card of a heap goes up in suit on its ace, or on the top
card of another heap that is one higher in suit, to go home later in the right
order. At a standstill the heaps are gathered, the last uppermost, and laid out
again in as many heaps of four as the cards left make, as often as necessary;
but when two deals running have put no card on an ace, the game is lost.
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    Layout,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(25)
FOUNDATIONS = numbered("f", 4)
HEAPS = numbered("t", 12)
TABLE = table_of(foundation=FOUNDATIONS, tableau=HEAPS)
#: The aces as the picture lays them, left to right (p. 43).
ACES = ("AD", "AS", "AH", "AC")
#: Every second deal at least puts a card home, so 48 cards never need more redeals than this.
AS_OFTEN_AS_NECESSARY = 2 * 48

#: "Gather the twelve lower heaps into one (the last heap uppermost)" and divide them again into fours: the pile is
#: turned over as a pack and dealt as the first time, so that the cards come back in the order they lay.
HEAPS_IN_ORDER = Reading("the heaps come back in their order", of=GAME.page(44))
#: "Placing" a card is putting it on an ace: two deals running that place none end the game.
TWO_IDLE_DEALS = Reading("two deals running that place no card on an ace lose the game", of=GAME.page(44))
#: Nothing is said of a heap played out: no card comes to it until the next deal.
NO_SPACES = Reading("a heap emptied stays empty until the next deal", of=GAME.page(44))

HOME = Foundations(GAME.page(44), end=KING, set_out=True)
IN_FOURS = DealPackets(GAME.page(44), size=4, to=HEAPS)
DEAL = Layout(TABLE, SetOut(GAME.page(44), ACES, to=FOUNDATIONS, stays=True), IN_FOURS)
TOPS = Available(GAME.page(44), rule="only the uppermost card of a heap is available")
SMALLER_ON_LARGER = Building(GAME.page(44), build=Build.DOWN, suit=Suits.SAME)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    DEAL,
    HOME,
    TOPS,
    SMALLER_ON_LARGER,
    Spaces(NO_SPACES, take=Space.NOTHING),
    Redeals(
        HEAPS_IN_ORDER,
        gather=HEAPS,
        shuffle=False,
        turn=True,
        steps=(IN_FOURS,),
        blocked_by=(HOME, SMALLER_ON_LARGER),
        idle=2,
        idle_cite=TWO_IDLE_DEALS,
        home=len(ACES),
    ),
)
RULES += (CardMoves(RULES),)

#: PySolFC's Indefatigable, a Cruel: heaps built up or down in suit, any card into an empty heap, two redeals.
PYSOLFC_INDEFATIGABLE = PYSOLFC.game("Indefatigable").at("game 515")
PYSOLFC_BUILDING = Building(PYSOLFC_INDEFATIGABLE, build=Build.EITHER, suit=Suits.SAME)
PYSOLFC_RULES: tuple[object, ...] = (
    DEAL,
    HOME,
    TOPS,
    PYSOLFC_BUILDING,
    Spaces(PYSOLFC_INDEFATIGABLE, take=Space.ANY),
    Redeals(PYSOLFC_INDEFATIGABLE, gather=HEAPS, shuffle=False, turn=True, steps=(IN_FOURS,)),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: The Indefatigable and its editions.
VARIANT = variant(
    "indefatigable",
    25,
    packs=1,
    rules=RULES,
    readings=(HEAPS_IN_ORDER, TWO_IDLE_DEALS, NO_SPACES),
    changes="the book's rules: twelve heaps of four built down in suit, gathered and dealt again in fours at a "
    "standstill, until two deals running place nothing",
    editions=(
        Edition(
            "pysolfc",
            "The Indefatigable after PySolFC",
            (PYSOLFC_INDEFATIGABLE,),
            changes="heaps built up or down in suit, an empty heap filled with any card, and two redeals, made at any "
            "time",
            rules=PYSOLFC_RULES,
            redeals=2,
            standalone=True,
        ),
    ),
    redeals=AS_OFTEN_AS_NECESSARY,
    summary="Set out the aces, lay the rest in twelve heaps of four built down in suit, and gather and deal them "
    "again in fours until two deals running place nothing.",
)

patience_variant = published(VARIANT)
