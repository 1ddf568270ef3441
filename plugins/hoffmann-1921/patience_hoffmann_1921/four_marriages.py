"""The Four Marriages: a heap of thirteen values, and each suit built in two piles by twos, to a king and a queen.

Hoffmann 1921, No. 12 "The Four Marriages". Two packs shuffled together. The
first thirteen cards drawn, a duplicate value going back to the pack and
another card drawn, make a heap of one card of each value, face up, whose top
card is available. The rest is dealt one card at a time to a waste-heap; the
first ace and the first two of each suit, as they appear, are eight foundation
cards, each built in its suit by twos: on an ace the other ace, then three,
five and the odd cards to the king, then four, six and the even cards to the
queen; on a two the other two, then the even cards to the queen, then three
and the odd cards to the king. Each suit ends as a king beside a queen, the
marriages of the title. The waste-heap is turned over and dealt afresh twice.
"""

from __future__ import annotations

from patience_core import Suit
from patience_core.cards import ACE, KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    DistinctRanks,
    Foundations,
    Layout,
    Redeals,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant

GAME = HOFFMANN_1921.game(12)
#: The ace piles and the two piles, one of each for each suit.
ACE_PILES, TWO_PILES = numbered("a", 4), numbered("d", 4)
TABLE = table_of(foundation=(*ACE_PILES, *TWO_PILES), reserve="heap", waste="talon", stock="stock")
SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)
#: ¶3: on each ace the corresponding ace, then the odd cards to the king, then the even cards to the queen.
ACE_ORDER = (ACE, ACE, 3, 5, 7, 9, KNAVE, KING, 4, 6, 8, 10, QUEEN)
#: ¶3: on each two the corresponding two, then the even cards to the queen, then the odd cards to the king.
TWO_ORDER = (2, 2, 4, 6, 8, 10, QUEEN, 3, 5, 7, 9, KNAVE, KING)

#: ¶1 returns a duplicate "to the pack" and takes another, and the thirteen are "not arranged in any regular order".
AS_DRAWN = Reading(
    "the first card of each value drawn is kept, the heap in the order drawn, a duplicate going under the pack",
    of=GAME.paragraph(1),
)
#: ¶2 places the aces and twos "as shown in Diagram 1", not seen: a place for each suit's ace and two.
PLACES = Reading("each suit's ace and two have places of their own", of=GAME.paragraph(2))
#: ¶4: "preference should be given to the former", the heap over the waste-heap: advice, with no rule behind it.
PREFERENCE_IS_ADVICE = Reading("the heap's preference over the waste-heap is advice, not a rule", of=GAME.paragraph(4))

ACE_FOUNDATIONS = Foundations(GAME.paragraph(3), piles=ACE_PILES, suits=SUITS, order=ACE_ORDER)
TWO_FOUNDATIONS = Foundations(GAME.paragraph(3), piles=TWO_PILES, suits=SUITS, order=TWO_ORDER)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DistinctRanks(AS_DRAWN, size=13, to="heap"), rest="stock"),
    ACE_FOUNDATIONS,
    TWO_FOUNDATIONS,
    Available(GAME.paragraph(4), piles=("heap",), rule="the top card of the heap is available"),
    Talon(GAME.paragraph(2)),
    Redeals(GAME.paragraph(5), gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The Four Marriages and its edition.
VARIANT = variant(
    "four-marriages",
    12,
    packs=2,
    rules=RULES,
    redeals=2,
    readings=(AS_DRAWN, PLACES, PREFERENCE_IS_ADVICE),
    changes="the booklet's rules: a heap of thirteen values, eight foundations of the first ace and two of each "
    "suit, built in suit by twos, odd and even; the waste-heap dealt afresh twice",
    summary="Build each suit's ace and two by twos, odd cards and even, from a heap of thirteen values and the "
    "waste-heap, to four kings wed to four queens.",
)

patience_variant = published(VARIANT)
