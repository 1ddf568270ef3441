"""La Parisienne: an ace and a king of each suit, the pack dealt in rounds of six to four heaps and a waste-heap.

Hoffmann 1892, No. 48 "La Parisienne", pp. 89–91. Two packs. An ace and a
king of each suit are set out in two rows, the aces to be built up in suit to
the kings, the kings down in suit to the aces. The rest of the pack is dealt in
rounds: a card to each of four heaps below the kings, then two to a waste-heap
beside them, all face up. A card that fits a foundation as it turns up is
played at once, and the next card still goes where it was due, so that its
place in the round is lost. The top cards of the heaps and of the waste-heap
may be played at any time, and the next round is dealt only when none of them
can be. When the pack is through, the waste-heap is spread and every card of
it that fits goes up; then the waste-heap and the four heaps are gathered,
shuffled and dealt again by the same rules, a second and a third time, and a
fourth, "the grace", without the waste-heap. A card that fits both the ace's
and the king's sequence of its suit waits between them (No. 30 "The Crescent",
p. 52).
"""

from __future__ import annotations

from patience_core import Edition, Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    DealRounds,
    Foundations,
    Layout,
    MeetingPlace,
    Redeals,
    SetOut,
    SpreadWaste,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(48)
#: The picture (p. 89): the aces in a row, diamonds, clubs, hearts, spades, over the kings in the same order.
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
ACES, KINGS, BETWEEN = numbered("f", 4), ("f5", "f6", "f7", "f8"), numbered("m", 4)
#: The four heaps, one below each king.
HEAPS = numbered("r", 4)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=(*BETWEEN, *HEAPS), waste="waste", stock="stock")

#: P. 90 first describes the opening round as dealt, then any card among the four heaps' cards "or the two belonging
#: to the waste-heap" that fits is "at once played"; the later rounds play a card as it turns up. Read as one rule for
#: every round: a card is played as it turns up, so the fifth card, covered by the sixth, has had its chance.
EVERY_ROUND_ALIKE = Reading(
    "the first round is dealt like the others, a card that fits played as it turns up", of=GAME.page(90)
)
#: "In this last deal, however, there is no waste-heap" (p. 91): the rounds go round the four heaps only.
GRACE_ROUNDS = Reading("the grace deal goes round the four heaps only", of=GAME.page(91))

UP = Foundations(GAME.page(89), piles=ACES, start=ACE, suits=SUITS, set_out=True)
DOWN = Foundations(GAME.page(89), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS, set_out=True)
#: "This rule prevails in all Patiences involving the formation of both ascending and descending sequences" (p. 52).
MEETING = MeetingPlace(HOFFMANN_1892.game(30).page(52), up=UP, down=DOWN, between=BETWEEN, suits=SUITS)
#: The rounds: a card to each heap, then two to the waste-heap; a card that fits played as it turns up.
ROUNDS = DealRounds(
    GAME.page(90),
    places=(*HEAPS, "waste", "waste"),
    foundations=(UP, DOWN),
    meeting=MEETING,
    reserves=(*HEAPS, "waste", *BETWEEN),
    played=EVERY_ROUND_ALIKE,
    blocked=GAME.page(90),
    grace=HEAPS,
    grace_cite=GRACE_ROUNDS,
)

_LAID: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(89), ("AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS"), to=(*ACES, *KINGS), stays=True),
        ROUNDS,
        rest="stock",
    ),
    UP,
    DOWN,
    Available(GAME.page(90), piles=(*HEAPS, "waste"), rule="the top card of a heap or of the waste-heap is available"),
    ROUNDS,
    Redeals(
        GAME.page(91),
        gather=("waste", *HEAPS),
        after_stock="stock",
        blocked_by=(UP, DOWN),
        rule="the waste-heap and the four heaps may be shuffled together and dealt again",
    ),
    MEETING,
    SpreadWaste(GAME.page(90, 91), foundations=(UP, DOWN), meeting=MEETING),
)
#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (*_LAID, CardMoves(_LAID))

#: PySolFC's Parisienne (game 617): four piles and two reserves, one at each side, that take their cards face down, a
#: card to each at the two ends of a round; the reserves turned up, every card free, once the pack is through; the
#: piles and reserves gathered unshuffled for three redeals, the last leaving the reserves out; nothing played as it
#: is dealt, a round dealt when the player likes, and no card waiting between the sequences.
PYSOLFC_PARISIENNE = PYSOLFC.game("Parisienne").at("game 617")
PYSOLFC_TABLE = table_of(foundation=(*ACES, *KINGS), reserve=(*HEAPS, "x1", "x2"), stock="stock")
PYSOLFC_UP = Foundations(PYSOLFC_PARISIENNE, piles=ACES, start=ACE, suits=SUITS, set_out=True)
PYSOLFC_DOWN = Foundations(PYSOLFC_PARISIENNE, piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS, set_out=True)
PYSOLFC_ROUNDS = DealRounds(PYSOLFC_PARISIENNE, places=("x1", *HEAPS, "x2"), foundations=(), grace=HEAPS)
_PYSOLFC_LAID: tuple[object, ...] = (
    Layout(
        PYSOLFC_TABLE,
        SetOut(PYSOLFC_PARISIENNE, ("AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS"), to=(*ACES, *KINGS), stays=True),
        PYSOLFC_ROUNDS,
        rest="stock",
    ),
    PYSOLFC_UP,
    PYSOLFC_DOWN,
    Available(PYSOLFC_PARISIENNE, piles=HEAPS, rule="the top card of a pile is available; the reserves lie face down"),
    PYSOLFC_ROUNDS,
    Redeals(
        PYSOLFC_PARISIENNE,
        gather=("x2", "x1", *HEAPS[::-1]),
        shuffle=False,
        turn=True,
        after_stock="stock",
        rule="the piles and the reserves are gathered, each turned over, and dealt again unshuffled",
    ),
    SpreadWaste(PYSOLFC_PARISIENNE, foundations=(PYSOLFC_UP, PYSOLFC_DOWN), piles=("x1", "x2"), waits=False),
)
#: PySolFC's rules, one clause each.
PYSOLFC_RULES: tuple[object, ...] = (*_PYSOLFC_LAID, CardMoves(_PYSOLFC_LAID))

#: La Parisienne and its editions.
VARIANT = variant(
    "la-parisienne",
    48,
    packs=2,
    rules=RULES,
    readings=(EVERY_ROUND_ALIKE, GRACE_ROUNDS),
    changes="the book's rules: rounds of six to four heaps and a waste-heap, a card that fits played as it turns up "
    "and its place lost, the next round only when nothing can be played, the waste-heap spread at the end of a "
    "deal; three redeals, the last, the grace, without the waste-heap",
    editions=(
        Edition(
            "pysolfc",
            "La Parisienne after PySolFC",
            (PYSOLFC_PARISIENNE,),
            changes="two face-down reserves, one card each at the ends of a round, turned up when the pack is through, "
            "in place of the face-up waste-heap; nothing played as it is dealt and a round dealt at will; the cards "
            "gathered unshuffled; no card waits between the sequences",
            rules=PYSOLFC_RULES,
            redeals=3,
            standalone=True,
        ),
    ),
    redeals=3,
    summary="Build an ace and a king of each suit up and down in suit from four heaps and a waste-heap dealt in "
    "rounds of six, cards that fit played as they turn up; four deals in all, the last without the waste-heap.",
)

patience_variant = published(VARIANT)
