"""What a reader sees in the built HTML: no error boxes, options that can be copied, pictures that match the text."""

from __future__ import annotations

import json
import re
from html.parser import HTMLParser

import pytest

from tests.docs.conftest import DOCS, Build

# One worker builds the documentation once for all of these (pytest-xdist's loadgroup).
pytestmark = pytest.mark.xdist_group("sphinx")

#: Classes of the boxes a reader should never meet: docutils' system messages and
#: unresolved markup, and the table of contents that Furo paints red with "ERROR".
ERROR_CLASSES = {"system-message", "problematic"}
FURO_TOC_ESCAPE = "this-will-duplicate-information-and-it-is-still-useful-here"


class _Classes(HTMLParser):
    """Collects the class lists of every element of a page."""

    def __init__(self) -> None:
        super().__init__()
        self.found: list[set[str]] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        for name, value in attrs:
            if name == "class" and value:
                self.found.append(set(value.split()))


def error_boxes(page: str) -> list[str]:
    """The class lists of the elements of ``page`` that render as error boxes."""
    parser = _Classes()
    parser.feed(page)
    return [
        " ".join(sorted(classes))
        for classes in parser.found
        if classes & ERROR_CLASSES or ("contents" in classes and FURO_TOC_ESCAPE not in classes)
    ]


def test_error_boxes_are_found_where_there_are_some() -> None:
    assert error_boxes('<nav class="contents local" id="steps"><p>x</p></nav>') == ["contents local"]
    assert error_boxes('<aside class="system-message"><p>ERROR/3</p></aside>') == ["system-message"]
    assert error_boxes('<a class="problematic" href="#id1">`x</a>') == ["problematic"]
    assert error_boxes(f'<nav class="contents {FURO_TOC_ESCAPE}"></nav><div class="toc-tree"></div>') == []


def test_no_page_shows_an_error_box(html: Build) -> None:
    pages = sorted(html.out.rglob("*.html"))
    assert len(pages) > 10
    boxes = {str(page.relative_to(html.out)): error_boxes(page.read_text(encoding="utf-8")) for page in pages}
    assert {page: found for page, found in boxes.items() if found} == {}


def test_command_reference_keeps_two_hyphens_in_options(html: Build) -> None:
    page = html.page("reference/cli")
    assert not re.findall(r"[–—][A-Za-z]", page), "an option's two hyphens were set as a dash"
    for option in ("--resume", "--seconds"):
        assert f'<span class="pre">{option}</span>' in page


def test_game_pages_leave_the_solvers_hints_to_the_solver_page(html: Build) -> None:
    hint_objects = re.compile(r'id="[^"]*(patience_solver_\w+|\.hints\.\w+|\.search\.\w+|\.search_\w+|canonical_key)"')
    for page in sorted((html.out / "games").glob("*.html")):
        found = hint_objects.findall(page.read_text(encoding="utf-8"))
        assert not found, f"{page.name} documents solver internals: {found}"
    solver = html.page("studies/solver")
    assert 'id="patience_sir_tommy.hints.ASCENT_COST"' in solver
    assert 'id="patience_russian_patience.search_order"' in solver
    table = solver[solver.index("patience-solver-hints") :]
    for title in ("Beleaguered Castle", "Capricieuse", "Puss in the Corner", "Russian Patience", "Sir Tommy"):
        assert f"<p>{title}</p>" in table


def test_odds_page_gives_the_figures_room_and_draws_them(html: Build) -> None:
    page = html.page("studies/odds")
    summaries = json.loads((DOCS / "studies" / "odds.json").read_text(encoding="utf-8"))
    # the picture: one row per edition measured, in the data's order
    rows = re.findall(r'<g class="odds-row" data-variant="([^"]+)" data-edition="([^"]+)"', page)
    assert rows == [(summary["variant"], summary["edition"]) for summary in summaries]
    # the table: four columns of figures, none of them parted from its unit or its sign across lines
    table = page[page.index('class="patience-odds-table') :]
    table = table[: table.index("</table>")]
    headers = [re.sub(r"<[^>]+>", "", cell).strip() for cell in re.findall(r"<th[^>]*>(.*?)</th>", table, re.S)]
    assert len(headers) == 4 and not [header for header in headers if "Command" in header]
    assert "The solver’s win rate (95 % interval)" in headers
    cells = [re.sub(r"<[^>]+>", "", cell).strip() for cell in re.findall(r"<td[^>]*>(.*?)</td>", table, re.S)]
    assert len(cells) == len(summaries) * len(headers)
    assert [cell for cell in cells if re.search(r"\d %|≥ ", cell)] == []
    castle = next(summary for summary in summaries if summary["variant"] == "beleaguered-castle")
    assert castle["undecided"] and any(
        cell.startswith(f"≥\xa0{100 * castle['rate']:.1f}\xa0%") for cell in cells
    )  # a lower bound, unbroken
    # the commands, in a collapsible list below the table
    details = page[page.index("<details>") : page.index("</details>")]
    listed = re.sub(r"<[^>]+>", "", details)
    for summary in summaries:  # the solver's command (none where it has not been run) and the player's
        commands = [summary["command"]] if summary["command"] else []
        commands += [summary["player"]["command"]] if "player" in summary else []
        assert commands and all(listed.count(command + "\n") == 1 for command in commands), summary["variant"]
