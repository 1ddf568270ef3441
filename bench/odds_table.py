"""The odds table of the docs: run the odds of every patience and edition, then store the summaries.

Two steps, each optional:

``--run``
    for every installed patience and edition without a results file yet,
    solve deals 1 to ``--deals`` with ``--seconds`` each
    (:func:`patience_core.odds.run_odds`, resuming any file already begun),
    results in ``bench/results/`` under the names ``solver_bench.py`` uses;

(always)
    read every results file there, take for each edition the file with the
    most deals, and write ``docs/studies/odds.json`` (the summaries, with the
    command that regenerates each) and ``docs/studies/odds.csv`` (the table the
    page shows). The docs render these files; they never solve anything.

Usage::

    python bench/odds_table.py --run --deals 200 --seconds 10 --workers 2
    python bench/odds_table.py            # only rewrite the docs' files from bench/results/
"""

from __future__ import annotations

import argparse
import csv
import json
import re
from pathlib import Path
from typing import Any

import patience_core
from patience_core.odds import read_results, run_odds, summarize

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DOCS = HERE.parent / "docs" / "studies"
TAIL = re.compile(r"(?P<start>\d+)-(?P<deals>\d+)-(?P<seconds>[\d.]+)s\.jsonl\Z")


def results_file(variant: str, edition: str, start: int, deals: int, seconds: float) -> Path:
    """The results file of one run (the name ``solver_bench.py`` gives it)."""
    return RESULTS / f"{variant}-{edition}-{start}-{deals}-{seconds:g}s.jsonl"


def run_missing(deals: int, seconds: float, workers: int | None) -> None:
    """Solve deals 1..``deals`` of every edition that has no results file yet."""
    RESULTS.mkdir(exist_ok=True)
    have = {(match["variant"], match["edition"]) for match in _files()}
    for variant in patience_core.variants():
        for edition in variant.editions:
            if (variant.name, edition.name) in have:
                continue
            path = results_file(variant.name, edition.name, 1, deals, seconds)
            summary = run_odds(
                variant.name,
                edition=edition.name,
                deals=deals,
                seconds=seconds,
                results=path,
                resume=True,
                workers=workers,
            )
            print(f"{variant.name} {edition.name}: {summary.won}/{summary.deals} won, {summary.undecided} undecided")


def _files() -> list[dict[str, Any]]:
    """The results files in ``bench/results/``, read from their names."""
    found = []
    for variant in patience_core.variants():
        for edition in variant.editions:
            prefix = f"{variant.name}-{edition.name}-"
            for path in sorted(RESULTS.glob(prefix + "*.jsonl")):
                match = TAIL.match(path.name[len(prefix) :])
                if match is not None:
                    found.append(
                        {
                            "variant": variant.name,
                            "edition": edition.name,
                            "start": int(match["start"]),
                            "deals": int(match["deals"]),
                            "seconds": float(match["seconds"]),
                            "path": path,
                        }
                    )
    return found


def _stored_rows() -> dict[tuple[str, str], dict[str, Any]]:
    """The rows ``odds.json`` holds now, by patience and edition."""
    path = DOCS / "odds.json"
    if not path.exists():
        return {}
    return {(row["variant"], row["edition"]): row for row in json.loads(path.read_text(encoding="utf-8"))}


def write_table() -> list[dict[str, Any]]:
    """Summarise the biggest results file of each edition into the docs' data files.

    The results files are not kept in the repository, so a checkout holds only
    the ones run there: an edition with no results file here keeps the row
    ``odds.json`` already has, rather than losing it.
    """
    best: dict[tuple[str, str], dict[str, Any]] = {}
    for found in _files():
        key = (found["variant"], found["edition"])
        if key not in best or found["deals"] > best[key]["deals"]:
            best[key] = found
    rows = []
    for (variant, edition), found in sorted(best.items()):
        records = [
            record
            for record in read_results(found["path"])
            if record["edition"] == edition and found["start"] <= record["number"] < found["start"] + found["deals"]
        ]
        if not records:
            continue
        summary = summarize(records, variant, edition)
        command = (
            f"patience odds {variant} --edition {edition} --start {found['start']} "
            f"--deals {found['deals']} --seconds {found['seconds']:g}"
        )
        row = summary.to_dict()
        row.update(
            {"complete": summary.deals == found["deals"], "seconds_budget": found["seconds"], "command": command}
        )
        rows.append(row)
    measured = {(row["variant"], row["edition"]) for row in rows}
    rows += [row for key, row in _stored_rows().items() if key not in measured]
    rows.sort(key=lambda row: (row["variant"], row["edition"]))
    DOCS.mkdir(parents=True, exist_ok=True)
    (DOCS / "odds.json").write_text(json.dumps(rows, indent=1) + "\n", encoding="utf-8")
    with (DOCS / "odds.csv").open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(
            ["Patience", "Edition", "Deals", "Won", "Lost", "Win rate", "95 % interval", "Undecided", "Command"]
        )
        for row in rows:
            deals = f"{row['first']}–{row['last']}" + ("" if row["complete"] else " (partial)")
            writer.writerow(
                [
                    row["variant"],
                    row["edition"],
                    deals,
                    row["won"],
                    row["lost"],
                    _rate(row),
                    f"{100 * row['low']:.1f}–{100 * row['high']:.1f} %",
                    f"{100 * row['undecided'] / row['deals']:.1f} %",
                    f"``{row['command']}``",
                ]
            )
    return rows


def _rate(row: dict[str, Any]) -> str:
    """The share won; with undecided deals it is only a lower bound, and with no deal decided there is none."""
    if row["undecided"] == row["deals"]:
        return "none decided"
    return ("≥ " if row["undecided"] else "") + f"{100 * row['rate']:.1f} %"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--run", action="store_true", help="solve the editions that have no results yet")
    parser.add_argument("--deals", type=int, default=200, help="deals per edition for --run (default 200)")
    parser.add_argument("--seconds", type=float, default=10.0, help="time budget per deal for --run (default 10)")
    parser.add_argument("--workers", type=int, help="worker processes (default: one per core)")
    args = parser.parse_args()
    if args.run:
        run_missing(args.deals, args.seconds, args.workers)
    for row in write_table():
        print(f"{row['variant']:<20} {row['edition']:<24} {row['won']:>5}/{row['deals']:<5} {row['command']}")


if __name__ == "__main__":
    main()
