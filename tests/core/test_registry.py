"""The registry: finding patiences by name or alias, suggesting close names, editions."""

from __future__ import annotations

import pytest

import patience_core
from patience_core import PluginError, Registry, UnknownVariantError, Variant

from .toy import ShuttlePlugin, make_variant


def test_variants_and_lookup(toy_registry: Registry) -> None:
    assert [variant.name for variant in toy_registry.variants()] == ["shuttle"]
    assert toy_registry.variant("shuttle").title == "Shuttle"
    assert toy_registry.plugin_name("shuttle") == "shuttle"
    assert toy_registry.broken == ()


@pytest.mark.parametrize(
    "name", ["shuttle", "Shuttle", " SHUTTLE ", "back-and-forth", "Back and Forth", "back_and_forth"]
)
def test_names_and_aliases(toy_registry: Registry, name: str) -> None:
    game = toy_registry.new_game(name, number=1)
    assert game.variant.name == "shuttle"
    assert game.position.variant == "shuttle"


@pytest.mark.parametrize(
    ("name", "suggested"),
    [
        ("shutle", ("shuttle",)),
        ("shuttles", ("shuttle",)),
        ("back-and-fourth", ("back-and-forth",)),
        ("back", ("back-and-forth",)),  # a name's first word finds it
        ("zzz", ()),
    ],
)
def test_unknown_names_suggest_close_ones(toy_registry: Registry, name: str, suggested: tuple[str, ...]) -> None:
    with pytest.raises(UnknownVariantError, match=f"no patience called '{name}'") as caught:
        toy_registry.new_game(name)
    assert caught.value.suggestions == suggested
    for close in suggested:
        assert repr(close) in str(caught.value)
    if not suggested:
        assert "did you mean" not in str(caught.value)


@pytest.mark.parametrize("name", [None, 3, ["shuttle"], "", "x" * 10_000])
def test_names_that_are_not_names(toy_registry: Registry, name: object) -> None:
    with pytest.raises(UnknownVariantError) as caught:
        toy_registry.new_game(name)  # type: ignore[arg-type]
    assert len(str(caught.value)) < 200


def test_editions(toy_registry: Registry) -> None:
    assert toy_registry.new_game("shuttle", number=1).edition.name == "base"
    game = toy_registry.new_game("shuttle", number=1, edition="no-redeal")
    assert (game.edition.name, game.position.redeals_left) == ("no-redeal", 0)
    with pytest.raises(UnknownVariantError, match="no edition 'no-redeals'") as caught:
        toy_registry.new_game("shuttle", edition="no-redeals")
    assert caught.value.suggestions == ("no-redeal",)


def test_a_game_without_a_number_draws_one(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle")
    assert isinstance(game.number, int)
    again = toy_registry.new_game("shuttle", number=game.number)
    assert again.position == game.position


def test_no_entry_points_means_only_the_plugins_given() -> None:
    assert Registry(entry_points=False).variants() == ()
    registry = Registry(plugins=[ShuttlePlugin(make_variant(name="shuttle-a", aliases=()), "a")], entry_points=False)
    assert [variant.name for variant in registry.variants()] == ["shuttle-a"]


def test_the_installed_patiences() -> None:
    found = patience_core.variants()
    assert all(isinstance(variant, Variant) for variant in found)
    assert [variant.name for variant in found] == sorted(variant.name for variant in found)
    assert "sir-tommy" in {variant.name for variant in found}


def test_own_registry_holds_exactly_the_plugins_folder(own_registry: Registry, own_plugin_names: list[str]) -> None:
    assert own_registry.broken == ()
    # A plugin that only offers editions of a patience another plugin provides (a second book's text of a game
    # the first book's plugin plays) is named for what it offers, and provides no patience of its own.
    offering = {name for name in own_plugin_names if not hasattr(_plugin(name), "patience_variant")}
    assert all(hasattr(_plugin(name), "patience_editions") for name in offering)
    assert {variant.name for variant in own_registry.variants()} == set(own_plugin_names) - offering


def _plugin(name: str) -> object:
    """The module of this repository's plugin ``name``."""
    import importlib

    from tests.conftest import own_plugin_entry_points

    return importlib.import_module(own_plugin_entry_points()[name][1])


def test_a_broken_name_raises_plugin_error() -> None:
    class Broken:
        __name__ = "wreck"

    with pytest.warns(patience_core.PluginWarning):
        registry = Registry(plugins=[Broken()], entry_points=False)
    with pytest.raises(PluginError, match="plugin 'wreck'") as caught:
        registry.new_game("wreck")
    assert caught.value.plugin == "wreck"


def test_each_edition_has_one_rulebook_shared_by_its_games(sir_tommy_registry: Registry) -> None:
    # Built once, when the plugin is checked: every new or loaded game reuses it.
    rulebook = sir_tommy_registry.rulebook("sir-tommy")
    assert sir_tommy_registry.rulebook("sir-tommy", "parlett-1979") is rulebook
    first = sir_tommy_registry.new_game("sir-tommy", number=5)
    second = sir_tommy_registry.new_game("sir-tommy", number=5)
    assert first.rulebook is second.rulebook is rulebook
    assert sir_tommy_registry.load_game(first.to_json()).rulebook is rulebook
    # Sharing it shares no game's state: play in one game leaves the other as it was.
    listed = second.legal_moves()
    for _ in range(10):
        first.play(first.legal_moves()[-1])
    assert second.legal_moves() == listed
    assert not second.moves
    assert sir_tommy_registry.new_game("sir-tommy", number=5).position == second.position
