"""The error tree: every error pickles with its fields, and no message grows without bound."""

from __future__ import annotations

import multiprocessing
import pickle
from concurrent.futures import ProcessPoolExecutor

import pytest

from patience_core import IllegalMoveError, InvalidMoveError, Move, PluginError, Redeal, Registry, errors
from patience_core.errors import MAX_MESSAGE, PatienceError, PositionError, UnknownVariantError
from patience_core.rulings import Ruling
from patience_core.sources import Source

SOURCE = Source("Tester", 2024, "The Book of Test Patiences", pages="1", copy="the test's own")

EXAMPLES: list[PatienceError] = [
    PatienceError("plain"),
    InvalidMoveError("not a move: 'x'"),
    IllegalMoveError(Move("w1", "w2"), Ruling(False, "waste to foundation only", SOURCE)),
    PositionError("foundation f1 is out of sequence"),
    UnknownVariantError("no patience called 'sir-tomy' is installed", ("sir-tommy",)),
    PluginError("aaa-clash", "ZeroDivisionError: division by zero", hook="patience_can_place"),
    PluginError("someone", "went wrong"),
]


def test_every_error_class_has_an_example() -> None:
    classes = {value for value in vars(errors).values() if isinstance(value, type) and issubclass(value, PatienceError)}
    assert classes == {type(example) for example in EXAMPLES}


@pytest.mark.parametrize("error", EXAMPLES, ids=lambda error: type(error).__name__)
def test_an_error_survives_pickling_with_its_fields(error: PatienceError) -> None:
    copy = pickle.loads(pickle.dumps(error))
    assert type(copy) is type(error)
    assert str(copy) == str(error)
    assert copy.args == error.args
    assert vars(copy) == vars(error)


def raise_plugin_error() -> None:
    raise PluginError("faulty", "KeyError: 'f9'", hook="patience_apply_move")


def test_a_plugin_error_in_a_worker_process_reaches_the_caller_whole() -> None:
    # Spawned, not forked: a test process may run threads (pytest-xdist's), and forking one risks a deadlock.
    spawn = multiprocessing.get_context("spawn")
    with ProcessPoolExecutor(max_workers=1, mp_context=spawn) as pool, pytest.raises(PluginError) as caught:
        pool.submit(raise_plugin_error).result()
    assert (caught.value.plugin, caught.value.hook) == ("faulty", "patience_apply_move")


def test_a_message_is_capped() -> None:
    error = PositionError("x" * 1_000_000)
    assert len(str(error)) == MAX_MESSAGE and str(error).endswith("…")
    plugin = PluginError("p" * 10_000, "m" * 10_000, hook="patience_deal")
    assert len(str(plugin)) == MAX_MESSAGE


def test_a_huge_pile_id_is_not_echoed_whole(sir_tommy_registry: Registry) -> None:

    game = sir_tommy_registry.new_game("sir-tommy", number=1)
    for move in (Move("w" * 990_000, "f1"), "q" * 990_000 + "-f1", {"from": "stock", "to": "z" * 990_000}):
        with pytest.raises(InvalidMoveError) as caught:
            game.play(move)
        assert len(str(caught.value)) < 200
    assert game.moves == ()


@pytest.mark.parametrize("order", [None, ["w1"], "w1", (1, 2)])
def test_a_malformed_redeal_is_an_invalid_move(sir_tommy_registry: Registry, order: object) -> None:

    game = sir_tommy_registry.new_game("sir-tommy", number=1)
    with pytest.raises(InvalidMoveError, match="redeal"):
        game.play(Redeal(order))  # type: ignore[arg-type]
    assert game.moves == ()
