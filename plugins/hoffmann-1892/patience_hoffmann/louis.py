"""The "Louis" Patience after Hoffmann: Cadogan's game, dealt a card at a time, with a card held in abeyance.

Hoffmann 1892, No. 60 "The 'Louis' Patience", pp. 115–116. Two packs. An
ace and a king of each suit are set out, the aces built up and the kings down,
in suit. The pack is dealt a card at a time round twelve places lettered a to
m, circle after circle; a card may be played to a foundation as it is dealt,
and the next card takes its place, but once another card is dealt it waits
for the end of the deal. Then the top cards that cannot go up are shifted in
suit from heap to heap, up or down. When nothing more can be done, the heaps
are gathered from g round to f and dealt again unshuffled: three deals in all.
A card that fits both foundations of its suit is held between them until the
next card of its suit decides (the footnote's abeyance). The game of Cadogan's
plugin (:mod:`patience_cadogan.louis`); Hoffmann's text is its edition
``hoffmann-1892``, which differs from hers on four points.
"""

from __future__ import annotations

from patience_core import Action, Deal, Move, Pile, Position, Redeal, Ruling, Suit, hookimpl, illegal, legal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    Foundations,
    Layout,
    MeetingPlace,
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
from patience_core.sources import Citation
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(60)
ACES = numbered("f", 4)
KINGS = ("f5", "f6", "f7", "f8")
#: The twelve letters of the picture (p. 115) and of the gathering's list (p. 116): no j.
ALPHABET = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m")
#: Where a card held in abeyance lies, one place for each suit, between its two foundations.
ABEYANCE = numbered("w", 4)
#: The suits left to right as the picture lays the aces, and the kings below them (p. 115).
SUITS = (Suit.DIAMONDS, Suit.CLUBS, Suit.HEARTS, Suit.SPADES)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=ABEYANCE, tableau=ALPHABET, stock="stock")

#: "The cards may be thrice distributed … at the close of the third deal" (p. 116): two redeals.
THREE_DEALS = Reading("three deals in all: two redeals", of=GAME.page(116))
#: The footnote (p. 116): any card turned up "may at once be played", but not once another card is dealt.
AS_IT_TURNS_UP = Reading("a card may be played only as it turns up, until the deal is over", of=GAME.page(116))
#: Said of the first circle (pp. 115–116); the later circles are dealt "in the same order".
EVERY_CIRCLE = Reading("the next card takes a played card's place, in every circle", of=GAME.page(116))
#: "If the uppermost cards … cannot be played direct to a foundation, they may be shifted" (p. 116).
NOT_SHIFTED = Reading("a card that can go up is not shifted", of=GAME.page(116))
#: "Auxiliary sequences, either ascending or descending" (p. 116): a card at a time, up or down at each card.
EITHER_WAY = Reading("the heaps are built up or down in suit, a card at a time", of=GAME.page(116))
#: The order is the book's (p. 116); how each heap is laid on the last is not said.
GATHERED = Reading("the heaps are gathered g first and f last, and dealt again from the top", of=GAME.page(116))
NO_SPACES = Reading("a letter emptied stays empty", of=GAME.page(116))

UP = Foundations(GAME.page(115), piles=ACES, start=ACE, suits=SUITS, set_out=True)
DOWN = Foundations(GAME.page(115), piles=KINGS, start=KING, build=Build.DOWN, suits=SUITS, set_out=True)
BASES = SetOut(
    GAME.page(115),
    tuple(f"A{suit.value}" for suit in SUITS) + tuple(f"K{suit.value}" for suit in SUITS),
    to=(*ACES, *KINGS),
    stays=True,
)
REFILL = Refill(EVERY_CIRCLE, piles=ALPHABET, supply=("stock",), each_card=True)
REDEALS = Redeals(GATHERED, gather=(*ALPHABET[6:], *ALPHABET[:6]), shuffle=False, after_stock="stock")


class CardByCard:
    """The deal, a card at a time round the letters, each card playable only until the next is dealt.

    Each ``deal`` lays the next card of the pack on the next letter, from a
    round to m and a again; the position keeps in ``dealt`` the letter of the
    card just dealt. While the pack lasts only that card may be played (the
    next card then takes its place, by the edition's refill); the others wait for the
    end of the deal. A redeal begins again at a.
    """

    def __init__(self, cite: Citation, *, letters: tuple[str, ...], redeals: Redeals, stock: str = "stock") -> None:
        self.cite = cite
        self.letters = letters
        self.redeals = redeals
        self.stock = stock
        self.rule = "a card is dealt from the stock onto the next letter"

    def dealing(self, position: Position) -> bool:
        """Whether the pack is still being dealt."""
        return bool(position.pile(self.stock).cards)

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that deals cards onto ``pile``, with its citation, if it is a letter."""
        return (self.rule, self.cite) if pile.id in self.letters else None

    def deals_from(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that takes cards from ``pile``, with its citation, if it is the stock."""
        return (self.rule, self.cite) if pile.id == self.stock else None

    def next_letter(self, position: Position) -> str:
        """The letter the next card goes to."""
        dealt: str = position.get("dealt", "")
        return self.letters[(self.letters.index(dealt) + 1) % len(self.letters)] if dealt else self.letters[0]

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The deal is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal needs cards in the pack."""
        if not isinstance(move, Deal):
            return None
        if not self.dealing(position):
            return illegal("the stock is used up", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """While the pack lasts, only the card just dealt (or the one that took its place) may be played."""
        if pile.id in self.letters and self.dealing(position) and pile.id != position.get("dealt", ""):
            return illegal("once the next card is dealt, a card waits for the end of the deal", AS_IT_TURNS_UP)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The next card of the pack onto the next letter."""
        if not isinstance(move, Deal):
            return None
        stock = position.pile(self.stock).cards
        letter = self.next_letter(position)
        after = position.with_piles({letter: (*position.pile(letter).cards, stock[-1]), self.stock: stock[:-1]})
        return after.with_state(dealt=letter)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """The heaps gathered as the edition's redeal says, and the round begun again at a."""
        return self.redeals.patience_redeal(position, redeal).with_state(dealt="")

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The letter of the card just dealt is a letter."""
        dealt = position.get("dealt", "")
        return [] if dealt == "" or dealt in self.letters else [f"state 'dealt' is {dealt!r}, not a letter"]


class NotShifted:
    """A top card that can go to a foundation is not shifted to another heap (p. 116)."""

    def __init__(self, cite: Citation, *, letters: tuple[str, ...], foundations: tuple[Foundations, ...]) -> None:
        self.cite = cite
        self.letters = letters
        self.foundations = foundations

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """From letter to letter, only a card that no foundation takes."""
        if not isinstance(move, Move) or move.source not in self.letters or move.target not in self.letters:
            return None
        card = position.pile(move.source).top
        if card is not None and any(group.next_home(position, card) is not None for group in self.foundations):
            return illegal("a card that can be played to a foundation is not shifted to another heap", self.cite)
        return None


#: Hoffmann's rules, one clause each, cited to his pages.
RULES: tuple[object, ...] = (
    Layout(TABLE, BASES, rest="stock"),
    UP,
    DOWN,
    Available(GAME.page(116), piles=ALPHABET, rule="the top card of a letter is available"),
    Building(EITHER_WAY, piles=ALPHABET, build=Build.EITHER, suit=Suits.SAME),
    Spaces(NO_SPACES, piles=ALPHABET, take=Space.NOTHING),
    WhileDealing(GAME.page(116), piles=ALPHABET),
    REFILL,
    NotShifted(NOT_SHIFTED, letters=ALPHABET, foundations=(UP, DOWN)),
    REDEALS,
    CardByCard(GAME.page(115), letters=ALPHABET, redeals=REDEALS),
    MeetingPlace(GAME.page(116), up=UP, down=DOWN, between=ABEYANCE, suits=SUITS, refill=REFILL),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of The "Louis" Patience, an edition of Cadogan's patience.
EDITION = edition_of(
    "louis",
    60,
    rules=RULES,
    readings=(THREE_DEALS, AS_IT_TURNS_UP, EVERY_CIRCLE, NOT_SHIFTED, EITHER_WAY, GATHERED, NO_SPACES),
    changes="the pack dealt a card at a time, each card playable only until the next is dealt and replaced when "
    "played; a card fitting both foundations of its suit held between them; three deals in all",
    redeals=2,
)

patience_editions = offered(EDITION)
