"""Citations say how each work is known, and wrong ones are refused when they are written."""

from __future__ import annotations

import itertools

import pytest

from patience_core import Edition, Reading, Ruling, Source, illegal, legal
from patience_core.sources import CADOGAN_1914, CADOGAN_1914_GAMES, PYSOLFC, WIKIPEDIA_CAPRICIEUSE

HOFFMANN = Source(
    "Hoffmann", 1892, "The Illustrated Book of Patience Games", key="hoffmann1892", via=WIKIPEDIA_CAPRICIEUSE
)


def test_a_work_known_via_a_summary_is_always_cited_with_it() -> None:
    for cited in (HOFFMANN, HOFFMANN.at("92–94"), HOFFMANN.game("La Capricieuse").at("92")):
        assert str(cited).endswith(', via Wikipedia "Capricieuse"')
    assert str(HOFFMANN.at("92–94")) == 'Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse"'
    assert HOFFMANN.provenance == "via" and not HOFFMANN.first_hand


def test_a_work_read_first_hand_is_cited_alone() -> None:
    assert str(CADOGAN_1914) == "Cadogan 1914"
    assert CADOGAN_1914.provenance == "first-hand"
    assert str(PYSOLFC.game("Capricieuse")) == 'PySolFC, "Capricieuse"'


@pytest.mark.parametrize(
    ("kwargs", "message"),
    [
        ({}, "say how the work is known"),
        ({"copy": "a scan", "via": WIKIPEDIA_CAPRICIEUSE}, "not both"),
        ({"via": "Wikipedia"}, "via= names a Source"),
        ({"via": HOFFMANN}, "is itself known only via another work"),
    ],
)
def test_a_source_must_say_how_it_is_known(kwargs: dict[str, object], message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Source("Parlett", 1979, "The Penguin Book of Patience", **kwargs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    ("author", "year", "title", "message"),
    [("", 1979, "Title", "needs an author"), ("Parlett", "1979", "Title", "year"), ("Parlett", 1979, "", "title")],
)
def test_a_source_needs_author_year_and_title(author: str, year: int, title: str, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        Source(author, year, title, copy="a copy")


def test_cadogan_games_are_located_by_rule_and_paragraph() -> None:
    lucie = CADOGAN_1914.game("La Belle Lucie")
    assert str(lucie.rule("II")) == 'Cadogan 1914, "La Belle Lucie", rule II'
    assert str(lucie.play(3)) == 'Cadogan 1914, "La Belle Lucie", play ¶3'
    assert lucie.rule("II") != lucie.rule("III")
    assert lucie.rule("II").key == "cadogan1914"
    assert len(CADOGAN_1914_GAMES) == len(set(CADOGAN_1914_GAMES)) == 47


@pytest.mark.parametrize(
    ("make", "message"),
    [
        (lambda: CADOGAN_1914.game("La Bele Lucie"), "did you mean 'La Belle Lucie'"),
        (lambda: CADOGAN_1914.rule("II"), "name the game first"),
        (lambda: CADOGAN_1914.game("Fortress").rule("2"), "Roman numerals"),
        (lambda: CADOGAN_1914.game("Fortress").play(0), "numbered from 1"),
        (lambda: HOFFMANN.game("La Capricieuse").rule("I"), "only from a work read first-hand"),
    ],
)
def test_a_wrong_locator_is_refused(make: object, message: str) -> None:
    with pytest.raises(ValueError, match=message):
        make()  # type: ignore[operator]


def test_a_reading_is_named_and_says_what_it_reads() -> None:
    reading = Reading("redeal at any time", of=HOFFMANN.at("92–94"))
    assert str(reading) == "reading: redeal at any time"
    assert reading.provenance == "reading"
    assert "[reading: redeal at any time]" in illegal("no redeal now", reading).describe()
    with pytest.raises(ValueError, match="needs a name"):
        Reading("  ", of=HOFFMANN)
    with pytest.raises(ValueError, match="of= names the Source"):
        Reading("redeal at any time", of="Hoffmann")  # type: ignore[arg-type]


def test_a_ruling_cannot_carry_an_unsourced_string() -> None:
    with pytest.raises(TypeError, match="not str"):
        illegal("one card at a time", "Hoffmann 1892")  # type: ignore[arg-type]
    with pytest.raises(TypeError, match="not str"):
        Ruling(True, "any card", "my memory")  # type: ignore[arg-type]
    with pytest.raises(ValueError, match="cites what it rests on"):
        Ruling(True, "any card")
    assert legal("any card", HOFFMANN).describe() == 'any card [Hoffmann 1892, via Wikipedia "Capricieuse"]'
    assert illegal("no rule allows it").describe() == "no rule allows it"


def test_an_edition_may_rest_on_a_reading() -> None:
    reading = Reading("spaces stay empty", of=HOFFMANN)
    assert Edition("no-spaces", "Without spaces", (reading,)).sources == (reading,)


def test_hoffmann_1892_is_cited_by_number_title_and_a_page_of_the_game() -> None:
    from patience_core.sources import HOFFMANN_1892, HOFFMANN_1892_GAMES

    assert len(HOFFMANN_1892_GAMES) == len(HOFFMANN_1892.spans) == 63
    assert str(HOFFMANN_1892.game(49).page(92)) == 'Hoffmann 1892, No. 49 "La Capricieuse", p. 92'
    assert HOFFMANN_1892.game("The Sultan") == HOFFMANN_1892.game(42)
    assert HOFFMANN_1892.provenance == "first-hand"
    for bad in (91, 95):
        with pytest.raises(ValueError, match=r"printed on pp\. 92–94"):
            HOFFMANN_1892.game(49).page(bad)
    with pytest.raises(ValueError, match="name the game first"):
        HOFFMANN_1892.page(93)
    with pytest.raises(ValueError, match="numbers its games 1 to 63"):
        HOFFMANN_1892.game(0)
    assert str(HOFFMANN_1892.section("Solution of the Cæsar Problem").page(123)) == (
        'Hoffmann 1892, "Solution of the Cæsar Problem", p. 123'
    )


def test_hoffmann_1892s_games_follow_one_another_through_the_book() -> None:
    from patience_core.sources import HOFFMANN_1892

    spans = HOFFMANN_1892.spans
    assert spans[0][0] == 7 and spans[-1][1] == 122
    for (first, last), (after, _) in itertools.pairwise(spans):
        assert first <= last
        assert after in (last, last + 1), (first, last, after)  # the next game starts on the page one ends, or after


def test_hoffmann_1921_has_numbers_and_paragraphs_but_no_pages() -> None:
    from patience_core.sources import HOFFMANN_1921

    assert str(HOFFMANN_1921.game(11).paragraph(3)) == 'Hoffmann 1921, No. 11 "Puss in the Corner", ¶3'
    with pytest.raises(ValueError, match="no page numbers"):
        HOFFMANN_1921.game(11).page(4)
    with pytest.raises(ValueError, match="no page numbers"):
        CADOGAN_1914.game("The Sultan").page(4)
    with pytest.raises(ValueError, match="numbers its games 1 to 14"):
        HOFFMANN_1921.game(15)
