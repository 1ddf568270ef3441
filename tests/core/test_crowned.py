"""Crowned: foundations built up beneath a card of the table and crowned with it (The Constitution, No. 32)."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Crowned
from patience_core.sources import HOFFMANN_1892

GAME = HOFFMANN_1892.game(32)
MIDDLE = Crowned(GAME.page(55), crowns={"m1": "u1", "m2": "u2"}, together=GAME.page(56))
TWELVE = "8H 9C 10D JS QH KC AD 2S 3H 4C 5D 6S"


def table(m1: str = "", m2: str = "", u1: str = "7S", u2: str = "KD", l1: str = "8H") -> Position:
    def pile(pile_id: str, role: Role, text: str) -> Pile:
        return Pile(pile_id, role, tuple(parse_card(card) for card in text.split()))

    piles = (
        pile("u1", Role.RESERVE, u1),
        pile("u2", Role.RESERVE, u2),
        pile("m1", Role.FOUNDATION, m1),
        pile("m2", Role.FOUNDATION, m2),
        pile("l1", Role.TABLEAU, l1),
    )
    return Position("x", "y", 1, 0, piles)


def test_a_foundation_begins_one_rank_above_its_crown_whatever_the_suit_a_king_followed_by_an_ace() -> None:
    position = table()
    assert MIDDLE.refusal(position, position.pile("m1"), parse_card("8C")) is None
    assert MIDDLE.refusal(position, position.pile("m2"), parse_card("AS")) is None
    assert MIDDLE.refusal(position, position.pile("m2"), parse_card("2S")) == MIDDLE.rule


def test_no_second_card_until_every_foundation_has_its_first() -> None:
    waiting = table(m1="8H", l1="9C")
    assert MIDDLE.refusal(waiting, waiting.pile("m1"), parse_card("9C")) == (
        "no foundation takes a second card until every one has its first"
    )
    ruling = MIDDLE.patience_can_place(waiting, waiting.pile("m1"), (parse_card("9C"),))
    assert ruling is not None and str(ruling.source).endswith("p. 56")
    begun = table(m1="8H", m2="AC", l1="9C")
    assert MIDDLE.refusal(begun, begun.pile("m1"), parse_card("9C")) is None


def test_only_the_crown_completes_a_foundation_and_the_crown_goes_nowhere_else() -> None:
    full = table(m1=TWELVE, m2="AC", l1="7S")
    refused = MIDDLE.patience_check_move(full, Move("l1", "m1"))
    assert refused is not None and refused.rule == "a foundation is completed by the card above it, and by no other"
    assert MIDDLE.patience_check_move(full, Move("u1", "m1")) is None
    early = table(m1="8H", m2="AC")
    for move in (Move("u1", "m1"), Move("u2", "m1"), Move("u1", "l1")):
        ruling = MIDDLE.patience_check_move(early, move)
        assert ruling is not None and ruling.rule == "the card above a foundation goes onto it only as its last card"


def test_a_complete_foundation_takes_nothing_and_keeps_its_cards() -> None:
    done = table(m1=f"{TWELVE} 7S", u1="", m2="AC", l1="8D")
    assert MIDDLE.refusal(done, done.pile("m1"), parse_card("8D")) == (
        "a foundation built up to its crown takes nothing more"
    )
    ruling = MIDDLE.patience_check_move(done, Move("m1", "l1"))
    assert ruling is not None and ruling.rule == "a card played to a foundation stays there"


def test_the_moves_it_offers_and_a_saved_position_it_refuses() -> None:
    assert MIDDLE.patience_candidate_moves(table(l1="8H")) == [Move("l1", "m1")]
    assert MIDDLE.patience_check_position(table(m1="9H")) == [
        "m1 begins with 9H, not a card one rank above its crown 7S"
    ]


def test_a_foundation_whose_crown_is_gone_is_known_by_its_first_card() -> None:
    # Only a position made by hand has this: a foundation replayed card by card after its crown went on it.
    gone = table(m1="8H 9C", u1="", m2="AC")
    assert MIDDLE.refusal(gone, gone.pile("m1"), parse_card("10S")) is None
    assert MIDDLE.refusal(gone, gone.pile("m1"), parse_card("JS")) == MIDDLE.rule
    eleven = table(m1=TWELVE, u1="", m2="AC")
    assert MIDDLE.refusal(eleven, eleven.pile("m1"), parse_card("7D")) is None
    assert MIDDLE.patience_check_position(gone) == ["u1 is empty, but m1 is not complete"]
