"""One patience, several books: a plugin adds an edition to a patience another plugin provides.

The second book's plugin offers its text of the game through ``patience_editions``;
the registry appends it to the patience's editions, after the patience's own, with
the book's work among the patience's sources. What cannot join is set aside, by the
name of the plugin that offered it, and leaves the patience as it was.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import replace

import pytest

from patience_core import (
    Edition,
    EditionOf,
    IllegalMoveError,
    Move,
    PluginWarning,
    PositionError,
    Registry,
    Ruling,
    Source,
    hookimpl,
    illegal,
)
from patience_core.cards import Card
from patience_core.model import Pile, Position

from . import toy
from .toy import RULES, ShuttlePlugin, ShuttleRules

OTHER_BOOK = Source("Other", 1900, "Another Book of Patiences", key="other1900", copy="the test's own")


class OnlyAcesOnReserves(ShuttleRules):
    """The other book's Shuttle: a reserve takes only aces (a rule the base never has)."""

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        if pile.id.startswith("r") and not cards[0].is_ace:
            return illegal("a reserve takes only an ace", OTHER_BOOK.at("7"))
        return super().patience_can_place(position, pile, cards)


def other_books_edition(name: str = "other-1900", *, rules: tuple[object, ...] | None = None) -> Edition:
    return Edition(
        name,
        "Shuttle after the other book",
        (OTHER_BOOK.at("7"),),
        changes="a reserve takes only aces",
        rules=(OnlyAcesOnReserves(),) if rules is None else rules,
        standalone=True,
        collection="Other 1900",
    )


class Offering:
    """A plugin that offers editions of patiences other plugins provide."""

    def __init__(self, name: str, *offers: object) -> None:
        self.__name__ = name
        self.offers = offers

    @hookimpl
    def patience_editions(self) -> Iterable[object]:
        return self.offers


def test_an_offered_edition_joins_the_patience_after_its_own() -> None:
    registry = Registry(
        [ShuttlePlugin(), Offering("other-book", EditionOf("back-and-forth", other_books_edition()))],
        entry_points=False,
    )
    variant = registry.variant("shuttle")
    assert [edition.name for edition in variant.editions] == ["base", "no-redeal", "other-1900"]
    assert OTHER_BOOK in variant.sources  # the work, without the page its edition cites
    assert variant.collections() == ("Other 1900",)
    assert registry.new_game("shuttle", number=3).edition.name == "base"  # the base is unchanged
    game = registry.new_game("shuttle", number=3, edition="other-1900")
    assert game.variant is variant
    turned = game.position.pile("stock").top
    assert turned is not None and not turned.is_ace
    with pytest.raises(IllegalMoveError, match=r"a reserve takes only an ace \[Other 1900, p\. 7\]"):
        game.play(Move("stock", "r1"))
    registry.new_game("shuttle", number=3).play(Move("stock", "r1"))  # the base edition still allows it


def test_a_standalone_edition_plays_by_its_own_rules_alone() -> None:
    class Nothing:
        @hookimpl
        def patience_is_won(self, position: Position) -> bool:
            return False

    # Without the base's deal, a standalone edition that lacks one cannot be played: it is set aside.
    with pytest.warns(PluginWarning, match="'lacking'.*required hook patience_deal"):
        registry = Registry(
            [ShuttlePlugin(), Offering("lacking", EditionOf("shuttle", other_books_edition(rules=(Nothing(),))))],
            entry_points=False,
        )
    assert [edition.name for edition in registry.variant("shuttle").editions] == ["base", "no-redeal"]
    # Layered over the base instead, the same rule object needs no deal of its own.
    layered = Edition("layered", "Shuttle, never won", (OTHER_BOOK,), rules=(Nothing(),))
    registry = Registry([ShuttlePlugin(), Offering("layer", EditionOf("shuttle", layered))], entry_points=False)
    assert registry.new_game("shuttle", number=1, edition="layered").legal_moves()


@pytest.mark.parametrize(
    ("offer", "reason"),
    [
        (EditionOf("shuffle", other_books_edition()), "'shuffle', which no installed plugin provides"),
        (EditionOf("shuttle", other_books_edition("no-redeal")), "which plugin 'shuttle' already gives it"),
        (EditionOf("shuttle", Edition("bare", "Bare", (OTHER_BOOK,), standalone=True)), "brings its own rules"),
        (EditionOf("shuttle", Edition("Bad Name", "Bad", (OTHER_BOOK,))), "is not lower-case words"),
        (EditionOf("shuttle", Edition("unsourced", "Unsourced", ())), "sources must be a non-empty tuple"),
        (EditionOf("shuttle", replace(other_books_edition(), packs=0)), "packs must be a whole number, one or more"),
        (
            EditionOf("shuttle", Edition("layered", "Layered", (OTHER_BOOK,), rules=(RULES,), packs=2)),
            "only a standalone edition",
        ),
        (Edition("loose", "Not wrapped", (OTHER_BOOK,)), "not an EditionOf naming a patience"),
    ],
)
def test_an_edition_that_cannot_join_sets_its_plugin_aside_by_name(offer: object, reason: str) -> None:
    with pytest.warns(PluginWarning) as caught:
        registry = Registry([ShuttlePlugin(), Offering("offerer", offer)], entry_points=False)
    assert len(caught) == 1 and "'offerer'" in str(caught[0].message) and reason in str(caught[0].message)
    assert {plugin.name for plugin in registry.broken} == {"offerer"}
    assert [edition.name for edition in registry.variant("shuttle").editions] == ["base", "no-redeal"]


def test_a_standalone_edition_may_be_played_with_its_own_number_of_packs() -> None:
    # Another book's game under the same title may take more (or fewer) packs: the edition deals, saves, loads and
    # compares with its own count, and the base keeps the variant's.
    from patience_core.analysis.compare import divergences, statements

    two = replace(other_books_edition(rules=(ShuttleRules(),)), packs=2)
    registry = Registry([ShuttlePlugin(), Offering("two-packs", EditionOf("shuttle", two))], entry_points=False)
    variant = registry.variant("shuttle")
    assert (variant.packs_of(), variant.packs_of(variant.edition("other-1900"))) == (1, 2)
    game = registry.new_game("shuttle", number=5, edition="other-1900")
    assert game.rulebook.packs == 2 and sum(1 for _ in game.position.cards()) == 104
    game.play(Move("stock", "r1"))
    assert registry.load_game(game.to_json()).position == game.position
    data = json.loads(game.to_json())
    data["piles"][-1]["cards"] = data["piles"][-1]["cards"][:52]
    data.pop("moves")
    with pytest.raises(PositionError, match="the cards are not 2 packs: missing"):
        registry.load_game(data)
    assert sum(1 for _ in registry.new_game("shuttle", number=5).position.cards()) == 52
    assert divergences(variant, [variant.edition("base"), variant.edition("other-1900")]) is None
    packs = [statements(variant, variant.edition(name))[0][1].text for name in ("base", "other-1900")]
    assert packs == ["one pack", "two packs"]


def test_a_plugin_set_aside_leaves_none_of_its_editions_behind() -> None:
    good = EditionOf("shuttle", other_books_edition())
    bad = EditionOf("shuffle", other_books_edition("elsewhere"))
    with pytest.warns(PluginWarning, match="'half'"):
        registry = Registry([ShuttlePlugin(), Offering("half", good, bad)], entry_points=False)
    assert [edition.name for edition in registry.variant("shuttle").editions] == ["base", "no-redeal"]


def test_two_plugins_offering_one_edition_name_keep_the_first_only() -> None:
    first = Offering("first-book", EditionOf("shuttle", other_books_edition()))
    second = Offering("second-book", EditionOf("shuttle", other_books_edition()))
    with pytest.warns(PluginWarning, match="'second-book'.*plugin 'first-book' already gives it"):
        registry = Registry([ShuttlePlugin(), first, second], entry_points=False)
    assert [edition.name for edition in registry.variant("shuttle").editions][-1] == "other-1900"
    assert registry.rulebook("shuttle", "other-1900").plugin == "first-book"


def test_the_base_rules_object_is_untouched_by_a_standalone_edition() -> None:
    registry = Registry(
        [ShuttlePlugin(), Offering("other-book", EditionOf("shuttle", other_books_edition()))], entry_points=False
    )
    variant = registry.variant("shuttle")
    assert variant.layers(variant.edition("other-1900"))[0] is not RULES
    assert variant.layers(variant.edition("base")) == (RULES,)


def test_patience_list_shows_the_patience_with_each_book_in_the_books_order() -> None:
    from click.testing import CliRunner

    from patience_core.cli import main

    numbered = Source(
        "Other",
        1900,
        "Another Book of Patiences",
        key="other1900",
        copy="the test's own",
        contents=("Zigzag", "Shuttle"),
        numbered=True,
    )
    edition = replace(other_books_edition(), sources=(numbered.game("Shuttle"),))
    zigzag = replace(
        toy.VARIANT,
        name="zigzag",
        aliases=(),
        title="Zigzag",
        collection="Other 1900",
        editions=(Edition("other-1900", "Zigzag", (numbered.game(1),)),),
    )
    registry = Registry(
        [ShuttlePlugin(), ShuttlePlugin(zigzag, "zigzag"), Offering("other", EditionOf("shuttle", edition))],
        entry_points=False,
    )
    shown = CliRunner().invoke(main, ["list"], obj=registry, env={"COLUMNS": "200"}).output
    book = shown[shown.index("Other 1900") :]
    assert book.index("zigzag") < book.index("shuttle")  # No. 1 before No. 2, not by name
    # The books first; the patiences whose base edition follows no book after them, the shuttle among them too.
    assert shown.index("Other 1900") < shown.index("Other patiences") < shown.rindex("shuttle")
    assert 'in the book: No. 2 "Shuttle" (edition other-1900)' in book
    flat = CliRunner().invoke(main, ["list", "--flat"], obj=registry, env={"COLUMNS": "200"}).output
    assert "Other 1900, Another" not in flat and flat.count("shuttle:") == flat.count("zigzag:") == 1
    assert 'in the books: Other 1900, No. 1 "Zigzag" (edition other-1900)' in flat
    data = json.loads(CliRunner().invoke(main, ["list", "--json"], obj=registry).output)
    (shuttle,) = [found for found in data["variants"] if found["name"] == "shuttle"]
    assert shuttle["collections"] == ["Other 1900"]
    assert [edition["collection"] for edition in shuttle["editions"]] == ["", "", "Other 1900"]


def test_a_book_may_give_the_patience_another_name_that_then_reaches_it() -> None:
    offer = EditionOf("shuttle", other_books_edition(), aliases=("ferry",))
    registry = Registry([ShuttlePlugin(), Offering("other-book", offer)], entry_points=False)
    assert "ferry" in registry.variant("shuttle").aliases
    assert registry.new_game("ferry", number=1, edition="other-1900").variant.name == "shuttle"


def test_a_name_offered_that_belongs_to_another_patience_sets_the_offer_aside() -> None:
    zigzag = replace(toy.VARIANT, name="zigzag", aliases=(), title="Zigzag")
    offer = EditionOf("shuttle", other_books_edition(), aliases=("zigzag",))
    with pytest.warns(PluginWarning, match="offers the name 'zigzag' for the patience 'shuttle', but it names"):
        registry = Registry(
            [ShuttlePlugin(), ShuttlePlugin(zigzag, "zigzag"), Offering("other-book", offer)], entry_points=False
        )
    assert registry.variant("zigzag").name == "zigzag"
    assert "other-1900" not in [edition.name for edition in registry.variant("shuttle").editions]


class CitedShuttle(ShuttleRules):
    """The base rules, naming the game they read, as a clause does with its citation."""

    cite = Source("Tester", 1899, "A Book of Shuttles", key="tester1899", copy="the test's own", chapter="Shuttle")


def test_a_standalone_edition_refuses_what_no_rule_allows_citing_its_own_text() -> None:
    """A move no rule speaks to is refused citing the text the edition's rules read, not the base rules' text."""
    registry = Registry(
        [
            ShuttlePlugin(toy.make_variant(rules=(CitedShuttle(),))),
            Offering("other-book", EditionOf("back-and-forth", other_books_edition())),
        ],
        entry_points=False,
    )
    base = registry.new_game("shuttle", number=1).judge("deal")
    assert not base.legal and base.source == CitedShuttle.cite.game("Shuttle")
    refused = registry.new_game("shuttle", number=1, edition="other-1900").judge("deal")
    assert not refused.legal and refused.source == OTHER_BOOK.at("7")
