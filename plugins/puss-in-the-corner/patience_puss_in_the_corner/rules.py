"""The rules in which Puss in the Corner differs from Sir Tommy.

The variant lists Sir Tommy's rules first and these above them, so every hook
here overrides Sir Tommy's and every hook left out is Sir Tommy's: one card at
a time, the turned card to a foundation or onto any of four waste piles (the
*corners*), corner tops only to the foundations, foundation cards never moved.
What differs (Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner"):

* the four aces are set out before play as a square of foundations;
* the foundations build up by colour, not regardless of suit;
* once the stock is exhausted, one redeal: the corners are gathered, in an order
  the player chooses, without shuffling, and turned through once more.
"""

from __future__ import annotations

from itertools import permutations

from patience_sir_tommy import FOUNDATIONS, WASTES, hints

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
    Source,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import Card, Colour, Suit
from patience_puss_in_the_corner.sources import PARLETT_1979

__all__ = ["ACES", "CORNERS", "FOUNDATIONS", "PussRules", "colour_group", "gather"]

#: The corners: Sir Tommy's four waste piles, at the corners of the square.
CORNERS = WASTES

#: The ace set out on each foundation. The square reads f1 f2 / f3 f4: black
#: aces down the left side, red down the right, as PySolFC sets them out.
ACES: dict[str, Card] = {
    "f1": Card(1, Suit.CLUBS),
    "f2": Card(1, Suit.HEARTS),
    "f3": Card(1, Suit.SPADES),
    "f4": Card(1, Suit.DIAMONDS),
}


def colour_group(card: Card) -> int:
    """The solver's grouping of cards: the foundations build by colour, so red cards are alike, and black."""
    return 1 if card.colour is Colour.RED else 0


def gather(position: Position, order: tuple[str, ...]) -> Position:
    """The corners gathered into a new stock, unshuffled.

    ``order`` names the corners in the order their cards come up again; each
    corner's cards come up in the order they were put there, its bottom card
    first, as when the gathered packet is turned face down. The last card of
    the stock is the next to turn, so the stock is that sequence reversed.
    """
    turned = [card for pile_id in order for card in position.pile(pile_id).cards]
    changes: dict[str, tuple[Card, ...]] = {pile_id: () for pile_id in CORNERS}
    changes["stock"] = tuple(reversed(turned))
    return position.with_piles(changes)


class PussRules:
    """The rules of Puss in the Corner that differ from Sir Tommy's, one hook per rule.

    ``source`` is the work the rulings cite; ``redeal_source``, where the work
    states the redeal apart (Hoffmann 1921, No. 11, ¶3), the one its rulings
    cite, and ``order_source`` what the rule that the player chooses the order
    of gathering rests on, where the work does not say it.
    """

    def __init__(
        self,
        source: Source = PARLETT_1979,
        *,
        redeal_source: Source | None = None,
        order_source: Source | Reading | None = None,
    ) -> None:
        self.source = source
        self.redeal_source = redeal_source or source
        self.order_source: Source | Reading = order_source or self.redeal_source

    # ------------------------------------------------------------------ the deal

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """The four aces are taken out and set out first, as a square of foundations.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner": the aces are separated from the pack and
        laid in two rows of two. The rest of the pack, in its shuffled order,
        is the stock; the four corners start empty.
        """
        aces = {card: pile_id for pile_id, card in ACES.items()}
        piles = (
            *(Pile(pile_id, Role.FOUNDATION, (card,)) for pile_id, card in ACES.items()),
            *(Pile(pile_id, Role.WASTE) for pile_id in CORNERS),
            Pile("stock", Role.STOCK, tuple(card for card in setup.pack if card not in aces)),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    # ------------------------------------------------------------------ building

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """The foundations build up by colour to the kings: red on red, black on black, any suit.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner": hearts and diamonds go on one another
        indiscriminately, and so do spades and clubs. An empty foundation (only
        while a loaded position is checked card by card) is left to Sir Tommy's
        rule, that an ace starts it.
        """
        if pile.role is not Role.FOUNDATION or pile.top is None:
            return None
        return self.foundation_ruling(pile.top, cards[0])

    def foundation_ruling(self, top: Card, card: Card) -> Ruling:
        """Whether ``card`` builds on a foundation whose top card is ``top``."""
        if card.colour is not top.colour:
            return illegal("the foundations build up in colour: red on red, black on black", self.source)
        if card.rank != top.rank + 1:
            return illegal("the foundations build up one rank at a time, to the king", self.source)
        return legal("the foundations build up in colour, regardless of suit", self.source)

    def builds(self, position: Position, card: Card) -> bool:
        """Whether ``card`` would build on some foundation now."""
        return any(
            pile.top is not None and self.foundation_ruling(pile.top, card).legal
            for pile in position.piles_of(Role.FOUNDATION)
        )

    # ------------------------------------------------------------------ the redeal

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The redeal: once the stock is exhausted, the corners are gathered in any order the player chooses.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner": one redeal, after the stock is used up;
        the four waste piles are picked up in any order and, without shuffling,
        dealt through once more. The order is the player's choice, so a
        redeal must name all four corners (see :func:`gather`). Moves of
        cards are left to Sir Tommy's rules.
        """
        if not isinstance(move, Redeal):
            return None
        ruling = self.redeal_ruling(position)
        if not ruling.legal:
            return ruling
        if len(move.order) != len(CORNERS) or set(move.order) != set(CORNERS):
            return illegal(
                "the player gathers the four corners in an order of their choice: name each corner once, "
                "the first to come up again first (e.g. 'redeal w1 w2 w3 w4')",
                self.order_source,
            )
        return ruling

    def redeal_ruling(self, position: Position) -> Ruling:
        """Whether the corners may be gathered now, whatever the order."""
        if position.pile("stock").cards:
            return illegal("the corners are gathered only once the stock is exhausted", self.redeal_source)
        if not any(position.pile(pile_id).cards for pile_id in CORNERS):
            return illegal("there is nothing in the corners to gather", self.redeal_source)
        rule = "once the stock is exhausted, the corners are gathered, unshuffled, for one redeal"
        return legal(rule, self.redeal_source)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Every order of gathering the corners, once the redeal is due.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner".
        """
        if position.redeals_left <= 0 or not self.redeal_ruling(position).legal:
            return []
        return [Redeal(order) for order in permutations(CORNERS)]

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Gather the corners in the order chosen, unshuffled, as the new stock.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner".
        """
        return gather(position, redeal.order)

    # ------------------------------------------------------------------ loaded positions

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Each foundation holds the ace set out on it at the start.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner".

        The core checks that each foundation builds up legally card by card;
        it cannot know that the aces are set out before play, so a foundation
        is never empty, nor which ace lies where.
        """
        problems = []
        for pile_id, ace in ACES.items():
            pile = position.pile(pile_id)
            if not pile.cards:
                problems.append(f"foundation {pile_id} is empty, but the {ace} is set out on it before play")
            elif pile.cards[0] != ace:
                problems.append(f"foundation {pile_id} starts with {pile.cards[0]}, but the {ace} is set out on it")
        return problems

    # ------------------------------------------------------------------ solver hints

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """Suits dropped but colours kept, corners and same-coloured foundations sorted.

        Parlett 1979; Morehead 2001, via Wikipedia "Puss in the Corner".

        The corners are alike, even for the redeal: the player gathers them in
        any order.
        """
        return hints.key(position, colour_group)

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """A card goes home at once when both foundations of its colour hold the rank below it."""
        return hints.safe_moves(position, colour_group)

    @hookimpl
    def patience_solver_dead(self, position: Position) -> bool:
        """Sir Tommy's dead positions, counting only the two foundations of each chain's colour.

        Only once the redeal is spent: until then the corners are gathered and turned again.
        """
        return hints.dead(position, colour_group)


def is_move_between(position: Position, move: Action, source: Role, target: Role) -> bool:
    """Whether ``move`` moves cards from a pile of role ``source`` to one of role ``target``."""
    return (
        isinstance(move, Move)
        and position.pile(move.source).role is source
        and position.pile(move.target).role is target
    )
