"""The ``patience`` command, driven through click's CliRunner."""

from __future__ import annotations

import dataclasses
import json
import subprocess
import sys
import types
from pathlib import Path

import click
import patience_sir_tommy
import pytest
from click.testing import CliRunner, Result

import patience_core
from patience_core import PositionError, Registry, hookimpl, read_game
from patience_core.cli import main

# A winning line for Sir Tommy, deal 4 (found by a search, checked by the engine in test_the_winning_line_wins).
SIR_TOMMY_4_WIN = (
    "stock-w1 stock-w1 stock-w1 stock-w2 stock-w2 stock-w3 stock-w3 stock-w1 stock-w1 stock-f1 w1-f1 w1-f1 "
    "stock-w4 stock-w4 stock-f2 stock-w4 stock-w3 stock-w2 stock-w3 stock-w4 stock-w4 stock-f1 w2-f1 w3-f1 "
    "stock-w2 stock-f2 w1-f2 w2-f2 w2-f2 w3-f2 stock-w1 stock-f1 stock-w2 stock-w3 stock-f3 stock-f1 w2-f1 "
    "stock-w2 stock-w3 stock-w2 stock-w3 stock-f1 stock-w1 stock-f2 stock-w2 stock-w2 stock-f3 w3-f3 stock-f1 "
    "w3-f3 w4-f1 w3-f3 w3-f3 w2-f3 w3-f1 stock-w1 stock-w3 stock-w3 stock-w1 stock-w2 stock-f2 stock-w1 "
    "stock-f2 w4-f2 stock-f2 w3-f2 stock-w3 stock-w3 stock-w1 stock-f4 w2-f4 w2-f4 w1-f4 w2-f4 w1-f4 w2-f3 "
    "w3-f4 w4-f3 w1-f2 w4-f4 w1-f3 w2-f3 w3-f4 w1-f4 w3-f4 w1-f3 w4-f3 w1-f4 w1-f4"
).split()


def run(*args: str, input: str | bytes | None = None, registry: Registry | None = None, **env: str) -> Result:
    return CliRunner().invoke(main, list(args), input=input, obj=registry, env=env or None)


def assert_clean_error(result: Result, *fragments: str) -> None:
    """Exit code 2, one line on standard error naming the problem, no traceback."""
    assert result.exit_code == 2, result.output
    assert isinstance(result.exception, SystemExit)
    lines = result.stderr.strip().splitlines()
    assert lines and lines[-1].startswith("Error: ")
    assert "Traceback" not in result.output
    for fragment in fragments:
        assert fragment in lines[-1]


def greedy_line(name: str, number: int, limit: int = 2000) -> tuple[list[str], patience_core.Game]:
    """Moves played to the end, preferring moves to a foundation; the game they lead to."""
    game = patience_core.new_game(name, number=number)
    played: list[str] = []
    while not game.is_over and len(played) < limit:
        legal = game.legal_moves()
        home = [m for m in legal if isinstance(m, patience_core.Move) and m.target.startswith("f")]
        move = (home or legal)[0]
        game.play(move)
        played.append(str(move))
    assert game.is_over
    return played, game


def broken_plugin() -> types.ModuleType:
    plugin = types.ModuleType("broken-game")

    @hookimpl
    def patience_variant() -> object:
        return "not a variant"

    plugin.patience_variant = patience_variant  # type: ignore[attr-defined]
    return plugin


@pytest.fixture
def registry_with_broken() -> Registry:
    with pytest.warns(patience_core.PluginWarning, match="broken-game"):
        return Registry(plugins=[patience_sir_tommy, broken_plugin()], entry_points=False)


# --------------------------------------------------------------------------- the group


def test_help_lists_every_command() -> None:
    result = run("--help")
    assert result.exit_code == 0
    for command in ("list", "show", "moves", "play"):
        assert command in result.stdout


def test_python_dash_m_runs_the_command() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "patience_core", "show", "sir-tommy", "--number", "1"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == str(patience_core.new_game("sir-tommy", number=1))


def test_main_is_a_group_that_takes_more_commands() -> None:
    assert isinstance(main, click.Group)

    @click.command("extra-test-command")
    def extra() -> None:
        raise PositionError("a problem found by an added command")

    main.add_command(extra)
    try:
        assert "extra-test-command" in run("--help").stdout
        assert_clean_error(run("extra-test-command"), "a problem found by an added command")
    finally:
        main.commands.pop("extra-test-command")


# --------------------------------------------------------------------------- list


def test_list_shows_names_titles_aliases_editions_and_sources() -> None:
    result = run("list")
    assert result.exit_code == 0
    for text in ("sir-tommy", "Sir Tommy", "old-patience", "parlett-1979", "Parlett 1979", "Cheney 1869"):
        assert text in result.stdout


def test_list_json() -> None:
    result = run("list", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    tommy = next(variant for variant in data["variants"] if variant["name"] == "sir-tommy")
    assert tommy["title"] == "Sir Tommy"
    assert tommy["packs"] == 1
    assert "old-patience" in tommy["aliases"]
    assert tommy["editions"][0]["name"] == "parlett-1979"
    assert {"author": "Parlett", "year": 1979} == {k: tommy["sources"][0][k] for k in ("author", "year")}
    assert [variant["name"] for variant in data["variants"]] == [v.name for v in patience_core.variants()]


def test_list_source_keeps_the_patiences_that_cite_the_work() -> None:
    data = json.loads(run("list", "--source", "cadogan1914", "--json").stdout)
    names = {variant["name"] for variant in data["variants"]}
    assert {"la-belle-lucie", "sultan", "nationale"} <= names  # nationale: its cadogan-1914 edition, The Nation
    assert not names & {"sir-tommy", "beleaguered-castle"}
    tommy = json.loads(run("list", "--source", "parlett1979", "--json").stdout)["variants"]
    assert "sir-tommy" in {variant["name"] for variant in tommy}


def test_list_source_names_the_works_cited_when_none_cites_the_key() -> None:
    result = run("list", "--source", "cadogan1874")
    assert result.exit_code == 2
    assert "no installed patience cites 'cadogan1874'" in result.output
    assert "cadogan1914" in result.output


def _groups(shown: str) -> dict[str, list[str]]:
    """The piped list's groups, by title, each with the names of its patiences in order."""
    groups: dict[str, list[str]] = {}
    lines = shown.splitlines()
    for line, under in zip(lines, [*lines[1:], ""], strict=True):
        if under.startswith("===") and line:
            title = line
            groups[title] = []
        elif line and not line.startswith(" ") and ": " in line and groups:
            groups[title].append(line.split(":")[0])
    return groups


def test_list_groups_the_patiences_by_book_in_each_books_order_those_of_no_book_last() -> None:
    from patience_core.analysis.contents import book_games
    from patience_core.sources import CADOGAN_1914, HOFFMANN_1892, HOFFMANN_1921

    shown = run("list").stdout
    groups = _groups(shown)
    titles = [f"{work.short}, {work.title}" for work in (CADOGAN_1914, HOFFMANN_1892, HOFFMANN_1921)]
    assert list(groups) == [*titles, "Other patiences"]
    for title, work in zip(titles, (CADOGAN_1914, HOFFMANN_1892, HOFFMANN_1921), strict=True):
        chapters, _ = book_games(work, patience_core.variants())
        in_order = list(dict.fromkeys(player.variant.name for chapter in chapters for player in chapter.players))
        assert groups[title] == in_order, title
    # A game of both books is under each, marked with its game in the other; La Nationale's base is Hoffmann's.
    for name in ("sultan", "nationale", "salic-law"):
        assert name in groups[titles[0]] and name in groups[titles[1]] and name not in groups["Other patiences"]
    assert "capricieuse" in groups[titles[1]] and "capricieuse" not in groups["Other patiences"]
    assert "sir-tommy" in groups[titles[2]] and "sir-tommy" in groups["Other patiences"]
    hoffmann = shown[shown.index(titles[1]) : shown.index(titles[2])]
    salic = hoffmann[hoffmann.index("salic-law:") :]
    assert " ".join(salic[: salic.index("packs:")].split()) == (
        'salic-law: The Salic Law aliases: picture-gallery in the book: No. 58 "The Picture Gallery", pp. 111–112 '
        '(edition hoffmann-1892) also in: Cadogan 1914, "The Salic Law" (edition cadogan-1914)'
    )
    lucie = shown[shown.index("la-belle-lucie:") :]
    assert "also in" not in lucie[: lucie.index("packs:")]


def test_list_flat_lists_each_patience_once_in_the_order_installed() -> None:
    groups = _groups(run("list", "--flat").stdout)
    assert groups == {"Installed patiences": [variant.name for variant in patience_core.variants()]}


def test_list_json_gives_each_patiences_books() -> None:
    data = json.loads(run("list", "--json").stdout)
    sultan = next(variant for variant in data["variants"] if variant["name"] == "sultan")
    assert [
        (book["book"], book["number"], book["title"], book["pages"], book["edition"]) for book in sultan["books"]
    ] == [
        ("Cadogan 1914", 12, "The Sultan", "", "cadogan-1914"),
        ("Hoffmann 1892", 42, "The Sultan", "76–77", "hoffmann-1892"),
    ]
    assert next(variant for variant in data["variants"] if variant["name"] == "beleaguered-castle")["books"] == []


def test_list_shows_broken_plugins_with_the_reason(registry_with_broken: Registry) -> None:
    result = run("list", registry=registry_with_broken)
    assert result.exit_code == 0
    assert "Broken plugins" in result.stdout
    assert "broken-game" in result.stdout
    assert "not a Variant" in result.stdout
    assert "sir-tommy" in result.stdout


def test_list_json_shows_broken_plugins(registry_with_broken: Registry) -> None:
    data = json.loads(run("list", "--json", registry=registry_with_broken).stdout)
    assert [variant["name"] for variant in data["variants"]] == ["sir-tommy"]
    assert data["broken"] == [{"name": "broken-game", "reason": registry_with_broken.broken[0].reason}]


def test_using_a_broken_plugin_is_a_clean_error(registry_with_broken: Registry) -> None:
    assert_clean_error(run("show", "broken-game", registry=registry_with_broken), "broken-game", "not a Variant")


# --------------------------------------------------------------------------- show


def test_show_prints_the_text_diagram_when_not_a_terminal() -> None:
    result = run("show", "sir-tommy", "--number", "1")
    assert result.exit_code == 0
    assert result.stdout.strip() == str(patience_core.new_game("sir-tommy", number=1))
    assert "\x1b[" not in result.stdout


def test_show_on_a_terminal_draws_coloured_suits() -> None:
    result = run("show", "sir-tommy", "--number", "1", FORCE_COLOR="1")
    assert result.exit_code == 0
    assert "J♦" in result.stdout  # the next card of deal 1, with its suit symbol
    assert "\x1b[1;31mJ♦" in result.stdout  # in bold red
    assert "deal 1" in result.stdout


def test_show_json_is_the_dealt_position() -> None:
    result = run("show", "sir-tommy", "-n", "7", "--json")
    assert result.exit_code == 0
    data = json.loads(result.stdout)
    assert data["format"] == "patience-position/1"
    assert data["number"] == 7
    assert patience_core.load_game(result.stdout).position == patience_core.new_game("sir-tommy", number=7).position


def test_show_by_alias() -> None:
    result = run("show", "old-patience", "-n", "1")
    assert result.stdout.strip() == str(patience_core.new_game("sir-tommy", number=1))


def test_show_without_a_number_draws_and_reports_one() -> None:
    result = run("show", "sir-tommy", "--json")
    assert result.exit_code == 0
    number = json.loads(result.stdout)["number"]
    assert isinstance(number, int)
    assert f"--number {number}" in result.stderr


def test_show_unknown_patience_suggests_close_names() -> None:
    assert_clean_error(run("show", "sir-tomy"), "sir-tomy", "did you mean 'sir-tommy'")


def test_show_unknown_edition() -> None:
    assert_clean_error(run("show", "sir-tommy", "--edition", "parlett-1978"), "no edition", "parlett-1979")


def test_show_bad_number_is_a_usage_error() -> None:
    result = run("show", "sir-tommy", "--number", "-3")
    assert result.exit_code == 2
    assert "Traceback" not in result.output


# --------------------------------------------------------------------------- moves


def saved(tmp_path: Path, game: patience_core.Game, name: str = "game.json") -> Path:
    path = tmp_path / name
    path.write_text(game.to_json(), encoding="utf-8")
    return path


def test_moves_from_a_file_numbered_one_per_line(tmp_path: Path) -> None:
    game = patience_core.new_game("sir-tommy", number=4)
    result = run("moves", str(saved(tmp_path, game)))
    assert result.exit_code == 0
    lines = result.stdout.splitlines()
    assert lines == [f"{i}. {move}" for i, move in enumerate(game.legal_moves(), 1)]
    assert len(lines) == 4


def test_moves_from_standard_input_as_json() -> None:
    game = patience_core.new_game("sir-tommy", number=4)
    for move in SIR_TOMMY_4_WIN[:10]:
        game.play(move)
    result = run("moves", "--json", input=game.to_json())
    assert result.exit_code == 0
    assert json.loads(result.stdout) == [move.to_dict() for move in game.legal_moves()]
    assert {"from": "w1", "to": "f1", "count": 1} in json.loads(result.stdout)


def test_moves_of_a_bare_position(tmp_path: Path) -> None:
    position = run("show", "sir-tommy", "-n", "1", "--json").stdout
    result = run("moves", "-", "--json", input=position)
    assert json.loads(result.stdout) == [{"from": "stock", "to": f"w{i}", "count": 1} for i in range(1, 5)]


def test_moves_of_a_won_game(tmp_path: Path) -> None:
    game = patience_core.new_game("sir-tommy", number=4)
    for move in SIR_TOMMY_4_WIN:
        game.play(move)
    result = run("moves", str(saved(tmp_path, game)))
    assert result.exit_code == 0
    assert result.stdout == ""
    assert "won" in result.stderr


@pytest.mark.parametrize(
    ("content", "problem"),
    [("{", "not JSON"), ("[1, 2]", "JSON object"), ('{"format": "patience-position/1", "variant": "nope"}', "nope")],
)
def test_moves_refuses_bad_input(content: str, problem: str) -> None:
    assert_clean_error(run("moves", input=content), problem)


def test_moves_missing_file(tmp_path: Path) -> None:
    assert_clean_error(run("moves", str(tmp_path / "missing.json")), "missing.json", "does not exist")


# --------------------------------------------------------------------------- play


def play(*args: str, moves: list[str], registry: Registry | None = None) -> Result:
    return run("play", *args, input="\n".join(moves) + "\n", registry=registry)


def test_the_winning_line_wins() -> None:
    game = patience_core.new_game("sir-tommy", number=4)
    for move in SIR_TOMMY_4_WIN:
        game.play(move)
    assert game.is_won


def test_play_sir_tommy_to_a_win_by_notation() -> None:
    result = play("sir-tommy", "--number", "4", moves=SIR_TOMMY_4_WIN)
    assert result.exit_code == 0, result.output
    assert "Won: every card is home, in 89 moves." in result.stdout
    assert "Illegal" not in result.stdout
    won = patience_core.new_game("sir-tommy", number=4)
    for move in SIR_TOMMY_4_WIN:
        won.play(move)
    assert str(won) in result.stdout


def test_play_sir_tommy_to_a_win_by_numbers() -> None:
    game = patience_core.new_game("sir-tommy", number=4)
    numbers = []
    for text in SIR_TOMMY_4_WIN:
        move = patience_core.parse_move(text)
        numbers.append(str(game.legal_moves().index(move) + 1))
        game.play(move)
    result = play("sir-tommy", "-n", "4", moves=numbers)
    assert result.exit_code == 0
    assert "Won: every card is home, in 89 moves." in result.stdout


def test_play_stops_reading_once_won() -> None:
    result = play("sir-tommy", "-n", "4", moves=[*SIR_TOMMY_4_WIN, "u", "bogus"])
    assert "Won" in result.stdout
    assert "bogus" not in result.stdout


def test_play_sir_tommy_until_stuck() -> None:
    moves, game = greedy_line("sir-tommy", 1)
    assert not game.is_won
    result = play("sir-tommy", "-n", "1", moves=moves)
    assert result.exit_code == 0
    assert "Stuck: no legal move is left" in result.stdout
    assert result.stdout.rsplit("\n\n", 1)[1].startswith(str(game))


def test_play_puss_in_the_corner_to_the_end() -> None:
    if "puss-in-the-corner" not in {variant.name for variant in patience_core.variants()}:
        pytest.skip("the puss-in-the-corner plugin is not installed")
    for number in range(1, 6):
        moves, game = greedy_line("puss-in-the-corner", number)
        result = play("puss-in-the-corner", "-n", str(number), moves=moves)
        assert result.exit_code == 0, result.output
        assert "Illegal" not in result.stdout
        if game.is_won:
            assert "Won: every card is home" in result.stdout
        else:
            assert "Stuck: no legal move is left" in result.stdout


def test_illegal_move_names_the_rule_and_source_and_changes_nothing(tmp_path: Path) -> None:
    path = tmp_path / "after.json"
    result = play("sir-tommy", "-n", "1", moves=["1", "stock-f1", f"save {path}", "q"])
    assert result.exit_code == 0
    assert "Illegal move stock-f1: only an ace starts a foundation" in result.stdout
    assert 'Parlett 1979, The Penguin Book of Patience, p. 214, via Wikipedia "Sir Tommy"' in result.stdout
    assert [str(move) for move in read_game(path).moves] == ["stock-w1"]


@pytest.mark.parametrize(
    ("line", "message"),
    [
        ("9", "there is no move 9: the moves are numbered 1 to 4"),
        ("w1 to f2", "not a move"),
        ("x9-f1", "no pile 'x9'"),
        ("u", "there is no move to undo"),
        ("save", "say where to save"),
        ("load", "say which file to load"),
    ],
)
def test_mistakes_are_reported_and_play_goes_on(line: str, message: str) -> None:
    result = play("sir-tommy", "-n", "1", moves=[line, "1"])
    assert result.exit_code == 0
    assert message in result.stdout
    assert "w1     JD" in result.stdout  # the move after the mistake was played


def test_undo_takes_back_the_last_move(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    result = play("sir-tommy", "-n", "1", moves=["1", "2", "undo", f"s {path}"])
    assert "Took back stock-w2." in result.stdout
    assert [str(move) for move in read_game(path).moves] == ["stock-w1"]


def test_help_and_table_commands() -> None:
    result = play("sir-tommy", "-n", "1", moves=["h", "t", "q"])
    assert "u, undo" in result.stdout
    assert "s, save FILE" in result.stdout
    assert result.stdout.count("Sir Tommy (parlett-1979), deal 1") == 2


def test_save_then_load_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "game.json"
    first = play("sir-tommy", "-n", "4", moves=[*SIR_TOMMY_4_WIN[:40], f"s {path}", "q"])
    assert f"Saved to {path}." in first.stdout
    expected = patience_core.new_game("sir-tommy", number=4)
    for move in SIR_TOMMY_4_WIN[:40]:
        expected.play(move)
    assert read_game(path) == expected
    second = play("--load", str(path), moves=SIR_TOMMY_4_WIN[40:])
    assert second.exit_code == 0
    assert "Won: every card is home, in 89 moves." in second.stdout


def test_load_during_play_replaces_the_game(tmp_path: Path) -> None:
    game = patience_core.new_game("sir-tommy", number=4)
    for move in SIR_TOMMY_4_WIN[:80]:
        game.play(move)
    path = saved(tmp_path, game)
    result = play("sir-tommy", "-n", "1", moves=["1", f"l {path}", "y", *SIR_TOMMY_4_WIN[80:]])
    assert "This game (1 move) is not saved: loading another game loses the moves played." in result.stdout
    assert f"Loaded {path}: Sir Tommy, 80 moves played." in result.stdout
    assert "Won: every card is home, in 89 moves." in result.stdout


def test_loading_a_bad_file_during_play_keeps_the_game(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_text("{", encoding="utf-8")
    path = tmp_path / "game.json"
    result = play("sir-tommy", "-n", "1", moves=["1", f"load {bad}", f"save {path}"])
    assert "is not a saved game: not JSON" in result.stdout
    assert [str(move) for move in read_game(path).moves] == ["stock-w1"]


def test_a_failed_save_during_play_is_reported(tmp_path: Path) -> None:
    result = play("sir-tommy", "-n", "1", moves=[f"s {tmp_path / 'missing' / 'game.json'}", "1"])
    assert result.exit_code == 0
    assert "cannot save the game" in result.stdout
    assert "w1     JD" in result.stdout


def test_end_of_input_leaves_the_game_unfinished() -> None:
    result = play("sir-tommy", "-n", "1", moves=["1"])
    assert result.exit_code == 0
    assert "End of input: the game was left unfinished." in result.stdout


def test_play_without_a_number_reports_the_one_drawn() -> None:
    result = play("sir-tommy", moves=["q"])
    assert result.exit_code == 0
    assert "was drawn at random" in result.stderr


def test_play_unknown_patience() -> None:
    assert_clean_error(play("sir-tomy", moves=[]), "did you mean 'sir-tommy'")


def test_play_needs_a_name_or_a_file() -> None:
    result = play(moves=[])
    assert result.exit_code == 2
    assert "name a patience" in result.stderr


def test_play_load_refuses_number_and_edition(tmp_path: Path) -> None:
    path = saved(tmp_path, patience_core.new_game("sir-tommy", number=1))
    result = play("--load", str(path), "--number", "3", moves=[])
    assert result.exit_code == 2
    assert "--load takes the deal" in result.stderr


def test_play_load_with_the_name_of_the_patience_or_an_alias(tmp_path: Path) -> None:
    path = saved(tmp_path, patience_core.new_game("sir-tommy", number=1))
    result = play("old-patience", "--load", str(path), moves=["1"])
    assert result.exit_code == 0
    assert "w1     JD" in result.stdout


def test_play_load_refuses_a_game_of_another_patience(tmp_path: Path) -> None:
    copy = types.ModuleType("test-copy")
    variant = dataclasses.replace(patience_sir_tommy.VARIANT, name="test-copy", aliases=())

    @hookimpl
    def patience_variant() -> patience_core.Variant:
        return variant

    copy.patience_variant = patience_variant  # type: ignore[attr-defined]
    registry = Registry(plugins=[patience_sir_tommy, copy], entry_points=False)
    path = saved(tmp_path, patience_core.new_game("sir-tommy", number=1))
    assert_clean_error(
        play("test-copy", "--load", str(path), moves=[], registry=registry), "holds a game of sir-tommy, not test-copy"
    )


def test_play_load_of_a_bad_file(tmp_path: Path) -> None:
    bad = tmp_path / "bad.json"
    bad.write_bytes(b"\x80\x04pickle")
    assert_clean_error(play("--load", str(bad), moves=[]), "bad.json", "UTF-8")
