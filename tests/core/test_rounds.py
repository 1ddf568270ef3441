"""DealRounds (a round at a time, a card that fits played as it turns up and its place lost) and SpreadWaste."""

from __future__ import annotations

from patience_core import Card, Deal, Move, Pile, Position, Redeal, Role, Suit, parse_card
from patience_core.cards import KING
from patience_core.clauses import Build, DealRounds, Foundations, MeetingPlace, SpreadWaste
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(48).page(90)
UP = Foundations(CITE, piles=("u1",), suits=(Suit.CLUBS,))
DOWN = Foundations(CITE, piles=("d1",), build=Build.DOWN, start=KING, suits=(Suit.CLUBS,))
MEETING = MeetingPlace(CITE, up=UP, down=DOWN, between=("m1",), suits=(Suit.CLUBS,))
GRACE = HOFFMANN_1892.game(48).page(91)
ROUNDS = DealRounds(
    CITE,
    places=("r1", "r2", "waste", "waste"),
    foundations=(UP, DOWN),
    meeting=MEETING,
    reserves=("r1", "r2", "waste"),
    grace=("r1", "r2"),
    grace_cite=GRACE,
)
SPREAD = SpreadWaste(CITE, foundations=(UP, DOWN), meeting=MEETING)


def cards(text: str) -> tuple[Card, ...]:
    return tuple(parse_card(word) for word in text.split())


def table(
    *,
    u1: str = "AC",
    d1: str = "KC",
    m1: str = "",
    r1: str = "",
    r2: str = "",
    waste: str = "",
    stock: str = "",
    redeals: int = 1,
) -> Position:
    """A table; ``stock`` is written top card first, the order it is dealt in."""
    piles = (
        Pile("u1", Role.FOUNDATION, cards(u1)),
        Pile("d1", Role.FOUNDATION, cards(d1)),
        Pile("m1", Role.RESERVE, cards(m1)),
        Pile("r1", Role.RESERVE, cards(r1)),
        Pile("r2", Role.RESERVE, cards(r2)),
        Pile("waste", Role.WASTE, cards(waste)),
        Pile("stock", Role.STOCK, cards(stock)[::-1]),
    )
    return Position("x", "y", 1, redeals, piles)


def text(position: Position, pile_id: str) -> str:
    return " ".join(str(card) for card in position.pile(pile_id).cards)


def dealt(position: Position) -> Position:
    after = ROUNDS.patience_apply_move(position, Deal())
    assert after is not None
    return after


def test_a_round_deals_a_card_to_each_place_a_place_named_twice_taking_two() -> None:
    after = dealt(table(stock="9D 8D 7H 6S 5S"))
    assert [text(after, pile_id) for pile_id in ("r1", "r2", "waste", "stock")] == ["9D", "8D", "7H 6S", "5S"]


def test_a_card_that_fits_goes_up_as_it_turns_up_and_its_place_in_the_round_is_lost() -> None:
    after = dealt(table(stock="2C 9D 3C 7H 5S"))
    assert text(after, "u1") == "AC 2C 3C"
    assert [text(after, pile_id) for pile_id in ("r1", "r2", "waste", "stock")] == ["", "9D", "7H", "5S"]


def test_a_card_that_fits_both_sequences_as_it_turns_up_waits_between_them_and_the_next_carries_it() -> None:
    after = dealt(table(u1="AC 2C 3C 4C 5C 6C 7C", d1="KC QC JC 10C 9C", stock="8C 4D 7C 3S"))
    assert text(after, "d1") == "KC QC JC 10C 9C 8C 7C"
    assert [text(after, pile_id) for pile_id in ("m1", "r1", "r2", "waste")] == ["", "", "4D", "3S"]


def test_once_no_redeal_is_left_the_rounds_go_round_the_grace_only() -> None:
    position = table(stock="9D 8D 7H 6S 5S", redeals=0)
    ruling = ROUNDS.patience_check_move(position, Deal())
    assert ruling is not None and ruling.legal and ruling.source == GRACE
    after = dealt(position)
    assert [text(after, pile_id) for pile_id in ("r1", "r2", "waste", "stock")] == ["9D", "8D", "", "5S 6S 7H"]


def test_the_next_round_waits_while_a_top_card_can_be_played_home_between_or_carrying_a_waiting_card() -> None:
    rule = "a card that can be played is played before the next round is dealt"
    met = {"u1": "AC 2C 3C 4C 5C 6C 7C", "d1": "KC QC JC 10C 9C"}
    for position, pile_id in (
        (table(r2="9D 2C", stock="5S"), "r2"),
        (table(waste="QC", stock="5S"), "waste"),
        (table(**met, r1="8C", stock="5S"), "r1"),
        (table(**met, m1="8C", r2="9C", stock="5S"), "r2"),
    ):
        ruling = ROUNDS.patience_check_move(position, Deal())
        assert ruling is not None and not ruling.legal and ruling.rule == f"{rule}: {pile_id}"
    ruling = ROUNDS.patience_check_move(table(r1="2D 9D", stock="5S"), Deal())
    assert ruling is not None and ruling.legal


def test_a_card_waiting_between_the_sequences_holds_the_next_round_only_once_it_fits_one_of_them() -> None:
    waiting = DealRounds(CITE, places=("r1",), foundations=(UP, DOWN), meeting=MEETING, reserves=("r1", "m1"))
    met = {"u1": "AC 2C 3C 4C 5C 6C 7C", "d1": "KC QC JC 10C 9C"}
    ruling = waiting.patience_check_move(table(**met, m1="8C", stock="5S"), Deal())
    assert ruling is not None and ruling.legal
    ruling = waiting.patience_check_move(table(**{**met, "d1": "KC QC JC 10C"}, m1="8C", stock="5S"), Deal())
    assert (
        ruling is not None and ruling.rule == "a card that can be played is played before the next round is dealt: m1"
    )


def test_the_rounds_leave_the_move_to_other_rules_once_the_stock_is_out() -> None:
    position = table(waste="2C")
    assert ROUNDS.patience_check_move(position, Deal()) is None
    assert ROUNDS.patience_apply_move(position, Deal()) is None
    assert ROUNDS.patience_candidate_moves(position) == []
    assert ROUNDS.patience_candidate_moves(table(stock="5S")) == [Deal()]


def test_as_a_step_of_the_layout_it_deals_the_first_round() -> None:
    pack = list(cards("5S 2C 9D"))  # the top of the pack at the end
    layout = {"u1": list(cards("AC")), "d1": list(cards("KC")), "m1": [], "r1": [], "r2": [], "waste": []}
    ROUNDS.lay(pack, layout)
    assert {pile_id: " ".join(map(str, held)) for pile_id, held in layout.items()} == {
        "u1": "AC 2C",
        "d1": "KC",
        "m1": "",
        "r1": "9D",
        "r2": "",
        "waste": "5S",
    }
    assert set(ROUNDS.reads()) == {"u1", "d1", "m1"}
    assert ROUNDS.lays(table().pile("waste")) == (ROUNDS.rule, CITE)


def test_every_card_of_the_spread_may_go_where_it_fits_the_uppermost_of_two_copies_first() -> None:
    position = table(waste="3C 9D QC 2C JC QC")
    assert SPREAD.patience_candidate_moves(position) == [Move("waste", "d1"), Move("waste", "u1")]
    ruling = SPREAD.patience_check_move(position, Move("waste", "u1"))
    assert ruling is not None and ruling.legal
    after = SPREAD.patience_apply_move(position, Move("waste", "d1"))
    assert after is not None
    assert [text(after, pile_id) for pile_id in ("u1", "d1", "waste")] == ["AC", "KC QC", "3C 9D QC 2C JC"]
    refused = SPREAD.patience_check_move(position, Move("waste", "u1", 2))
    assert refused is not None and refused.rule == "the cards of the spread waste go one at a time"
    refused = SPREAD.patience_check_move(table(waste="9D"), Move("waste", "u1"))
    assert refused is not None and refused.rule == "no card of the spread waste goes to u1"


def test_a_card_of_the_spread_that_fits_both_sequences_waits_between_them_and_the_next_carries_it() -> None:
    met = {"u1": "AC 2C 3C 4C 5C 6C 7C", "d1": "KC QC JC 10C 9C"}
    position = table(**met, waste="9C 8C 4D")
    assert SPREAD.targets(position, cards("8C")[0]) == ["m1"]
    after = SPREAD.patience_apply_move(position, Move("waste", "m1"))
    assert after is not None and text(after, "m1") == "8C"
    assert SPREAD.targets(after, cards("9C")[0]) == ["u1"]
    after = SPREAD.patience_apply_move(after, Move("waste", "u1"))
    assert after is not None
    assert [text(after, pile_id) for pile_id in ("u1", "m1", "waste")] == ["AC 2C 3C 4C 5C 6C 7C 8C 9C", "", "4D"]


def test_the_redeal_waits_until_the_spread_is_played_out_and_the_spread_waits_for_the_stock() -> None:
    refused = SPREAD.patience_check_move(table(waste="2C 9D"), Redeal())
    assert refused is not None and not refused.legal
    assert refused.rule == "the spread waste-heap is played out before the cards are dealt again"
    assert SPREAD.patience_check_move(table(waste="9D"), Redeal()) is None
    at_will = SpreadWaste(CITE, foundations=(UP, DOWN), waits=False)
    assert at_will.patience_check_move(table(waste="2C 9D"), Redeal()) is None
    position = table(waste="2C", stock="5S")
    assert SPREAD.patience_check_move(position, Move("waste", "u1")) is None
    assert SPREAD.patience_apply_move(position, Move("waste", "u1")) is None
    assert SPREAD.patience_candidate_moves(position) == []
