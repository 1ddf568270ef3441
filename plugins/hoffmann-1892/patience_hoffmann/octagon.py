"""The Octagon: the eight aces in pairs on four sides, a packet of five across each corner, three redeals.

Hoffmann 1892, No. 57 "The Octagon", pp. 110–111. The eight aces are laid in
pairs, face up, and a packet of five cards across each corner between them, so
that the whole makes an octagon. The aces are built up in suit to the kings.
The packets' top cards go to the foundations; the pack is dealt a card at a
time to a waste-heap, and a card may go to a foundation or down in suit on a
packet's top card. A packet cleared takes the top card of the waste-heap. The
waste-heap may be dealt through three times more; won when every card is on
the foundations.
"""

from __future__ import annotations

from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    Layout,
    Redeals,
    Refill,
    SetOut,
    Suits,
    TakesOnlyFrom,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, THREE_REDEALS, Reading, published, variant

GAME = HOFFMANN_1892.game(57)
#: The aces in pairs as the diagram lays them (p. 110): diamonds above, clubs at the left, spades at the right,
#: hearts below.
FOUNDATIONS = numbered("f", 8)
ACES = ("AD", "AD", "AC", "AC", "AS", "AS", "AH", "AH")
#: The packets across the corners: above left, above right, below left, below right.
PACKETS = numbered("c", 4)
TABLE = table_of(tableau=PACKETS, foundation=FOUNDATIONS, waste="talon", stock="stock")

#: Cards dealt are "laid upon" a packet's top card; a packet's cards are released for the foundations: no card passes
#: from one packet to another.
FROM_THE_PACK_ONLY = Reading("only the pack's and the waste-heap's cards are laid on the packets", of=GAME.page(111))
#: The waste-heap's top card is available "for any use that can be made of it" (No. 31's footnote, p. 54).
WASTE_TOP = Reading(
    "the waste-heap's top card goes to a foundation or onto a packet", of=HOFFMANN_1892.game(31).page(54)
)
#: "The vacancy thereby created is filled up by a card from the top of the waste-heap": at once, and from the pack
#: when the waste-heap is empty.
REFILLED_AT_ONCE = Reading(
    "an emptied packet is refilled at once from the waste-heap, else from the pack", of=GAME.page(111)
)
#: "Three times through the waste-heap", the first deal not counted (No. 11, p. 23: "exclusive of the original deal").
#: Nothing says the waste-heap is shuffled: it is turned over whole and dealt again as it lies.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(111))

#: The book's rules, one clause each, cited to its page.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(110), ACES, to=FOUNDATIONS, stays=True),
        DealPackets(GAME.page(110), size=5, to=PACKETS),
        rest="stock",
    ),
    Foundations(GAME.page(110), suit=Suits.SAME, set_out=True),
    Available(GAME.page(110), piles=PACKETS, rule="only the top card of a packet is available"),
    Building(GAME.page(111), piles=PACKETS, build=Build.DOWN, suit=Suits.SAME),
    TakesOnlyFrom(
        FROM_THE_PACK_ONLY,
        piles=PACKETS,
        sources=("stock", "talon"),
        rule="a packet takes cards from the pack and the waste-heap",
    ),
    Refill(REFILLED_AT_ONCE, piles=PACKETS, supply=("talon", "stock")),
    Talon(WASTE_TOP),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The Octagon and its edition.
VARIANT = variant(
    "octagon",
    57,
    packs=2,
    rules=RULES,
    readings=(FROM_THE_PACK_ONLY, WASTE_TOP, REFILLED_AT_ONCE, THREE_REDEALS, TURNED_OVER),
    changes="the book's rules: the aces built up in suit from four packets of five and the pack, the pack's cards "
    "down in suit on the packets, a packet cleared refilled from the waste-heap; three redeals",
    redeals=3,
    summary="Build the eight aces up in suit from four packets of five across the corners of an octagon and the "
    "pack, dealt through four times in all.",
)

patience_variant = published(VARIANT)
