"""Helpers for the plugin tests: tables set up by hand, and illegal moves checked to change nothing."""

from __future__ import annotations

import json
from typing import Any

import pytest

from patience_core import Card, Game, IllegalMoveError, Registry, pack, parse_card, shuffled_pack


def cards(text: str) -> tuple[Card, ...]:
    """The cards written in ``text``, separated by spaces."""
    return tuple(parse_card(word) for word in text.split())


def arrange(
    registry: Registry,
    name: str,
    edition: str | None = None,
    *,
    turn: str = "",
    state: dict[str, Any] | None = None,
    redeals_left: int | None = None,
    **piles: str,
) -> Game:
    """A game of ``name`` from a table set up by hand.

    The table starts as the deal lays it out; ``piles`` replaces the cards of
    some piles (bottom to top); ``turn`` gives the next cards of the stock, the
    first to be turned first. Every other card lies below them in the stock,
    in pack order.
    """
    rulebook = registry.rulebook(name, edition)
    start = rulebook.deal(1, shuffled_pack(1))
    laid = {pile.id: pile.cards for pile in start.piles if pile.id != "stock"}
    laid.update({pile_id: cards(text) for pile_id, text in piles.items()})
    upcoming = cards(turn)
    used = {card for pile in (*laid.values(), upcoming) for card in pile}
    rest = [card for card in pack() if card not in used]
    laid["stock"] = (*rest, *reversed(upcoming))
    position = start.with_piles(laid).with_state(**(state or {}))
    if redeals_left is not None:
        from dataclasses import replace

        position = replace(position, redeals_left=redeals_left)
    return Game(rulebook, position, from_deal=False)


def assert_illegal(game: Game, move: object, rule: str) -> IllegalMoveError:
    """Play ``move``, expect IllegalMoveError naming ``rule``, and check that nothing changed."""
    before, moves, legal = game.position, game.moves, game.legal_moves()
    with pytest.raises(IllegalMoveError) as caught:
        game.play(move)
    assert rule in caught.value.ruling.rule
    assert rule in str(caught.value)
    assert game.position == before
    assert game.moves == moves
    assert game.legal_moves() == legal
    return caught.value


def pile_cards(game: Game, pile_id: str) -> str:
    """The cards of a pile, bottom to top, as text."""
    return " ".join(str(card) for card in game.position.pile(pile_id).cards)


def saved(game: Game, **changes: str) -> dict[str, Any]:
    """The game's current position as a save file without moves, with some piles' cards replaced."""
    data: dict[str, Any] = json.loads(game.to_json())
    data.pop("moves")
    data.pop("start", None)
    data["number"] = None
    for entry in data["piles"]:
        if entry["id"] in changes:
            entry["cards"] = changes[entry["id"]].split()
    return data
