"""UnderItsNumber: each card slipped under the heap of its number, whose top card is taken next."""

from __future__ import annotations

from patience_core import Deal, Move, Pile, Position, Role, parse_card
from patience_core.clauses import UnderItsNumber
from patience_core.sources import HOFFMANN_1892
from tests.plugins.tables import cards

HIDDEN = HOFFMANN_1892.game(10).page(21)
CHAIN = UnderItsNumber(HIDDEN, heaps=("h1", "h2", "h3"), aside="kings", aside_cite=HIDDEN)


def table(h1: str, h2: str, h3: str, reserve: str = "", kings: str = "", **state: str) -> Position:
    piles = (
        Pile("h1", Role.TABLEAU, cards(h1)),
        Pile("h2", Role.TABLEAU, cards(h2)),
        Pile("h3", Role.TABLEAU, cards(h3)),
        Pile("kings", Role.FOUNDATION, cards(kings)),
        Pile("reserve", Role.STOCK, cards(reserve)),
    )
    return Position("x", "y", 1, 0, piles, tuple(sorted(state.items())))


def text(position: Position) -> list[str]:
    return [" ".join(map(str, pile.cards)) for pile in position.piles]


def step(position: Position) -> Position:
    ruling = CHAIN.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal, ruling
    after = CHAIN.patience_apply_move(position, Deal())
    assert after is not None
    return after


def test_the_first_heaps_top_card_goes_under_the_heap_of_its_number_whose_turn_it_then_is() -> None:
    after = step(table("2C AS 3H", "2D", "3D"))
    assert text(after) == ["2C AS", "2D", "3H 3D", "", ""] and after.get("turn") == "h3"


def test_a_card_with_no_heap_goes_aside_and_the_reserves_top_card_takes_its_place() -> None:
    after = step(table("AS KH", "2D", "3D", reserve="2H KS"))
    assert text(after) == ["AS", "2H 2D", "3D", "KH KS", ""]  # two kings in a row: the reserve gives twice
    assert after.get("turn") == "h2"


def test_the_chain_ends_when_the_heap_to_draw_from_holds_only_its_own_number() -> None:
    ruling = CHAIN.patience_check_move(table("AS AC", "2D 3H", "3D", turn="h1"), Deal())
    assert ruling is not None and not ruling.legal and "the chain ends: h1" in ruling.rule


def test_a_card_with_no_heap_and_the_reserve_used_up_ends_the_chain() -> None:
    after = step(table("AS KH", "2D", "3D"))
    assert text(after) == ["AS", "2D", "3D", "KH", ""] and after.get("turn") == "kings"
    ruling = CHAIN.patience_check_move(after, Deal())
    assert ruling is not None and not ruling.legal and "reserve is used up" in ruling.rule


def test_won_when_every_heap_holds_only_its_own_number_and_the_reserve_is_used_up() -> None:
    assert CHAIN.patience_is_won(table("AS AC", "2D", "3D 3H", kings="KS"))
    assert not CHAIN.patience_is_won(table("AS AC", "2D", "3D 3H", reserve="KD"))
    assert not CHAIN.patience_is_won(table("AS 2C", "2D", "3D 3H"))


def test_no_card_is_moved_by_hand_and_only_cards_with_no_heap_lie_aside() -> None:
    position = table("AS", "2D", "3D")
    ruling = CHAIN.patience_check_move(position, Move("h1", "h2"))
    assert ruling is not None and not ruling.legal and "by hand" in ruling.rule
    kings = position.pile("kings")
    allowed = CHAIN.patience_can_place(position, kings, (parse_card("KD"),))
    refused = CHAIN.patience_can_place(position, kings, (parse_card("3D"),))
    assert allowed is not None and allowed.legal
    assert refused is not None and not refused.legal and "above the three" in refused.rule
    assert CHAIN.patience_check_position(table("AS", "2D", "3D", turn="h9")) == [
        "state 'turn' is 'h9', not one of the heaps"
    ]


FROM_RESERVE = UnderItsNumber(HIDDEN, heaps=("h1", "h2", "h3"), aside="kings", aside_cite=HIDDEN, start="reserve")


def test_begun_from_the_reserve_its_top_card_goes_first_and_the_chain_runs_on_from_its_heap() -> None:
    position = table("AS", "2D", "3D 2C", reserve="KH 3H")
    ruling = FROM_RESERVE.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal and "reserve's top card" in ruling.rule
    after = FROM_RESERVE.patience_apply_move(position, Deal())
    assert after is not None
    assert text(after) == ["AS", "2D", "3H 3D 2C", "", "KH"] and after.get("turn") == "h3"
    assert FROM_RESERVE.patience_check_position(position) == []


def test_begun_from_the_reserve_a_king_on_top_of_it_costs_a_start() -> None:
    after = FROM_RESERVE.patience_apply_move(table("AS", "2D", "3D", reserve="2H KS"), Deal())
    assert after is not None and text(after) == ["AS", "2H 2D", "3D", "KS", ""] and after.get("turn") == "h2"


def test_begun_from_an_empty_reserve_the_chain_has_ended() -> None:
    ruling = FROM_RESERVE.patience_check_move(table("AS", "2D", "3D"), Deal())
    assert ruling is not None and not ruling.legal and "reserve is used up" in ruling.rule
    assert CHAIN.patience_check_position(table("AS", "2D", "3D", turn="reserve")) == [
        "state 'turn' is 'reserve', not one of the heaps"
    ]
