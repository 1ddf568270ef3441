"""GridDeal and NarrowEnds(lanes=False): a grid dealt row under row, as The Parallels (Hoffmann 1892, No. 40)."""

from __future__ import annotations

import pytest

from patience_core import Deal, Pile, Position, Role, parse_card
from patience_core.cards import KING, Suit
from patience_core.clauses import Build, Foundations, GridDeal, MeetingPlace, NarrowEnds
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(40).page(72)
ROWS = (("a1", "a2"), ("b1", "b2"), ("c1", "c2"), ("d1", "d2"))
UP = Foundations(CITE, piles=("f1",), suits=(Suit.CLUBS,))
DOWN = Foundations(CITE, piles=("f2",), build=Build.DOWN, start=KING, suits=(Suit.CLUBS,))
OPEN = NarrowEnds(CITE, rows=ROWS, lanes=False)


def table(stock: str = "", rows: int | None = None, **places: str) -> Position:
    grid = [
        Pile(place, Role.TABLEAU, tuple(parse_card(card) for card in places.get(place, "").split()))
        for row in ROWS
        for place in row
    ]
    piles = (
        Pile("f1", Role.FOUNDATION, (parse_card("AC"),)),
        Pile("f2", Role.FOUNDATION, (parse_card("KC"),)),
        Pile("m1", Role.RESERVE),
        *grid,
        Pile("stock", Role.STOCK, tuple(parse_card(card) for card in stock.split())),
    )
    position = Position("x", "y", 1, 0, piles)
    return position.with_state(rows=rows) if rows else position


def shown(position: Position) -> dict[str, str]:
    return {pile.id: str(pile.top) for pile in position.piles if pile.id[0] in "abcd" and pile.cards}


def test_a_card_is_free_in_the_top_row_or_beside_an_empty_place_above_or_below() -> None:
    three = table(rows=3, a1="9D", a2="9D", b1="9D", b2="9D", c1="9D", c2="9D")
    assert [OPEN.free(three, place) for place in ("a1", "b1", "c1")] == [True, False, True]
    gap = three.with_piles({"c1": ()})
    assert OPEN.free(gap, "b1") and not OPEN.free(gap, "b2")
    assert OPEN.free(three.with_piles({"a2": ()}), "b2")


def test_a_deal_fills_every_gap_uppermost_row_first_before_a_new_row() -> None:
    deal = GridDeal(CITE, rows=ROWS)
    after = deal.patience_apply_move(table("5S 6S 7S", rows=2, a2="9D", b1="9D"), Deal())
    assert shown(after) == {"a1": "7S", "a2": "9D", "b1": "9D", "b2": "6S"}
    assert after.get("rows") == 2
    row = deal.patience_apply_move(after, Deal())
    assert shown(row)["c1"] == "5S" and "c2" not in shown(row) and row.get("rows") == 3


def test_a_deal_waits_while_a_free_card_can_be_played_home_or_carry_a_waiting_card() -> None:
    deal = GridDeal(CITE, rows=ROWS, available=OPEN, unless=(UP, DOWN))
    blocked = table("5S", rows=3, a1="9D", b1="2C", c1="9D")
    assert deal.patience_check_move(blocked, Deal()).legal  # the two is covered above and below
    ruling = deal.patience_check_move(blocked.with_piles({"c1": ()}), Deal())
    assert not ruling.legal and ruling.rule.endswith(": b1")
    meeting = MeetingPlace(CITE, up=UP, down=DOWN, between=("m1",), suits=(Suit.CLUBS,))
    waiting = table("5S", a1="7C").with_piles(
        {"f1": tuple(parse_card(f"{rank}C") for rank in "A 2 3 4 5 6 7".split()), "m1": (parse_card("8C"),)}
    )
    waiting = waiting.with_piles({"f2": tuple(parse_card(f"{rank}C") for rank in "K Q J 10 9".split())})
    carried = GridDeal(CITE, rows=ROWS, unless=(UP, DOWN), meeting=meeting)
    assert not carried.patience_check_move(waiting, Deal()).legal
    assert GridDeal(CITE, rows=ROWS, unless=(UP, DOWN)).patience_check_move(waiting, Deal()).legal


def test_a_deal_needs_the_stock_and_room_and_a_saved_grid_is_checked() -> None:
    deal = GridDeal(CITE, rows=ROWS)
    assert deal.patience_check_move(table(""), Deal()).rule == "the stock is used up"
    full = {place: "9D" for row in ROWS for place in row}
    assert not deal.patience_check_move(table("5S", rows=4, **full), Deal()).legal
    assert deal.patience_check_position(table(rows=9)) == ["state 'rows' is 9, not a count of rows from 1 to 4"]
    assert deal.patience_check_position(table(c1="9D")) == ["c1 holds a card, but row 3 has not been dealt"]
    with pytest.raises(ValueError, match="dealt="):
        GridDeal(CITE, rows=ROWS, dealt=0)
