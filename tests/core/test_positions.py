"""Positions as JSON: round trips, and the refusal of every kind of damage with PositionError."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patience_core import Game, PositionError, Registry
from patience_core.notation import FORMAT, position_from_dict, position_to_dict
from patience_core.registry import MAX_SAVE_BYTES

from .conftest import play_some, run_out_stock
from .toy import ShuttlePlugin

Mutation = Callable[[dict[str, Any]], object]


def pile(data: dict[str, Any], pile_id: str) -> dict[str, Any]:
    return next(entry for entry in data["piles"] if entry["id"] == pile_id)


# ----------------------------------------------------------------------------- round trips


def test_json_fields(toy_game: Game) -> None:
    data = json.loads(toy_game.to_json())
    assert data["format"] == FORMAT
    assert (data["variant"], data["edition"], data["number"]) == ("shuttle", "base", 1)
    assert data["redeals_left"] == 1
    assert [(entry["id"], entry["role"]) for entry in data["piles"]] == [
        ("f1", "foundation"),
        ("f2", "foundation"),
        ("f3", "foundation"),
        ("f4", "foundation"),
        ("r1", "reserve"),
        ("r2", "reserve"),
        ("stock", "stock"),
    ]
    assert sum(len(entry["cards"]) for entry in data["piles"]) == 52
    assert data["moves"] == [move.to_dict() for move in toy_game.moves]
    assert "start" not in data


def test_round_trip(toy_registry: Registry, toy_game: Game) -> None:
    loaded = toy_registry.load_game(toy_game.to_json())
    assert loaded == toy_game
    assert loaded.position == toy_game.position
    assert loaded.moves == toy_game.moves
    assert str(loaded) == str(toy_game)
    assert loaded.to_json() == toy_game.to_json()
    assert loaded.legal_moves() == toy_game.legal_moves()


@pytest.mark.parametrize("form", ["str", "bytes", "dict", "indented"])
def test_load_accepts_text_bytes_and_dicts(toy_registry: Registry, toy_game: Game, form: str) -> None:
    text = toy_game.to_json()
    given_as = {
        "str": text,
        "bytes": text.encode("utf-8"),
        "dict": json.loads(text),
        "indented": toy_game.to_json(indent=2),
    }[form]
    assert toy_registry.load_game(given_as) == toy_game


def test_round_trip_after_a_redeal_and_with_state(toy_registry: Registry) -> None:
    game = run_out_stock(toy_registry.new_game("shuttle", number=3))
    game.play("redeal r2 r1")
    game.play(game.legal_moves()[0])
    assert toy_registry.load_game(game.to_json()) == game
    position = game.position.with_state(phase="second", turns=2, flag=True)
    data = position_to_dict(position)
    assert data["state"] == {"flag": True, "phase": "second", "turns": 2}
    again, _ = position_from_dict(json.loads(json.dumps(data)), toy_registry.rulebook)
    assert again == position


def test_round_trip_of_a_real_plugin(sir_tommy_registry: Registry) -> None:
    game = play_some(sir_tommy_registry.new_game("sir-tommy", number=617), 30)
    assert sir_tommy_registry.load_game(game.to_json()) == game


def test_the_deal_itself_round_trips(toy_registry: Registry) -> None:
    game = toy_registry.new_game("shuttle", number=123456, edition="no-redeal")
    data = json.loads(game.to_json())
    assert data["moves"] == [] and data["edition"] == "no-redeal" and data["redeals_left"] == 0
    assert toy_registry.load_game(game.to_json()) == game


def test_unicode_text_round_trips(toy_registry: Registry, toy_game: Game) -> None:
    # ensure_ascii=False: the JSON is UTF-8 text; nothing in it needs escaping today.
    assert toy_registry.load_game(toy_game.to_json().encode("utf-8")) == toy_game


# ----------------------------------------------------------------------------- refusals


def _set(path: str, value: object) -> Mutation:
    def mutate(data: dict[str, Any]) -> object:
        data[path] = value
        return data

    return mutate


def _drop(path: str) -> Mutation:
    def mutate(data: dict[str, Any]) -> object:
        del data[path]
        return data

    return mutate


def _piles(change: Callable[[list[Any]], object]) -> Mutation:
    def mutate(data: dict[str, Any]) -> object:
        change(data["piles"])
        return data

    return mutate


def _cards(pile_id: str, change: Callable[[list[Any]], object]) -> Mutation:
    def mutate(data: dict[str, Any]) -> object:
        change(pile(data, pile_id)["cards"])
        return data

    return mutate


def _move_card(card: str, to: str) -> Mutation:
    def mutate(data: dict[str, Any]) -> object:
        for entry in data["piles"]:
            if card in entry["cards"]:
                entry["cards"].remove(card)
        pile(data, to)["cards"].append(card)
        data["moves"] = []
        return data

    return mutate


def _only_position(change: Mutation) -> Mutation:
    def mutate(data: dict[str, Any]) -> object:
        data.pop("moves", None)
        return change(data)

    return mutate


DAMAGE: dict[str, tuple[Mutation, str]] = {
    "no format": (_drop("format"), '"format" must be'),
    "another format": (_set("format", "patience-position/2"), '"format" must be'),
    "no variant": (_drop("variant"), 'no "variant" field'),
    "variant not a string": (_set("variant", 7), '"variant" must be'),
    "unknown variant": (_set("variant", "shutle"), "no patience called 'shutle'.*did you mean 'shuttle'"),
    "unknown edition": (_set("edition", "bsae"), "shuttle has no edition 'bsae'.*did you mean 'base'"),
    "edition not a string": (_set("edition", ["base"]), '"edition" must be'),
    "number a string": (_set("number", "1"), '"number" must be'),
    "number negative": (_set("number", -1), '"number" must be'),
    "number a boolean": (_set("number", True), '"number" must be'),
    "number a float": (_set("number", 1.0), '"number" must be'),
    "number huge": (_set("number", 10**400), '"number" must be'),
    "no redeals_left": (_drop("redeals_left"), 'no "redeals_left" field'),
    "redeals_left a string": (_set("redeals_left", "1"), '"redeals_left" must be'),
    "redeals_left a boolean": (_set("redeals_left", True), '"redeals_left" must be'),
    "more redeals than allowed": (_set("redeals_left", 2), '"redeals_left" is 2; this edition allows 0 to 1'),
    "redeals_left negative": (_set("redeals_left", -1), '"redeals_left" is -1'),
    "redeals_left huge": (_set("redeals_left", 10**400), '"redeals_left" is'),
    "no piles": (_drop("piles"), 'no "piles" field'),
    "piles an object": (_set("piles", {"f1": []}), '"piles" must be'),
    "no pile at all": (_set("piles", []), "piles do not match"),
    "a pile not an object": (_piles(lambda piles: piles.__setitem__(0, "f1")), "pile 1 must be an object"),
    "a pile without id": (_piles(lambda piles: piles[0].pop("id")), 'no "id" field'),
    "a pile without role": (_piles(lambda piles: piles[0].pop("role")), 'no "role" field'),
    "a pile without cards": (_piles(lambda piles: piles[0].pop("cards")), 'no "cards" field'),
    "a pile id not a string": (_piles(lambda piles: piles[0].__setitem__("id", 1)), '"id" must be'),
    "a bad pile id": (_piles(lambda piles: piles[0].__setitem__("id", "F 1")), "'F 1' is not a pile id"),
    "an unknown role": (_piles(lambda piles: piles[0].__setitem__("role", "heap")), "unknown role 'heap'"),
    "a wrong role": (_piles(lambda piles: piles[4].__setitem__("role", "waste")), "piles do not match"),
    "piles out of order": (_piles(lambda piles: piles.reverse()), "piles do not match"),
    "a pile renamed": (_piles(lambda piles: piles[4].__setitem__("id", "r9")), "piles do not match"),
    "a pile too many": (
        _piles(lambda piles: piles.append({"id": "r3", "role": "reserve", "cards": []})),
        "do not match",
    ),
    "a pile missing": (_piles(lambda piles: piles.pop(4)), "piles do not match"),
    "hundreds of piles": (_set("piles", [{"id": f"p{i}", "role": "reserve", "cards": []} for i in range(300)]), "300"),
    "cards a string": (_piles(lambda piles: piles[6].__setitem__("cards", "AS 2S")), '"cards" must be'),
    "a card not a string": (_cards("stock", lambda cards: cards.__setitem__(0, 1)), "pile stock: not a card: 1"),
    "an unknown card": (_cards("stock", lambda cards: cards.__setitem__(0, "1S")), "not a card: '1S'"),
    "a card duplicated": (_cards("stock", lambda cards: cards.__setitem__(0, cards[1])), "missing .*; too many"),
    "a card missing": (_cards("stock", lambda cards: cards.pop()), "not one pack: missing"),
    "a card too many": (_cards("r1", lambda cards: cards.append("AS")), "too many AS"),
    "two of a rank missing": (
        _cards("stock", lambda cards: [cards.remove(c) for c in ("AC", "AD") if c in cards]),
        "missing AC AD",
    ),
    "more cards than the packs": (_cards("stock", lambda cards: cards.extend(["AS"] * 60)), "more than one pack"),
    "a foundation not from an ace": (_move_card("2H", "f1"), "foundation f1 is out of sequence at 2H: only an ace"),
    "a foundation out of suit": (
        _only_position(lambda d: [_move_card("AS", "f1")(d), _move_card("2H", "f1")(d)][-1]),
        "foundation f1 is out of sequence at 2H: foundations build up by suit",
    ),
    "state not an object": (_set("state", [["a", 1]]), '"state" must be an object'),
    "a bad state key": (_set("state", {"Phase": 1}), "state key"),
    "a state value not a scalar": (_set("state", {"phase": [1]}), "state 'phase' must be"),
    "a state value too long": (_set("state", {"phase": "x" * 1000}), "too long"),
    "a state number beyond JSON": (_set("state", {"turns": 2**60}), "beyond"),
    "moves not a list": (_set("moves", "stock-r1"), '"moves" must be a list'),
    "a move that is garbage": (_set("moves", ["stock to r1"]), "saved move 1 cannot be played: not a move"),
    "a move on no pile": (_set("moves", ["stock-x9"]), "saved move 1 .*no pile 'x9'"),
    "an illegal move": (_set("moves", ["stock-f1", "stock-f1"]), "saved move 1 cannot be played: illegal"),
    "moves that lead elsewhere": (
        lambda d: _set("moves", d["moves"][:-1])(d),
        "the saved moves do not lead to the saved position",
    ),
    "moves without a number or start": (_set("number", None), 'saved moves need a deal "number" or a "start"'),
    "a start that is no position": (_set("start", 5), "a position is a JSON object"),
}


@pytest.mark.parametrize("damage", list(DAMAGE), ids=list(DAMAGE))
def test_damage_is_refused_by_name(toy_registry: Registry, toy_game: Game, damage: str) -> None:
    mutate, message = DAMAGE[damage]
    data = mutate(json.loads(toy_game.to_json()))
    for given_as in (data, json.dumps(data)):
        with pytest.raises(PositionError, match=message):
            toy_registry.load_game(given_as)  # type: ignore[arg-type]
    # The registry is unharmed: the original still loads.
    assert toy_registry.load_game(toy_game.to_json()) == toy_game


def test_a_start_of_another_patience_is_refused(toy_game: Game, sir_tommy_registry: Registry) -> None:
    registry = Registry(plugins=[ShuttlePlugin(), *sir_tommy_registry_plugins()], entry_points=False)
    data = json.loads(toy_game.to_json())
    data["start"] = json.loads(registry.new_game("sir-tommy", number=1).to_json())
    data["start"].pop("moves")
    with pytest.raises(PositionError, match='"start" is a position of another patience'):
        registry.load_game(data)


def sir_tommy_registry_plugins() -> list[object]:
    import patience_sir_tommy

    return [patience_sir_tommy]


def test_an_unknown_edition_of_a_start_is_refused(toy_registry: Registry, toy_game: Game) -> None:
    data = json.loads(toy_game.to_json())
    data["start"] = json.loads(toy_registry.new_game("shuttle", number=1, edition="no-redeal").to_json())
    with pytest.raises(PositionError, match='"start" is a position of another patience or edition'):
        toy_registry.load_game(data)


NOT_POSITIONS: list[object] = [
    "",
    "{",
    '{"format": ',
    "not json",
    "NaN",
    "[]",
    "null",
    "42",
    '"patience-position/1"',
    "{}",
    '{"format": "patience-position/1"}',
    "[" * 100_000 + "]" * 100_000,
    '{"a":' * 100_000 + "1" + "}" * 100_000,
    "1" * 5000,
    '{"format": "patience-position/1", "variant": "shuttle", "number": ' + "9" * 5000 + "}",
    "\ufeff{}",
    b"\xff\xfe{}",
    b'{"format": "\xc3"}',
    b"\x00" * 10,
    " " * (MAX_SAVE_BYTES + 1),
    b" " * (MAX_SAVE_BYTES + 1),
    None,
    42,
    ["format"],
    ("format",),
]


@pytest.mark.parametrize("text", NOT_POSITIONS, ids=[f"{type(t).__name__}-{i}" for i, t in enumerate(NOT_POSITIONS)])
def test_what_is_not_a_position_is_refused(toy_registry: Registry, text: object) -> None:
    with pytest.raises(PositionError) as caught:
        toy_registry.load_game(text)  # type: ignore[arg-type]
    assert len(str(caught.value)) < 400


# ----------------------------------------------------------------------------- fuzzing

JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
SAMPLE = json.loads(
    play_some(Registry(plugins=[ShuttlePlugin()], entry_points=False).new_game("shuttle", number=5), 20).to_json()
)
ALL_KEYS = [
    "format",
    "variant",
    "edition",
    "number",
    "redeals_left",
    "piles",
    "state",
    "moves",
    "start",
    "id",
    "role",
    "cards",
]


def load_or_refuse(registry: Registry, given_as: object) -> Game | None:
    """Load ``given_as``; a refusal must be a PositionError, and a game loaded must save and load back."""
    try:
        game = registry.load_game(given_as)  # type: ignore[arg-type]
    except PositionError:
        return None
    assert registry.load_game(game.to_json()) == game
    return game


@given(JSON)
def test_arbitrary_json_is_refused_or_loaded(value: object) -> None:
    registry = Registry(plugins=[ShuttlePlugin()], entry_points=False)
    load_or_refuse(registry, json.dumps(value))
    if isinstance(value, dict):
        load_or_refuse(registry, {"format": FORMAT, "variant": "shuttle", **value})


@st.composite
def mutated(draw: st.DrawFn) -> object:
    """The sample saved game with one part deleted, replaced, duplicated or swapped."""
    data = copy.deepcopy(SAMPLE)
    for _ in range(draw(st.integers(1, 3))):
        # Walk down to a container, then change one of its entries.
        node: Any = data
        while True:
            keys = list(node) if isinstance(node, dict) else list(range(len(node)))
            if not keys:
                break
            key = draw(st.sampled_from(keys))
            child = node[key]
            if isinstance(child, dict | list) and child and draw(st.booleans()):
                node = child
                continue
            action = draw(st.sampled_from(["delete", "replace", "duplicate", "swap", "card", "key"]))
            if action == "delete":
                del node[key]
            elif action == "replace":
                node[key] = draw(JSON)
            elif action == "duplicate" and isinstance(node, list):
                node.insert(key, copy.deepcopy(child))
            elif action == "swap" and isinstance(node, list) and len(node) > 1:
                other = draw(st.sampled_from(keys))
                node[key], node[other] = node[other], node[key]
            elif action == "card":
                node[key] = draw(st.sampled_from(["AS", "10H", "KD", "1S", "as", "", "AS ", None, 10, "QD"]))
            elif action == "key" and isinstance(node, dict):
                node[draw(st.sampled_from(ALL_KEYS))] = child
            break
    return data


@given(mutated())
def test_damaged_saves_are_refused_or_loaded(data: object) -> None:
    registry = Registry(plugins=[ShuttlePlugin()], entry_points=False)
    load_or_refuse(registry, data)
    load_or_refuse(registry, json.dumps(data))


@given(st.data())
def test_damaged_text_is_refused_or_loaded(data: st.DataObject) -> None:
    registry = Registry(plugins=[ShuttlePlugin()], entry_points=False)
    raw = bytearray(json.dumps(SAMPLE).encode("utf-8"))
    for _ in range(data.draw(st.integers(1, 4))):
        at = data.draw(st.integers(0, len(raw) - 1))
        choice = data.draw(st.sampled_from(["delete", "byte", "insert"]))
        if choice == "delete":
            del raw[at]
        elif choice == "byte":
            raw[at] = data.draw(st.integers(0, 255))
        else:
            raw[at:at] = data.draw(st.binary(min_size=1, max_size=4))
    load_or_refuse(registry, bytes(raw))
