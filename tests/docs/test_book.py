"""The book's contents (``.. patience-book::``): every game in the book's order, found by what the patiences cite."""

from __future__ import annotations

import doctest
import json
import re
from pathlib import Path

import pytest

from patience_core import Edition, Reading, Registry, Source, Variant, default_registry
from patience_core.sources import (
    CADOGAN_1914,
    CADOGAN_1914_GAMES,
    HOFFMANN_1892,
    HOFFMANN_1892_GAMES,
    PYSOLFC,
)
from tests.docs.conftest import Build

DOCS = Path(__file__).resolve().parent.parent.parent / "docs"

# One worker builds the documentation once for all the tests that read it (pytest-xdist's loadgroup).
pytestmark = pytest.mark.xdist_group("sphinx")

# The directive is the docs' extension: without the docs extra there is nothing to test here.
pytest.importorskip("sphinx", reason="the docs extra is not installed")

from patience_core.analysis.compare import compare  # noqa: E402
from patience_core.analysis.contents import Place, pages_of, places, shared_games, works_cited  # noqa: E402
from patience_core.sphinx import book  # noqa: E402
from patience_core.sphinx import shared as shared_directive  # noqa: E402
from patience_core.sphinx.book import book_games, cards_text, odds_text, other_editions  # noqa: E402

LUCIE = CADOGAN_1914.game("La Belle Lucie")
SULTAN = CADOGAN_1914.game("The Sultan")


class Clause:
    """A rule object citing what it enforces, as the core's clauses do."""

    def __init__(self, cite: Source | Reading) -> None:
        self.cite = cite


def variant(name: str, *rules: object, editions: tuple[Edition, ...] | None = None) -> Variant:
    after_the_book = (Edition("cadogan-1914", "After the book", (CADOGAN_1914,)),)
    return Variant(name, name.title(), name, 2, (CADOGAN_1914,), editions or after_the_book, rules)


def players(chapters: list[book.Chapter], title: str) -> list[tuple[str, str]]:
    chapter = chapters[CADOGAN_1914_GAMES.index(title)]
    return [(player.variant.name, player.edition) for player in chapter.players]


def test_every_game_of_the_book_built_here_is_found_under_its_own_title(own_registry: Registry) -> None:
    chapters, unplaced = book_games(CADOGAN_1914, own_registry.variants())
    assert unplaced == []
    assert [chapter.title for chapter in chapters] == list(CADOGAN_1914_GAMES)
    assert [chapter.number for chapter in chapters] == list(range(1, 48))
    for chapter in chapters:
        for player in chapter.players:
            expected = "The Nation" if player.variant.name == "nationale" else player.variant.title
            assert (chapter.title, player.edition) == (expected, "cadogan-1914")
    # La Nationale cites the book only in its edition after The Nation: that edition plays it.
    assert players(chapters, "The Nation") == [("nationale", "cadogan-1914")]
    assert players(chapters, "Nestor") == [("nestor", "cadogan-1914")]


def test_a_game_is_found_through_its_clauses_and_readings() -> None:
    by_rules = variant("lucie", Clause(LUCIE.rule("I")))
    by_reading = variant("sultan", Clause(Reading("a reading of the sultan", of=SULTAN.play(2))))
    chapters, unplaced = book_games(CADOGAN_1914, [by_rules, by_reading])
    assert (players(chapters, "La Belle Lucie"), players(chapters, "The Sultan"), unplaced) == (
        [("lucie", "cadogan-1914")],
        [("sultan", "cadogan-1914")],
        [],
    )
    assert sum(len(chapter.players) for chapter in chapters) == 2


def test_the_title_cited_most_often_wins_over_one_borrowed() -> None:
    borrowing = variant("sultan", Clause(SULTAN.rule("I")), Clause(SULTAN.rule("II")), Clause(LUCIE.rule("I")))
    chapters, _ = book_games(CADOGAN_1914, [borrowing])
    assert players(chapters, "The Sultan") == [("sultan", "cadogan-1914")]
    assert players(chapters, "La Belle Lucie") == []


def test_the_edition_that_cites_the_book_is_the_one_shown_and_its_own_title_comes_first() -> None:
    editions = (
        Edition("pysolfc", "As PySolFC plays it", (PYSOLFC.game("Nestor"),)),
        Edition("nation", "After The Nation", (CADOGAN_1914.game("The Nation"),)),
    )
    # Its rules cite another game of the book, as a game built on another's clauses might.
    capricious = variant("capricious", Clause(LUCIE.rule("I")), editions=editions)
    chapters, _ = book_games(CADOGAN_1914, [capricious])
    assert players(chapters, "The Nation") == [("capricious", "nation")]
    assert players(chapters, "La Belle Lucie") == []


def test_a_patience_citing_the_book_but_no_game_of_it_is_reported_and_one_citing_other_works_ignored() -> None:
    silent = variant("silent")
    other = variant("other", Clause(PYSOLFC.game("Nestor")), editions=(Edition("pysolfc", "PySolFC", (PYSOLFC,)),))
    chapters, unplaced = book_games(CADOGAN_1914, [silent, other])
    assert unplaced == ["silent"]
    assert all(chapter.players == () for chapter in chapters)


def test_the_other_editions_of_a_game_are_those_after_another_work() -> None:
    editions = (
        Edition("cadogan-1914", "After the book", (CADOGAN_1914,)),
        Edition("optional", "A reading of ours", (Reading("cards may wait", of=SULTAN.play(3)),)),
        Edition("pysolfc", "As PySolFC plays it", (PYSOLFC.game("Sultan"),), changes="no redeal"),
    )
    sultan = variant("sultan", Clause(SULTAN.rule("I")), editions=editions)
    chapters, _ = book_games(CADOGAN_1914, [sultan])
    found = other_editions(CADOGAN_1914, chapters[CADOGAN_1914_GAMES.index("The Sultan")])
    assert [(player.edition, edition.name, [str(work) for work in works]) for player, edition, works in found] == [
        ("cadogan-1914", "pysolfc", ['PySolFC, "Sultan"'])
    ]


def test_a_work_without_contents_is_refused() -> None:
    with pytest.raises(ValueError, match="PySolFC lists no games"):
        book_games(PYSOLFC, [])


def test_the_modules_examples_run() -> None:
    result = doctest.testmod(book)
    assert result.attempted > 0 and result.failed == 0


# --------------------------------------------------------------------------- the built page


def _text(html: str) -> str:
    """The words of ``html``, its typographic quotes set back to plain ones and its dashes to hyphens."""
    text = " ".join(re.sub(r"<[^>]+>", "", html).split())
    return text.translate(str.maketrans("\u201c\u201d\u2019\u2013", '""\'-'))


def _plain(place: Place) -> str:
    """A game's place in a book, as the built page shows it in words."""
    return _text(place.cited)


def _elsewhere(player: book.Player, work: Source) -> list[Place]:
    others = [other for other in works_cited(default_registry().variants()) if other.key != work.key]
    return places(player.variant, others)


def _table(page: str, css_class: str) -> list[list[str]]:
    """The cells of each row of the first table of class ``css_class`` on a built page, its header row left out."""
    table = page[page.index(f'class="{css_class}') :]
    table = table[: table.index("</table>")]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)[1:]
    return [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in rows]


def test_the_book_page_lists_the_games_in_the_books_order_linked_and_measured(html: Build) -> None:
    page = html.page("cadogan/index")
    table = page[page.index('class="patience-book') :]
    table = table[: table.index("</table>")]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)[1:]
    cells = [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in rows]
    assert [_text(row[0]) for row in cells] == [str(number) for number in range(1, 48)]
    assert [_text(row[1]) for row in cells] == list(CADOGAN_1914_GAMES)
    summaries = json.loads((DOCS / "studies" / "odds.json").read_text(encoding="utf-8"))
    odds = {(summary["variant"], summary["edition"]): summary for summary in summaries}
    chapters, _ = book_games(CADOGAN_1914, default_registry().variants())
    for chapter, row in zip(chapters, cells, strict=True):
        if not chapter.players:
            assert (_text(row[2]), "href" in row[1]) == ("not yet built", False)
            continue
        (player,) = chapter.players
        name = player.variant.name
        assert re.search(rf'href="(\.\./games/)?{name}\.html"', row[1]), row[1]
        played, _, elsewhere = _text(row[2]).partition("; also in ")
        assert played.startswith(name) and played.endswith(f"edition {player.edition}")
        assert elsewhere == "; also in ".join(_plain(place) for place in _elsewhere(player, CADOGAN_1914))
        assert _text(row[3]) == odds_text(odds.get((name, player.edition)))
    nation = cells[CADOGAN_1914_GAMES.index("The Nation")]
    assert _text(nation[2]) == (
        'nationale (also nation), edition cadogan-1914; also in Hoffmann 1892, No. 50 "La Nationale", pp. 94-96'
    )
    assert _text(cells[CADOGAN_1914_GAMES.index("La Belle Lucie")][2]) == "la-belle-lucie, edition cadogan-1914"
    assert 'href="../games/nationale.html"' in nation[1]
    built = sum(1 for chapter in chapters if chapter.players)
    assert f"{built} of the 47 games are built" in _text(page)


#: The book's "Explanation of terms", in its order.
EXPLAINED = (
    "available",
    "released",
    "suitable",
    "foundation cards",
    "marriage",
    "sequence",
    "value",
    "suit",
    "lane",
    "talon",
    "to play",
    "re-deal",
)


def test_the_glossary_gives_the_books_terms_in_its_order_each_with_the_cores_counterpart(html: Build) -> None:
    page = html.page("cadogan/book/glossary")
    table = page[page.index("<tbody>") : page.index("</tbody>")]
    rows = [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)]
    assert tuple(_text(row[0]) for row in rows[: len(EXPLAINED)]) == EXPLAINED
    for row in rows:
        assert "reference internal" in row[2] or _text(row[0]) in ("privilege",), _text(row[0])


def test_the_relatives_page_lists_every_other_edition_of_the_books_games(html: Build) -> None:
    page = html.page("cadogan/book/relatives")
    table = page[page.index('class="patience-book-relatives') :]
    table = table[: table.index("</table>")]
    rows = [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)]
    chapters, _ = book_games(CADOGAN_1914, default_registry().variants())
    expected = [
        (str(chapter.number), f"{player.variant.name}, {edition.name}")
        for chapter in chapters
        for player, edition, _ in other_editions(CADOGAN_1914, chapter)
    ]
    assert [(_text(row[0]), _text(row[2])) for row in rows[1:]] == expected
    nestor = rows[1:][expected.index(("23", "nestor, pysolfc"))]
    assert _text(nestor[3]).endswith('"Nestor", game 235')
    assert _text(nestor[4]) == default_registry().variant("nestor").edition("pysolfc").changes


def test_hoffmanns_book_page_lists_all_63_games_with_their_pages_and_cards_the_unbuilt_unlinked(html: Build) -> None:
    cells = _table(html.page("hoffmann/index"), "patience-book")
    assert [_text(row[0]) for row in cells] == [str(number) for number in range(1, 64)]
    assert [_text(row[1]) for row in cells] == [_text(title) for title in HOFFMANN_1892_GAMES]
    assert [_text(row[2]) for row in cells] == [_text(pages_of(HOFFMANN_1892, title)) for title in HOFFMANN_1892_GAMES]
    summaries = json.loads((DOCS / "studies" / "odds.json").read_text(encoding="utf-8"))
    odds = {(summary["variant"], summary["edition"]): summary for summary in summaries}
    chapters, _ = book_games(HOFFMANN_1892, default_registry().variants())
    for chapter, row in zip(chapters, cells, strict=True):
        if not chapter.players:
            assert [_text(cell) for cell in row[3:]] == ["—", "not yet built", "—"]
            assert "href" not in row[1]
            continue
        (player,) = chapter.players
        assert re.search(rf'href="(\.\./[a-z-]+/)?{player.variant.name}\.html"', row[1]), row[1]
        assert _text(row[3]) == cards_text(player)
        played, _, elsewhere = _text(row[4]).partition("; also in ")
        assert played.startswith(player.variant.name) and played.endswith(f"edition {player.edition}")
        assert elsewhere == "; also in ".join(_plain(place) for place in _elsewhere(player, HOFFMANN_1892))
        assert _text(row[5]) == odds_text(odds.get((player.variant.name, player.edition)))
    sultan = _text(cells[41][4])
    assert sultan == 'sultan, edition hoffmann-1892; also in Cadogan 1914, "The Sultan"'
    built = sum(1 for chapter in chapters if chapter.players)
    assert f"{built} of the 63 games are built" in _text(html.page("hoffmann/index"))


def test_the_book_pages_link_the_page_of_the_games_the_books_share(html: Build) -> None:
    for index in ("cadogan/index", "hoffmann/index"):
        assert 'href="../studies/shared-games.html"' in html.page(index), index
    assert 'href="book/about.html"' in html.page("hoffmann/index")


def test_the_shared_games_page_sets_every_shared_game_beside_both_books_with_the_engines_verdict(html: Build) -> None:
    page = html.page("studies/shared-games")
    cells = _table(page, "patience-shared")
    shared = shared_games(default_registry().variants(), "cadogan-1914", "hoffmann-1892")
    assert len(cells) == len(shared) >= 14
    summaries = json.loads((DOCS / "studies" / "odds.json").read_text(encoding="utf-8"))
    odds = {(summary["variant"], summary["edition"]): summary for summary in summaries}
    for each, row in zip(shared, cells, strict=True):
        variant = each.variant
        assert _text(row[0]) == f"{_text(variant.title)} ({variant.name})"
        assert re.search(rf'href="\.\./[a-z-]+/{variant.name}\.html"', row[0]), row[0]
        for place, cell in ((each.first, row[1]), (each.second, row[2])):
            assert _text(cell) == _text(" ".join(shared_directive.place_lines(place)))
        comparison = compare(variant, "cadogan-1914", "hoffmann-1892")
        assert _text(row[3]) == _text(shared_directive.verdict(comparison))
        assert ("<strong>differ on" in row[3]) == bool(comparison.differences())
        said = []
        for place in (each.first, each.second):
            solver, player = shared_directive.odds_lines(odds.get((variant.name, place.edition)))
            said.append(f"{place.edition}: {solver}; {player}")
        assert _text(row[4]) == " ".join(said)
    constitution = cells[[each.variant.name for each in shared].index("constitution")]
    assert _text(constitution[3]).startswith("differ on the deal and layout")
    alike = sum(1 for each in shared if not compare(each.variant, "cadogan-1914", "hoffmann-1892").differences())
    assert f"the same in every part in {alike} of them, and different in some part in {len(shared) - alike}." in (
        _text(page)
    )


def test_the_shared_games_helpers_examples_run() -> None:
    result = doctest.testmod(shared_directive)
    assert result.attempted > 0 and result.failed == 0
