"""The pluggy markers of the project ``patience``, and the hooks a plugin module that only declares makes of them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

import pluggy

if TYPE_CHECKING:
    from patience_core.model import EditionOf, Variant

__all__ = ["hookimpl", "hookspec", "offered", "published"]

#: Marks a function as a hook specification of the project ``patience``.
hookspec = pluggy.HookspecMarker("patience")
#: Marks a function or method as a hook implementation of the project ``patience``.
hookimpl = pluggy.HookimplMarker("patience")


def published(game: Variant) -> Callable[[], Variant]:
    """The hook ``patience_variant`` answering ``game``: a module assigns it to its own ``patience_variant``.

    pluggy finds a module's hook implementations by name among its attributes,
    whatever made them, so ``patience_variant = published(VARIANT)`` registers
    the module as the plugin of ``game``, under the name of its entry point.
    """

    @hookimpl
    def patience_variant() -> Variant:
        return game

    patience_variant.__doc__ = f"{game.title}: the game and its editions."
    return patience_variant


def offered(*editions: EditionOf) -> Callable[[], tuple[EditionOf, ...]]:
    """The hook ``patience_editions`` answering ``editions``: ``patience_editions = offered(EDITION)``.

    A module of a second book whose game another plugin already plays offers
    its edition of it this way, as :func:`published` declares a patience.
    """

    @hookimpl
    def patience_editions() -> tuple[EditionOf, ...]:
        return editions

    names = ", ".join(f"{offer.edition.name} of {offer.patience}" for offer in editions)
    patience_editions.__doc__ = f"The editions offered: {names}."
    return patience_editions
