"""``patience compare``: editions compared part by part, and in play, from the command line."""

from __future__ import annotations

import json

from click.testing import CliRunner

from patience_core import default_registry
from patience_core.cli import main


def run(*args: str) -> tuple[int, str]:
    result = CliRunner().invoke(main, list(args), obj=default_registry())
    return result.exit_code, result.output


def test_compare_says_part_by_part_where_the_editions_differ_and_what_each_cites() -> None:
    code, shown = run("compare", "mount-olympus", "cadogan-1914", "pysolfc", "--deals", "0")
    assert code == 0
    lines = shown.splitlines()
    assert lines[0] == "Mount Olympus: cadogan-1914, pysolfc"
    assert "redeals: they differ" in lines
    assert "  pysolfc: no redeal" in lines
    assert "building: the same" in lines
    assert "in play" not in shown  # --deals 0 plays nothing


def test_compare_plays_the_deals_side_by_side() -> None:
    code, shown = run("compare", "sultan", "--deals", "1")
    assert code == 0
    assert "in play, deals 1 to 1:" in shown
    assert "deal 1, after 9 moves, stock-talon: cadogan-1914 refuses it" in shown


def test_compare_says_when_the_tables_differ() -> None:
    code, shown = run("compare", "capricieuse", "pysolfc", "hoffmann-1892", "--deals", "1")
    assert code == 0
    assert shown.rstrip().endswith("their play is not set side by side")


def test_compare_as_json() -> None:
    code, shown = run("compare", "sultan", "cadogan-1914", "optional-play", "--deals", "1", "--json")
    data = json.loads(shown)
    assert code == 0 and data["editions"] == ["cadogan-1914", "optional-play"]
    stock = next(part for part in data["parts"] if part["part"] == "stock and talon")
    assert stock["agree"] and not stock["cited_alike"]
    (found,) = data["in_play"]
    assert found["move"] == "stock-talon" and found["rulings"]["optional-play"]["legal"]


def test_compare_refuses_an_unknown_edition_or_a_lone_one() -> None:
    code, shown = run("compare", "sultan", "cadogan-1914", "hoffman")
    assert code != 0 and "sultan has no edition 'hoffman'" in shown
    code, shown = run("compare", "la-belle-lucie")
    assert code != 0 and "name two editions of la-belle-lucie or more" in shown
