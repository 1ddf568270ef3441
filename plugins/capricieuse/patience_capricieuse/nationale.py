"""La Nationale, Hoffmann's next game after La Capricieuse (1892, No. 50, pp. 94–96), and Cadogan's The Nation.

A patience of its own, on Capricieuse's table. The base edition,
``hoffmann-1892``, is the book's, made of the core's clauses, each citing
its page:

* p. 94: an ace and a king of each suit, from one pack, set out as in La
  Capricieuse; the rest dealt in twelve *perpendicular* rows (columns) of
  eight, one after another;
* p. 95: a card that fits a foundation as it comes is played there, and still
  counted, so its column is not made up and comes out short; and during the
  deal the last card of any column goes up as soon as it fits (the footnote's
  three of spades following its two);
* p. 95: only the last card of a column is available;
* No. 30, p. 52, for all patiences with rising and falling families: a card
  that fits both foundations of its suit waits between them;
* pp. 95–96: afterwards, two last cards alike in suit and in sequence may be
  laid one on the other, and a card freed may continue the sequence so made;
* p. 96: a column cleared takes the last card of any column, or any sequence
  however long; there is no second deal.

The edition ``cadogan-1914`` is Cadogan's The Nation, also made of clauses,
citing her rules and paragraphs: the same table and counted deal, but no card
leaves a column during the deal, a space takes one card, the direction of a
sequence may change, and the columns are gathered and dealt again twice. The
readings each edition takes are argued on the game's page.
"""

from __future__ import annotations

from patience_capricieuse.search import CapricieuseHints
from patience_capricieuse.table import ACE_FOUNDATIONS, FOUNDATIONS, KING_FOUNDATIONS, PILES, WAITING
from patience_core import Edition, Reading, Variant, hookimpl
from patience_core.cards import KING
from patience_core.clauses import (
    Abeyance,
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
    table_of,
)
from patience_core.sources import CADOGAN_1914, HOFFMANN_1892

__all__ = ["NATION_RULES", "RULES", "VARIANT", "patience_variant"]

#: Hoffmann's table: the places between the foundations where a card fitting both waits (No. 30, p. 52).
TABLE = table_of(foundation=FOUNDATIONS, tableau=PILES, reserve=WAITING)
#: Cadogan's table: she has no such rule.
NATION_TABLE = table_of(foundation=FOUNDATIONS, tableau=PILES)
#: The aces, then the kings, of clubs, spades, hearts and diamonds, each on its own foundation.
BASES = ("AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD")
#: How many cards are counted to each column: 96 cards, twelve columns.
PER_COLUMN = 8

# --------------------------------------------------------------------------- Hoffmann's La Nationale

NATIONALE = HOFFMANN_1892.game(50)
N94, N95, N96 = NATIONALE.page(94), NATIONALE.page(95), NATIONALE.page(96)

#: "The last card of one or more rows": a column being dealt has a last card too.
EVERY_COLUMN = Reading("the last card of every column plays during the deal, the one being dealt too", of=N95)
#: "Any card thus freed, which may serve to continue the sequence".
CONTINUED = Reading("a card laid on a sequence continues it the same way", of=N96)
#: Sequences are named only as going to "the vacant place".
INTO_SPACES = Reading("a sequence moves only into a vacant column", of=N96)
#: "Any provisional sequence, however extensive".
WHOLE_OR_PART = Reading("a sequence moves whole or in part", of=N96)

READINGS = (EVERY_COLUMN, CONTINUED, INTO_SPACES, WHOLE_OR_PART)
#: Hoffmann's rule for every patience with rising and falling families (No. 30 "The Crescent", p. 52).
BETWEEN = HOFFMANN_1892.game(30).page(52)

ACES = Foundations(NATIONALE.page(94, 95), piles=ACE_FOUNDATIONS, build=Build.UP, suit=Suits.SAME, set_out=True)
KINGS = Foundations(N95, piles=KING_FOUNDATIONS, build=Build.DOWN, suit=Suits.SAME, start=KING, set_out=True)
HOMES = (ACES, KINGS)
ABEYANCE = Abeyance(BETWEEN, up=ACES, down=KINGS, waiting=WAITING)

#: A sequence of a suit, each card one above or below the last, all one way: what may move into a space.
SEQUENCES = Building(WHOLE_OR_PART, build=Build.EITHER, suit=Suits.SAME, continued=CONTINUED)

#: Hoffmann's rules, one clause each.
CLAUSES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(N94, BASES, to=FOUNDATIONS, stays=True),
        DealPackets(N95, size=PER_COLUMN, to=PILES, plays=HOMES, counted=True, release=True, abeyance=ABEYANCE),
    ),
    ACES,
    KINGS,
    Available(N95, sequences=SEQUENCES, rule="only the last card of a column is available"),
    Building(NATIONALE.page(95, 96), build=Build.EITHER, suit=Suits.SAME, continued=CONTINUED, one_card=INTO_SPACES),
    Spaces(N96, take=Space.ANY),
    ABEYANCE,
)

#: The clauses, the moves they allow found from them, and the solver's key (it asks the rules for the moves).
RULES: tuple[object, ...] = (*CLAUSES, CardMoves(CLAUSES), CapricieuseHints(moves=False))

# --------------------------------------------------------------------------- Cadogan's The Nation

NATION = CADOGAN_1914.game("The Nation")

#: Play ¶4: "when all available cards have been played or married", which no rule can check.
NATION_AT_WILL = Reading("the columns may be taken up at any time", of=NATION.play(4))
#: The aces and kings are asked in that order, as in Hoffmann's game.
NATION_ACES_FIRST = Reading("a card fitting both foundations of its suit goes to the aces", of=NATION.play(1))

NATION_READINGS = (NATION_AT_WILL, NATION_ACES_FIRST)

NATION_ACES = Foundations(NATION.play(1), piles=ACE_FOUNDATIONS, build=Build.UP, suit=Suits.SAME, set_out=True)
NATION_KINGS = Foundations(
    NATION.play(1), piles=KING_FOUNDATIONS, build=Build.DOWN, suit=Suits.SAME, start=KING, set_out=True
)
NATION_HOMES = (NATION_ACES, NATION_KINGS)

#: Cadogan's rules, one clause each.
NATION_CLAUSES: tuple[object, ...] = (
    Layout(
        NATION_TABLE,
        SetOut(NATION.play(1), BASES, to=FOUNDATIONS, stays=True),
        DealPackets(NATION.rule("II"), size=PER_COLUMN, to=PILES, plays=NATION_HOMES, counted=True),
    ),
    NATION_ACES,
    NATION_KINGS,
    Available(NATION.rule("III"), rule="only the lowest card of each column is available"),
    Building(NATION.play(2), build=Build.EITHER, suit=Suits.SAME),
    Spaces(NATION.play(3), take=Space.ANY),
    Redeals(
        NATION.play(4),
        gather=tuple(reversed(PILES)),
        shuffle=False,
        turn=True,
        steps=(DealPackets(NATION.play(4), size=PER_COLUMN, to=PILES, plays=NATION_HOMES, counted=True),),
        rule="the tableau may be taken up, the first column on top, and dealt again as before",
    ),
)

#: The clauses, the moves they allow, and the solver's hints (one card at a time, spaces take any card).
NATION_RULES: tuple[object, ...] = (*NATION_CLAUSES, CardMoves(NATION_CLAUSES), CapricieuseHints())

VARIANT = Variant(
    name="nationale",
    title="La Nationale",
    family="Capricieuse",
    packs=2,
    aliases=("nation", "la-nationale"),
    sources=(NATIONALE, NATION),
    editions=(
        Edition(
            "hoffmann-1892",
            "La Nationale after Hoffmann",
            (N96, N94, N95, BETWEEN, *READINGS),
            changes="the book's rules: an ace and a king of each suit set out; twelve columns dealt one by one, "
            "counting eight, cards going up as they come and the last card of any column as soon as it fits; "
            "a sequence runs one way; a cleared column takes a card or a whole sequence; no second deal",
        ),
        Edition(
            "cadogan-1914",
            "The Nation, after Cadogan",
            (NATION.play(5), NATION.rule("I"), NATION.rule("II"), NATION.rule("III"), *NATION_READINGS),
            changes="Cadogan's rules: the same table and counted deal, but a card once laid stays until the deal is "
            "over; one card at a time, up or down in suit, the direction free; a space takes one card; the columns "
            "gathered, the last dealt first, and dealt again twice",
            rules=NATION_RULES,
            redeals=2,
            standalone=True,
        ),
    ),
    rules=RULES,
    redeals=0,
    summary="Set out an ace and a king of each suit, deal twelve columns of eight, sending up every card that fits "
    "as it comes and the last card of any column; build sequences in suit, one way; no second deal.",
)


@hookimpl
def patience_variant() -> Variant:
    """La Nationale."""
    return VARIANT
