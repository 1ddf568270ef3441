"""Cards: the text notation both ways, suit symbols and colours, packs, and what is not a card."""

from __future__ import annotations

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patience_core import Card, Colour, PositionError, Suit, pack, parse_card
from patience_core.cards import RANKS

ALL_TEXTS = [rank + suit for suit in "CSHD" for rank in RANKS[1:]]


@pytest.mark.parametrize("text", ALL_TEXTS)
def test_every_card_prints_as_it_is_written(text: str) -> None:
    card = parse_card(text)
    assert str(card) == text
    assert parse_card(str(card)) is card
    assert eval(repr(card), {"Card": Card}) == card


@pytest.mark.parametrize(
    ("text", "rank", "suit"),
    [("AS", 1, Suit.SPADES), ("10H", 10, Suit.HEARTS), ("QD", 12, Suit.DIAMONDS), ("KC", 13, Suit.CLUBS)],
)
def test_rank_and_suit(text: str, rank: int, suit: Suit) -> None:
    card = Card.parse(text)
    assert (card.rank, card.suit) == (rank, suit)
    assert card == Card(rank, suit)


def test_lower_case_and_spaces_are_forgiven() -> None:
    assert parse_card(" qd ") is parse_card("QD")


@pytest.mark.parametrize(("text", "shown"), [("AS", "A♠"), ("10H", "10♥"), ("QD", "Q♦"), ("KC", "K♣")])
def test_symbols(text: str, shown: str) -> None:
    assert parse_card(text).symbol() == shown


def test_colours() -> None:
    assert {suit: suit.colour for suit in Suit} == {
        Suit.CLUBS: Colour.BLACK,
        Suit.SPADES: Colour.BLACK,
        Suit.HEARTS: Colour.RED,
        Suit.DIAMONDS: Colour.RED,
    }
    assert parse_card("7D").colour is Colour.RED
    assert parse_card("7S").colour is Colour.BLACK


def test_ace_and_king() -> None:
    assert parse_card("AH").is_ace and not parse_card("AH").is_king
    assert parse_card("KH").is_king and not parse_card("KH").is_ace
    assert not parse_card("7H").is_ace and not parse_card("7H").is_king


def test_packs() -> None:
    one = pack()
    assert len(one) == len(set(one)) == 52
    assert [str(card) for card in one[:14]] == [*ALL_TEXTS[:13], "AS"]
    two = pack(2)
    assert two == one + one
    four = pack(4)
    assert four == one * 4
    for packs in (0, -1, 1.5, True, "2"):
        with pytest.raises(ValueError, match="whole number of packs, one or more"):
            pack(packs)  # type: ignore[arg-type]


@pytest.mark.parametrize(
    "text", ["", "1S", "11H", "0C", "AX", "A", "S", "AS AS", "10", "ZZ", "A♠", None, 1, 1.0, b"AS", ["AS"], {}]
)
def test_not_a_card(text: object) -> None:
    with pytest.raises(PositionError, match="not a card"):
        parse_card(text)


def test_a_long_bad_card_is_shortened_in_the_message() -> None:
    with pytest.raises(PositionError) as caught:
        parse_card("X" * 10_000)
    assert len(str(caught.value)) < 120


@pytest.mark.parametrize(("rank", "suit"), [(0, Suit.CLUBS), (14, Suit.CLUBS), ("A", Suit.CLUBS), (1, "C")])
def test_card_values_are_checked(rank: object, suit: object) -> None:
    with pytest.raises(PositionError):
        Card(rank, suit)  # type: ignore[arg-type]


@given(st.text(max_size=6))
def test_parse_card_accepts_exactly_the_notation(text: str) -> None:
    try:
        card = parse_card(text)
    except PositionError:
        assert text.strip().upper() not in ALL_TEXTS
    else:
        assert str(card) == text.strip().upper()


def test_cards_sort_by_rank_then_suit() -> None:
    assert sorted([parse_card("2C"), parse_card("AD"), parse_card("AC")]) == [
        parse_card("AC"),
        parse_card("AD"),
        parse_card("2C"),
    ]
