"""The row clauses: a card put at the bottom of the pack, the deal to the row's end, the throw-outs between alike."""

from __future__ import annotations

import pytest

from patience_core import Deal, Move, Pile, Position, Role, parse_card
from patience_core.clauses import DealToRow, Intervening, ToBottom
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(6).page(15)
ROW = ("r1", "r2", "r3", "r4", "r5")


def table(cards: str, stock: str = "") -> Position:
    laid = cards.split()
    piles = [
        Pile(place, Role.TABLEAU, tuple(parse_card(text) for text in laid[i : i + 1])) for i, place in enumerate(ROW)
    ]
    piles += [Pile("out", Role.FOUNDATION), Pile("stock", Role.STOCK, tuple(parse_card(t) for t in stock.split()))]
    return Position("x", "y", 1, 0, tuple(piles))


def test_to_bottom_puts_the_first_card_named_lowest_and_refuses_a_card_the_pack_lacks() -> None:
    pack = [parse_card(text) for text in ("2C", "KH", "9D", "QH")]
    ToBottom(CITE, ("KH", "QH")).lay(pack, {})
    assert [str(card) for card in pack] == ["KH", "QH", "2C", "9D"]
    with pytest.raises(ValueError, match="no AS"):
        ToBottom(CITE, ("AS",)).lay(pack, {})


def test_the_deal_fills_the_first_empty_place_and_stops_with_the_stock() -> None:
    deal = DealToRow(CITE, row=ROW)
    after = deal.patience_apply_move(table("QH 9C", stock="KH 4D"), Deal())
    assert after is not None and [str(after.pile(p).top) for p in ROW] == ["QH", "9C", "4D", "None", "None"]
    refused = deal.patience_check_move(table("QH 9C"), Deal())
    assert refused is not None and not refused.legal


def test_throw_outs_are_only_between_two_alike_one_or_two_at_a_time() -> None:
    marriage = Intervening(CITE, row=ROW, into="out")
    position = table("QH 9C 3H 7D QS")
    assert marriage.throws(position) == [Move("r2", "out")]
    assert marriage.throws(table("QH 9C 3S QS")) == [Move("r2", "r3")]
    assert marriage.throws(table("QH 9C 3S 7D QD")) == []  # three between the queens: never
    after = marriage.patience_apply_move(position, Move("r2", "out"))
    assert after is not None and [str(after.pile(p).top) for p in ROW] == ["QH", "3H", "7D", "QS", "None"]


def test_a_place_holding_two_cards_or_a_gap_is_refused() -> None:
    marriage = Intervening(CITE, row=ROW, into="out")
    assert marriage.patience_check_position(table("QH 9C 3H")) == []
    gap = table("QH 9C 3H").with_piles({"r2": ()})
    assert marriage.patience_check_position(gap) == ["the row has a gap: it closes up as cards are thrown out"]
    crowded = table("QH 9C").with_piles({"r2": (parse_card("9C"), parse_card("2D"))})
    assert marriage.patience_check_position(crowded) == ["a place of the row holds more than one card"]
