"""HomeFirst (a card that fits a foundation goes there first) and Building(continued=): a pile keeps its direction."""

from __future__ import annotations

import pytest

from patience_core import Deal, Move, Pile, Position, Role, parse_card
from patience_core.clauses import Build, Building, Foundations, HomeFirst, Suits
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(44).page(81)
HOME = Foundations(CITE, piles=("f1",))
FIRST = HomeFirst(CITE, piles=("a1", "a2"), foundations=(HOME,))


def table(a1: str, a2: str, f1: str = "AS") -> Position:
    piles = (
        Pile("f1", Role.FOUNDATION, (parse_card(f1),)),
        Pile("a1", Role.TABLEAU, (parse_card(a1),)),
        Pile("a2", Role.TABLEAU, (parse_card(a2),)),
    )
    return Position("x", "y", 1, 0, piles)


def test_while_a_card_is_due_nothing_but_a_foundation_play_is_allowed() -> None:
    position = table("2S", "9D")
    assert FIRST.due(position) == ["a1"]
    for move in (Move("a2", "a1"), Move("a1", "a2"), Deal()):
        ruling = FIRST.patience_check_move(position, move)
        assert ruling is not None and not ruling.legal and ruling.rule.endswith(": a1")
    assert FIRST.patience_check_move(position, Move("a1", "f1")) is None
    assert FIRST.patience_check_move(position, Move("a1", "f1", 2)) is not None


def test_nothing_is_due_when_no_top_card_fits() -> None:
    position = table("3S", "9D")
    assert FIRST.due(position) == []
    assert FIRST.patience_check_move(position, Move("a2", "a1")) is None


def test_a_pile_emptied_is_never_due() -> None:
    position = table("3S", "9D").with_piles({"a1": ()})
    assert FIRST.due(position) == []


def keeps(*cards: str) -> Pile:
    return Pile("a1", Role.TABLEAU, tuple(parse_card(card) for card in cards))


def test_a_pile_keeps_the_direction_its_second_card_gave_it() -> None:
    either = Building(CITE, piles=("a1",), build=Build.EITHER, suit=Suits.SAME, continued=CITE)
    assert [either.accepts(keeps("7D"), (parse_card(c),)) for c in ("6D", "8D", "8C")] == [True, True, False]
    assert [either.accepts(keeps("7D", "8D"), (parse_card(c),)) for c in ("9D", "7D", "9C")] == [True, False, False]
    assert [either.accepts(keeps("7D", "6D"), (parse_card(c),)) for c in ("5D", "7D")] == [True, False]
    free = Building(CITE, piles=("a1",), build=Build.EITHER, suit=Suits.SAME)
    assert free.accepts(keeps("7D", "8D"), (parse_card("7D"),)) is True


def test_a_direction_is_kept_only_by_piles_built_either_way() -> None:
    with pytest.raises(ValueError, match="building either way"):
        Building(CITE, build=Build.DOWN, continued=CITE)
