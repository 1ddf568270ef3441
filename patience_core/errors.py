"""The errors the project raises: a small tree under :class:`ValueError`.

.. code-block:: text

    ValueError
     └─ PatienceError
         ├─ IllegalMoveError      a move the rules forbid (names the rule and its source)
         ├─ InvalidMoveError      not a move at all (bad syntax, unknown pile)
         ├─ PositionError         a malformed or impossible position or save file
         ├─ UnknownVariantError   no installed patience or edition by that name
         └─ PluginError           a plugin that is broken or failed (names the plugin)
"""

from __future__ import annotations

import reprlib
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from patience_core.model import Ruling

__all__ = [
    "IllegalMoveError",
    "InvalidMoveError",
    "PatienceError",
    "PluginError",
    "PositionError",
    "UnknownVariantError",
    "shown",
]

_SHORT = reprlib.Repr()
_SHORT.maxlevel = 3
_SHORT.maxstring = _SHORT.maxother = _SHORT.maxlong = 40
_SHORT.maxlist = _SHORT.maxtuple = _SHORT.maxdict = 4


def shown(value: object) -> str:
    """A short ``repr`` of any value read from outside, safe to put in a message.

    Deep nesting and numbers too long to print are shortened, never raised on.
    """
    try:
        return _SHORT.repr(value)
    except (ValueError, RecursionError):  # an int too long to print, or a repr that recurses
        return "a number too long to show" if isinstance(value, int) else f"a value of type {type(value).__name__}"


class PatienceError(ValueError):
    """The root of every error this project raises on purpose."""


class InvalidMoveError(PatienceError):
    """Not a move at all: unreadable notation, an unknown pile, a bad count."""


class IllegalMoveError(PatienceError):
    """A well-formed move that the rules of the patience forbid.

    ``ruling`` holds the rule the move breaks and the source of that rule.
    """

    def __init__(self, move: object, ruling: Ruling) -> None:
        self.move = move
        self.ruling = ruling
        super().__init__(f"illegal move {move}: {ruling.describe()}")


class PositionError(PatienceError):
    """A position, save file or card that is malformed or impossible."""


class UnknownVariantError(PatienceError):
    """No installed patience (or edition of it) has that name.

    ``suggestions`` lists close names.
    """

    def __init__(self, message: str, suggestions: tuple[str, ...] = ()) -> None:
        self.suggestions = suggestions
        if suggestions:
            message += "; did you mean " + " or ".join(repr(name) for name in suggestions) + "?"
        super().__init__(message)


class PluginError(PatienceError):
    """A plugin that could not be loaded, is malformed, or failed during play.

    ``plugin`` names the plugin; ``hook`` names the hook, when a hook failed.
    """

    def __init__(self, plugin: str, message: str, *, hook: str | None = None) -> None:
        self.plugin = plugin
        self.hook = hook
        where = f"plugin {plugin!r}" + (f", hook {hook}" if hook else "")
        super().__init__(f"{where}: {message}")
