"""bench/odds_table.py: the docs' odds table is written from results files, never by solving."""

from __future__ import annotations

import csv
import importlib.util
import json
from pathlib import Path
from types import ModuleType

import pytest

from patience_core.solving.odds import play_deal, solve_deal

SCRIPT = Path(__file__).resolve().parents[2] / "bench" / "odds_table.py"


@pytest.fixture
def table(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> ModuleType:
    spec = importlib.util.spec_from_file_location("odds_table", SCRIPT)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    monkeypatch.setattr(module, "RESULTS", tmp_path / "results")
    monkeypatch.setattr(module, "DOCS", tmp_path / "docs")
    (tmp_path / "results").mkdir()
    return module


def write_results(path: Path, records: list[dict[str, object]]) -> None:
    path.write_text("".join(json.dumps(record) + "\n" for record in records), encoding="utf-8")


def test_the_table_counts_won_lost_and_undecided_and_keeps_the_biggest_run(table: ModuleType) -> None:
    records = [
        solve_deal("beleaguered-castle", "morehead-1950", number, seconds=None, positions=100_000) for number in (2, 3)
    ]
    assert [record["outcome"] for record in records] == ["won", "lost"]
    undecided = solve_deal("beleaguered-castle", "morehead-1950", 4, seconds=None, positions=1)
    assert undecided["outcome"] == "undecided"
    write_results(table.results_file("beleaguered-castle", "morehead-1950", 2, 3, 5), [*records, undecided])
    write_results(table.results_file("beleaguered-castle", "morehead-1950", 2, 1, 5), records[:1])
    rows = table.write_table()
    assert [(row["won"], row["lost"], row["undecided"]) for row in rows] == [(1, 1, 1)]
    with (table.DOCS / "odds.csv").open(encoding="utf-8") as file:
        lines = list(csv.reader(file))
    assert lines[0][:5] == ["Patience", "Edition", "Deals", "Won", "Lost"]
    row = dict(zip(lines[0], lines[1], strict=True))
    assert row["Deals"] == "2–4"
    assert (row["Won"], row["Lost"], row["Undecided"]) == ("1", "1", "33.3 %")
    assert row["Win rate"].startswith("≥ ")  # an undecided deal makes the rate a lower bound
    assert row["Command"] == (
        "``patience odds beleaguered-castle --edition morehead-1950 --start 2 --deals 3 --seconds 5``"
    )
    saved = json.loads((table.DOCS / "odds.json").read_text(encoding="utf-8"))
    assert saved[0]["command"] in row["Command"]


def test_a_run_with_nothing_decided_has_no_rate(table: ModuleType) -> None:
    undecided = solve_deal("sir-tommy", "parlett-1979", 1, seconds=None, positions=1)
    write_results(table.results_file("sir-tommy", "parlett-1979", 1, 2, 5), [undecided])
    rows = table.write_table()
    assert rows[0]["complete"] is False
    with (table.DOCS / "odds.csv").open(encoding="utf-8") as file:
        row = next(iter(csv.DictReader(file)))
    assert row["Win rate"] == "none decided"
    assert row["Deals"].endswith("(partial)")
    assert row["Patience"] == "sir-tommy"


def test_an_edition_without_results_here_keeps_its_stored_row(table: ModuleType) -> None:
    undecided = solve_deal("beleaguered-castle", "morehead-1950", 4, seconds=None, positions=1)
    write_results(table.RESULTS / "beleaguered-castle-morehead-1950-4-1-2s.jsonl", [undecided])
    (measured,) = table.write_table()
    stored = {**measured, "variant": "sir-tommy", "edition": "parlett-1979", "won": 1}
    (table.DOCS / "odds.json").write_text(json.dumps([stored]), encoding="utf-8")
    rows = table.write_table()
    assert [(row["variant"], row["edition"]) for row in rows] == [
        ("beleaguered-castle", "morehead-1950"),
        ("sir-tommy", "parlett-1979"),
    ]
    assert rows[1] == stored
    assert "sir-tommy" in (table.DOCS / "odds.csv").read_text(encoding="utf-8")


def test_the_greedy_players_games_sit_beside_the_solvers_verdicts(table: ModuleType) -> None:
    solved = [solve_deal("margarethe", "cadogan-1914", number, seconds=None, positions=20_000) for number in (1, 2)]
    solved[1] = {**solved[1], "outcome": "undecided"}  # as if the solver's budget had run out on deal 2
    played = [play_deal("margarethe", "cadogan-1914", number) for number in (1, 2, 3)]
    assert [record["outcome"] for record in played] == ["won"] * 3
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 2, 1), solved)
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 3, "greedy"), played)
    (row,) = table.write_table()
    assert (row["won"], row["undecided"]) == (1, 1)
    assert (row["player"]["won"], row["player"]["deals"], row["player"]["undecided"]) == (3, 3, 0)
    assert row["player"]["player_only"] == 1  # deal 2: won by the player, undecided by the solver
    assert (
        row["player"]["command"]
        == "patience odds margarethe --edition cadogan-1914 --start 1 --deals 3 --player greedy"
    )
    with (table.DOCS / "odds.csv").open(encoding="utf-8") as file:
        line = next(iter(csv.DictReader(file)))
    assert line["Greedy player"] == "100.0 % of 3"
    assert line["Player command"] == f"``{row['player']['command']}``"
    # a stored row keeps the player's part when only the solver's file is here, and the other way round
    table.played_file("margarethe", "cadogan-1914", 1, 3, "greedy").unlink()
    assert table.write_table()[0]["player"] == row["player"]


def solver_gone_player_longer(table: ModuleType, played: list[dict[str, object]]) -> None:
    """As in a fresh checkout: Margarethe's solver results of deals 1-2 gone, the player's run of 1-3 written."""
    table.results_file("margarethe", "cadogan-1914", 1, 2, 1).unlink()
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 3, "greedy"), played)


def test_a_longer_player_run_without_the_solvers_verdicts_gives_no_count_of_deals_only_it_won(
    table: ModuleType,
) -> None:
    solved = [solve_deal("margarethe", "cadogan-1914", number, seconds=None, positions=20_000) for number in (1, 2)]
    solved[1] = {**solved[1], "outcome": "undecided"}
    played = [play_deal("margarethe", "cadogan-1914", number) for number in (1, 2, 3)]
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 2, 1), solved)
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 2, "greedy"), played[:2])
    assert table.write_table()[0]["player"]["player_only"] == 1
    solver_gone_player_longer(table, played)
    (row,) = table.write_table()
    # one of the solver's two deals undecided: which the player alone won is not known here, and no count is kept
    assert (row["undecided"], row["player"]["deals"]) == (1, 3)
    assert "player_only" not in row["player"]
    # a run of the player stopped short of its deals says so
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 10, "greedy"), played)
    assert table.write_table()[0]["player"]["complete"] is False
    with (table.DOCS / "odds.csv").open(encoding="utf-8") as file:
        assert next(iter(csv.DictReader(file)))["Greedy player"] == "100.0 % of 3 (partial)"
    table.played_file("margarethe", "cadogan-1914", 1, 10, "greedy").unlink()


def test_where_the_solver_decided_nothing_every_deal_the_player_won_is_its_own(table: ModuleType) -> None:
    undecided = [
        {**solve_deal("margarethe", "cadogan-1914", number, seconds=None, positions=1), "outcome": "undecided"}
        for number in (1, 2)
    ]
    played = [play_deal("margarethe", "cadogan-1914", number) for number in (1, 2, 3)]
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 2, 1), undecided)
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 1, "greedy"), played[:1])
    assert table.write_table()[0]["player"]["player_only"] == 1
    # a longer run of the player counts its wins among the solver's two deals
    solver_gone_player_longer(table, played)
    assert table.write_table()[0]["player"]["player_only"] == 2
    # and where it decided every deal, none is the player's alone
    stored = json.loads((table.DOCS / "odds.json").read_text(encoding="utf-8"))
    stored[0].update(won=2, undecided=0)
    (table.DOCS / "odds.json").write_text(json.dumps(stored), encoding="utf-8")
    assert table.write_table()[0]["player"]["player_only"] == 0


def test_a_deal_the_player_won_and_the_solver_proved_lost_stops_the_table(table: ModuleType) -> None:
    played = play_deal("margarethe", "cadogan-1914", 1)
    lost = {**solve_deal("margarethe", "cadogan-1914", 1, seconds=None, positions=1), "outcome": "lost"}
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 1, 1), [lost])
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 1, "greedy"), [played])
    with pytest.raises(SystemExit, match=r"the greedy player won deals the solver proved lost: \[1\]"):
        table.write_table()


def test_an_edition_only_the_player_has_played_gets_a_row_that_says_so(table: ModuleType) -> None:
    played = [play_deal("mount-olympus", "pysolfc", number) for number in (1, 2)]
    write_results(table.played_file("mount-olympus", "pysolfc", 1, 2, "greedy"), played)
    (row,) = table.write_table()
    assert (row["deals"], row["command"], row["player"]["deals"]) == (0, "", 2)
    with (table.DOCS / "odds.csv").open(encoding="utf-8") as file:
        line = next(iter(csv.DictReader(file)))
    assert (line["Deals"], line["Won"], line["Win rate"], line["Command"]) == ("", "", "not solved", "")
    assert line["Greedy player"].endswith("% of 2")


def test_a_new_solver_row_does_not_keep_the_count_the_player_had_against_the_old_one(table: ModuleType) -> None:
    undecided = [
        {**solve_deal("margarethe", "cadogan-1914", number, seconds=None, positions=1), "outcome": "undecided"}
        for number in (1, 2)
    ]
    played = [play_deal("margarethe", "cadogan-1914", number) for number in (1, 2)]
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 2, 1), undecided)
    write_results(table.played_file("margarethe", "cadogan-1914", 1, 2, "greedy"), played)
    assert table.write_table()[0]["player"]["player_only"] == 2
    # the player's file gone (a fresh checkout), the solver run again and deciding both deals: the old count goes
    table.played_file("margarethe", "cadogan-1914", 1, 2, "greedy").unlink()
    solved = [solve_deal("margarethe", "cadogan-1914", number, seconds=None, positions=20_000) for number in (1, 2)]
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 2, 1), solved)
    (row,) = table.write_table()
    assert row["won"] + row["lost"] == 2 and row["player"]["deals"] == 2
    assert row["player"]["player_only"] == 0  # the solver decided every deal: none is the player's alone
    # run again with nothing new, the row keeps what it has
    assert table.write_table() == [row]
    # a row that still leaves a deal undecided keeps no count made against another run
    write_results(table.results_file("margarethe", "cadogan-1914", 1, 2, 1), [solved[0], undecided[1]])
    (row,) = table.write_table()
    assert row["undecided"] == 1 and "player_only" not in row["player"]


def test_an_edition_with_no_deal_decided_is_listed_with_what_makes_its_search_long(table: ModuleType) -> None:
    undecided = [
        {**solve_deal("mill", "cadogan-1914", number, seconds=None, positions=50), "outcome": "undecided"}
        for number in (1, 2)
    ]
    write_results(table.results_file("mill", "cadogan-1914", 1, 2, 1), undecided)
    decided = [solve_deal("beleaguered-castle", "morehead-1950", 2, seconds=None, positions=100_000)]
    write_results(table.results_file("beleaguered-castle", "morehead-1950", 2, 1, 5), decided)
    table.write_table()
    with (table.DOCS / "undecided.csv").open(encoding="utf-8") as file:
        lines = list(csv.DictReader(file))
    assert len(lines) == 1  # Beleaguered Castle decided its deal
    (mill,) = lines
    assert (mill["Patience"], mill["Edition"], mill["Packs"], mill["Deals"]) == ("The Mill", "cadogan-1914", "2", "1–2")
    assert int(mill["Stock"]) > 52 and mill["Greedy player"] == "not played"
    assert int(mill["Positions a deal"].replace(",", "")) == sum(record["positions"] for record in undecided) // 2


def test_no_row_of_the_docs_table_shows_the_solver_below_the_greedy_player() -> None:
    """The solver plays the greedy player's game first: no deal the player won is left to the player alone."""
    rows = json.loads((SCRIPT.parents[1] / "docs" / "studies" / "odds.json").read_text(encoding="utf-8"))
    played = [row for row in rows if row.get("player")]
    assert len(played) > 100
    for row in played:
        player = row["player"]
        where = f"{row['variant']} {row['edition']}"
        assert player.get("player_only", 0) == 0, f"{where}: deals won by the player alone"
        if (player["first"], player["last"]) == (row["first"], row["last"]):
            assert row["won"] >= player["won"], f"{where}: the solver won fewer of the same deals"
