"""Redeals(idle=...): dealt again as often as needed, until deals in a row place nothing (The Indefatigable, p. 44)."""

from __future__ import annotations

from patience_core import Pile, Position, Redeal, Role, parse_card
from patience_core.clauses import DealPackets, Redeals
from patience_core.sources import HOFFMANN_1892

INDEFATIGABLE = HOFFMANN_1892.game(25).page(44)
HEAPS = ("t1", "t2")
AGAIN = Redeals(
    INDEFATIGABLE, gather=HEAPS, shuffle=False, turn=True, steps=(DealPackets(INDEFATIGABLE, size=4, to=HEAPS),),
    idle=2, home=1,
)  # fmt: skip


def table(home: str = "AS", t1: str = "9C 4D", t2: str = "KH") -> Position:
    def pile(pile_id: str, role: Role, cards: str) -> Pile:
        return Pile(pile_id, role, tuple(map(parse_card, cards.split())))

    return Position("x", "y", 1, 99, (pile("f1", Role.FOUNDATION, home), pile("t1", Role.TABLEAU, t1),
                                      pile("t2", Role.TABLEAU, t2)))  # fmt: skip


def redeal(position: Position) -> Position:
    ruling = AGAIN.patience_check_move(position, Redeal())
    assert ruling is not None and ruling.legal, ruling
    return AGAIN.patience_redeal(position, Redeal())


def test_a_deal_that_places_nothing_may_be_followed_by_one_more_but_not_two() -> None:
    after = redeal(table())  # the first deal placed nothing: once is allowed
    assert (after.get("home"), after.get("idle")) == (1, 1)
    ruling = AGAIN.patience_check_move(after, Redeal())
    assert ruling is not None and not ruling.legal and ruling.rule.startswith("the game is lost: 2 deals in a row")


def test_a_card_placed_starts_the_count_again() -> None:
    after = redeal(table())
    placed = after.with_piles({"f1": tuple(map(parse_card, "AS 2S".split()))})
    again = redeal(placed)
    assert (again.get("home"), again.get("idle")) == (2, 0)
    assert redeal(again).get("idle") == 1


def test_the_cards_come_back_in_their_order_in_fours() -> None:
    after = redeal(table(t1="9C 4D 7H 8H 2C", t2="KH"))
    assert [" ".join(map(str, pile.cards)) for pile in after.piles[1:]] == ["9C 4D 7H 8H", "2C KH"]


def test_a_saved_count_that_play_could_not_leave_is_refused() -> None:
    assert AGAIN.patience_check_position(table().with_state(home=1, idle=1)) == []
    assert AGAIN.patience_check_position(table().with_state(home=5))  # more than the foundations hold
    assert AGAIN.patience_check_position(table().with_state(idle=2))  # a deal would have been refused
