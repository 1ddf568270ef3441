"""Finding the installed patiences.

Plugins register through the entry point group ``patience``, exactly as
pluggy's ``load_setuptools_entrypoints`` reads them, but one at a time: a plugin
that fails to import (even by calling ``sys.exit``), misspells a hook or returns
malformed metadata is set aside as *broken*, with the reason, and a
:class:`PluginWarning` names it. The other patiences go on working. Asking for
a broken patience raises :class:`~patience_core.PluginError`.

When two plugins claim one name (a patience's name or an alias), the order in
which they happen to load decides nothing:

* a plugin of this project's own distributions (:data:`OWN_DISTRIBUTIONS`)
  keeps the name, and every other claimant is set aside, the message naming
  the plugin that keeps it;
* between two other plugins, neither gets the name: both are set aside, each
  message naming the other, and asking for the name says so.
"""

from __future__ import annotations

import difflib
import json
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from patience_core.cards import PackKind
from patience_core.deals import random_number, shuffled_pack
from patience_core.errors import PluginError, PositionError, UnknownVariantError, capped
from patience_core.game import Game
from patience_core.model import VARIANT_NAME, Edition, Position, Variant
from patience_core.notation import position_from_dict
from patience_core.rulebook import Rulebook, new_manager, register_checked
from patience_core.sources import Reading, Source

__all__ = ["ENTRY_POINT_GROUP", "OWN_DISTRIBUTIONS", "BrokenPlugin", "PluginWarning", "Registry"]

ENTRY_POINT_GROUP = "patience"
MAX_SAVE_BYTES = 1_000_000
#: The distributions of this project (normalised names): in a clash of names, theirs win.
OWN_DISTRIBUTIONS = frozenset(
    {
        "patience-beleaguered-castle",
        "patience-cadogan-1914",
        "patience-capricieuse",
        "patience-puss-in-the-corner",
        "patience-russian-patience",
        "patience-sir-tommy",
    }
)


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
    own: bool = False
    #: Each edition's rulebook, built once when the plugin was checked: building one registers every rule
    #: object with pluggy, which costs more than dealing the game, and a rulebook holds no game's state.
    rulebooks: dict[str, Rulebook] = field(default_factory=dict, compare=False, repr=False)

    def names(self) -> tuple[str, ...]:
        return (self.variant.name, *self.variant.aliases)


def _check_sources(sources: object, where: str, *, readings: bool = False) -> None:
    """Sources are a non-empty tuple of works (and, for an edition, readings); a Source checks itself."""
    kinds = (Source, Reading) if readings else (Source,)
    wanted = "a Source or a Reading" if readings else "a Source"
    if not isinstance(sources, tuple) or not sources:
        raise ValueError(f"{where}: sources must be a non-empty tuple, each {wanted}")
    for source in sources:
        if not isinstance(source, kinds):
            raise ValueError(f"{where}: {source!r} is not {wanted}")


def check_variant(variant: object) -> Variant:
    """Check the metadata a plugin returned; raise :class:`ValueError` saying what is wrong."""
    if not isinstance(variant, Variant):
        raise ValueError(f"patience_variant returned {type(variant).__name__}, not a Variant")
    for name in (variant.name, *variant.aliases):
        if not isinstance(name, str) or not VARIANT_NAME.match(name):
            raise ValueError(f"{name!r} is not a valid name (lower-case words joined by hyphens)")
    if isinstance(variant.packs, bool) or not isinstance(variant.packs, int) or variant.packs < 1:
        raise ValueError(f"packs must be a whole number, one or more, not {variant.packs!r}")
    if not isinstance(variant.pack, PackKind):
        raise ValueError(f"pack must be a PackKind (a whole pack or a stripped one), not {variant.pack!r}")
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
        _check_sources(edition.sources, f"{variant.name} edition {edition.name}", readings=True)
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
        self._contested: dict[str, tuple[str, ...]] = {}
        candidates: list[_Installed] = []
        if entry_points:
            for entry_point in sorted(_entry_points(), key=lambda ep: ep.name):
                candidates += self._load(entry_point.name, entry_point.load, own=_is_own(entry_point))
        for plugin in plugins:
            name = getattr(plugin, "__name__", None) or type(plugin).__name__
            candidates += self._load(name, lambda plugin=plugin: plugin, own=False)
        self._settle(candidates)

    # ----------------------------------------------------------------- loading

    def _load(self, name: str, load: Any, *, own: bool) -> list[_Installed]:
        """The patiences plugin ``name`` provides, checked; a broken plugin is set aside here."""
        try:
            plugin = load()
        except KeyboardInterrupt:
            raise
        except BaseException as error:  # SystemExit too: a plugin must not end the program
            self._set_broken(name, f"cannot be loaded: {type(error).__name__}: {error}")
            return []
        try:
            register_checked(self._manager, plugin, name)
        except PluginError as error:
            self._set_broken(name, str(error).split(": ", 1)[1])
            return []
        impls = [impl for impl in self._manager.hook.patience_variant.get_hookimpls() if impl.plugin is plugin]
        if not impls:
            self._manager.unregister(plugin)
            self._set_broken(name, "does not implement the hook patience_variant")
            return []
        found = []
        for impl in impls:
            try:
                variant = check_variant(impl.function())
                rulebooks = {edition.name: Rulebook(variant, edition, name) for edition in variant.editions}
            except PluginError as error:
                self._set_broken(name, str(error).split(": ", 1)[1])
            except KeyboardInterrupt:
                raise
            except BaseException as error:
                self._set_broken(name, f"{type(error).__name__}: {error}")
            else:
                found.append(_Installed(variant, name, own, rulebooks))
        return found

    def _settle(self, candidates: list[_Installed]) -> None:
        """Install the candidates, deciding each name claimed twice by the rule of the module's description."""
        claims: dict[str, list[_Installed]] = {}
        for candidate in candidates:
            for taken in dict.fromkeys(candidate.names()):
                claims.setdefault(taken, []).append(candidate)
        refused: dict[int, str] = {}
        for taken, claimants in claims.items():
            if len(claimants) == 1:
                continue
            owners = [claimant for claimant in claimants if claimant.own]
            if len(owners) == 1:
                keeper = owners[0]
                for claimant in claimants:
                    if claimant is not keeper:
                        refused.setdefault(
                            id(claimant),
                            f"the name {taken!r} belongs to the patience {keeper.variant.name!r} "
                            f"of plugin {keeper.plugin!r}, which comes with patience_core",
                        )
                continue
            plugins = tuple(dict.fromkeys(claimant.plugin for claimant in claimants))
            self._contested[taken] = plugins
            for claimant in claimants:
                others = " and ".join(repr(plugin) for plugin in plugins if plugin != claimant.plugin)
                refused.setdefault(
                    id(claimant),
                    f"the name {taken!r} is also claimed by plugin {others or repr(claimant.plugin)}; "
                    "neither is used until one of them is uninstalled or renamed",
                )
        for candidate in candidates:
            if id(candidate) in refused:
                self._set_broken(candidate.plugin, refused[id(candidate)])
                continue
            self._installed[candidate.variant.name] = candidate
            for taken in candidate.names():
                self._names[taken] = candidate.variant.name

    def _set_broken(self, name: str, reason: str) -> None:
        reason = capped(reason)
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
        if key in self._contested:
            claimants = " and ".join(repr(plugin) for plugin in self._contested[key])
            raise PluginError(
                self._contested[key][0], f"the name {key!r} is claimed by plugins {claimants}; neither is used"
            )
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
        return installed.rulebooks[installed.variant.edition(edition).name]

    def new_game(self, name: str, *, number: int | None = None, edition: str | None = None) -> Game:
        """A new game of ``name``: deal ``number`` (PySolFC's), or a fresh random deal."""
        rulebook = self.rulebook(name, edition)
        if number is None:
            number = random_number()
        pack = shuffled_pack(number, rulebook.variant.packs, rulebook.variant.pack)
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


def _entry_points() -> list[EntryPoint]:
    return list(entry_points(group=ENTRY_POINT_GROUP))


def _is_own(entry_point: EntryPoint) -> bool:
    """Whether ``entry_point`` comes from one of this project's distributions."""
    distribution = getattr(entry_point, "dist", None)
    if distribution is None:
        return False
    name = distribution.metadata["Name"] or ""
    return name.lower().replace("_", "-").replace(".", "-") in OWN_DISTRIBUTIONS


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
