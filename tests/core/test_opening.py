"""OpenWhenBlocked: packets face down, turned over in order, only when no pair is available."""

from __future__ import annotations

import pytest

from patience_core import Deal, Pile, Position, Role, parse_card
from patience_core.clauses import OpenWhenBlocked, Pairs
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(45).page(83)
FOURTEEN = Pairs(CITE, piles=("h1", "h2", "r1", "r2"), total=14)
PACKETS = OpenWhenBlocked(CITE, piles=("r1", "r2"), blocked_by=FOURTEEN)


def table(h1: str, h2: str, r1: str = "KC", r2: str = "AD", opened: int = 0) -> Position:
    piles = (
        Pile("pairs", Role.FOUNDATION),
        *(Pile(pid, Role.TABLEAU, (parse_card(text),) if text else ()) for pid, text in (("h1", h1), ("h2", h2))),
        *(Pile(pid, Role.RESERVE, (parse_card(text),) if text else ()) for pid, text in (("r1", r1), ("r2", r2))),
    )
    return Position("x", "y", 1, 0, piles).with_state(opened=opened)


def test_a_packet_is_turned_only_when_no_pair_is_available() -> None:
    ruling = PACKETS.patience_check_move(table("8S", "6D"), Deal())
    assert ruling is not None and not ruling.legal and "no two cards available make a pair" in ruling.rule
    ruling = PACKETS.patience_check_move(table("8S", "9D"), Deal())
    assert ruling is not None and ruling.legal


def test_the_packets_not_yet_turned_do_not_count_as_a_pair_and_give_no_card() -> None:
    closed = table("AS", "9D", r1="KC")  # AS + KC would make fourteen, but the packet lies face down
    assert PACKETS.a_pair(closed) is False
    lift = PACKETS.patience_can_lift(closed, closed.pile("r1"), 1)
    assert lift is not None and not lift.legal
    place = PACKETS.patience_can_place(closed, closed.pile("r1"), (parse_card("AS"),))
    assert place is not None and not place.legal
    turned = table("AS", "9D", r1="KC", opened=1)
    assert PACKETS.a_pair(turned) is True
    assert PACKETS.patience_can_lift(turned, turned.pile("r1"), 1) is None
    assert PACKETS.patience_can_lift(turned, turned.pile("r2"), 1) is not None  # the second still face down


def test_turning_counts_the_packets_and_stops_when_all_are_turned() -> None:
    after = PACKETS.patience_apply_move(table("8S", "9D"), Deal())
    assert after is not None and after.get("opened") == 1
    assert PACKETS.patience_candidate_moves(table("8S", "9D", opened=2)) == []
    ruling = PACKETS.patience_check_move(table("8S", "9D", opened=2), Deal())
    assert ruling is not None and not ruling.legal and "every packet" in ruling.rule


@pytest.mark.parametrize("opened", [-1, 3, "one"])
def test_a_saved_count_of_packets_turned_is_checked(opened: object) -> None:
    position = table("8S", "9D").with_state(opened=opened)  # type: ignore[arg-type]
    assert PACKETS.patience_check_position(position) != []


def test_no_packets_is_refused() -> None:
    with pytest.raises(ValueError, match="one or more packets"):
        OpenWhenBlocked(CITE, piles=(), blocked_by=FOURTEEN)
