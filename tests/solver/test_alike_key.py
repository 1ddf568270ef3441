"""The key of piles alike (patience_core.AlikeKey) is exact for the games that use it, checked step by step in play.

Positions that share the key are the same position with members of a group
exchanged. The key is exact when such positions are equally winnable; by
induction on the moves to a win it is enough that they allow the same moves
(with the members exchanged), each leading to positions that again share the
key, and win alike. Positions met in random play are changed so and the step
is checked; a key that wrongly holds piles alike (Klondike's face-up piles
without the face-down cards under them) fails it, which shows the check can
fail.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Iterator

import pytest

from patience_core import AlikeKey, Position, Registry
from patience_core.rulebook import Rulebook
from tests.conftest import own_plugin_modules
from tests.solver.test_rank_key import step_differs, walk

REGISTRY = Registry(plugins=own_plugin_modules(), entry_points=False)
GAMES = ("klondike", "flower-garden")


def alike_key(rulebook: Rulebook) -> AlikeKey:
    """The game's AlikeKey among the rules of the rulebook's edition."""
    return next(rule for rule in rulebook.variant.layers(rulebook.edition) if isinstance(rule, AlikeKey))


def members(key: AlikeKey, position: Position) -> Iterator[list[tuple[str, ...]]]:
    """Each group of ``key`` as its members, each a tuple of pile ids."""
    for group in key.groups:
        if isinstance(group, tuple):
            yield [(member,) if isinstance(member, str) else member for member in group]
        else:
            yield [(pile.id,) for pile in position.piles if pile.role is group]


def exchanged(position: Position, one: tuple[str, ...], other: tuple[str, ...]) -> Position:
    """``position`` with the piles of two members exchanged, place by place."""
    changes = {}
    for a, b in zip(one, other, strict=True):
        changes[a], changes[b] = position.pile(b).cards, position.pile(a).cards
    return position.with_piles(changes)


@pytest.mark.parametrize("name", GAMES)
def test_positions_alike_but_for_two_members_of_a_group_step_alike(name: str) -> None:
    checked = 0
    for rulebook, position in walk(name, 30):
        key = alike_key(rulebook)
        for group in members(key, position):
            held = [member for member in group if any(position.pile(pile_id).cards for pile_id in member)]
            for one, other in itertools.pairwise(held):
                swapped = exchanged(position, one, other)
                swap = {**dict(zip(one, other, strict=True)), **dict(zip(other, one, strict=True))}
                differs = step_differs(rulebook, position, swapped, key=key.patience_solver_canonical, exchange=swap)
                assert differs is None, (one, other, differs)
                checked += 1
    assert checked > 100


def test_the_check_fails_for_a_key_that_holds_alike_what_the_rules_tell_apart() -> None:
    """Klondike's face-up piles alone, without the face-down cards that turn up into them, are not alike."""
    rulebook = REGISTRY.rulebook("klondike", "cadogan-1914")
    wrong = AlikeKey(("t1", "t2", "t3", "t4", "t5", "t6", "t7"))
    rng = random.Random(3)
    found = []
    for number in range(1, 4):
        position = REGISTRY.new_game("klondike", number=number).position
        for _ in range(40):
            swapped = exchanged(position, ("t2",), ("t5",))
            found.append(step_differs(rulebook, position, swapped, ("t2", "t5"), key=wrong.patience_solver_canonical))
            legal = rulebook.legal_moves(position)
            if not legal:
                break
            position = rulebook.apply(position, rng.choice(legal))
    assert any(problem is not None and "different keys" in problem for problem in found)
