"""Finding the installed patiences.

Plugins register through the entry point group ``patience``, exactly as
pluggy's ``load_setuptools_entrypoints`` reads them, but one at a time: a plugin
that fails to import, misspells a hook, returns malformed metadata or takes a
name already taken is set aside as *broken*, with the reason, and a
:class:`PluginWarning` names it. The other patiences go on working. Asking for
a broken patience raises :class:`~patience_core.PluginError`.
"""

from __future__ import annotations

import difflib
import json
import warnings
from collections.abc import Iterable
from dataclasses import dataclass
from importlib.metadata import entry_points
from typing import Any

from patience_core.deals import random_number, shuffled_pack
from patience_core.errors import PluginError, PositionError, UnknownVariantError
from patience_core.game import Game
from patience_core.model import VARIANT_NAME, Edition, Position, Source, Variant
from patience_core.notation import position_from_dict
from patience_core.rulebook import Rulebook, new_manager, register_checked

__all__ = ["ENTRY_POINT_GROUP", "BrokenPlugin", "PluginWarning", "Registry"]

ENTRY_POINT_GROUP = "patience"
MAX_SAVE_BYTES = 1_000_000


class PluginWarning(UserWarning):
    """A plugin was set aside as broken; the message names it and says why."""


@dataclass(frozen=True)
class BrokenPlugin:
    """A plugin that could not be used: its name and the reason."""

    name: str
    reason: str


@dataclass(frozen=True)
class _Installed:
    variant: Variant
    plugin: str


def _check_sources(sources: object, where: str) -> None:
    if not isinstance(sources, tuple) or not sources:
        raise ValueError(f"{where}: sources must be a non-empty tuple of Source")
    for source in sources:
        if not isinstance(source, Source):
            raise ValueError(f"{where}: {source!r} is not a Source")
        if not (source.author and isinstance(source.year, int) and source.title):
            raise ValueError(f"{where}: a source needs an author, a year and a title")


def check_variant(variant: object) -> Variant:
    """Check the metadata a plugin returned; raise :class:`ValueError` saying what is wrong."""
    if not isinstance(variant, Variant):
        raise ValueError(f"patience_variant returned {type(variant).__name__}, not a Variant")
    for name in (variant.name, *variant.aliases):
        if not isinstance(name, str) or not VARIANT_NAME.match(name):
            raise ValueError(f"{name!r} is not a valid name (lower-case words joined by hyphens)")
    if variant.packs not in (1, 2):
        raise ValueError(f"packs must be 1 or 2, not {variant.packs!r}")
    if not isinstance(variant.redeals, int) or variant.redeals < 0:
        raise ValueError(f"redeals must be a whole number, not {variant.redeals!r}")
    _check_sources(variant.sources, variant.name)
    if not isinstance(variant.editions, tuple) or not variant.editions:
        raise ValueError(f"{variant.name}: editions must be a non-empty tuple of Edition")
    names: set[str] = set()
    for edition in variant.editions:
        if not isinstance(edition, Edition):
            raise ValueError(f"{variant.name}: {edition!r} is not an Edition")
        if not VARIANT_NAME.match(edition.name) or edition.name in names:
            raise ValueError(f"{variant.name}: edition name {edition.name!r} is invalid or repeated")
        names.add(edition.name)
        _check_sources(edition.sources, f"{variant.name} edition {edition.name}")
    if not isinstance(variant.rules, tuple) or not variant.rules:
        raise ValueError(f"{variant.name}: rules must be a non-empty tuple of rule objects")
    return variant


class Registry:
    """The installed patiences: entry-point plugins plus any given here.

    ``plugins`` are extra plugin objects (each implementing ``patience_variant``),
    registered after the entry points. ``entry_points=False`` leaves the installed
    plugins out, for tests and for trying a plugin before packaging it.
    """

    def __init__(self, plugins: Iterable[object] = (), *, entry_points: bool = True) -> None:
        self._manager = new_manager()
        self._installed: dict[str, _Installed] = {}
        self._names: dict[str, str] = {}
        self._broken: dict[str, BrokenPlugin] = {}
        if entry_points:
            self._load_entry_points()
        for plugin in plugins:
            name = getattr(plugin, "__name__", None) or type(plugin).__name__
            self._add(name, lambda plugin=plugin: plugin)

    # ----------------------------------------------------------------- loading

    def _load_entry_points(self) -> None:
        found = sorted(entry_points(group=ENTRY_POINT_GROUP), key=lambda ep: ep.name)
        for entry_point in found:
            self._add(entry_point.name, entry_point.load)

    def _add(self, name: str, load: Any) -> None:
        try:
            plugin = load()
        except Exception as error:
            self._set_broken(name, f"cannot be loaded: {type(error).__name__}: {error}")
            return
        try:
            register_checked(self._manager, plugin, name)
        except PluginError as error:
            self._set_broken(name, str(error).split(": ", 1)[1])
            return
        impls = [impl for impl in self._manager.hook.patience_variant.get_hookimpls() if impl.plugin is plugin]
        if not impls:
            self._manager.unregister(plugin)
            self._set_broken(name, "does not implement the hook patience_variant")
            return
        for impl in impls:
            try:
                variant = check_variant(impl.function())
                Rulebook(variant, variant.editions[0], name)
                for edition in variant.editions[1:]:
                    Rulebook(variant, edition, name)
            except PluginError as error:
                self._set_broken(name, str(error).split(": ", 1)[1])
                continue
            except Exception as error:
                self._set_broken(name, f"{type(error).__name__}: {error}")
                continue
            for taken in (variant.name, *variant.aliases):
                if taken in self._names:
                    self._set_broken(name, f"the name {taken!r} is already taken by plugin {self._names[taken]!r}")
                    break
            else:
                self._installed[variant.name] = _Installed(variant, name)
                for taken in (variant.name, *variant.aliases):
                    self._names[taken] = variant.name

    def _set_broken(self, name: str, reason: str) -> None:
        self._broken[name] = BrokenPlugin(name, reason)
        warnings.warn(f"patience plugin {name!r} is broken and was set aside: {reason}", PluginWarning, stacklevel=4)

    # ----------------------------------------------------------------- asking

    def variants(self) -> tuple[Variant, ...]:
        """The working patiences, sorted by name."""
        return tuple(self._installed[name].variant for name in sorted(self._installed))

    @property
    def broken(self) -> tuple[BrokenPlugin, ...]:
        """The plugins set aside, with the reason for each."""
        return tuple(self._broken[name] for name in sorted(self._broken))

    def _installed_as(self, name: object) -> _Installed:
        if not isinstance(name, str):
            raise UnknownVariantError(f"a patience's name is a string, not {type(name).__name__}")
        key = name.strip().lower().replace(" ", "-").replace("_", "-")
        if key in self._names:
            return self._installed[self._names[key]]
        if key in self._broken:
            raise PluginError(key, self._broken[key].reason)
        starting = [known for known in sorted(self._names) if key and known.startswith(key)]
        close = tuple(dict.fromkeys([*starting, *difflib.get_close_matches(key, list(self._names), n=3, cutoff=0.6)]))[
            :3
        ]
        raise UnknownVariantError(f"no patience called {name[:60]!r} is installed", close)

    def variant(self, name: str) -> Variant:
        """The patience called ``name`` or one of its aliases."""
        return self._installed_as(name).variant

    def plugin_name(self, name: str) -> str:
        """The name of the plugin that provides the patience ``name``."""
        return self._installed_as(name).plugin

    def rulebook(self, name: str, edition: str | None = None) -> Rulebook:
        """The rules of patience ``name`` read as ``edition`` (the base edition for ``None``)."""
        installed = self._installed_as(name)
        return Rulebook(installed.variant, installed.variant.edition(edition), installed.plugin)

    def new_game(self, name: str, *, number: int | None = None, edition: str | None = None) -> Game:
        """A new game of ``name``: deal ``number`` (PySolFC's), or a fresh random deal."""
        rulebook = self.rulebook(name, edition)
        if number is None:
            number = random_number()
        pack = shuffled_pack(number, rulebook.variant.packs)
        return Game(rulebook, rulebook.deal(number, pack))

    def load_game(self, text: str | bytes | dict[str, Any]) -> Game:
        """The game saved as ``text`` (see :meth:`Game.to_json`), checked and replayed."""
        data = _read_json(text) if not isinstance(text, dict) else text
        position, rulebook = position_from_dict(data, self.rulebook)
        assert isinstance(data, dict)  # position_from_dict refused anything else
        moves = data.get("moves", [])
        if not isinstance(moves, list):
            raise PositionError('"moves" must be a list of moves')
        start_data = data.get("start")
        if start_data is not None:
            start, _ = position_from_dict(start_data, self.rulebook)
            if (start.variant, start.edition) != (position.variant, position.edition):
                raise PositionError('"start" is a position of another patience or edition')
            game = Game(rulebook, start, from_deal=False)
        elif moves:
            if position.number is None:
                raise PositionError('saved moves need a deal "number" or a "start" position')
            game = self.new_game(position.variant, number=position.number, edition=position.edition)
        else:
            return Game(rulebook, position, from_deal=_is_deal(self, position))
        game.replay(moves)
        if game.position != position:
            raise PositionError("the saved moves do not lead to the saved position")
        return game


def _is_deal(registry: Registry, position: Position) -> bool:
    if position.number is None:
        return False
    fresh = registry.new_game(position.variant, number=position.number, edition=position.edition)
    return fresh.position == position


def _read_json(text: object) -> object:
    if isinstance(text, bytes):
        if len(text) > MAX_SAVE_BYTES:
            raise PositionError(f"a saved game is at most {MAX_SAVE_BYTES} bytes")
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as error:
            raise PositionError(f"a saved game is UTF-8 text: {error}") from None
    if not isinstance(text, str):
        raise PositionError(f"a saved game is JSON text, not {type(text).__name__}")
    if len(text) > MAX_SAVE_BYTES:
        raise PositionError(f"a saved game is at most {MAX_SAVE_BYTES} characters")
    try:
        return json.loads(text)
    except (ValueError, RecursionError) as error:
        raise PositionError(f"not JSON: {error}"[:200]) from None
