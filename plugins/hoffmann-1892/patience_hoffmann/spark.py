"""The Spark: eight kings built down to the aces, twelve auxiliary cards built up round them, the pack dealt in threes.

Hoffmann 1892, No. 47 "The Spark", pp. 87–89. Two packs. The eight kings are
set out in two upright rows, the two kings of a suit side by side, and twelve
cards of the shuffled pack are laid round them: four down each side, two
above and two below. The kings are built down in suit to the aces. Auxiliary
cards of one suit in sequence are laid one on another, in ascending order so
that they come off in the order the kings want them; a vacancy of the opening
is filled from the pack. Then the rest of the pack is dealt face up, three
cards at a time, to two waste-heaps in turn. A card that can go to a king or
onto an auxiliary sequence must be played there before more is dealt; a
vacancy among the auxiliaries is filled, when the player likes, from the top
of either waste-heap. There is no second deal: the game is won when every
card lies on the kings.
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    Dealing,
    DealRound,
    Forthwith,
    Foundations,
    FreshCards,
    Layout,
    SetOut,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(47)
#: The kings: the left row ``f1``–``f4`` and the right row ``f5``–``f8``, from the top; ``f1`` and ``f5`` side by side.
FOUNDATIONS = numbered("f", 8)
#: The twelve auxiliary cards: ``a1``, ``a2`` above the kings; ``a3``–``a6`` down the left; ``a7``–``a10`` down the
#: right; ``a11``, ``a12`` below, slanted.
AUXILIARIES = numbered("a", 12)
#: The two waste-heaps, dealt to in turn.
HEAPS = ("w1", "w2")
TABLE = table_of(foundation=FOUNDATIONS, tableau=AUXILIARIES, waste=HEAPS, stock="stock")

#: The families are not said to follow suit, but the kings are placed by suit and the auxiliary cards are put
#: together "alike in suit" so as to go to "their respective foundations" (p. 88).
IN_SUIT = Reading("the kings are built down in suit", of=GAME.page(88))
#: "Instead of dealing the cards one by one, you deal them by groups of three" (p. 88): the three go on the heap
#: together, as a packet, the last uppermost; the two beneath are seen only as the cards above them are played.
PACKETS_OF_THREE = Reading(
    "a group of three falls on its heap as one packet, its last card uppermost", of=GAME.page(88)
)
#: "Must forthwith be played", and the cards the play makes playable to be noted "at the same time" (pp. 88–89): no
#: more is dealt while a card can be played, a waste-heap's top to a king or onto an auxiliary sequence, an auxiliary
#: card to a king; the player chooses the order, and the place where a card fits two.
BEFORE_THE_NEXT_GROUP = Reading(
    "every card that can be played is played before the next group is dealt", of=GAME.page(88, 89)
)
#: The auxiliary cards alike in suit and in sequence are laid one on another at the start (p. 88); nothing forbids it
#: later, and nothing makes it compulsory: one card at a time, when the player likes.
AUXILIARIES_FEED_ONE_ANOTHER = Reading(
    "an auxiliary card may be laid on another auxiliary sequence, one card at a time", of=GAME.page(88)
)
#: The vacancies of the opening are filled "with fresh cards" (p. 88) before "the remaining cards" are dealt; once
#: the deal has begun they are filled from a waste-heap, "at the option of the player" (p. 89).
FRESH_CARDS_FIRST = Reading("the opening's vacancies are filled from the pack before the deal begins", of=GAME.page(88))

#: The kings, built down in suit to the aces.
KINGS = Foundations(IN_SUIT, build=Build.DOWN, start=KING, end=ACE, set_out=True)
#: The auxiliary sequences, built up in suit.
SEQUENCES = Building(GAME.page(88), piles=AUXILIARIES, build=Build.UP, suit=Suits.SAME)
#: The pack dealt three at a time to the two waste-heaps in turn.
HEAPS_IN_TURN = Dealing(
    PACKETS_OF_THREE,
    piles=HEAPS,
    size=3,
    groups=2,
    rule="the pack is dealt three cards at a time to the two waste-heaps in turn",
)

_LAID: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(88), ("KD", "KC", "KH", "KS") * 2, to=FOUNDATIONS, stays=True),
        DealRound(GAME.page(88), to=AUXILIARIES, rounds=1),
        rest="stock",
    ),
    KINGS,
    SEQUENCES,
    Available(
        GAME.page(88),
        piles=(*AUXILIARIES, *HEAPS),
        rule="the top card of an auxiliary sequence or of a waste-heap is available",
    ),
    Spaces(GAME.page(89), piles=AUXILIARIES, take=Space.ANY, sources=(*HEAPS, "stock")),
    HEAPS_IN_TURN,
    FreshCards(FRESH_CARDS_FIRST, piles=AUXILIARIES, dealing=HEAPS_IN_TURN),
    Forthwith(
        BEFORE_THE_NEXT_GROUP,
        piles=(*AUXILIARIES, *HEAPS),
        foundations=KINGS,
        building=SEQUENCES,
        built_from=HEAPS,
    ),
)
#: Hoffmann's rules, one clause each, the compulsion asked first.
RULES: tuple[object, ...] = (*_LAID, CardMoves(_LAID))

#: PySolFC's The Spark (game 838): the kings go up as they come, twelve tableau piles built up in suit, a space filled
#: from anywhere, the pack dealt a card at a time to each waste pile in turn, three times over, and nothing compulsory.
PYSOLFC_SPARK = PYSOLFC.game("The Spark").at("game 838")
_PYSOLFC_LAID: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(PYSOLFC_SPARK, to=AUXILIARIES, rounds=1),
        DealRound(PYSOLFC_SPARK, to=HEAPS, rounds=3),
        rest="stock",
    ),
    Foundations(PYSOLFC_SPARK, build=Build.DOWN, start=KING, end=ACE),
    Building(PYSOLFC_SPARK, piles=AUXILIARIES, build=Build.UP, suit=Suits.SAME),
    Available(PYSOLFC_SPARK, piles=(*AUXILIARIES, *HEAPS)),
    Spaces(PYSOLFC_SPARK, piles=AUXILIARIES, take=Space.ANY),
    Dealing(
        PYSOLFC_SPARK,
        piles=HEAPS * 3,
        rule="the pack is dealt a card at a time to each waste pile in turn, three cards to each",
    ),
)
#: PySolFC's rules, one clause each.
PYSOLFC_RULES: tuple[object, ...] = (*_PYSOLFC_LAID, CardMoves(_PYSOLFC_LAID))

#: The Spark and its editions.
VARIANT = variant(
    "spark",
    47,
    packs=2,
    rules=RULES,
    readings=(IN_SUIT, PACKETS_OF_THREE, BEFORE_THE_NEXT_GROUP, AUXILIARIES_FEED_ONE_ANOTHER, FRESH_CARDS_FIRST),
    changes="the book's rules: the kings set out and built down in suit, twelve auxiliary cards built up in suit, "
    "the pack dealt in threes to two waste-heaps in turn, every card that can be played played before the next "
    "three; no redeal",
    editions=(
        Edition(
            "pysolfc",
            "The Spark after PySolFC",
            (PYSOLFC_SPARK,),
            changes="the kings not set out but played up as they come; the pack dealt a card at a time to each waste "
            "pile in turn, the first three to each at the start; a space filled from any pile; nothing compulsory",
            rules=PYSOLFC_RULES,
            redeals=0,
            standalone=True,
        ),
    ),
    summary="Build eight kings down to the aces in suit, helped by twelve auxiliary sequences built up, the pack "
    "dealt three at a time to two waste-heaps in turn.",
)

patience_variant = published(VARIANT)
