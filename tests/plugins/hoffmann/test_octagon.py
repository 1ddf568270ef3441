"""The Octagon (Hoffmann 1892, No. 57 "The Octagon", pp. 110–111): the deal and every rule."""

from __future__ import annotations

from collections import Counter

from patience_core import new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME = "octagon"
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
PACKETS = ("c1", "c2", "c3", "c4")
PAGE_111 = 'Hoffmann 1892, No. 57 "The Octagon", p. 111'


def test_the_aces_in_pairs_as_the_diagram_lays_them_and_a_packet_of_five_across_each_corner() -> None:
    game = new_game(NAME, number=1)
    assert [pile_cards(game, pile_id) for pile_id in FOUNDATIONS] == ["AD", "AD", "AC", "AC", "AS", "AS", "AH", "AH"]
    assert [len(game.position.pile(pile_id).cards) for pile_id in PACKETS] == [5] * 4
    assert len(game.position.pile("stock").cards) == 104 - 28
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_the_aces_are_built_up_in_suit_from_the_packets_the_pack_and_the_waste_heap() -> None:
    game = arrange(NAME, c1="9C 2D", c2="2H", talon="3D", stock="4D")
    assert_illegal(game, "c2-f1", "built up in suit")  # the two of hearts on the ace of diamonds
    game.play("c1-f1")
    game.play("talon-f1")
    game.play("stock-f1")
    assert pile_cards(game, "f1") == "AD 2D 3D 4D"


def test_the_packs_cards_go_down_in_suit_on_a_packet_and_no_packet_feeds_another() -> None:
    game = arrange(NAME, c1="9H", c2="8H", c3="KS", talon="8H", stock="7H 7C")
    assert_illegal(game, "stock-c1", "next higher card in suit")  # a seven of clubs on a nine of hearts
    refused = assert_illegal(game, "c2-c1", "from the pack and the waste-heap")
    assert "reading" in str(refused.ruling.source)
    game.play("talon-c1")
    assert pile_cards(game, "c1") == "9H 8H"
    assert str(game.judge("stock-c3").source) == PAGE_111 and not game.judge("stock-c3").legal


def test_a_packet_cleared_takes_the_waste_heaps_top_card_at_once() -> None:
    game = arrange(NAME, c1="2D", talon="5S 9C", stock="KH")
    game.play("c1-f1")
    assert (pile_cards(game, "c1"), pile_cards(game, "talon")) == ("9C", "5S")
    game = arrange(NAME, c1="2D", talon="", stock="QH KH")
    game.play("c1-f1")
    assert pile_cards(game, "c1") == "KH"


def test_the_waste_heap_is_dealt_through_three_times_more_as_it_lies() -> None:
    assert new_game(NAME, number=1).position.redeals_left == 3
    ruling = assert_dealt_again_in_its_order(NAME)
    assert "reading" in str(ruling.source)
