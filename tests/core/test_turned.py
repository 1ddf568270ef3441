"""ChainWhenBlocked: cards turned aside come back one by one when play is blocked, each starting a chain."""

from __future__ import annotations

import pytest

from patience_core import Deal, Move, Pile, Position, Redeal, Role
from patience_core.cards import ACE, KING
from patience_core.clauses import ChainWhenBlocked, Foundations
from patience_core.sources import HOFFMANN_1892, Reading
from tests.plugins.tables import cards

PAQUETS = HOFFMANN_1892.game(52)
ONCE = Reading("each card moves once in a chain", of=PAQUETS.page(100))
LAST_FIRST = Reading("the last card put aside comes back first", of=PAQUETS.page(100))
UP = Foundations(PAQUETS.page(99), piles=("u1",), order=(KING, ACE, 2, 3, 4, 5))
DOWN = Foundations(PAQUETS.page(99), piles=("d1",), order=(KING, 12, 11, 10, 9, 8))
HEAPS = ("h1", "h2", "h3", "h4")
CHAIN = ChainWhenBlocked(
    PAQUETS.page(100),
    heaps=HEAPS,
    turned="aside",
    foundations=(UP, DOWN),
    free=(*HEAPS, "fan"),
    once=ONCE,
    turned_cite=LAST_FIRST,
    gather_cite=PAQUETS.page(100, 101),
)


def table(
    h1: str = "",
    h2: str = "",
    h3: str = "",
    h4: str = "",
    *,
    aside: str = "",
    stock: str = "",
    u1: str = "KS AS",
    d1: str = "KH QH",
    fan: str = "",
    **state: str,
) -> Position:
    piles = (
        Pile("u1", Role.FOUNDATION, cards(u1)),
        Pile("d1", Role.FOUNDATION, cards(d1)),
        *(Pile(pile_id, Role.TABLEAU, cards(text)) for pile_id, text in zip(HEAPS, (h1, h2, h3, h4), strict=True)),
        Pile("fan", Role.RESERVE, cards(fan)),
        Pile("aside", Role.STOCK, cards(aside)),
        Pile("stock", Role.STOCK, cards(stock)),
    )
    return Position("x", "y", 1, 0, piles, tuple(sorted(state.items())))


def text(position: Position, *piles: str) -> list[str]:
    return [" ".join(map(str, position.pile(pile_id).cards)) for pile_id in piles]


def step(position: Position) -> Position:
    ruling = CHAIN.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal, ruling
    after = CHAIN.patience_apply_move(position, Deal())
    assert after is not None
    return after


def refusal(position: Position, move: object = None) -> str:
    ruling = CHAIN.patience_check_move(position, Deal() if move is None else move)  # type: ignore[arg-type]
    assert ruling is not None and not ruling.legal
    return ruling.rule


def test_the_last_card_turned_aside_goes_under_the_heap_of_its_number_which_the_chain_then_reaches() -> None:
    before = table("9D", "7C", "AC 10S", "9C", aside="4D 3H")
    assert CHAIN.patience_check_move(before, Deal()).source == LAST_FIRST  # type: ignore[union-attr]
    after = step(before)
    assert text(after, "h3", "aside") == ["3H AC 10S", "4D"]
    assert after.get("turn") == "h3" and after.get("under") == "h3:1"


def test_the_chain_deals_with_the_top_card_of_the_heap_it_reached_and_goes_on() -> None:
    position = step(table("9D", "7C", "AC 4S", "9C", aside="4D 3H"))
    after = step(position)
    assert text(after, "h3", "h4") == ["3H AC", "4S 9C"]
    assert after.get("turn") == "h4" and after.get("under") == "h3:1 h4:1"


def test_a_card_with_no_heap_of_its_number_ends_the_chain() -> None:
    position = step(table("9D", "7C", "AC 10S", "9C", aside="4D 3H"))  # four heaps: no heap for the ten
    assert CHAIN.going_on(position) is None
    after = step(position)
    assert text(after, "h3", "h4") == ["3H AC 10S", "4D 9C"] and after.get("under") == "h4:1"


def test_a_turned_card_that_fits_goes_up_and_no_chain_begins() -> None:
    after = step(table("9D", aside="4D 2S"))
    assert text(after, "u1", "aside") == ["KS AS 2S", "4D"]
    assert after.get("turn") is None and after.get("under") is None


def test_a_turned_card_that_fits_both_groups_goes_to_the_first_one_given() -> None:
    up = Foundations(PAQUETS.page(99), piles=("u1",), order=(KING, ACE, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12))
    down = Foundations(PAQUETS.page(99), piles=("d1",), order=(KING, 12, 11, 10, 9, 8, 7, 6, 5, 4, 3, 2, ACE))
    chain = ChainWhenBlocked(PAQUETS.page(100), heaps=HEAPS, turned="aside", foundations=(up, down), free=HEAPS,
                             once=ONCE)  # fmt: skip
    position = table(u1="KS AS 2S", d1="KS QS JS 10S 9S 8S 7S 6S 5S 4S", aside="3S")
    after = chain.patience_apply_move(position, Deal())
    assert after is not None and text(after, "u1", "d1")[0] == "KS AS 2S 3S"


def test_no_step_while_a_free_card_fits_a_foundation_and_the_move_ends_the_chain() -> None:
    position = step(step(table("9D", "7C", "2S 4C", "9C", aside="4D 3H")))  # the four uncovers the two
    assert text(position, "h3", "h4") == ["3H 2S", "4C 9C"] and position.get("turn") == "h4"
    assert refusal(position) == "a card that fits a foundation is played before the chain goes on: h3"
    after = CHAIN.patience_apply_move(position, Move("h3", "u1"))
    assert after is not None and text(after, "u1", "h3") == ["KS AS 2S", "3H"]
    assert after.get("turn") is None and after.get("under") is None
    assert "fan" in CHAIN.free and refusal(table(fan="JH", aside="4D")).endswith(": fan")


def test_a_move_between_foundations_does_not_end_the_chain() -> None:
    position = step(table("9D", "7C", "AC 10S", "9C", aside="4D 3H"))
    assert CHAIN.patience_apply_move(position, Move("u1", "d1")) is None


def test_the_chain_ends_when_it_reaches_a_card_it_has_moved_and_the_next_turned_card_comes() -> None:
    position = step(table("9D", "7C", "", "9C", aside="4D 3H"))  # the three goes under an empty heap
    assert position.get("turn") == "h3" and CHAIN.going_on(position) is None
    ruling = CHAIN.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal and ruling.source == ONCE
    after = step(position)
    assert text(after, "h3", "h4", "aside") == ["3H", "4D 9C", ""]
    assert after.get("turn") == "h4" and after.get("under") == "h4:1"


def test_a_heap_of_its_own_number_only_is_gone_through_once() -> None:
    position = step(table("9D", "7C", "3C 3D", "9C", aside="4D 3H"))
    position = step(step(position))
    assert text(position, "h3") == ["3C 3D 3H"] and position.get("under") == "h3:3"
    assert CHAIN.going_on(position) is None  # the three of hearts, moved already, is on top again


def test_no_chain_while_the_stock_lasts_and_none_once_the_turned_cards_are_used_up() -> None:
    assert CHAIN.patience_check_move(table("9D", aside="4D", stock="5C"), Deal()) is None
    assert CHAIN.patience_apply_move(table("9D", aside="4D", stock="5C"), Deal()) is None
    assert refusal(table("9D")) == "the turned cards are used up"
    spent = step(table("9D", "7C", "", "9C", aside="3H"))
    assert refusal(spent) == "the chain has ended and the turned cards are used up"


def test_the_heaps_are_gathered_only_once_the_turned_cards_are_used_up() -> None:
    ruling = CHAIN.patience_check_move(table("9D", aside="4D"), Redeal())
    assert ruling is not None and not ruling.legal and ruling.source == PAQUETS.page(100, 101)
    assert CHAIN.patience_check_move(table("9D"), Redeal()) is None


def test_the_turned_cards_are_not_taken_by_hand() -> None:
    position = table("9D", aside="4D")
    ruling = CHAIN.patience_can_lift(position, position.pile("aside"), 1)
    assert ruling is not None and not ruling.legal and "face down" in ruling.rule
    assert CHAIN.patience_can_lift(position, position.pile("h1"), 1) is None


@pytest.mark.parametrize(
    ("state", "problem"),
    [
        ({"turn": "fan", "under": "h1:1"}, "not one of the heaps"),
        ({"turn": "h1"}, "go together"),
        ({"turn": "h1", "under": "h1:5"}, "not counts"),
        ({"turn": "h1", "under": "h9:1"}, "not counts"),
    ],
)
def test_a_chain_state_no_play_could_leave_is_refused(state: dict[str, str], problem: str) -> None:
    problems = CHAIN.patience_check_position(table("9D", **state))
    assert problems and problem in " ".join(problems)
    assert CHAIN.patience_check_position(table("9D", turn="h1", under="h1:1")) == []


def test_its_rule_says_what_it_does() -> None:
    assert CHAIN.rule.startswith("when play is blocked, the last card turned aside comes back")
    assert "under the heap of its number" in CHAIN.rule
