"""PackEach, Twins, TurnUpWhenBlocked: a pack on each side, the same card paired across, packets opened when blocked."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Move, Pile, Position, Role, pack, parse_card, shuffled_pack
from patience_core.clauses import DealPackets, PackEach, TurnUpWhenBlocked, Twins
from patience_core.sources import HOFFMANN_1892

PAGE = HOFFMANN_1892.game(63).page(121)


def cards(text: str) -> tuple[object, ...]:
    return tuple(parse_card(word) for word in text.split())


def table(**piles: str) -> Position:
    order = ("pairs", "a1", "a2", "ag", "ag1", "ag2", "b1", "b2", "bg", "bg1", "bg2")
    roles = {"pairs": Role.FOUNDATION, "ag": Role.RESERVE, "bg": Role.RESERVE}
    return Position("x", "y", 1, 0, tuple(Pile(p, roles.get(p, Role.TABLEAU), cards(piles.get(p, ""))) for p in order))


TWINS = Twins(PAGE, sides=(("a1", "a2", "ag1", "ag2"), ("b1", "b2", "bg1", "bg2")))
GRACE = TurnUpWhenBlocked(PAGE, packets=(("ag", ("ag1", "ag2")), ("bg", ("bg1", "bg2"))), blocked_by=TWINS)


def test_pack_each_parts_two_shuffled_packs_into_two_whole_packs_in_their_order() -> None:
    deal = shuffled_pack(3, 2)
    step = PackEach(PAGE, (DealPackets(PAGE, size=52, to=("a",)),), (DealPackets(PAGE, size=52, to=("b",)),))
    laid: dict[str, list[object]] = {"a": [], "b": []}
    rest = list(deal)
    step.lay(rest, laid)  # type: ignore[arg-type]
    assert not rest
    assert Counter(laid["a"]) == Counter(pack(1)) == Counter(laid["b"])
    # the first side's pack keeps the shuffled order of the first copies met from the top
    firsts: list[object] = []
    for card in reversed(deal):
        if card not in firsts:
            firsts.append(card)
    assert laid["a"] == firsts  # dealt as one packet: the card met first lies at the bottom
    assert step.to == ("a", "b")


def test_twins_pair_only_the_same_card_across_the_sides() -> None:
    position = table(a1="9H", a2="9D", b1="9H", b2="9H")
    assert TWINS.patience_can_place(position, position.pile("a1"), cards("9H")).legal  # type: ignore[union-attr]
    assert not TWINS.patience_can_place(position, position.pile("a2"), cards("9H")).legal  # type: ignore[union-attr]
    refused = TWINS.patience_check_move(position, Move("b1", "b2"))
    assert refused is not None and refused.rule == "a pair is one card from each side"
    after = TWINS.patience_apply_move(position, Move("b1", "a1"))
    assert after is not None and [str(card) for card in after.pile("pairs").cards] == ["9H", "9H"]


@pytest.mark.parametrize(
    ("piles", "expected"),
    [({"a1": "9H", "b2": "9H"}, True), ({"a1": "9H", "a2": "9H"}, False), ({"a1": "2C 9H", "b1": "2C"}, False)],
)
def test_twins_know_whether_a_pair_is_left(piles: dict[str, str], expected: bool) -> None:
    assert TWINS.can_pair(table(**piles)) is expected


def test_a_packet_is_opened_a_card_at_a_time_each_side_in_turn_only_when_no_pair_is_left() -> None:
    position = table(a1="5H", b1="7C", ag="3S 4S", bg="3D 4D")
    ruling = GRACE.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal
    once = GRACE.patience_apply_move(position, Deal())
    assert once is not None and [str(c) for c in once.pile("ag1").cards] == ["4S"]
    twice = GRACE.patience_apply_move(once, Deal())
    assert twice is not None and [str(c) for c in twice.pile("bg1").cards] == ["4D"]
    blocked = GRACE.patience_check_move(table(a1="5H", b1="5H", ag="3S"), Deal())
    assert blocked is not None and "only when no pair can be made" in blocked.rule
    done = GRACE.patience_check_move(table(a1="5H", b1="7C"), Deal())
    assert done is not None and not done.legal


def test_nothing_is_taken_from_a_packet_or_laid_on_an_unopened_place() -> None:
    position = table(a1="5H", ag="3S", b1="7C")
    taken = GRACE.patience_check_move(position, Move("ag", "a1"))
    laid = GRACE.patience_check_move(position, Move("a1", "ag1"))
    assert taken is not None and not taken.legal
    assert laid is not None and not laid.legal
