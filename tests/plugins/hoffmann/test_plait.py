"""The Plait (Hoffmann 1892, No. 54 "The Plait", pp. 104–106): the deal and every rule, and the edition that reads
the plait's preference as advice."""

from __future__ import annotations

from collections import Counter

from patience_core import Game, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME = "plait"
CORNERS = ("c1", "c2", "c3", "c4")
CROSSWISE = tuple(f"t{i}" for i in range(1, 9))
PAGE_105 = 'Hoffmann 1892, No. 54 "The Plait", p. 105'


def bare(edition: str | None = None, **piles: str) -> Game:
    """A table with only the cards named on the plait, the corners and the crosswise places (the rest empty)."""
    return arrange(NAME, edition, **{**dict.fromkeys(("plait", *CORNERS, *CROSSWISE), ""), **piles})


def test_a_plait_of_twenty_four_corners_eight_crosswise_and_the_first_card_turned_on_the_first_foundation() -> None:
    game = new_game(NAME, number=1)
    assert len(game.position.pile("plait").cards) == 20
    assert all(len(game.position.pile(pile_id).cards) == 1 for pile_id in CORNERS + CROSSWISE)
    assert len(game.position.pile("f1").cards) == 1 and not game.position.pile("f2").cards
    assert len(game.position.pile("stock").cards) == 104 - 33
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_only_the_plaits_last_card_is_free() -> None:
    game = bare(f1="5C", f2="5H", plait="6H 9D 6C", c1="KS")
    assert game.judge("plait-f1").legal
    assert_illegal(game, "plait-f2(2)", "only the last card of the plait is available")


def test_the_foundations_take_the_first_cards_value_and_go_up_in_suit_past_the_king_to_the_ace() -> None:
    game = bare(f1="KH", plait="QD", t1="AH", t2="QS", t3="KC", stock="2H")
    refused = assert_illegal(game, "t2-f2", "the first one's value")
    assert str(refused.ruling.source).startswith("reading: the first card turned is the first foundation")
    game.play("t3-f2")
    game.play("t1-f1")
    game.play("stock-f1")
    assert pile_cards(game, "f1") == "KH AH 2H"


def test_a_card_of_the_foundations_value_lying_free_goes_up_before_a_card_is_turned() -> None:
    game = bare(f1="7C", plait="QD", t4="7S", stock="3H")
    refused = assert_illegal(game, "stock-talon", "goes up before a card is turned")
    assert "reading" in str(refused.ruling.source)
    game.play("t4-f2")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "3H"


def test_the_plaits_card_has_the_preference_over_a_corner_or_crosswise_card_for_the_same_foundation() -> None:
    game = bare(f1="7C", f2="7D", plait="JS 8C", c1="8C", t1="8D")
    refused = assert_illegal(game, "c1-f1", "the plait's card has the preference")
    assert str(refused.ruling.source).startswith("reading: the plait goes first")
    game.play("t1-f2")  # the plait's card does not fit the diamonds
    game.play("plait-f1")
    advised = bare("preference-advised", f1="7C", plait="JS 8C", c1="8C")
    assert advised.judge("c1-f1").legal


def test_a_corner_is_fed_from_the_plait_and_stays_empty_once_the_plait_is_gone() -> None:
    game = bare(f1="7C", plait="9H 10S", c1="8C")
    game.play("c1-f1")
    assert (pile_cards(game, "c1"), pile_cards(game, "plait")) == ("10S", "9H")
    game = bare(f1="7C", plait="", c1="8C", talon="5D")
    game.play("c1-f1")
    assert pile_cards(game, "c1") == ""
    assert_illegal(game, "talon-c1", "a space takes nothing")


def test_a_crosswise_vacancy_takes_the_card_turned_from_the_pack_not_the_waste_heaps() -> None:
    game = bare(f1="7C", plait="QD", t2="4C", talon="5D", stock="9S")
    refused = assert_illegal(game, "talon-t1", "filled only from stock")
    assert "reading" in str(refused.ruling.source)
    assert_illegal(game, "stock-t2", "holds one card")
    game.play("stock-t1")
    assert pile_cards(game, "t1") == "9S"


def test_no_building_anywhere_but_on_the_foundations() -> None:
    game = bare(f1="7C", plait="QD", t1="9S", t2="10S", c1="10H")
    refused = assert_illegal(game, "t1-t2", "cards go only to the foundations")
    assert "reading" in str(refused.ruling.source)
    assert_illegal(game, "plait-c1", "cards go only to the foundations")


def test_the_waste_heap_is_dealt_through_three_times_more_as_it_lies() -> None:
    assert new_game(NAME, number=1).position.redeals_left == 3
    ruling = assert_dealt_again_in_its_order(NAME, plait="QD", f1="7C")
    assert "reading" in str(ruling.source)
