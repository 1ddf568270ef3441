"""The long run's checks can fail: broken toy rules are caught by ``bench/random_play.py``."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

import pytest
from core.toy import RULES, SOURCE, ShuttlePlugin, make_variant

import patience_core
from patience_core import Move, Position, Registry, hookimpl, legal
from patience_core.model import Action

BENCH = Path(__file__).resolve().parents[2] / "bench" / "random_play.py"


@pytest.fixture(scope="module")
def bench() -> ModuleType:
    spec = importlib.util.spec_from_file_location("random_play", BENCH)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module  # its dataclasses look their module up
    spec.loader.exec_module(module)
    return module


class LosesCards:
    """Moving onto r2 loses the card."""

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        if isinstance(move, Move) and move.target == "r2":
            source = position.pile(move.source)
            return position.with_piles({source.id: source.cards[:-1]})
        return None


class AllowsUnlisted:
    """Several cards at once from r1 to r2 are allowed, though nothing lists such a move."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> object:
        if isinstance(move, Move) and (move.source, move.target) == ("r1", "r2") and move.count > 1:
            return legal("two at once, unlisted", SOURCE)
        return None


@pytest.mark.parametrize(
    ("layer", "message"),
    [(LosesCards(), "the cards are no longer the packs"), (AllowsUnlisted(), "is accepted but was not listed")],
)
def test_the_long_run_catches_broken_rules(
    bench: ModuleType, monkeypatch: pytest.MonkeyPatch, layer: object, message: str
) -> None:
    registry = Registry(plugins=[ShuttlePlugin(make_variant(rules=(RULES, layer)))], entry_points=False)
    monkeypatch.setattr(patience_core, "default_registry", lambda: registry)
    tally = bench.run_chunk(("shuttle", "base", 0, 20, 1, 2000))
    assert tally.games == 20
    assert tally.failures
    assert any(message in failure for failure in tally.failures), tally.failures[:3]


def test_the_long_run_passes_sound_rules(bench: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    registry = Registry(plugins=[ShuttlePlugin()], entry_points=False)
    monkeypatch.setattr(patience_core, "default_registry", lambda: registry)
    tally = bench.run_chunk(("shuttle", "base", 0, 20, 1, 2000))
    assert (tally.games, tally.failures) == (20, [])
    assert tally.won + tally.stuck + tally.repeated == 20


SWEEP = Path(__file__).resolve().parents[2] / "bench" / "counter_sweep.py"


def test_the_counter_sweep_finds_a_count_of_deals_the_pack_disagrees_with(monkeypatch: pytest.MonkeyPatch) -> None:
    """With The Wheel's check of its deals against the pack loosened, the sweep finds the deals it then allows."""
    spec = importlib.util.spec_from_file_location("counter_sweep", SWEEP)
    assert spec is not None and spec.loader is not None
    sweep = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(sweep)
    from patience_cadogan import wheel

    assert sweep.sweep("wheel", "cadogan-1914", deals=1, every=1000, most=7, depth=30) == []
    monkeypatch.setattr(wheel, "DEALT_AT_ONCE", 10**6)  # the pack bounds the count at the last deal only
    found = sweep.sweep("wheel", "cadogan-1914", deals=1, every=1000, most=7, depth=30)
    assert found and "loads, but play reaches a position refused: state 'deals' is" in found[0]
