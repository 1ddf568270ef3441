"""Damaged saves of every installed patience and edition: refused with PositionError, or playable.

A real saved game is damaged the ways a file gets damaged or edited by hand
(cards swapped, moved, duplicated or dropped, fields changed, moves cut). The
loader either refuses it with PositionError, or it loads as a position set up
by hand, whose legal moves can then be listed and played.
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

import patience_core
from patience_core import Game, PositionError
from tests.conftest import per_edition

PAIRS = [(variant.name, edition.name) for variant in patience_core.variants() for edition in variant.editions]
IDS = [f"{name}[{edition}]" for name, edition in PAIRS]

pytestmark = pytest.mark.parametrize(("name", "edition"), PAIRS, ids=IDS)


def saved(name: str, edition: str, number: int, steps: int) -> dict[str, Any]:
    """A saved game after ``steps`` moves (the first legal move each time)."""
    game = patience_core.new_game(name, number=number, edition=edition)
    for step in range(steps):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[(step * 5) % len(moves)])
    data: dict[str, Any] = json.loads(game.to_json())
    return data


@st.composite
def damaged(draw: st.DrawFn, data: dict[str, Any]) -> dict[str, Any]:
    data = copy.deepcopy(data)
    piles = data["piles"]
    with_cards = [pile for pile in piles if pile["cards"]]
    for _ in range(draw(st.integers(1, 3))):
        damage = draw(
            st.sampled_from(
                ["swap", "move", "duplicate", "drop", "reverse", "redeals", "number", "state", "cut moves", "no moves"]
            )
        )
        if damage in ("swap", "move", "duplicate", "drop", "reverse") and with_cards:
            pile = draw(st.sampled_from(with_cards))
            if not pile["cards"]:
                continue
            at = draw(st.integers(0, len(pile["cards"]) - 1))
            other = draw(st.sampled_from(piles))
            if damage == "swap" and other["cards"]:
                there = draw(st.integers(0, len(other["cards"]) - 1))
                pile["cards"][at], other["cards"][there] = other["cards"][there], pile["cards"][at]
            elif damage == "move":
                other["cards"].append(pile["cards"].pop(at))
            elif damage == "duplicate":
                other["cards"].append(pile["cards"][at])
            elif damage == "drop":
                pile["cards"].pop(at)
            elif damage == "reverse":
                pile["cards"].reverse()
        elif damage == "redeals":
            data["redeals_left"] = draw(st.integers(-1, 4))
        elif damage == "number":
            data["number"] = draw(st.one_of(st.none(), st.integers(0, 40_000)))
        elif damage == "state":
            data["state"] = draw(
                st.dictionaries(
                    st.sampled_from(["phase", "dealt", "round", "privilege", "x"]),
                    st.one_of(st.none(), st.booleans(), st.integers(-2, 20), st.text("abcw1", max_size=4)),
                    max_size=3,
                )
            )
        elif damage == "cut moves" and data["moves"]:
            data["moves"] = data["moves"][: draw(st.integers(0, len(data["moves"]) - 1))]
        elif damage == "no moves":
            data["moves"] = []
    return data


def check_loaded(game: Game, data: st.DataObject) -> None:
    """A position that loaded can be listed, played, saved and loaded again."""
    assert patience_core.load_game(game.to_json()) == game
    for _ in range(5):
        moves = game.legal_moves()
        if not moves:
            break
        game.play(moves[data.draw(st.integers(0, len(moves) - 1))])
        assert patience_core.load_game(game.to_json()) == game


@per_edition
@given(number=st.integers(0, 40_000), steps=st.integers(0, 25), data=st.data())
def test_damaged_saves_are_refused_or_playable(
    name: str, edition: str, number: int, steps: int, data: st.DataObject
) -> None:
    original = saved(name, edition, number, steps)
    broken = data.draw(damaged(original))
    try:
        game = patience_core.load_game(json.dumps(broken))
    except PositionError as error:
        assert str(error)
        return
    check_loaded(game, data)
