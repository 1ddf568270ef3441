"""The Square: two packs, a square of sixteen cards, four foundations climbing to the king and down again.

Cadogan 1914, "The Square". Sixteen cards are dealt as a square of four rows;
the four aces of different suits are laid in their places as they appear
during the deal, the next card taking the place, and an ace turned later from
the pack while its place is empty goes there at once. Each ace is built up in suit
to the king, then on a second king of its suit down again to the ace: 26
cards a foundation, all 104 cards in four. On the square a card is married to
the next higher or lower card of its suit, so sequences are reversed card by
card from one packet to another; a space is filled at once from the pack or
the talon. The pack is turned one card at a time, the cards that fit nowhere
going to the talon. No redeal.
"""

from __future__ import annotations

import itertools

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, Suit, encode_cards, hookimpl, illegal, legal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
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

SQUARE = CADOGAN_1914.game("The Square")
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
FOUNDATIONS = numbered("f", 4)
PLACES = numbered("t", 16)
TABLE = table_of(foundation=FOUNDATIONS, tableau=PLACES, waste="talon", stock="stock")

#: The aces' "allotted spaces" are in the book's illustration only: one place for each suit.
ALLOTTED = Reading("each suit's ace has a foundation of its own, clubs, spades, hearts, diamonds", of=SQUARE.play(2))
#: Play ¶3 lays on the talon "the unsuitable cards": a card turned that fits a foundation is played.
FITTING_CARD_PLAYED = Reading("a card turned that fits a foundation is played", of=SQUARE.play(3))
#: Play ¶3 reverses a sequence by placing it on another: card by card, each card a marriage.
CARD_BY_CARD = Reading("a sequence is reversed card by card, each card married in turn", of=SQUARE.play(3))
#: Play ¶2: the four aces "must be placed in their allotted spaces as they appear", "during the deal": the deal of the
#: pack goes on after the square's (play ¶3, "continue to deal out the whole pack"), and so does the rule.
AS_THEY_APPEAR = Reading("an ace turned from the pack while its place is empty goes there at once", of=SQUARE.play(2))
#: Play ¶3 fills a space "from the pack or talon": the talon's top card may be taken, for any purpose.
TALON_TOP = Reading("the talon's top card is available", of=SQUARE.play(3))

#: Rule II: up from the ace to the king, a second king, and down to the ace.
UP_AND_DOWN = (*range(ACE, KING + 1), *range(KING, ACE - 1, -1))
FOUNDATION_RULE = Foundations(SQUARE.rule("II"), piles=FOUNDATIONS, suits=SUITS, order=UP_AND_DOWN)
MARRIAGES = Building(SQUARE.play(3), piles=PLACES, build=Build.EITHER, suit=Suits.SAME)


class BuiltInSuit:
    """A place of the square holds one card dealt, then only cards married to it: one rank apart, in suit."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Each place above its first card is a chain of marriages (play ¶3)."""
        return [
            f"{place} holds {below} under {above}, which is not married to it"
            for place in PLACES
            for below, above in itertools.pairwise(position.pile(place).cards)
            if not MARRIAGES.follows(below, above)
        ]


class AcesAsTheyAppear:
    """Play ¶2: an ace turned from the pack while its foundation is empty goes there at once, whatever waits."""

    rule = "an ace is placed in its allotted space as it appears"

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The ace to its place, even before a space is filled; anywhere else, refused."""
        if not isinstance(move, Move) or move.source != "stock" or move.count != 1:
            return None
        card = position.pile("stock").top
        place = FOUNDATIONS[SUITS.index(card.suit)] if card is not None and card.rank == ACE else None
        if place is None or position.pile(place).cards:
            return None
        return (legal if move.target == place else illegal)(self.rule, AS_THEY_APPEAR)


class Interchangeable:
    """A solver hint: the sixteen places of the square follow one rule, so an exchange of places changes nothing."""

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The foundations' heights (each has its suit and order), the places sorted, the talon, the pack's size."""
        heights = bytes(len(position.pile(pile_id).cards) for pile_id in FOUNDATIONS)
        places = sorted(encode_cards(position.pile(pile_id).cards) for pile_id in PLACES)
        talon = encode_cards(position.pile("talon").cards)
        return b"\x7f".join((heights, *places, talon, bytes([len(position.pile("stock").cards)])))


#: The book's rules, one clause each, the hooks written by hand, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(SQUARE.play(1), to=PLACES, rounds=1, aside=FOUNDATION_RULE), rest="stock"),
    FOUNDATION_RULE,
    Available(CARD_BY_CARD, piles=PLACES, rule="only the top card of a place in the square is available"),
    MARRIAGES,
    Talon(TALON_TOP),
    MustPlay(FITTING_CARD_PLAYED, foundations=FOUNDATION_RULE),
    Spaces(SQUARE.play(3), piles=PLACES, take=Space.ANY, sources=("talon", "stock"), at_once=True),
    BuiltInSuit(),
    AcesAsTheyAppear(),
    Interchangeable(),
    SingleCardMoves(
        foundations=(FOUNDATION_RULE,),
        building=MARRIAGES,
        sources=(*PLACES, "talon", "stock"),
        spaces=PLACES,
        also=(Move("stock", "talon"),),
    ),
)

#: The game and its edition.
VARIANT = variant(
    "square",
    "The Square",
    packs=2,
    readings=(ALLOTTED, FITTING_CARD_PLAYED, TALON_TOP, CARD_BY_CARD, AS_THEY_APPEAR),
    changes="the book's rules: a card turned that fits a foundation is played, sequences reversed card by card",
    rules=RULES,
    summary="Build four aces up in suit to the kings and, on the second kings, down again to the aces, "
    "marrying up and down in suit on a square of sixteen cards.",
)

patience_variant = published(VARIANT)
