"""The book's helpers: every game's variant cites the book, its own edition first, and is published as a hook."""

from __future__ import annotations

import importlib
import types
from importlib.metadata import entry_points

import pytest
from patience_cadogan import fortress
from patience_cadogan.book import COLLECTION, published, variant

from patience_core import Edition, PluginWarning, Reading, Registry, default_registry
from patience_core.sources import CADOGAN_1914, PYSOLFC

FORTRESS = CADOGAN_1914.game("Fortress")
OURS = Reading("a reading of ours", of=FORTRESS.play(1))
OTHER = Edition("pysolfc", "Trial as PySolFC plays it", (PYSOLFC,), changes="another program's way")


def _plugin(name: str, **kwargs: object) -> types.ModuleType:
    """A plugin module made as the book's modules are: a variant from the helper, published as the hook."""
    module = types.ModuleType(f"patience_trial_{name.replace('-', '_')}")
    module.VARIANT = variant(name, "Trial", packs=1, rules=fortress.RULES, **kwargs)  # type: ignore[arg-type]
    module.patience_variant = published(module.VARIANT)
    return module


def test_the_variant_cites_the_book_and_puts_its_edition_first() -> None:
    made = variant(
        "trial", "Trial", packs=1, rules=fortress.RULES, readings=(OURS,), changes="the book's rules", editions=(OTHER,)
    )
    assert made.sources == (CADOGAN_1914,)
    assert made.collection == COLLECTION
    assert made.family == "Trial"
    book, other = made.editions
    assert (book.name, book.title, book.sources, book.changes, book.rules) == (
        "cadogan-1914",
        "Trial after Cadogan",
        (CADOGAN_1914, OURS),
        "the book's rules",
        (),
    )
    assert other is OTHER
    assert made.rules is fortress.RULES


def test_what_a_game_declares_otherwise_is_passed_on() -> None:
    made = variant(
        "trial",
        "Canfield or Trial",
        packs=2,
        rules=fortress.RULES,
        family="Trial family",
        edition_title="Trial after Cadogan",
        edition_rules=fortress.RULES[:1],
        more_sources=(PYSOLFC,),
        aliases=("trial-game",),
        redeals=2,
        summary="A trial.",
        state_notes=(("key", "what it means"),),
    )
    assert (made.family, made.sources, made.aliases, made.redeals, made.summary, made.state_notes) == (
        "Trial family",
        (CADOGAN_1914, PYSOLFC),
        ("trial-game",),
        2,
        "A trial.",
        (("key", "what it means"),),
    )
    assert (made.editions[0].title, made.editions[0].rules) == ("Trial after Cadogan", fortress.RULES[:1])


def test_a_published_variant_is_the_modules_hook_and_the_registry_names_the_module() -> None:
    plugin = _plugin("trial")
    registry = Registry(plugins=[plugin], entry_points=False)
    assert registry.variants() == (plugin.VARIANT,)
    assert registry.plugin_name("trial") == "patience_trial_trial"
    assert registry.new_game("trial", number=4).position.pile("l1").cards
    assert plugin.patience_variant.__doc__ == "Trial: the game and its editions."


def test_a_broken_variant_made_by_the_helper_is_set_aside_naming_its_module() -> None:
    plugin = _plugin("trial", readings=("not a reading",))
    with pytest.warns(PluginWarning, match="patience_trial_trial"):
        registry = Registry(plugins=[plugin], entry_points=False)
    assert registry.variants() == ()
    (broken,) = registry.broken
    assert broken.name == "patience_trial_trial"
    assert "'not a reading' is not a Source or a Reading" in broken.reason


def test_every_game_of_the_book_is_published_under_its_entry_point() -> None:
    registry = default_registry()
    points = [point for point in entry_points(group="patience") if point.value.startswith("patience_cadogan.")]
    assert len(points) >= 40
    for point in points:
        module = importlib.import_module(point.value)
        game = module.patience_variant()
        assert game is module.VARIANT, point.name
        assert registry.plugin_name(game.name) == point.name
        assert (game.collection, game.sources[0], game.editions[0].name) == (COLLECTION, CADOGAN_1914, "cadogan-1914")
        assert game.editions[0].sources[0] is CADOGAN_1914, point.name
