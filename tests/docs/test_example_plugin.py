"""The guide's example plugin, packaged as its own distribution, installs and is found through its entry point.

This is the last step of docs/guides/adding-a-patience.rst: ``pip install`` the
folder ``docs/examples/house-on-the-hill`` (here into a temporary directory, with no
dependencies and no build isolation, so no network is needed) and ask a fresh
Python which patiences are installed.
"""

from __future__ import annotations

import importlib.util
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent.parent
EXAMPLE = ROOT / "docs" / "examples" / "house-on-the-hill"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> dict[str, str]:
    """The example installed into a temporary directory; the environment that puts it on the path."""
    if importlib.util.find_spec("hatchling") is None:
        pytest.skip("hatchling, the example's build backend, is not installed")
    target = tmp_path_factory.mktemp("site")
    build = tmp_path_factory.mktemp("build")
    command = [sys.executable, "-m", "pip", "install", "--quiet", "--no-deps", "--no-build-isolation"]
    command += ["--no-index", "--target", str(target), str(EXAMPLE)]
    environment = {**os.environ, "TMPDIR": str(build), "PIP_NO_CACHE_DIR": "1", "PIP_DISABLE_PIP_VERSION_CHECK": "1"}
    result = subprocess.run(command, capture_output=True, text=True, timeout=300, check=False, env=environment)
    assert result.returncode == 0, result.stderr
    assert (target / "patience_house_on_the_hill" / "__init__.py").exists()
    path = os.pathsep.join(filter(None, [str(target), os.environ.get("PYTHONPATH", "")]))
    return {**os.environ, "PYTHONPATH": path, "COLUMNS": "200"}


def run(code: str, env: dict[str, str]) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, timeout=120, check=False, env=env, cwd=ROOT.parent
    )


def test_installed_example_is_among_the_variants(installed: dict[str, str]) -> None:
    code = (
        "import patience_core, patience_house_on_the_hill\n"
        "print(patience_house_on_the_hill.__file__)\n"
        "print([v.name for v in patience_core.variants()])\n"
        "print(patience_core.default_registry().plugin_name('house-on-the-hill'))\n"
    )
    result = run(code, installed)
    assert result.returncode == 0, result.stderr
    where, names, plugin = result.stdout.splitlines()
    assert "docs" not in Path(where).parts  # the installed copy, not the source folder
    assert "'house-on-the-hill'" in names
    assert plugin == "house-on-the-hill"  # the entry point's name


def test_installed_example_plays_from_its_entry_point(installed: dict[str, str]) -> None:
    code = "import patience_core\ngame = patience_core.new_game('house-on-the-hill', number=4)\n"
    code += "print(game.play('t12-a1'), game.is_won)\n"
    result = run(code, installed)
    assert result.returncode == 0, result.stderr
    assert result.stdout.split() == ["t12-a1", "False"]


def test_patience_list_finds_the_installed_example(installed: dict[str, str]) -> None:
    if importlib.util.find_spec("patience_core.cli") is None:
        pytest.skip("the patience command line is not there")
    result = subprocess.run(
        [sys.executable, "-m", "patience_core", "list"],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
        env=installed,
        cwd=ROOT.parent,
    )
    assert result.returncode == 0, result.stderr
    assert "house-on-the-hill" in result.stdout and "The House on the Hill" in result.stdout


def test_without_the_install_the_example_is_not_found() -> None:
    environment = {**os.environ, "PYTHONPATH": os.environ.get("PYTHONPATH", "")}
    result = run("import patience_core\nprint([v.name for v in patience_core.variants()])", environment)
    assert result.returncode == 0, result.stderr
    assert "'house-on-the-hill'" not in result.stdout
