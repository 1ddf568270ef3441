"""Tables of the book's games set up by hand, for judging one rule at a time."""

from __future__ import annotations

from dataclasses import replace

from patience_core import Game, Registry, default_registry

from ..tables import cards


def registry() -> Registry:
    """The installed patiences, the book's games among them."""
    return default_registry()


def arrange(
    name: str, edition: str | None = None, *, number: int = 1, redeals_left: int | None = None, **piles: str
) -> Game:
    """A game of ``name`` from deal ``number`` with some piles' cards replaced (bottom to top).

    The rules judge moves on the table as it lies; whether every card is still
    there is the random-play properties' concern.
    """
    rulebook = registry().rulebook(name, edition)
    start = default_registry().new_game(name, number=number, edition=edition).position
    position = start.with_piles({pile_id: cards(text) for pile_id, text in piles.items()})
    if redeals_left is not None:
        position = replace(position, redeals_left=redeals_left)
    return Game(rulebook, position, from_deal=False)
