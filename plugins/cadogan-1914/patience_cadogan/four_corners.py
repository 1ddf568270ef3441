"""The Four Corners: two packs dealt round twelve packets, corners and sides, playing to the foundations as they fall.

Cadogan 1914, "The Four Corners". Twelve packets lie in two columns of six,
a corner packet at each end of a column and four side packets between, with
the eight foundations in the centre: an ace and a king of each suit, the aces
built up in suit to the kings, the kings down to the aces. The whole pack is
dealt round the packets; the first ace and king of each suit go at once to
their foundations, a card that fits a foundation goes to it if it falls on a
corner packet, or on a side packet beside that foundation, and the next card
takes the place of a card so played. After the deal the top card of each
packet is available for any foundation and for marriages up or down in suit,
one card at a time. The packets may be gathered and dealt again the same way,
twice.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Pile, Position, Redeal, Role, Setup, Suit, hookimpl
from patience_core.cards import ACE, KING, Card
from patience_core.clauses import (
    Available,
    Build,
    Building,
    Foundations,
    Redeals,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    numbered,
)

CORNERS_GAME = CADOGAN_1914.game("The Four Corners")
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
ACES, KINGS = numbered("f", 4), ("f5", "f6", "f7", "f8")
FOUNDATIONS = (*ACES, *KINGS)
#: The left column of six from the top, then the right: corner, four sides, corner (play ¶1).
PACKETS = numbered("p", 12)
CORNERS = ("p1", "p6", "p7", "p12")
#: The centre is in the book's illustration only: the aces' column beside the left sides, the kings' beside the right.
BESIDE_READING = Reading("aces beside the left sides, kings beside the right, line by line", of=CORNERS_GAME.play(1))
BESIDE = dict(zip(("p2", "p3", "p4", "p5", "p8", "p9", "p10", "p11"), FOUNDATIONS, strict=True))
#: Play ¶7 redeals "when … further progress is impossible", which no rule could check.
AT_ANY_TIME = Reading("the packets may be dealt again at any time", of=CORNERS_GAME.play(7))
#: Play ¶3 says a suitable card "may" be played as it falls; the deal plays it.
PLAYED_AS_THEY_FALL = Reading("a card that may go to a foundation as it falls is played there", of=CORNERS_GAME.play(3))
UP = Foundations(CORNERS_GAME.play(1), piles=ACES, start=ACE, build=Build.UP, suits=SUITS, set_out=True)
DOWN = Foundations(CORNERS_GAME.play(1), piles=KINGS, start=KING, build=Build.DOWN, suits=SUITS, set_out=True)
MARRIAGES = Building(CORNERS_GAME.play(5), build=Build.EITHER, suit=Suits.SAME)


def home(foundations: dict[str, list[Card]], card: Card, packet: str) -> str | None:
    """The foundation ``card`` goes to as it falls on ``packet`` in the deal, if any (play ¶3).

    From a corner, any foundation it fits; from a side, the foundation beside
    it, or an empty one, which only the first ace or king of its suit fits.
    """
    empty = tuple(pile_id for pile_id in FOUNDATIONS if not foundations[pile_id])
    allowed = FOUNDATIONS if packet in CORNERS else (BESIDE[packet], *empty)
    for pile_id in allowed:
        foundation = UP if pile_id in ACES else DOWN
        if foundation.fits(Pile(pile_id, Role.FOUNDATION, tuple(foundations[pile_id])), card):
            return pile_id
    return None


def deal_round_the_packets(cards: list[Card], foundations: dict[str, list[Card]]) -> dict[str, list[Card]]:
    """Deal ``cards`` (from the end) round the twelve packets, playing to ``foundations`` as the book directs."""
    packets: dict[str, list[Card]] = {pile_id: [] for pile_id in PACKETS}
    turn = 0
    while cards:
        card = cards.pop()
        packet = PACKETS[turn % len(PACKETS)]
        target = home(foundations, card, packet)
        if target is None:
            packets[packet].append(card)
            turn += 1
        else:  # the next card takes its place (play ¶4)
            foundations[target].append(card)
    return packets


class DealRoundThePackets:
    """The deal and the redeal (play ¶1–4, ¶7): round the packets, playing to the foundations as the cards fall."""

    cite = CORNERS_GAME.play(2)

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """The first deal: the whole pack round the packets."""
        foundations: dict[str, list[Card]] = {pile_id: [] for pile_id in FOUNDATIONS}
        packets = deal_round_the_packets(list(setup.pack), foundations)
        piles = (
            *(Pile(pile_id, Role.FOUNDATION, tuple(foundations[pile_id])) for pile_id in FOUNDATIONS),
            *(Pile(pile_id, Role.TABLEAU, tuple(packets[pile_id])) for pile_id in PACKETS),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Take the packets up from the left, each under the one before, turn them over and deal again.

        The way The Nation spells out (Cadogan 1914, "The Nation", play ¶4), a
        reading here: the last packet is dealt first, each packet's first card first.
        """
        dealt_again = [card for pile_id in reversed(PACKETS) for card in position.pile(pile_id).cards]
        foundations = {pile_id: list(position.pile(pile_id).cards) for pile_id in FOUNDATIONS}
        packets = deal_round_the_packets(dealt_again[::-1], foundations)
        return position.with_piles({**foundations, **packets})


#: The book's rules, one clause each, and the deal written by hand.
RULES = (
    Redeals(
        Reading("the packets may be dealt again at any time", of=CORNERS_GAME.play(7)), gather=PACKETS, shuffle=False
    ),
    DealRoundThePackets(),
    UP,
    DOWN,
    Available(CORNERS_GAME.rule("I"), rule="the uppermost card of each packet is available"),
    MARRIAGES,
    Spaces(Reading("a packet emptied stays empty", of=CORNERS_GAME.play(5)), take=Space.NOTHING),
    SingleCardMoves(foundations=(UP, DOWN), building=MARRIAGES, sources=PACKETS),
)

#: The game and its edition.
VARIANT = variant(
    "four-corners",
    "The Four Corners",
    packs=2,
    readings=(BESIDE_READING, PLAYED_AS_THEY_FALL),
    rules=RULES,
    redeals=2,
    summary="Deal two packs round four corner and eight side packets, playing to an ace and a king of each suit "
    "as the cards fall; then marry up and down in suit. Two redeals.",
)

patience_variant = published(VARIANT)
