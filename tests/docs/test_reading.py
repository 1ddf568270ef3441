"""The built pages read on a laptop screen (1280 pixels wide): code whose ends can be seen.

Furo gives the text a column 46em wide less 3em of padding either side: 640
pixels at the default 16-pixel font. Code is set at 81.25 % of that, 13
pixels, a monospace character about 0.6 of it wide, 7.8 pixels, inside 20
pixels of padding: some 79 characters show before a block scrolls sideways
and hides the rest of its lines (a refused move's citation, at a line's end).
"""

from __future__ import annotations

import re

import pytest

from tests.docs.conftest import Build
from tests.docs.test_guide_examples import code_blocks

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
