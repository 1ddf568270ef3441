"""The documentation extension is installed with the core: a project of its own documents a patience with it.

The project below is not this repository's documentation: it has no
extension folder, no stylesheet and no configuration beyond naming
``patience_core.sphinx``, as a plugin kept in a repository of its own would.
"""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest

pytest.importorskip("sphinx", reason="the docs extra is not installed")

PAGE = """A patience of our own
=====================

.. patience-table:: sir-tommy
   :number: 3

.. patience-layers::
"""


def test_a_project_of_its_own_draws_with_the_installed_extension(tmp_path: Path) -> None:
    source = tmp_path / "docs"
    source.mkdir()
    (source / "conf.py").write_text('project = "elsewhere"\nextensions = ["patience_core.sphinx"]\n', encoding="utf-8")
    (source / "index.rst").write_text(PAGE, encoding="utf-8")
    out = tmp_path / "html"
    command = [sys.executable, "-m", "sphinx", "-W", "-n", "-q", "-b", "html", str(source), str(out)]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False, cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    page = (out / "index.html").read_text(encoding="utf-8")
    assert page.count("<svg") == 2 and 'data-layer="clauses"' in page
    assert "patience.css" in page
    assert "patience-layers" in (out / "_static" / "patience.css").read_text(encoding="utf-8")
