"""Babette: two packs dealt in rows of eight, each row blocking the one before.

Cadogan 1914, "Babette". The garden is dealt a row of eight cards at a time;
only a card with nothing below it in its column may be played, and only to a
foundation: an ace of each suit built up to its king, a king of each suit
built down to its ace, all taken as they come. Gaps are never refilled. When
the pack is out, the columns are gathered from the left without shuffling and
dealt again the same way; twice.
"""

from __future__ import annotations

from patience_cadogan.book import published, variant
from patience_core import Action, Move, Position, Suit, hookimpl
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    Dealing,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    Space,
    Spaces,
    numbered,
    table_of,
)
from patience_core.sources import CADOGAN_1914, Reading

BABETTE = CADOGAN_1914.game("Babette")
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
ACES, KINGS = numbered("f", 4), ("f5", "f6", "f7", "f8")
GARDEN = numbered("t", 8)
TABLE = table_of(foundation=(*ACES, *KINGS), tableau=GARDEN, stock="stock")
FIRST_ROW = DealRound(BABETTE.play(1), to=GARDEN, rounds=1)
#: The columns are taken up from the left, each under the one before, and the whole turned:
#: the right-hand column's first card comes first (play ¶6).
GATHER = Reading("the columns are gathered from the left, each under the last, and turned", of=BABETTE.play(6))

UP = Foundations(BABETTE.play(2), piles=ACES, start=ACE, suits=SUITS)
DOWN = Foundations(BABETTE.play(2), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS)


class SafePlays:
    """A solver hint: which plays can never spoil a win."""

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action]:
        """In the last pass, a free card that fits one foundation of its suit while the other has passed its rank.

        Such a card can only ever go where it fits now, and in the garden it
        only blocks the card above it. While a redeal is left, taking a card
        out of the garden would change how the gathered cards fall in the next
        deal, so nothing is called safe then.
        """
        if position.redeals_left:
            return []
        for column in GARDEN:
            card = position.pile(column).top
            if card is None:
                continue
            up, down = (group.next_home(position, card) for group in (UP, DOWN))
            up_top = position.pile(ACES[SUITS.index(card.suit)]).top
            down_top = position.pile(KINGS[SUITS.index(card.suit)]).top
            if up is not None and down_top is not None and down_top.rank <= card.rank:
                return [Move(column, up.id)]
            if down is not None and up_top is not None and up_top.rank >= card.rank:
                return [Move(column, down.id)]
        return []


#: The rules of the game, bottom layer first: the clauses, then the solver's hint written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, FIRST_ROW, rest="stock"),
    UP,
    DOWN,
    Available(BABETTE.rule("III"), piles=GARDEN, rule="only the last card of a column is free"),
    Spaces(BABETTE.rule("II"), piles=GARDEN, take=Space.NOTHING),
    Dealing(BABETTE.play(4), piles=GARDEN),
    SafePlays(),
    Redeals(
        GATHER, gather=GARDEN[::-1], shuffle=False, turn=True, steps=(FIRST_ROW,), rest="stock", after_stock="stock"
    ),
)
RULES += (CardMoves(RULES),)

VARIANT = variant(
    "babette",
    "Babette",
    packs=2,
    changes="the book's rules",
    rules=RULES,
    redeals=2,
    summary="Deal two packs in rows of eight, each row blocking the last, and play the free cards "
    "to aces building up and kings building down; two redeals without shuffling.",
)

patience_variant = published(VARIANT)
