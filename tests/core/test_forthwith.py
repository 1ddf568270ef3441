"""Forthwith (nothing from the stock while a card can be played), FreshCards (spaces filled from the stock before the
deal begins) and Dealing(rule=)."""

from __future__ import annotations

import pytest

from patience_core import Card, Deal, Move, Pile, Position, Role, parse_card
from patience_core.cards import ACE, KING
from patience_core.clauses import Build, Building, Dealing, Forthwith, Foundations, FreshCards, Suits
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(47).page(88)
KINGS = Foundations(CITE, piles=("f1",), build=Build.DOWN, start=KING, end=ACE)
RUNS = Building(CITE, piles=("a1", "a2"), build=Build.UP, suit=Suits.SAME)
FORTHWITH = Forthwith(CITE, piles=("a1", "a2", "w1"), foundations=KINGS, building=RUNS, built_from=("w1",))
HEAPS = Dealing(CITE, piles=("w1", "w2"), size=3, groups=2, rule="three cards at a time to each heap in turn")
FRESH = FreshCards(CITE, piles=("a1", "a2"), dealing=HEAPS)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(word) for word in text.split())


def table(a1: str = "4D", a2: str = "9C", w1: str = "", stock: str = "5C 6C 7C", **state: int) -> Position:
    piles = (
        Pile("f1", Role.FOUNDATION, (parse_card("KS"),)),
        Pile("a1", Role.TABLEAU, cards(a1)),
        Pile("a2", Role.TABLEAU, cards(a2)),
        Pile("w1", Role.WASTE, cards(w1)),
        Pile("w2", Role.WASTE),
        Pile("stock", Role.STOCK, cards(stock)),
    )
    return Position("x", "y", 1, 0, piles).with_state(**state)


@pytest.mark.parametrize(
    ("position", "due"),
    [
        (table(a2="QS"), "a2"),  # a table card that fits the king
        (table(w1="QS"), "w1"),  # a waste card that fits the king
        (table(w1="5D"), "w1"),  # a waste card that goes on a sequence
    ],
)
def test_the_stock_waits_while_a_card_can_be_played(position: Position, due: str) -> None:
    assert FORTHWITH.due(position) == [due]
    for move in (Deal(), Move("stock", "a1")):
        ruling = FORTHWITH.patience_check_move(position, move)
        assert ruling is not None and not ruling.legal
        assert ruling.rule == f"a card that can be played is played before more cards come from the stock: {due}"


def test_a_table_card_that_could_go_on_another_sequence_is_not_due() -> None:
    position = table(a1="4D", a2="5D")
    assert FORTHWITH.due(position) == []
    assert FORTHWITH.patience_check_move(position, Deal()) is None


def test_moves_other_than_the_stocks_are_left_to_the_other_rules() -> None:
    position = table(w1="QS")
    assert FORTHWITH.patience_check_move(position, Move("a1", "a2")) is None
    assert FORTHWITH.patience_check_move(position, Move("w1", "f1")) is None


def test_built_from_needs_building() -> None:
    with pytest.raises(ValueError, match="built_from= needs building="):
        Forthwith(CITE, piles=("a1",), foundations=KINGS, built_from=("w1",))


def test_before_the_deal_the_stock_fills_spaces_only_and_the_deal_waits_for_them() -> None:
    position = table(a1="")
    refused = FRESH.patience_check_move(position, Deal())
    assert refused is not None and refused.rule == "the spaces are filled from the stock before the deal begins: a1"
    assert FRESH.patience_check_move(position, Move("stock", "a1")) is None
    lifted = FRESH.patience_can_lift(position, position.pile("stock"), 1)
    assert lifted is not None and lifted.legal
    for move in (Move("stock", "a2"), Move("stock", "w1"), Move("stock", "a1", 2)):
        ruling = FRESH.patience_check_move(position, move)
        assert ruling is not None and ruling.rule == "a card of the stock goes only to a space"
    assert FRESH.patience_check_move(table(), Deal()) is None


def test_once_the_deal_has_begun_the_stock_fills_no_space_and_a_space_does_not_hold_the_deal() -> None:
    position = table(a1="", deals=1)
    assert FRESH.patience_check_move(position, Deal()) is None
    ruling = FRESH.patience_check_move(position, Move("stock", "a1"))
    assert ruling is not None and ruling.rule == "once the deal has begun, the stock fills no space"
    lifted = FRESH.patience_can_lift(position, position.pile("stock"), 1)
    assert lifted is not None and not lifted.legal
    assert FRESH.patience_can_lift(position, position.pile("a2"), 1) is None


def test_fresh_cards_need_a_deal_that_counts_its_deals() -> None:
    with pytest.raises(ValueError, match="Dealing in groups"):
        FreshCards(CITE, piles=("a1",), dealing=Dealing(CITE, piles=("w1",)))


def test_a_deal_in_groups_of_packets_says_its_own_rule_and_lays_each_packet_the_last_card_uppermost() -> None:
    position = table(stock="2H 3H 4H 5H 6H 7H")
    ruling = HEAPS.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal and ruling.rule == "three cards at a time to each heap in turn"
    assert HEAPS.lays(position.pile("w2")) == ("three cards at a time to each heap in turn", CITE)
    after = HEAPS.patience_apply_move(position, Deal())
    assert after is not None
    assert [str(card) for card in after.pile("w1").cards] == ["7H", "6H", "5H"]
    after = HEAPS.patience_apply_move(after, Deal())
    assert after is not None
    assert [str(card) for card in after.pile("w2").cards] == ["4H", "3H", "2H"]
    assert Dealing(CITE, piles=("w1",)).lays(position.pile("w1")) == (
        "a card is dealt from the stock onto each pile",
        CITE,
    )


def test_a_pile_named_twice_in_a_deal_takes_a_card_each_time_it_comes_round() -> None:
    rounds = Dealing(CITE, piles=("w1", "w2") * 3)
    after = rounds.patience_apply_move(table(stock="2H 3H 4H 5H 6H 7H 8H"), Deal())
    assert after is not None
    assert [" ".join(str(card) for card in after.pile(pile_id).cards) for pile_id in ("w1", "w2", "stock")] == [
        "8H 6H 4H",
        "7H 5H 3H",
        "2H",
    ]
