"""What the commands print for a reader: piped output fits 80 columns with no word broken, and bad numbers are named
as such."""

from __future__ import annotations

import fcntl
import os
import re
import struct
import subprocess
import sys
import termios
from pathlib import Path

import pytest
from click.testing import CliRunner

import patience_core
from patience_core.cli import main


def piped_beside_a_wide_terminal(*args: str, cwd: Path) -> str:
    """``patience ARGS``, its output piped, its input and errors on a terminal 120 columns wide; its output.

    As ``patience list | less`` runs in a wide terminal window, or ``patience list > list.txt``.
    """
    pty = pytest.importorskip("pty")
    master, slave = pty.openpty()
    fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 40, 120, 0, 0))
    environment = {key: value for key, value in os.environ.items() if key not in ("COLUMNS", "LINES")}
    try:
        result = subprocess.run(
            [sys.executable, "-m", "patience_core", *args],
            stdin=slave,
            stdout=subprocess.PIPE,
            stderr=slave,
            cwd=cwd,
            env=environment,
            text=True,
            timeout=300,
            check=True,
        )
    finally:
        os.close(slave)
        os.close(master)
    return result.stdout


def words(text: str) -> str:
    return " ".join(text.split())


def whole(name: str, text: str) -> bool:
    """Whether ``name`` stands in ``text`` whole, not as part of a longer name nor broken across lines."""
    return re.search(rf"(?<![\w-]){re.escape(name)}(?![\w-])", text) is not None


def test_patience_list_piped_fits_80_columns_and_breaks_no_name_or_source(tmp_path: Path) -> None:
    shown = piped_beside_a_wide_terminal("list", cwd=tmp_path)
    assert max(map(len, shown.splitlines())) <= 80
    for variant in patience_core.variants():
        assert whole(variant.name, shown) and words(variant.title) in words(shown)
        for edition in variant.editions:
            assert whole(edition.name, shown), edition.name
        for source in variant.sources:
            assert words(str(source.at(""))) in words(shown), source


def test_patience_odds_piped_fits_80_columns(tmp_path: Path) -> None:
    args = ("odds", "capricieuse", "-e", "supermoves", "--deals", "2", "--player", "greedy", "--workers", "1")
    shown = piped_beside_a_wide_terminal(*args, cwd=tmp_path)
    assert max(map(len, shown.splitlines())) <= 80, shown
    assert "played by the greedy player" in words(shown)


NUMBERS = [
    ("show", "sir-tommy", "-n"),
    ("play", "sir-tommy", "--number"),
    ("solve", "sir-tommy", "-n"),
    ("solve", "sir-tommy", "-n", "1", "--positions"),
    ("solve", "sir-tommy", "-n", "1", "--table-size"),
    ("odds", "sir-tommy", "--deals"),
    ("odds", "sir-tommy", "--deals", "1", "--start"),
    ("odds", "sir-tommy", "--deals", "1", "--workers"),
    ("odds", "sir-tommy", "--deals", "1", "--positions"),
]


@pytest.mark.parametrize("args", NUMBERS, ids=[" ".join(args) for args in NUMBERS])
@pytest.mark.parametrize("value", ["abc", "1.5", ""])
def test_a_number_that_is_not_a_whole_number_is_called_so(args: tuple[str, ...], value: str) -> None:
    result = CliRunner().invoke(main, [*args, value])
    assert result.exit_code == 2
    assert f"{value!r} is not a whole number" in result.output, result.output
    assert "integer range" not in result.output


@pytest.mark.parametrize("value", ["abc", "ten"])
def test_seconds_that_are_not_a_number_are_called_so(value: str) -> None:
    result = CliRunner().invoke(main, ["solve", "sir-tommy", "-n", "1", "--seconds", value])
    assert result.exit_code == 2
    assert f"{value!r} is not a number of seconds" in result.output, result.output
    assert "float range" not in result.output
