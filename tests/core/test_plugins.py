"""Plugin validation: a broken plugin is set aside by name, the others keep working.

A plugin that raises during play surfaces as PluginError naming the plugin and
the hook, and leaves the game as it was.
"""

from __future__ import annotations

import json
import sys
from collections.abc import Iterator
from importlib.metadata import EntryPoint
from pathlib import Path
from typing import Any

import pytest

from patience_core import (
    Edition,
    PluginError,
    PluginWarning,
    Position,
    Reading,
    Redeal,
    Registry,
    Setup,
    hookimpl,
)
from patience_core import registry as registry_module
from patience_core.cards import Card
from patience_core.model import Action, Move, Pile

from . import toy
from .conftest import run_out_stock
from .toy import RULES, SOURCE, ShuttlePlugin, make_variant


def working_with(*plugins: object) -> Registry:
    """A registry of Shuttle plus ``plugins``, which must each be set aside with a warning."""
    with pytest.warns(PluginWarning) as caught:
        registry = Registry(plugins=[ShuttlePlugin(), *plugins], entry_points=False)
    assert len(caught) == len(plugins)
    assert registry.new_game("shuttle", number=1).legal_moves()
    return registry


def only_broken(registry: Registry) -> dict[str, str]:
    return {broken.name: broken.reason for broken in registry.broken}


# ----------------------------------------------------------------------------- loading


class MisspelledRules:
    @hookimpl
    def patience_can_plac(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> None:
        """A typo: pluggy would never call it."""


class WrongArgumentRules:
    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, card: Card) -> None:
        """``card`` is not an argument of the spec."""


class NoDealRules:
    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        return False


class MisspelledVariant:
    __name__ = "typo"

    @hookimpl
    def patience_varient(self) -> None:
        """A typo in the plugin's own hook."""


class NoVariant:
    __name__ = "silent"


class RaisingVariant:
    __name__ = "raiser"

    @hookimpl
    def patience_variant(self) -> None:
        raise RuntimeError("metadata unavailable")


class DictVariant:
    __name__ = "dicty"

    @hookimpl
    def patience_variant(self) -> dict[str, str]:
        return {"name": "dicty"}


def bad(name: str, **changes: object) -> ShuttlePlugin:
    """Shuttle under another name (and no aliases) with some metadata changed."""
    fields: dict[str, object] = {"name": name, "aliases": ()}
    fields.update(changes)
    return ShuttlePlugin(make_variant(**fields), name)


BROKEN_PLUGINS: dict[str, tuple[object, str]] = {
    "misspelled rule hook": (bad("typo-rule", rules=(MisspelledRules(),)), "unknown hook 'patience_can_plac'"),
    "misspelled plugin hook": (MisspelledVariant(), "unknown hook 'patience_varient'"),
    "argument not in the spec": (bad("wrong-arg", rules=(RULES, WrongArgumentRules())), "card"),
    "no patience_deal": (bad("no-deal", rules=(NoDealRules(),)), "required hook patience_deal"),
    "no patience_variant": (NoVariant(), "implements neither patience_variant nor patience_editions"),
    "patience_variant raises": (RaisingVariant(), "RuntimeError: metadata unavailable"),
    "patience_variant returns no Variant": (DictVariant(), "returned dict, not a Variant"),
    "a name with capitals": (bad("Bad Name"), "'Bad Name' is not a valid name"),
    "an alias with underscores": (bad("fine", aliases=("not_fine",)), "'not_fine' is not a valid name"),
    "no packs": (bad("no-packs", packs=0), "packs must be a whole number, one or more"),
    "packs not a number": (bad("half-packs", packs=1.5), "packs must be a whole number, one or more"),
    "negative redeals": (bad("minus", redeals=-1), "redeals must be a whole number"),
    "no sources": (bad("unsourced", sources=()), "sources must be a non-empty tuple"),
    "a source that is a string": (bad("stringly", sources=("Parlett 1979",)), "is not a Source"),
    "a reading among the variant's works": (
        bad("read-in", sources=(Reading("any order", of=SOURCE),)),
        "is not a Source",
    ),
    "no editions": (bad("no-editions", editions=()), "editions must be a non-empty tuple"),
    "an edition that is a string": (bad("ed-string", editions=("base",)), "is not an Edition"),
    "an edition repeated": (bad("twice", editions=(toy.EDITIONS[0], toy.EDITIONS[0])), "is repeated"),
    "an edition without sources": (bad("ed-unsourced", editions=(Edition("base", "Base", ()),)), "edition base"),
    "an edition with a misspelled rule": (
        bad("ed-typo", editions=(toy.EDITIONS[0], Edition("typo", "Typo", (SOURCE,), rules=(MisspelledRules(),)))),
        "unknown hook 'patience_can_plac'",
    ),
    "no rules": (bad("ruleless", rules=()), "rules must be a non-empty tuple"),
}


@pytest.mark.parametrize("case", list(BROKEN_PLUGINS), ids=list(BROKEN_PLUGINS))
def test_a_broken_plugin_is_set_aside_by_name(case: str) -> None:
    plugin, reason = BROKEN_PLUGINS[case]
    name = plugin.__name__  # type: ignore[attr-defined]
    with pytest.warns(PluginWarning, match=f"patience plugin '{name}' is broken") as caught:
        registry = Registry(plugins=[ShuttlePlugin(), plugin], entry_points=False)
    assert len(caught) == 1
    assert reason in str(caught[0].message)
    broken = only_broken(registry)
    assert list(broken) == [name]
    assert reason in broken[name]
    # The working patience still works, whole.
    assert [variant.name for variant in registry.variants()] == ["shuttle"]
    game = registry.new_game("back-and-forth", number=1)
    game.play(game.legal_moves()[0])
    assert registry.load_game(game.to_json()) == game


def test_asking_for_a_broken_plugin_raises_plugin_error() -> None:
    registry = working_with(bad("no-deal", rules=(NoDealRules(),)))
    with pytest.raises(PluginError, match="plugin 'no-deal': no rule object implements") as caught:
        registry.new_game("no-deal")
    assert caught.value.plugin == "no-deal"


def test_several_broken_plugins_are_each_reported() -> None:
    plugins = [NoVariant(), RaisingVariant(), bad("no-packs", packs=0)]
    registry = working_with(*plugins)
    assert sorted(only_broken(registry)) == ["no-packs", "raiser", "silent"]


# ----------------------------------------------------------------------------- entry points


@pytest.fixture
def fake_entry_points(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> Iterator[list[EntryPoint]]:
    """Entry points of the group ``patience`` as the test lists them, instead of the installed ones."""
    (tmp_path / "exploding_patience.py").write_text("raise RuntimeError('boom at import')\n", "utf-8")
    monkeypatch.syspath_prepend(str(tmp_path))
    listed: list[EntryPoint] = []

    def entry_points(*, group: str) -> list[EntryPoint]:
        assert group == "patience"
        return list(listed)

    monkeypatch.setattr(registry_module, "entry_points", entry_points)
    yield listed
    sys.modules.pop("exploding_patience", None)


def test_entry_points_that_fail_to_load(fake_entry_points: list[EntryPoint]) -> None:
    fake_entry_points.extend(
        [
            EntryPoint("ghost", "no_such_patience_module", "patience"),
            EntryPoint("exploding", "exploding_patience", "patience"),
            EntryPoint("missing-attribute", f"{toy.__name__}:nothing_here", "patience"),
            EntryPoint("shuttle", toy.__name__, "patience"),
        ]
    )
    with pytest.warns(PluginWarning) as caught:
        registry = Registry()
    messages = [str(warning.message) for warning in caught]
    assert len(messages) == 3
    broken = only_broken(registry)
    assert sorted(broken) == ["exploding", "ghost", "missing-attribute"]
    assert "ModuleNotFoundError" in broken["ghost"] and "no_such_patience_module" in broken["ghost"]
    assert "RuntimeError: boom at import" in broken["exploding"]
    assert "AttributeError" in broken["missing-attribute"]
    for name in broken:
        assert any(f"'{name}'" in message for message in messages)
        with pytest.raises(PluginError, match=f"plugin '{name}'"):
            registry.new_game(name)
    assert [variant.name for variant in registry.variants()] == ["shuttle"]
    assert registry.new_game("shuttle", number=2).legal_moves()


def test_entry_points_then_plugins_given(fake_entry_points: list[EntryPoint]) -> None:
    fake_entry_points.append(EntryPoint("shuttle", toy.__name__, "patience"))
    registry = Registry(plugins=[bad("shuttle-b")])
    assert [variant.name for variant in registry.variants()] == ["shuttle", "shuttle-b"]
    assert registry.plugin_name("shuttle") == "shuttle"
    assert registry.plugin_name("shuttle-b") == "shuttle-b"


def test_a_plugin_that_exits_at_import_is_set_aside(fake_entry_points: list[EntryPoint], tmp_path: Path) -> None:
    (tmp_path / "exiting_patience.py").write_text("import sys\nsys.exit(3)\n", "utf-8")
    fake_entry_points.extend(
        [EntryPoint("exiting", "exiting_patience", "patience"), EntryPoint("shuttle", toy.__name__, "patience")]
    )
    try:
        with pytest.warns(PluginWarning, match="'exiting'.*SystemExit: 3"):
            registry = Registry()
    finally:
        sys.modules.pop("exiting_patience", None)
    assert only_broken(registry) == {"exiting": "cannot be loaded: SystemExit: 3"}
    with pytest.raises(PluginError, match=r"plugin 'exiting'.*SystemExit"):
        registry.new_game("exiting")
    assert registry.new_game("shuttle", number=1).legal_moves()


class ExitingVariant:
    __name__ = "quitter"

    @hookimpl
    def patience_variant(self) -> None:
        raise SystemExit("no metadata today")


def test_a_plugin_whose_metadata_hook_exits_is_set_aside() -> None:
    registry = working_with(ExitingVariant())
    assert only_broken(registry) == {"quitter": "SystemExit: no metadata today"}


# ----------------------------------------------------------------------------- failing during play


class Boom(Exception):
    """What the faulty rules raise."""


class FaultyRules:
    """Raises in one hook, chosen by ``hook``; passes on every other call."""

    def __init__(self, hook: str, error: type[BaseException] = Boom) -> None:
        self.hook = hook
        self.error = error

    def _maybe(self, name: str) -> None:
        if name == self.hook:
            raise self.error(f"faulty {name}")

    @hookimpl
    def patience_deal(self, setup: Setup) -> None:
        self._maybe("patience_deal")

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> None:
        self._maybe("patience_check_move")

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> None:
        self._maybe("patience_can_lift")

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> None:
        self._maybe("patience_can_place")

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> None:
        self._maybe("patience_apply_move")

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> None:
        self._maybe("patience_redeal")

    @hookimpl
    def patience_is_won(self, position: Position) -> None:
        self._maybe("patience_is_won")

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        self._maybe("patience_candidate_moves")
        return []

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        self._maybe("patience_check_position")
        return []


class LazyFaultyRules:
    """Candidates and position checks as generators that fail while they are read."""

    def __init__(self, hook: str) -> None:
        self.hook = hook

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> Iterator[Action]:
        yield Move("stock", "r1")
        if self.hook == "patience_candidate_moves":
            raise Boom("faulty patience_candidate_moves")

    @hookimpl
    def patience_check_position(self, position: Position) -> Iterator[str]:
        if self.hook == "patience_check_position":
            raise Boom("faulty patience_check_position")
        yield from ()


class WrongResultRules:
    """Returns a result of the wrong type from one hook."""

    def __init__(self, hook: str) -> None:
        self.hook = hook

    def _result(self, name: str) -> Any:
        return "not the expected result" if name == self.hook else None

    @hookimpl
    def patience_deal(self, setup: Setup) -> Any:
        return self._result("patience_deal")

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Any:
        return self._result("patience_check_move")

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Any:
        return self._result("patience_can_lift")

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Any:
        return self._result("patience_can_place")

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Any:
        return self._result("patience_apply_move")

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Any:
        return self._result("patience_redeal")

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> Any:
        return 42 if self.hook == "patience_candidate_moves" else []

    @hookimpl
    def patience_is_won(self, position: Position) -> Any:
        return "yes" if self.hook == "patience_is_won" else None

    @hookimpl
    def patience_check_position(self, position: Position) -> Any:
        return 42 if self.hook == "patience_check_position" else []


def exercise(registry: Registry, hook: str) -> None:
    """Do what calls ``hook`` in a Shuttle game with the faulty layer."""
    if hook == "patience_deal":
        registry.new_game("shuttle", number=1)
        return
    game = registry.new_game("shuttle", number=1)
    if hook == "patience_check_position":
        registry.load_game(game.to_json())
        return
    if hook == "patience_candidate_moves":
        game.legal_moves()
        return
    if hook == "patience_is_won":
        assert not game.is_won  # raises first if the hook fails
        return
    if hook == "patience_redeal":
        run_out_stock(game)
        before = game.to_json()
        try:
            game.play("redeal r1 r2")
        finally:
            assert game.to_json() == before
        return
    before = game.to_json()
    try:
        game.play("stock-r1")
    finally:
        assert game.to_json() == before, "a failing plugin changed the game"


HOOKS = [
    "patience_deal",
    "patience_check_move",
    "patience_can_lift",
    "patience_can_place",
    "patience_apply_move",
    "patience_redeal",
    "patience_is_won",
    "patience_candidate_moves",
    "patience_check_position",
]


def faulty_registry(rules: object, *, in_edition: bool = False) -> Registry:
    if in_edition:
        editions = (toy.EDITIONS[0].__class__("base", "Faulty", (SOURCE,), rules=(rules,)),)
        variant = make_variant(editions=editions)
    else:
        variant = make_variant(rules=(RULES, rules))
    return Registry(plugins=[ShuttlePlugin(variant, "shuttle-plugin")], entry_points=False)


@pytest.mark.parametrize("in_edition", [False, True], ids=["variant", "edition"])
@pytest.mark.parametrize("hook", HOOKS)
def test_a_hook_that_raises_names_plugin_and_hook(hook: str, in_edition: bool) -> None:
    registry = faulty_registry(FaultyRules(hook), in_edition=in_edition)
    with pytest.raises(PluginError) as caught:
        exercise(registry, hook)
    error = caught.value
    assert error.hook == hook
    assert error.plugin.startswith("shuttle-plugin")
    assert "FaultyRules" in error.plugin
    assert f"Boom: faulty {hook}" in str(error)
    assert isinstance(error.__cause__, Boom)


@pytest.mark.parametrize("hook", HOOKS)
def test_a_hook_that_exits_is_a_plugin_error(hook: str) -> None:
    registry = faulty_registry(FaultyRules(hook, SystemExit))
    with pytest.raises(PluginError, match=f"SystemExit: faulty {hook}") as caught:
        exercise(registry, hook)
    assert caught.value.hook == hook


@pytest.mark.parametrize("hook", ["patience_candidate_moves", "patience_check_position"])
def test_a_generator_hook_that_raises_while_read_names_plugin_and_hook(hook: str) -> None:
    registry = faulty_registry(LazyFaultyRules(hook))
    with pytest.raises(PluginError) as caught:
        exercise(registry, hook)
    assert caught.value.hook == hook
    assert caught.value.plugin.startswith("shuttle-plugin")


@pytest.mark.parametrize("hook", HOOKS)
def test_a_hook_that_returns_the_wrong_thing_names_plugin_and_hook(hook: str) -> None:
    registry = faulty_registry(WrongResultRules(hook))
    with pytest.raises(PluginError) as caught:
        exercise(registry, hook)
    assert caught.value.hook == hook
    assert caught.value.plugin.startswith("shuttle-plugin")


class OffersGarbage:
    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[object]:
        return ["not a move at all"]


def test_a_malformed_candidate_names_plugin_and_hook() -> None:
    registry = faulty_registry(OffersGarbage())
    with pytest.raises(PluginError, match="offered a malformed move") as caught:
        registry.new_game("shuttle", number=1).legal_moves()
    assert caught.value.hook == "patience_candidate_moves"


def test_other_games_keep_working_after_a_plugin_fails() -> None:
    registry = Registry(
        plugins=[
            ShuttlePlugin(),
            ShuttlePlugin(
                make_variant(name="faulty", aliases=(), rules=(RULES, FaultyRules("patience_can_place"))), "faulty"
            ),
        ],
        entry_points=False,
    )
    faulty = registry.new_game("faulty", number=1)
    with pytest.raises(PluginError, match="plugin 'faulty:FaultyRules', hook patience_can_place"):
        faulty.play("stock-r1")
    good = registry.new_game("shuttle", number=1)
    good.play("stock-r1")
    assert json.loads(good.to_json())["moves"] == [{"from": "stock", "to": "r1", "count": 1}]


def test_plugin_error_without_a_hook() -> None:
    error = PluginError("someone", "went wrong")
    assert (error.plugin, error.hook, str(error)) == ("someone", None, "plugin 'someone': went wrong")
    assert isinstance(error, ValueError)


def test_two_entry_points_with_one_name(fake_entry_points: list[EntryPoint]) -> None:
    fake_entry_points.extend(
        [EntryPoint("shuttle", toy.__name__, "patience"), EntryPoint("shuttle", "exploding_patience", "patience")]
    )
    with pytest.warns(PluginWarning, match="'shuttle'"):
        registry = Registry()
    # The first keeps working; the second is reported, under the name it claimed.
    assert [variant.name for variant in registry.variants()] == ["shuttle"]
    assert registry.new_game("shuttle", number=1).legal_moves()
    assert "boom at import" in only_broken(registry)["shuttle"]
