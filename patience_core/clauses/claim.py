"""Clauses of precedence: the top card of one pile is played before any other card when it can be."""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, _selected
from patience_core.clauses.foundations import Foundations
from patience_core.clauses.tableau import Building
from patience_core.markers import hookimpl
from patience_core.model import Move, Position
from patience_core.rulings import illegal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["FirstClaim"]


class FirstClaim:
    """While the top card of ``pile`` can be played, it is played first: a right of precedence.

    Where the card can go is read from the game's clauses: a foundation of
    ``foundations`` it fits, the top card of a pile of ``building`` (the
    game's :class:`Building` clauses) it may be built on, an empty pile of
    ``spaces``. By default no other move is made, and no card turned, while it
    can go anywhere (The Storehouse: "you must always therefore play this card
    when you can"); with ``same_target``, only another card is kept from the
    piles it could go to (The Patriarchs: the waste-heap's top card "has the
    first claim to fill any vacancy, or to be played to any of the foundation
    heaps for which it is suitable"). ``rule`` says so in the game's words.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.clauses import Build, Suits
    >>> from patience_core.sources import HOFFMANN_1892
    >>> storehouse = HOFFMANN_1892.game(23).page(41)
    >>> twos = Foundations(storehouse, piles=("f1",), start=2)
    >>> down = Building(storehouse, piles=("a1",), build=Build.DOWN, suit=Suits.SAME)
    >>> claim = FirstClaim(storehouse, pile="store", foundations=(twos,), building=(down,),
    ...                    rule="the store-house's top card is played first when it can be")
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("2H"),)), Pile("a1", Role.TABLEAU, (parse_card("9C"),)),
    ...          Pile("store", Role.RESERVE, (parse_card("8C"),)), Pile("stock", Role.STOCK, (parse_card("3H"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(claim.patience_check_move(position, Move("stock", "f1")).rule)
    the store-house's top card is played first when it can be: onto a1
    >>> claim.patience_check_move(position, Move("store", "a1")) is None
    True

    With ``same_target``, other cards may go elsewhere meanwhile:

    >>> patriarchs = FirstClaim(storehouse, pile="store", building=(down,), same_target=True, rule="first claim")
    >>> patriarchs.patience_check_move(position, Move("stock", "f1")) is None
    True
    >>> print(patriarchs.patience_check_move(position, Move("stock", "a1")).rule)
    first claim: onto a1
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(
        self,
        cite: Citation,
        *,
        pile: str,
        foundations: tuple[Foundations, ...] = (),
        building: tuple[Building, ...] = (),
        spaces: tuple[str, ...] = (),
        same_target: bool = False,
        rule: str = "",
    ) -> None:
        self.cite = cite
        self.pile = pile
        self.foundations = foundations
        self.building = building
        self.spaces = spaces
        self.same_target = same_target
        self.rule = rule or f"the top card of {pile} is played first whenever it can be"

    def targets(self, position: Position, card: Card) -> Iterator[str]:
        """The piles ``card``, the claimed card, could go to now."""
        for group in self.foundations:
            for pile in _selected(group.piles, position):
                if group.fits(pile, card) and group.refuses_first(position, pile, card) is None:
                    yield pile.id
        for clause in self.building:
            for pile in _selected(clause.piles, position):
                if pile.id != self.pile and pile.top is not None and clause.follows(pile.top, card):
                    yield pile.id
        for pile_id in self.spaces:
            if not position.pile(pile_id).cards:
                yield pile_id

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Any other move (with ``same_target``, any other card's move to a pile the claimed card could take)."""
        if isinstance(move, Move) and move.source == self.pile:
            return None
        card = position.pile(self.pile).top
        if card is None:
            return None
        if self.same_target:
            if not isinstance(move, Move) or move.target not in set(self.targets(position, card)):
                return None
            return illegal(f"{self.rule}: onto {move.target}", self.cite)
        target = next(self.targets(position, card), None)
        return None if target is None else illegal(f"{self.rule}: onto {target}", self.cite)
