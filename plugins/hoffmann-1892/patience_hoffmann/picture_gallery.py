"""The Picture Gallery: the pack heaped on the latest king, the aces built up to knaves regardless of suit.

Hoffmann 1892, No. 58 "The Picture Gallery", pp. 111–112. A king of hearts is
laid down and the two packs dealt onto it a card at a time; each ace turned
goes to a middle row, each queen to an upper row, and each further king to the
lower row beside the last, the cards that follow being dealt onto it. The aces
are built up regardless of suit to the knaves, from the card as it appears and
from the tops of the king heaps; a king left bare may take the top card of
another heap. One deal; won with three rows of court cards, the queens, the
knaves on the aces' families, and the kings. It is the game the project
already plays after Cadogan as The Salic Law (:mod:`patience_cadogan.salic_law`),
under another title: Hoffmann's text is the edition ``hoffmann-1892`` of that
patience, and his title a name of it. The two differ in one rule: Hoffmann lets
a bare king take its card at any time, Cadogan only once the deal is over.
"""

from __future__ import annotations

from patience_cadogan.salic_law import (
    DEAL,
    PACKETS,
    QUEENS,
    SUITS_DO_NOT_MATTER,
    TABLE,
    TheKingsStay,
    WhatTheDealMakes,
)

from patience_core import Action, Deal, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KNAVE, QUEEN, Card
from patience_core.clauses import Available, CardMoves, Foundations, LatestKing, Layout, SetOut, Suits
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(58)

#: "You are entitled to lay upon such king the uppermost card of either of the other heaps": nothing waits for the
#: end of the deal; one card, as often as the king is bare again.
ANY_TIME = Reading("a bare king takes one card from another heap at any time", of=GAME.page(112))
#: "Whenever a card appears … which is playable to either of the foundations, it is to be forthwith played thereto":
#: the card just dealt, lying on the latest king's heap, goes home before the next card is dealt.
FORTHWITH = Reading("a card dealt that fits a foundation goes home before the next is dealt", of=GAME.page(112))

FOUNDATIONS = Foundations(GAME.page(112), suit=Suits.ANY, end=KNAVE)
#: Each king begins a heap of its own in the lower row, an ace goes to the middle row, a queen to the upper (p. 112).
DEALING = LatestKing(GAME.page(112), kings=PACKETS, rows={ACE: DEAL.rows[ACE], QUEEN: QUEENS})


class KingsAnyTime(TheKingsStay):
    """The kings stay in their row; a king left bare takes one card from another heap, at any time (p. 112)."""

    rule = "a king whose heap is gone takes one card from another heap"

    def __init__(self, cite: Reading) -> None:
        self.cite = cite

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Hoffmann 1892, No. 58, p. 112: a king never leaves its place."""
        if not isinstance(move, Move) or move.source not in PACKETS:
            return None
        if len(position.pile(move.source).cards) <= move.count:
            return illegal("the kings stay in their row", GAME.page(112))
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """One card on a bare king, the heap's only card, whenever the king is bare."""
        verdict = self.accepts(pile, cards)
        if verdict is None:
            return None
        return (legal if verdict else illegal)(self.rule, self.cite)


class Forthwith:
    """No card is dealt while the card on the latest king's heap fits a foundation: it goes home first (p. 112)."""

    rule = "a card that fits a foundation as it appears is played to it before the next card is dealt"

    def __init__(self, cite: Reading, *, deal: LatestKing, foundations: Foundations) -> None:
        self.cite = cite
        self.deal = deal
        self.foundations = foundations

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal is refused while the latest heap's top card fits a foundation."""
        if not isinstance(move, Deal):
            return None
        card = position.pile(self.deal.receiving(position)).top
        if card is not None and self.foundations.next_home(position, card) is not None:
            return illegal(self.rule, self.cite)
        return None


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, SetOut(GAME.page(112), ("KH",), to=(PACKETS[0],)), rest="stock"),
    FOUNDATIONS,
    Available(GAME.page(112), piles=PACKETS, rule="only the uppermost card of a heap is available"),
    DEALING,
    KingsAnyTime(ANY_TIME),
    Forthwith(FORTHWITH, deal=DEALING, foundations=FOUNDATIONS),
    WhatTheDealMakes(),
    SUITS_DO_NOT_MATTER,
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of the game: the edition ``hoffmann-1892`` of Cadogan's The Salic Law, named The Picture Gallery too.
EDITION = edition_of(
    "salic-law",
    58,
    rules=RULES,
    readings=(ANY_TIME, FORTHWITH),
    changes="the book's rules: a bare king takes one card from another heap at any time, not only once the deal is "
    "over; a card that fits a foundation as it appears is played before the next card is dealt",
    aliases=("picture-gallery",),
)

patience_editions = offered(EDITION)
