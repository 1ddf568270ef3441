"""What docs/reference/hooks.rst says of each hook, tested through the engine.

Each test adds one rule object as an edition layered over Sir Tommy (the
reference plugin), in a registry of its own, and checks when the hook is
called and what its answer does: ``None`` defers to the layer below, an answer
decides, and the collecting hooks hear from every layer.
"""

from __future__ import annotations

import dataclasses
import json
import warnings
from typing import Any

import patience_sir_tommy
import pytest

from patience_core import (
    Edition,
    Game,
    IllegalMoveError,
    Move,
    Pile,
    PluginWarning,
    Position,
    PositionError,
    Redeal,
    Registry,
    Role,
    Ruling,
    Setup,
    hookimpl,
    illegal,
    legal,
    shuffled_pack,
)
from patience_core.defaults import CoreDefaults

SIR_TOMMY = patience_sir_tommy.VARIANT
SOURCE = patience_sir_tommy.PARLETT_1979
LAYER = "test-layer"


def registry_with(*rules: object, redeals: int | None = None) -> Registry:
    """Sir Tommy with an extra edition whose rule objects are ``rules``."""
    edition = Edition(LAYER, "A layer for tests", (SOURCE,), changes="test", rules=rules, redeals=redeals)
    variant = dataclasses.replace(SIR_TOMMY, editions=(*SIR_TOMMY.editions, edition))

    class Plugin:
        @hookimpl
        def patience_variant(self) -> Any:
            return variant

    return Registry(plugins=[Plugin()], entry_points=False)


def game_with(*rules: object, number: int = 3, redeals: int | None = None) -> Game:
    return registry_with(*rules, redeals=redeals).new_game("sir-tommy", number=number, edition=LAYER)


def turn_stock(game: Game) -> None:
    """Turn the whole stock: each card to the first foundation that takes it, else onto w1."""
    while game.position.pile("stock").cards:
        home = [move for move in game.legal_moves() if isinstance(move, Move) and move.target.startswith("f")]
        game.play(home[0] if home and home[0].source == "stock" else "stock-w1")


# --------------------------------------------------------------------------- patience_variant


def test_patience_variant_answers_are_what_the_registry_lists() -> None:
    assert [variant.name for variant in registry_with().variants()] == ["sir-tommy"]


def test_patience_variant_answering_nonsense_sets_the_plugin_aside() -> None:
    class Nonsense:
        @hookimpl
        def patience_variant(self) -> object:
            return "not a variant"

    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        registry = Registry(plugins=[Nonsense()], entry_points=False)
    assert registry.variants() == ()
    assert [broken.name for broken in registry.broken] == ["Nonsense"]
    assert any(issubclass(warning.category, PluginWarning) for warning in caught)


# --------------------------------------------------------------------------- patience_deal


class DealSpy:
    def __init__(self) -> None:
        self.setups: list[Setup] = []

    @hookimpl
    def patience_deal(self, setup: Setup) -> None:
        self.setups.append(setup)


def test_patience_deal_receives_the_numbered_shuffle_bottom_to_top_and_none_defers() -> None:
    spy = DealSpy()
    game = game_with(spy, number=3)
    setup = spy.setups[-1]
    assert (setup.variant, setup.edition, setup.number, setup.redeals) == ("sir-tommy", LAYER, 3, 0)
    assert setup.pack == tuple(shuffled_pack(3, 1))
    # None deferred to Sir Tommy's deal: the pack is the stock, its last card the next to turn.
    assert game.position.pile("stock").cards == setup.pack


def test_patience_deal_in_the_edition_layer_wins() -> None:
    class ReversedStock:
        @hookimpl
        def patience_deal(self, setup: Setup) -> Position:
            piles = [Pile(pile_id, Role.FOUNDATION) for pile_id in ("f1", "f2", "f3", "f4")]
            piles += [Pile(pile_id, Role.WASTE) for pile_id in ("w1", "w2", "w3", "w4")]
            piles.append(Pile("stock", Role.STOCK, tuple(reversed(setup.pack))))
            return Position(setup.variant, setup.edition, setup.number, setup.redeals, tuple(piles))

    game = game_with(ReversedStock(), number=3)
    assert game.position.pile("stock").cards == tuple(reversed(shuffled_pack(3, 1)))


# --------------------------------------------------------------------------- patience_candidate_moves


class OffersRedeal:
    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Redeal]:
        return [Redeal()]


class AllowsRedeal:
    @hookimpl
    def patience_check_move(self, position: Position, move: object) -> Ruling | None:
        if isinstance(move, Redeal):
            if position.pile("stock").cards:
                return illegal("test: the redeal waits for the stock to run out", SOURCE)
            return legal("test: a redeal", SOURCE)
        return None

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        return position.with_piles({"w1": (), "stock": tuple(reversed(position.pile("w1").cards))})


def test_patience_candidate_moves_are_collected_from_every_layer_and_judged() -> None:
    game = game_with(OffersRedeal(), AllowsRedeal(), redeals=1)
    moves = game.legal_moves()
    assert Move("stock", "w1") in moves  # the core's default candidates
    assert Redeal() not in moves  # offered, but judged illegal while the stock holds cards
    turn_stock(game)
    assert Redeal() in game.legal_moves()


def test_patience_candidate_moves_offered_without_a_rule_never_show() -> None:
    game = game_with(OffersRedeal(), redeals=1)
    turn_stock(game)
    assert Redeal() not in game.legal_moves()
    assert "no rule of this patience allows a redeal" in game.judge("redeal").rule


# --------------------------------------------------------------------------- patience_check_move


class ClosesW4:
    @hookimpl
    def patience_check_move(self, position: Position, move: object) -> Ruling | None:
        if isinstance(move, Move) and move.target == "w4":
            return illegal("test: w4 is closed", SOURCE)
        return None


def test_patience_check_move_ruling_decides_and_none_defers() -> None:
    game = game_with(ClosesW4())
    before = game.position
    with pytest.raises(IllegalMoveError) as refused:
        game.play("stock-w4")
    assert refused.value.ruling.rule == "test: w4 is closed"
    assert game.position == before
    assert game.judge("stock-w1").legal  # deferred to Sir Tommy's rules
    game.play("stock-w1")
    assert not game.judge("w1-w2").legal  # Sir Tommy's refusal stands


# --------------------------------------------------------------------------- patience_can_lift


class LiftSpy:
    def __init__(self) -> None:
        self.calls: list[tuple[str, int]] = []

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> None:
        self.calls.append((pile.id, count))


def test_patience_can_lift_is_asked_for_growing_counts_until_refused() -> None:
    # The core's own guess at the card moves asks; Sir Tommy lists its moves itself, so the guess is called here.
    spy = LiftSpy()
    game = game_with(spy)
    list(CoreDefaults(game.rulebook).patience_card_moves(game.position))
    stock_counts = [count for pile_id, count in spy.calls if pile_id == "stock"]
    assert stock_counts[:2] == [1, 2]  # Sir Tommy refuses two cards, so three is never asked
    assert 3 not in stock_counts


def test_patience_can_lift_refusal_in_the_top_layer_wins() -> None:
    class NothingFromTheStock:
        @hookimpl
        def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
            return illegal("test: the stock is shut", SOURCE) if pile.role is Role.STOCK else None

    game = game_with(NothingFromTheStock())
    assert game.legal_moves() == []
    assert game.judge("stock-w1").rule == "test: the stock is shut"
    assert game.is_over and not game.is_won


# --------------------------------------------------------------------------- patience_can_place


class PlaceSpy:
    def __init__(self) -> None:
        self.calls: list[tuple[str, tuple[str, ...]]] = []

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Any, ...]) -> None:
        self.calls.append((pile.id, tuple(map(str, cards))))


def test_patience_can_place_checks_a_loaded_foundation_card_by_card() -> None:
    spy = PlaceSpy()
    registry = registry_with(spy)
    game = registry.new_game("sir-tommy", number=3, edition=LAYER)
    turn_stock(game)
    built = max(game.position.piles_of(Role.FOUNDATION), key=len)
    assert len(built.cards) >= 2
    saved = json.loads(game.to_json())
    del saved["moves"]
    spy.calls.clear()
    registry.load_game(saved)
    asked = [cards for pile_id, cards in spy.calls if pile_id == built.id]
    assert asked[: len(built.cards)] == [(str(card),) for card in built.cards]


def test_patience_can_place_refusal_in_the_top_layer_wins() -> None:
    class NoFoundations:
        @hookimpl
        def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Any, ...]) -> Ruling | None:
            return illegal("test: no building", SOURCE) if pile.role is Role.FOUNDATION else None

    game = game_with(NoFoundations())
    assert not any(isinstance(move, Move) and move.target.startswith("f") for move in game.legal_moves())
    assert game.judge("stock-w1").legal


# --------------------------------------------------------------------------- patience_apply_move


def test_patience_apply_move_result_is_the_next_position() -> None:
    class CountsMoves:
        @hookimpl
        def patience_apply_move(self, position: Position, move: object) -> Position | None:
            if not isinstance(move, Move):
                return None
            source, target = position.pile(move.source), position.pile(move.target)
            moved = position.with_piles({source.id: source.cards[:-1], target.id: (*target.cards, source.cards[-1])})
            return moved.with_state(moves=int(position.get("moves", 0)) + 1)

    game = game_with(CountsMoves())
    top = game.position.pile("stock").top
    game.play("stock-w2")
    game.play("stock-w2")
    assert game.position.get("moves") == 2
    assert game.position.pile("w2").cards[0] == top
    game.undo()
    assert game.position.get("moves") == 1


def test_patience_apply_move_default_moves_the_cards() -> None:
    game = game_with()
    top = game.position.pile("stock").top
    game.play("stock-w3")
    assert game.position.pile("w3").cards == (top,)
    assert len(game.position.pile("stock").cards) == 51


# --------------------------------------------------------------------------- patience_redeal


def test_patience_redeal_result_is_played_and_redeals_left_lowered() -> None:
    game = game_with(OffersRedeal(), AllowsRedeal(), redeals=1)
    turn_stock(game)
    held = game.position.pile("w1").cards
    assert game.position.redeals_left == 1
    game.play("redeal")
    assert game.position.redeals_left == 0
    assert game.position.pile("stock").cards == tuple(reversed(held))
    assert game.position.pile("w1").cards == ()
    turn_stock(game)
    with pytest.raises(IllegalMoveError, match="no redeal is left"):
        game.play("redeal")


# --------------------------------------------------------------------------- patience_is_won


def test_patience_is_won_answer_decides_and_default_wants_every_card_home() -> None:
    class WonAtOnce:
        @hookimpl
        def patience_is_won(self, position: Position) -> bool:
            return True

    assert game_with(WonAtOnce()).is_won
    assert game_with(WonAtOnce()).is_over
    assert not game_with().is_won


# --------------------------------------------------------------------------- patience_check_position


class Objects:
    def __init__(self, message: str) -> None:
        self.message = message

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        return [self.message]


def test_patience_check_position_messages_from_every_layer_refuse_a_load() -> None:
    class ObjectsToo(Objects):
        pass

    # Two layers of one edition (rule objects are registered under their class name, so two classes).
    registry = registry_with(Objects("test: first objection"), ObjectsToo("test: second objection"))
    saved = registry.new_game("sir-tommy", number=3, edition=LAYER).to_json()
    with pytest.raises(PositionError) as refused:
        registry.load_game(saved)
    assert "test: first objection" in str(refused.value)
    assert "test: second objection" in str(refused.value)


def test_patience_check_position_without_objection_loads() -> None:
    class Content:
        @hookimpl
        def patience_check_position(self, position: Position) -> list[str]:
            return []

    registry = registry_with(Content())
    game = registry.new_game("sir-tommy", number=3, edition=LAYER)
    game.play("stock-w1")
    assert registry.load_game(game.to_json()) == game


# --------------------------------------------------------------------------- patience_card_moves


class OffersOnlyW2:
    """A plugin that knows its card moves: only the stock onto w2."""

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Move]:
        return [Move("stock", "w2")] if position.pile("stock").cards else []


def test_patience_card_moves_replaces_the_core_guess() -> None:
    game = game_with(OffersOnlyW2())
    assert game.legal_moves() == [Move("stock", "w2")]
    # a move not offered is still legal when played: offering is not judging
    assert game.is_legal("stock-w3")


class OffersForbidden:
    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Move]:
        return [Move("stock", "w2"), Move("stock", "f1")]


def test_patience_card_moves_offered_are_still_judged() -> None:
    game = game_with(OffersForbidden())
    assert not game.position.pile("stock").cards[-1].is_ace  # so the stock's card may not start f1
    assert game.legal_moves() == [Move("stock", "w2")]
