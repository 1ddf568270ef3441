"""The helpers every surviving game of Hoffmann's Selected Patience Games is declared with."""

from __future__ import annotations

import pytest
from patience_hoffmann_1921.book import COLLECTION, EDITION, edition_of, variant

from patience_core.registry import OWN_DISTRIBUTIONS
from patience_core.sources import HOFFMANN_1921
from tests.core.toy import RULES


def test_a_game_played_first_after_the_booklet_is_its_own_patience_with_the_booklets_edition_first() -> None:
    demon = variant("demon", 7, packs=1, rules=(RULES,), changes="the booklet's rules")
    assert (demon.title, demon.family, demon.collection) == ("The Demon", "The Demon", COLLECTION)
    book = demon.editions[0]
    assert (book.name, book.title, book.standalone, book.packs) == (EDITION, "The Demon after Hoffmann", False, None)
    assert str(book.sources[0]) == 'Hoffmann 1921, No. 7 "The Demon"'
    assert demon.sources == (HOFFMANN_1921,)


def test_a_game_another_book_plays_gets_hoffmanns_text_as_a_standalone_edition_with_its_own_packs() -> None:
    offer = edition_of("carpet", 4, rules=(RULES,), packs=1)
    assert offer.patience == "carpet"
    edition = offer.edition
    assert (edition.name, edition.standalone, edition.redeals, edition.packs) == (EDITION, True, 0, 1)
    assert (edition.title, edition.collection) == ("The Carpet after Hoffmann (1921)", COLLECTION)
    assert edition.sources[0] == HOFFMANN_1921.game("The Carpet")


def test_a_game_number_the_booklet_does_not_have_is_refused_when_declared() -> None:
    with pytest.raises(ValueError, match="numbers its games 1 to 14"):
        variant("nothing", 15, packs=1, rules=(RULES,))


def test_the_distribution_is_one_of_the_projects_own() -> None:
    assert "patience-hoffmann-1921" in OWN_DISTRIBUTIONS
