"""The Pyramid: a pyramid of fifteen cards between the four aces, built up in suit; its gaps filled first from the hand.

Hoffmann 1892, No. 16 "The Pyramid", pp. 28–29. The four aces are picked out
and set two on either side of a pyramid of the fifteen top cards of the pack,
in rows of one to five. Cards of the pyramid go up on the aces in suit; the
gaps so made are filled from the cards in hand, and the rest of the pack is
then dealt to a waste-heap, from which alone later gaps are filled. The game
is won when each ace is built up to its king, with one redeal of the
waste-heap.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Action, Move, Position, Suit, hookimpl
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    OneCard,
    Part,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(16)
ACES = numbered("f", 4)
#: The pyramid's places, row by row from the apex: one, two, three, four and five cards.
PYRAMID = numbered("p", 15)
TABLE = table_of(foundation=ACES, tableau=PYRAMID, waste="waste", stock="stock")

#: The text restricts nothing, and the figure lays the pyramid's cards edge to edge, none covering another.
ALL_AVAILABLE = Reading("every card of the pyramid is available", of=GAME.page(29))
#: "The blank spaces thereby created in the pyramid you fill up from the cards in your hand, and deal the
#: remaining cards to a waste-heap": while the pyramid is played out, before any card is dealt.
HAND_FIRST = Reading("until a card is dealt from the hand, each gap is filled at once from it", of=GAME.page(29))
#: "from which alone all future blanks are to be filled up": from the waste-heap, when the player chooses.
WASTE_LATER = Reading("a later gap is filled from the waste-heap when the player chooses", of=GAME.page(29))
#: The waste-heap dealt again is turned over whole, its order kept.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(29))
#: "It is an understood thing in all Patience Games" that the top card of the waste-heap is available (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)


class FromTheHand:
    """Until a card is dealt from the hand, a gap in the pyramid is filled at once with the next card of it.

    The position records in its state, ``dealt``, that a card has been dealt
    from the hand (to the waste-heap or to an ace): from then on the gaps are
    filled from the waste-heap alone (:class:`~patience_core.clauses.Spaces`).
    """

    governs: ClassVar[Part] = Part.SPACES
    cite = HAND_FIRST
    rule = "until a card is dealt from the hand, each gap in the pyramid is filled at once from it"

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The move; a card from the hand marks the deal begun, a gap made before that is filled from the hand."""
        if not isinstance(move, Move):
            return None
        after = position._moved(move)
        if move.source == "stock":
            return after if position.get("dealt", False) else after.with_state(dealt=True)
        stock = after.pile("stock").cards
        if position.get("dealt", False) or move.source not in PYRAMID or after.pile(move.source).cards or not stock:
            return after
        return after.with_piles({move.source: stock[-1:], "stock": stock[:-1]})

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """``dealt`` is true or false, and true once a card lies on the waste-heap."""
        dealt = position.get("dealt", False)
        if not isinstance(dealt, bool):
            return [f"state 'dealt' is {dealt!r}, not true or false"]
        if position.pile("waste").cards and not dealt:
            return ["the waste-heap holds cards, but no card has been dealt from the hand"]
        return []


SUITS = (Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS, Suit.CLUBS)
FAMILIES = Foundations(GAME.page(29), piles=ACES, suits=SUITS, end=KING, set_out=True)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(29), ("AS", "AH", "AD", "AC"), to=ACES, stays=True),
        DealRound(GAME.page(29), to=PYRAMID, rounds=1),
        rest="stock",
    ),
    FAMILIES,
    Available(ALL_AVAILABLE, piles=PYRAMID, rule="every card of the pyramid is available"),
    OneCard(GAME.page(28, 29), piles=PYRAMID, rule="a place of the pyramid holds one card"),
    Spaces(WASTE_LATER, piles=PYRAMID, take=Space.ANY, sources=("waste",)),
    Talon(WASTE_TOP, talon="waste"),
    FromTheHand(),
    Redeals(TURNED_OVER, gather=("waste",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The Pyramid and its edition.
VARIANT = variant(
    "pyramid",
    16,
    packs=1,
    rules=RULES,
    redeals=1,
    readings=(ALL_AVAILABLE, HAND_FIRST, WASTE_LATER, TURNED_OVER),
    changes="the book's rules: the aces built up in suit to the kings from a pyramid of fifteen, its gaps filled "
    "from the hand until the rest is dealt to the waste-heap, then from the waste-heap alone; one redeal",
    summary="Build the four aces up in suit from a pyramid of fifteen cards, its gaps filled from the hand, "
    "then from the waste-heap; one redeal.",
    state_notes=(("dealt", "a card has been dealt from the hand: gaps are filled from the waste-heap alone"),),
)

patience_variant = published(VARIANT)
