"""The example sessions of docs/reference/cli.rst are what the command prints."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from click.testing import CliRunner

from patience_core.cli import main

PAGE = Path(__file__).resolve().parents[2] / "docs" / "reference" / "cli.rst"


def sessions() -> list[tuple[str, list[str]]]:
    """Each ``$ patience ...`` command of the page's console blocks, with the lines shown after it."""
    found: list[tuple[str, list[str]]] = []
    inside = False
    for line in PAGE.read_text(encoding="utf-8").splitlines():
        if line.startswith(".. code-block:: console"):
            inside = True
            continue
        if inside and line and not line.startswith("   "):
            inside = False
        if not inside:
            continue
        text = line[3:]
        if text.startswith("$ "):
            found.append((text[2:], []))
        elif found:
            found[-1][1].append(text)
    return found


def test_the_page_has_sessions() -> None:
    commands = [command for command, _ in sessions()]
    assert "patience show sir-tommy --number 1" in commands
    assert "patience play sir-tommy --number 1" in commands


def test_each_session_prints_what_the_page_shows(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(tmp_path)  # sessions run in order in one folder: a game saved is then read
    for command, shown in sessions():
        words = shlex.split(command)
        assert words[0] == "patience"
        typed = [line[2:] for line in shown if line.startswith("> ")]
        result = CliRunner().invoke(main, words[1:], input="".join(f"{line}\n" for line in typed))
        printed = [line.rstrip() for line in result.output.rstrip("\n").splitlines()]
        assert printed == "\n".join(shown).rstrip("\n").splitlines(), command
