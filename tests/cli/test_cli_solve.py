"""``patience solve`` in a real process: the README's example, progress on stderr, and Ctrl-C."""

from __future__ import annotations

import re
import shlex
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from patience_core import Role, new_game

README = (Path(__file__).resolve().parents[2] / "README.md").read_text(encoding="utf-8")


def patience(*args: str) -> list[str]:
    return [sys.executable, "-m", "patience_core", *args]


def test_the_readme_solve_example_wins_after_a_small_search() -> None:
    examples = re.findall(r"^\$ patience (solve .*)$", README, re.M)
    assert examples, "the README shows `patience solve`"
    for example in examples:
        done = subprocess.run(patience(*shlex.split(example)), capture_output=True, text=True, timeout=120)
        assert done.returncode == 0, done.stderr
        searched = re.search(r": won after ([\d,]+) positions", done.stdout)
        assert searched, done.stdout
        assert int(searched[1].replace(",", "")) < 5_000  # a fraction of a second's search on any machine
        assert "winning line" in done.stdout


@pytest.mark.skipif(sys.platform == "win32", reason="SIGINT to a child is a POSIX signal")
def test_a_long_solve_shows_progress_and_ctrl_c_keeps_its_best_line() -> None:
    # Deal 2: undecided after 20 s of search (deal 1 is won in about 10 s, which a loaded machine
    # can let the child reach before the interrupt arrives).
    child = subprocess.Popen(
        patience("solve", "sir-tommy", "--number", "2", "--seconds", "300", "--progress"),
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        assert child.stderr is not None
        reports = []
        while not reports or " 0 of 52" in reports[-1]:  # until some card has gone home
            line = child.stderr.readline()
            assert line, "the solve ended without reporting progress"
            reports.append(line)
        # the report names whichever pass is running at that moment (see SolveResult.phase)
        passes = "fast|beam|blind|discrepancy|complete"
        assert re.match(rf"[\d,]+ positions, \d+ s \(({passes}) pass\); best: \d+ of 52 home", reports[-1]), reports[-1]
        child.send_signal(signal.SIGINT)
        out, err = child.communicate(timeout=60)
    finally:
        child.kill()
    assert child.returncode == 130, out + err
    assert "Traceback" not in err
    lines = out.splitlines()
    assert lines[0].startswith("Sir Tommy (parlett-1979), deal 2: undecided after")
    assert lines[1] == "interrupted"
    claimed = re.match(r"best line found \((\d+) of 52 cards home, (\d+) moves\):", lines[2])
    assert claimed, lines[2]
    # the best line is real: it replays through the rules to as many cards home as it claims
    game = new_game("sir-tommy", number=2)
    moves = [label.split()[0] for label in " ".join(lines[3:]).split(", ")]
    assert len(moves) == int(claimed[2])
    for move in moves:
        game.play(move)
    home = sum(len(pile.cards) for pile in game.position.piles if pile.role is Role.FOUNDATION)
    assert home == int(claimed[1]) > 0


def test_no_progress_when_not_asked_and_not_at_a_terminal() -> None:
    done = subprocess.run(
        patience("solve", "sir-tommy", "--number", "2", "--seconds", "1.5"), capture_output=True, text=True, timeout=60
    )
    assert done.returncode == 0
    assert done.stderr == ""
    assert "undecided" in done.stdout
    assert "best line found" in done.stdout


def test_a_winning_line_names_the_cards_each_move_takes() -> None:
    done = subprocess.run(
        patience("solve", "sir-tommy", "--number", "23", "--positions", "20000"),
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 0, done.stderr
    lines = done.stdout.splitlines()
    assert lines[1].startswith("winning line (")
    game = new_game("sir-tommy", number=23)
    labels = " ".join(lines[2:]).split(", ")
    for label in labels:
        move, *cards = label.split()
        source = game.position.pile(move.split("-")[0])
        assert cards == [str(card) for card in source.cards[-len(cards) :]], label
        game.play(move)
    assert game.is_won
