"""Clauses of compulsion: a card that can go home must go home before anything else is done; the cards that can be
played now."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part, _governs, _selected
from patience_core.clauses.foundations import Foundations
from patience_core.markers import hookimpl
from patience_core.model import Move, Position
from patience_core.rulings import illegal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.clauses.tableau import Building
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["HomeFirst", "playable"]


class HomeFirst:
    """While the top card of one of ``piles`` fits one of ``foundations``, it must be played there first.

    Any move but a card played to one of the foundations is refused, naming
    the pile; the player chooses which card to play home first (several
    clauses of compulsion never block one another), and to which foundation
    it goes where it fits two.
    Naming the stock among ``piles`` makes the card turned from it go home
    when it fits (Hoffmann's Wheatsheaf: the cards of a reserve, and the top
    card of the waste-heap, that can go to a foundation "must be so played").

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> cite = HOFFMANN_1892.game(44).page(81)
    >>> home = Foundations(cite, piles=("f1",))
    >>> first = HomeFirst(cite, piles=("a1", "a2", "talon"), foundations=(home,))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), Pile("a1", Role.TABLEAU, (parse_card("2S"),)),
    ...          Pile("a2", Role.TABLEAU, (parse_card("9D"),)), Pile("talon", Role.WASTE))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(first.patience_check_move(position, Move("a2", "a1")).describe())
    a card that can go to a foundation is played there first: a1 [Hoffmann 1892, No. 44 "The Wheatsheaf", p. 81]
    >>> first.patience_check_move(position, Move("a1", "f1")) is None
    True
    """

    governs: ClassVar[Part] = Part.FOUNDATIONS

    def __init__(self, cite: Citation, *, piles: tuple[str, ...], foundations: Sequence[Foundations]) -> None:
        self.cite = cite
        self.piles = piles
        self.foundations = tuple(foundations)
        self.rule = "a card that can go to a foundation is played there first"

    def due(self, position: Position) -> list[str]:
        """The piles of ours whose top card fits a foundation now."""
        return playable(position, self.piles, self.foundations)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Refuse anything but a card played home, while one of ours is due there."""
        due = self.due(position)
        if not due:
            return None
        if isinstance(move, Move) and move.count == 1:
            target = position.pile(move.target)
            if any(_governs(group.piles, target) for group in self.foundations):
                return None  # a card played home, this one or another first: the foundations judge whether it fits
        return illegal(f"{self.rule}: {due[0]}", self.cite)


def playable(
    position: Position,
    piles: Sequence[str],
    foundations: Sequence[Foundations],
    *,
    building: Building | None = None,
    built_from: Sequence[str] = (),
) -> list[str]:
    """The piles whose top card can be played now, each once, in the order named (``piles``, then ``built_from``).

    A top card of ``piles`` can be played when it fits one of
    ``foundations`` (the game's :class:`~patience_core.clauses.Foundations`
    clauses); a top card of ``built_from``, when it goes on the top card of
    another of the piles of ``building`` (the game's
    :class:`~patience_core.clauses.Building`). The clauses that hold back the
    stock or the deal while a card can be played ask it:
    :class:`~patience_core.clauses.Forthwith`,
    :class:`~patience_core.clauses.MustPlay` (``waiting``),
    :class:`~patience_core.clauses.Dealing` (``unless``) and
    :class:`~patience_core.clauses.HomeFirst`.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.clauses import Build, Building, Suits
    >>> from patience_core.sources import HOFFMANN_1892
    >>> spark = HOFFMANN_1892.game(47).page(88)
    >>> kings = Foundations(spark, piles=("f1",), build=Build.DOWN, start=13)
    >>> runs = Building(spark, piles=("a1", "a2"), build=Build.UP, suit=Suits.SAME)
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("KS"),)), Pile("a1", Role.TABLEAU, (parse_card("QS"),)),
    ...          Pile("a2", Role.TABLEAU, (parse_card("4D"),)), Pile("w1", Role.WASTE, (parse_card("5D"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> playable(position, ("a1", "a2", "w1"), (kings,)), playable(position, ("a2",), (kings,), building=runs,
    ...                                                           built_from=("w1",))
    (['a1'], ['w1'])
    """
    due = []
    for pile_id in dict.fromkeys((*piles, *built_from)):
        card = position.pile(pile_id).top
        if card is None:
            continue
        if pile_id in piles and any(home.next_home(position, card) is not None for home in foundations):
            due.append(pile_id)
        elif (
            building is not None
            and pile_id in built_from
            and any(
                pile.id != pile_id and pile.top is not None and building.follows(pile.top, card)
                for pile in _selected(building.piles, position)
            )
        ):
            due.append(pile_id)
    return due
