"""Calls: cards turned while ranks are called, a card answering its call thrown out; and Cleared, a win by emptying."""

from __future__ import annotations

from patience_core import Deal, Move, Pile, Position, Role
from patience_core.clauses import Calls, Cleared
from patience_core.sources import HOFFMANN_1892
from tests.plugins.tables import cards

HARVEST = HOFFMANN_1892.game(5).page(14)
TALKATIVE = HOFFMANN_1892.game(18).page(31)
PIQUET_CALLS = (7, 8, 9, 10, 11, 12, 13, 1)


def table(stock: str, waste: str = "", **state: str | bool) -> Position:
    """A table whose stock is ``stock`` written top card first."""
    piles = (
        Pile("stock", Role.STOCK, cards(stock)[::-1]),
        Pile("waste", Role.WASTE, cards(waste)),
        Pile("out", Role.FOUNDATION),
    )
    return Position("x", "y", 1, 0, piles, tuple(sorted(state.items())))


def dealt(calls: Calls, position: Position, times: int) -> Position:
    for _ in range(times):
        ruling = calls.patience_check_move(position, Deal())
        assert ruling is not None and ruling.legal, ruling
        after = calls.patience_apply_move(position, Deal())
        assert after is not None
        position = after
    return position


def text(position: Position, pile_id: str) -> str:
    return " ".join(map(str, position.pile(pile_id).cards))


def test_a_card_answering_its_call_goes_out_and_the_others_to_the_waste() -> None:
    calls = Calls(TALKATIVE, calls=range(1, 14), lost=TALKATIVE)
    after = dealt(calls, table("5D 2S 9C 4H"), 4)
    assert text(after, "out") == "2S 4H"
    assert text(after, "waste") == "5D 9C"
    assert after.get("call") == "5" and after.get("hit") is True


def test_with_restart_the_count_begins_again_after_a_card_goes_out() -> None:
    calls = Calls(HARVEST, calls=PIQUET_CALLS, lost=HARVEST, restart=HARVEST)
    after = dealt(calls, table("AS 8D 7C 9H"), 4)
    assert text(after, "out") == "8D 7C"  # seven, eight: out; then seven again, and seven
    assert after.get("call") == "8"
    running = Calls(HARVEST, calls=PIQUET_CALLS, lost=HARVEST)
    assert text(dealt(running, table("AS 8D 7C 9H"), 4), "out") == "8D"


def test_the_waste_is_taken_up_in_the_order_dealt_and_the_count_goes_on() -> None:
    calls = Calls(TALKATIVE, calls=range(1, 14), lost=TALKATIVE)
    after = dealt(calls, table("5D 9C KH"), 4)
    assert text(after, "stock") == "KH 9C 5D"  # the first card dealt is on top
    assert after.get("call") == "4" and after.get("began") == "4"
    assert after.get("hit") is None


def test_a_pass_idle_from_a_call_already_idle_loses_and_a_card_out_forgets_the_idle_calls() -> None:
    calls = Calls(TALKATIVE, calls=range(1, 14), lost=TALKATIVE)
    stuck = table("", waste="5D", call="A", began="A", idle="A")
    ruling = calls.patience_check_move(stuck, Deal())
    assert ruling is not None and not ruling.legal and "come round unchanged" in ruling.rule
    assert ruling.source == TALKATIVE
    idle_once = table("", waste="5D", call="2", began="2", idle="A")
    after = dealt(calls, idle_once, 1)
    assert after.get("idle") == "A 2"
    after_hit = table("", waste="5D", call="2", began="2", idle="A 2", hit=True)
    assert dealt(calls, after_hit, 1).get("idle") is None


def test_the_last_card_out_leaves_nothing_to_take_up() -> None:
    calls = Calls(TALKATIVE, calls=range(1, 14), lost=TALKATIVE)
    ruling = calls.patience_check_move(table(""), Deal())
    assert ruling is not None and not ruling.legal and "every card" in ruling.rule


def test_no_card_is_moved_by_hand() -> None:
    calls = Calls(TALKATIVE, calls=range(1, 14), lost=TALKATIVE)
    ruling = calls.patience_check_move(table("5D", waste="9C"), Move("waste", "out"))
    assert ruling is not None and not ruling.legal and "by hand" in ruling.rule


def test_a_state_that_is_no_call_is_refused() -> None:
    calls = Calls(HARVEST, calls=PIQUET_CALLS, lost=HARVEST, restart=HARVEST)
    assert calls.patience_check_position(table("5D", call="2")) == [
        "state 'call' is '2', not one of the calls 7 8 9 10 J Q K A"
    ]
    assert calls.patience_check_position(table("5D", idle="7 3")) == ["state 'idle' is '7 3', not calls of the game"]
    assert calls.patience_check_position(table("7D", call="7", began="8", idle="9 A")) == []


def test_cleared_is_won_only_when_its_piles_are_empty() -> None:
    cleared = Cleared(TALKATIVE, piles=("stock", "waste"), rule="won when every card is thrown out")
    assert not cleared.patience_is_won(table("5D"))
    assert not cleared.patience_is_won(table("", waste="5D"))
    assert cleared.patience_is_won(table(""))


def test_with_an_idle_limit_passes_in_a_row_throwing_nothing_out_lose_whatever_their_calls() -> None:
    strict = Calls(TALKATIVE, calls=range(1, 14), lost=TALKATIVE, idle_limit=2)
    first = table("", waste="5D 9C", call="3", began="A")
    after = dealt(strict, first, 1)  # one idle pass: allowed, and noted
    assert after.get("idle") == "A"
    second = table("", waste="5D 9C", call="5", began="3", idle="A")
    ruling = strict.patience_check_move(second, Deal())
    assert ruling is not None and not ruling.legal and ruling.rule.startswith("2 passes in a row")
    hit = table("", waste="5D 9C", call="5", began="3", idle="A", hit=True)
    assert dealt(strict, hit, 1).get("idle") is None
