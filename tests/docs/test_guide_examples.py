"""The guide *Adding a patience* as a stranger copies it: every piece of code on the built page, in order, runs.

The examples are read from the built HTML, as a reader sees them, and run in a
fresh interpreter without the documentation build's global set-up: a piece of
Python code is executed, an example after ``>>>`` is run as a doctest, each
with only what the pieces before it defined. A name the page never imports
fails, as it would for the reader.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
from html import unescape

import pytest

from tests.docs.conftest import DOCS, Build

pytestmark = pytest.mark.xdist_group("sphinx")

#: The code blocks of a built page: their language and their text with the highlighting's markup taken out.
BLOCK = re.compile(
    r'<div class="highlight-(?P<language>[\w-]+) notranslate"><div class="highlight"><pre>(?P<code>.*?)</pre>', re.S
)

RUN = r"""
import doctest, json, sys
pieces = json.loads(sys.stdin.read())
namespace = {"__name__": "__copied__"}
runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS | doctest.NORMALIZE_WHITESPACE)
for number, (language, code) in enumerate(pieces, 1):
    if language == "python":
        try:
            exec(compile(code, f"piece {number}", "exec"), namespace)
        except Exception as error:
            print(f"piece {number} (code) fails: {type(error).__name__}: {error}\n{code}")
    else:
        test = doctest.DocTestParser().get_doctest(code, namespace, f"piece {number}", None, 0)
        runner.run(test, clear_globs=False)
        namespace.update(test.globs)  # a doctest runs on a copy of the names it is given
print("failed", runner.summarize(verbose=False).failed)
"""


def code_blocks(page: str) -> list[tuple[str, str]]:
    """The code blocks of a built page, in order: (language, text as shown)."""
    return [(found["language"], unescape(re.sub(r"<[^>]+>", "", found["code"]))) for found in BLOCK.finditer(page)]


def test_code_blocks_are_read_as_shown() -> None:
    page = (
        '<div class="highlight-python notranslate"><div class="highlight"><pre><span></span>'
        '<span class="n">x</span> <span class="o">=</span> <span class="s2">&quot;a&lt;b&quot;</span>\n</pre></div>'
    )
    assert code_blocks(page) == [("python", 'x = "a<b"\n')]


def test_every_example_of_adding_a_patience_runs_as_copied(html: Build) -> None:
    pieces = [(language, code) for language, code in code_blocks(html.page("guides/adding-a-patience"))]
    runnable = [(language, code) for language, code in pieces if language in ("python", "pycon")]
    assert len(runnable) >= 15, pieces
    result = subprocess.run(
        [sys.executable, "-c", RUN],
        input=json.dumps(runnable),
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
        env={**os.environ, "PYTHONPATH": str(DOCS / "examples" / "house-on-the-hill")},
    )
    assert result.returncode == 0, result.stderr[-3000:]
    assert result.stdout.strip().endswith("failed 0"), result.stdout[-6000:]
    assert "fails:" not in result.stdout, result.stdout[-6000:]


def test_the_guide_tells_how_a_game_not_won_by_cards_home_ends_and_what_the_solver_then_counts(html: Build) -> None:
    """The section names the win-check hook, the solver's score hint and its default, each linked to its entry."""
    page = html.page("guides/adding-a-patience")
    start = page.index("A game not won by putting every card home")
    section = page[start : page.index("</section>", start)]
    for target in (
        "patience_core.hookspecs.patience_is_won",
        "patience_core.hookspecs.patience_solver_score",
        "patience_core.solving.search.default_score",
    ):
        assert 'href="../reference/' in section and f"#{target}" in section, target
    assert "Square().patience_solver_score" in unescape(re.sub(r"<[^>]+>", "", section))
