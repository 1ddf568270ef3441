"""Save files: atomic writing, JSON-only reading, clean refusals."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

import patience_core
from patience_core import PatienceError, PositionError, read_game, save_game


@pytest.fixture
def game() -> patience_core.Game:
    game = patience_core.new_game("sir-tommy", number=1)
    game.play("stock-w1")
    game.play("stock-w2")
    return game


def test_round_trip_keeps_position_and_moves(tmp_path: Path, game: patience_core.Game) -> None:
    path = save_game(game, tmp_path / "game.json")
    loaded = read_game(path)
    assert loaded == game
    assert loaded.moves == game.moves
    loaded.undo()
    assert len(loaded.moves) == 1


def test_save_is_plain_json_text(tmp_path: Path, game: patience_core.Game) -> None:
    path = save_game(game, tmp_path / "game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "patience-position/1"
    assert data["variant"] == "sir-tommy"
    assert data["moves"] == [{"from": "stock", "to": "w1", "count": 1}, {"from": "stock", "to": "w2", "count": 1}]


def test_save_replaces_an_old_save_and_leaves_no_temporary_file(tmp_path: Path, game: patience_core.Game) -> None:
    path = tmp_path / "game.json"
    path.write_text("old", encoding="utf-8")
    save_game(game, path)
    assert read_game(path) == game
    assert os.listdir(tmp_path) == ["game.json"]


def test_crash_before_the_rename_keeps_the_old_save(
    tmp_path: Path, game: patience_core.Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    save_game(patience_core.new_game("sir-tommy", number=1), path)
    before = path.read_bytes()

    def crash(src: object, dst: object) -> None:
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", crash)
    with pytest.raises(PatienceError, match="No space left on device"):
        save_game(game, path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["game.json"]


def test_interrupt_during_the_write_keeps_the_old_save(
    tmp_path: Path, game: patience_core.Game, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "game.json"
    save_game(patience_core.new_game("sir-tommy", number=1), path)
    before = path.read_bytes()

    def interrupted(descriptor: int) -> None:
        raise KeyboardInterrupt

    monkeypatch.setattr(os, "fsync", interrupted)
    with pytest.raises(KeyboardInterrupt):
        save_game(game, path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["game.json"]


def test_save_into_a_missing_folder_is_a_clean_error(tmp_path: Path, game: patience_core.Game) -> None:
    with pytest.raises(PatienceError, match="cannot save the game"):
        save_game(game, tmp_path / "no-such-folder" / "game.json")


def test_missing_file_is_a_clean_error(tmp_path: Path) -> None:
    with pytest.raises(PatienceError, match="does not exist"):
        read_game(tmp_path / "missing.json")


def test_folder_is_not_a_save(tmp_path: Path) -> None:
    with pytest.raises(PatienceError, match="folder"):
        read_game(tmp_path)


@pytest.mark.parametrize(
    ("content", "problem"),
    [
        (b"{", "not JSON"),
        (b"\xff\xfe", "UTF-8"),
        (b"[]", "JSON object"),
        (b'{"format": "patience-position/1", "variant": "no-such-game"}', "no patience called"),
        (b"\x80\x04\x95pickle", "UTF-8"),
    ],
)
def test_bad_files_are_refused_naming_the_problem(tmp_path: Path, content: bytes, problem: str) -> None:
    path = tmp_path / "bad.json"
    path.write_bytes(content)
    with pytest.raises(PositionError, match=problem) as caught:
        read_game(path)
    assert "bad.json" in str(caught.value)


def test_a_tampered_save_is_refused(tmp_path: Path, game: patience_core.Game) -> None:
    path = save_game(game, tmp_path / "game.json")
    data = json.loads(path.read_text(encoding="utf-8"))
    data["moves"].pop()
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(PositionError, match="do not lead to the saved position"):
        read_game(path)


def test_an_oversized_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "big.json"
    path.write_bytes(b" " * 2_000_000)
    with pytest.raises(PositionError, match="at most"):
        read_game(path)


def test_read_with_a_given_registry(tmp_path: Path, game: patience_core.Game) -> None:
    path = save_game(game, tmp_path / "game.json")
    empty = patience_core.Registry(entry_points=False)
    with pytest.raises(PositionError, match="no patience called 'sir-tommy'"):
        read_game(path, registry=empty)
