"""The Demon: a packet of thirteen, four columns built down in alternate colours, bases set by the eighteenth card.

Hoffmann 1921, No. 7 "The Demon", the game now called Canfield. Thirteen cards
are counted off face up into a packet, the booklet's "stock" (here ``store``:
the project's ``stock`` is the cards in hand, his "reserve"). The next four
are the heads of four columns, and the next is the first base: the other
three cards of its value become bases as they come to hand. The bases are
built up in suit, the king followed by the ace; the columns are built down in
alternate colours, and a column whose head fits the last card of another is
joined on to it whole, its place taken by the packet's top card. The cards in
hand are turned three at a time, the uppermost of each three available; when
they are out, those left are gathered and turned again, three at a time,
without shuffling.
"""

from __future__ import annotations

from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    DealRound,
    Foundations,
    Layout,
    Refill,
    Space,
    Spaces,
    Suits,
    Talon,
    TalonAgain,
    WholePiles,
    numbered,
    table_of,
)
from patience_core.sources import Source
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant

GAME = HOFFMANN_1921.game(7)
COLUMNS, BASES = numbered("c", 4), numbered("b", 4)
TABLE = table_of(foundation=BASES, tableau=COLUMNS, reserve="store", waste="talon", stock="stock")

#: A base of any value but the ace can only be finished by passing from the king to the ace.
BASES_TURN = Reading("a base is built past the king to the ace and on to the card below its own", of=GAME.paragraph(2))
#: ¶2 says nothing of the corner in the columns: they turn it as the bases do, a two of hearts taking a black ace and
#: the ace a red king, so that a column can run from any head through the thirteen values.
COLUMNS_TURN = Reading("a column turns the corner as the bases do: a king on an ace", of=GAME.paragraph(2))
#: ¶2 joins a column "on to" another when its head fits; it never moves part of one. The last card alone goes up to a
#: base ("the top card ... of either column ... may be played to either of the bases").
WHOLE_COLUMNS = Reading(
    "a column goes on to another only whole; its last card alone only to a base", of=GAME.paragraph(2)
)
#: ¶4: the packet's top card is "always available for use": to a base, or on to a column it fits.
STORE_TOP = Reading("the packet's top card may go to a base or on to a column", of=GAME.paragraph(4))
#: The booklet fills a vacant column from the packet; once the packet is used up it says nothing. A column left empty
#: then takes any card the player chooses from the waste (the three-card turns), as a head of its own.
EMPTY_COLUMN = Reading(
    "once the packet is used up, an empty column takes the top card of the turned cards", of=GAME.paragraph(2)
)
#: ¶4 gathers and turns again "without shuffling" and names no end: as often as a card of them has been placed.
AGAIN_AND_AGAIN = Reading(
    "the cards in hand are gone through again as often as one of them is placed", of=GAME.paragraph(4)
)
#: ¶5: "the first should of course have the preference": advice, the rules allow either.
PREFERENCE_IS_ADVICE = Reading("the base's preference over a column is advice, not a rule", of=GAME.paragraph(5))


def bases(game: Source, piles: tuple[str, ...]) -> Foundations:
    """The Demon's bases, and New York's: the first of ``piles`` dealt, the others of its value, up in suit.

    ``game`` is the booklet's game whose paragraphs state them (¶1 the first
    base's value, ¶2 the building).
    """
    return Foundations(
        game.paragraph(2),
        piles=piles,
        start=tuple(range(ACE, KING + 1)),
        wrap=True,
        first=piles[0],
        first_cite=game.paragraph(1),
        set_out=piles[:1],
    )


def columns(game: Source, piles: tuple[str, ...]) -> Building:
    """The Demon's columns, and New York's: down in alternate colours, round the corner (``game``'s ¶2)."""
    return Building(game.paragraph(2), piles=piles, build=Build.DOWN, suit=Suits.ALTERNATE, wrap=True)


BASE_RULE = bases(GAME, BASES)
COLUMN_RULE = columns(GAME, COLUMNS)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealPackets(GAME.paragraph(1), size=13, to=("store",)),
        DealRound(GAME.paragraph(1), to=COLUMNS, rounds=1),
        DealRound(GAME.paragraph(1), to=("b1",), rounds=1),
        rest="stock",
    ),
    BASE_RULE,
    COLUMN_RULE,
    Available(WHOLE_COLUMNS, piles=COLUMNS, sequences=COLUMN_RULE, rule="a column's cards are taken from its end"),
    WholePiles(WHOLE_COLUMNS, piles=COLUMNS, onto=COLUMNS, rule="a column is joined on to another whole"),
    Available(STORE_TOP, piles=("store",), rule="only the packet's top card is available"),
    Spaces(EMPTY_COLUMN, piles=COLUMNS, take=Space.ANY, sources=("talon",)),
    Refill(GAME.paragraph(2), piles=COLUMNS, supply=("store",)),
    Talon(GAME.paragraph(4), count=3),
    TalonAgain(AGAIN_AND_AGAIN),
)
RULES += (CardMoves(RULES),)

#: The Demon and its edition.
VARIANT = variant(
    "demon",
    7,
    packs=1,
    rules=RULES,
    readings=(BASES_TURN, COLUMNS_TURN, WHOLE_COLUMNS, STORE_TOP, EMPTY_COLUMN, AGAIN_AND_AGAIN, PREFERENCE_IS_ADVICE),
    changes="the booklet's rules: a packet of thirteen, four columns down in alternate colours joined whole, bases "
    "of the eighteenth card's value up in suit, the cards in hand turned three at a time, again and again",
    summary="Build four bases of the eighteenth card's value up in suit from a packet of thirteen, four columns "
    "and the cards in hand turned three at a time.",
    state_notes=(("turned", "how many cards the pack and the turned cards held when last gathered"),),
)

patience_variant = published(VARIANT)
