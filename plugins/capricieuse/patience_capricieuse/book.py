"""La Capricieuse as Hoffmann prints it (1892, No. 49, pp. 92–94): the base edition ``hoffmann-1892``.

The game is made of the core's clauses, each citing the page of the book
that states its rule; where the book is silent or unclear, the clause cites a
:class:`~patience_core.Reading` of ours, argued on the game's page under the
same name. The book, read first-hand, says:

* p. 93: an ace and a king of each suit are set out *before* the deal, in two
  rows, as eight foundations, the aces building up in suit and the kings down;
* p. 93: the rest of the two packs, shuffled, is laid out in horizontal rows of
  twelve, one below another (p. 92 draws the first three rows, twelve cards
  wide, under the aces and kings);
* p. 93: a card that fits a foundation as it comes is played there at once,
  but a card once laid in a row stays there until the deal is over;
* No. 30, p. 52, for "all Patiences involving the formation of both ascending
  and descending sequences": a card that fits both foundations of its suit
  is laid between them, to go up with the card that first continues one;
* pp. 93–94: after the deal, a card with no card below it is free; it may go to
  a foundation or onto the bottom card of another column, one rank above or
  below it in its suit;
* p. 94: at a standstill the columns are gathered, beginning with the one on
  the left, keeping their order, and dealt again by the same rules, a second
  and if need be a third time.

It says nothing of spaces, nor whether the next card fills the place of one
played during the deal; what the readings decide is on the game's page.
"""

from __future__ import annotations

from patience_capricieuse.search import CapricieuseHints
from patience_capricieuse.table import ACE_FOUNDATIONS, FOUNDATIONS, KING_FOUNDATIONS, PILES, WAITING
from patience_core import Reading
from patience_core.cards import KING
from patience_core.clauses import (
    Abeyance,
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    table_of,
)
from patience_core.sources import HOFFMANN_1892

__all__ = ["CAPRICIEUSE", "READINGS", "RULES"]

#: Hoffmann's La Capricieuse, No. 49: the diagram on p. 92, the rules on pp. 93–94.
CAPRICIEUSE = HOFFMANN_1892.game(49)
P93 = CAPRICIEUSE.page(93)
P94 = CAPRICIEUSE.page(94)

#: The deal lays "the first twelve" in a row and every row "of like number": a card played does not leave a gap.
FILLED = Reading("the next card takes the place of a card played during the deal", of=P93)
#: "The row last laid out (and therefore not blocked by any other)", and "free" defined as having no card below.
FREE = Reading("a card with no card below it is free", of=CAPRICIEUSE.page(93, 94))
#: The book names two places a card may go: a foundation, and the bottom card of a column. No space.
NO_SPACES = Reading("an emptied column stays empty until the next deal", of=CAPRICIEUSE.page(93, 94))
#: "Beginning with the perpendicular row on the left hand": which way the rest go is not said.
GATHERED = Reading("the columns are gathered from the left, each under the one before", of=P94)
#: "Fairly brought to a standstill": a card can always go back and forth between two columns.
STANDSTILL = Reading("the player says when play is at a standstill", of=P94)
#: Each card laid on the bottom card of a column is judged by that card alone.
EITHER_WAY = Reading("the direction may change within a column", of=P93)

READINGS = (FILLED, FREE, NO_SPACES, GATHERED, STANDSTILL, EITHER_WAY)

#: Hoffmann's rule for every patience with rising and falling families (No. 30 "The Crescent", p. 52).
BETWEEN = HOFFMANN_1892.game(30).page(52)

ACES = Foundations(P93, piles=ACE_FOUNDATIONS, build=Build.UP, suit=Suits.SAME, set_out=True)
KINGS = Foundations(P93, piles=KING_FOUNDATIONS, build=Build.DOWN, suit=Suits.SAME, start=KING, set_out=True)
HOMES = (ACES, KINGS)
#: A card fitting both foundations of its suit waits between them, on its suit's place (p. 52).
ABEYANCE = Abeyance(BETWEEN, up=ACES, down=KINGS, waiting=WAITING)

TABLE = table_of(foundation=FOUNDATIONS, tableau=PILES, reserve=WAITING)
#: The aces, then the kings, of clubs, spades, hearts and diamonds, each on its own foundation.
BASES = ("AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD")

#: The columns are gathered from the left, each put under the one before; turned over, the twelfth is dealt first.
GATHERING = tuple(reversed(PILES))

#: The book's rules, one clause each.
CLAUSES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(P93, BASES, to=FOUNDATIONS, stays=True),
        DealRound(P93, to=PILES, plays=HOMES, abeyance=ABEYANCE),
    ),
    ACES,
    KINGS,
    Available(FREE, rule="only a card with no card below it is free"),
    Building(CAPRICIEUSE.page(93, 94), build=Build.EITHER, suit=Suits.SAME),
    Spaces(NO_SPACES, take=Space.NOTHING),
    Redeals(
        P94,
        gather=GATHERING,
        shuffle=False,
        turn=True,
        steps=(DealRound(P94, to=PILES, plays=HOMES, abeyance=ABEYANCE),),
        rule="the columns may be gathered, in order, and dealt again by the same rules",
    ),
    ABEYANCE,
)

#: The clauses, the moves they allow found from them, and the solver's hints (no spaces; cards waiting between the
#: foundations of their suit).
RULES: tuple[object, ...] = (*CLAUSES, CardMoves(CLAUSES), CapricieuseHints(spaces=False))
