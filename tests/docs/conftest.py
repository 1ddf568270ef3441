"""The documentation, built once per test run for every test that reads the built pages.

Both builds run as ``python -m sphinx -W -n`` (warnings are errors, nitpicky
cross-references) and share one doctree cache, so the pages are read once.
Tests that need the docs extra skip, rather than fail to collect, where it is
not installed.
"""

from __future__ import annotations

import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

DOCS = Path(__file__).resolve().parent.parent.parent / "docs"


@dataclass(frozen=True)
class Build:
    """One Sphinx build: where it wrote, and what it printed."""

    out: Path
    result: subprocess.CompletedProcess[str]

    def page(self, name: str) -> str:
        """The built page ``name`` (``"reference/cli"``) as text."""
        return (self.out / f"{name}.html").read_text(encoding="utf-8")


def sphinx(builder: str, out: Path, doctrees: Path) -> Build:
    command = [sys.executable, "-m", "sphinx", "-W", "--keep-going", "-n", "-q", "-b", builder]
    command += ["-d", str(doctrees), str(DOCS), str(out)]
    return Build(out, subprocess.run(command, capture_output=True, text=True, timeout=600, check=False))


def warnings_of(build: Build) -> str:
    """The lines of the build's output that say what went wrong."""
    lines = (build.result.stdout + build.result.stderr).splitlines()
    found = [line for line in lines if "WARNING" in line or "ERROR" in line or "Failed example" in line]
    return "\n".join(found) or build.result.stderr[-3000:]


@pytest.fixture(scope="session")
def doctrees(tmp_path_factory: pytest.TempPathFactory) -> Path:
    pytest.importorskip("sphinx", reason="the docs extra is not installed")
    return tmp_path_factory.mktemp("doctrees")


@pytest.fixture(scope="session")
def html(tmp_path_factory: pytest.TempPathFactory, doctrees: Path) -> Build:
    """The HTML build of the docs; a failed build fails every test that reads it."""
    build = sphinx("html", tmp_path_factory.mktemp("html"), doctrees)
    assert build.result.returncode == 0, warnings_of(build)
    return build
