"""The books the patiences come from: where a patience stands in each book, and the games two books share."""

from __future__ import annotations

import doctest
from dataclasses import replace

import pytest

from patience_core import Edition, Reading, Source, Variant, default_registry
from patience_core.analysis import contents
from patience_core.analysis.contents import Place, book_games, cards_text, pages_of, places, shared_games, works_cited
from patience_core.sources import CADOGAN_1914, HOFFMANN_1892, HOFFMANN_1921, PYSOLFC

from . import toy

#: Two small books that list their games, one numbered and printed with pages, one not.
FIRST = Source("First", 1880, "A First Book", key="first1880", copy="the test's own", contents=("Ferry", "Loom"))
SECOND = Source(
    "Second",
    1890,
    "A Second Book",
    key="second1890",
    copy="the test's own",
    contents=("The Loom", "The Shuttle"),
    numbered=True,
    spans=((3, 4), (5, 5)),
)


def patience(name: str, *editions: Edition) -> Variant:
    return replace(toy.VARIANT, name=name, aliases=(), editions=editions)


def edition(name: str, *sources: Source | Reading) -> Edition:
    return Edition(name, name, sources)


LOOM = patience("loom", edition("first", FIRST.game("Loom")), edition("second", SECOND.game(1)))
SHUTTLE = patience(
    "shuttle",
    edition("first", FIRST.game("Ferry")),
    edition("pysolfc", PYSOLFC.game("Shuttle")),
    edition("second", Reading("the shuttle turns", of=SECOND.game(2).page(5))),
)
ALONE = patience("alone", edition("first", FIRST.game("Ferry")))


def test_a_patience_stands_in_each_book_an_edition_follows_at_the_game_it_cites() -> None:
    found = places(SHUTTLE, works_cited([SHUTTLE]))
    assert [(place.work.key, place.number, place.title, place.edition) for place in found] == [
        ("first1880", 1, "Ferry", "first"),
        ("second1890", 2, "The Shuttle", "second"),  # through the reading of its page
    ]
    assert [str(place) for place in found] == [
        'First 1880, "Ferry" (edition first)',
        'Second 1890, No. 2 "The Shuttle", p. 5 (edition second)',
    ]


def test_the_books_cited_are_those_read_first_hand_that_list_their_games_each_once() -> None:
    summary = Source("Summary", 2000, "A Summary", copy="the test's own")
    via = patience("via", edition("via", Source("Second", 1890, "A Second Book", key="second1890", via=summary)))
    assert [work.key for work in works_cited([LOOM, SHUTTLE, via])] == ["first1880", "second1890"]
    assert all(not work.chapter for work in works_cited([LOOM]))


def test_the_games_two_books_share_are_the_patiences_with_both_editions_in_the_first_books_order() -> None:
    shared = shared_games([SHUTTLE, ALONE, LOOM], "first", "second")
    assert [(each.variant.name, each.first.title, each.second.title) for each in shared] == [
        ("shuttle", "Ferry", "The Shuttle"),
        ("loom", "Loom", "The Loom"),
    ]
    assert shared_games([SHUTTLE, LOOM], "second", "first")[0].variant.name == "loom"  # No. 1 of the second book


def test_an_edition_that_follows_no_book_or_no_game_of_it_is_refused_by_name() -> None:
    bookless = patience("bookless", edition("first", FIRST.game("Loom")), edition("second", PYSOLFC))
    with pytest.raises(ValueError, match="bookless: its edition second follows no book"):
        shared_games([bookless], "first", "second")
    gameless = patience("gameless", edition("first", FIRST.game("Loom")), edition("second", SECOND))
    with pytest.raises(ValueError, match="gameless: its edition second cites Second 1890 but no game of it"):
        shared_games([gameless], "first", "second")


def test_pages_are_the_books_own_and_none_where_the_copy_has_none() -> None:
    assert (pages_of(SECOND, "The Loom"), pages_of(SECOND, "The Shuttle"), pages_of(FIRST, "Loom")) == ("3–4", "5", "")
    assert Place(HOFFMANN_1892, 49, "La Capricieuse", "hoffmann-1892").pages == "92–94"


def test_the_games_the_two_books_share_are_found_under_each_books_own_title() -> None:
    variants = default_registry().variants()
    shared = shared_games(variants, "cadogan-1914", "hoffmann-1892")
    names = {
        variant.name
        for variant in variants
        if {"cadogan-1914", "hoffmann-1892"} <= {edition.name for edition in variant.editions}
    }
    assert {each.variant.name for each in shared} == names and len(names) >= 14
    titles = {each.variant.name: (each.first.title, each.second.number, each.second.title) for each in shared}
    # Games the books print under two titles (the pages of each game argue it).
    assert titles["salic-law"] == ("The Salic Law", 58, "The Picture Gallery")
    assert titles["mill"] == ("The Mill", 39, "The Windmill")
    assert titles["red-and-black"] == ("Red and Black", 35, "Rouge et Noir")
    assert titles["nationale"] == ("The Nation", 50, "La Nationale")
    assert all((each.first.work.key, each.second.work.key) == ("cadogan1914", "hoffmann1892") for each in shared)
    assert [each.first.number for each in shared] == sorted(each.first.number for each in shared)


def test_the_booklet_of_1921_is_a_book_of_its_own() -> None:
    mill = default_registry().variant("mill")
    assert [(place.work.key, place.title, place.edition) for place in places(mill, works_cited([mill]))] == [
        ("cadogan1914", "The Mill", "cadogan-1914"),
        ("hoffmann1892", "The Windmill", "hoffmann-1892"),
        ("hoffmann1921", "The Windmill", "hoffmann-1921"),
    ]
    chapters, unplaced = book_games(HOFFMANN_1921, default_registry().variants())
    assert unplaced == [] and chapters[4].players[0].variant.name == "mill"


def test_the_cards_are_said_as_a_book_heads_a_game() -> None:
    registry = default_registry()
    assert cards_text(contents.Player(registry.variant("wish"), "hoffmann-1892")) == "one piquet pack"
    assert cards_text(contents.Player(registry.variant("carpet"), "hoffmann-1921")) == "one pack"  # its own count
    assert cards_text(contents.Player(registry.variant("carpet"), "cadogan-1914")) == "two packs"
    assert CADOGAN_1914.contents  # a book read first-hand lists its games


def test_the_modules_examples_run() -> None:
    result = doctest.testmod(contents)
    assert result.attempted > 0 and result.failed == 0


def test_an_edition_after_another_book_that_borrows_from_this_one_is_not_this_books_edition() -> None:
    borrowing = edition(
        "second", SECOND.game(1), Reading("what it lost is taken from the first", of=FIRST.game("Loom"))
    )
    loom = patience("loom", borrowing, edition("first", FIRST.game("Loom")))
    assert [(place.work.key, place.edition) for place in places(loom, works_cited([loom]))] == [
        ("first1880", "first"),
        ("second1890", "second"),
    ]
    only = patience("only", borrowing)  # no edition of its own after the first book: the borrowing one stands
    assert [(place.work.key, place.edition) for place in places(only, works_cited([only]))] == [
        ("first1880", "second"),
        ("second1890", "second"),
    ]
    shah = default_registry().variant("shah")
    assert [(place.work.key, place.title, place.edition) for place in places(shah, works_cited([shah]))] == [
        ("cadogan1914", "The Shah", "cadogan-1914"),
        ("hoffmann1892", "The Shah", "hoffmann-1892"),
        ("hoffmann1921", "The Star", "hoffmann-1921"),
    ]


def test_the_book_of_an_edition_in_the_shared_games_is_the_one_it_cites_first() -> None:
    borrowed = Reading("what it lost is taken from the first", of=FIRST.game("Loom"))
    loom = patience("loom", edition("first", FIRST.game("Loom")), edition("second", SECOND.game(1), borrowed))
    (shared,) = shared_games([loom], "first", "second")
    assert (shared.first.work.key, shared.second.work.key, shared.second.title) == (
        "first1880",
        "second1890",
        "The Loom",
    )
    (shah,) = [
        each
        for each in shared_games(default_registry().variants(), "hoffmann-1892", "hoffmann-1921")
        if each.variant.name == "shah"
    ]
    assert (str(shah.first), str(shah.second)) == (
        'Hoffmann 1892, No. 46 "The Shah", pp. 84–86 (edition hoffmann-1892)',
        'Hoffmann 1921, No. 2 "The Star" (edition hoffmann-1921)',
    )
