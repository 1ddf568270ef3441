"""How citations look in the built pages: the bibliography in the text's author–year style, the sources page linked."""

from __future__ import annotations

import html as html_text
import re

import pytest

from tests.docs.conftest import Build

# One worker builds the documentation once for all of these (pytest-xdist's loadgroup).
pytestmark = pytest.mark.xdist_group("sphinx")


def text_of(page: str) -> str:
    """The visible text of a built page's article, tags dropped and spaces collapsed."""
    article = page[page.index("<article") : page.index("</article>")]
    text = " ".join(html_text.unescape(re.sub(r"<[^>]+>", " ", article)).split())
    return re.sub(r"([\[(]) | ([\])])", r"\1\2", text).replace("“", '"').replace("”", '"')


def test_bibliography_is_labelled_by_author_and_year_as_the_text_cites(html: Build) -> None:
    text = text_of(html.page("bibliography"))
    assert not re.search(r"\[\d+\]", text), "numbered labels beside an author–year text"
    for label in ("[Hoffmann 1892]", "[Cadogan 1914]", "[Morehead & Mott-Smith 1950]", "[Heather 1876]"):
        assert label in text
    # The text cites "Hoffmann [1892]": the label it leads to carries the same name and year.
    assert "Hoffmann [1892]" in text_of(html.page("games/capricieuse"))


def test_bibliography_keeps_names_and_titles_as_printed(html: Build) -> None:
    text = text_of(html.page("bibliography"))
    assert "PySolFC: a collection" in text and "Pysolfc" not in text
    assert "Puss in the Corner" in text and "Puss in the corner" not in text
    assert "The Illustrated Book of Patience Games" in text
    assert "c. 1911, 1911" not in text
    assert "Series of Thirty Games" not in text and "Patience: Series of Games with Cards" in text


def test_sources_page_is_linked_from_the_index_and_every_game_page(html: Build) -> None:
    assert 'href="sources.html"' in html.page("index")
    games = sorted((html.out / "games").glob("*.html"))
    assert len(games) >= 5
    for page in games:
        assert 'href="../sources.html"' in page.read_text(encoding="utf-8"), page.name


def test_sources_page_says_how_each_work_is_known(html: Build) -> None:
    text = text_of(html.page("sources"))
    assert "What we have read" in text
    # Hoffmann 1892 is read first-hand for his own games, and still known via a summary for Capricieuse.
    assert re.search(r'Hoffmann 1892 first-hand ?:[^\[]*; via Wikipedia "Capricieuse"', text)
    # Parlett 1979 is known through three articles, one for each game that cites it.
    assert re.search(r'Parlett 1979 via Wikipedia "Beleaguered Castle".*via Wikipedia "Puss in the Corner"', text)
    assert re.search(r"Cadogan 1914 first-hand ?: the new revised edition", text)
    assert "reading: the ace must start a foundation" in text


def works_table(page: str) -> list[list[str]]:
    """The rows of the sources page's table of works, each a list of its cells' HTML."""
    start = page.index("<table")
    table = page[start : page.index("</table>", start)]
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)
    return [re.findall(r"<td[^>]*>(.*?)</td>", row, re.S) for row in rows[1:]]


def test_the_sources_page_tells_each_work_apart_and_links_every_game_that_cites_it(html: Build) -> None:
    """Each work is named as the rules cite it, no two alike; each game in the "Cited by" column links to its page."""
    rows = works_table(html.page("sources"))
    works = [" ".join(html_text.unescape(re.sub(r"<[^>]+>", " ", row[0])).split()) for row in rows]
    assert len(works) > 5
    assert len(set(works)) == len(works), works
    assert 'Wikipedia "Sir Tommy"' in works and 'Wikipedia "Capricieuse"' in works
    assert "Cadogan 1914" in works
    for work, row in zip(works, rows, strict=True):
        games = html_text.unescape(re.sub(r"<[^>]+>", "", row[2])).split(", ")
        links = re.findall(r'<a class="reference internal" href="[\w-]+/[\w-]+\.html"', row[2])
        assert len(links) == len(games), (work, games)
