"""Finding the installed patiences.

Plugins register through the entry point group ``patience``, exactly as
pluggy's ``load_setuptools_entrypoints`` reads them, but one at a time: a plugin
that fails to import (even by calling ``sys.exit``), misspells a hook or returns
malformed metadata is set aside as *broken*, with the reason, and a
:class:`PluginWarning` names it. The other patiences go on working. Asking for
a broken patience raises :class:`~patience_core.PluginError`.

A plugin may also add editions to a patience another plugin provides (the hook
``patience_editions``): a second book's text of a game already played after a
first. Each is checked like a patience's own edition and appended to the
patience's editions, after the patience's own; an edition offered to a patience
that is not installed, or under a name the patience already has, sets the
offering plugin aside.

When two plugins claim one name (a patience's name or an alias), the order in
which they happen to load decides nothing:

* a plugin of this project's own distributions (:data:`OWN_DISTRIBUTIONS`)
  keeps the name, and every other claimant is set aside, the message naming
  the plugin that keeps it;
* between two other plugins, neither gets the name: both are set aside, each
  message naming the other, and asking for the name says so.
"""

from __future__ import annotations

import copy
import difflib
import functools
import json
import warnings
from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from importlib.metadata import EntryPoint, entry_points
from typing import Any

from patience_core.cards import PackKind
from patience_core.deals import random_number, shuffled_pack
from patience_core.errors import PluginError, PositionError, UnknownVariantError, capped
from patience_core.game import Game
from patience_core.model import VARIANT_NAME, Edition, EditionOf, Position, Variant
from patience_core.notation import position_from_dict
from patience_core.rulebook import Rulebook, new_manager, register_checked
from patience_core.sources import Reading, Source

__all__ = ["ENTRY_POINT_GROUP", "OWN_DISTRIBUTIONS", "BrokenPlugin", "PluginWarning", "Registry", "default_registry"]

ENTRY_POINT_GROUP = "patience"
MAX_SAVE_BYTES = 1_000_000
#: The distributions of this project (normalised names): in a clash of names, theirs win.
OWN_DISTRIBUTIONS = frozenset(
    {
        "patience-beleaguered-castle",
        "patience-cadogan-1914",
        "patience-hoffmann-1892",
        "patience-hoffmann-1921",
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


def _check_edition(edition: object, where: str) -> Edition:
    """An edition's name and sources, checked; raise :class:`ValueError` saying what is wrong."""
    if not isinstance(edition, Edition):
        raise ValueError(f"{where}: {edition!r} is not an Edition")
    if not isinstance(edition.name, str) or not VARIANT_NAME.match(edition.name):
        raise ValueError(f"{where}: edition name {edition.name!r} is not lower-case words joined by hyphens")
    _check_sources(edition.sources, f"{where} edition {edition.name}", readings=True)
    if edition.standalone and not (isinstance(edition.rules, tuple) and edition.rules):
        raise ValueError(f"{where} edition {edition.name}: a standalone edition brings its own rules")
    if edition.packs is not None:
        if isinstance(edition.packs, bool) or not isinstance(edition.packs, int) or edition.packs < 1:
            raise ValueError(f"{where} edition {edition.name}: packs must be a whole number, one or more")
        if not edition.standalone:
            raise ValueError(
                f"{where} edition {edition.name}: only a standalone edition, dealt by its own rules, "
                "may be played with its own number of packs"
            )
    return edition


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
        _check_edition(edition, variant.name)
        if edition.name in names:
            raise ValueError(f"{variant.name}: edition name {edition.name!r} is repeated")
        names.add(edition.name)
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
        self._offered: list[tuple[str, EditionOf]] = []
        candidates: list[_Installed] = []
        if entry_points:
            for entry_point in sorted(_entry_points(), key=lambda ep: ep.name):
                candidates += self._load(entry_point.name, entry_point.load, own=_is_own(entry_point))
        for plugin in plugins:
            name = getattr(plugin, "__name__", None) or type(plugin).__name__
            candidates += self._load(name, lambda plugin=plugin: plugin, own=False)
        self._settle(candidates)
        self._attach(self._offered)

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
        offers = [impl for impl in self._manager.hook.patience_editions.get_hookimpls() if impl.plugin is plugin]
        if not impls and not offers:
            self._manager.unregister(plugin)
            self._set_broken(name, "implements neither patience_variant nor patience_editions")
            return []
        for impl in offers:
            try:
                result = impl.function()
                if not isinstance(result, Iterable) or isinstance(result, (str, bytes, EditionOf)):
                    raise ValueError(f"patience_editions returned {type(result).__name__}, not EditionOf values")
                offered = list(result)
                for offer in offered:
                    if not isinstance(offer, EditionOf) or not isinstance(offer.patience, str):
                        raise ValueError(f"patience_editions gave {offer!r}, not an EditionOf naming a patience")
                    _check_edition(offer.edition, f"edition of {offer.patience!r}")
                    for alias in offer.aliases:
                        if not isinstance(alias, str) or not VARIANT_NAME.match(alias):
                            raise ValueError(f"{alias!r} is not a valid name (lower-case words joined by hyphens)")
            except KeyboardInterrupt:
                raise
            except BaseException as error:
                self._set_broken(name, f"{type(error).__name__}: {error}")
                return []
            self._offered += [(name, offer) for offer in offered]
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

    def _attach(self, offered: list[tuple[str, EditionOf]]) -> None:
        """Add the editions plugins offered to the patiences they name; set aside the plugin of any that cannot join.

        Nothing is changed until every offer has been checked, so that a plugin
        set aside late (its edition's rules fail to register) leaves no edition
        behind: the offers are settled again without it until none fails.
        """
        refused: dict[str, str] = {}
        while True:
            joined = self._joined(offered, refused)
            if joined is not None:
                break
        for plugin, reason in refused.items():
            self._set_broken(plugin, reason)
        self._installed.update(joined)
        for installed in joined.values():
            for name in installed.names():
                self._names[name] = installed.variant.name

    def _joined(self, offered: list[tuple[str, EditionOf]], refused: dict[str, str]) -> dict[str, _Installed] | None:
        """The patiences with the offers of plugins not ``refused`` added; ``None`` once it refuses one more."""
        added: dict[str, list[tuple[str, Edition]]] = {}
        aliases: list[tuple[str, str]] = []  # (patience, a name offered for it)
        for plugin, offer in offered:
            if plugin in refused or plugin in self._broken:
                continue
            key = offer.patience.strip().lower().replace(" ", "-").replace("_", "-")
            if key not in self._names:
                refused[plugin] = (
                    f"offers the edition {offer.edition.name!r} of the patience {offer.patience!r}, "
                    "which no installed plugin provides"
                )
                return None
            installed = self._installed[self._names[key]]
            taken = {edition.name: installed.plugin for edition in installed.variant.editions}
            taken.update((edition.name, by) for by, edition in added.get(installed.variant.name, ()))
            if offer.edition.name in taken:
                refused[plugin] = (
                    f"offers the edition {offer.edition.name!r} of the patience {installed.variant.name!r}, "
                    f"which plugin {taken[offer.edition.name]!r} already gives it"
                )
                return None
            named = {alias: self._names.get(alias) for alias in offer.aliases}
            named.update((alias, patience) for patience, alias in aliases if alias in named)
            taken_alias = [alias for alias, owner in named.items() if owner not in (None, installed.variant.name)]
            if taken_alias:
                refused[plugin] = (
                    f"offers the name {taken_alias[0]!r} for the patience {installed.variant.name!r}, "
                    f"but it names the patience {named[taken_alias[0]]!r}"
                )
                return None
            aliases += [(installed.variant.name, alias) for alias, owner in named.items() if owner is None]
            added.setdefault(installed.variant.name, []).append((plugin, offer.edition))
        joined: dict[str, _Installed] = {}
        for patience, editions in added.items():
            installed = self._installed[patience]
            works = (source.work for _, edition in editions for source in edition.sources if isinstance(source, Source))
            variant = replace(
                installed.variant,
                editions=(*installed.variant.editions, *(edition for _, edition in editions)),
                sources=tuple(dict.fromkeys((*installed.variant.sources, *works))),
                aliases=tuple(dict.fromkeys((*installed.variant.aliases, *(a for p, a in aliases if p == patience)))),
            )
            rulebooks = {name: copy.copy(rulebook) for name, rulebook in installed.rulebooks.items()}
            for rulebook in rulebooks.values():
                rulebook.variant = variant
            for plugin, edition in editions:
                try:
                    rulebooks[edition.name] = Rulebook(variant, edition, plugin)
                except PluginError as error:
                    refused[plugin] = str(error).split(": ", 1)[1]
                    return None
            joined[patience] = replace(installed, variant=variant, rulebooks=rulebooks)
        return joined

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
        pack = shuffled_pack(number, rulebook.packs, rulebook.variant.pack)
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


@functools.cache
def default_registry() -> Registry:
    """The registry of the installed patiences, loaded once on first use."""
    return Registry()


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
