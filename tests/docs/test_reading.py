"""The built pages read on a laptop screen (1280 pixels wide): code whose ends can be seen.

Furo gives the text a column 46em wide less 3em of padding either side: 640
pixels at the default 16-pixel font. Code is set at 81.25 % of that, 13
pixels, a monospace character about 0.6 of it wide, 7.8 pixels, inside 20
pixels of padding: some 79 characters show before a block scrolls sideways
and hides the rest of its lines (a refused move's citation, at a line's end).
"""

from __future__ import annotations

import json
import re
from html import unescape

import pytest

from tests.docs.conftest import DOCS, Build
from tests.docs.test_guide_examples import code_blocks

pytest.importorskip("sphinx", reason="the docs extra is not installed")

import patience_core
from patience_core.solving.odds import wilson_interval
from patience_core.sphinx.collection import odds_cell
from patience_core.sphinx.odds_svg import x_of

pytestmark = pytest.mark.xdist_group("sphinx")

#: The characters of a code line that a 1280-pixel screen shows without scrolling (see above).
CODE_COLUMNS = 79


def test_the_guides_code_fits_the_page_without_scrolling(html: Build) -> None:
    long = {
        f"{page.name}, {language} block {number}": line
        for page in sorted((html.out / "guides").glob("*.html"))
        for number, (language, code) in enumerate(code_blocks(page.read_text(encoding="utf-8")), 1)
        for line in code.splitlines()
        if len(line) > CODE_COLUMNS
    }
    assert long == {}


def stylesheet_rules(css: str) -> dict[str, str]:
    """The rules of a stylesheet outside ``@media`` blocks: each selector with its declarations."""
    css = re.sub(r"/\*.*?\*/", "", css, flags=re.S)
    rules = {}
    for selectors, body in re.findall(r"([^{}@]+)\{([^{}]*)\}", css):
        for selector in selectors.split(","):
            rules[" ".join(selector.split())] = body.strip()
    return rules


def test_stylesheet_rules_are_read() -> None:
    assert stylesheet_rules("a, b { x: 1; } /* c { y: 2 } */ d {z:3}") == {"a": "x: 1;", "b": "x: 1;", "d": "z:3"}


def test_the_sample_games_long_lines_wrap_within_their_block(html: Build) -> None:
    """A doctest's long line (a refused move and its citation) wraps inside the block on every game's page."""
    rules = stylesheet_rules((html.out / "_static" / "patience.css").read_text(encoding="utf-8"))
    assert "white-space: pre-wrap" in rules.get("div.highlight-pycon pre", ""), rules
    pages = [*sorted((html.out / "games").glob("*.html")), *sorted((html.out / "cadogan").glob("*.html"))]
    assert len(pages) > 40
    for page in pages:
        text = page.read_text(encoding="utf-8")
        if 'class="highlight-pycon' in text:
            assert re.search(r'<link[^>]+href="[./]*_static/patience\.css', text), page.name


#: The width of the text column at 1280 pixels (see above), and what a table cell adds to its text: 0.25rem of
#: padding and 0.25rem of paragraph margin on either side, and a border.
CONTENT_PX = 640
CELL_PX = 17
#: A character of the body's 16-pixel sans-serif, taken wide (digits and most letters are narrower).
CHAR_PX = 8.8


def cells_of(table: str) -> list[list[str]]:
    """The rows of a built table, each a list of its cells' text (tags dropped, entities read)."""
    rows = re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)
    cells = (re.findall(r"<t[hd][^>]*>(.*?)</t[hd]>", row, re.S) for row in rows)
    return [[unescape(re.sub(r"<[^>]+>", "", cell)).strip() for cell in row] for row in cells]


def narrowest_px(table: str, *, nowrap: bool) -> float:
    """How narrow a table can be drawn: each column as wide as its longest run of text that cannot be broken.

    A line breaks at a space or after a hyphen; a no-break space holds its
    neighbours together; with ``nowrap`` a cell is not broken at all.
    """
    widths: dict[int, int] = {}
    for row in cells_of(table):
        for column, text in enumerate(row):
            runs = [text] if nowrap else re.split(r"[ \t\n]+|(?<=-)", text)
            widths[column] = max(widths.get(column, 0), *(len(run) for run in runs))
    return sum(width * CHAR_PX + CELL_PX for width in widths.values())


def test_a_table_is_measured_by_its_longest_unbroken_runs() -> None:
    table = "<table><tr><th>a b</th><th>x\u00a0%</th></tr><tr><td>no-stock</td><td>1 2</td></tr></table>"
    assert narrowest_px(table, nowrap=False) == (5 + 3) * CHAR_PX + 2 * CELL_PX  # "stock", after its hyphen
    assert narrowest_px(table, nowrap=True) == (8 + 3) * CHAR_PX + 2 * CELL_PX


def test_the_odds_table_reads_whole_on_a_laptop_screen(html: Build) -> None:
    page = html.page("studies/odds")
    start = page.index('<table class="patience-odds-table')
    table = page[start : page.index("</table>", start)]
    rules = stylesheet_rules((html.out / "_static" / "patience.css").read_text(encoding="utf-8"))
    nowrap = "nowrap" in rules.get("table.patience-odds-table td", "")
    assert narrowest_px(table, nowrap=nowrap) <= CONTENT_PX
    assert "95 % interval" in " ".join(cells_of(table)[0]).replace("\u00a0", " ")


def test_an_undecided_row_draws_no_bar_across_the_picture(html: Build) -> None:
    """Where the solver left deals undecided, the bar is the interval of the deals it won; the rest a faint line."""
    page = html.page("studies/odds")
    rows = re.findall(r'<g class="odds-row"([^>]*)>(.*?)</g>', page, re.S)
    undecided = 0
    for attributes, body in rows:
        data = dict(re.findall(r'data-([\w-]+)="([^"]*)"', attributes))
        if int(data["deals"]) == 0 or int(data["undecided"]) == 0:
            continue
        undecided += 1
        bar = re.search(r'<rect class="interval" x="([\d.]+)" y="[\d.]+" width="([\d.]+)"', body)
        assert bar is not None, data
        end = float(bar[1]) + float(bar[2])
        assert end <= max(x_of(wilson_interval(int(data["won"]), int(data["deals"]))[1]), float(bar[1]) + 1) + 0.01
        if x_of(float(data["high"])) > end + 1:
            reach = re.search(r'<line class="undecided-reach"[^>]* x2="([\d.]+)"[^>]*stroke-dasharray', body)
            assert reach is not None and abs(float(reach[1]) - x_of(float(data["high"]))) < 0.05, data
    assert undecided > 10


#: The typographer's quotation marks the pages set for the plain ones a title is written with.
PLAIN_QUOTES = str.maketrans("“”‘’", "\"\"''")


def test_the_front_page_shows_the_whole_collection_at_a_glance(html: Build) -> None:
    """Every installed patience in a table on the front page, linked, with its packs, editions and odds; a picture."""
    page = html.page("index")
    assert 'class="patience-table-svg"' in page  # a deal, drawn
    tables = [
        page[start : page.index("</table>", start)]
        for start in (m.start() for m in re.finditer(r'<table class="patience-collection', page))
    ]
    assert tables
    rows = {}
    for table in tables:
        assert narrowest_px(table, nowrap=False) <= CONTENT_PX
        for row in re.findall(r"<tr[^>]*>(.*?)</tr>", table, re.S)[1:]:
            cells = re.findall(r"<td[^>]*>(.*?)</td>", row, re.S)
            link = re.search(r'href="([\w-]+/[\w-]+)\.html"', cells[0])
            texts = [unescape(re.sub(r"<[^>]+>", "", cell)).strip().translate(PLAIN_QUOTES) for cell in cells]
            rows[texts[0]] = (link[1] if link else None, texts)
    summaries = {
        (summary["variant"], summary["edition"]): summary
        for summary in json.loads((DOCS / "studies" / "odds.json").read_text(encoding="utf-8"))
    }
    variants = patience_core.default_registry().variants()
    assert len(rows) == len(variants)
    for variant in variants:
        page_name, cells = rows[variant.title.translate(PLAIN_QUOTES)]
        assert page_name is not None and page_name.endswith("/" + variant.name), variant.name
        assert cells[2].startswith(str(variant.packs)) and cells[3] == str(len(variant.editions)), cells
        assert cells[4] == odds_cell(summaries.get((variant.name, variant.editions[0].name))), cells
