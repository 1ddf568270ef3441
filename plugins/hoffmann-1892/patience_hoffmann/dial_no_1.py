"""The Dial (No. 1): a clock-face of twelve hours and the kings in the centre, each holding the four cards of its value.

Hoffmann 1892, No. 11 "The Dial (No. 1)", pp. 22–24. The player chooses a
suit, diamonds in the book's figure, and turns the pack a card at a time: a
diamond goes to the hour of its value on a clock-face (the ace at one o'clock,
the queen at twelve, the king in the centre), and a card of another suit goes
on the card of its value already there, black on red and red on black. The
cards that cannot be placed go to a waste-heap, which may be gone through
twice more. The game is won when each hour and the centre hold the four cards
of their value, alternately red and black. It can never be lost.
"""

from __future__ import annotations

from patience_core import Edition, Suit
from patience_core.cards import ACE, KING, RANKS
from patience_core.clauses import CardMoves, Foundations, Layout, Redeals, Suits, Talon, numbered, table_of
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(11)
HOURS = (*numbered("h", 12), "kings")
TABLE = table_of(foundation=HOURS, waste="talon", stock="stock")

#: "select any suit you please ... We will suppose that, as shown in the figure, the choice has fallen on diamonds".
DIAMONDS = Reading("the suit chosen is diamonds, as in the figure", of=GAME.page(22))
#: The waste-heap taken up is dealt again as it lies, the card laid there first coming first.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(23))
#: "It is an understood thing in all Patience Games" that the top card of the waste-heap is available (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)


class Hour(Foundations):
    """An hour of the dial, or the centre: the diamond of its value, then the other three, red and black in turn.

    Pp. 22–23: a diamond goes "in the position indicated by its value", and a
    card of another suit of the same value on it, "upon a red card ... only a
    black one, and on a black a red one". A foundation of the core whose
    ``order`` is its value four times, in alternating colours, its first card
    a diamond; one for each of the thirteen places.
    """

    def __init__(self, place: str, rank: int) -> None:
        super().__init__(
            GAME.page(22, 23), piles=(place,), order=(rank,) * 4, suit=Suits.ALTERNATE, suits=(Suit.DIAMONDS,)
        )
        where = "the centre" if rank == KING else f"the hour {RANKS[rank]}"
        self.rule = f"{where} takes the {RANKS[rank]} of diamonds, then the other three, red and black in turn"


#: The twelve hours and the centre, ace at one o'clock and the kings in the middle.
HOUR_RULES = tuple(Hour(place, rank) for rank, place in zip(range(ACE, KING + 1), HOURS, strict=True))

#: The book's rules, one clause each (thirteen for the hours).
RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    *HOUR_RULES,
    Talon(WASTE_TOP),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

PYSOLFC_DIAL = PYSOLFC.game("Dial").at(
    "game 682",
    note="thirteen foundations, each the four cards of one value in alternating colours, begun by any "
    "of them; one redeal",
)
#: PySolFC's places: any card of the value begins one.
PYSOLFC_HOURS = tuple(
    Foundations(PYSOLFC_DIAL, piles=(place,), order=(rank,) * 4, suit=Suits.ALTERNATE)
    for rank, place in zip(range(ACE, KING + 1), HOURS, strict=True)
)
PYSOLFC_RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    *PYSOLFC_HOURS,
    Talon(PYSOLFC_DIAL),
    Redeals(PYSOLFC_DIAL, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: PySolFC's Dial: standalone, since its places and its redeals are ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "The Dial as PySolFC plays it",
    (PYSOLFC_DIAL,),
    changes="any card of a value may begin its place, not only the diamond; one redeal (two passes) instead of two",
    rules=PYSOLFC_RULES,
    redeals=1,
    standalone=True,
)

#: The Dial (No. 1) and its editions.
VARIANT = variant(
    "dial-no-1",
    11,
    packs=1,
    rules=RULES,
    redeals=2,
    readings=(DIAMONDS, TURNED_OVER),
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    changes="the book's rules: each hour begun by the diamond of its value and filled with the other three cards "
    "of that value in alternate colours; two redeals of the waste-heap",
    summary="Lay each diamond at its hour on a clock-face and the other cards of its value on it, red and black "
    "in turn; the waste-heap twice more.",
)

patience_variant = published(VARIANT)
