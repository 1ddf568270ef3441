"""The Quadrangle: twelve heaps of three round a frame, eight foundations of the value of a card cut from the pack.

Hoffmann 1892, No. 56 "The Quadrangle", pp. 108–109. Twelve heaps of three
cards, face up, form three sides of a frame. The pack is cut, and the card cut
fixes the value of the eight foundations, which are laid inside the frame as
they appear and built up in suit, going on from the king to the ace. The pack
is dealt a card at a time to a waste-heap; a card may go to a foundation or
down in suit on a heap's top card, and a heap's top card to a foundation. A
heap used up takes one card from the waste-heap. One deal; won when every card
is on the foundations.
"""

from __future__ import annotations

from patience_core import Action, Move, Position, Role, Ruling, hookimpl, illegal
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
    Suits,
    TakesOnlyFrom,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import Citation
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(56)
#: The heaps: six across the top of the frame, then three down its left side and three down its right (p. 108).
HEAPS = numbered("h", 12)
FOUNDATIONS = numbered("f", 8)
TABLE = table_of(tableau=HEAPS, foundation=FOUNDATIONS, waste="talon", stock="stock")

#: The card cut "decides" the foundations' value: it is itself laid as the first foundation.
CUT_CARD_FIRST = Reading("the card cut is the first foundation", of=GAME.page(108))
#: A foundation begun on any value but the ace goes on from the king to the ace, as the book says of The Plait
#: (No. 54, p. 105, footnote): otherwise no foundation of a value above the ace could be completed.
TURNING = Reading("a foundation goes on from the king to the ace", of=GAME.page(109))
#: Cards are "placed in descending sequence on auxiliary cards" as they are dealt; a heap's top card is freed "for use
#: in like manner", for the foundations: no card passes from one heap to another.
FROM_THE_PACK_ONLY = Reading("only the pack's and the waste-heap's cards are laid on the heaps", of=GAME.page(109))
#: The waste-heap's top card is available "for any use that can be made of it" (No. 31's footnote, p. 54).
WASTE_TOP = Reading("the waste-heap's top card goes to a foundation or onto a heap", of=HOFFMANN_1892.game(31).page(54))
#: "You supply the vacancy … with a single card from the waste-heap": at once, and from the pack when the waste-heap
#: is empty.
REFILLED_AT_ONCE = Reading(
    "an emptied heap is refilled at once from the waste-heap, else from the pack", of=GAME.page(109)
)
#: Nothing says a heap goes on from the ace to a king.
NO_TURNING_ON_HEAPS = Reading("the heaps do not turn from the ace to the king", of=GAME.page(109))


class ValueForthwith:
    """A card turned of the foundations' value goes to a foundation "forthwith", as it appears (p. 108)."""

    rule = "a card of the foundations' value is placed on a foundation as it appears"

    def __init__(self, cite: Citation, *, first: str = "f1", stock: str = "stock") -> None:
        self.cite = cite
        self.first = first
        self.stock = stock

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Hoffmann 1892, No. 56, p. 108: the card turned, of the first foundation's value, goes nowhere else."""
        if not isinstance(move, Move) or move.source != self.stock:
            return None
        card, base = position.pile(self.stock).top, position.pile(self.first).cards
        if card is None or not base or card.rank != base[0].rank:
            return None
        return None if position.pile(move.target).role is Role.FOUNDATION else illegal(self.rule, self.cite)


#: The book's rules, one clause each, cited to its page.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealPackets(GAME.page(108), size=3, to=HEAPS),
        DealRound(CUT_CARD_FIRST, to=FOUNDATIONS[:1], rounds=1),
        rest="stock",
    ),
    Foundations(
        TURNING,
        start=tuple(range(ACE, KING + 1)),
        wrap=True,
        first=FOUNDATIONS[0],
        first_cite=GAME.page(108),
        set_out=FOUNDATIONS[:1],
    ),
    Available(GAME.page(109), piles=HEAPS, rule="only the top card of a heap is available"),
    Building(NO_TURNING_ON_HEAPS, piles=HEAPS, build=Build.DOWN, suit=Suits.SAME),
    TakesOnlyFrom(
        FROM_THE_PACK_ONLY,
        piles=HEAPS,
        sources=("stock", "talon"),
        rule="a heap takes cards from the pack and the waste-heap",
    ),
    Refill(REFILLED_AT_ONCE, piles=HEAPS, supply=("talon", "stock")),
    Talon(WASTE_TOP),
    ValueForthwith(GAME.page(108)),
)
RULES += (CardMoves(RULES),)

#: The Quadrangle and its edition.
VARIANT = variant(
    "quadrangle",
    56,
    packs=2,
    rules=RULES,
    readings=(CUT_CARD_FIRST, TURNING, FROM_THE_PACK_ONLY, WASTE_TOP, REFILLED_AT_ONCE, NO_TURNING_ON_HEAPS),
    changes="the book's rules: twelve heaps of three, the card cut fixing the foundations' value, built up in suit "
    "round the corner; the pack's cards down in suit on the heaps, an emptied heap refilled from the waste-heap; "
    "one deal",
    summary="Build eight foundations up in suit from the value of a card cut from the pack, from twelve heaps of "
    "three round a frame and the pack dealt once.",
)

patience_variant = published(VARIANT)
