"""The long run (``--slow`` only): checked random games of every patience and edition.

It runs ``bench/random_play.py``, which says what it checks, on both cores:
10 games of each edition by default, so that ``pytest --slow`` as a whole
ends within a quarter of an hour on two cores. Set ``PATIENCE_LONG_GAMES``
for more (10,000 a game, the size of the hostile runs, take hours).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "random_play.py"


@pytest.mark.slow
def test_random_games_of_every_patience_and_edition() -> None:
    games = os.environ.get("PATIENCE_LONG_GAMES", "10")
    result = subprocess.run(
        [sys.executable, str(SCRIPT), "--games", games], capture_output=True, text=True, encoding="utf-8", check=False
    )
    print(result.stdout)
    assert result.returncode == 0, result.stdout[-5000:] + result.stderr[-2000:]
    assert " 0 failures" in result.stdout
