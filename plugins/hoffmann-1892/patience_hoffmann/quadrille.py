"""Quadrille: the queens set out as they come, then the fives built down to the kings and the sixes up to the knaves.

Hoffmann 1892, No. 7 "Quadrille", pp. 16–17. The pack is turned a card at a
time. Each queen, as it comes, takes her place in a ring; when all four are
placed, the fives and sixes are laid beside them as they come, and on each
six the seven, eight and so on up to the knave of its suit, on each five the
four, three, two and ace of its suit, and on the ace the king. A card that
cannot be placed goes to a waste-heap, whose top card may be placed when it
fits, and which may be dealt through three times more. Won when the kings
and knaves lie beside their queens: the whole pack placed. PySolFC's Captive
Queens, also called Quadrille, lays the fives and sixes as they come, queens
or no, and deals the pack three times in all (edition ``pysolfc``).
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import ACE, KING, KNAVE, QUEEN, Suit
from patience_core.clauses import CardMoves, Foundations, Layout, MustPlay, Redeals, Talon, numbered, table_of
from patience_core.sources import PYSOLFC, Citation
from patience_hoffmann.book import HOFFMANN_1892, THREE_REDEALS, Reading, published, variant

GAME = HOFFMANN_1892.game(7)
#: Each group in the figure's order of suits (p. 16): hearts, clubs, spades, diamonds.
SUITS = (Suit.HEARTS, Suit.CLUBS, Suit.SPADES, Suit.DIAMONDS)
QUEENS, SIXES, FIVES = numbered("q", 4), numbered("six", 4), numbered("five", 4)
TABLE = table_of(foundation=(*QUEENS, *SIXES, *FIVES), waste="talon", stock="stock")

#: "You turn up the cards one by one, until you come to a queen, when you place it": a card turned that fits is placed.
FITTING_CARD_PLACED = Reading("a card turned that fits its place is placed", of=GAME.page(16, 17))
#: "Three times through the waste-heap", the first deal not counted (No. 11, p. 23: "exclusive of the original deal").
#: The waste-heap taken up is dealt again as it lies, the card laid there first coming first.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(17))
#: "It is an understood thing in all Patience Games" that the top card of the waste-heap is available (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)


def foundations(cite: Citation, *, wait: Citation | None) -> tuple[Foundations, Foundations, Foundations]:
    """The queens, the sixes up to the knaves, the fives down to the aces and kings; with ``wait``, the last two
    begun only once the four queens are placed, by that rule."""
    queens = Foundations(cite, piles=QUEENS, order=(QUEEN,), suits=SUITS)
    after = queens if wait is not None else None
    sixes = Foundations(cite, piles=SIXES, start=6, end=KNAVE, suits=SUITS, after=after, after_cite=wait)
    fives = Foundations(cite, piles=FIVES, order=(5, 4, 3, 2, ACE, KING), suits=SUITS, after=after, after_cite=wait)
    return queens, sixes, fives


BOOK_FOUNDATIONS = foundations(GAME.page(16, 17), wait=GAME.page(16))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    *BOOK_FOUNDATIONS,
    Talon(WASTE_TOP),
    MustPlay(FITTING_CARD_PLACED, foundations=BOOK_FOUNDATIONS),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

PYSOLFC_CAPTIVE_QUEENS = PYSOLFC.game("Captive Queens").at(
    "game 410", note='also called "Quadrille": the queens, fives and sixes placed as they come; two redeals'
)
PYSOLFC_RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    *foundations(PYSOLFC_CAPTIVE_QUEENS, wait=None),
    Talon(PYSOLFC_CAPTIVE_QUEENS),
    Redeals(PYSOLFC_CAPTIVE_QUEENS, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: PySolFC's Captive Queens: standalone, since its foundations and its stock are ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "Quadrille as PySolFC plays it (Captive Queens)",
    (PYSOLFC_CAPTIVE_QUEENS,),
    changes="the fives and sixes are laid as they come, the queens placed or not; nothing is forced; "
    "two redeals (three passes through the pack)",
    rules=PYSOLFC_RULES,
    redeals=2,
    standalone=True,
)

#: Quadrille and its editions.
VARIANT = variant(
    "quadrille",
    7,
    packs=1,
    rules=RULES,
    readings=(FITTING_CARD_PLACED, THREE_REDEALS, TURNED_OVER),
    changes="the book's rules: the fives and sixes laid only once the four queens are placed, a card turned that "
    "fits placed, three redeals of the waste-heap",
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    redeals=3,
    summary="Set out the queens as they come, then build the fives down in suit to the aces and kings and the "
    "sixes up to the knaves, from the pack turned a card at a time and the waste-heap dealt through three "
    "times more.",
)

patience_variant = published(VARIANT)
