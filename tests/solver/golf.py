"""Golf, as a test's own patience: a game with no foundations, won by emptying the tableau.

Seven columns of five cards, the rest a stock; the top card of the stock starts
the waste. The last card of a column goes onto the waste when it is one rank
above or below the waste's top card (no turning the corner from king to ace);
the stock's top card may be turned onto the waste at any time. Won when the
columns are empty. Written by hand for the solver's tests, not from any book:
nothing in it is a rule the project documents.
"""

from __future__ import annotations

from patience_core import (
    Action,
    Edition,
    Move,
    Pile,
    Position,
    RankKey,
    Role,
    Ruling,
    Setup,
    Source,
    Variant,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import Card

SOURCE = Source("Tester", 2024, "The Book of Test Patiences", pages="2", key="tester2024", copy="the test's own")
COLUMNS = tuple(f"t{i}" for i in range(1, 8))


class GolfRules:
    """The rules of the test's Golf."""

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Five cards to each column, one to the waste, the rest to the stock."""
        pack = list(setup.pack)
        columns = [tuple(pack.pop() for _ in range(5)) for _ in COLUMNS]
        waste = (pack.pop(),)
        piles = (
            *(Pile(pile_id, Role.TABLEAU, cards) for pile_id, cards in zip(COLUMNS, columns, strict=True)),
            Pile("waste", Role.WASTE, waste),
            Pile("stock", Role.STOCK, tuple(pack)),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cards go only onto the waste, from a column or the stock."""
        if isinstance(move, Move):
            if move.target != "waste":
                return illegal("cards go only onto the waste", SOURCE)
            if move.source == "waste":
                return illegal("the waste's cards stay", SOURCE)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The last card of a column, the top card of the stock."""
        return legal("one card", SOURCE) if count == 1 else illegal("one card at a time", SOURCE)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """A column's card one rank above or below the waste's top; the stock's card whatever it is."""
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        return []

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when the columns are empty."""
        return not any(position.pile(pile_id).cards for pile_id in COLUMNS)


class GolfPlacing:
    """Where the rank matters: a column's card onto the waste."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        if isinstance(move, Move) and move.target == "waste" and move.source in COLUMNS:
            card, top = position.pile(move.source).top, position.pile("waste").top
            if card is None or top is None or abs(card.rank - top.rank) != 1:
                return illegal("a column's card goes onto the waste one rank above or below its top", SOURCE)
            return legal("one rank above or below", SOURCE)
        if isinstance(move, Move) and move.source == "stock":
            return legal("the stock's card is turned onto the waste", SOURCE)
        return None


#: The test's key: no rule looks at a suit, and of the waste no rule looks at more than its top card.
KEY = RankKey(tops=("waste",))

VARIANT = Variant(
    name="test-golf",
    title="Golf (the test's)",
    family="Test",
    packs=1,
    sources=(SOURCE,),
    editions=(Edition("base", "Golf", (SOURCE,), changes="the base rules"),),
    rules=(GolfPlacing(), GolfRules()),
)


class GolfPlugin:
    """The plugin object: provides the variant it is given (the test's Golf by default)."""

    def __init__(self, variant: Variant = VARIANT) -> None:
        self.variant = variant
        self.__name__ = "test-golf"

    @hookimpl
    def patience_variant(self) -> Variant:
        """The test's Golf."""
        return self.variant
