"""Foundations held back until others are complete (``after=``): Quadrille's fives and sixes wait for the queens."""

from __future__ import annotations

import pytest

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.cards import QUEEN, Suit
from patience_core.clauses import Foundations, MustPlay
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(7).page(16)
QUEENS = Foundations(CITE, piles=("q1", "q2"), order=(QUEEN,), suits=(Suit.HEARTS, Suit.CLUBS))
SIXES = Foundations(
    CITE, piles=("s1", "s2"), start=6, end=11, suits=(Suit.HEARTS, Suit.CLUBS), after=QUEENS, after_cite=CITE
)


def table(q1: str = "QH", q2: str = "", s1: str = "", turned: str = "6H") -> Position:
    def pile(pile_id: str, text: str, role: Role = Role.FOUNDATION) -> Pile:
        return Pile(pile_id, role, tuple(parse_card(word) for word in text.split()))

    return Position(
        "x",
        "y",
        1,
        0,
        (
            pile("q1", q1),
            pile("q2", q2),
            pile("s1", s1),
            pile("s2", ""),
            pile("talon", "", Role.WASTE),
            pile("stock", turned, Role.STOCK),
        ),
    )


def test_a_foundation_waits_until_every_foundation_it_waits_for_is_complete() -> None:
    early = table()
    ruling = SIXES.patience_can_place(early, early.pile("s1"), (parse_card("6H"),))
    assert ruling is not None and not ruling.legal and "only once q1 and q2 are complete" in ruling.rule
    assert SIXES.next_home(early, parse_card("6H")) is None
    ready = table(q2="QC")
    assert SIXES.patience_can_place(ready, ready.pile("s1"), (parse_card("6H"),)).legal  # type: ignore[union-attr]
    assert SIXES.next_home(ready, parse_card("6H")) == ready.pile("s1")


def test_a_card_that_must_wait_is_not_forced_onto_the_foundation_it_may_not_yet_begin() -> None:
    must = MustPlay(CITE, foundations=(QUEENS, SIXES))
    assert must.patience_check_move(table(), Move("stock", "talon")) is None
    forced = must.patience_check_move(table(q2="QC"), Move("stock", "talon"))
    assert forced is not None and not forced.legal


def test_a_saved_table_begun_before_its_time_is_refused() -> None:
    assert SIXES.patience_check_position(table(s1="6H")) == ["s1 is begun, but q1 and q2 are not complete"]
    assert SIXES.patience_check_position(table(q2="QC", s1="6H")) == []


def test_after_without_its_rule_is_refused() -> None:
    with pytest.raises(ValueError, match="after= needs after_cite="):
        Foundations(CITE, piles=("s1",), after=QUEENS)
