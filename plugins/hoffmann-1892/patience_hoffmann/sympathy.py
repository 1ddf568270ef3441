"""Sympathy: two players, a pack each, throw out together every card the other turns up alike.

Hoffmann 1892, No. 63 "Sympathy", pp. 120–122. Two players, not
adversaries: "both win or neither". Each lays his own pack face down in
sixteen heaps of three, in four rows, with the four cards left, the "grace"
cards, in a packet below. The leader turns up the top card of each of his
heaps; the other turns up his one by one, and whenever the leader has the same
card (suit and value) exposed, both cards are thrown aside and the heaps they
came from show their next cards. When no exposed card of one side matches one
of the other's, the grace cards of each side are turned up one by one. The
game is won when every card has been paired, lost when the grace cards are
all up and no exposed card "responds to the call of Sympathy".

The players make no choice: a pair, once both its cards are exposed, is
always thrown out, and nothing else moves. The game is decided by the deal.
It is played here on one table, both sides' cards before one player.
"""

from __future__ import annotations

from patience_core.clauses import (
    Available,
    CardMoves,
    DealPackets,
    Layout,
    PackEach,
    Space,
    Spaces,
    TurnUpWhenBlocked,
    Twins,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(63)
#: The leader's sixteen heaps, his grace packet and the places its cards are turned up on; the other's likewise.
LEADER = numbered("a", 16)
OTHER = numbered("b", 16)
LEADER_GRACE = numbered("ag", 4)
OTHER_GRACE = numbered("bg", 4)
TABLE = table_of(
    foundation="pairs",
    tableau=(*LEADER, *OTHER),
    reserve=("ag", *LEADER_GRACE, "bg", *OTHER_GRACE),
)

#: The turning of the heaps' top cards, "one by one", changes nothing: every top card is exposed at once.
ALL_EXPOSED = Reading("every heap's top card is exposed at once", of=GAME.page(121))
#: "The four 'grace' cards on either side are one by one turned up" until all pair or none answers (pp. 121–122).
EVERY_GRACE_CARD = Reading("every grace card comes up, and stays exposed", of=GAME.page(122))
#: The two packs are one shuffled double pack here (the deal numbers'); each side's pack is parted from it.
ONE_PACK_EACH = Reading(
    "each side's pack is the first of each two alike in the shuffled double pack, or the second", of=GAME.page(121)
)

TWINS = Twins(GAME.page(121), sides=((*LEADER, *LEADER_GRACE), (*OTHER, *OTHER_GRACE)))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        PackEach(
            ONE_PACK_EACH,
            (DealPackets(GAME.page(121), size=3, to=LEADER), DealPackets(GAME.page(121), size=4, to=("ag",))),
            (DealPackets(GAME.page(121), size=3, to=OTHER), DealPackets(GAME.page(121), size=4, to=("bg",))),
        ),
    ),
    Available(
        ALL_EXPOSED,
        piles=(*LEADER, *OTHER, *LEADER_GRACE, *OTHER_GRACE),
        rule="a heap's top card, and a grace card turned up, are exposed",
    ),
    Spaces(GAME.page(121), piles=(*LEADER, *OTHER, *LEADER_GRACE, *OTHER_GRACE), take=Space.NOTHING),
    TWINS,
    TurnUpWhenBlocked(EVERY_GRACE_CARD, packets=(("ag", LEADER_GRACE), ("bg", OTHER_GRACE)), blocked_by=TWINS),
)
RULES += (CardMoves(RULES),)

#: Sympathy and its edition.
VARIANT = variant(
    "sympathy",
    63,
    packs=2,
    rules=RULES,
    readings=(ALL_EXPOSED, EVERY_GRACE_CARD, ONE_PACK_EACH),
    changes="the book's rules, both players' cards on one table: the same card paired across, the grace cards "
    "turned when no pair is left",
    summary="Lay out a pack on each side in sixteen heaps of three and a packet of four, and throw out together "
    "every card exposed on both sides; decided by the deal.",
)

patience_variant = published(VARIANT)
