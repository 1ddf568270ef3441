"""Games not won by putting every card home: the solver's sense of progress, its passes and its key there."""

from __future__ import annotations

from dataclasses import replace

import pytest

from patience_core import Game, Role, new_game, solve
from patience_core.registry import Registry
from patience_core.solving.search import _Search, default_score
from tests.solver import golf


def golf_game(number: int, *, key: bool) -> Game:
    variant = replace(golf.VARIANT, rules=(*golf.VARIANT.rules, golf.KEY) if key else golf.VARIANT.rules)
    return Registry(plugins=[golf.GolfPlugin(variant)], entry_points=False).new_game("test-golf", number=number)


def phases(game: Game, positions: int, monkeypatch: pytest.MonkeyPatch) -> set[str]:
    seen: set[str] = set()
    count = _Search.count

    def counted(search: _Search) -> None:
        seen.add(search.phase)
        count(search)

    monkeypatch.setattr(_Search, "count", counted)
    solve(game, positions=positions)
    return seen


def test_without_foundations_the_default_score_counts_the_cards_left_to_clear() -> None:
    game = golf_game(1, key=False)
    assert not game.position.piles_of(Role.FOUNDATION)
    assert default_score(game.position) == -35
    after = game.rulebook.apply(game.position, game.rulebook.legal_moves(game.position)[0])
    assert default_score(after) == -35  # a card turned from the stock clears nothing


def test_without_foundations_the_shortcut_passes_do_not_run(monkeypatch: pytest.MonkeyPatch) -> None:
    # deal 1 is not won within the budget: every pass that runs takes its turns
    assert phases(golf_game(1, key=False), 8_000, monkeypatch) == {"player", "discrepancy", "complete"}


def test_with_foundations_they_do(monkeypatch: pytest.MonkeyPatch) -> None:
    assert phases(new_game("beleaguered-castle", number=20), 8_000, monkeypatch) == {
        "player",
        "fast",
        "beam",
        "blind",
        "complete",
    }


def test_a_waste_keyed_by_its_top_card_searches_fewer_positions_to_the_same_verdict() -> None:
    exact = solve(golf_game(8, key=False), positions=100_000)
    keyed = solve(golf_game(8, key=True), positions=100_000)
    assert exact.outcome == keyed.outcome == "won"
    assert keyed.positions < exact.positions
