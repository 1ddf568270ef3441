"""The ``patience solve`` and ``patience odds`` commands: the solver and measured odds from the command line."""

from __future__ import annotations

import contextlib
import json
import math
import re
import sys
import textwrap
from collections.abc import Callable, Sequence
from concurrent.futures import BrokenExecutor
from pathlib import Path
from typing import Any

import click
from rich.console import Console
from rich.progress import BarColumn, MofNCompleteColumn, Progress, TextColumn, TimeElapsedColumn, TimeRemainingColumn
from rich.table import Table

from patience_core.cli.commands import WholeNumber, _console, _move_label, get_registry, main
from patience_core.deals import MAX_NUMBER
from patience_core.game import Game
from patience_core.model import Action
from patience_core.solving.odds import OddsSummary, run_odds
from patience_core.solving.players import PLAYERS
from patience_core.solving.search import SolveProgress
from patience_core.solving.solver import DEFAULT_TABLE_SIZE, SolveResult, solve

__all__ = ["odds_command", "solve_command"]


class _Seconds(click.FloatRange):
    """A time budget: a number of seconds above 0 (``nan`` and ``inf`` refused)."""

    def __init__(self) -> None:
        super().__init__(0, min_open=True)

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if not isinstance(value, float | int):
            try:
                float(value)
            except (TypeError, ValueError):
                self.fail(f"{value!r} is not a number of seconds", param, ctx)
        seconds = super().convert(value, param, ctx)
        if not math.isfinite(seconds):
            self.fail(f"{value!r} is not a number of seconds", param, ctx)
        return seconds


@click.command("solve")
@click.argument("name")
@click.option(
    "--number",
    "-n",
    type=WholeNumber(0, MAX_NUMBER),
    metavar="N",
    required=True,
    help="The deal number (PySolFC's).",
)
@click.option("--edition", "-e", help="The edition (reading of the rules); the base edition if left out.")
@click.option(
    "--seconds",
    type=_Seconds(),
    default=30.0,
    show_default=True,
    help="Give up (undecided) after this long.",
)
@click.option("--positions", type=WholeNumber(1), help="Give up (undecided) after searching this many positions.")
@click.option(
    "--table-size",
    type=WholeNumber(1),
    default=DEFAULT_TABLE_SIZE,
    show_default=True,
    help="Entries (positions remembered, links, positions waiting) all the solver's passes hold together.",
)
@click.option(
    "--progress/--no-progress",
    default=None,
    help="Report the search on stderr as it goes (default: when stderr is a terminal).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the result as JSON.")
def solve_command(
    name: str,
    number: int,
    edition: str | None,
    seconds: float,
    positions: int | None,
    table_size: int,
    progress: bool | None,
    as_json: bool,
) -> None:
    """Solve deal NUMBER of the patience NAME: won (with the winning line), lost, or undecided.

    A win is replayed through the rules before it is shown; "lost" means every
    position reachable from the deal was searched. The solver sees the whole
    pack, face-down cards included. At a terminal the search shows how far it
    has got; Ctrl-C stops it and prints the best line found so far.
    """
    game = get_registry().new_game(name, number=number, edition=edition)
    cards = sum(len(pile.cards) for pile in game.position.piles)
    console = Console(stderr=True, highlight=False)
    if progress is None:
        progress = console.is_terminal and not as_json

    def describe(snapshot: SolveProgress) -> str:
        return (
            f"{snapshot.positions:,} positions, {snapshot.seconds:.0f} s ({snapshot.phase} pass); "
            f"best: {snapshot.home} of {cards} home, {len(snapshot.best)} moves"
        )

    report: Callable[[SolveProgress], None] | None = None
    with contextlib.ExitStack() as stack:
        if progress and console.is_terminal:
            status = stack.enter_context(console.status("searching"))
            report = lambda snapshot: status.update(describe(snapshot))  # noqa: E731
        elif progress:
            report = lambda snapshot: click.echo(describe(snapshot), err=True)  # noqa: E731
        result = solve(
            game, seconds=seconds, positions=positions, table_size=table_size, progress=report, interruptible=True
        )
    if as_json:
        data = {
            "variant": game.variant.name,
            "edition": game.edition.name,
            "number": number,
            "outcome": result.outcome,
            "reason": result.reason,
            "positions": result.positions,
            "seconds": round(result.seconds, 4),
            "moves": [move.to_dict() for move in result.moves],
            "home": result.home,
            "best": [move.to_dict() for move in result.best],
        }
        click.echo(json.dumps(data))
    else:
        _print_result(game, number, cards, result)
    if result.reason == "interrupted":
        sys.exit(130)


def _print_result(game: Game, number: int, cards: int, result: SolveResult) -> None:
    click.echo(
        f"{game.variant.title} ({game.edition.name}), deal {number}: {result.outcome} "
        f"after {result.positions:,} positions in {result.seconds:.2f} s"
    )
    if result.outcome == "won":
        click.echo(f"winning line ({len(result.moves)} moves):")
        click.echo(_labelled_line(game, result.moves))
    elif result.outcome == "undecided":
        click.echo(result.reason)
        if result.best:
            click.echo(f"best line found ({result.home} of {cards} cards home, {len(result.best)} moves):")
            click.echo(_labelled_line(game, result.best))


def _labelled_line(game: Game, moves: Sequence[Action]) -> str:
    """The moves from the deal, each with the cards it moves (``stock-w1 5C``), wrapped to fit a terminal.

    The moves are played on ``game``, which is left at the end of the line.
    """
    labels = []
    for move in moves:
        labels.append(_move_label(game.position, move, symbols=False).replace(" ", "\u00a0"))
        game.play(move)
    return textwrap.fill(", ".join(labels), 78).replace("\u00a0", " ")


def _default_results(variant: str, edition: str, player: str | None) -> str:
    return re.sub(r"[^a-z0-9-]", "-", f"{variant}-{edition}") + (f".{player}" if player else "") + ".odds.jsonl"


@click.command("odds")
@click.argument("name")
@click.option("--edition", "-e", help="The edition; the base edition if left out.")
@click.option("--deals", type=WholeNumber(1), required=True, help="How many consecutive deals to solve.")
@click.option("--start", type=WholeNumber(0, MAX_NUMBER), default=1, show_default=True, help="The first deal number.")
@click.option("--workers", type=WholeNumber(1), help="Processes to solve in (default: one per core).")
@click.option("--seconds", type=_Seconds(), default=10.0, show_default=True, help="Time budget per deal.")
@click.option(
    "--positions",
    type=WholeNumber(1),
    help="Positions budget per deal (reproducible on any machine, unlike --seconds).",
)
@click.option(
    "--results",
    type=click.Path(dir_okay=False),
    help="The JSON-lines results file (default: NAME-EDITION.odds.jsonl here, or NAME-EDITION.PLAYER.odds.jsonl).",
)
@click.option("--resume", is_flag=True, help="Continue the results file, solving only the deals it lacks.")
@click.option(
    "--player",
    type=click.Choice(sorted(PLAYERS)),
    help="Play the deals as this player, who sees only what the rules show, instead of solving them.",
)
@click.option("--json", "as_json", is_flag=True, help="Print the summary as JSON.")
def odds_command(
    name: str,
    edition: str | None,
    deals: int,
    start: int,
    workers: int | None,
    seconds: float,
    positions: int | None,
    results: str | None,
    resume: bool,
    player: str | None,
    as_json: bool,
) -> None:
    """Solve DEALS consecutive deals of NAME and report how often it comes out.

    Counts won, lost and undecided deals and gives the win rate with its 95 %
    Wilson interval (widened to cover the undecided deals). Each verdict is
    appended to the results file as soon as it is known, so an interrupted run
    loses only the deals in flight: run again with --resume to finish it. The
    summary is computed from the file. With --player the deals are played, not
    solved: the greedy player sees only what the rules show, so its rate is a
    floor where the solver's is a ceiling.
    """
    registry = get_registry()
    variant = registry.variant(name)
    edition_name = variant.edition(edition).name
    path = Path(results or _default_results(variant.name, edition_name, player))
    console = Console(stderr=True, highlight=False)
    columns = (
        TextColumn("[bold]{task.description}"),
        BarColumn(),
        MofNCompleteColumn(),
        TextColumn("won {task.fields[won]} lost {task.fields[lost]} undecided {task.fields[undecided]}"),
        TimeElapsedColumn(),
        TimeRemainingColumn(),
    )
    with Progress(*columns, console=console, disable=as_json or not console.is_terminal) as bar:
        counts = {"won": 0, "lost": 0, "undecided": 0}
        task = bar.add_task(f"{variant.name} {edition_name}", total=deals, won=0, lost=0, undecided=0)

        def advance(record: dict[str, Any]) -> None:
            if "skipped" in record:
                bar.update(task, advance=record["skipped"])
                return
            counts[record["outcome"]] += 1
            bar.update(task, advance=1, won=counts["won"], lost=counts["lost"], undecided=counts["undecided"])

        try:
            summary = run_odds(
                variant.name,
                edition=edition_name,
                deals=deals,
                start=start,
                seconds=seconds,
                positions=positions,
                results=path,
                resume=resume,
                workers=workers,
                progress=advance,
                player=player,
            )
        except KeyboardInterrupt:
            raise click.ClickException(
                f"interrupted: the finished deals are in {path}; run again with --resume to go on"
            ) from None
        except BrokenExecutor as error:
            raise click.ClickException(
                f"a worker died ({error}): the finished deals are in {path}; run again with --resume to go on"
            ) from None
    if as_json:
        data = summary.to_dict()
        data["results"] = str(path)
        click.echo(json.dumps(data))
        return
    _print_summary(_console(), summary, path)


def _print_summary(console: Console, summary: OddsSummary, path: Path) -> None:
    by = "" if summary.player is None else f", played by the {summary.player} player"
    table = Table(title=f"{summary.variant} ({summary.edition}), deals {summary.first} to {summary.last}{by}")
    for column in ("deals", "won", "lost", "undecided", "win rate", "95 % interval", "median s", "total s"):
        table.add_column(column, justify="right")
    if summary.won + summary.lost:
        rate, interval = f"{100 * summary.rate:.1f} %", f"{100 * summary.low:.1f}–{100 * summary.high:.1f} %"
    else:  # 0 % within 0–100 % would read as a result; there is none
        rate, interval = "no deal decided", "—"
    table.add_row(
        str(summary.deals),
        str(summary.won),
        str(summary.lost),
        str(summary.undecided),
        rate,
        interval,
        f"{summary.median_seconds:.3f}",
        f"{summary.total_seconds:.1f}",
    )
    console.print(table)
    console.print(f"results: {path}")


main.add_command(solve_command)
main.add_command(odds_command)
