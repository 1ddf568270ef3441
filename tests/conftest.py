"""Shared test configuration: the ``--slow`` switch, hypothesis profiles and a plugin-tight registry.

* ``--slow`` (or the environment variable ``PATIENCE_SLOW=1``) runs the tests
  marked ``slow`` and loads the hypothesis profile ``long``; without it those
  tests are skipped and the profile ``fast`` keeps each property to a few
  seconds per patience, its examples drawn from a fixed seed with no example
  database, so that every run, on any machine, tries the same ones. The long
  profile explores afresh; it is sized so that the whole ``--slow`` run ends
  within a quarter of an hour on two cores; ``PATIENCE_LONG_EXAMPLES``
  (examples per property, 16 by default) and ``PATIENCE_LONG_GAMES`` (games
  per edition in the long run, 10) ask for more.
* ``own_registry`` is a :class:`~patience_core.Registry` holding exactly the
  patiences of this repository's ``plugins/`` folder, whatever else happens to
  be installed, for tests that need an exact set.
"""

from __future__ import annotations

import importlib
import os
import sys
import tomllib
from collections.abc import Callable, Iterator
from pathlib import Path
from types import ModuleType

import pytest
from hypothesis import HealthCheck, settings

from patience_core import Registry

ROOT = Path(__file__).resolve().parent.parent
PLUGINS = ROOT / "plugins"
DATA = Path(__file__).resolve().parent / "data"

# Games are played inside the properties: an example takes as long as its game. The default run is the same
# every time, wherever it runs: its examples are drawn from a fixed seed, and no example database is read or
# written, so what it finds never hangs on a local ``.hypothesis`` folder and a failure is seen again by the next
# run. The long run explores afresh each time and keeps what fails in the database; an example it finds is pinned
# with ``@example`` beside its property (hypothesis prints it), so that the default run tries it from then on.
settings.register_profile(
    "fast",
    max_examples=12,
    deadline=None,
    derandomize=True,
    database=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
settings.register_profile(
    "long",
    max_examples=int(os.environ.get("PATIENCE_LONG_EXAMPLES", "16")),
    deadline=None,
    print_blob=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)


#: The examples that one property of every patience and edition draws in the default run, over all the editions
#: together. Each edition gets an equal share, between EDITION_EXAMPLES_FEWEST and EDITION_EXAMPLES_MOST: as
#: editions are added, each gets fewer, so that the run's time stays bounded (the README says how long it takes).
#: The long run gives every edition ``PATIENCE_LONG_EXAMPLES`` (16 by default) whatever their number.
PROPERTY_BUDGET = 480
EDITION_EXAMPLES_MOST = 12
EDITION_EXAMPLES_FEWEST = 3


def examples_per_edition(editions: int, long_run: bool) -> int:
    """The examples a property draws for each of ``editions`` editions: its share of the budget, or the long run's."""
    if long_run:
        return int(os.environ.get("PATIENCE_LONG_EXAMPLES", "16"))
    return max(EDITION_EXAMPLES_FEWEST, min(EDITION_EXAMPLES_MOST, PROPERTY_BUDGET // max(1, editions)))


def per_edition(test: Callable[..., None]) -> Callable[..., None]:
    """Size a hypothesis property that runs once for every installed edition: see :data:`PROPERTY_BUDGET`.

    Put above ``@given``. The profile of the run (loaded before the test
    modules are imported) gives every other setting.
    """
    import patience_core

    editions = sum(len(variant.editions) for variant in patience_core.variants())
    long_run = os.environ.get("PATIENCE_SLOW", "") not in ("", "0")
    sized: Callable[..., None] = settings(max_examples=examples_per_edition(editions, long_run))(test)
    return sized


def slow_enabled(config: pytest.Config) -> bool:
    """Whether the long runs were asked for, by option or environment."""
    return bool(config.getoption("--slow")) or os.environ.get("PATIENCE_SLOW", "") not in ("", "0")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--slow",
        action="store_true",
        default=False,
        help="run the long tests (marked slow) and the long hypothesis profile; also PATIENCE_SLOW=1",
    )


def pytest_configure(config: pytest.Config) -> None:
    long_run = slow_enabled(config)
    settings.load_profile("long" if long_run else "fast")
    if long_run:  # tests that size their games by the run read it from here, as the switch says
        os.environ["PATIENCE_SLOW"] = "1"


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    if slow_enabled(config):
        return
    skip = pytest.mark.skip(reason="long run: use --slow or PATIENCE_SLOW=1")
    for item in items:
        if "slow" in item.keywords:
            item.add_marker(skip)


def own_plugin_entry_points() -> dict[str, tuple[Path, str]]:
    """This repository's plugins: entry point name -> (plugin folder, target), from ``plugins/*/pyproject.toml``."""
    found = {}
    for pyproject in sorted(PLUGINS.glob("*/pyproject.toml")):
        with pyproject.open("rb") as file:
            project = tomllib.load(file).get("project", {})
        for name, target in project.get("entry-points", {}).get("patience", {}).items():
            found[name] = (pyproject.parent, target)
    return found


def own_plugin_modules() -> list[ModuleType]:
    """The plugin objects of this repository's plugins, imported from their folders if not installed."""
    plugins = []
    for folder, target in own_plugin_entry_points().values():
        module_name, _, attribute = target.partition(":")
        try:
            module = importlib.import_module(module_name.strip())
        except ModuleNotFoundError:
            sys.path.append(str(folder))
            module = importlib.import_module(module_name.strip())
        plugins.append(getattr(module, attribute.strip()) if attribute else module)
    return plugins


@pytest.fixture(scope="session")
def own_plugin_names() -> list[str]:
    """The names of this repository's patiences: the entry point names of the plugins that declare one.

    A plugin that only offers editions of another plugin's patience (a second
    book's text of a game already played) declares none, and its entry point
    has a name of its own, since two plugins cannot share one.
    """
    plugins = zip(own_plugin_entry_points(), own_plugin_modules(), strict=True)
    return sorted(name for name, plugin in plugins if hasattr(plugin, "patience_variant"))


@pytest.fixture(scope="session")
def own_registry() -> Registry:
    """A registry of exactly this repository's patiences: no stray installed plugin gets in."""
    return Registry(plugins=own_plugin_modules(), entry_points=False)


@pytest.fixture
def sir_tommy_registry() -> Registry:
    """A registry holding Sir Tommy alone: the reference plugin, for core tests that need a real game."""
    import patience_sir_tommy

    return Registry(plugins=[patience_sir_tommy], entry_points=False)


@pytest.fixture
def data_dir() -> Iterator[Path]:
    """The folder of test data files."""
    yield DATA
