"""Games: playing, undo, repetition, the win, and saved games with their moves and start."""

from __future__ import annotations

import json

import pytest

from patience_core import (
    Deal,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    PatienceError,
    PositionError,
    Redeal,
    Registry,
)
from patience_core.cards import pack

from .conftest import play_some, run_out_stock
from .toy import SOURCE


def test_play_takes_every_form_and_returns_the_move(toy_registry: Registry) -> None:
    games = [toy_registry.new_game("shuttle", number=1) for _ in range(3)]
    played = [
        games[0].play(Move("stock", "r1")),
        games[1].play({"from": "stock", "to": "r1"}),
        games[2].play("stock-r1"),
    ]
    assert played == [Move("stock", "r1")] * 3
    assert games[0] == games[1] == games[2]
    assert games[0].moves == (Move("stock", "r1"),)


def test_an_illegal_move_names_rule_and_source_and_changes_nothing(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=1)  # JD on top of the stock
    before = game.to_json()
    with pytest.raises(IllegalMoveError, match="only an ace starts") as caught:
        game.play("stock-f1")
    assert caught.value.ruling.legal is False
    assert caught.value.ruling.source == SOURCE
    assert caught.value.move == Move("stock", "f1")
    assert game.to_json() == before
    assert not game.is_legal("stock-f1")
    assert game.judge("stock-f1").rule == "only an ace starts"


@pytest.mark.parametrize(
    "move", ["r1-r2", "stock-stock", "stock-x1", "stock-r1(2)", "stock-r1(53)", "", None, "f1-r1", Deal()]
)
def test_garbage_and_illegal_moves_leave_the_game_alone(toy_registry: Registry, move: object) -> None:
    game = toy_registry.new_game("shuttle", number=1)
    before = (game.to_json(), game.legal_moves())
    with pytest.raises((InvalidMoveError, IllegalMoveError)):
        game.play(move)
    assert (game.to_json(), game.legal_moves()) == before


def test_legal_moves_are_a_copy(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=1)
    game.legal_moves().clear()
    assert game.legal_moves()


def test_undo_walks_back_to_the_deal(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=7)
    positions = [game.position]
    moves = []
    for _ in range(15):
        moves.append(game.play(game.legal_moves()[-1]))
        positions.append(game.position)
    while moves:
        assert game.undo() == moves.pop()
        positions.pop()
        assert game.position == positions[-1]
        assert game.moves == tuple(moves)
    assert game.position == toy_registry.new_game("shuttle", number=7).position
    with pytest.raises(PatienceError, match="no move to undo"):
        game.undo()


def test_undo_after_a_redeal_gives_the_redeal_back(toy_registry: Registry) -> None:
    game = run_out_stock(toy_registry.new_game("shuttle", number=2))
    before = game.position
    assert game.position.redeals_left == 1
    game.play("redeal r2 r1")
    assert game.position.redeals_left == 0
    assert game.undo() == Redeal(("r2", "r1"))
    assert game.position == before
    assert Redeal(("r2", "r1")) in game.legal_moves()


def test_the_redeal_and_its_limit(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=2)
    with pytest.raises(IllegalMoveError, match="waits until the stock is used up"):
        game.play("redeal r1 r2")
    run_out_stock(game)
    assert {move for move in game.legal_moves() if isinstance(move, Redeal)} == {
        Redeal(("r1", "r2")),
        Redeal(("r2", "r1")),
    }
    with pytest.raises(IllegalMoveError, match="gathers both reserves"):
        game.play("redeal r1")
    reserves = game.position.pile("r1").cards + game.position.pile("r2").cards
    game.play({"redeal": True, "order": ["r1", "r2"]})
    assert game.position.pile("stock").cards == tuple(reversed(reserves))
    run_out_stock(game)
    with pytest.raises(IllegalMoveError, match=r"no redeal is left \(this edition allows 1\)"):
        game.play("redeal r1 r2")
    assert not any(isinstance(move, Redeal) for move in game.legal_moves())


def test_an_edition_without_redeals(toy_registry: Registry) -> None:
    game = run_out_stock(toy_registry.new_game("shuttle", number=2, edition="no-redeal"))
    with pytest.raises(IllegalMoveError, match=r"no redeal is left \(this edition allows 0\)"):
        game.play("redeal r1 r2")


def test_a_deal_where_the_patience_has_none(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=2)
    with pytest.raises(IllegalMoveError, match="no rule of this patience allows a deal now"):
        game.play("deal")


def test_repetition_is_recognised(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=1)
    game.play("stock-r1")
    assert not game.is_repetition()
    game.play("r1-r2")
    assert not game.is_repetition()
    game.play("r2-r1")
    assert game.is_repetition()
    game.undo()
    assert not game.is_repetition()
    game.play("r2-r1")
    game.play("r1-r2")
    assert game.is_repetition()


def won_position(registry: Registry) -> dict[str, object]:
    data = json.loads(registry.new_game("shuttle", number=1).to_json())
    for entry, suit in zip(data["piles"][:4], "CSHD", strict=True):
        entry["cards"] = [str(card) for card in pack() if str(card).endswith(suit)]
    data["piles"][6]["cards"] = []
    data["moves"] = []
    data["number"] = None
    return data


def test_the_win(toy_registry: Registry) -> None:
    game = toy_registry.load_game(won_position(toy_registry))
    assert game.is_won and game.is_over
    assert not toy_registry.new_game("shuttle", number=1).is_won


def test_a_stuck_game_is_over_without_a_win(sir_tommy_registry: Registry) -> None:
    game = play_some(sir_tommy_registry.new_game("sir-tommy", number=1), 200)
    assert game.legal_moves() == []
    assert game.is_over
    assert not game.is_won
    assert not game.position.pile("stock").cards


def test_when_only_shuttling_is_left_play_repeats(toy_registry: Registry) -> None:
    data = json.loads(toy_registry.new_game("shuttle", number=1, edition="no-redeal").to_json())
    # Aces at the bottom of r1 and r2 under everything else: only shuttling is left.
    cards = [str(card) for card in pack()]
    aces = [card for card in cards if card.startswith("A")]
    rest = [card for card in cards if not card.startswith("A")]
    data["piles"][4]["cards"] = aces[:2] + rest[:24]
    data["piles"][5]["cards"] = aces[2:] + rest[24:]
    data["piles"][6]["cards"] = []
    data.update(moves=[], number=None)
    game = toy_registry.load_game(data)
    assert set(map(str, game.legal_moves())) == {"r1-r2", "r2-r1"}
    assert not game.is_over
    game.play("r1-r2")
    game.play("r2-r1")
    assert game.is_repetition()


def test_load_game_replays_the_moves(toy_registry: Registry, toy_game: Game) -> None:
    loaded = toy_registry.load_game(toy_game.to_json())
    assert loaded.moves == toy_game.moves
    while loaded.moves:
        loaded.undo()
    assert loaded.position == toy_registry.new_game("shuttle", number=1).position


def test_load_game_refuses_moves_that_lead_elsewhere(toy_registry: Registry, toy_game: Game) -> None:
    data = json.loads(toy_game.to_json())
    stock = next(entry for entry in data["piles"] if entry["id"] == "stock")
    stock["cards"][0], stock["cards"][1] = stock["cards"][1], stock["cards"][0]
    with pytest.raises(PositionError, match="the saved moves do not lead to the saved position"):
        toy_registry.load_game(data)
    data = json.loads(toy_game.to_json())
    data["number"] = 2
    with pytest.raises(PositionError):
        toy_registry.load_game(data)


def test_a_saved_game_with_a_start(toy_registry: Registry) -> None:
    # A position set up by hand (no number): the moves played from it are saved with it.
    data = won_position(toy_registry)
    piles = data["piles"]
    assert isinstance(piles, list)
    for entry in piles[:4]:
        entry["cards"], lifted = entry["cards"][:10], entry["cards"][10:]
        piles[4]["cards"].extend(reversed(lifted))
    game = toy_registry.load_game(data)
    assert game.number is None and game.moves == ()
    play_some(game, 20)
    assert game.is_won
    saved = json.loads(game.to_json())
    assert "start" in saved and saved["start"]["number"] is None
    loaded = toy_registry.load_game(game.to_json())
    assert loaded == game and loaded.is_won
    while loaded.moves:
        loaded.undo()
    assert loaded.position == toy_registry.load_game(data).position
    # Tampering with the start is caught.
    saved["start"]["piles"][4]["cards"].reverse()
    with pytest.raises(PositionError):
        toy_registry.load_game(saved)


def test_a_loaded_position_that_is_not_its_deal_keeps_a_start(toy_registry: Registry, toy_game: Game) -> None:
    data = json.loads(toy_game.to_json())
    data["moves"] = []  # the position after the moves, as if set up by hand with its number
    game = toy_registry.load_game(data)
    assert game.number == 1 and game.moves == ()
    game.play(game.legal_moves()[0])
    saved = json.loads(game.to_json())
    assert saved["start"]["piles"] == data["piles"]
    assert toy_registry.load_game(game.to_json()) == game


def test_text_forms(toy_registry: Registry, toy_game: Game) -> None:
    text = str(toy_game)
    assert text.splitlines()[0] == "Shuttle (base), deal 1, redeals left 1"
    assert "stock" in text and "♠" not in text
    assert "AS" not in toy_game.unicode() or "A♠" in toy_game.unicode()
    assert str(toy_game).count("\n") == toy_game.unicode().count("\n")
    assert repr(toy_game) == f"<Game 'shuttle', number=1, edition='base', moves={len(toy_game.moves)}>"
    assert toy_game != object()
