"""Saves killed part-way: the save file is never half-written, and the temporary files left are cleaned up."""

from __future__ import annotations

import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import patience_core
from patience_core import read_game, save_game
from patience_core.saves import STALE_SECONDS

SAVING_FOR_EVER = """\
import sys
import patience_core

game = patience_core.new_game("russian-patience", number=3)
while True:
    for move in game.legal_moves()[:1] or []:
        game.play(move)
    if game.is_over:
        game = patience_core.new_game("russian-patience", number=len(game.moves))
    patience_core.save_game(game, sys.argv[1])
"""


def aged(path: Path, seconds: float) -> None:
    past = time.time() - seconds
    os.utime(path, (past, past))


def test_stale_temporary_files_of_this_save_are_removed(tmp_path: Path) -> None:
    game = patience_core.new_game("sir-tommy", number=1)
    stale = tmp_path / ".game.json.0123456789ab.tmp"
    young = tmp_path / ".game.json.ba9876543210.tmp"
    others = [
        tmp_path / ".other.json.0123456789ab.tmp",
        tmp_path / ".game.json.notours.tmp",
        tmp_path / "game.json.tmp",
    ]
    for path in (stale, young, *others):
        path.write_text("{", "utf-8")
        aged(path, 0 if path == young else 2 * STALE_SECONDS)
    save_game(game, tmp_path / "game.json")
    assert not stale.exists()
    assert young.exists()  # perhaps a save still being written
    assert all(path.exists() for path in others)
    assert read_game(tmp_path / "game.json") == game


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs kill -9")
def test_saves_killed_at_random_moments_never_leave_a_broken_save(tmp_path: Path) -> None:
    target = tmp_path / "game.json"
    chooser = random.Random(17)
    kills = 0
    for _ in range(6):
        process = subprocess.Popen([sys.executable, "-c", SAVING_FOR_EVER, str(target)])
        deadline = time.monotonic() + 60
        while not target.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        time.sleep(chooser.uniform(0.0, 0.3))
        process.send_signal(signal.SIGKILL)
        process.wait()
        kills += process.returncode == -signal.SIGKILL
        read_game(target)  # whole and valid, whenever the kill came
    assert kills == 6
    for left in tmp_path.glob(".game.json.*.tmp"):
        aged(left, 2 * STALE_SECONDS)
    save_game(read_game(target), target)
    assert sorted(path.name for path in tmp_path.iterdir()) == ["game.json"]
