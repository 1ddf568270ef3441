"""The documentation, built once per test run for every test that reads the built pages.

Both builds run as ``python -m sphinx -W -n`` (warnings are errors, nitpicky
cross-references) and share one doctree cache, so the pages are read once.
Under pytest-xdist the tests that read the docs are marked to run in one
worker (``xdist_group``); the cache and the HTML build are nevertheless kept
where every worker of the run finds them, behind a file lock, so that a worker
that does get such a test waits for the one build rather than making its own
(pytest 9.2 makes pytest-xdist 3.8 ignore the mark, pytest-xdist issue 1386:
each worker then built the pages itself; the test extra keeps pytest below 9.2).
Tests that need the docs extra skip, rather than fail to collect, where it is
not installed.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest
from filelock import FileLock

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
    """Build with ``builder`` into ``out``, waiting for any other build that uses the doctree cache."""
    with FileLock(f"{doctrees}.lock"):
        return _build(builder, out, doctrees)


def _build(builder: str, out: Path, doctrees: Path) -> Build:
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
    """The doctree cache of this run: one for all of pytest-xdist's workers, whose temporary folders share a parent."""
    pytest.importorskip("sphinx", reason="the docs extra is not installed")
    base = tmp_path_factory.getbasetemp()
    if os.environ.get("PYTEST_XDIST_WORKER"):
        base = base.parent
    return base / "doctrees"


@pytest.fixture(scope="session")
def html(doctrees: Path) -> Build:
    """The HTML build of the docs, made by the first worker that asks; a failed build fails every test that reads it."""
    out, record = doctrees.with_name("html"), doctrees.with_name("html.json")
    with FileLock(f"{doctrees}.lock"):
        if record.exists():
            build = Build(out, subprocess.CompletedProcess(**json.loads(record.read_text(encoding="utf-8"))))
        else:
            build = _build("html", out, doctrees)
            result = build.result
            done = {key: getattr(result, key) for key in ("args", "returncode", "stdout", "stderr")}
            record.write_text(json.dumps(done), encoding="utf-8")
    assert build.result.returncode == 0, warnings_of(build)
    return build
