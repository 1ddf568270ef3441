"""The Carpet: two packs, a carpet of sixty-four cards, a card available only when one of its narrow ends is free.

Cadogan 1914, "The Carpet". Four aces and four kings of different suits are
set out first: the aces build up and the kings down, in suit. Sixty-four cards
are dealt as the carpet, eight rows of eight. A card of the carpet is available
only when one of its narrow ends, the top or the bottom, is free: taking a card
away frees none beside it, and the inner cards come free as lanes open to their
ends. The rest of the pack is turned one card at a time onto the talon, and
available cards of the carpet may be built on the talon's top card, up or down
in suit, each sequence one way. The talon is shuffled and dealt again twice.
"""

from __future__ import annotations

from collections.abc import Sequence

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Card, Move, Pile, Position, Ruling, hookimpl, illegal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    NarrowEnds,
    OneCard,
    Redeals,
    SetOut,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

CARPET = CADOGAN_1914.game("The Carpet")
ACES, KINGS = numbered("f", 4), numbered("f", 8)[4:]
GRID = tuple(tuple(f"r{row}c{column}" for column in range(1, 9)) for row in range(1, 9))
PLACES = tuple(place for row in GRID for place in row)
TABLE = table_of(foundation=(*ACES, *KINGS), tableau=PLACES, waste="talon", stock="stock")

#: The pattern is in the book's illustration only: eight rows of eight upright cards, dealt row by row.
UPRIGHT = Reading("eight rows of eight upright cards, dealt row by row from the top", of=CARPET.play(2))
#: Play ¶3: "a clear lane ... either horizontal or perpendicular, leading up to one of the narrow ends".
LANES = Reading(
    "a narrow end is free when a straight lane of empty places leads from it off the carpet", of=CARPET.play(3)
)
#: A place of the carpet emptied is a lane, and lanes are what free the inner cards: nothing fills it.
NOT_REFILLED = Reading("a place of the carpet emptied stays empty", of=CARPET.play(3))
#: Rule IV: "ascending or descending sequences": a sequence runs one way (the book's terms), and the talon's top two
#: cards, one apart in suit however they came there, are one (play ¶4: placed "in the wrong (ascending) sequence").
ONE_WAY = Reading("the talon's top two cards in sequence set the way the next card goes", of=CARPET.rule("IV"))

UP = Foundations(CARPET.rule("I"), piles=ACES, start=ACE, set_out=True)
DOWN = Foundations(CARPET.rule("I"), piles=KINGS, build=Build.DOWN, start=KING, set_out=True)


class TalonSequences(Building):
    """Rule IV: cards of the carpet go on the talon in ascending or descending sequences, following suit.

    A card goes one above or one below the talon's top card, in suit; when the
    top card lies in sequence on the one below it (one apart, in suit), the
    sequence runs one way and the card continues it (``ONE_WAY``, a reading).
    """

    one_way = "a sequence on the talon runs one way: the next card continues it"

    @staticmethod
    def reverses(below: Card, top: Card, card: Card) -> bool:
        """Whether ``card`` on ``top`` would turn the sequence ``below``, ``top`` back on itself."""
        in_sequence = top.suit is below.suit and abs(top.rank - below.rank) == 1
        return in_sequence and card.rank - top.rank != top.rank - below.rank

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """One above or below the top card in suit, and not turning the sequence it tops."""
        verdict = super().accepts(pile, cards)
        if not verdict or len(pile.cards) < 2:
            return verdict
        return not self.reverses(pile.cards[-2], pile.cards[-1], cards[0])

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Rule IV's step, then the way of the sequence (a reading)."""
        if super().accepts(pile, cards) and not self.accepts(pile, cards):
            return illegal(self.one_way, ONE_WAY)
        return super().patience_can_place(position, pile, cards)


ON_THE_TALON = TalonSequences(CARPET.rule("IV"), piles=("talon",), build=Build.EITHER, suit=Suits.SAME)

#: The book's rules, one clause each, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(CARPET.play(1), ("AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD"), to=(*ACES, *KINGS)),
        DealRound(UPRIGHT, to=PLACES, rounds=1),
        rest="stock",
    ),
    UP,
    DOWN,
    NarrowEnds(CARPET.rule("II"), rows=GRID),
    Spaces(NOT_REFILLED, piles=PLACES, take=Space.NOTHING),
    OneCard(UPRIGHT, piles=PLACES, rule="a place of the carpet holds one card"),
    Talon(CARPET.play(2), built_from=PLACES),
    ON_THE_TALON,
    Redeals(CARPET.play(4), gather=("talon",), after_stock="stock"),
    SingleCardMoves(
        foundations=(UP, DOWN),
        building=ON_THE_TALON,
        sources=(*PLACES, "talon", "stock"),
        also=(Move("stock", "talon"),),
    ),
)

#: The Carpet and its edition.
VARIANT = variant(
    "carpet",
    "The Carpet",
    packs=2,
    readings=(UPRIGHT, LANES, NOT_REFILLED, ONE_WAY),
    changes="the book's rules: a carpet of eight rows of eight, cards free at a narrow end, "
    "built on the talon up or down in suit, each sequence one way, two shuffled redeals",
    rules=RULES,
    redeals=2,
    summary="Free the cards of a carpet of sixty-four by their narrow ends, building them to the foundations "
    "or on the talon's top card, up or down in suit.",
)

patience_variant = published(VARIANT)
