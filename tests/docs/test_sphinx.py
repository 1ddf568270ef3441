"""The documentation builds without a single warning, and every doctest in it passes.

Both builds run as ``python -m sphinx -W -n`` (warnings are errors, nitpicky
cross-references), sharing one doctree cache so the pages are read once. The
doctest build runs every ``>>>`` example and ``testcode`` block of the pages
and of the docstrings they include: the rules as documented are the rules as
played.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent.parent / "docs"


def sphinx(builder: str, out: Path, doctrees: Path) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-n", "-q", "-b", builder]
    command += ["-d", str(doctrees), str(DOCS), str(out / builder)]
    return subprocess.run(command, capture_output=True, text=True, timeout=600, check=False)


@pytest.fixture(scope="module")
def doctrees(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return tmp_path_factory.mktemp("doctrees")


def warnings_of(result: subprocess.CompletedProcess[str]) -> str:
    lines = (result.stdout + result.stderr).splitlines()
    return "\n".join(line for line in lines if "WARNING" in line or "ERROR" in line or "Failed example" in line)


def test_html_builds_without_warnings(tmp_path: Path, doctrees: Path) -> None:
    result = sphinx("html", tmp_path, doctrees)
    assert result.returncode == 0, warnings_of(result) or result.stderr[-3000:]
    page = (tmp_path / "html" / "reference" / "hooks.html").read_text(encoding="utf-8")
    assert "patience_deal" in page


def test_doctests_pass_without_warnings(tmp_path: Path, doctrees: Path) -> None:
    result = sphinx("doctest", tmp_path, doctrees)
    output = (tmp_path / "doctest" / "output.txt").read_text(encoding="utf-8")
    assert result.returncode == 0, (warnings_of(result) or result.stderr[-3000:]) + "\n" + output[-3000:]
    assert " 0 failures in tests" in output
    assert "reference/hooks" in output  # the hook reference's examples ran
