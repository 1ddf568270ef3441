"""Our verdicts against Solvitaire's, deal by deal: no decided verdict of ours may contradict a decided one of theirs.

The files in ``tests/data`` hold Solvitaire's verdicts (Blake and Gent's solver, run on the deals as this project
deals them, with a time limit per deal): ``solved`` a line found, ``unsolvable`` an exhaustive search without
streamliners, ``timed-out`` nothing decided. Each file's ``description`` says how it was run and with which rules.
A sample of the deals they decided is solved here on a small budget; wherever ours decides too, it must agree.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from patience_core import new_game, solve

DATA = Path(__file__).resolve().parent.parent / "data"
THEIRS = {"solved": "won", "unsolvable": "lost"}

#: The game, its edition, the file, how many of their decided deals to check (the first, by number), the budget,
#: and how many of them we must decide at least (so that the check is not empty). Cadogan's Klondike and The
#: Flower-Garden decide few deals within a budget a test can spend (the benchmark compares the rest:
#: ``bench/solver_bench.py --target klondike --against tests/data/...``): three losses, found by the dead ends, and
#: three wins.
CASES = [
    ("beleaguered-castle", "morehead-1950", "solvitaire-beleaguered-castle.json", 24, 10_000, 16),
    ("klondike", "cadogan-1914", "solvitaire-cadogan-klondike.json", 16, 3_000, 3),
    ("flower-garden", "cadogan-1914", "solvitaire-cadogan-flower-garden.json", 10, 7_000, 3),
]
FILES = (
    "solvitaire-beleaguered-castle.json",
    "solvitaire-cadogan-klondike.json",
    "solvitaire-cadogan-flower-garden.json",
)


def decided(file: str) -> dict[int, str]:
    """Solvitaire's decided verdicts in ``file``, as ours are named, by deal number."""
    verdicts = json.loads((DATA / file).read_text())["verdicts"]
    return {int(number): THEIRS[verdict] for number, verdict in verdicts.items() if verdict in THEIRS}


@pytest.mark.parametrize(("name", "edition", "file", "deals", "positions", "least"), CASES)
def test_no_verdict_of_ours_contradicts_solvitaires(
    name: str, edition: str, file: str, deals: int, positions: int, least: int
) -> None:
    theirs = decided(file)
    ours = {}
    for number in sorted(theirs)[:deals]:
        result = solve(new_game(name, number=number, edition=edition), positions=positions)
        if result.decided:
            ours[number] = result.outcome
    assert {number: outcome for number, outcome in ours.items() if outcome != theirs[number]} == {}
    assert len(ours) >= least


def test_the_files_say_how_they_were_run() -> None:
    for file in FILES:
        data = json.loads((DATA / file).read_text())
        assert data["solver"] == "Solvitaire" and "Run" in data["description"] and data["budget_seconds"] == 5
        assert set(data["verdicts"].values()) <= {"solved", "unsolvable", "timed-out"}
