"""Robert: one pile built up or down by one, regardless of suit, from the pack turned a card at a time.

Hoffmann 1892, No. 15 "Robert", pp. 27–28. The first card turned is laid on
the table; every card turned that is one above or one below the card on top
of it, of any suit, is laid on it, and any other goes to a waste-heap, whose
top card may be laid on whenever it fits. The waste-heap may be dealt through
three times more; the game is won when the whole pack lies in the one pile.
PySolFC plays it with a king and an ace in sequence and one pass fewer
(edition ``pysolfc``).
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Build,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Redeals,
    Suits,
    Talon,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, THREE_REDEALS, Reading, published, variant

GAME = HOFFMANN_1892.game(15)
TABLE = table_of(foundation="pile", waste="talon", stock="stock")
#: The pile begins with whatever card is turned first.
ANY_CARD = tuple(range(ACE, KING + 1))

#: "You will place on this nine the first eight or ten which may be turned up": a card turned that fits is laid on.
FITTING_CARD_LAID_ON = Reading("a card turned that fits the pile is laid on it", of=GAME.page(27, 28))
#: "Three times through the waste-heap", the first deal not counted (No. 11, p. 23: "exclusive of the original deal").
#: The waste-heap taken up is dealt again as it lies, the card laid there first coming first.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(28))
#: "It is an understood thing in all Patience Games" that the top card of the waste-heap is available (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)

#: One pile, built a card at a time up or down by one, regardless of suit: a king and an ace are not in sequence.
PILE = Foundations(GAME.page(27), piles=("pile",), build=Build.EITHER, suit=Suits.ANY, start=ANY_CARD, set_out=True)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(27), to=("pile",), rounds=1), rest="stock"),
    PILE,
    Talon(WASTE_TOP),
    MustPlay(FITTING_CARD_LAID_ON, foundations=PILE),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

PYSOLFC_ROBERT = PYSOLFC.game("Robert").at(
    "game 432", note="one foundation built up or down regardless of suit, a king and an ace in sequence; two redeals"
)
#: PySolFC's: the king and the ace in sequence, nothing forced, three passes through the pack in all.
PYSOLFC_PILE = Foundations(
    PYSOLFC_ROBERT, piles=("pile",), build=Build.EITHER, suit=Suits.ANY, start=ANY_CARD, wrap=True, set_out=True
)
PYSOLFC_RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(PYSOLFC_ROBERT, to=("pile",), rounds=1), rest="stock"),
    PYSOLFC_PILE,
    Talon(PYSOLFC_ROBERT),
    Redeals(PYSOLFC_ROBERT, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: PySolFC's Robert: standalone, since its pile and its stock are ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "Robert as PySolFC plays it",
    (PYSOLFC_ROBERT,),
    changes="a king and an ace are in sequence, either way; a card that fits need not be laid on; "
    "two redeals (three passes through the pack)",
    rules=PYSOLFC_RULES,
    redeals=2,
    standalone=True,
)

#: Robert and its editions.
VARIANT = variant(
    "robert",
    15,
    packs=1,
    rules=RULES,
    readings=(FITTING_CARD_LAID_ON, THREE_REDEALS, TURNED_OVER),
    changes="the book's rules: one pile up or down by one regardless of suit, no turning from king to ace, "
    "a card turned that fits laid on, three redeals of the waste-heap",
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    redeals=3,
    summary="Build the whole pack on its first card, one up or one down regardless of suit, from the pack "
    "turned a card at a time and the waste-heap dealt through three times more.",
)

patience_variant = published(VARIANT)
