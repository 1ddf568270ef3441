"""The solver's portfolio starts with the greedy player's game: it never knows less than the player."""

from __future__ import annotations

import itertools

import pytest

import patience_core
from patience_core import new_game, solve
from patience_core.solving.players import play

PAIRS = [(variant.name, edition.name) for variant in patience_core.variants() for edition in variant.editions]
#: The deals of each edition checked: few, since the player's games of the largest editions take seconds.
DEALS = (1, 2)


def played(name: str, edition: str, number: int) -> tuple[str, tuple[object, ...], int]:
    """The greedy player's game of a deal as ``patience odds --player greedy`` plays it; the positions it weighed."""
    game = new_game(name, number=number, edition=edition)
    weighed = itertools.count(1)
    result = play(game.rulebook, game.position, seed=number, reached=lambda: next(weighed))
    return result.outcome, result.moves, next(weighed) - 1


@pytest.mark.parametrize(("name", "edition"), PAIRS)
def test_the_solver_wins_every_deal_the_player_wins(name: str, edition: str) -> None:
    for number in DEALS:
        outcome, moves, weighed = played(name, edition, number)
        if outcome != "won":
            continue  # the player proves nothing by losing
        # within the positions the player weighed: the player's game is the solver's first pass, and its win a verdict
        result = solve(new_game(name, number=number, edition=edition), positions=weighed + 1)
        assert (result.outcome, result.phase, result.moves) == ("won", "player", moves), (name, edition, number)


def test_a_budget_that_runs_out_during_the_players_game_leaves_the_deal_undecided() -> None:
    outcome, _, weighed = played("margarethe", "cadogan-1914", 1)
    assert outcome == "won"
    result = solve(new_game("margarethe", number=1), positions=weighed // 2)
    assert (result.outcome, result.phase) == ("undecided", "player")


def test_without_the_quick_passes_the_players_game_is_not_played() -> None:
    result = solve(new_game("margarethe", number=1), positions=50_000, fast_pass=False)
    assert result.outcome == "won" and result.phase == "complete"


def test_a_time_budget_does_not_cut_the_players_game_short() -> None:
    """A deal the player wins is won whatever the time budget: its game always ends, and proves the win."""
    outcome, moves, _ = played("margarethe", "cadogan-1914", 1)
    assert outcome == "won"
    result = solve(new_game("margarethe", number=1), seconds=1e-9)
    assert (result.outcome, result.phase, result.moves) == ("won", "player", moves)


def test_after_a_lost_players_game_the_time_budget_stops_the_search() -> None:
    number = next(n for n in range(1, 20) if played("beleaguered-castle", "morehead-1950", n)[0] != "won")
    result = solve(new_game("beleaguered-castle", number=number), seconds=1e-9)
    assert result.outcome == "undecided" and result.reason == "the time budget ran out"
