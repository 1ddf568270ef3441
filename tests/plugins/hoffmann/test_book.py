"""The helpers every game of Hoffmann's book is declared with."""

from __future__ import annotations

import pytest
from patience_hoffmann.book import COLLECTION, EDITION, edition_of, variant

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
