"""The readings of the summary's Capricieuse, each a layer over :class:`~patience_capricieuse.rules.CapricieuseRules`.

The editions ``pysolfc``, ``deal-release``, ``no-spaces`` and ``supermoves``
each change one thing in the rules the Wikipedia article gives (the edition
``wikipedia``): each class implements only the hooks where its reading
differs from them, cites its source, and defers (returns ``None``) where it
agrees. The book's own rules are in :mod:`patience_capricieuse.book`.
"""

from __future__ import annotations

from collections.abc import Iterable

from patience_capricieuse.book import NO_SPACES
from patience_capricieuse.search import ordered_moves, run_length, run_moves
from patience_capricieuse.sources import HOFFMANN_VIA_WIKIPEDIA, PYSOLFC
from patience_capricieuse.table import (
    FOUNDATION_COUNT,
    PILES,
    SUITS,
    deal_round_robin,
    foundation_bases,
    foundations_of,
    gathered,
    new_table,
    set_out_foundations,
    table_position,
)
from patience_core import (
    Action,
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
    shuffled_order,
)
from patience_core.cards import Card
from patience_core.cards import pack as new_pack
from patience_core.sources import HOFFMANN_1892

__all__ = ["NoSpacesRules", "PySolFCRules", "ReleaseRules", "SupermoveRules"]


def _pysolfc_bases(setup: Setup) -> list[int]:
    """The places of the first pack's aces and kings in ``setup.pack``, in foundation order.

    For a numbered deal the shuffle tells which copy of a card is the first
    pack's (:func:`~patience_core.shuffled_order`). A pack arranged by
    hand does not say, so the copy nearer the top of the pack is taken.
    """
    cards = new_pack(2)
    order = shuffled_order(setup.number, 2) if setup.number is not None else []
    if len(setup.pack) != len(cards) or [cards[i] for i in order] != list(setup.pack):
        return foundation_bases(setup.pack)
    first = {index: place for place, index in enumerate(order) if index < len(cards) // 2}
    # In the unshuffled pack suit s (clubs, spades, hearts, diamonds) runs from 13 * s, ace to king.
    aces = [first[13 * s] for s in range(len(SUITS))]
    kings = [first[13 * s + 12] for s in range(len(SUITS))]
    return aces + kings


class PySolFCRules:
    """PySolFC's Capricieuse (game 292): foundations set out first, no play during the deal."""

    source = PYSOLFC

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """The first pack's aces and kings start the foundations; the other 96 cards go out eight rounds of twelve.

        PySolFC, game 292: before the deal the ace and the king of each suit
        from the first pack are put on the foundations; the 96 cards left are
        dealt round the twelve piles, eight cards each, and nothing is played
        during the deal. With a deal number, the table is card for card
        PySolFC's deal of that number.
        """
        cards = list(setup.pack)
        foundations = set_out_foundations(cards, _pysolfc_bases(setup))
        _, piles = new_table()
        deal_round_robin(reversed(cards), foundations, piles, play=False)
        return table_position(setup, foundations, piles)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """The piles taken up first to last, each turned over, and dealt round again without play.

        PySolFC, game 292: each pile is taken onto the stock from its top card
        down, the first pile first, so that the twelfth pile's bottom card is
        dealt first; the cards go round the twelve piles and none goes up
        during the redeal.
        """
        foundations = foundations_of(position)
        piles: list[list[Card]] = [[] for _ in PILES]
        deal_round_robin(gathered(position), foundations, piles, play=False)
        return table_position(position, foundations, piles)


class ReleaseRules:
    """The summary's rules with the release Hoffmann prints for La Nationale: cards laid bare during the deal go up."""

    source = Reading("cards laid bare during the deal go up too", of=HOFFMANN_1892.game("La Nationale").page(95))

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """As the summary's deal, but when a card goes up, any top card it lets follow goes up too.

        Hoffmann 1892, No. 50 "La Nationale", p. 95, plays to the foundations, as the cards are dealt, the
        last card of any column that fits; for his La Capricieuse he forbids it (No. 49, p. 93: a card
        once laid in the line stays there). This edition reads the summary (Hoffmann 1892, pp. 92–94,
        via Wikipedia "Capricieuse": "cards that can be built on a foundation must be built") with
        La Nationale's rule, to measure what the release is worth.
        """
        foundations, piles = new_table()
        deal_round_robin(reversed(setup.pack), foundations, piles, release=True)
        return table_position(setup, foundations, piles)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """The summary's redeal, with the same release of top cards.

        The same reading of Hoffmann 1892, No. 50, p. 95, and of the summary via Wikipedia "Capricieuse".
        """
        foundations = foundations_of(position)
        piles: list[list[Card]] = [[] for _ in PILES]
        deal_round_robin(gathered(position), foundations, piles, release=True)
        return table_position(position, foundations, piles)


class NoSpacesRules:
    """The summary's rules with Hoffmann's silence on spaces read as the base edition reads it: no card goes in."""

    source = NO_SPACES

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """An empty pile takes no card.

        The opposite of the summary of Hoffmann 1892, pp. 92–94, via Wikipedia
        "Capricieuse" ("any empty pile can be filled with any card"), kept to
        measure how much the spaces matter: nothing may be put into an emptied
        pile, as the base edition reads the book's silence (Hoffmann 1892,
        No. 49, pp. 93–94). Everything else is as the summary has it.
        """
        if pile.role is Role.TABLEAU and not pile.cards:
            return illegal("an empty pile stays empty: no rule lets a card into it", self.source)
        return None

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """The solver's moves without any into an empty pile (:func:`~patience_capricieuse.search.ordered_moves`)."""
        return ordered_moves(position, spaces=False)


class SupermoveRules:
    """A reading that moves a run of cards at once, as far as empty piles would let it go one card at a time."""

    source = Reading("runs move at once", of=HOFFMANN_VIA_WIKIPEDIA.at("92–94"))

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """Several top cards may be lifted together when they form a run in suit.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse", moves one card at a time; this reading lets a
        run of cards, each one above or below the next in the same suit, move
        together, since one card at a time it could go the same way.
        """
        if count == 1 or pile.role is not Role.TABLEAU:
            return None
        if run_length(pile.cards) >= count:
            return legal("a run in suit moves together", self.source)
        return illegal("only cards in a run, each one above or below the next in suit, move together", self.source)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A run of ``n`` cards needs enough empty piles to pass through: ``n`` at most 2 to the power of their number.

        With ``k`` empty piles besides the target, one card at a time can
        carry a run of up to ``2**k`` cards (half of it parked in one empty
        pile by the same method, the rest moved, the half brought back); no
        more than that is let through at once, so the edition reaches only
        positions that Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse" reaches one card at a time.
        """
        if not isinstance(move, Move) or move.count == 1:
            return None
        if position.pile(move.source).role is not Role.TABLEAU:
            return None
        spaces = sum(1 for pile in position.piles[FOUNDATION_COUNT:] if not pile.cards and pile.id != move.target)
        if move.count > 2**spaces:
            need = (move.count - 1).bit_length()
            return illegal(
                f"{move.count} cards need {need} empty pile{'s' if need != 1 else ''} to pass through, "
                f"and {spaces} {'is' if spaces == 1 else 'are'} free",
                self.source,
            )
        return None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> Iterable[Action]:
        """Offer the runs of two cards or more that the empty piles could carry, onto every pile they might fit.

        Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse", as this edition reads it (see
        :meth:`patience_check_move`).
        """
        empties = [pile.id for pile in position.piles[FOUNDATION_COUNT:] if not pile.cards]
        return run_moves(position, empties, symmetric=False) if empties else []

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """The solver's moves with the runs added (:func:`~patience_capricieuse.search.ordered_moves`)."""
        return ordered_moves(position, runs=True)
