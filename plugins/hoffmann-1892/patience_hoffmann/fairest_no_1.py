"""The Fairest (No. 1): four heaps built by adding the card above, counting past thirteen, each up to a king.

Hoffmann 1892, No. 21 "The Fairest (No. 1)", pp. 35–38. An ace, a two, a three
and a four are laid in a row, and below them a two, a four, a six and an
eight, each double the card above it, whatever the suits. The rest of the pack
is dealt a card at a time to a waste-heap. A card worth the sum of an upper
card and the card on top of the heap below it goes on that heap, suits not
regarded; a sum past thirteen counts only what it exceeds thirteen by, and a
sum of thirteen takes a king, which closes the heap. So each heap climbs by
its upper card's value: by ones, twos, threes and fours, as the book's table
of p. 37 shows. The waste-heap is dealt twice more, its order kept; the game
is won when every heap is topped by a king. PySolFC's Betsy Ross, also called
Fairest, is the same game but that it forces no card onto a heap (edition
``pysolfc``).
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Edition, Position, hookimpl
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    CardMoves,
    Foundations,
    Layout,
    MustPlay,
    OneCard,
    Part,
    Redeals,
    SetOutRanks,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(21)
UPPER, HEAPS = numbered("c", 4), numbered("h", 4)
TABLE = table_of(reserve=UPPER, foundation=HEAPS, waste="talon", stock="stock")


def series(step: int) -> tuple[int, ...]:
    """The ranks of a heap whose upper card is worth ``step``: from double it, adding ``step``, past 13 round again.

    >>> from patience_core.cards import RANKS
    >>> from patience_hoffmann.fairest_no_1 import series
    >>> " ".join(RANKS[rank] for rank in series(3))
    '6 9 Q 2 5 8 J A 4 7 10 K'
    """
    return tuple((2 * step + k * step - 1) % KING + 1 for k in range(KING - 1))


#: "An ace, two twos, a three, two fours, a six, and an eight", the first of each met from the top of the pack:
#: the ace and the first two, three and four above, the second two and four, the six and the eight below.
FIRST_OF_THEIR_KIND = Reading(
    "the eight cards set out are the first of their values from the top of the pack", of=GAME.page(35)
)
#: "As soon as you turn up a three, you will place it on the two": a card turned that fits a heap is placed.
FITTING_CARD_PLACED = Reading("a card turned that fits a heap is placed on it", of=GAME.page(36))
#: The top card of the waste-heap "is available for any use that can be made of it" in every game (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)

#: Each heap its own series, as the book tables them (p. 37); the king, a sum of exactly thirteen, closes it.
HEAP_RULES = tuple(
    Foundations(GAME.page(36, 37), piles=(heap,), suit=Suits.ANY, order=series(step), set_out=True)
    for step, heap in enumerate(HEAPS, start=ACE)
)


class Surmounted:
    """The game is won when each of the four heaps is surmounted by a king (p. 36)."""

    governs: ClassVar[Part] = Part.WIN

    def __init__(self) -> None:
        self.cite = GAME.page(36)
        self.rule = "won when each of the four heaps is topped by a king"

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Each heap's top card a king."""
        return all((top := position.pile(heap).top) is not None and top.rank == KING for heap in HEAPS)


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOutRanks(FIRST_OF_THEIR_KIND, ranks=(ACE, 2, 3, 4, 2, 4, 6, 8), to=(*UPPER, *HEAPS)),
        rest="stock",
    ),
    OneCard(GAME.page(35), piles=UPPER, rule="the cards of the upper row stay as they are laid"),
    *HEAP_RULES,
    Talon(WASTE_TOP),
    MustPlay(FITTING_CARD_PLACED, foundations=HEAP_RULES),
    Redeals(GAME.page(36), gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    Surmounted(),
)
RULES += (CardMoves(RULES),)

PYSOLFC_BETSY_ROSS = PYSOLFC.game("Betsy Ross").at(
    "game 134", note='also called "Fairest": a card of the waste pile is played to a foundation at will'
)
#: PySolFC's Betsy Ross: the book's game, but no card is forced onto a heap (its talon decides first).
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "The Fairest as PySolFC plays it (Betsy Ross)",
    (PYSOLFC_BETSY_ROSS,),
    changes="a card turned may go to the waste-heap even when it fits a heap",
    rules=(Talon(PYSOLFC_BETSY_ROSS),),
)

#: The Fairest (No. 1) and its editions.
VARIANT = variant(
    "fairest-no-1",
    21,
    packs=1,
    rules=RULES,
    readings=(FIRST_OF_THEIR_KIND, FITTING_CARD_PLACED),
    changes="the book's rules: four heaps climbing by one, two, three and four, regardless of suit, to a king; "
    "a card turned that fits placed; the waste-heap dealt twice more in its order",
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    redeals=2,
    summary="Build four heaps, under an ace, a two, a three and a four, each by adding its upper card's value "
    "past thirteen round again up to a king, from the pack dealt to a waste-heap three times in all.",
)

patience_variant = published(VARIANT)
