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
    from patience_core.rulings import Ruling

__all__ = [
    "MAX_MESSAGE",
    "IllegalMoveError",
    "InvalidMoveError",
    "PatienceError",
    "PluginError",
    "PositionError",
    "UnknownVariantError",
    "shown",
]

#: The longest message an error carries: whatever it quotes from outside, a
#: message stays readable on one screen (the rest is cut and marked ``…``).
MAX_MESSAGE = 500

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


def capped(message: str) -> str:
    """``message`` cut to :data:`MAX_MESSAGE` characters, the cut marked with ``…``."""
    return message if len(message) <= MAX_MESSAGE else message[: MAX_MESSAGE - 1] + "…"


class PatienceError(ValueError):
    """The root of every error this project raises on purpose.

    The message is capped at :data:`MAX_MESSAGE` characters. Every error of
    the tree survives pickling with its fields (``move``, ``ruling``,
    ``plugin``, ``hook``, ``suggestions``), so an error raised in a worker
    process reaches the caller whole.
    """

    def __init__(self, message: object = "") -> None:
        super().__init__(capped(str(message)))

    def __reduce__(self) -> tuple[object, ...]:
        # The subclasses' __init__ take other arguments than their message:
        # rebuild from the message and the fields rather than calling __init__.
        return _restore, (type(self), self.args, dict(self.__dict__))


def _restore(kind: type[PatienceError], args: tuple[object, ...], fields: dict[str, object]) -> PatienceError:
    """An error unpickled: its class, its message and its fields, without calling ``__init__``."""
    error = kind.__new__(kind, *args)
    error.args = args
    error.__dict__.update(fields)
    return error


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
