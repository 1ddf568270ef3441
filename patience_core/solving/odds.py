"""Measured odds: solve consecutive deals and count how often a patience comes out.

:func:`run_odds` hands deals ``start``, ``start + 1``, ... to the solver
(:func:`patience_core.solving.solver.solve`) on any ``concurrent.futures.Executor``
(a process pool by default; a cluster's executor works the same way) and
appends each deal's verdict to a results file as soon as it is known: one JSON
object a line, flushed and synced. An interrupt, a killed worker or a crash
loses at most the deals being solved at that moment; ``resume=True`` solves only
the numbers the file lacks. The summary (:func:`summarize`) is always computed
from the records, so it can be recomputed from the file at any time.

The workers of the pool a run makes itself end with the run, however it ends,
killed outright (``kill -9``) as well as interrupted: each watches the run's
process and exits as soon as it is gone, losing only the deal it was solving,
which the run had not recorded anyway. A caller's own executor is the
caller's to end.

:func:`play_deal` plays a deal instead, as a player who sees only what the
rules show (:mod:`patience_core.solving.players`); ``run_odds(..., player="greedy")``
runs it over consecutive deals into a results file of its own.

The win rate is the share of deals won, with a 95 % Wilson score interval. When
some deals are undecided, the interval is widened to cover both extremes: its
lower end counts them as lost, its upper end as won.

One run writes a results file at a time: a run holds an advisory lock on
``<results>.lock`` (``fcntl`` on POSIX; on Windows the ``filelock`` library's
``msvcrt``) while it reads and appends, and a second run on the same file is
refused at once with a message saying so. The lock is released when the run
ends, even if it is killed, and the ``.lock`` file is removed as the run ends
(one left by a run killed outright is removed by the next run). Reading
checks every record and names the line of the first bad one; two records that
give one deal different outcomes are refused rather than one chosen.
"""

from __future__ import annotations

import codecs
import contextlib
import functools
import json
import math
import os
import statistics
import sys
import threading
from collections.abc import Callable, Iterable, Iterator
from concurrent.futures import FIRST_COMPLETED, Executor, Future, ProcessPoolExecutor, wait
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any

from patience_core.deals import MAX_NUMBER
from patience_core.errors import PatienceError, shown
from patience_core.solving.solver import DEFAULT_TABLE_SIZE, solve

if TYPE_CHECKING:
    from patience_core.game import Game

__all__ = [
    "RESULTS_FORMAT",
    "Z95",
    "OddsSummary",
    "is_torn_record",
    "play_deal",
    "read_results",
    "run_odds",
    "solve_deal",
    "summarize",
    "wilson_interval",
]

#: The ``format`` field of every results line.
RESULTS_FORMAT = "patience-odds/1"
#: The normal quantile for a two-sided 95 % interval.
Z95 = 1.959963984540054


def wilson_interval(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval for a proportion: ``successes`` out of ``trials``.

    Wilson (1927): unlike the textbook ``p ± z·sqrt(p(1-p)/n)`` it stays inside
    0 to 1 and behaves at 0 and n successes.

    >>> low, high = wilson_interval(50, 100)
    >>> round(low, 4), round(high, 4)
    (0.4038, 0.5962)
    >>> wilson_interval(0, 0)
    (0.0, 1.0)
    """
    if trials <= 0:
        return 0.0, 1.0
    if not 0 <= successes <= trials:
        raise ValueError(f"successes must be between 0 and {trials}, not {successes}")
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z / (1 + z2 / trials) * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials))
    return max(0.0, centre - half), min(1.0, centre + half)


# --------------------------------------------------------------------------- one deal


def solve_deal(
    name: str,
    edition: str | None,
    number: int,
    seconds: float | None = None,
    positions: int | None = None,
    table_size: int = DEFAULT_TABLE_SIZE,
) -> dict[str, Any]:
    """Solve deal ``number`` of ``name`` and return its results record (a JSON-ready dict).

    A module-level function, so that any executor can ship it to a worker. The
    record holds the variant, edition and number, the outcome, the positions
    searched, the seconds taken, the solver's pass that decided (or that was
    running when the budget ran out), the length of the winning line, the
    line itself in text notation (empty unless won), the budget and the
    worker's peak memory so far.
    """
    from patience_core.registry import default_registry

    game = default_registry().new_game(name, number=number, edition=edition)
    result = solve(game, seconds=seconds, positions=positions, table_size=table_size)
    return _record_of(
        game,
        number,
        outcome=result.outcome,
        positions=result.positions,
        seconds=round(result.seconds, 4),
        phase=result.phase,
        moves=len(result.moves),
        line=result.line(),
        budget={"seconds": seconds, "positions": positions},
    )


def play_deal(name: str, edition: str | None, number: int, player: str = "greedy") -> dict[str, Any]:
    """Play deal ``number`` of ``name`` as ``player`` (see :mod:`patience_core.solving.players`); its results record.

    The record has the fields of :func:`solve_deal`'s, with ``player`` naming
    the player, ``phase`` saying why the game ended, ``positions`` counting the
    moves played and no ``budget``: a player always ends, won or lost, so
    nothing is undecided.
    """
    import time

    from patience_core.registry import default_registry
    from patience_core.solving.players import PLAYERS

    game = default_registry().new_game(name, number=number, edition=edition)
    started = time.perf_counter()
    result = PLAYERS[player](game.rulebook, game.position, seed=number)
    return _record_of(
        game,
        number,
        player=player,
        outcome=result.outcome,
        positions=len(result.moves),
        seconds=round(time.perf_counter() - started, 4),
        phase=result.reason,
        moves=len(result.moves),
        line=result.line() if result.outcome == "won" else "",
    )


def _record_of(game: Game, number: int, **fields: Any) -> dict[str, Any]:
    """A results record of deal ``number`` of ``game``: its names, then ``fields``, then the worker's peak memory."""
    names = {"format": RESULTS_FORMAT, "variant": game.variant.name, "edition": game.edition.name, "number": number}
    return {**names, **fields, "peak_kb": _peak_kb()}


def _peak_kb() -> int | None:
    """The peak resident memory of this process so far, in KiB (``None`` where the system does not say)."""
    try:
        import resource
    except ImportError:  # not on every system
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return int(peak // 1024 if sys.platform == "darwin" else peak)


# --------------------------------------------------------------------------- the results file


OUTCOMES = ("won", "lost", "undecided")


def read_results(path: str | os.PathLike[str]) -> list[dict[str, Any]]:
    """The records of a results file, in file order, each checked.

    Only the last line may be incomplete (a run killed while writing it), and
    is then skipped, but only if it is the beginning of a record as a run
    writes one (see :func:`is_torn_record`): a last line that no run could
    have begun is not a results record and may be someone's data. It, and any
    other line that is not a record (not UTF-8, not JSON, a field missing or of
    the wrong type), raises :class:`~patience_core.PatienceError` naming the
    file and the line.
    """
    try:
        data = Path(path).read_bytes()
    except OSError as error:
        raise PatienceError(f"cannot read the results file {str(path)!r}: {error.strerror or error}") from None
    *lines, unfinished = data.split(b"\n")
    records = [_record(line, f"{path}, line {number}") for number, line in enumerate(lines, 1) if line.strip()]
    if unfinished.strip():
        try:
            records.append(_record(unfinished, ""))
        except PatienceError:
            if not is_torn_record(unfinished):
                raise PatienceError(
                    f"{path}, line {len(lines) + 1}: not a record, nor one cut short by a crash (a run writes each "
                    "record whole on a line of its own); is this a results file?"
                ) from None
            # a record cut short by a crash: its deal is solved again on resuming
    return records


#: How every record a run writes begins: compact JSON, the format first.
RECORD_START = b'{"format":"' + RESULTS_FORMAT.encode() + b'",'


def is_torn_record(line: bytes) -> bool:
    """Whether ``line`` can be the beginning of a record as a run writes it, cut short by a crash.

    A run writes each record as compact JSON on one line, ``format`` first, so
    a torn record begins like every record, is UTF-8 but perhaps for a
    character cut in two at its end, and holds no control character (JSON
    escapes them).

    >>> is_torn_record(b'{"format":"patience-odds/1","variant":"sir-to')
    True
    >>> is_torn_record(b"\\x00\\xff\\xfe garbage")
    False
    """
    if not (line.startswith(RECORD_START) or RECORD_START.startswith(line)):
        return False
    try:
        text = codecs.getincrementaldecoder("utf-8")().decode(line, final=False)
    except UnicodeDecodeError:
        return False
    return all(character >= " " for character in text)


def _record(line: bytes, where: str) -> dict[str, Any]:
    """One line of a results file as a record, or :class:`PatienceError` saying what is wrong with it."""
    try:
        record = json.loads(line.decode("utf-8"))
    except UnicodeDecodeError:
        raise PatienceError(f"{where}: not UTF-8 text; is this a results file?") from None
    except (ValueError, RecursionError):
        raise PatienceError(f"{where}: not a JSON record; is this a results file?") from None
    if not isinstance(record, dict) or record.get("format") != RESULTS_FORMAT:
        raise PatienceError(f'{where}: not a record of format "{RESULTS_FORMAT}"')
    for field, kind in (("variant", str), ("edition", str), ("outcome", str), ("number", int)):
        value = record.get(field)
        if isinstance(value, bool) or not isinstance(value, kind):
            raise PatienceError(f'{where}: "{field}" must be a {kind.__name__}, not {shown(value)}')
    if record["outcome"] not in OUTCOMES:
        raise PatienceError(f'{where}: "outcome" must be one of {", ".join(OUTCOMES)}, not {shown(record["outcome"])}')
    player = record.get("player")
    if player is not None and not isinstance(player, str):
        raise PatienceError(f'{where}: "player" must be a player\'s name, not {shown(player)}')
    if record["number"] < 0:
        raise PatienceError(f'{where}: "number" must be a deal number, not {record["number"]}')
    for field in ("seconds", "positions"):
        value = record.get(field, 0)
        if isinstance(value, bool) or not isinstance(value, int | float) or not 0 <= value < math.inf:
            raise PatienceError(f'{where}: "{field}" must be a number from 0, not {shown(value)}')
    return record


def _end_last_line(path: Path) -> None:
    """End the file's last line, so that the next record starts a line of its own.

    A last line that :func:`read_results` read as a whole record lacks only
    its newline, which is added; one that it passed over as a torn record is
    cut off, its deal to be solved again.
    """
    with path.open("r+b") as file:
        data = file.read()
        if not data or data.endswith(b"\n"):
            return
        start = data.rfind(b"\n") + 1
        try:
            _record(data[start:], "")
        except PatienceError:
            file.truncate(start)
        else:
            file.write(b"\n")


def _append(file: Any, record: dict[str, Any]) -> None:
    file.write(json.dumps(record, ensure_ascii=False, separators=(",", ":")) + "\n")
    file.flush()
    os.fsync(file.fileno())


# --------------------------------------------------------------------------- the summary


@dataclass(frozen=True)
class OddsSummary:
    """How often a patience came out over a run of deals.

    ``rate`` is ``won / deals``; ``low`` and ``high`` the 95 % Wilson interval,
    widened to cover the undecided deals (see the module's description).
    Times are the solver's own, per deal. ``player`` names the player who
    played the deals (:mod:`patience_core.solving.players`), or is ``None`` for the
    solver's verdicts; a player leaves nothing undecided.
    """

    variant: str
    edition: str
    deals: int
    won: int
    lost: int
    undecided: int
    rate: float
    low: float
    high: float
    first: int | None
    last: int | None
    median_seconds: float
    total_seconds: float
    positions: int
    player: str | None = None

    @property
    def decided_share(self) -> float:
        """The share of deals won or lost, not undecided."""
        return (self.won + self.lost) / self.deals if self.deals else 0.0

    def to_dict(self) -> dict[str, Any]:
        """The summary as a JSON-ready dict."""
        data = asdict(self)
        data["decided_share"] = self.decided_share
        return data


def summarize(records: Iterable[dict[str, Any]], variant: str | None = None, edition: str | None = None) -> OddsSummary:
    """Count the outcomes of ``records`` (for ``variant`` and ``edition`` if given).

    A deal recorded twice with one outcome counts once; a deal recorded with
    two outcomes raises :class:`~patience_core.PatienceError`, since no
    summary can choose between them.
    """
    latest: dict[tuple[str, str, int, str | None], dict[str, Any]] = {}
    for record in records:
        if variant is not None and record.get("variant") != variant:
            continue
        if edition is not None and record.get("edition") != edition:
            continue
        key = (record["variant"], record["edition"], record["number"], record.get("player"))
        earlier = latest.get(key)
        if earlier is not None and earlier["outcome"] != record["outcome"]:
            raise PatienceError(
                f"deal {key[2]} of {key[0]} ({key[1]}) is recorded both {earlier['outcome']} and "
                f"{record['outcome']}: two runs wrote one file; keep one record of the deal"
            )
        latest[key] = record
    chosen = list(latest.values())
    names = {(record["variant"], record["edition"]) for record in chosen}
    if len(names) > 1:
        raise PatienceError(f"the records mix {len(names)} patiences or editions: name one to summarise")
    players = {record.get("player") for record in chosen}
    if len(players) > 1:
        raise PatienceError("the records mix the solver's verdicts and a player's games: summarise one of them")
    name, edition_name = next(iter(names)) if names else (variant or "", edition or "")
    counts = {"won": 0, "lost": 0, "undecided": 0}
    for record in chosen:
        counts[record["outcome"]] += 1
    deals = len(chosen)
    low, _ = wilson_interval(counts["won"], deals)
    _, high = wilson_interval(counts["won"] + counts["undecided"], deals)
    times = [float(record.get("seconds", 0.0)) for record in chosen]
    numbers = [record["number"] for record in chosen]
    return OddsSummary(
        variant=name,
        edition=edition_name,
        deals=deals,
        won=counts["won"],
        lost=counts["lost"],
        undecided=counts["undecided"],
        rate=counts["won"] / deals if deals else 0.0,
        low=low,
        high=high,
        first=min(numbers) if numbers else None,
        last=max(numbers) if numbers else None,
        median_seconds=statistics.median(times) if times else 0.0,
        total_seconds=sum(times),
        positions=sum(int(record.get("positions", 0)) for record in chosen),
        player=players.pop() if players else None,
    )


# --------------------------------------------------------------------------- a run


def run_odds(
    name: str,
    *,
    deals: int,
    edition: str | None = None,
    start: int = 1,
    seconds: float | None = 10.0,
    positions: int | None = None,
    results: str | os.PathLike[str],
    resume: bool = False,
    executor: Executor | None = None,
    workers: int | None = None,
    table_size: int = DEFAULT_TABLE_SIZE,
    progress: Callable[[dict[str, Any]], None] | None = None,
    player: str | None = None,
) -> OddsSummary:
    """Solve deals ``start`` to ``start + deals - 1`` of ``name`` and summarise them from the ``results`` file.

    Each verdict is appended to ``results`` (JSON lines) as it comes. Without
    ``resume`` the file must not exist yet; with it, numbers already in the file
    for this patience and edition are skipped. ``executor`` runs the deals (any
    ``Executor``); without one a process pool of
    ``workers`` processes (default: one per core) is made and shut down here.
    ``progress`` is called with each record as it is written, and once with
    ``{"skipped": n}`` before the first deal when resuming skipped ``n`` deals.
    With ``player`` (a name in :data:`patience_core.solving.players.PLAYERS`) the deals
    are played by that player instead of solved, and the budgets do not apply.
    """
    from patience_core.registry import default_registry
    from patience_core.solving.players import PLAYERS

    _check_budget(deals, start, seconds, positions)
    if player is not None and player not in PLAYERS:
        raise PatienceError(f"there is no player {shown(player)}: the players are {', '.join(sorted(PLAYERS))}")
    variant = default_registry().variant(name)
    edition_name = variant.edition(edition).name
    path = Path(results)
    if not path.parent.is_dir():  # the lock would make the folder: say so instead
        raise PatienceError(
            f"cannot write the results to {str(path)!r}: the folder {str(path.parent)!r} does not exist"
        )
    release = _lock_results(path)
    try:
        return _run_locked(
            variant.name,
            edition_name,
            path,
            deals,
            start,
            seconds,
            positions,
            resume,
            executor,
            workers,
            table_size,
            progress,
            player,
        )
    finally:
        release()


def _lock_results(path: Path) -> Callable[[], None]:
    """Lock ``<path>.lock`` for one run, or refuse at once; return what releases the lock and removes the file.

    On POSIX the lock is ``fcntl.flock`` on the file, which the system lets go
    when the process ends, however it ends. Releasing removes the file *before*
    letting go, so a run that opened the file just before, and locks it just
    after, holds a file no longer there: it checks that the name still means
    the file it locked, and if not locks the file the name means now. A file
    left by a run killed outright is locked and then removed by the next run.
    Elsewhere (Windows) the ``filelock`` library locks with ``msvcrt`` and
    removes the file itself.
    """
    lock_path = path.with_name(path.name + ".lock")
    busy = f"{path} is being written by another odds run: wait for it to end, or name another results file"
    try:
        import fcntl
    except ImportError:  # not POSIX
        import filelock

        lock = filelock.FileLock(lock_path, timeout=0)
        try:
            lock.acquire()
        except filelock.Timeout:
            raise PatienceError(busy) from None
        except OSError as error:
            raise PatienceError(f"cannot write the results to {str(path)!r}: {error.strerror or error}") from None
        return lock.release
    for _ in range(100):  # another run would have to remove the file between each two tries
        try:
            descriptor = os.open(lock_path, os.O_RDWR | os.O_CREAT, 0o644)
        except OSError as error:
            raise PatienceError(f"cannot write the results to {str(path)!r}: {error.strerror or error}") from None
        try:
            fcntl.flock(descriptor, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as error:
            os.close(descriptor)
            if isinstance(error, BlockingIOError):
                raise PatienceError(busy) from None
            raise PatienceError(f"cannot lock the results file {str(path)!r}: {error.strerror or error}") from None
        held = os.fstat(descriptor)
        try:
            named = os.stat(lock_path)
        except FileNotFoundError:
            named = None
        if named is not None and (named.st_dev, named.st_ino) == (held.st_dev, held.st_ino):
            return functools.partial(_unlock_results, lock_path, descriptor)
        os.close(descriptor)  # removed by the run that held it: lock the file the name means now
    raise PatienceError(busy)


def _unlock_results(lock_path: Path, descriptor: int) -> None:
    """Remove the lock file, then let go of its lock (see :func:`_lock_results`)."""
    with contextlib.suppress(FileNotFoundError):
        lock_path.unlink()
    os.close(descriptor)


def _check_budget(deals: int, start: int, seconds: float | None, positions: int | None) -> None:
    if deals < 0 or start < 0 or start + deals - 1 > MAX_NUMBER:
        raise PatienceError(f"deal numbers run from 0 to {MAX_NUMBER}: {deals} deals from {start} go beyond")
    if seconds is not None and not 0 < seconds < math.inf:
        raise PatienceError(f"the time budget is a number of seconds above 0, not {shown(seconds)}")
    if positions is not None and positions < 1:
        raise PatienceError(f"the positions budget is a whole number from 1, not {shown(positions)}")


def _run_locked(
    name: str,
    edition: str,
    path: Path,
    deals: int,
    start: int,
    seconds: float | None,
    positions: int | None,
    resume: bool,
    executor: Executor | None,
    workers: int | None,
    table_size: int,
    progress: Callable[[dict[str, Any]], None] | None,
    player: str | None,
) -> OddsSummary:
    """:func:`run_odds` once the lock is held."""
    done: set[int] = set()
    existed = path.exists()
    if path.is_dir():
        raise PatienceError(f"{path} is a folder, not a results file")
    if existed:
        if not resume:
            raise PatienceError(f"{path} exists: resume it, or name another results file")
        for record in read_results(path):
            if (record["variant"], record["edition"]) != (name, edition):
                raise PatienceError(
                    f"{path} holds results of {record['variant']} ({record['edition']}), not of {name} ({edition}): "
                    "name another results file"
                )
            if record.get("player") != player:
                raise PatienceError(
                    f"{path} holds {_whose(record.get('player'))}, not {_whose(player)}: name another results file"
                )
            done.add(record["number"])
    wanted = [number for number in range(start, start + deals) if number not in done]
    if progress is not None and done:
        progress({"skipped": deals - len(wanted)})
    own = executor is None
    pool: Executor = (
        ProcessPoolExecutor(max_workers=workers, initializer=_end_with_parent) if executor is None else executor
    )
    ended = False
    try:
        if existed:
            _end_last_line(path)
        with path.open("a", encoding="utf-8") as file:
            for record in _solve_all(pool, name, edition, wanted, seconds, positions, table_size, workers, player):
                _append(file, record)
                if progress is not None:
                    progress(record)
        ended = True
    except BaseException as error:
        if not existed and path.exists() and path.stat().st_size == 0:
            path.unlink()  # a run that wrote nothing leaves nothing behind
        if isinstance(error, OSError):
            raise PatienceError(f"cannot write the results to {str(path)!r}: {error.strerror or error}") from None
        raise
    finally:
        if own:
            # A run that ended has no deal in flight: wait for the idle workers to
            # go, rather than leave Python 3.11's exit to race them on a closed
            # pipe ("Exception ignored ... Bad file descriptor"). An interrupted
            # or failed run does not wait for the deals still being solved.
            pool.shutdown(wait=ended, cancel_futures=True)
    in_range = [record for record in read_results(path) if start <= record["number"] < start + deals]
    return summarize(in_range, name, edition)


def _whose(player: str | None) -> str:
    return "the solver's verdicts" if player is None else f"the {player} player's games"


def _solve_all(
    pool: Executor,
    name: str,
    edition: str,
    numbers: list[int],
    seconds: float | None,
    positions: int | None,
    table_size: int,
    workers: int | None,
    player: str | None = None,
) -> Iterator[dict[str, Any]]:
    """Each deal's record as it completes, keeping a few deals more than the workers in flight.

    Submitting only a little ahead keeps the work lost to an interrupt small
    and lets a long run start at once, whatever the executor.
    """
    ahead = 2 * (workers or os.cpu_count() or 1) + 2
    queue = iter(numbers)
    running: set[Future[dict[str, Any]]] = set()
    try:
        while True:
            while len(running) < ahead:
                number = next(queue, None)
                if number is None:
                    break
                if player is None:
                    running.add(pool.submit(solve_deal, name, edition, number, seconds, positions, table_size))
                else:
                    running.add(pool.submit(play_deal, name, edition, number, player))
            if not running:
                return
            finished, running = wait(running, return_when=FIRST_COMPLETED)
            failed = [future.exception() for future in finished if _failed(future)]
            if failed:  # submit no more, but keep whatever the other deals in flight still bring
                finished |= wait(running).done
                running = set()
            records = [future.result() for future in finished if not _failed(future) and not future.cancelled()]
            yield from sorted(records, key=_number_of)
            if failed:
                raise failed[0]  # type: ignore[misc]
    finally:
        for future in running:
            future.cancel()


def _end_with_parent() -> None:
    """Make this pool worker exit as soon as the process that made the pool dies, however it dies.

    A worker of :class:`~concurrent.futures.ProcessPoolExecutor` waits for work
    on a pipe it holds both ends of, so a run killed by ``SIGKILL`` (which runs
    no shutdown) would leave it idle for ever, an orphan. Here a daemon thread
    waits on the sentinel of ``multiprocessing.parent_process()``, which the
    operating system makes ready when that process ends, and then ends the
    worker with :func:`os._exit`. Chosen over the alternatives because:

    * it needs no polling and works with every start method and system: under
      ``fork``, ``spawn`` and ``forkserver`` the sentinel is a pipe whose other
      end only the run's process holds (under ``fork`` each worker started
      later inherits a copy of it, but the last one's end is the run's alone:
      that worker ends first, freeing the copies it held, and so on back to the
      first), on Windows a handle on the process;
    * comparing ``os.getppid()`` with the parent's pid would poll, never sees a
      change on Windows, and under ``forkserver`` (Python 3.14's default on
      Linux) names the fork server, which itself waits for the workers to end;
    * Linux's ``prctl(PR_SET_PDEATHSIG)`` is Linux only, and fires when the
      *thread* that started the worker ends, not the process.
    """
    import multiprocessing
    from multiprocessing.connection import wait as wait_for

    parent = multiprocessing.parent_process()
    if parent is None:  # not started by multiprocessing: nothing to watch
        return

    def watch() -> None:
        wait_for([parent.sentinel])
        os._exit(1)

    threading.Thread(target=watch, name="end-with-parent", daemon=True).start()


def _failed(future: Future[dict[str, Any]]) -> bool:
    return not future.cancelled() and future.exception() is not None


def _number_of(record: dict[str, Any]) -> int:
    return int(record["number"])
