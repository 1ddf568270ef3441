"""The Square (Cadogan 1914, "The Square"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Game, Move, PositionError, load_game, new_game, pack

from ..tables import arrange, assert_illegal, pile_cards, saved
from .helpers import registry

PLACES = [f"t{i}" for i in range(1, 17)]
HEARTS_UP = "AH 2H 3H 4H 5H 6H 7H 8H 9H 10H JH QH KH"


def table(**piles: str) -> Game:
    """Deal 1 with some piles replaced; ``turn`` gives the next cards of the pack."""
    return arrange(registry(), "square", **piles)


def test_sixteen_cards_make_the_square_and_the_aces_go_to_their_places_as_they_appear() -> None:
    for number in range(1, 6):
        position = new_game("square", number=number).position
        assert [len(position.pile(place).cards) for place in PLACES] == [1] * 16
        for foundation, suit in zip(("f1", "f2", "f3", "f4"), "CSHD", strict=True):
            laid = " ".join(str(card) for card in position.pile(foundation).cards)
            assert laid in ("", f"A{suit}")
            ace_in_square = any(str(position.pile(place).top) == f"A{suit}" for place in PLACES)
            assert not (ace_in_square and not laid)  # the first ace of a suit never stays in the square
        assert Counter(position.cards()) == Counter(pack(2))
    assert pile_cards(new_game("square", number=1), "f2") == "AS"


def test_a_foundation_climbs_to_the_king_and_descends_from_a_second_king_to_the_ace() -> None:
    game = table(f3=HEARTS_UP, t1="KH", t2="QH")
    assert_illegal(game, "t2-f3", "a foundation of its own suit is built in suit, in the order A 2 3")
    assert game.play("t1-f3") == Move("t1", "f3")
    game = table(f3=HEARTS_UP + " KH", t2="QH", t3="AH")
    assert_illegal(game, "t3-f3", "in the order A 2 3")
    assert game.play("t2-f3") == Move("t2", "f3")
    assert pile_cards(game, "f3").endswith("QH KH KH QH")


def test_each_suit_has_its_own_foundation_and_a_card_played_there_stays() -> None:
    game = table(f3="AH", t1="AH", t2="2H")
    assert_illegal(game, "f3-t2", "a card played to a foundation stays there")
    assert_illegal(game, "t1-f1", "a foundation of its own suit")
    assert game.play("t2-f3") == Move("t2", "f3")


def test_cards_of_the_square_marry_up_or_down_in_suit_and_a_sequence_is_reversed_card_by_card() -> None:
    game = table(t1="7D 8D 9D", t2="QD JD 10D", t3="8H")
    assert_illegal(game, "t3-t2", "a card goes on the next higher or lower card in suit")
    assert_illegal(game, "t2-t1(3)", "only the top card of a place in the square is available")
    for _ in range(3):
        assert game.play("t2-t1") == Move("t2", "t1")
    assert pile_cards(game, "t1") == "7D 8D 9D 10D JD QD"  # Q J 10 on the nine, reversed: 10 J Q
    assert_illegal(game, "t3-f1", "a space is filled at once")


def test_a_space_is_filled_at_once_from_the_pack_or_the_talon_never_from_the_square() -> None:
    game = table(t1="", t2="7H", t3="8S", talon="5C", turn="6D 4C")
    assert_illegal(game, "t2-t1", "a space is filled only from talon, stock")
    assert_illegal(game, "stock-talon", "a space is filled at once, before anything else is played: t1")
    assert_illegal(game, "t2-t3", "a space is filled at once")
    assert game.play("stock-t1") == Move("stock", "t1")
    assert pile_cards(game, "t1") == "6D"
    game = table(t1="", talon="5C", turn="6D")
    assert game.play("talon-t1") == Move("talon", "t1")
    assert pile_cards(game, "t1") == "5C"


def test_the_pack_is_turned_a_card_at_a_time_and_a_card_that_fits_a_foundation_is_played() -> None:
    game = table(f4="AD", t1="KS", turn="2D 9S")
    assert_illegal(game, "stock-talon", "a card turned that fits a foundation is played")
    assert game.play("stock-f4") == Move("stock", "f4")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert_illegal(game, "t1-talon", "only a card turned from the stock goes to the talon")


def test_an_ace_turned_from_the_pack_while_its_place_is_empty_goes_there_at_once() -> None:
    # Play ¶2: the aces "must be placed in their allotted spaces as they appear", before a space waiting is filled;
    # neither a marriage on a two of its suit nor a space may keep it.
    game = table(f1="", t1="2C", t2="", talon="5D", turn="AC 9S")
    for elsewhere in ("stock-t1", "stock-t2", "stock-talon"):
        refused = assert_illegal(game, elsewhere, "an ace is placed in its allotted space as it appears")
        assert str(refused.ruling.source).startswith("reading: an ace turned from the pack while its place is empty")
    assert_illegal(game, "stock-f1(2)", "a space is filled at once")  # the ace alone goes, not the card under it
    assert game.play("stock-f1") == Move("stock", "f1")
    assert_illegal(game, "stock-talon", "a space is filled at once")  # the space's turn now
    second = table(f1="AC", t1="2C", turn="AC")
    assert second.play("stock-t1") == Move("stock", "t1")  # a second ace is an ordinary card


def test_a_place_that_is_not_a_chain_of_marriages_is_refused() -> None:
    game = new_game("square", number=1)
    t1, t2 = pile_cards(game, "t1"), pile_cards(game, "t2")
    with pytest.raises(PositionError, match=f"t1 holds {t1} under {t2}, which is not married to it"):
        load_game(saved(game, t1=f"{t1} {t2}", t2=""))
