"""The suite without the optional extras: a test that needs one skips, and nothing fails to collect."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

#: The top modules of the extras ``docs`` and ``dask``, made unimportable in the run below.
EXTRA_MODULES = ("sphinx", "docutils", "furo", "sphinx_click", "sphinxcontrib", "dask", "distributed")

COLLECT = f"""
import sys
for name in {EXTRA_MODULES!r}:
    sys.modules[name] = None  # an import of it now fails, as if it were not installed
import pytest
sys.exit(pytest.main(["--collect-only", "-q", "-p", "no:cacheprovider", "tests"]))
"""


def test_the_suite_collects_without_the_docs_and_dask_extras() -> None:
    result = subprocess.run(
        [sys.executable, "-c", COLLECT], cwd=ROOT, capture_output=True, text=True, timeout=300, check=False
    )
    output = result.stdout + result.stderr
    assert result.returncode == 0, output[-3000:]
    assert "error" not in output.lower().splitlines()[-1], output[-3000:]
    assert "tests/docs/test_built_pages.py::test_no_page_shows_an_error_box" in output  # skipped later, not lost
