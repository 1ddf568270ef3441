"""Clauses of a deal held back: nothing more comes from the stock while a card that can be played lies unplayed, and
the spaces are filled from the stock before the deal begins (The Spark)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part
from patience_core.clauses.compulsion import playable
from patience_core.clauses.foundations import Foundations
from patience_core.clauses.stock import Dealing
from patience_core.clauses.tableau import Building
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Forthwith", "FreshCards"]


class Forthwith:
    """No card comes from the ``stock`` while a card that can be played lies unplayed: it is played first.

    The top cards of ``piles`` are tried on ``foundations`` (the game's
    :class:`Foundations`, one or a tuple); with ``building`` (the game's
    :class:`Building`), the top cards of ``built_from`` are tried on the top
    cards of its piles too. While one fits, the deal (``deal``) and any move
    from the stock are refused, naming the pile; the player chooses which
    card to play first and where it goes, where it fits two places. Other
    moves stay open: the rule is that the card is played before the game goes
    on with the stock, not that nothing else may be done meanwhile.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.clauses import Build, Suits
    >>> from patience_core.sources import HOFFMANN_1892
    >>> spark = HOFFMANN_1892.game(47).page(88)
    >>> kings = Foundations(spark, piles=("f1",), build=Build.DOWN, start=13)
    >>> runs = Building(spark, piles=("a1",), build=Build.UP, suit=Suits.SAME)
    >>> forthwith = Forthwith(spark, piles=("a1", "w1"), foundations=kings, building=runs, built_from=("w1",))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("KS"),)), Pile("a1", Role.TABLEAU, (parse_card("4D"),)),
    ...          Pile("w1", Role.WASTE, (parse_card("QS"),)), Pile("stock", Role.STOCK, (parse_card("9C"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(forthwith.patience_check_move(position, Deal()).rule)
    a card that can be played is played before more cards come from the stock: w1
    >>> forthwith.due(position.with_piles({"w1": (parse_card("5D"),)}))
    ['w1']
    >>> forthwith.due(position.with_piles({"w1": (parse_card("6D"),)})), forthwith.patience_check_move(
    ...     position.with_piles({"w1": (parse_card("6D"),)}), Deal()) is None
    ([], True)
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(
        self,
        cite: Citation,
        *,
        piles: tuple[str, ...],
        foundations: Foundations | tuple[Foundations, ...],
        building: Building | None = None,
        built_from: tuple[str, ...] = (),
        stock: str = "stock",
    ) -> None:
        if built_from and building is None:
            raise ValueError("Forthwith: built_from= needs building=, the sequences its cards are played to")
        self.cite = cite
        self.piles = piles
        self.foundations = (foundations,) if isinstance(foundations, Foundations) else foundations
        self.building = building
        self.built_from = built_from
        self.stock = stock
        self.rule = "a card that can be played is played before more cards come from the stock"

    def due(self, position: Position) -> list[str]:
        """The piles whose top card can be played now, to a foundation or (``built_from``) onto a sequence."""
        return playable(position, self.piles, self.foundations, building=self.building, built_from=self.built_from)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The deal, or a card taken from the stock, waits while a card is due."""
        if not isinstance(move, Deal) and not (isinstance(move, Move) and move.source == self.stock):
            return None
        due = self.due(position)
        if due:
            return illegal(f"{self.rule}: {due[0]}", self.cite)
        return None


class FreshCards:
    """Until the deal begins, a space of ``piles`` is filled with a fresh card from the ``stock``; then never again.

    ``dealing`` is the game's :class:`Dealing`, dealt in groups, which counts
    its deals in the position's state (``deals``): before the first, a card
    of the stock may be taken, one at a time, into an empty pile of ``piles``
    and nowhere else, and the deal waits until none of them is empty (The
    Spark: the vacancies are filled "with fresh cards" before the rest of the
    pack is dealt). Once the deal has begun, the stock fills no space.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> spark = HOFFMANN_1892.game(47).page(88)
    >>> heaps = Dealing(spark, piles=("w1", "w2"), size=3, groups=2)
    >>> fresh = FreshCards(spark, piles=("a1", "a2"), dealing=heaps)
    >>> table = (Pile("a1", Role.TABLEAU), Pile("a2", Role.TABLEAU, (parse_card("4D"),)), Pile("w1", Role.WASTE),
    ...          Pile("w2", Role.WASTE), Pile("stock", Role.STOCK, (parse_card("9C"), parse_card("7H"))))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(fresh.patience_check_move(position, Deal()).describe())
    the spaces are filled from the stock before the deal begins: a1 [Hoffmann 1892, No. 47 "The Spark", p. 88]
    >>> fresh.patience_check_move(position, Move("stock", "a1")) is None
    True
    >>> print(fresh.patience_check_move(position, Move("stock", "a2")).rule)
    a card of the stock goes only to a space
    >>> print(fresh.patience_check_move(position.with_state(deals=1), Move("stock", "a1")).rule)
    once the deal has begun, the stock fills no space
    """

    governs: ClassVar[Part] = Part.SPACES

    def __init__(self, cite: Citation, *, piles: tuple[str, ...], dealing: Dealing, stock: str = "stock") -> None:
        if dealing.groups < 2:
            raise ValueError("FreshCards: dealing= is a Dealing in groups, which counts its deals")
        self.cite = cite
        self.piles = piles
        self.dealing = dealing
        self.stock = stock
        self.rule = "until the deal begins, a space is filled with a fresh card from the stock"

    def begun(self, position: Position) -> bool:
        """Whether the deal has begun."""
        return int(position.get("deals", 0)) > 0

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """One card of the stock (the rule says when); ``None`` for any other pile."""
        if pile.id != self.stock:
            return None
        return (1,) if pile.cards else ()

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """This rule, with its citation, if it fills ``pile``."""
        return (self.rule, self.cite) if pile.id in self.piles else None

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Before the deal, the stock's card goes to a space, and the deal waits for the spaces; after it, neither."""
        if isinstance(move, Deal):
            if self.begun(position) or not position.pile(self.stock).cards:
                return None
            empty = next((pile_id for pile_id in self.piles if not position.pile(pile_id).cards), None)
            if empty is not None:
                return illegal(f"the spaces are filled from the stock before the deal begins: {empty}", self.cite)
            return None
        if not isinstance(move, Move) or move.source != self.stock:
            return None
        if self.begun(position):
            return illegal("once the deal has begun, the stock fills no space", self.cite)
        if move.target not in self.piles or position.pile(move.target).cards or move.count != 1:
            return illegal("a card of the stock goes only to a space", self.cite)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The stock's top card, one at a time, before the deal begins."""
        if pile.id != self.stock:
            return None
        if self.begun(position) or count != 1:
            return illegal("once the deal has begun, the stock fills no space", self.cite)
        return legal(self.rule, self.cite)
