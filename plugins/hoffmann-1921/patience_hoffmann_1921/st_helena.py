"""St. Helena Patience: twelve packets dealt round four kings and four aces, each row feeding one kind while dealing.

Hoffmann 1921, No. 9 "St. Helena Patience". From one of the two packs, before
they are shuffled together, the four kings and four aces are laid in two rows,
the kings above: the kings are built down in suit, the aces up. Twelve cards
are dealt round them, four above, four below and two at each side, and then
round and round on these until the pack is out; a packet's top card may be
played between the rounds, but while cards remain in hand the top row feeds
only the kings and the bottom row only the aces, and a place emptied is filled
from the pack. Once the pack is out, any top card may go to either kind, and
top cards of one suit and next in value may be married, either on the other.
The packets are gathered without shuffling and dealt again twice.
"""

from __future__ import annotations

from patience_core import Action, Position, Ruling, Suit, hookimpl
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    Dealing,
    DealRound,
    Foundations,
    GoesOnlyTo,
    Layout,
    Redeals,
    Refill,
    SetOut,
    Space,
    Spaces,
    Suits,
    WhileDealing,
    numbered,
    table_of,
)
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant

GAME = HOFFMANN_1921.game(9)
KINGS, ACES = numbered("k", 4), numbered("a", 4)
#: Clockwise from the top left: four above the kings, two at the right, four below the aces (right to left), two at
#: the left.
PACKETS = numbered("p", 12)
TOP, BOTTOM = PACKETS[:4], PACKETS[6:10]
TABLE = table_of(foundation=(*KINGS, *ACES), tableau=PACKETS, stock="stock")
SUITS = (Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES)

#: ¶2 places the twelve "as shown in the diagram", not seen; ¶3 names a top row, a bottom row and the sides.
ROUND_THE_EIGHT = Reading(
    "four packets above the kings, four below the aces and two at each side, dealt clockwise from the top left",
    of=GAME.paragraph(2),
)
#: ¶3 has the player note "card by card" whether a card can be played; no card is covered before the next round,
#: so playing after each card or after each round gives the same cards in reach.
A_ROUND_AT_A_TIME = Reading(
    "a round of twelve cards is dealt as one move, the player playing between rounds", of=GAME.paragraph(3)
)
#: ¶3 refills the places of the first cards played "by fresh cards from the stock": a place emptied while cards remain
#: in hand takes the next at once; once the pack is out nothing fills it.
FILLED_FROM_THE_PACK = Reading(
    "a place emptied while cards remain in hand is filled at once from the pack; after, it stays empty",
    of=GAME.paragraph(3),
)
#: ¶6: "in reverse order to that in which you dealt them", "without shuffling", "deal them round as at first".
GATHERED_BACKWARDS = Reading(
    "the packets are taken up face up from the last dealt to the first, each on the ones before, and turned over: "
    "the last packet's first card is dealt first",
    of=GAME.paragraph(6),
)


class WhileCardsInHand(GoesOnlyTo):
    """¶3, ¶6: while cards remain in hand, a card of the ``piles`` may go only to ``to``; the restriction then lifts."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The row's restriction, only while the pack holds cards."""
        if not position.pile("stock").cards:
            return None
        return super().patience_check_move(position, move)


KING_RULE = Foundations(GAME.paragraph(2), piles=KINGS, suits=SUITS, build=Build.DOWN, start=KING, set_out=True)
ACE_RULE = Foundations(GAME.paragraph(2), piles=ACES, suits=SUITS, start=ACE, set_out=True)
MARRIAGES = Building(GAME.paragraph(4), piles=PACKETS, build=Build.EITHER, suit=Suits.SAME)
FIRST_ROUND = DealRound(GAME.paragraph(2), to=PACKETS, rounds=1)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.paragraph(2), ("KC", "KD", "KH", "KS", "AC", "AD", "AH", "AS"), to=(*KINGS, *ACES), stays=True),
        FIRST_ROUND,
        rest="stock",
    ),
    KING_RULE,
    ACE_RULE,
    Available(GAME.paragraph(3), piles=PACKETS, rule="a packet's top card is available"),
    MARRIAGES,
    WhileDealing(GAME.paragraph(4), piles=PACKETS),
    WhileCardsInHand(
        GAME.paragraph(3), piles=TOP, to=KINGS, rule="while cards remain in hand, the top row feeds only the kings"
    ),
    WhileCardsInHand(
        GAME.paragraph(3), piles=BOTTOM, to=ACES, rule="while cards remain in hand, the bottom row feeds only the aces"
    ),
    Spaces(FILLED_FROM_THE_PACK, piles=PACKETS, take=Space.NOTHING),
    Refill(FILLED_FROM_THE_PACK, piles=PACKETS, supply=("stock",)),
    Dealing(A_ROUND_AT_A_TIME, piles=PACKETS),
    Redeals(
        GATHERED_BACKWARDS,
        gather=PACKETS[::-1],
        shuffle=False,
        turn=True,
        steps=(FIRST_ROUND,),
        rest="stock",
        after_stock="stock",
    ),
)
RULES += (CardMoves(RULES),)

#: St. Helena Patience and its edition.
VARIANT = variant(
    "st-helena",
    9,
    packs=2,
    rules=RULES,
    redeals=2,
    readings=(ROUND_THE_EIGHT, A_ROUND_AT_A_TIME, FILLED_FROM_THE_PACK, GATHERED_BACKWARDS),
    changes="the booklet's rules: twelve packets dealt round and round four kings and four aces, the top row "
    "feeding only the kings and the bottom row only the aces while cards remain in hand, marriages in suit once "
    "the pack is out, two redeals unshuffled",
    summary="Build four kings down and four aces up in suit from twelve packets dealt round them, the rows "
    "restricted while the pack lasts; twice dealt again.",
)

patience_variant = published(VARIANT)
