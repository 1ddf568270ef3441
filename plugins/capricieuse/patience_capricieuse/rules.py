"""Capricieuse as the Wikipedia article "Capricieuse" summarises Hoffmann (1892): the edition ``wikipedia``.

These were the project's base rules until Hoffmann's book itself was read;
they stay playable, unchanged, as an edition of their own, so that a reader
can play the summary beside the book (:mod:`patience_capricieuse.book`). One
hook per rule, each citing Hoffmann 1892, pp. 92–94, *via* the article: what
the summary says he says. Where it differs from the book (the foundations
taken out during the deal, spaces filled by any card), the game's page says
so, with the book's page. Where the summary leaves a choice open and a ruling
rests on our choice, it cites a :class:`~patience_core.Reading`, argued on
the project's page on Capricieuse.
"""

from __future__ import annotations

from patience_capricieuse.search import ordered_moves
from patience_capricieuse.sources import HOFFMANN_VIA_WIKIPEDIA
from patience_capricieuse.table import (
    FOUNDATION_COUNT,
    FOUNDATIONS,
    SUITS,
    deal_round_robin,
    foundations_of,
    gathered,
    new_table,
    table_position,
)
from patience_core import (
    Action,
    Deal,
    Move,
    Pile,
    Position,
    Reading,
    Redeal,
    Role,
    Ruling,
    Setup,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import Card, Suit

__all__ = ["CapricieuseRules", "legal_single_moves"]

SOURCE = HOFFMANN_VIA_WIKIPEDIA.at("92–94")

# The rulings are values: made once, handed out many times.
TOP_CARD = legal("the top card of a pile may be moved", SOURCE)
ONE_AT_A_TIME = illegal("only one card is moved at a time", SOURCE)
FOUNDATION_STAYS = illegal("cards on a foundation stay there", SOURCE)
ONE_TO_FOUNDATION = illegal("cards go to a foundation one at a time", SOURCE)
EMPTY_TAKES_ANY = legal("an empty pile takes any card", SOURCE)
IN_SUIT = legal("a card goes on the next card above or below it in its own suit, either way", SOURCE)
KING_ACE = illegal("never a king on an ace nor an ace on a king", SOURCE)
NOT_IN_SUIT = illegal("a card goes only on the next card above or below it in its own suit", SOURCE)
UP = legal("an ace foundation builds up in its suit, to the king", SOURCE)
DOWN = legal("a king foundation builds down in its suit, to the ace", SOURCE)
#: The summary puts the redeal after every possible move; when that is, the player decides.
REDEAL_AT_ANY_TIME = Reading("a redeal at any time", of=SOURCE)
REDEAL = legal(
    "the piles are gathered and dealt again when the player has made the moves they want, while redeals are left",
    REDEAL_AT_ANY_TIME,
)
REDEAL_FIXED = illegal("the piles are gathered in a fixed order, the reverse of the deal: no order is chosen", SOURCE)
NOTHING_TO_REDEAL = illegal("there is nothing to redeal: every card is on the foundations", SOURCE)
NO_DEAL = illegal("the whole pack is dealt at the start: there is no deal during play", SOURCE)

_RANKS = ("", "ace", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "jack", "queen", "king")
_SUIT_NAMES = {Suit.CLUBS: "clubs", Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds"}


def legal_single_moves(position: Position) -> list[Action]:
    """Every one-card move the base rules allow in ``position``, and the redeal if one is left.

    Foundation plays come first and the redeal last. Built from lookups rather
    than by trying every pair of piles, because it runs for every position a
    search expands.
    """
    return ordered_moves(position, complete=True)


class CapricieuseRules:
    """The summary's rules: Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse", one hook a rule."""

    source = SOURCE

    # ----------------------------------------------------------------- the deal

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Deal both packs round and round twelve piles, sending cards up as they come.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse": the whole of the two packs is dealt into twelve
        piles. The first ace and the first king of each suit to appear are put
        out as the eight foundations. Any card that fits a foundation when it
        is dealt must go there, and then the next card goes to the pile the
        last one left, so no pile is skipped; nothing else is built during the
        deal.

        Readings taken: the deal goes round the twelve piles one card at a
        time (the rule that the next card fills the pile just left only makes
        sense if the deal would otherwise move on); only the card being dealt
        may go up, never a card already lying in a pile ("no building during
        the deal"); a card fitting both foundations of its suit goes to the
        ace foundation.
        """
        foundations, piles = new_table()
        deal_round_robin(reversed(setup.pack), foundations, piles)
        return table_position(setup, foundations, piles)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Every foundation holds at least its ace or king, in every edition.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse": the first ace and
        the first king of each suit are put out as the foundations as the whole
        of both packs is dealt, and foundation cards stay; the editions set them
        out before the deal. So once the deal is over no foundation is empty. The core checks that each
        foundation builds card by card, but not that it has begun.
        """
        return [
            f"foundation {pile.id} is empty, but every foundation's ace or king is put out in or before the deal"
            for pile in position.piles_of(Role.FOUNDATION)
            if not pile.cards
        ]

    # ----------------------------------------------------------------- which moves

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Offer exactly the legal one-card moves and the redeal, in place of the core's every-pair guess.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse" (the moves are those the rules below allow).
        The core's default would offer every pile onto every other, some four
        hundred candidates here, each then judged; :func:`legal_single_moves`
        finds the legal ones by lookup. Every candidate is still judged by the
        rules, and an edition's layer may add moves of its own.
        """
        return legal_single_moves(position)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Foundation cards stay put; the redeal follows the deal's own order; there is no deal step.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse": cards go to the foundations and stay there.
        When the player has made the moves they want, the piles are gathered
        in the reverse order of the deal and dealt again; two redeals.

        Reading taken: a redeal may be asked for at any time while one is left.
        The summaries put the redeal after every possible move, but building
        up or down in suit lets a card shuttle between two piles for ever, so
        "no move left" would almost never come; the player decides when play
        is exhausted.
        """
        if isinstance(move, Move):
            if position.pile(move.source).role is Role.FOUNDATION:
                return FOUNDATION_STAYS
            return None
        if isinstance(move, Redeal):
            if move.order:
                return REDEAL_FIXED
            if all(not pile.cards for pile in position.piles[FOUNDATION_COUNT:]):
                return NOTHING_TO_REDEAL
            return REDEAL
        if isinstance(move, Deal):
            return NO_DEAL
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """Only the top card of a pile moves, one card at a time.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse".
        """
        if pile.role is Role.FOUNDATION:
            return FOUNDATION_STAYS
        if count != 1:
            return ONE_AT_A_TIME
        return TOP_CARD

    # ----------------------------------------------------------------- building

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Foundations build in suit, aces up and kings down; piles build up or down in suit.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse": the aces build up and the kings down, each in
        its suit, and the second ace and king of a suit finish the other
        foundation of that suit. On the piles a card goes on the next card
        above or below it in the same suit, and the direction may change
        within a pile, but never a king on an ace nor an ace on a king. An
        empty pile takes any card.
        """
        if pile.role is Role.FOUNDATION:
            if len(cards) != 1:
                return ONE_TO_FOUNDATION
            return foundation_ruling(position, pile, cards[0])
        top = pile.top
        if top is None:
            return EMPTY_TAKES_ANY
        card = cards[0]
        if card.suit is top.suit:
            difference = card.rank - top.rank
            if difference in (1, -1):
                return IN_SUIT
            if difference in (12, -12):
                return KING_ACE
        return NOT_IN_SUIT

    # ----------------------------------------------------------------- redeal and win

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Gather the piles in the reverse order of the deal and deal them again as before.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse": the piles are taken up in the reverse order
        of the deal and dealt again in the same way, cards that fit a
        foundation going up during the deal.

        Reading taken: the last pile is taken up first and each pile put on
        the packet in hand, face up; the packet is turned over to deal, so the
        first card dealt is the bottom card of the twelfth pile and the last
        is the top card of the first. Cadogan (1914) describes this very
        packet for The Nation, and PySolFC gathers its piles the same way.
        """
        foundations = foundations_of(position)
        piles: list[list[Card]] = [[] for _ in range(len(position.piles) - FOUNDATION_COUNT)]
        deal_round_robin(gathered(position), foundations, piles)
        return table_position(position, foundations, piles)

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when all 104 cards are on the foundations: no pile holds a card.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse".
        """
        return all(not pile.cards for pile in position.piles[FOUNDATION_COUNT:])


def foundation_ruling(position: Position, pile: Pile, card: Card) -> Ruling:
    """The ruling on ``card`` going to the foundation ``pile``.

    Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse".
    """
    index = FOUNDATIONS.index(pile.id) if pile.id in FOUNDATIONS else -1
    if index < 0:
        return illegal(f"{pile.id} is not a foundation of Capricieuse", SOURCE)
    ascending = index < len(SUITS)
    suit = SUITS[index % len(SUITS)]
    top = pile.top
    if top is None:
        wanted = 1 if ascending else 13
    elif ascending:
        wanted = top.rank + 1 if top.rank < 13 else 0
    else:
        wanted = top.rank - 1
    if card.suit is suit and card.rank == wanted:
        return UP if ascending else DOWN
    kind = "ace" if ascending else "king"
    if wanted == 0:
        return illegal(f"the {kind} foundation of {_SUIT_NAMES[suit]} is complete", SOURCE)
    return illegal(
        f"the {kind} foundation of {_SUIT_NAMES[suit]} takes the {_RANKS[wanted]} of {_SUIT_NAMES[suit]} next",
        SOURCE,
    )
