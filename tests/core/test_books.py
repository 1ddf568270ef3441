"""A book's games declared alike: :class:`patience_core.Book`, and the three books played through it."""

from __future__ import annotations

import importlib
from types import ModuleType

import pytest

import patience_core
from patience_core import Book, Edition, Registry, Source, offered, published
from patience_core.sources import CADOGAN_1914, HOFFMANN_1892, HOFFMANN_1921, Reading

from .toy import RULES

SECOND = Source(
    "Another",
    1900,
    "A Second Book of Patience",
    contents=("The Mill", "The Spider"),
    numbered=True,
    copy="a book made up for this test",
)
BOOK = Book(SECOND, "another-1900", "Another 1900, A Second Book of Patience")
ODD_PACKS = Reading("the mill is played with one pack", of=SECOND.game(1))


def test_a_game_played_first_after_the_book_has_the_books_edition_first() -> None:
    other = Edition("later", "The Spider, later", (SECOND,))
    variant = BOOK.variant("spider", 2, packs=2, rules=(), changes="the book's rules", editions=(other,))
    assert (variant.title, variant.family, variant.collection) == ("The Spider", "The Spider", BOOK.collection)
    assert [edition.name for edition in variant.editions] == ["another-1900", "later"]
    book = variant.editions[0]
    assert book.title == "The Spider after Another"
    assert [str(source) for source in book.sources] == ['Another 1900, No. 2 "The Spider"']
    assert variant.sources == (SECOND,)
    assert not book.standalone


def test_the_books_title_and_edition_title_can_be_given() -> None:
    variant = BOOK.variant("spider", 2, packs=2, rules=(), title="Spider", edition_title="Spider as printed")
    assert (variant.title, variant.editions[0].title) == ("Spider", "Spider as printed")


def test_an_edition_of_another_plugins_patience_is_standalone_and_listed_with_the_book() -> None:
    offer = BOOK.edition_of("mill", 1, rules=(object(),), readings=(ODD_PACKS,), redeals=1, packs=1, aliases=("m",))
    edition = offer.edition
    assert (offer.patience, offer.aliases) == ("mill", ("m",))
    assert (edition.name, edition.title, edition.redeals, edition.packs) == (
        "another-1900",
        "The Mill after Another",
        1,
        1,
    )
    assert edition.standalone and edition.collection == BOOK.collection
    assert edition.sources == (SECOND.game(1), ODD_PACKS)


def test_a_book_may_mark_its_borrowed_editions_and_name_its_author() -> None:
    later = Book(SECOND, "another-1910", "Another 1910", author="A. Nother", borrowed=" (1910)")
    assert later.edition_of("mill", 1, rules=()).edition.title == "The Mill after A. Nother (1910)"
    assert later.variant("spider", 2, packs=1, rules=()).editions[0].title == "The Spider after A. Nother"


def test_a_book_whose_edition_cites_the_whole_book_names_its_games_by_title() -> None:
    unnumbered = Book(SECOND, "another-1900", "Another 1900", cites_games=False)
    variant = unnumbered.variant("fortress", "Fortress", packs=1, rules=())
    assert variant.title == "Fortress"
    assert variant.editions[0].sources == (SECOND,)


def test_a_game_the_book_does_not_have_is_refused() -> None:
    with pytest.raises(ValueError, match="3"):
        BOOK.variant("nothing", 3, packs=1, rules=())


def test_the_registry_lists_a_books_edition_of_another_patience_with_both_books() -> None:
    # A module declares its hook as an attribute: a module made here stands for each plugin.
    base, borrowing = ModuleType("base"), ModuleType("borrowing")
    base.patience_variant = published(BOOK.variant("spider", 2, packs=1, rules=(RULES,)))  # type: ignore[attr-defined]
    cadogan = Book(CADOGAN_1914, "cadogan-1914", "Cadogan 1914", cites_games=False)
    offer = cadogan.edition_of("spider", "Spider", rules=(RULES,))
    borrowing.patience_editions = offered(offer)  # type: ignore[attr-defined]
    registry = Registry(plugins=[base, borrowing], entry_points=False)
    spider = registry.variant("spider")
    assert [edition.name for edition in spider.editions] == ["another-1900", "cadogan-1914"]
    assert spider.collections() == (BOOK.collection, "Cadogan 1914")


@pytest.mark.parametrize(
    ("module", "work", "edition"),
    [
        ("patience_cadogan.book", CADOGAN_1914, "cadogan-1914"),
        ("patience_hoffmann.book", HOFFMANN_1892, "hoffmann-1892"),
        ("patience_hoffmann_1921.book", HOFFMANN_1921, "hoffmann-1921"),
    ],
)
def test_each_book_played_here_declares_its_games_through_one_book(module: str, work: Source, edition: str) -> None:
    book = importlib.import_module(module).BOOK
    assert (book.work, book.edition) == (work, edition)
    games = [variant for variant in patience_core.variants() if variant.collection == book.collection]
    assert games, f"no game is listed under {book.collection}"
    for variant in games:
        assert variant.editions[0].name == edition, variant.name
        assert work in variant.sources, variant.name
