"""Save files: a game written to disk as its JSON, and read back.

A save file is the saved-game JSON of :meth:`~patience_core.Game.to_json`, in UTF-8. Reading
one only parses JSON and checks it (:func:`patience_core.load_game`): nothing in
a save file is ever executed or unpickled.

Saving is atomic: the JSON goes to a new temporary file in the same folder,
which is flushed to disk and then renamed over the old save in one step. A
crash or a full disk part-way leaves the old save as it was, never a
half-written one. A failure the program sees removes its temporary file; a
process killed part-way cannot, and leaves ``.NAME.<12 hex digits>.tmp`` beside
the save ``NAME``. The next save to ``NAME`` removes such files once they are
a minute old (a younger one may belong to a save still being written).
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import time
from pathlib import Path
from typing import TYPE_CHECKING

from patience_core.errors import PatienceError, PositionError
from patience_core.registry import MAX_SAVE_BYTES, default_registry

if TYPE_CHECKING:
    from patience_core.game import Game
    from patience_core.registry import Registry

__all__ = ["STALE_SECONDS", "read_game", "save_game"]

#: The age after which a temporary file of a save is taken as left by a killed process.
STALE_SECONDS = 60.0


def save_game(game: Game, path: str | os.PathLike[str]) -> Path:
    """Write ``game`` to ``path`` as JSON, atomically; return the path written.

    The file is replaced in one step, or not at all: if anything fails, the
    previous file at ``path`` (if any) is left untouched and
    :class:`~patience_core.PatienceError` says why.
    """
    target = Path(path)
    data = (game.to_json(indent=2) + "\n").encode("utf-8")
    folder = target.parent
    _remove_stale(folder, target.name)
    temporary = folder / f".{target.name}.{secrets.token_hex(6)}.tmp"
    try:
        descriptor = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o666)
    except OSError as error:
        raise PatienceError(f"cannot save the game to {str(target)!r}: {error.strerror or error}") from error
    try:
        with open(descriptor, "wb") as file:
            file.write(data)
            file.flush()
            os.fsync(file.fileno())
        os.replace(temporary, target)
    except BaseException as error:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        if isinstance(error, OSError):
            raise PatienceError(f"cannot save the game to {str(target)!r}: {error.strerror or error}") from error
        raise
    _sync_folder(folder)
    return target


def _remove_stale(folder: Path, name: str) -> None:
    """Remove the temporary files that saves of ``name`` killed part-way left in ``folder``."""
    ours = re.compile(rf"\.{re.escape(name)}\.[0-9a-f]{{12}}\.tmp\Z")
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return  # the save itself will say what is wrong with the folder
    now = time.time()
    for entry in entries:
        if ours.match(entry.name):
            with contextlib.suppress(OSError):
                if entry.is_file(follow_symlinks=False) and now - entry.stat().st_mtime > STALE_SECONDS:
                    os.unlink(entry.path)


def _sync_folder(folder: Path) -> None:
    """Flush the folder entry of the renamed file, where the system allows it (POSIX)."""
    try:
        descriptor = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(descriptor)
    except OSError:
        pass
    finally:
        os.close(descriptor)


def read_game(path: str | os.PathLike[str], *, registry: Registry | None = None) -> Game:
    """The game saved at ``path`` (a saved game or a bare position JSON).

    Only JSON is read. A missing or unreadable file raises
    :class:`~patience_core.PatienceError`; a file that is not a valid saved game
    raises :class:`~patience_core.PositionError` naming the file and the problem.
    ``registry`` gives the installed patiences (the default registry if ``None``).
    """
    source = Path(path)
    try:
        with open(source, "rb") as file:
            data = file.read(MAX_SAVE_BYTES + 1)
    except FileNotFoundError:
        raise PatienceError(f"no saved game at {str(source)!r}: the file does not exist") from None
    except IsADirectoryError:
        raise PatienceError(f"no saved game at {str(source)!r}: it is a folder") from None
    except OSError as error:
        raise PatienceError(f"cannot read {str(source)!r}: {error.strerror or error}") from None
    if registry is None:
        registry = default_registry()
    try:
        return registry.load_game(data)
    except PositionError as error:
        raise PositionError(f"{str(source)!r} is not a saved game: {error}") from None
