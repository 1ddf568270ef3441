"""The odds table of the docs: run the odds of every patience and edition, then store the summaries.

Two steps, each optional:

``--run``
    for every installed patience and edition without a results file yet
    (nor a row in ``docs/studies/odds.json`` from a run made elsewhere),
    solve deals 1 to ``--deals`` with ``--seconds`` each
    (:func:`patience_core.solving.odds.run_odds`, resuming any file already begun),
    results in ``bench/results/`` under the names ``solver_bench.py`` uses;
    with ``--player greedy``, play them as that player instead
    (:mod:`patience_core.solving.players`), into files ending ``-greedy.jsonl``;

(always)
    read every results file there, take for each edition the file with the
    most deals, and write ``docs/studies/odds.json`` (the summaries, with the
    command that regenerates each) and ``docs/studies/odds.csv`` (the table the
    page shows). The docs render these files; they never solve anything.

Usage::

    python bench/odds_table.py --run --deals 200 --seconds 10 --workers 2
    python bench/odds_table.py --run --deals 200 --player greedy
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
from patience_core import Role
from patience_core.solving.odds import read_results, run_odds, summarize

HERE = Path(__file__).resolve().parent
RESULTS = HERE / "results"
DOCS = HERE.parent / "docs" / "studies"
TAIL = re.compile(r"(?P<start>\d+)-(?P<deals>\d+)-(?:(?P<seconds>[\d.]+)s|(?P<player>[a-z]+))\.jsonl\Z")


def results_file(variant: str, edition: str, start: int, deals: int, seconds: float) -> Path:
    """The results file of one run (the name ``solver_bench.py`` gives it)."""
    return RESULTS / f"{variant}-{edition}-{start}-{deals}-{seconds:g}s.jsonl"


def played_file(variant: str, edition: str, start: int, deals: int, player: str) -> Path:
    """The results file of one run of ``player``."""
    return RESULTS / f"{variant}-{edition}-{start}-{deals}-{player}.jsonl"


def run_missing(deals: int, seconds: float, workers: int | None, player: str | None = None) -> None:
    """Solve (or, with ``player``, play) deals 1..``deals`` of every edition that has no such results file yet."""
    RESULTS.mkdir(exist_ok=True)
    have = {(found["variant"], found["edition"]) for found in _files() if found["player"] == player}
    # A row the docs already hold was run elsewhere (the results files are not kept): it is not run again.
    have |= {kept for kept, row in _stored_rows().items() if (row["command"] if player is None else "player" in row)}
    for variant in patience_core.variants():
        for edition in variant.editions:
            if (variant.name, edition.name) in have:
                continue
            if player is None:
                path = results_file(variant.name, edition.name, 1, deals, seconds)
            else:
                path = played_file(variant.name, edition.name, 1, deals, player)
            summary = run_odds(
                variant.name,
                edition=edition.name,
                deals=deals,
                seconds=seconds,
                results=path,
                resume=True,
                workers=workers,
                player=player,
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
                            "seconds": float(match["seconds"]) if match["seconds"] else None,
                            "player": match["player"],
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


def _summary_row(found: dict[str, Any]) -> tuple[dict[str, Any], dict[int, str]] | None:
    """The summary of one results file as a row of ``odds.json``, and each deal's outcome."""
    variant, edition = found["variant"], found["edition"]
    records = [
        record
        for record in read_results(found["path"])
        if record["edition"] == edition and found["start"] <= record["number"] < found["start"] + found["deals"]
    ]
    if not records:
        return None
    summary = summarize(records, variant, edition)
    command = f"patience odds {variant} --edition {edition} --start {found['start']} --deals {found['deals']}"
    command += f" --seconds {found['seconds']:g}" if found["player"] is None else f" --player {found['player']}"
    row = summary.to_dict()
    row.update({"complete": summary.deals == found["deals"], "command": command})
    if found["player"] is None:
        row["seconds_budget"] = found["seconds"]
        del row["player"]
    return row, {record["number"]: record["outcome"] for record in records}


def write_table() -> list[dict[str, Any]]:
    """Summarise the biggest results file of each edition into the docs' data files.

    Each row is the solver's summary; the greedy player's, where there is one,
    sits in it under ``"player"``, with ``"player_only"``: the deals the player
    won that the solver left undecided. A deal the player won that the solver
    proved lost contradicts one of them and stops the table.

    The results files are not kept in the repository, so a checkout holds only
    the ones run there: an edition with no results file here keeps the row (or
    the player's part of it) that ``odds.json`` already has, rather than losing it.
    """
    best: dict[tuple[str, str, str | None], dict[str, Any]] = {}
    for found in _files():
        key = (found["variant"], found["edition"], found["player"])
        if key not in best or found["deals"] > best[key]["deals"]:
            best[key] = found
    stored = _stored_rows()
    rows: dict[tuple[str, str], dict[str, Any]] = {}
    verdicts: dict[tuple[str, str], dict[int, str]] = {}
    for (variant, edition, player), found in sorted(best.items(), key=lambda item: item[1]["player"] is not None):
        summarized = _summary_row(found)
        if summarized is None:
            continue
        row, outcomes = summarized
        if player is None:
            rows[variant, edition] = row
            verdicts[variant, edition] = outcomes
            continue
        host = rows.get((variant, edition)) or stored.get((variant, edition)) or _unsolved(variant, edition)
        solver = verdicts.get((variant, edition))
        if solver is not None:
            contradicted = sorted(
                number for number, outcome in outcomes.items() if outcome == "won" and solver.get(number) == "lost"
            )
            if contradicted:
                raise SystemExit(
                    f"{variant} {edition}: the {player} player won deals the solver proved lost: {contradicted[:10]}"
                )
            row["player_only"] = sum(
                1 for number, outcome in outcomes.items() if outcome == "won" and solver.get(number) == "undecided"
            )
        else:
            _player_only_unsolved(row, host, outcomes)
        host["player"] = row
        rows[variant, edition] = host
    for kept, row in stored.items():
        if kept not in rows:
            rows[kept] = row
        elif "player" not in rows[kept] and "player" in row:
            played = dict(row["player"])
            if _verdicts(row) != _verdicts(rows[kept]):  # its count of deals only it won was made against the old row
                played.pop("player_only", None)
            if rows[kept]["undecided"] == 0:  # a solver that decided every deal leaves none to the player alone
                played["player_only"] = 0
            rows[kept]["player"] = played
    table = [rows[kept] for kept in sorted(rows)]
    DOCS.mkdir(parents=True, exist_ok=True)
    (DOCS / "odds.json").write_text(json.dumps(table, indent=1) + "\n", encoding="utf-8")
    with (DOCS / "odds.csv").open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(
            [
                "Patience",
                "Edition",
                "Deals",
                "Won",
                "Lost",
                "Win rate",
                "95 % interval",
                "Undecided",
                "Greedy player",
                "Its interval",
                "Command",
                "Player command",
            ]
        )
        for row in table:
            player = row.get("player")
            solved = ["", "", "", "not solved", "", ""]
            if row["deals"]:
                solved = [
                    f"{row['first']}–{row['last']}" + ("" if row["complete"] else " (partial)"),
                    row["won"],
                    row["lost"],
                    _rate(row),
                    f"{100 * row['low']:.1f}–{100 * row['high']:.1f} %",
                    f"{100 * row['undecided'] / row['deals']:.1f} %",
                ]
            writer.writerow(
                [
                    row["variant"],
                    row["edition"],
                    *solved,
                    "not played" if player is None else _played(player),
                    "" if player is None else f"{100 * player['low']:.1f}–{100 * player['high']:.1f} %",
                    f"``{row['command']}``" if row["command"] else "",
                    "" if player is None else f"``{player['command']}``",
                ]
            )
    write_undecided(table)
    return table


def write_undecided(table: list[dict[str, Any]]) -> None:
    """Write ``docs/studies/undecided.csv``: each edition whose solver's row decided no deal, and why it may be.

    A row for each, with what makes a search long or short: the packs, the cards left in the stock once the
    first deal is laid out, the positions the solver searched a deal on average, and how often the greedy
    player won (none, in most).
    """
    registry = patience_core.default_registry()
    with (DOCS / "undecided.csv").open("w", encoding="utf-8", newline="") as file:
        writer = csv.writer(file, lineterminator="\n")
        writer.writerow(["Patience", "Edition", "Packs", "Stock", "Deals", "Positions a deal", "Greedy player"])
        for row in table:
            if not row["deals"] or row["won"] or row["lost"]:
                continue
            variant = registry.variant(row["variant"])
            edition = variant.edition(row["edition"])
            deal = registry.new_game(row["variant"], number=1, edition=row["edition"]).position
            stock = sum(len(pile.cards) for pile in deal.piles_of(Role.STOCK))
            player = row.get("player")
            writer.writerow(
                [
                    variant.title,
                    row["edition"],
                    edition.packs or variant.packs,
                    stock,
                    f"{row['first']}–{row['last']}",
                    f"{row['positions'] // row['deals']:,}",
                    "not played" if player is None else f"{player['won']:,} of {player['deals']:,}",
                ]
            )


def _verdicts(row: dict[str, Any]) -> tuple[Any, ...]:
    """What a row says of the solver's verdicts: its deals and how many it won, lost and left undecided."""
    return tuple(row.get(field) for field in ("first", "last", "deals", "won", "lost", "undecided"))


def _player_only_unsolved(row: dict[str, Any], host: dict[str, Any], outcomes: dict[int, str]) -> None:
    """Give a player's ``row`` its ``player_only`` count where the solver's verdicts are absent, if it is known.

    ``host`` is the row it joins, as stored, and ``outcomes`` the player's, by
    deal. A solver that left no deal undecided leaves none to the player
    alone; one that decided none leaves it every deal of its run that the
    player won, if the player played them all. Otherwise the count needs the
    solver's verdict on each deal, and the row goes without it rather than
    keep a count made from other runs.
    """
    solved = range(host["first"] or 0, (host["last"] or -1) + 1)
    if host["undecided"] == 0:
        row["player_only"] = 0
    elif host["undecided"] == host["deals"] and all(number in outcomes for number in solved):
        row["player_only"] = sum(1 for number in solved if outcomes[number] == "won")


def _unsolved(variant: str, edition: str) -> dict[str, Any]:
    """The row of an edition the solver has not been run on: no deal, no command."""
    summary = summarize([], variant, edition).to_dict()
    del summary["player"]
    return {**summary, "complete": True, "command": ""}


def _played(player: dict[str, Any]) -> str:
    """The player's share won and of how many deals; a run stopped short of its deals says so."""
    return f"{100 * player['rate']:.1f} % of {player['deals']:,}" + ("" if player["complete"] else " (partial)")


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
    parser.add_argument("--player", help="with --run: play the deals as this player instead of solving them")
    args = parser.parse_args()
    if args.run:
        run_missing(args.deals, args.seconds, args.workers, args.player)
    for row in write_table():
        print(f"{row['variant']:<20} {row['edition']:<24} {row['won']:>5}/{row['deals']:<5} {row['command']}")


if __name__ == "__main__":
    main()
