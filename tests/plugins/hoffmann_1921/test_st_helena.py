"""St. Helena Patience (Hoffmann 1921, No. 9): each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "st-helena"
PACKETS = [f"p{i}" for i in range(1, 13)]


def test_four_kings_and_four_aces_set_out_twelve_cards_dealt_round_them_and_two_redeals() -> None:
    position = new_game(NAME, number=1).position
    assert [pile_cards_of(position, f"k{i}") for i in range(1, 5)] == ["KC", "KD", "KH", "KS"]
    assert [pile_cards_of(position, f"a{i}") for i in range(1, 5)] == ["AC", "AD", "AH", "AS"]
    assert [len(position.pile(packet).cards) for packet in PACKETS] == [1] * 12
    assert len(position.pile("stock").cards) == 84 and position.redeals_left == 2
    assert Counter(position.cards()) == Counter(pack(2))


def pile_cards_of(position: object, pile_id: str) -> str:
    return " ".join(map(str, position.pile(pile_id).cards))  # type: ignore[attr-defined]


def test_a_deal_lays_a_card_on_each_of_the_twelve() -> None:
    game = new_game(NAME, number=1)
    game.play(Deal())
    assert [len(game.position.pile(packet).cards) for packet in PACKETS] == [2] * 12
    assert len(game.position.pile("stock").cards) == 72


def test_the_kings_go_down_and_the_aces_up_in_suit() -> None:
    game = arrange(NAME, p5="QC", p6="QH", p11="2D", p12="3D")
    assert_illegal(game, "p6-k1", "suit")
    assert_illegal(game, "p12-a2", "in suit")
    assert game.play("p5-k1") == Move("p5", "k1")
    assert game.play("p11-a2") == Move("p11", "a2")


def test_while_cards_remain_in_hand_the_top_row_feeds_only_the_kings_and_the_bottom_only_the_aces() -> None:
    game = arrange(NAME, p1="2C", p2="QC", p7="QD", p8="2D", p5="2H", p6="QH")
    assert_illegal(game, "p1-a1", "the top row feeds only the kings")
    assert_illegal(game, "p7-k2", "the bottom row feeds only the aces")
    assert game.play("p2-k1") == Move("p2", "k1")
    assert game.play("p8-a2") == Move("p8", "a2")
    assert game.play("p5-a3") == Move("p5", "a3") and game.play("p6-k3") == Move("p6", "k3")


def test_once_the_pack_is_out_any_top_card_goes_to_either_kind() -> None:
    game = arrange(NAME, p1="2C", p7="QD", stock="")
    assert game.play("p1-a1") == Move("p1", "a1")
    assert game.play("p7-k2") == Move("p7", "k2")


def test_marriages_in_suit_either_way_only_once_the_pack_is_out() -> None:
    dealing = arrange(NAME, p5="9H", p6="10H")
    assert_illegal(dealing, "p5-p6", "only to the foundations")
    game = arrange(NAME, p5="9H", p6="10H", p11="8H", p12="8S", stock="")
    assert game.play("p5-p6") == Move("p5", "p6")
    assert_illegal(game, "p12-p6", "suit")
    up = arrange(NAME, p5="9H", p6="8H", stock="")
    assert up.play("p5-p6") == Move("p5", "p6")


def test_a_place_emptied_is_filled_from_the_pack_while_it_lasts_and_after_stays_empty() -> None:
    game = arrange(NAME, p5="QC", stock="7S 4D")
    game.play("p5-k1")
    assert pile_cards(game, "p5") == "4D" and pile_cards(game, "stock") == "7S"
    out = arrange(NAME, p5="QC", p6="5D", stock="")
    out.play("p5-k1")
    assert pile_cards(out, "p5") == ""
    assert_illegal(out, "p6-p5", "stays empty")


def test_the_packets_are_gathered_last_first_unshuffled_and_dealt_round_as_at_first() -> None:
    tops = {packet: "" for packet in PACKETS}
    game = arrange(NAME, stock="", **{**tops, "p1": "3D 4D", "p2": "9C", "p12": "6H 7H"})
    assert_illegal(arrange(NAME), Redeal(), "used up")
    game.play(Redeal())
    # Taken up face up from p12 to p1, p1 on top, and turned over: p12's first card comes first, p1's last card last.
    assert [pile_cards(game, packet) for packet in PACKETS[:5]] == ["6H", "7H", "9C", "3D", "4D"]
    assert game.position.redeals_left == 1
    assert_illegal(arrange(NAME, stock="", redeals_left=0), Redeal(), "redeal")


def test_after_a_redeal_the_rows_restrictions_revive_while_cards_remain_in_hand() -> None:
    tops = {packet: "" for packet in PACKETS}
    # Fifteen cards in p12, the two of clubs first: dealt round again, it comes to p1, three cards stay in hand.
    game = arrange(NAME, stock="", **{**tops, "p12": "2C 8S 7S 6S 5S 4S 3S 2S 10D 9D 8D 7D 6D 5D 9S"})
    game.play(Redeal())
    assert pile_cards(game, "p1") == "2C" and len(game.position.pile("stock").cards) == 3
    assert_illegal(game, "p1-a1", "the top row feeds only the kings")
