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
    """A record's line as a run writes it: compact JSON, the format first."""
    record = dict(GOOD, **changes)
    return json.dumps({key: value for key, value in record.items() if value is not ...}, separators=(",", ":"))


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


def test_a_run_leaves_no_lock_file_behind_however_it_ends(tmp_path: Path) -> None:
    path = tmp_path / "results.jsonl"
    run_odds("sir-tommy", deals=2, results=path, positions=10, seconds=None, workers=1)
    assert [found.name for found in tmp_path.iterdir()] == ["results.jsonl"]
    with pytest.raises(PatienceError, match="exists: resume it"):
        run_odds("sir-tommy", deals=2, results=path, positions=10, seconds=None, workers=1)
    with pytest.raises(PatienceError, match="there is no player"):
        run_odds("sir-tommy", deals=2, results=path, resume=True, player="nobody", workers=1)
    assert [found.name for found in tmp_path.iterdir()] == ["results.jsonl"]


def test_the_lock_file_a_killed_run_left_is_taken_over_and_removed(tmp_path: Path) -> None:
    """``kill -9`` ends a run without a word; its lock goes with its process, its empty file goes with the next run."""
    path = tmp_path / "results.jsonl"
    (tmp_path / "results.jsonl.lock").write_bytes(b"")
    run_odds("sir-tommy", deals=2, results=path, positions=10, seconds=None, workers=1)
    assert [found.name for found in tmp_path.iterdir()] == ["results.jsonl"]


@pytest.mark.skipif(os.name == "nt", reason="the lock is Windows's own there, and its file is removed by it")
def test_a_run_that_locked_a_lock_file_already_removed_locks_the_one_there_now(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The lock file is removed before its lock is let go, so a run that opened it just before must notice.

    Here the run opens the old file (as if just before the run holding it
    ended and removed it), while a third run has since made and locked a new
    one: locking the old file succeeds, but the run sees that the name now
    means another file, and is refused by the new one's lock.
    """
    from patience_core.solving import odds

    path = tmp_path / "results.jsonl"
    lock_path = tmp_path / "results.jsonl.lock"
    release = odds._lock_results(path)
    stale = os.open(lock_path, os.O_RDWR)
    release()
    third = odds._lock_results(path)
    opened = []
    real_open = os.open

    def open_stale_first(name: Any, flags: int, mode: int = 0o777) -> int:
        if not opened and Path(name) == lock_path:
            opened.append(name)
            return stale
        return real_open(name, flags, mode)

    monkeypatch.setattr(odds.os, "open", open_stale_first)
    with pytest.raises(PatienceError, match="being written by another odds run"):
        odds._lock_results(path)
    assert opened
    third()
    assert not lock_path.exists()


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


#: Last lines, without a newline, that no run could have begun writing: each is refused, not dropped.
NEVER_RECORDS = {
    "bytes of no text": b"\x00\xff\xfe garbage",
    "a word": b"hello",
    "another program's JSON": b'{"format": "patience-odds/1", "variant"',
    "another format": b'{"format":"patience-odds/9","variant":"sir-tommy"',
    "a control character": b'{"format":"patience-odds/1","variant":"sir\ttommy',
}


@pytest.mark.parametrize("case", list(NEVER_RECORDS))
def test_a_last_line_that_no_run_began_is_refused_and_the_file_kept(tmp_path: Path, case: str) -> None:
    """Only the beginning of a record this project writes is dropped as torn by a crash; anything else is data."""
    path = tmp_path / "results.jsonl"
    for before in (b"", line().encode() + b"\n"):
        content = before + NEVER_RECORDS[case]
        path.write_bytes(content)
        where = f"line {len(content.splitlines())}"
        with pytest.raises(PatienceError, match=f"results.jsonl, {where}: not a record, nor one cut short"):
            read_results(path)
        with pytest.raises(PatienceError, match=f"results.jsonl, {where}: not a record, nor one cut short"):
            run_odds("sir-tommy", deals=2, results=path, resume=True, positions=10, seconds=None, workers=1)
        assert path.read_bytes() == content


def test_every_beginning_of_a_record_is_passed_over_as_torn(tmp_path: Path) -> None:
    """A record cut at any byte, inside a character of more than one byte too, is the torn line of a crash."""
    record = json.dumps(dict(GOOD, number=2, line="Café ♠"), ensure_ascii=False, separators=(",", ":")).encode()
    path = tmp_path / "results.jsonl"
    for cut in range(1, len(record)):
        path.write_bytes(line().encode() + b"\n" + record[:cut])
        assert [found["number"] for found in read_results(path)] == [1], record[:cut]


def test_resume_keeps_a_whole_last_record_that_lacks_its_newline(tmp_path: Path) -> None:
    """A record written whole but for its newline is a record: resuming closes its line rather than cutting it off."""
    path = tmp_path / "results.jsonl"
    first = run_odds("sir-tommy", deals=1, results=path, positions=10, seconds=None, workers=1)
    assert first.deals == 1
    path.write_bytes(path.read_bytes().rstrip(b"\n"))
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


def test_resume_on_a_few_bytes_without_a_newline_is_refused_in_one_line(tmp_path: Path) -> None:
    path = tmp_path / "garbage.jsonl"
    path.write_bytes(NEVER_RECORDS["bytes of no text"])
    result = patience(*ODDS, "--resume", "--results", str(path), cwd=tmp_path)
    assert_refused(result, "line 1: not a record, nor one cut short by a crash")
    assert path.read_bytes() == NEVER_RECORDS["bytes of no text"]


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
