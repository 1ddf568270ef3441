"""Two plugins claiming one name: the project's own plugin keeps it; between strangers, neither does.

The strangers here are real distributions, written as ``.dist-info`` folders on
``sys.path``, so the installed entry points are read exactly as for a user.
"""

from __future__ import annotations

import importlib
import subprocess
import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest

from patience_core import PluginError, PluginWarning, Registry
from patience_core.registry import OWN_DISTRIBUTIONS
from tests.strangers import install_stranger

from .test_plugins import only_broken
from .toy import ShuttlePlugin, make_variant

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def strangers(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[Callable[[str, str], None]]:
    """Install strangers' distributions for this test: ``strangers(distribution, variant)``."""
    monkeypatch.syspath_prepend(str(tmp_path))

    installed: list[str] = []

    def install(distribution: str, variant: str) -> None:
        installed.append(install_stranger(tmp_path, distribution, variant))
        importlib.invalidate_caches()

    yield install
    for module in installed:
        sys.modules.pop(module, None)


@pytest.mark.parametrize("stranger", ["aaa-clash", "zzz-clash"])
def test_the_projects_own_plugin_keeps_its_name(strangers: Callable[[str, str], None], stranger: str) -> None:
    strangers(stranger, "sir-tommy")
    with pytest.warns(PluginWarning) as caught:
        registry = Registry()
    assert registry.plugin_name("sir-tommy") == "sir-tommy"
    assert registry.variant("sir-tommy").title == "Sir Tommy"
    assert registry.new_game("sir-tommy", number=1).variant.title == "Sir Tommy"
    reason = only_broken(registry)[stranger]
    assert "'sir-tommy' belongs to the patience 'sir-tommy' of plugin 'sir-tommy'" in reason
    assert [str(warning.message) for warning in caught if stranger in str(warning.message)]


@pytest.mark.parametrize("order", [("aaa-clash", "zzz-clash"), ("zzz-clash", "aaa-clash")])
def test_between_strangers_neither_gets_the_name(strangers: Callable[[str, str], None], order: tuple[str, str]) -> None:
    for distribution in order:
        strangers(distribution, "lookalike")
    with pytest.warns(PluginWarning):
        registry = Registry()
    broken = only_broken(registry)
    assert "also claimed by plugin 'zzz-clash'" in broken["aaa-clash"]
    assert "also claimed by plugin 'aaa-clash'" in broken["zzz-clash"]
    with pytest.raises(PluginError, match="claimed by plugins 'aaa-clash' and 'zzz-clash'; neither is used"):
        registry.new_game("lookalike", number=1)
    assert registry.variant("sir-tommy").title == "Sir Tommy"


def test_a_plugin_given_directly_is_a_stranger_too() -> None:
    """Given plugins (a plugin tried before packaging) follow the strangers' rule: one name, neither used."""
    with pytest.warns(PluginWarning) as caught:
        registry = Registry(
            plugins=[ShuttlePlugin(), ShuttlePlugin(make_variant(name="other", aliases=("shuttle",)), "other")],
            entry_points=False,
        )
    assert len(caught) == 2
    assert registry.variants() == ()
    with pytest.raises(PluginError, match="neither is used"):
        registry.variant("shuttle")


def test_an_alias_clash_is_a_clash() -> None:
    with pytest.warns(PluginWarning) as caught:
        registry = Registry(
            plugins=[ShuttlePlugin(), ShuttlePlugin(make_variant(name="other"), "other")], entry_points=False
        )
    assert len(caught) == 2
    broken = only_broken(registry)
    assert "'back-and-forth' is also claimed by plugin 'shuttle'" in broken["other"]
    assert "'back-and-forth' is also claimed by plugin 'other'" in broken["shuttle"]


def test_the_clash_at_the_command_line(tmp_path: Path) -> None:
    install_stranger(tmp_path, "aaa-clash", "sir-tommy")
    shown = subprocess.run(
        [sys.executable, "-m", "patience_core", "show", "sir-tommy", "-n", "1"],
        capture_output=True,
        text=True,
        env={"PYTHONPATH": str(tmp_path), "PATH": ""},
        timeout=120,
    )
    assert shown.returncode == 0, shown.stderr
    assert shown.stdout.startswith("Sir Tommy (parlett-1979), deal 1")
    assert "warning: patience plugin 'aaa-clash' is broken" in shown.stderr
    assert "Traceback" not in shown.stderr


def test_own_distributions_are_the_plugins_folder() -> None:
    names = set()
    for pyproject in (ROOT / "plugins").glob("*/pyproject.toml"):
        with pyproject.open("rb") as file:
            names.add(tomllib.load(file)["project"]["name"])
    assert names == OWN_DISTRIBUTIONS, "list every distribution of plugins/ in registry.OWN_DISTRIBUTIONS"
