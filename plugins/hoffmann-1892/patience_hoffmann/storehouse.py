"""The Storehouse: one pack, the twos built up in suit to the aces, a store-house of thirteen played first.

Hoffmann 1892, No. 23 "The Storehouse", pp. 40–42. The four twos are laid in
a row, the next four cards below them as auxiliaries, and thirteen more in a
heap to the left, face up: the store-house. The rest of the pack is turned one
card at a time. The twos are built up in suit, through the king, to the aces;
on an auxiliary, a card of its suit one lower, so that a run there goes home
card by card when its top card fits. An auxiliary place emptied is filled at
once, the store-house's top card taking it first, and that card must always
be played, to a two or onto an auxiliary, whenever it can be. The pack is
dealt through three times.
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import ACE
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    DealRound,
    FirstClaim,
    Foundations,
    Layout,
    Redeals,
    Refill,
    SetOut,
    Space,
    Spaces,
    Suits,
    TakesOnlyFrom,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(23)
TWOS = numbered("f", 4)
AUXILIARIES = numbered("a", 4)
TABLE = table_of(reserve="store", foundation=TWOS, tableau=AUXILIARIES, waste="talon", stock="stock")

#: The aces end the suits, above the kings: on the auxiliaries too, so that a king goes on an ace.
ACE_ABOVE_KING = Reading("the ace ranks above the king on the auxiliaries as on the twos", of=GAME.page(41))
#: "Any vacancies should be at once filled from the waste-heap. The top card ... of the store-house, however, has
#: the preference over any other": a vacancy takes the store-house's card first, then the waste-heap's.
STORE_FILLS_FIRST = Reading("a vacancy takes the store-house's top card first, then the waste-heap's", of=GAME.page(41))
#: Only cards turned (and, by the book's general rule, the waste-heap's and the store-house's tops) are laid on
#: an auxiliary: nothing moves from one auxiliary to another.
NO_SHIFTING = Reading("no card moves from one auxiliary to another", of=GAME.page(41))
#: "Deal through the pack, if needful, three times": the waste-heap turned over and dealt again, twice.
WASTE_TURNED_OVER = Reading("the waste-heap is dealt again in the order it was laid", of=GAME.page(41))

HOME = Foundations(GAME.page(41), piles=TWOS, start=2, wrap=True, end=ACE, set_out=True)
DESCENDING = Building(ACE_ABOVE_KING, piles=AUXILIARIES, build=Build.DOWN, suit=Suits.SAME, wrap=True)
DEAL = Layout(
    TABLE,
    SetOut(GAME.page(41), ("2D", "2C", "2H", "2S"), to=TWOS, stays=True),
    DealRound(GAME.page(41), to=AUXILIARIES, rounds=1),
    DealPackets(GAME.page(41), size=13, to=("store",)),
    rest="stock",
)
TOPS = (
    Available(GAME.page(41), piles=AUXILIARIES, rule="the top card of an auxiliary is available"),
    Available(GAME.page(41), piles=("store",), rule="the store-house's top card is available"),
)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    DEAL,
    HOME,
    *TOPS,
    DESCENDING,
    TakesOnlyFrom(
        NO_SHIFTING,
        piles=AUXILIARIES,
        sources=("stock", "talon", "store"),
        rule="an auxiliary takes the card turned, or the top card of the waste-heap or the store-house",
    ),
    Talon(GAME.page(41)),
    Refill(STORE_FILLS_FIRST, piles=AUXILIARIES, supply=("store", "talon", "stock")),
    FirstClaim(
        GAME.page(41),
        pile="store",
        foundations=(HOME,),
        building=(DESCENDING,),
        rule="the store-house's top card is played first whenever it can be",
    ),
    Redeals(WASTE_TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: PySolFC's Storehouse, a Canfield: runs move between the auxiliaries, an empty one is filled from the
#: store-house or, once it is spent, with any card, and the store-house's card may wait.
PYSOLFC_STOREHOUSE = PYSOLFC.game("Storehouse").at("game 100")
PYSOLFC_DESCENDING = Building(PYSOLFC_STOREHOUSE, piles=AUXILIARIES, build=Build.DOWN, suit=Suits.SAME, wrap=True)
PYSOLFC_HOME = Foundations(PYSOLFC_STOREHOUSE, piles=TWOS, start=2, wrap=True, end=ACE, set_out=True)
PYSOLFC_RULES: tuple[object, ...] = (
    DEAL,
    PYSOLFC_HOME,
    Available(PYSOLFC_STOREHOUSE, piles=AUXILIARIES, sequences=PYSOLFC_DESCENDING, rule="a run moves as one"),
    TOPS[1],
    PYSOLFC_DESCENDING,
    Spaces(PYSOLFC_STOREHOUSE, piles=AUXILIARIES, take=Space.ANY),
    Talon(PYSOLFC_STOREHOUSE),
    Refill(PYSOLFC_STOREHOUSE, piles=AUXILIARIES, supply=("store",)),
    Redeals(PYSOLFC_STOREHOUSE, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: The Storehouse and its editions.
VARIANT = variant(
    "storehouse",
    23,
    packs=1,
    rules=RULES,
    readings=(ACE_ABOVE_KING, STORE_FILLS_FIRST, NO_SHIFTING, WASTE_TURNED_OVER),
    changes="the book's rules: the store-house's top card played first whenever it can be, vacancies filled at once, "
    "nothing moved between the auxiliaries, three deals",
    editions=(
        Edition(
            "pysolfc",
            "The Storehouse after PySolFC",
            (PYSOLFC_STOREHOUSE,),
            changes="runs move between the auxiliaries, a space is filled from the store-house or, once it is spent, "
            "with any card, and the store-house's card may wait",
            rules=PYSOLFC_RULES,
            standalone=True,
        ),
    ),
    redeals=2,
    summary="Build the twos up in suit to the aces from four auxiliaries, a store-house of thirteen that must be "
    "played first, and the pack, dealt three times.",
)

patience_variant = published(VARIANT)
