"""Positions no deal can reach are refused by the plugins, for every installed patience and edition.

Reachable positions (a deal, then random legal play) are mutated: a card moved
or swapped, a foundation emptied, a state fact changed. Each mutant is loaded
as a bare position (no moves), as a hand-edited file would be, and then:

* if it is of a kind no play can reach, it must be refused with
  :class:`~patience_core.PositionError`. Two kinds are known for every game,
  whatever its rules: a foundation emptied in a game whose deal fills every
  foundation and whose rules let no card leave one (both facts observed on the
  game itself, so a new patience is covered without a word here), and a
  state counter set to 2**53, beyond any game's length;
* if it is accepted, it must be harmless: its moves can be listed and played,
  and every position play reaches from it is accepted in its turn (the
  position check and the rules agree).

Each plugin's own unreachable kinds (Russian Patience's row count against its
columns, for one) are tested beside the plugin. The size follows the
hypothesis profile: a few examples per edition, more under ``--slow`` (as
many as ``PATIENCE_LONG_EXAMPLES`` asks).
"""

from __future__ import annotations

import functools
import json
import random
from collections.abc import Sequence
from typing import Any, TypeVar

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

import patience_core
from patience_core import Move, PositionError, Role
from patience_core.model import MAX_STATE_INT
from patience_core.solving.walks import random_walk
from tests.conftest import per_edition

PAIRS = [(variant.name, edition.name) for variant in patience_core.variants() for edition in variant.editions]
IDS = [f"{name}[{edition}]" for name, edition in PAIRS]

pytestmark = pytest.mark.parametrize(("name", "edition"), PAIRS, ids=IDS)

T = TypeVar("T")

MUTATIONS = ("move a card", "swap two cards", "empty a foundation", "change a state fact")


def reachable(name: str, edition: str, number: int, steps: int) -> patience_core.Game:
    """The game after ``steps`` random legal moves from deal ``number`` (the moves drawn from ``number``)."""
    game = patience_core.new_game(name, number=number, edition=edition)
    for _ in random_walk(game, random.Random(number), steps=steps):
        pass
    return game


@functools.cache
def foundations_stay_full(name: str, edition: str) -> bool:
    """Whether the deal fills every foundation and no card may leave one, as observed on a few deals."""
    for number in range(1, 6):
        game = reachable(name, edition, number, 20)
        position = game.position
        foundations = position.piles_of(Role.FOUNDATION)
        if not foundations or not all(
            pile.cards
            for pile in patience_core.new_game(name, number=number, edition=edition).position.piles_of(Role.FOUNDATION)
        ):
            return False
        others = [pile for pile in position.piles if pile.role is not Role.FOUNDATION]
        for pile in foundations:
            for other in others:
                if pile.cards and game.is_legal(Move(pile.id, other.id)):
                    return False
    return True


def mutate(data: dict[str, Any], mutation: str, picks: Sequence[int]) -> bool:
    """Apply ``mutation`` to the position dict ``data``, each choice made by the next of ``picks``; whether it applied.

    The choices are plain numbers (each taken modulo the number of things to
    choose from), so that a failing example can be written out in full and
    pinned with ``@example``.
    """
    numbers = iter(picks)

    def pick(choices: Sequence[T]) -> T:
        return choices[next(numbers, 0) % len(choices)]

    piles = data["piles"]
    with_cards = [pile for pile in piles if pile["cards"]]
    if mutation == "move a card" and with_cards:
        source = pick(with_cards)
        target = pick([pile for pile in piles if pile is not source])
        target["cards"].append(source["cards"].pop())
        return True
    if mutation == "swap two cards" and with_cards:
        one, other = pick(with_cards), pick(with_cards)
        i, j = pick(range(len(one["cards"]))), pick(range(len(other["cards"])))
        one["cards"][i], other["cards"][j] = other["cards"][j], one["cards"][i]
        return True
    foundations = [pile for pile in with_cards if pile["role"] == "foundation"]
    if mutation == "empty a foundation" and foundations:
        emptied = pick(foundations)
        target = pick([pile for pile in piles if pile["role"] != "foundation"])
        target["cards"].extend(emptied["cards"])
        emptied["cards"] = []
        return True
    counters = sorted(key for key, value in data.get("state", {}).items() if type(value) is int)
    if mutation == "change a state fact" and counters:
        key = pick(counters)
        data["state"][key] = pick([-1, 0, 1, 2, 3, data["state"][key] + 1, MAX_STATE_INT])
        return True
    return False


def must_be_refused(name: str, edition: str, data: dict[str, Any]) -> str | None:
    """Why the mutant ``data`` cannot be reached, for the kinds known for every game; ``None`` if none applies."""
    if foundations_stay_full(name, edition):
        empty = [pile["id"] for pile in data["piles"] if pile["role"] == "foundation" and not pile["cards"]]
        if empty:
            return f"foundation {empty[0]} is empty, but the deal fills every foundation and none is ever emptied"
    huge = [key for key, value in data.get("state", {}).items() if type(value) is int and abs(value) >= MAX_STATE_INT]
    if huge:
        return f"state {huge[0]!r} counts beyond any game's length"
    return None


def assert_harmless(game: patience_core.Game, chooser: random.Random) -> None:
    """An accepted position plays, and every position play reaches from it is accepted too."""
    for _ in range(8):
        moves = game.legal_moves()
        if not moves:
            return
        game.play(chooser.choice(moves))
        bare = json.loads(game.to_json())
        bare.pop("moves")
        bare.pop("start", None)
        patience_core.load_game(bare)


@per_edition
@given(
    number=st.integers(0, 40_000),
    steps=st.integers(0, 60),
    mutation=st.sampled_from(MUTATIONS),
    picks=st.lists(st.integers(0, 2**16), min_size=4, max_size=4),
)
# The Wheel, deal 2 after 46 moves (six deals after the first made): its count of deals set to seven while the
# pack still held cards was accepted, and play then dealt an eighth time, which loading refused.
@example(number=2, steps=46, mutation="change a state fact", picks=[0, 5, 0, 0])
def test_a_mutant_is_refused_if_unreachable_and_harmless_if_accepted(
    name: str, edition: str, number: int, steps: int, mutation: str, picks: list[int]
) -> None:
    game = reachable(name, edition, number, steps)
    position = json.loads(game.to_json())
    del position["moves"]
    patience_core.load_game(position)  # a reachable position is accepted
    if not mutate(position, mutation, picks):
        return
    reason = must_be_refused(name, edition, position)
    try:
        mutant = patience_core.load_game(position)
    except PositionError:
        return
    assert reason is None, f"accepted an impossible position ({mutation}): {reason}"
    assert_harmless(mutant, random.Random(number))


def test_the_known_impossible_kinds_are_refused_on_every_foundation_and_counter(name: str, edition: str) -> None:
    """The kinds above, tried deterministically: each foundation emptied, each counter set to 2**53."""
    position = json.loads(reachable(name, edition, 1, 10).to_json())
    del position["moves"]
    mutants = []
    if foundations_stay_full(name, edition):
        for i, pile in enumerate(position["piles"]):
            if pile["role"] == "foundation":
                mutant = json.loads(json.dumps(position))
                target = next(other for other in mutant["piles"] if other["role"] != "foundation")
                target["cards"] += mutant["piles"][i]["cards"]
                mutant["piles"][i]["cards"] = []
                mutants.append(mutant)
    for key, value in position.get("state", {}).items():
        if type(value) is int:
            mutants.append(dict(position, state=dict(position["state"], **{key: MAX_STATE_INT})))
    for mutant in mutants:
        assert must_be_refused(name, edition, mutant) is not None
        with pytest.raises(PositionError):
            patience_core.load_game(mutant)
