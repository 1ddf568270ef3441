"""Les Petits Paquets: thirteen numbered heaps, a card of its heap's number put aside, the put-aside cards chained back.

Hoffmann 1892, No. 52 "Les Petits Paquets", pp. 98–101. Two packs. The
eight kings are laid out in two rows: the upper four take their suit's ace,
two and so on up to the queen, the lower four the queen, knave and so on down
to the ace. The rest is dealt round thirteen heaps, twelve squared in two
rows and the thirteenth fanned so that all its cards show; a card whose value
is the number of the heap it comes to is turned face down and put aside, the
next card taking its place. The top cards of the twelve heaps and every card
of the fan are available. When nothing more can be played, the put-aside
cards come back one by one: each goes up if it fits, or else under the heap
of its number, whose top card is dealt with the same way, and so on until a
card can go up. A card may pass between the two kings of its suit, one at a
time. The heaps may be gathered, the upper row, the fan, the lower row, and
dealt again once, or even twice.
"""

from __future__ import annotations

from patience_core import Edition, Suit
from patience_core.cards import ACE, KING, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    ChainWhenBlocked,
    Dealing,
    DealRound,
    Exchange,
    Foundations,
    GoesOnlyTo,
    Layout,
    Redeals,
    SetOut,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(52)
#: The kings of the upper row, which go up from the ace, and of the lower row, which go down from the queen.
UPPER = numbered("u", 4)
LOWER = numbered("d", 4)
#: The suits of the kings left to right in each row, as the picture lays them (p. 98).
SUITS = (Suit.HEARTS, Suit.CLUBS, Suit.DIAMONDS, Suit.SPADES)
#: Heaps 1–6 (the upper row, from the left) and 7–12 (the lower row).
HEAPS = numbered("h", 12)
#: The thirteenth heap, laid fanwise so that all its cards show: one place a card, in the order dealt. Two packs
#: less the kings are 96 cards, at most eight rounds of thirteen.
FAN = numbered("fan", 8)
#: The cards turned over and put aside in the deal, face down.
ASIDE = "aside"
TABLE = table_of(foundation=(*UPPER, *LOWER), tableau=HEAPS, reserve=FAN, stock=(ASIDE, "stock"))

#: The footnote to the title (p. 98): by the stage of the picture "sundry cards would in all probability have already
#: been played"; the deal's instructions hold "at each deal", each round (p. 99). Cards go up between the rounds.
BETWEEN_ROUNDS = Reading("cards are played between the rounds of the deal", of=GAME.page(98, 99))
#: The "uppermost card of the 'turned over' heap" (p. 100) is the last card laid on it: the last put aside.
LAST_ASIDE_FIRST = Reading("the last card put aside comes back first", of=GAME.page(100))
#: The text stops the chain only when a card can go up; a heap holding only cards of its own number, or a card put
#: under an empty heap, would send it round for ever. A card is moved once in a chain: when the next card to deal
#: with is one the chain has moved, the chain is over, and the next turned card comes into play.
ONCE_IN_A_CHAIN = Reading("each card moves once in a chain", of=GAME.page(100))
#: The text lays cards only on the kings: no sequence is built on the heaps.
NO_BUILDING = Reading("cards go only to the kings", of=GAME.page(100))
#: The upper packet, heaps 1 to 6 with heap 1 lowest, then heap 13, then the lower packet, 7 to 12, all turned face
#: down: the new deal begins with the first card of heap 1. The text does not say which packet goes on top.
GATHERED_ORDER = Reading("the gathered pack is dealt from the first heap's bottom", of=GAME.page(101))

READINGS = (BETWEEN_ROUNDS, LAST_ASIDE_FIRST, ONCE_IN_A_CHAIN, NO_BUILDING, GATHERED_ORDER)

#: The upper kings take their suit from the ace up to the queen, the lower from the queen down to the ace (p. 99).
UPPER_FAMILIES = Foundations(
    GAME.page(99), piles=UPPER, order=(KING, *range(ACE, QUEEN + 1)), suits=SUITS, set_out=True
)
LOWER_FAMILIES = Foundations(
    GAME.page(99), piles=LOWER, order=(KING, *range(QUEEN, ACE - 1, -1)), suits=SUITS, set_out=True
)
FAMILIES = (UPPER_FAMILIES, LOWER_FAMILIES)
#: A round of the deal: a card to each heap in turn, the thirteenth fanned, a card of its heap's number put aside
#: face down and the next card dealt in its place (p. 99).
A_ROUND = DealRound(GAME.page(99), to=HEAPS, rounds=1, own_number=ASIDE, fan=FAN)

#: The book's rules, one clause each.
LAID: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(99), ("KH", "KC", "KD", "KS") * 2, to=(*UPPER, *LOWER), stays=True),
        A_ROUND,
        rest="stock",
    ),
    Dealing(BETWEEN_ROUNDS, piles=HEAPS, own_number=ASIDE, fan=FAN),
    *FAMILIES,
    Available(GAME.page(99, 100), piles=HEAPS, rule="only the uppermost card of each of the twelve heaps is available"),
    Available(GAME.page(99), piles=FAN, rule="every card of the thirteenth heap, laid fanwise, is available"),
    GoesOnlyTo(NO_BUILDING, piles=(*HEAPS, *FAN), to=(*UPPER, *LOWER), rule="cards go only to the kings"),
    Exchange(GAME.page(101), between=FAMILIES),
    Redeals(
        GATHERED_ORDER,
        gather=(*HEAPS[:6], *FAN, *HEAPS[6:]),
        shuffle=False,
        turn=True,
        steps=(A_ROUND,),
        rest="stock",
        after_stock="stock",
        clears=("turn", "under"),
        rule="the heaps may be gathered, the upper row, the thirteenth and the lower row, and dealt again unshuffled",
    ),
    ChainWhenBlocked(
        GAME.page(100),
        heaps=HEAPS,
        turned=ASIDE,
        foundations=FAMILIES,
        free=(*HEAPS, *FAN),
        once=ONCE_IN_A_CHAIN,
        turned_cite=LAST_ASIDE_FIRST,
        gather_cite=GAME.page(100, 101),
    ),
)
#: The book's rules, and the moves worth judging found from them.
RULES: tuple[object, ...] = (*LAID, CardMoves(LAID))

#: The text allows the heaps to be dealt again "once (or even twice)" (p. 101): the second redeal as an edition.
TWICE_AGAIN = Edition(
    "twice-again",
    "Les Petits Paquets, dealt twice again",
    (GAME.page(101), *READINGS),
    changes='the heaps are gathered and dealt again twice, as the text allows ("or even twice"), not once',
    redeals=2,
)

#: Les Petits Paquets and its editions.
VARIANT = variant(
    "petits-paquets",
    52,
    packs=2,
    rules=RULES,
    readings=READINGS,
    changes="the book's rules: thirteen numbered heaps dealt round by round with play between, a card of its heap's "
    "number put aside and chained back under the heaps when play is blocked; one redeal",
    editions=(TWICE_AGAIN,),
    redeals=1,
    summary="Build four suits up from the ace and four down from the queen on the eight kings, from thirteen numbered "
    "heaps; a card dealt to the heap of its own number is put aside, to come back in a chain when play is blocked.",
    state_notes=(
        ("turn", "the heap whose top card the chain deals with next"),
        ("under", "how many cards the chain has put under each heap"),
    ),
)

patience_variant = published(VARIANT)
