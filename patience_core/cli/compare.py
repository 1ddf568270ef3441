"""The ``patience compare`` command: editions of one patience compared part by part, and in play."""

from __future__ import annotations

import json
from typing import Any

import click

from patience_core.analysis.compare import Comparison, Divergence, compare
from patience_core.cli.commands import get_registry, main
from patience_core.sources import Citation

__all__ = ["compare_command"]


def _cited(cite: Citation | None) -> str | None:
    return None if cite is None else str(cite)


def _as_dict(comparison: Comparison, in_play: tuple[Divergence, ...] | None) -> dict[str, Any]:
    return {
        "patience": comparison.variant.name,
        "editions": [edition.name for edition in comparison.editions],
        "parts": [
            {
                "part": found.part.value,
                "agree": found.agree,
                "cited_alike": found.cited_alike,
                "statements": {
                    edition: [
                        {"text": statement.text, "cites": _cited(statement.cite), "own": statement.own}
                        for statement in said
                    ]
                    for edition, said in found.statements.items()
                },
            }
            for found in comparison.parts
        ],
        "in_play": None
        if in_play is None
        else [
            {
                "deal": found.number,
                "moves": [str(move) for move in found.moves],
                "move": str(found.move),
                "rulings": {
                    edition: {"legal": ruling.legal, "rule": ruling.rule, "cites": _cited(ruling.source)}
                    for edition, ruling in found.rulings
                },
            }
            for found in in_play
        ],
    }


@main.command("compare")
@click.argument("name")
@click.argument("editions", nargs=-1)
@click.option(
    "--deals",
    type=click.IntRange(0, 1000),
    default=5,
    show_default=True,
    help="Play deals 1 to N of the editions side by side, to find the moves they rule on differently (0: none).",
)
@click.option("--json", "as_json", is_flag=True, help="Print the comparison as JSON.")
def compare_command(name: str, editions: tuple[str, ...], deals: int, as_json: bool) -> None:
    """Compare editions of patience NAME, part by part, from their rules.

    Names two or more EDITIONS, or none for all of them. For each part of the
    game (packs, the deal, foundations, building, what is available, spaces,
    stock and talon, redeals, the win) it says whether the editions agree, and
    where they differ what each states and cites. Then it plays their deals side
    by side and reports the first move on each deal that one edition allows and
    another refuses, with both rulings.
    """
    try:
        comparison = compare(name, *editions, registry=get_registry())
    except ValueError as error:  # fewer than two editions
        raise click.UsageError(str(error)) from None
    in_play = comparison.in_play(deals=range(1, deals + 1)) if deals else ()
    if as_json:
        click.echo(json.dumps(_as_dict(comparison, in_play), indent=2, ensure_ascii=False))
        return
    click.echo(str(comparison))
    if not deals:
        return
    if in_play is None:
        click.echo("in play: the editions deal different tables, so their play is not set side by side")
    elif not in_play:
        click.echo(f"in play: on deals 1 to {deals}, every move met was ruled alike")
    else:
        click.echo(f"in play, deals 1 to {deals}:")
        for found in in_play:
            click.echo(f"  {found}")
