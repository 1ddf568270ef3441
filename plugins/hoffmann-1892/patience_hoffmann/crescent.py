"""The Crescent: two packs, an ace and a king of each suit, sixteen heaps of six in a half circle round them.

Hoffmann 1892, No. 30 "The Crescent", pp. 51–52. An ace and a king of each
suit are set out, the aces in a row above the kings; the rest of the two
packs is laid out in sixteen heaps of six, face up, in a half circle round
them. The top card of a heap goes up in suit on its ace or down in suit on
its king, or on the top card of another heap of its suit, one higher or one
lower. A card that fits both the ace's and the king's sequence of its suit
waits between them for the next card of its suit to decide (the book's rule
for all patiences that build a suit both ways). When nothing more can be
done, the undermost card of every heap is laid on its top; this may be done
three times.
"""

from __future__ import annotations

from patience_core import Edition, MovedAgain
from patience_core.cards import ACE, KING, Suit
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    Layout,
    MeetingPlace,
    Rotate,
    SetOut,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(30)
ACES = numbered("f", 4)
KINGS = numbered("k", 4)
BETWEEN = numbered("m", 4)
HEAPS = numbered("t", 16)
#: The suits left to right as the picture (p. 51, printed sideways) lays the aces, and the kings below them.
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=BETWEEN, tableau=HEAPS)

#: "Form a sequence, of whatever value": a heap takes the next card of its suit, up or down.
EITHER_WAY = Reading("the heaps are built up or down in suit", of=GAME.page(52))
#: Nothing is said of a heap played out: no card comes to it.
NO_SPACES = Reading("a heap emptied stays empty", of=GAME.page(52))
#: "When you can no longer employ any of the uppermost cards": with heaps built either way there is nearly
#: always a card to move to and fro, so the player says when.
PLAYERS_CALL = Reading("the undermost cards are brought up when the player will", of=GAME.page(52))

UP = Foundations(GAME.page(52), piles=ACES, end=KING, set_out=True)
DOWN = Foundations(GAME.page(52), piles=KINGS, build=Build.DOWN, start=KING, end=ACE, set_out=True)
SET_OUT = SetOut(
    GAME.page(52),
    tuple(f"A{suit.value}" for suit in SUITS) + tuple(f"K{suit.value}" for suit in SUITS),
    to=(*ACES, *KINGS),
    stays=True,
)
DEAL = Layout(TABLE, SET_OUT, DealPackets(GAME.page(52), size=6, to=HEAPS))


AVAILABLE = Available(GAME.page(52), piles=HEAPS, rule="only the uppermost card of a heap is available")
SPACES = Spaces(NO_SPACES, piles=HEAPS, take=Space.NOTHING)


def _rules(
    building: Building, rotate: Rotate, *more: object, foundations: tuple[Foundations, ...] = (UP, DOWN)
) -> tuple[object, ...]:
    """The clauses both editions share, with the building, the redeal and ``more`` of an edition's own.

    Last come the moves worth judging and the solver's hint: a card just moved onto a heap goes nowhere new by
    moving again, since every card moves alone and a heap takes it wherever it comes from (it could have gone
    there, or home, or to wait between the sequences, from where it was).
    """
    rules = (DEAL, *foundations, AVAILABLE, building, SPACES, rotate, *more)
    return (*rules, CardMoves(rules), MovedAgain(building, (AVAILABLE,), (SPACES,)))


#: The book's rules, one clause each.
RULES = _rules(
    Building(EITHER_WAY, piles=HEAPS, build=Build.EITHER, suit=Suits.SAME),
    Rotate(PLAYERS_CALL, piles=HEAPS),
    MeetingPlace(GAME.page(52), up=UP, down=DOWN, between=BETWEEN, suits=SUITS),
)

#: PySolFC's Crescent: the heaps turn the corner (an ace on a king and a king on an ace), no card waits between.
PYSOLFC_CRESCENT = PYSOLFC.game("Crescent").at("game 647")
PYSOLFC_RULES = _rules(
    Building(PYSOLFC_CRESCENT, piles=HEAPS, build=Build.EITHER, suit=Suits.SAME, wrap=True),
    Rotate(PYSOLFC_CRESCENT, piles=HEAPS),
    foundations=(
        Foundations(PYSOLFC_CRESCENT, piles=ACES, end=KING, set_out=True),
        Foundations(PYSOLFC_CRESCENT, piles=KINGS, build=Build.DOWN, start=KING, end=ACE, set_out=True),
    ),
)

#: The Crescent and its editions.
VARIANT = variant(
    "crescent",
    30,
    packs=2,
    rules=RULES,
    readings=(EITHER_WAY, NO_SPACES, PLAYERS_CALL),
    changes="the book's rules: heaps built either way in suit, a card fitting both sequences of its suit waiting "
    "between them, the undermost cards brought up three times",
    editions=(
        Edition(
            "pysolfc",
            "The Crescent after PySolFC",
            (PYSOLFC_CRESCENT,),
            changes="the heaps turn the corner, king on ace and ace on king, and a card that fits both sequences "
            "of its suit goes to either at once",
            rules=PYSOLFC_RULES,
            standalone=True,
        ),
    ),
    redeals=3,
    summary="Set out an ace and a king of each suit, lay the rest in sixteen heaps of six, build up from the aces "
    "and down from the kings, and bring each heap's undermost card to its top three times.",
)

patience_variant = published(VARIANT)
