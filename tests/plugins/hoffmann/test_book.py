"""The helpers every game of Hoffmann's book is declared with."""

from __future__ import annotations

import pytest
from patience_hoffmann.book import COLLECTION, EDITION, edition_of, variant

from patience_core import default_registry
from patience_core.analysis.contents import book_games, cards_text
from patience_core.registry import OWN_DISTRIBUTIONS
from patience_core.sources import HOFFMANN_1892
from tests.core.toy import RULES


def test_a_game_played_first_after_the_book_is_its_own_patience_with_the_books_edition_first() -> None:
    wish = variant("wish", 1, packs=1, rules=(RULES,), changes="the book's rules")
    assert (wish.title, wish.family, wish.collection) == ("The Wish", "The Wish", COLLECTION)
    book = wish.editions[0]
    assert (book.name, book.title, book.standalone) == (EDITION, "The Wish after Hoffmann", False)
    assert str(book.sources[0]) == 'Hoffmann 1892, No. 1 "The Wish"'
    assert wish.sources == (HOFFMANN_1892,)


def test_a_game_another_book_plays_gets_hoffmanns_text_as_a_standalone_edition() -> None:
    offer = edition_of("sultan", 42, rules=(RULES,), redeals=2)
    assert offer.patience == "sultan"
    assert (offer.edition.standalone, offer.edition.redeals, offer.edition.collection) == (True, 2, COLLECTION)
    assert offer.edition.sources[0] == HOFFMANN_1892.game("The Sultan")


def test_a_game_number_the_book_does_not_have_is_refused_when_declared() -> None:
    with pytest.raises(ValueError, match="numbers its games 1 to 63"):
        variant("nothing", 64, packs=1, rules=(RULES,))


def test_the_distribution_is_one_of_the_projects_own() -> None:
    assert "patience-hoffmann-1892" in OWN_DISTRIBUTIONS


# --------------------------------------------------------------------------- the book's order

#: The first page of each game as the book's table of contents prints it (its two pages, read in the 1892 scan).
CONTENTS_PAGES = (
    7, 9, 11, 11, 13, 14, 16, 17, 18, 20, 22, 24, 25, 26, 27, 28, 29, 31, 32, 34, 35, 39, 40, 42, 43, 44, 46, 48,
    49, 51, 53, 55, 57, 59, 60, 62, 63, 65, 67, 70, 73, 76, 78, 80, 82, 84, 87, 89, 92, 94, 96, 98, 102, 104, 106,
    108, 110, 111, 113, 115, 117, 119, 120,
)  # fmt: skip


def test_each_game_is_cited_from_the_page_the_books_contents_give_it() -> None:
    assert tuple(first for first, _ in HOFFMANN_1892.spans) == CONTENTS_PAGES
    assert all(first <= last for first, last in HOFFMANN_1892.spans)


def test_the_games_built_are_dealt_with_the_cards_the_book_orders_them_by() -> None:
    """The Introduction (p. 5) orders the games by the cards they take: the piquet pack, one whist pack, two.

    Each game's heading says which: Nos. 1-5 the piquet pack, Nos. 6-28 one whist pack save No. 12, The Dial
    (No. 2), with two (p. 24), and Nos. 29-63 two whist packs. A game built here must be dealt with those cards.
    """
    expected = {number: "one piquet pack" for number in range(1, 6)}
    expected |= {number: "one pack" for number in range(6, 29)} | {12: "two packs"}
    expected |= {number: "two packs" for number in range(29, 64)}
    chapters, _ = book_games(HOFFMANN_1892, default_registry().variants())
    dealt = {chapter.number: cards_text(player) for chapter in chapters for player in chapter.players}
    assert len(dealt) > 50  # the book's plugins are installed
    assert {number: expected[number] for number in dealt} == dealt
