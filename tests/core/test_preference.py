"""Preference: a card of one group goes to a foundation only when no card of another, preferred, group fits it."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Foundations, Part, Preference
from patience_core.sources import HOFFMANN_1892

PLAIT = HOFFMANN_1892.game(54)
HOME = Foundations(PLAIT.page(105), piles=("f1", "f2"))
FIRST = Preference(PLAIT.page(105, 106), first=("p",), then=("a1", "a2"), foundations=HOME, name="plait")


def table(**piles: str) -> Position:
    """Foundations f1, f2; the preferred pile p; the others a1, a2, and a pile x that no clause names."""
    roles = {"f1": Role.FOUNDATION, "f2": Role.FOUNDATION, "p": Role.RESERVE, "a1": Role.RESERVE}
    roles |= {"a2": Role.RESERVE, "x": Role.RESERVE}
    laid = tuple(
        Pile(pile_id, role, tuple(parse_card(text) for text in piles.get(pile_id, "").split()))
        for pile_id, role in roles.items()
    )
    return Position("toy", "toy", 1, 0, laid)


def test_the_other_groups_card_is_refused_for_a_foundation_the_preferred_card_fits() -> None:
    position = table(f1="AH", f2="AS", p="2H", a1="2H", a2="2S")
    ruling = FIRST.patience_check_move(position, Move("a1", "f1"))
    assert ruling is not None and not ruling.legal
    assert ruling.rule == "the plait's card has the preference for that foundation"
    assert str(ruling.source) == 'Hoffmann 1892, No. 54 "The Plait", pp. 105–106'


def test_a_foundation_the_preferred_card_does_not_fit_is_left_to_the_other_rules() -> None:
    position = table(f1="AH", f2="AS", p="2H", a1="2H", a2="2S")
    assert FIRST.patience_check_move(position, Move("a2", "f2")) is None
    assert FIRST.patience_check_move(position, Move("p", "f1")) is None
    assert FIRST.patience_check_move(position, Move("x", "f1")) is None  # a pile of neither group
    assert FIRST.patience_check_move(position, Move("a1", "a2")) is None  # not to a foundation


def test_with_the_preferred_pile_empty_or_its_card_not_fitting_the_other_card_may_go() -> None:
    assert FIRST.patience_check_move(table(f1="AH", a1="2H"), Move("a1", "f1")) is None
    assert FIRST.patience_check_move(table(f1="AH", p="3H", a1="2H"), Move("a1", "f1")) is None


def test_the_clause_governs_the_foundations_and_names_its_group() -> None:
    assert Preference.governs is Part.FOUNDATIONS
    unnamed = Preference(PLAIT.page(105), first=("p", "q"), then=("a1",), foundations=HOME)
    assert unnamed.rule == "the p or q's card has the preference for that foundation"


def test_an_empty_foundation_the_preferred_card_may_not_begin_leaves_the_other_card_free() -> None:
    turned = Foundations(PLAIT.page(105), piles=("f1", "f2"), start=(1, 2, 3), first="f1", first_cite=PLAIT.page(105))
    first = Preference(PLAIT.page(105, 106), first=("p",), then=("a1",), foundations=turned, name="plait")
    position = table(f1="2H", p="3S", a1="2S")
    assert first.patience_check_move(position, Move("a1", "f2")) is None  # the three may not begin f2; the two may
    ruling = first.patience_check_move(table(f1="2H", p="2C", a1="2S"), Move("a1", "f2"))
    assert ruling is not None and not ruling.legal
