"""Napoleon's Square: two packs, twelve packets of four round three sides of a square, the aces within it.

Cadogan 1914, "Napoleon's Square". Twelve packets of four cards, dealt
together, make three sides of a square; the eight aces, as they come free,
go in the middle and are built up in suit to the kings. Only the top card of
a packet is available; on the square a card is married to the next higher
card of its suit. A packet emptied leaves a vacancy that may be filled, when
the player likes, with one card from the talon or the pack. The pack is
turned one card at a time: a card that fits a foundation is played, one that
fits the square may be married, any other goes to the talon. No redeal. The
book's second way deals the square as twelve single cards.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, COLLECTION, Reading
from patience_core import Edition, Move, Role, Variant, hookimpl
from patience_core.candidates import SingleCardMoves
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealPackets,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
)

SQUARE = CADOGAN_1914.game("Napoleon's Square")
FOUNDATIONS = numbered("f", 8)
PACKETS = numbered("t", 12)
TABLE = (
    *((pile_id, Role.FOUNDATION) for pile_id in FOUNDATIONS),
    *((pile_id, Role.TABLEAU) for pile_id in PACKETS),
    ("talon", Role.WASTE),
    ("stock", Role.STOCK),
)

#: Play ¶5 lays on the talon the cards "not suitable": a card that fits a foundation is played.
FITTING_CARD_PLAYED = Reading("a card turned that fits a foundation is played", of=SQUARE.play(5))
#: Play ¶7–8: the second way of playing, the square dealt in single cards.
SINGLE_CARDS = SQUARE.play(8)

FOUNDATION_RULE = Foundations(SQUARE.play(1), build=Build.UP, suit=Suits.SAME)
MARRIAGES = Building(SQUARE.play(3), build=Build.DOWN, suit=Suits.SAME)

#: The book's rules, one clause each, and the moves worth judging.
RULES = (
    Layout(TABLE, DealPackets(SQUARE.play(1), size=4, to=PACKETS), rest="stock"),
    FOUNDATION_RULE,
    Available(SQUARE.rule("I"), rule="only the uppermost card of a packet is available"),
    MARRIAGES,
    Spaces(SQUARE.rule("II"), take=Space.ANY, sources=("talon", "stock")),
    Talon(SQUARE.play(5)),
    MustPlay(FITTING_CARD_PLAYED, foundations=FOUNDATION_RULE),
    SingleCardMoves(
        foundations=(FOUNDATION_RULE,),
        building=MARRIAGES,
        sources=(*PACKETS, "talon", "stock"),
        spaces=PACKETS,
        also=(Move("stock", "talon"),),
    ),
)

#: The game and its editions.
VARIANT = Variant(
    name="napoleons-square",
    title="Napoleon's Square",
    family="Napoleon's Square",
    packs=2,
    sources=(CADOGAN_1914,),
    editions=(
        Edition(
            "cadogan-1914",
            "Napoleon's Square after Cadogan",
            (CADOGAN_1914, FITTING_CARD_PLAYED),
            changes="the book's rules: twelve packets of four, a vacancy filled from the talon or the pack",
        ),
        Edition(
            "single-cards",
            "Napoleon's Square in single cards",
            (SINGLE_CARDS,),
            changes="the book's second way: the square is twelve single cards, the rest as before",
            rules=(Layout(TABLE, DealRound(SINGLE_CARDS, to=PACKETS, rounds=1), rest="stock"),),
        ),
    ),
    rules=RULES,
    collection=COLLECTION,
    summary="Free the eight aces from twelve packets of four round three sides of a square, "
    "marrying downwards in suit, and build them up to the kings.",
)


@hookimpl
def patience_variant() -> Variant:
    """Napoleon's Square."""
    return VARIANT
