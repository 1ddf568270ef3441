"""The documentation builds without a single warning, and every doctest in it passes.

The doctest build runs every ``>>>`` example and ``testcode`` block of the
pages and of the docstrings they include: the rules as documented are the rules
as played.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from tests.docs.conftest import Build, sphinx, warnings_of

# One worker builds the documentation once for all of these (pytest-xdist's loadgroup; see conftest).
pytestmark = pytest.mark.xdist_group("sphinx")


def test_html_builds_without_warnings(html: Build) -> None:
    assert "patience_deal" in html.page("reference/hooks")
    # Python's warnings (deprecations of Sphinx's API by an extension) are not Sphinx warnings: -W lets them by.
    assert not re.findall(r"\w+Warning\b.*", html.result.stderr), html.result.stderr[-3000:]


def test_doctests_pass_without_warnings(tmp_path: Path, doctrees: Path) -> None:
    build = sphinx("doctest", tmp_path, doctrees)
    output = (tmp_path / "output.txt").read_text(encoding="utf-8")
    assert build.result.returncode == 0, warnings_of(build) + "\n" + output[-3000:]
    assert " 0 failures in tests" in output
    assert "reference/hooks" in output  # the hook reference's examples ran
