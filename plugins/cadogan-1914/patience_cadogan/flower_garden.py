"""The Flower-Garden: one pack, six packets of six spread out, a Bouquet of sixteen in the hand.

Cadogan 1914, "The Flower-Garden". The Garden is six packets of six cards,
spread so that all are seen; the other sixteen are the Bouquet, every card of
which is available, as is the top card of each packet. The aces are built up
in suit to the kings. Cards are built down in the Garden regardless of suit,
one at a time; a packet cleared may be begun again with any available card.
A card leaving the Bouquet never returns to it. No redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import AlikeKey, Ignores, MovedAgain, SafeHome, Suit, Unjudged
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealPackets,
    DealRound,
    Foundations,
    Layout,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)

GARDEN_GAME = CADOGAN_1914.game("The Flower-Garden")
FOUNDATIONS = numbered("f", 4)
GARDEN = numbered("g", 6)
#: The Bouquet is held in the hand, every card of it free: one place a card.
BOUQUET = numbered("b", 16)
TABLE = table_of(foundation=FOUNDATIONS, tableau=GARDEN, reserve=BOUQUET)

#: "Place cards in descending sequences in the Garden, transferring them … as often as you please": card by card.
ONE_BY_ONE = Reading("cards move in the Garden one at a time", of=GARDEN_GAME.play(3))

FOUNDATIONS_RULE = Foundations(
    GARDEN_GAME.rule("II"), piles=FOUNDATIONS, suits=(Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
)
AVAILABLE = (
    Available(ONE_BY_ONE, piles=GARDEN, rule="only the uppermost card of a packet of the Garden is available"),
    Available(GARDEN_GAME.rule("I"), piles=BOUQUET, rule="any card in the Bouquet is available"),
)
BUILDING = Building(GARDEN_GAME.rule("III"), piles=GARDEN, build=Build.DOWN, suit=Suits.ANY)
SPACES = (
    Spaces(GARDEN_GAME.play(5), piles=GARDEN, take=Space.ANY),
    Spaces(GARDEN_GAME.play(4), piles=BOUQUET, take=Space.NOTHING),
)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealPackets(GARDEN_GAME.play(1), size=6, to=GARDEN),
        DealRound(GARDEN_GAME.play(2), to=BOUQUET, rounds=1),
    ),
    FOUNDATIONS_RULE,
    *AVAILABLE,
    BUILDING,
    *SPACES,
)
#: The solver's hints: a card goes home unseen when every other foundation holds its rank less two (the
#: core's dominance rule, read from the clauses above); the blind pass may ignore the suits in the Garden
#: and which packet or place of the Bouquet holds which cards; and a card just moved in the Garden goes
#: nowhere new by moving again, since every card moves alone and a packet takes it wherever it comes from; and
#: positions that differ only in which packet, or which place of the Bouquet, holds which cards are searched once,
#: since no rule tells the packets apart, nor the places of the Bouquet.
HINTS = (
    SafeHome(FOUNDATIONS_RULE, (BUILDING,), AVAILABLE),
    Ignores("suits", "pile order"),
    MovedAgain(BUILDING, AVAILABLE, SPACES),
    AlikeKey(GARDEN, BOUQUET),
)
#: Every move takes one available card (the top of a packet, any card of the Bouquet) to a foundation, onto a
#: packet or into an empty one: the moves worth judging are found card by card (still judged by the rules). No
#: other rule forbids any of them, so the solver takes them unjudged.
MOVES = SingleCardMoves(foundations=(FOUNDATIONS_RULE,), building=BUILDING, sources=GARDEN + BOUQUET, spaces=GARDEN)
RULES += (MOVES, *HINTS, Unjudged(MOVES))

#: The game and its edition.
VARIANT = variant(
    "flower-garden",
    "The Flower-Garden",
    family="Flower Garden",
    packs=1,
    changes="the book's rules: six packets of six and a Bouquet of sixteen, built down regardless of suit",
    rules=RULES,
    summary="Build the suits up from the aces out of six packets of six, built down regardless of suit, and "
    "a Bouquet of sixteen cards all free to play.",
)

patience_variant = published(VARIANT)
