"""Moves: parsed from a Move, its dict form or its text; printed, dict-ed and repr-ed back."""

from __future__ import annotations

import re

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patience_core import Deal, InvalidMoveError, Move, Redeal, Under, parse_move
from patience_core.errors import shown

NAMESPACE = {"Move": Move, "Redeal": Redeal, "Deal": Deal, "Under": Under}


def nested(depth: int) -> list[object]:
    """A list nested ``depth`` deep: its repr recurses past any stack."""
    value: list[object] = []
    for _ in range(depth):
        value = [value]
    return value


DEEP = nested(100_000)

EXAMPLES = [
    (Move("w1", "f2"), "w1-f2", {"from": "w1", "to": "f2", "count": 1}),
    (Move("t3", "t5", 3), "t3-t5(3)", {"from": "t3", "to": "t5", "count": 3}),
    (Move("stock", "w4"), "stock-w4", {"from": "stock", "to": "w4", "count": 1}),
    (Redeal(), "redeal", {"redeal": True}),
    (Redeal(("w3", "w1", "w2", "w4")), "redeal w3 w1 w2 w4", {"redeal": True, "order": ["w3", "w1", "w2", "w4"]}),
    (Deal(), "deal", {"deal": True}),
    (Under("w1", "w2", 3), "w1-under-w2(3)", {"from": "w1", "under": "w2", "count": 3}),
    (Under("w4", "w1"), "w4-under-w1", {"from": "w4", "under": "w1", "count": 1}),
]


@pytest.mark.parametrize(("move", "text", "data"), EXAMPLES, ids=[text for _, text, _ in EXAMPLES])
def test_three_forms_agree(move: object, text: str, data: dict[str, object]) -> None:
    assert parse_move(move) == move
    assert parse_move(text) == move
    assert parse_move(data) == move
    assert str(move) == text
    assert move.to_dict() == data  # type: ignore[attr-defined]
    assert eval(repr(move), NAMESPACE) == move


def test_count_defaults_to_one_and_text_is_forgiving() -> None:
    assert parse_move({"from": "w1", "to": "f2"}) == Move("w1", "f2", 1)
    assert parse_move("  W1-F2 ") == Move("w1", "f2")
    assert parse_move("REDEAL  w2   w1") == Redeal(("w2", "w1"))
    assert parse_move("w1-f2(999)") == Move("w1", "f2", 999)
    assert parse_move({"redeal": True, "order": []}) == Redeal()


def test_moves_are_values() -> None:
    assert Move("w1", "f1") == Move("w1", "f1", 1)
    assert len({Move("w1", "f1"), Move("w1", "f1"), Redeal(), Redeal(), Deal(), Deal()}) == 3
    with pytest.raises(AttributeError):
        Move("w1", "f1").count = 2  # type: ignore[misc]


GARBAGE = [
    None,
    "",
    "   ",
    "w1",
    "w1-",
    "-f2",
    "w1 to f2",
    "w1-f2(0)",
    "w1-f2(-1)",
    "w1-f2(x)",
    "w1-f2(2",
    "w1--f2",
    "1w-f2",
    "w_1-f2",
    "w1-f2 w3-f4",
    "deal now",
    "redeal W!",
    "redeal 3",
    "w1\x00-f2",
    "ｗ1-f2",
    "w1-f2(٣)",
    42,
    3.5,
    True,
    b"w1-f2",
    ["w1", "f2"],
    ("w1", "f2"),
    {},
    {"from": "w1"},
    {"to": "f2"},
    {"from": "w1", "to": "f2", "count": 0},
    {"from": "w1", "to": "f2", "count": -3},
    {"from": "w1", "to": "f2", "count": 1.0},
    {"from": "w1", "to": "f2", "count": "2"},
    {"from": "w1", "to": "f2", "count": True},
    {"from": "w1", "to": "f2", "count": None},
    {"from": 1, "to": "f2"},
    {"from": "w1", "to": None},
    {"from": "W1", "to": "f2"},
    {"from": "", "to": "f2"},
    {"from": "w" * 10_000 + "!", "to": "f2"},
    {"redeal": True, "order": "w1 w2"},
    {"redeal": True, "order": [1, 2]},
    {"redeal": True, "order": None},
    {"redeal": "yes"},
    {"deal": 1},
    Move("w1", "f2", 0),
    Move("w1", "f2", -1),
    Move("w1", "f2", True),
    Move("w1", "f2", 1.5),  # type: ignore[arg-type]
    Move("W1", "f2"),
    Move("w1", ""),
    Move(None, "f2"),  # type: ignore[arg-type]
    Redeal(("w1", "")),
    Redeal((1,)),  # type: ignore[arg-type]
    object(),
    "w1-f2(" + "9" * 5000 + ")",
    "w1-f2(1000)",
    {"from": "w1", "to": "f2", "count": 10**5000},
    {"from": "w1", "to": "f2", "count": 1000},
    Move("w1", "f2", 10**5000),
    DEEP,
    {"from": DEEP, "to": "f2"},
    {"from": "w1", "to": "f2", "count": DEEP},
    {"redeal": True, "order": DEEP},
]


def garbage_id(garbage: object) -> str:
    """A test id that is the same in every process (no memory address), so pytest-xdist's workers agree."""
    return re.sub(r" (object |instance )?at 0x[0-9a-f]+", "", shown(garbage))[:30]


@pytest.mark.parametrize("garbage", GARBAGE, ids=[garbage_id(g) for g in GARBAGE])
def test_garbage_is_not_a_move(garbage: object) -> None:
    # Not a KeyError, TypeError, RecursionError or a bare ValueError: always the project's error.
    with pytest.raises(InvalidMoveError) as caught:
        parse_move(garbage)
    assert len(str(caught.value)) <= 200


@given(
    st.one_of(
        st.text(max_size=20), st.from_regex(r"[a-z][a-z0-9]{0,5}-[a-z][a-z0-9]{0,5}(\(\d{1,3}\))?", fullmatch=True)
    )
)
def test_text_either_parses_and_prints_back_or_is_refused(text: str) -> None:
    try:
        move = parse_move(text)
    except InvalidMoveError:
        return
    assert parse_move(str(move)) == move
    assert parse_move(move.to_dict()) == move


@given(
    st.dictionaries(
        st.sampled_from(["from", "to", "count", "redeal", "order", "deal", "other"]),
        st.one_of(st.none(), st.booleans(), st.integers(-3, 3), st.text(max_size=4), st.lists(st.text(max_size=3))),
    )
)
def test_dicts_either_parse_or_are_refused(data: dict[str, object]) -> None:
    try:
        move = parse_move(data)
    except InvalidMoveError:
        return
    assert parse_move(move.to_dict()) == move
    assert eval(repr(move), NAMESPACE) == move


def test_cards_under_a_pile_are_refused_where_no_rule_allows_them(sir_tommy_registry: object) -> None:
    from patience_core import IllegalMoveError, Registry

    assert isinstance(sir_tommy_registry, Registry)
    game = sir_tommy_registry.new_game("sir-tommy", number=1)
    game.play("stock-w1")
    game.play("stock-w2")
    before = game.position
    with pytest.raises(IllegalMoveError, match="no rule of this patience allows cards under a pile now"):
        game.play("w1-under-w2")
    assert game.position == before
    assert Under("w1", "w2") not in game.legal_moves()


def test_the_core_carries_out_cards_under_a_pile_once_a_rule_allows_them() -> None:
    from patience_core import Pile, Position, Role, parse_card
    from patience_core.defaults import CoreDefaults

    table = (
        Pile("w1", Role.WASTE, tuple(parse_card(text) for text in ("KD", "9S", "5H"))),
        Pile("w2", Role.WASTE, (parse_card("QC"),)),
    )
    after = CoreDefaults(None).patience_apply_move(Position("x", "y", 1, 0, table), Under("w1", "w2", 2))  # type: ignore[arg-type]
    assert after is not None
    assert [str(card) for card in after.pile("w2").cards] == ["9S", "5H", "QC"]
    assert [str(card) for card in after.pile("w1").cards] == ["KD"]
