"""A tiny patience for the core's tests, independent of the real plugins.

*Shuttle*: the whole pack is the stock; a card turned goes onto one of two
reserves (``r1``, ``r2``) or to a foundation; a reserve's top card may go to the
other reserve or to a foundation. Foundations build up by suit from the ace.
One redeal, once the stock is empty: the reserves are gathered in the order the
player chooses, unshuffled. Cards can shuttle between the reserves, so a
position can repeat.
"""

from __future__ import annotations

from itertools import permutations

from patience_core import (
    Action,
    Edition,
    Move,
    Pile,
    Position,
    Redeal,
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

SOURCE = Source("Tester", 2024, "The Book of Test Patiences", pages="1", key="tester2024", copy="the test's own")
RESERVES = ("r1", "r2")


class ShuttleRules:
    """The rules of Shuttle."""

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Everything to the stock."""
        piles = (
            *(Pile(f"f{i}", Role.FOUNDATION) for i in range(1, 5)),
            *(Pile(pile_id, Role.RESERVE) for pile_id in RESERVES),
            Pile("stock", Role.STOCK, setup.pack),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Redeal once the stock is empty, gathering both reserves; nothing comes off a foundation."""
        if isinstance(move, Redeal):
            if position.pile("stock").cards:
                return illegal("the redeal waits until the stock is used up", SOURCE)
            if sorted(move.order) != sorted(RESERVES):
                return illegal("the redeal gathers both reserves, each once", SOURCE)
            return legal("the reserves are gathered in the order chosen", SOURCE)
        if isinstance(move, Move):
            if position.pile(move.source).role is Role.FOUNDATION:
                return illegal("foundation cards stay", SOURCE)
            if position.pile(move.target).role is Role.STOCK:
                return illegal("nothing goes back to the stock", SOURCE)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """One card at a time from the stock or a reserve."""
        if pile.role in (Role.STOCK, Role.RESERVE):
            return legal("one card", SOURCE) if count == 1 else illegal("one card at a time", SOURCE)
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Foundations up by suit from the ace; a reserve takes any card."""
        card = cards[0]
        if pile.role is Role.RESERVE:
            return legal("a reserve takes any card", SOURCE)
        if pile.role is Role.FOUNDATION:
            top = pile.top
            if top is None:
                return legal("an ace starts", SOURCE) if card.is_ace else illegal("only an ace starts", SOURCE)
            if card.suit is top.suit and card.rank == top.rank + 1:
                return legal("up by suit", SOURCE)
            return illegal("foundations build up by suit", SOURCE)
        return None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Both gathering orders."""
        return [Redeal(order) for order in permutations(RESERVES)]

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """The reserves gathered in the chosen order, the first at the bottom of the new stock, turned over."""
        gathered: list[Card] = []
        for pile_id in redeal.order:
            gathered.extend(position.pile(pile_id).cards)
        changes: dict[str, tuple[Card, ...]] = {pile_id: () for pile_id in RESERVES}
        changes["stock"] = tuple(reversed(gathered))
        return position.with_piles(changes)


RULES = ShuttleRules()

EDITIONS = (
    Edition("base", "Shuttle", (SOURCE,), changes="the base rules"),
    Edition("no-redeal", "Shuttle without a redeal", (SOURCE.at("2"),), changes="no redeal", redeals=0),
)


def make_variant(**changes: object) -> Variant:
    """The Shuttle variant, with any field replaced."""
    fields: dict[str, object] = {
        "name": "shuttle",
        "title": "Shuttle",
        "family": "Test",
        "packs": 1,
        "sources": (SOURCE,),
        "editions": EDITIONS,
        "rules": (RULES,),
        "aliases": ("back-and-forth",),
        "redeals": 1,
    }
    fields.update(changes)
    return Variant(**fields)  # type: ignore[arg-type]


VARIANT = make_variant()


class ShuttlePlugin:
    """The plugin object: provides the variant returned by ``variant``."""

    def __init__(self, variant: Variant = VARIANT, name: str = "shuttle") -> None:
        self.variant = variant
        self.__name__ = name

    @hookimpl
    def patience_variant(self) -> Variant:
        """Shuttle."""
        return self.variant


@hookimpl
def patience_variant() -> Variant:
    """Shuttle, when this module itself is the plugin."""
    return VARIANT
