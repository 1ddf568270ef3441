"""Odds: Wilson intervals, the results file (append, resume, crash), the summary, the commands."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from concurrent.futures import Executor, Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
from click.testing import CliRunner

from patience_core import PatienceError, new_game
from patience_core.cli import main
from patience_core.solving.odds import read_results, run_odds, solve_deal, summarize, wilson_interval

# A positions budget, unlike a time budget, gives the same verdicts on any machine.
BUDGET = {"seconds": None, "positions": 100_000}


@pytest.mark.parametrize(
    ("won", "deals", "low", "high"),
    [
        (50, 100, 0.4038, 0.5962),
        (0, 10, 0.0, 0.2775),
        (10, 10, 0.7225, 1.0),
        (1, 1000, 0.0002, 0.0057),
        (815, 1000, 0.7897, 0.8378),
    ],
)
def test_wilson_interval_values(won: int, deals: int, low: float, high: float) -> None:
    found = wilson_interval(won, deals)
    assert found == pytest.approx((low, high), abs=1e-4)


def test_wilson_interval_edges() -> None:
    assert wilson_interval(0, 0) == (0.0, 1.0)
    with pytest.raises(ValueError):
        wilson_interval(3, 2)


def test_solve_deal_record_replays() -> None:
    record = solve_deal("beleaguered-castle", None, 2, **BUDGET)
    assert record["outcome"] == "won"
    assert record["edition"] == "morehead-1950"
    game = new_game("beleaguered-castle", number=2)
    for move in record["line"].split():
        game.play(move)
    assert game.is_won
    assert record["moves"] == len(record["line"].split())
    assert record["phase"] in ("fast", "beam", "complete")


def test_a_record_names_the_pass_that_decided() -> None:
    record = solve_deal("capricieuse", "no-spaces", 21, seconds=None, positions=14_000)
    assert (record["outcome"], record["phase"]) == ("won", "beam")  # see the solver's beam test
    lost = solve_deal("beleaguered-castle", None, 3, seconds=None, positions=300_000)
    assert (lost["outcome"], lost["phase"]) == ("lost", "complete")  # only the complete search proves a loss


def run(path: Path, deals: int, *, resume: bool = False, executor: Executor | None = None, **kwargs: Any) -> Any:
    return run_odds(
        "beleaguered-castle",
        deals=deals,
        start=1,
        results=path,
        resume=resume,
        executor=executor or ThreadPoolExecutor(2),
        **BUDGET,
        **kwargs,
    )


def test_each_deal_is_appended_and_the_summary_comes_from_the_file(tmp_path: Path) -> None:
    path = tmp_path / "bc.jsonl"
    seen: list[dict[str, Any]] = []
    summary = run(path, 4, progress=seen.append)
    records = read_results(path)
    assert sorted(record["number"] for record in records) == [1, 2, 3, 4]
    assert len(seen) == 4
    assert summary == summarize(records)
    assert summary.deals == 4
    assert summary.won + summary.lost + summary.undecided == 4
    assert summary.lost >= 2  # deals 1 and 3 are lost
    assert (summary.first, summary.last) == (1, 4)
    for record in records:  # every claimed win replays
        if record["outcome"] == "won":
            game = new_game("beleaguered-castle", number=record["number"])
            for move in record["line"].split():
                game.play(move)
            assert game.is_won


def test_an_existing_file_needs_resume(tmp_path: Path) -> None:
    path = tmp_path / "bc.jsonl"
    run(path, 2)
    with pytest.raises(PatienceError, match="resume"):
        run(path, 2)


def test_resume_solves_only_the_missing_deals(tmp_path: Path) -> None:
    path = tmp_path / "bc.jsonl"
    run(path, 2)
    seen: list[dict[str, Any]] = []
    summary = run(path, 4, resume=True, progress=seen.append)
    assert seen[0] == {"skipped": 2}
    assert sorted(record["number"] for record in seen[1:]) == [3, 4]
    assert summary.deals == 4
    assert len(read_results(path)) == 4


class CrashOn(ThreadPoolExecutor):
    """An executor whose task for one deal fails, as a killed worker would."""

    def __init__(self, number: int) -> None:
        super().__init__(1)
        self.number = number

    def submit(self, fn: Any, /, *args: Any, **kwargs: Any) -> Future[Any]:
        if args[2] == self.number:
            future: Future[Any] = Future()
            future.set_exception(RuntimeError("worker killed"))
            return future
        return super().submit(fn, *args, **kwargs)


def test_a_crash_loses_only_the_deals_in_flight_and_resume_finishes(tmp_path: Path) -> None:
    path = tmp_path / "bc.jsonl"
    with pytest.raises(RuntimeError, match="worker killed"):
        run(path, 6, executor=CrashOn(4))
    kept = {record["number"] for record in read_results(path)}
    assert {1, 2, 3} <= kept
    assert 4 not in kept
    summary = run(path, 6, resume=True)
    assert summary.deals == 6
    assert sorted({record["number"] for record in read_results(path)}) == [1, 2, 3, 4, 5, 6]


def test_a_torn_last_line_is_skipped(tmp_path: Path) -> None:
    path = tmp_path / "bc.jsonl"
    run(path, 2)
    with path.open("a", encoding="utf-8") as file:
        file.write('{"format":"patience-odds/1","variant":"beleag')  # torn as a run writes it
    assert len(read_results(path)) == 2
    assert run(path, 3, resume=True).deals == 3


def test_the_summary_counts_undecided_on_both_sides_of_the_interval() -> None:
    records = [
        {"format": "patience-odds/1", "variant": "v", "edition": "e", "number": n, "outcome": outcome, "seconds": 1.0}
        for n, outcome in enumerate(["won"] * 5 + ["lost"] * 3 + ["undecided"] * 2)
    ]
    summary = summarize(records)
    assert (summary.won, summary.lost, summary.undecided, summary.deals) == (5, 3, 2, 10)
    assert summary.rate == 0.5
    assert summary.low == pytest.approx(wilson_interval(5, 10)[0])
    assert summary.high == pytest.approx(wilson_interval(7, 10)[1])
    assert summary.decided_share == 0.8
    assert summary.median_seconds == 1.0
    assert summary.total_seconds == 10.0


def test_records_of_two_editions_need_a_choice() -> None:
    one = {"format": "patience-odds/1", "variant": "v", "edition": "e", "number": 1, "outcome": "won"}
    other = dict(one, edition="f")
    with pytest.raises(PatienceError, match="mix"):
        summarize([one, other])
    assert summarize([one, other], edition="f").deals == 1


# --------------------------------------------------------------------------- commands


def test_patience_solve_prints_a_winning_line_that_replays() -> None:
    result = CliRunner().invoke(
        main, ["solve", "beleaguered-castle", "--number", "2", "--positions", "100000", "--json"]
    )
    assert result.exit_code == 0, result.output
    data = json.loads(result.stdout)
    assert data["outcome"] == "won"
    game = new_game("beleaguered-castle", number=2)
    for move in data["moves"]:
        game.play(move)
    assert game.is_won


def test_patience_solve_says_lost() -> None:
    result = CliRunner().invoke(main, ["solve", "beleaguered-castle", "-n", "3", "--positions", "100000"])
    assert result.exit_code == 0
    assert "deal 3: lost" in result.stdout


def test_patience_odds_writes_the_file_and_resumes(tmp_path: Path) -> None:
    path = tmp_path / "odds.jsonl"
    args = ["odds", "beleaguered-castle", "--deals", "3", "--positions", "100000", "--workers", "1"]
    result = CliRunner().invoke(main, [*args, "--results", str(path), "--json"])
    assert result.exit_code == 0, result.output
    summary = json.loads(result.stdout)
    assert summary["deals"] == 3
    assert summary["lost"] >= 2
    assert len(read_results(path)) == 3
    again = CliRunner().invoke(main, [*args, "--results", str(path)])
    assert again.exit_code != 0
    assert "resume" in again.output
    more = CliRunner().invoke(main, [*args[:3], "4", *args[4:], "--results", str(path), "--resume"])
    assert more.exit_code == 0, more.output
    assert "deals 1 to 4" in more.stdout
    assert len(read_results(path)) == 4


def test_dask_runs_the_same_odds(tmp_path: Path) -> None:
    distributed = pytest.importorskip("distributed")
    with distributed.Client(n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None) as client:
        summary = run(tmp_path / "dask.jsonl", 3, executor=client.get_executor())
    local = run(tmp_path / "local.jsonl", 3)
    assert (summary.won, summary.lost, summary.undecided) == (local.won, local.lost, local.undecided)
    assert summary.deals == 3


# `patience odds` under a chosen start method of multiprocessing: long deals, so that it is surely solving when killed.
KILLED_RUN = """\
import multiprocessing, sys
from patience_core.cli import main
if __name__ == "__main__":
    multiprocessing.set_start_method(sys.argv[1])
    budget = ["--deals", "200", "--seconds", "300", "--workers", "2"]
    main(["odds", "beleaguered-castle", *budget, "--results", sys.argv[2]])
"""


def live_members(group: int) -> dict[int, float]:
    """The processes of process group ``group`` still running, each with the processor seconds it has used.

    A process that has exited and awaits its parent's wait does not count.
    """
    found: dict[int, float] = {}
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            fields = (entry / "stat").read_text().rpartition(")")[2].split()
        except OSError:
            continue  # a process that has just ended
        if int(fields[2]) == group and fields[0] != "Z":
            found[int(entry.name)] = (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    return found


@pytest.mark.skipif(not Path("/proc/self/stat").exists(), reason="finds the workers through Linux's /proc")
@pytest.mark.parametrize("method", ["fork", "spawn", "forkserver"])
def test_killing_an_odds_run_ends_its_workers(tmp_path: Path, method: str) -> None:
    command = [sys.executable, "-c", KILLED_RUN, method, str(tmp_path / "odds.jsonl")]
    run = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL, start_new_session=True)
    try:
        # The workers are the two processes of the run's group that solve: a fork server or the resource
        # tracker of multiprocessing, there for some start methods, does next to no work.
        deadline = time.monotonic() + 120
        workers: list[int] = []
        while len(workers) < 2 and run.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
            workers = [pid for pid, cpu in live_members(run.pid).items() if pid != run.pid and cpu >= 0.5]
        assert len(workers) == 2, f"two workers solving expected, found {workers}"
        assert run.poll() is None, "the odds run ended before it could be killed"
        run.send_signal(signal.SIGKILL)
        run.wait()
        deadline = time.monotonic() + 10
        while live_members(run.pid) and time.monotonic() < deadline:
            time.sleep(0.05)
        assert list(live_members(run.pid)) == [], "processes of the run outlived it"
    finally:
        try:
            os.killpg(run.pid, signal.SIGKILL)  # whatever of the run is left
        except ProcessLookupError:
            pass
        run.wait()


def test_a_run_that_ends_leaves_no_worker_of_its_pool_behind(tmp_path: Path) -> None:
    """Its own pool is shut down and waited for, so nothing of it is left for the interpreter's exit to race."""
    import multiprocessing

    before = set(multiprocessing.active_children())
    run_odds("sir-tommy", deals=4, player="greedy", results=tmp_path / "tommy.jsonl", workers=2)
    assert set(multiprocessing.active_children()) - before == set()
