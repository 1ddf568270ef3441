"""Every plugin's solver hints keep their contract (see patience_core.hookspecs), checked in random play.

* every move ``patience_solver_moves`` offers is legal (each move of a tuple
  where it comes), and every legal move it leaves out leads to a position with
  the same canonical key as one offered (or as the position itself), or is a
  move the hint plays only as the start of a tuple (a stock's turn, offered
  with the card it brings up);
* every move ``patience_solver_safe_moves`` offers is legal;
* the canonical key is hashable and the same for the same position;
* every legal move ``patience_solver_redundant`` names after a move leads to
  the position before that move or to one it reaches in one move.
"""

from __future__ import annotations

import random

import pytest

from patience_core import Action, Position, Registry
from patience_core.rulebook import Rulebook
from patience_core.solving.codes import exact_key
from patience_core.solving.walks import Table, random_walk
from tests.conftest import own_plugin_modules

REGISTRY = Registry(plugins=own_plugin_modules(), entry_points=False)


def editions_with(*hooks: str) -> list[tuple[str, str]]:
    """Every (patience, edition) whose rulebook has an implementation of any of ``hooks``."""
    return [
        (variant.name, edition.name)
        for variant in REGISTRY.variants()
        for edition in variant.editions
        if any(getattr(REGISTRY.rulebook(variant.name, edition.name)._hook, hook).get_hookimpls() for hook in hooks)
    ]


def solver_key(rulebook: Rulebook, position: Position) -> object:
    """The key the solver gives ``position``: the plugin's canonical key, or the exact one."""
    found = rulebook._call("patience_solver_canonical", position=position)
    return exact_key(position) if found is None else found


def settled(rulebook: Rulebook, position: Position, move: Action) -> tuple[Position, list[Action]]:
    """The position after ``move`` and the safe moves after it, as the solver plays them, and those moves."""
    via = [move]
    position = rulebook.apply(position, move)
    while safe := list(rulebook._call("patience_solver_safe_moves", position=position) or ()):
        via.append(safe[0])
        position = rulebook.apply(position, safe[0])
    return position, via


WITH_HINTS = editions_with("patience_solver_moves", "patience_solver_safe_moves")


@pytest.mark.parametrize(("name", "edition"), WITH_HINTS)
def test_the_hints_keep_their_contract_in_random_play(name: str, edition: str) -> None:
    rulebook = REGISTRY.rulebook(name, edition)
    call = rulebook._call

    def key(position: Position) -> object:
        return solver_key(rulebook, position)

    rng = random.Random(11)
    begun: set[Action] = set()  # the first moves of the tuples offered anywhere in the walks
    deferred: set[Action] = set()  # the legal moves left out that reach no position offered
    for number in (1, 2):
        table = Table(rulebook, REGISTRY.new_game(name, number=number, edition=edition).position)
        for legal in random_walk(table, rng, steps=60, until_won=True):
            position = table.position
            assert key(position) == key(position)
            hash(key(position))
            offered = call("patience_solver_moves", position=position)
            if offered is not None:
                reached = {key(position)}
                for step in offered:
                    moves = step if isinstance(step, tuple) else (step,)
                    after = position
                    for move in moves:
                        assert rulebook.judge(after, move).legal, f"{name} offers the illegal {move} (in {step})"
                        after = rulebook.apply(after, move)
                    reached.add(key(after))
                    if len(moves) > 1:
                        begun.add(moves[0])
                deferred |= {move for move in legal if key(rulebook.apply(position, move)) not in reached}
            safe = call("patience_solver_safe_moves", position=position)
            for move in safe or ():
                assert rulebook.judge(position, move).legal, f"{name} calls the illegal {move} safe"
    # a move left out that reaches nothing offered must be one the hint plays only as the start of a tuple
    assert deferred <= begun, f"{name} leaves out {sorted(map(str, deferred - begun))}"


WITH_REDUNDANT = editions_with("patience_solver_redundant")


@pytest.mark.parametrize(("name", "edition"), WITH_REDUNDANT)
def test_a_redundant_move_leads_where_the_position_before_goes_in_one_move(name: str, edition: str) -> None:
    """Every legal move named after a move (and its safe moves) reaches the position before or one of its children."""
    rulebook = REGISTRY.rulebook(name, edition)

    def key(position: Position) -> object:
        return solver_key(rulebook, position)

    rng = random.Random(12)
    named_legal = 0
    for number in (1, 2):
        table = Table(rulebook, REGISTRY.new_game(name, number=number, edition=edition).position)
        for legal in random_walk(table, rng, steps=40, until_won=True):
            before = table.position
            one_move = {key(before)} | {key(settled(rulebook, before, move)[0]) for move in legal}
            for move in legal:
                position, via = settled(rulebook, before, move)
                named = set(rulebook._call("patience_solver_redundant", position=position, after=via) or ())
                for again in rulebook.legal_moves(position):
                    if again in named:
                        named_legal += 1
                        assert key(settled(rulebook, position, again)[0]) in one_move, f"{name}: {move}, then {again}"
    assert named_legal > 0, f"{name} named no legal move in random play: the check checked nothing"
