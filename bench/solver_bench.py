"""The solver's benchmark: decided share, times, engine speed and peak memory per patience and edition.

For each target (a patience, an edition, a run of consecutive deals and a time
budget per deal) it runs :func:`patience_core.solving.odds.run_odds` with its results
in ``bench/results/`` (one JSON-lines file per target, so an interrupted
benchmark resumes where it stopped), then prints one line per target:

* deals, won, lost, undecided and the decided share;
* the median and total solving time per deal, and deals a second (wall clock,
  all workers together);
* the solver's positions a second (positions searched over solving time);
* the engine's positions a second in random play (:mod:`engine_speed`);
* the peak resident memory of a worker process.

With ``--target PATIENCE[/EDITION]`` (repeatable; ``/all`` for every edition)
it measures the targets named instead of the plan's, 200 deals at 1 s each
unless ``--deals`` and ``--seconds`` say otherwise.

With ``--positions`` each deal has a budget of positions instead of seconds:
the same verdicts on any machine and under any load, since the search is
deterministic. ``--against`` compares the verdicts with another results file
(of another version of the solver, say), or with a file of Solvitaire's
verdicts (a ``.json`` file whose ``verdicts`` give ``solved``, ``unsolvable``
or ``timed-out`` by deal number): how many deals both decided, and every deal
where their verdicts differ.

With ``--memory`` it measures instead what one long solve holds: for each
table size given, one deal is solved in a fresh process to a positions
budget, and the line gives the positions searched, the most entries the
solver's passes held at once (the bound is the table size) and the process's
peak resident memory, beside the same process's memory before the search.

With ``--cpu`` it measures the search alone, for comparing two versions of
the solver on a machine that others share: each target's deals are solved one
after another in this process, each to the positions budget (20,000 by
default), and the line gives the positions searched, the processor seconds
the solves took (process time, which other programs running do not add to),
positions per processor second, and a fingerprint of every deal's outcome,
positions and winning line: two versions that search alike print the same
fingerprint. Run the two versions by turns, several times each.

The targets of ``--plan full`` are the runs the documentation quotes (the
solver's and the odds' pages), resumed from the same results files that
``bench/odds_table.py`` reads; ``--plan quick`` is a tenth of each. Run it
late and in the background on a shared machine: the time budgets are
wall-clock seconds, so a busy machine decides fewer deals.

Usage::

    python bench/solver_bench.py --plan quick
    python bench/solver_bench.py --plan full --workers 2 > bench/results/full.txt
    python bench/solver_bench.py --only beleaguered-castle --deals 100
    python bench/solver_bench.py --target nestor/all --target louis --deals 200 --seconds 2 --workers 1
    python bench/solver_bench.py --only beleaguered-castle --deals 1000 --positions 200000 --workers 1 \
        --engine-seconds 0 --against bench/results/before.jsonl
    python bench/solver_bench.py --only beleaguered-castle --deals 10 --positions 15000 --cpu
    python bench/solver_bench.py --memory sir-tommy --number 1 --positions 3000000 --table-size 200000 2000000
"""

from __future__ import annotations

import argparse
import hashlib
import json
import multiprocessing
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import patience_core
from patience_core.solving.odds import _peak_kb, read_results, run_odds, summarize
from patience_core.solving.solver import DEFAULT_TABLE_SIZE

sys.path.insert(0, str(Path(__file__).resolve().parent))
from engine_speed import random_play

RESULTS = Path(__file__).resolve().parent / "results"


@dataclass(frozen=True)
class Target:
    """One measurement: deals ``start`` .. ``start + deals - 1`` of a patience and edition, ``seconds`` each.

    With ``positions`` the budget of a deal is that many positions, and ``seconds`` is not used.
    """

    variant: str
    edition: str | None
    deals: int
    seconds: float
    start: int = 1
    positions: int | None = None

    @property
    def budget(self) -> str:
        """The budget of a deal, as the results file's name gives it."""
        return f"{self.positions}p" if self.positions else f"{self.seconds:g}s"


def plan(name: str) -> list[Target]:
    """The targets of a plan: ``full`` the runs the docs quote, ``quick`` a tenth of each."""
    targets: list[Target] = []
    scale = 1 if name == "full" else 10
    installed = {variant.name: variant for variant in patience_core.variants()}
    if "capricieuse" in installed:
        targets.append(Target("capricieuse", "wikipedia", 1000 // scale, 10.0))  # the rules the page's row measured
    # Sir Tommy and Puss in the Corner at 5 s a deal, as the docs quote them.
    for variant_name, deals in (("sir-tommy", 1000), ("puss-in-the-corner", 200)):
        if variant_name in installed:
            for edition in installed[variant_name].editions:
                targets.append(Target(variant_name, edition.name, deals // scale, 5.0))
    if "russian-patience" in installed:
        for edition in installed["russian-patience"].editions:
            targets.append(Target("russian-patience", edition.name, 1000 // scale, 10.0))
    if "beleaguered-castle" in installed:
        targets.append(Target("beleaguered-castle", None, 1000 // scale, 5.0))
    return targets


def targets(named: list[str]) -> list[Target]:
    """The targets ``--target`` names: ``PATIENCE``, ``PATIENCE/EDITION`` or ``PATIENCE/all``, 200 deals at 1 s."""
    chosen: list[Target] = []
    registry = patience_core.default_registry()
    for text in named:
        name, _, edition = text.partition("/")
        variant = registry.variant(name)
        editions = [each.name for each in variant.editions] if edition == "all" else [edition or None]
        chosen.extend(Target(variant.name, each, 200, 1.0) for each in editions)
    return chosen


def measure(
    target: Target, workers: int | None, engine_seconds: float, results: Path = RESULTS
) -> tuple[str, list[dict[str, Any]]]:
    """Run one target (resuming its results file) and return its report line and its records."""
    variant = patience_core.default_registry().variant(target.variant)
    edition = variant.edition(target.edition).name
    results.mkdir(exist_ok=True)
    path = results / f"{variant.name}-{edition}-{target.start}-{target.deals}-{target.budget}.jsonl"
    began = time.perf_counter()
    summary = run_odds(
        variant.name,
        edition=edition,
        deals=target.deals,
        start=target.start,
        seconds=None if target.positions else target.seconds,
        positions=target.positions,
        results=path,
        resume=True,
        workers=workers,
    )
    wall = time.perf_counter() - began
    records = [
        record
        for record in read_results(path)
        if record["edition"] == edition and target.start <= record["number"] < target.start + target.deals
    ]
    summary = summarize(records, variant.name, edition)
    solving = sum(float(record["seconds"]) for record in records) or 1e-9
    peak = max((record.get("peak_kb") or 0 for record in records), default=0)
    engine = "-"
    if engine_seconds > 0:
        engine_positions, engine_time = random_play(variant.name, edition, engine_seconds)
        engine = f"{engine_positions / engine_time:.0f}"
    line = (
        f"{variant.name:<20} {edition:<24} {summary.deals:>5} {summary.won:>5} {summary.lost:>5} "
        f"{summary.undecided:>5} {100 * summary.decided_share:>6.1f}% {summary.median_seconds:>8.3f} "
        f"{summary.total_seconds:>8.1f} {summary.deals / wall:>7.1f} "
        f"{summary.positions / solving:>8.0f} {engine:>7} {peak / 1024:>7.0f}"
    )
    return line, records


#: Solvitaire's verdicts, as ours are named.
SOLVITAIRE = {"solved": "won", "unsolvable": "lost", "timed-out": "undecided"}


def read_other(other: Path, records: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The records of a results file, or of a file of Solvitaire's verdicts (a JSON object with ``verdicts`` by
    deal number), taken to be of the patience and edition of ``records``."""
    if other.suffix != ".json":
        return read_results(other)
    verdicts = json.loads(other.read_text())["verdicts"]
    if not records:
        return []
    variant, edition = records[0]["variant"], records[0]["edition"]
    return [
        {"variant": variant, "edition": edition, "number": int(number), "outcome": SOLVITAIRE[verdict]}
        for number, verdict in verdicts.items()
    ]


def compare(records: list[dict[str, Any]], other: Path) -> str:
    """How the verdicts of ``records`` agree with those of the results file ``other``, deal by deal."""
    theirs = {(record["variant"], record["edition"], record["number"]): record for record in read_other(other, records)}
    both = differ = only_here = only_there = 0
    lines = []
    for record in records:
        there = theirs.get((record["variant"], record["edition"], record["number"]))
        if there is None:
            continue
        here_decided, there_decided = record["outcome"] != "undecided", there["outcome"] != "undecided"
        only_here += here_decided and not there_decided
        only_there += there_decided and not here_decided
        if here_decided and there_decided:
            both += 1
            if record["outcome"] != there["outcome"]:
                differ += 1
                lines.append(f"  deal {record['number']}: {record['outcome']} here, {there['outcome']} in {other}")
    lines.insert(
        0,
        f"against {other}: {both} deals decided by both, {differ} with different verdicts; "
        f"{only_here} decided only here, {only_there} only there",
    )
    return "\n".join(lines)


def solve_once(variant: str, number: int, positions: int, table_size: int) -> tuple[str, int, int, float, int, int]:
    """Solve one deal in this (fresh) process: outcome, positions, entries held, seconds, KiB before and at peak."""
    game = patience_core.new_game(variant, number=number)
    before = _peak_kb() or 0
    result = patience_core.solve(game, positions=positions, table_size=table_size)
    return result.outcome, result.positions, result.held, result.seconds, before, _peak_kb() or 0


def measure_memory(variant: str, number: int, positions: int, table_sizes: list[int]) -> None:
    """Print one line per table size: what a solve of deal ``number`` held and the memory it took."""
    print(
        f"{'patience':<20} {'deal':>5} {'table size':>10} {'outcome':<10} {'positions':>10} {'held':>9} "
        f"{'seconds':>8} {'MB before':>9} {'peak MB':>8}",
        flush=True,
    )
    spawn = multiprocessing.get_context("spawn")
    for size in table_sizes:
        with ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool:
            outcome, searched, held, seconds, before, peak = pool.submit(
                solve_once, variant, number, positions, size
            ).result()
        print(
            f"{variant:<20} {number:>5} {size:>10} {outcome:<10} {searched:>10} {held:>9} "
            f"{seconds:>8.1f} {before / 1024:>9.0f} {peak / 1024:>8.0f}",
            flush=True,
        )


def measure_cpu(target: Target, positions: int) -> str:
    """Solve ``target``'s deals here, each to ``positions``: its report line, in processor time (see above)."""
    variant = patience_core.default_registry().variant(target.variant)
    edition = variant.edition(target.edition).name
    searched = 0
    seconds = 0.0
    outcomes: list[str] = []
    verdicts: list[str] = []
    for number in range(target.start, target.start + target.deals):
        game = patience_core.new_game(variant.name, number=number, edition=edition)
        began = time.process_time()
        result = patience_core.solve(game, positions=positions)
        seconds += time.process_time() - began
        searched += result.positions
        verdicts.append(result.outcome)
        outcomes.append(f"{number} {result.outcome} {result.positions} {result.line()}")
    fingerprint = hashlib.sha256("\n".join(outcomes).encode()).hexdigest()[:12]
    return (
        f"{variant.name:<20} {edition:<24} deals {target.start}-{target.start + target.deals - 1}: "
        f"{verdicts.count('won')} won, {verdicts.count('lost')} lost; {searched} positions in "
        f"{seconds:.2f} processor seconds, {searched / seconds:.0f} a second; fingerprint {fingerprint}"
    )


HEADER = (
    f"{'patience':<20} {'edition':<24} {'deals':>5} {'won':>5} {'lost':>5} {'undec':>5} {'decided':>7} "
    f"{'median s':>8} {'total s':>8} {'deals/s':>7} {'solver/s':>8} {'engine/s':>7} {'peakMB':>7}"
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--plan", choices=("quick", "full"), default="quick", help="which targets (default quick)")
    parser.add_argument("--only", action="append", help="measure only this patience (repeatable)")
    parser.add_argument(
        "--target",
        action="append",
        metavar="PATIENCE[/EDITION]",
        help="measure this patience and edition (all its editions with /all) instead of the plan, 200 deals at 1 s "
        "unless --deals and --seconds say otherwise (repeatable)",
    )
    parser.add_argument("--deals", type=int, help="override the number of deals of every target")
    parser.add_argument("--seconds", type=float, help="override the time budget of every target")
    parser.add_argument("--start", type=int, help="override the first deal of every target")
    parser.add_argument(
        "--positions", type=int, help="a budget of positions per deal instead of seconds (with --memory: 1M by default)"
    )
    parser.add_argument("--results", type=Path, default=RESULTS, help="the folder of the results files")
    parser.add_argument("--against", type=Path, help="a results file to compare the verdicts with")
    parser.add_argument("--workers", type=int, help="worker processes (default: one per core)")
    parser.add_argument("--engine-seconds", type=float, default=2.0, help="random play per edition (default 2 s)")
    parser.add_argument("--memory", metavar="PATIENCE", help="measure one long solve's memory instead (see above)")
    parser.add_argument("--cpu", action="store_true", help="measure the search alone in processor time (see above)")
    parser.add_argument("--number", type=int, default=1, help="with --memory: the deal (default 1)")
    parser.add_argument("--table-size", type=int, nargs="+", help="with --memory: the table sizes to try")
    args = parser.parse_args()
    if args.memory:
        measure_memory(args.memory, args.number, args.positions or 1_000_000, args.table_size or [DEFAULT_TABLE_SIZE])
        return
    if not args.cpu:
        print(HEADER, flush=True)
    for target in targets(args.target) if args.target else plan(args.plan):
        if args.only and target.variant not in args.only:
            continue
        target = Target(
            target.variant,
            target.edition,
            args.deals or target.deals,
            args.seconds or target.seconds,
            target.start if args.start is None else args.start,
            args.positions,
        )
        if args.cpu:
            print(measure_cpu(target, args.positions or 20_000), flush=True)
            continue
        line, records = measure(target, args.workers, args.engine_seconds, args.results)
        print(line, flush=True)
        if args.against:
            print(compare(records, args.against), flush=True)
    if not args.cpu:
        print("wall-clock figures depend on the machine and its load; results files in bench/results/", flush=True)


if __name__ == "__main__":
    main()
