"""The greedy player: sees only what the rules show, plays legal moves, and its wins replay."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from click.testing import CliRunner
from hypothesis import given, settings
from hypothesis import strategies as st

from patience_core import Deal, Game, Move, PatienceError, Role, default_registry, new_game
from patience_core.cli import main
from patience_core.solving.odds import play_deal, read_results, run_odds, summarize
from patience_core.solving.players import PATIENCE, play, visible_score

#: Games with a face-down stock, where what the player may see matters.
HIDDEN = [
    ("sir-tommy", None),
    ("puss-in-the-corner", "parlett-1979"),
    ("russian-patience", "heather-1876"),
    ("klondike", "pysolfc"),
    ("sultan", None),
    ("napoleons-square", "pysolfc"),
    ("two-rings", "pysolfc"),
    ("margarethe", None),
]


def test_a_won_game_replays_to_a_win_move_by_move() -> None:
    won = [(number, play_deal("margarethe", None, number)) for number in range(1, 4)]
    assert [record["outcome"] for _, record in won] == ["won"] * 3
    for number, record in won:
        game = new_game("margarethe", number=number)
        for move in record["line"].split():
            game.play(move)  # refuses any illegal move
        assert game.is_won and len(game.moves) == record["moves"]


def test_a_lost_game_ends_where_the_player_sees_nothing_more_to_do() -> None:
    game = new_game("sir-tommy", number=1)
    result = play(game.rulebook, game.position, seed=1)
    assert result.outcome == "lost" and result.reason == "no move left"
    for move in result.moves:
        game.play(move)
    assert not game.is_won and game.legal_moves() == []
    assert game.position.pile("stock").cards == ()  # it turned the whole stock before giving up


def test_the_same_seed_plays_the_same_game() -> None:
    game = new_game("puss-in-the-corner", number=5)
    first = play(game.rulebook, game.position, seed=5)
    assert play(game.rulebook, game.position, seed=5) == first


def _stock(game: Game) -> str:
    return next(pile.id for pile in game.position.piles if pile.role is Role.STOCK)


def _taken_after(game: Game, moves: list[object]) -> list[int]:
    """For each move, how many cards the stock has given up once it is played."""
    stock = _stock(game)
    start = len(game.position.pile(stock).cards)
    counts = []
    for move in moves:
        game.play(move)
        counts.append(start - len(game.position.pile(stock).cards))
    return counts


@settings(max_examples=40, deadline=None)
@given(which=st.sampled_from(HIDDEN), number=st.integers(1, 2000), seen=st.integers(1, 3), seed=st.integers(0, 99))
def test_the_player_never_reads_the_face_down_stock(
    which: tuple[str, str | None], number: int, seen: int, seed: int
) -> None:
    """Two deals that differ only in the order of the stock below its top ``seen`` cards are played alike.

    The games may part only once a card comes from the stock that the player
    could not have seen, and even then it must have decided the same thing:
    to take it.
    """
    name, edition = which
    game = new_game(name, number=number, edition=edition)
    stock = game.position.pile(_stock(game)).cards
    if len(stock) <= seen + 1:
        return
    hidden = list(stock[: len(stock) - seen])
    random.Random(seed).shuffle(hidden)
    if hidden == list(stock[: len(stock) - seen]):
        return
    other = game.position.with_piles({_stock(game): (*hidden, *stock[len(stock) - seen :])})
    first = play(game.rulebook, game.position, seed=number)
    second = play(game.rulebook, other, seed=number)
    taken = _taken_after(new_game(name, number=number, edition=edition), list(first.moves))
    for index, (one, two) in enumerate(zip(first.moves, second.moves, strict=False)):
        if taken[index] > seen:  # this move takes a card the two stocks may not share:
            # the same move (a refill from the stock), or both a card taken from it, put where it was seen to fit
            assert one == two or (_from_stock(game, one) and _from_stock(game, two)), (index, one, two)
            break
        assert one == two, f"move {index}: {one} against {two}, with the first {seen} cards of the stock alike"
    else:
        assert first == second  # neither game reached the cards that differ


def _from_stock(game: Game, move: object) -> bool:
    return isinstance(move, Deal) or (isinstance(move, Move) and game.position.pile(move.source).role is Role.STOCK)


def test_the_score_reads_no_stock_and_no_card_beneath_a_reserve_top() -> None:
    game = new_game("sir-tommy", number=3)
    position = game.position
    stock = position.pile("stock").cards
    assert visible_score(position) == visible_score(position.with_piles({"stock": stock[::-1]}))
    registry = default_registry()
    queens = registry.new_game("queens", number=2).position
    reserve = next(pile for pile in queens.piles if pile.role is Role.RESERVE and len(pile.cards) > 2)
    shuffled = (*reserve.cards[-2::-1], reserve.cards[-1])
    assert visible_score(queens) == visible_score(queens.with_piles({reserve.id: shuffled}))


def test_the_player_gives_up_after_its_patience_runs_out() -> None:
    # Beleaguered Castle has no stock: every move is the player's own, and it
    # stops either stuck or after PATIENCE moves that did not help.
    game = new_game("beleaguered-castle", number=3)
    result = play(game.rulebook, game.position, seed=3)
    assert result.outcome == "lost"
    scores = []
    for move in result.moves:
        scores.append(visible_score(game.position))
        game.play(move)
    assert len(set(_tables(game))) == len(result.moves) + 1  # never the same table twice
    assert result.reason in ("nothing new to try", "no move left") or len(result.moves) >= PATIENCE


def _tables(game: Game) -> list[object]:
    tables = []
    while True:
        tables.append(game.position.table_key())
        if not game.moves:
            return tables
        game.undo()


def test_odds_with_a_player_records_its_name_and_leaves_nothing_undecided(tmp_path: Path) -> None:
    path = tmp_path / "tommy.jsonl"
    summary = run_odds("sir-tommy", deals=6, player="greedy", results=path, workers=1)
    records = read_results(path)
    assert {record["player"] for record in records} == {"greedy"}
    assert summary.player == "greedy" and summary.undecided == 0 and summary.deals == 6
    assert summary.won == sum(record["outcome"] == "won" for record in records)
    with pytest.raises(PatienceError, match="holds the greedy player's games, not the solver's verdicts"):
        run_odds("sir-tommy", deals=6, results=path, resume=True, workers=1)
    solved = [{**record, "player": None} for record in records]
    with pytest.raises(PatienceError, match="mix the solver's verdicts and a player's games"):
        summarize([*records, *({k: v for k, v in r.items() if k != "player"} for r in solved)])


def test_an_unknown_player_is_refused(tmp_path: Path) -> None:
    with pytest.raises(PatienceError, match="there is no player 'clever': the players are greedy"):
        run_odds("sir-tommy", deals=2, player="clever", results=tmp_path / "x.jsonl")
    assert not (tmp_path / "x.jsonl").exists()


def test_patience_odds_player_from_the_command_line(tmp_path: Path) -> None:
    path = tmp_path / "puss.jsonl"
    args = ["odds", "puss-in-the-corner", "--deals", "3", "--player", "greedy", "--workers", "1"]
    result = CliRunner().invoke(main, [*args, "--results", str(path)])
    assert result.exit_code == 0, result.output
    assert "played by the greedy player" in result.output
    assert len(read_results(path)) == 3
    refused = CliRunner().invoke(main, [*args[:4], "--player", "clever"])
    assert refused.exit_code == 2 and "'clever' is not 'greedy'" in refused.output
