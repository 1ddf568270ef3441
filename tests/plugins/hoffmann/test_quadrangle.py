"""The Quadrangle (Hoffmann 1892, No. 56 "The Quadrangle", pp. 108–109): the deal and every rule."""

from __future__ import annotations

from collections import Counter

from patience_core import new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "quadrangle"
HEAPS = [f"h{i}" for i in range(1, 13)]
PAGE_108 = 'Hoffmann 1892, No. 56 "The Quadrangle", p. 108'


def test_twelve_heaps_of_three_face_up_and_the_card_cut_begins_the_first_foundation() -> None:
    game = new_game(NAME, number=1)
    assert [len(game.position.pile(pile_id).cards) for pile_id in HEAPS] == [3] * 12
    assert len(game.position.pile("f1").cards) == 1 and not game.position.pile("f2").cards
    assert len(game.position.pile("stock").cards) == 104 - 37
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_the_other_foundations_begin_with_the_cut_cards_value_and_go_on_in_suit_round_the_corner() -> None:
    game = arrange(NAME, f1="QH", h1="5C KH", h2="9S QS", h3="8D", h4="AH", stock="")
    refused = assert_illegal(game, "h3-f2", "the first one's value")
    assert str(refused.ruling.source) == PAGE_108
    game.play("h2-f2")
    game.play("h1-f1")
    game.play("h4-f1")
    assert pile_cards(game, "f1") == "QH KH AH"
    assert_illegal(game, "h1-f2", "built up in suit")  # the five of clubs on the queen of spades


def test_a_card_of_the_foundations_value_turned_up_is_placed_forthwith() -> None:
    game = arrange(NAME, f1="7C", h1="8S", stock="7S")
    refused = assert_illegal(game, "stock-talon", "placed on a foundation as it appears")
    assert str(refused.ruling.source) == PAGE_108
    assert_illegal(game, "stock-h1", "placed on a foundation as it appears")
    game.play("stock-f2")
    assert pile_cards(game, "f2") == "7S"


def test_the_packs_and_the_waste_heaps_cards_go_down_in_suit_on_the_heaps_and_no_heap_feeds_another() -> None:
    game = arrange(NAME, f1="3C", h1="9H", h2="6D", h3="AS", h4="2S", talon="8H", stock="KS 7H")
    assert_illegal(game, "stock-h2", "next higher card in suit")
    game.play("talon-h1")
    game.play("stock-h1")
    assert pile_cards(game, "h1") == "9H 8H 7H"
    refused = assert_illegal(game, "h3-h4", "from the pack and the waste-heap")
    assert "reading" in str(refused.ruling.source)
    assert_illegal(game, "stock-h3", "next higher card in suit")  # a king on an ace: the heaps do not turn


def test_an_emptied_heap_takes_at_once_the_waste_heaps_top_card_else_the_packs() -> None:
    game = arrange(NAME, f1="7C", f2="7D", h1="8C", h2="8D", talon="3S 4S", stock="QH")
    game.play("h1-f1")
    assert (pile_cards(game, "h1"), pile_cards(game, "talon")) == ("4S", "3S")
    game = arrange(NAME, f1="7C", f2="7D", h2="8D", talon="", stock="QH JH")
    game.play("h2-f2")
    assert (pile_cards(game, "h2"), pile_cards(game, "stock").split()[-1]) == ("JH", "QH")


def test_one_deal_only() -> None:
    game = arrange(NAME, stock="", talon="9C")
    assert_illegal(game, "redeal", "no redeal")
