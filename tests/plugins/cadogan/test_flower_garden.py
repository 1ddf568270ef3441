"""The Flower-Garden (Cadogan 1914, "The Flower-Garden"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

GARDEN = [f"g{i}" for i in range(1, 7)]
BOUQUET = [f"b{i}" for i in range(1, 17)]


def test_six_packets_of_six_and_a_bouquet_of_sixteen() -> None:
    position = new_game("flower-garden", number=1).position
    assert Counter(position.cards()) == Counter(pack())
    assert [len(position.pile(pile_id).cards) for pile_id in GARDEN] == [6] * 6
    assert [len(position.pile(pile_id).cards) for pile_id in BOUQUET] == [1] * 16
    assert pile_cards_of(position, "g1") == "JD 2D 9H JC 5D 7H" and pile_cards_of(position, "b16") == "6H"


def pile_cards_of(position: object, pile_id: str) -> str:
    return " ".join(str(card) for card in position.pile(pile_id).cards)  # type: ignore[attr-defined]


def test_any_bouquet_card_and_the_top_of_a_packet_go_to_the_foundations_up_in_suit() -> None:
    game = arrange("flower-garden", g1="5C AC", b7="2C", b9="AH")
    assert game.play("g1-f1") == Move("g1", "f1")
    assert game.play("b7-f1") == Move("b7", "f1")
    assert_illegal(game, "b9-f2", "from the ace of its own suit")
    assert_illegal(arrange("flower-garden", g1="AC 5C"), "g1-f1(2)", "uppermost card")


def test_the_garden_builds_down_regardless_of_suit_one_card_at_a_time() -> None:
    game = arrange("flower-garden", g1="5C", g2="KD 4D", g3="9S 8H", b10="10H", g4="JD")
    assert game.play("g2-g1") == Move("g2", "g1")  # the four of diamonds on the five of clubs
    assert game.play("b10-g4") == Move("b10", "g4")  # the book's own example: the ten of hearts on the knave
    assert_illegal(game, "g3-g4(2)", "only the uppermost card of a packet of the Garden is available")
    assert_illegal(game, "g3-g1", "a card goes on the next higher card regardless of suit")


def test_a_packet_cleared_takes_any_available_card_and_the_bouquet_takes_nothing_back() -> None:
    game = arrange("flower-garden", g1="", g2="KS", b1="QH")
    assert game.play("g2-g1") == Move("g2", "g1")
    assert pile_cards(game, "g1") == "KS"
    game.play("b1-g1")
    assert_illegal(game, "g1-b1", "a space takes nothing")
