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

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Edition, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC

SQUARE = CADOGAN_1914.game("Napoleon's Square")
FOUNDATIONS = numbered("f", 8)
PACKETS = numbered("t", 12)
TABLE = table_of(foundation=FOUNDATIONS, tableau=PACKETS, waste="talon", stock="stock")

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

PYSOLFC_SQUARE = PYSOLFC.game("Napoleon's Square")
PYSOLFC_RUNS = Building(PYSOLFC_SQUARE, build=Build.DOWN, suit=Suits.SAME)


class FromTheWaste:
    """PySolFC: a card is turned onto the waste before it is played, and a space takes any available card or run."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The pack feeds only the waste; an empty packet takes the top card or run of a packet, or the waste's."""
        if not isinstance(move, Move):
            return None
        if move.source == "stock" and move.target != "talon":
            return illegal("a card of the pack is turned onto the waste before it is played", PYSOLFC_SQUARE)
        if move.target not in PACKETS or position.pile(move.target).cards or move.source not in (*PACKETS, "talon"):
            return None
        run = position.pile(move.source).cards[-move.count :]
        if move.count == 1 or (move.source in PACKETS and PYSOLFC_RUNS.is_sequence(run)):
            return legal("an empty packet takes any available card or run", PYSOLFC_SQUARE)
        return illegal("only a run built down in suit moves as a unit", PYSOLFC_SQUARE)


#: PySolFC's rules, layered over the book's: the deal, runs moved as a unit, the waste, free spaces.
PYSOLFC_CLAUSES = (
    Layout(
        TABLE,
        DealRound(PYSOLFC_SQUARE, to=PACKETS, rounds=4),
        DealRound(PYSOLFC_SQUARE, to=("talon",), rounds=1),
        rest="stock",
    ),
    Available(PYSOLFC_SQUARE, rule="the top card of a packet is available", sequences=PYSOLFC_RUNS),
    PYSOLFC_RUNS,
    Talon(PYSOLFC_SQUARE),
    FromTheWaste(),
)

#: The game and its editions.
VARIANT = variant(
    "napoleons-square",
    "Napoleon's Square",
    packs=2,
    readings=(FITTING_CARD_PLAYED,),
    changes="the book's rules: twelve packets of four, a vacancy filled from the talon or the pack",
    editions=(
        Edition(
            "single-cards",
            "Napoleon's Square in single cards",
            (SINGLE_CARDS,),
            changes="the book's second way: the square is twelve single cards, the rest as before",
            rules=(Layout(TABLE, DealRound(SINGLE_CARDS, to=PACKETS, rounds=1), rest="stock"),),
        ),
        Edition(
            "pysolfc",
            "Napoleon's Square as PySolFC plays it",
            (PYSOLFC_SQUARE,),
            changes="the packets dealt a card at a time, the first card of the pack turned at once, runs in suit "
            "moved as a unit, a space filled with any available card, no card played straight from the pack",
            rules=(
                *PYSOLFC_CLAUSES,
                CardMoves((FOUNDATION_RULE, *PYSOLFC_CLAUSES, Spaces(PYSOLFC_SQUARE, take=Space.ANY))),
            ),
        ),
    ),
    rules=RULES,
    summary="Free the eight aces from twelve packets of four round three sides of a square, "
    "marrying downwards in suit, and build them up to the kings.",
)

patience_variant = published(VARIANT)
