"""The odds results file under stress: bad records named by line, two writers, contradictory records,
and the command's errors (one line, exit status 2, nothing half-written), over a real subprocess."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import filelock
import pytest

from patience_core import PatienceError
from patience_core.solving.odds import RESULTS_FORMAT, read_results, run_odds, summarize
from tests.strangers import install_faulty

GOOD = {"format": RESULTS_FORMAT, "variant": "sir-tommy", "edition": "parlett-1979", "number": 1, "outcome": "won"}


def line(**changes: Any) -> str:
    record = dict(GOOD, **changes)
    return json.dumps({key: value for key, value in record.items() if value is not ...})


BAD_LINES = {
    "no outcome": (line(outcome=...), '"outcome" must be a str'),
    "a number that is a string": (line(number="7"), '"number" must be a int'),
    "a negative number": (line(number=-1), '"number" must be a deal number'),
    "an unknown outcome": (line(outcome="maybe"), '"outcome" must be one of won, lost, undecided'),
    "another format": (line(format="patience-odds/9"), "not a record of format"),
    "a list": ("[1, 2]", "not a record of format"),
    "not JSON": ("won won won", "not a JSON record"),
    "seconds that are text": (line(seconds="fast"), '"seconds" must be a number'),
}


@pytest.mark.parametrize("case", list(BAD_LINES))
def test_a_bad_record_is_refused_naming_its_line(tmp_path: Path, case: str) -> None:
    text, problem = BAD_LINES[case]
    path = tmp_path / "results.jsonl"
    path.write_text(line() + "\n" + text + "\n" + line(number=3) + "\n", "utf-8")
    with pytest.raises(PatienceError, match=f"results.jsonl, line 2: {problem}"):
        read_results(path)


def test_a_line_not_in_utf8_is_refused_naming_its_line(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    path.write_bytes(line().encode() + b"\n\xff\xfe garbage\n")
    with pytest.raises(PatienceError, match="line 2: not UTF-8 text"):
        read_results(path)


def test_only_an_unfinished_last_line_is_passed_over(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    path.write_text(line() + "\n" + line(number=2)[:30], "utf-8")
    assert [record["number"] for record in read_results(path)] == [1]
    path.write_text(line() + "\n" + line(number=2), "utf-8")  # complete, though no newline closes it
    assert [record["number"] for record in read_results(path)] == [1, 2]


def test_contradictory_records_are_refused_and_repeated_ones_count_once() -> None:
    again = dict(GOOD)
    assert summarize([GOOD, again]).deals == 1
    with pytest.raises(PatienceError, match=r"deal 9 of sir-tommy .parlett-1979. is recorded both won and undecided"):
        summarize([dict(GOOD, number=9), dict(GOOD, number=9, outcome="undecided")])


def test_a_second_writer_is_refused_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    path.write_text(line() + "\n", "utf-8")
    with filelock.FileLock(str(path) + ".lock", timeout=0):
        with pytest.raises(PatienceError, match="being written by another odds run"):
            run_odds("sir-tommy", deals=3, results=path, resume=True, positions=10, seconds=None)
    assert path.read_text("utf-8") == line() + "\n"


def test_resume_refuses_a_file_of_another_patience(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    path.write_text(line() + "\n", "utf-8")
    with pytest.raises(PatienceError, match=r"holds results of sir-tommy .parlett-1979., not of beleaguered-castle"):
        run_odds("beleaguered-castle", deals=3, results=path, resume=True, positions=10, seconds=None)
    assert path.read_text("utf-8") == line() + "\n"


def test_resume_cuts_off_an_unfinished_line_before_appending(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    first = run_odds("sir-tommy", deals=1, results=path, positions=10, seconds=None, workers=1)
    assert first.deals == 1
    with path.open("a", encoding="utf-8") as file:
        file.write(line(number=2)[:25])
    summary = run_odds("sir-tommy", deals=2, results=path, resume=True, positions=10, seconds=None, workers=1)
    assert summary.deals == 2
    assert [record["number"] for record in read_results(path)] == [1, 2]
    assert path.read_text("utf-8").count("\n") == 2


# --------------------------------------------------------------------------- the command, in a real process


def patience(*args: str, cwd: Path, env: dict[str, str] | None = None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "patience_core", *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        env={**os.environ, "COLUMNS": "120", **(env or {})},
        timeout=300,
    )


def assert_refused(result: subprocess.CompletedProcess[str], *fragments: str) -> None:
    """Exit status 2, an ``Error:`` line naming the problem, no traceback."""
    assert result.returncode == 2, (result.stdout, result.stderr)
    assert "Traceback" not in result.stderr
    error = [text for text in result.stderr.splitlines() if text.startswith("Error: ")]
    assert len(error) == 1, result.stderr
    for fragment in fragments:
        assert fragment in error[0]


ODDS = ("odds", "sir-tommy", "--deals", "2", "--positions", "50", "--workers", "1")


@pytest.mark.parametrize(
    ("args", "fragments"),
    [
        (("solve", "sir-tommy", "-n", "1" + "0" * 30), ("--number",)),
        (("solve", "sir-tommy", "-n", "1", "--seconds", "nan"), ("--seconds", "not a number of seconds")),
        (("odds", "sir-tommy", "--deals", "1", "--seconds", "nan"), ("--seconds",)),
        (("odds", "sir-tommy", "--deals", "1", "--start", "1" + "0" * 30), ("--start",)),
        (("odds", "sir-tommy", "--deals", "5", "--start", "1" + "0" * 20), ("deal numbers run from 0",)),
        ((*ODDS, "--results", "/nonexistent/folder/x.jsonl"), ("cannot write the results", "/nonexistent/folder")),
    ],
)
def test_the_commands_refuse_bad_usage_in_one_line(
    tmp_path: Path, args: tuple[str, ...], fragments: tuple[str, ...]
) -> None:
    assert_refused(patience(*args, cwd=tmp_path), *fragments)
    assert list(tmp_path.iterdir()) == []  # no results file left half-written


def test_resume_on_a_binary_file_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "binary.jsonl"
    picture = b"\x89PNG\r\n\x1a\n" + bytes(range(128, 256)) * 4
    path.write_bytes(picture)
    assert_refused(patience(*ODDS, "--resume", "--results", str(path), cwd=tmp_path), "line 1: not UTF-8 text")
    assert path.read_bytes() == picture


def test_resume_on_a_file_of_another_patience_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "other.jsonl"
    path.write_text(line(variant="beleaguered-castle", edition="morehead-1950") + "\n", "utf-8")
    before = path.read_text("utf-8")
    assert_refused(patience(*ODDS, "--resume", "--results", str(path), cwd=tmp_path), "holds results of beleaguered")
    assert path.read_text("utf-8") == before


def test_an_all_undecided_run_says_no_deal_decided(tmp_path: Path) -> None:
    result = patience(*ODDS[:-4], "--positions", "1", "--workers", "1", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "no deal decided" in result.stdout
    assert "0.0 %" not in result.stdout


def test_a_second_run_on_one_file_is_refused_while_the_first_writes(tmp_path: Path) -> None:
    path = tmp_path / "shared.jsonl"
    slow = ("odds", "sir-tommy", "--deals", "40", "--positions", "20000", "--workers", "1", "--results", str(path))
    first = subprocess.Popen(
        [sys.executable, "-m", "patience_core", *slow],
        cwd=tmp_path,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,  # its own process group, so its pool's workers end with it
    )
    try:
        deadline = time.monotonic() + 120
        while not path.exists() and first.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        assert first.poll() is None, "the first run ended before the second could try"
        assert_refused(patience(*slow[:-2], "--resume", "--results", str(path), cwd=tmp_path), "another odds run")
    finally:
        os.killpg(first.pid, signal.SIGKILL)
        first.wait()
    numbers = [record["number"] for record in read_results(path)]
    assert len(numbers) == len(set(numbers))  # nobody wrote a deal twice


def test_a_plugin_failing_in_a_worker_is_named_not_a_dead_worker(tmp_path: Path) -> None:
    install_faulty(tmp_path, "patience_is_won")
    result = patience(
        "odds", "faulty-tommy", "--deals", "2", "--positions", "50", "--workers", "1",
        cwd=tmp_path, env={"PYTHONPATH": str(tmp_path)},
    )  # fmt: skip
    assert_refused(result, "plugin 'faulty-tommy", "hook patience_is_won", "KeyError: 'f9'")
    assert "worker died" not in result.stderr
