"""The Four Marriages (Hoffmann 1921, No. 12): each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Card, Move, Redeal, new_game, pack, shuffled_pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "four-marriages"


def test_two_packs_a_heap_of_thirteen_values_the_rest_the_pack_and_two_redeals() -> None:
    position = new_game(NAME, number=1).position
    heap = position.pile("heap").cards
    assert sorted(card.rank for card in heap) == list(range(1, 14))
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 2
    assert len(position.pile("stock").cards) == 91
    assert all(not position.pile(pile).cards for pile in ("a1", "a2", "a3", "a4", "d1", "d2", "d3", "d4", "talon"))


def test_the_heap_keeps_the_first_card_of_each_value_in_the_order_drawn_and_duplicates_go_under_the_pack() -> None:
    drawn = list(shuffled_pack(1, 2))[::-1]  # the top of the pack first
    kept: list[Card] = []
    duplicates: list[Card] = []
    for card in drawn:
        if len(kept) == 13:
            break
        (duplicates if any(other.rank == card.rank for other in kept) else kept).append(card)
    position = new_game(NAME, number=1).position
    assert list(position.pile("heap").cards) == kept
    assert duplicates, "deal 1 draws some duplicate values"
    assert list(position.pile("stock").cards[: len(duplicates)]) == duplicates[::-1]


def test_a_first_ace_or_two_of_its_suit_begins_its_own_foundation_and_nothing_else_does() -> None:
    game = arrange(NAME, heap="AH", talon="2S", stock="3D")
    assert game.play("heap-a3") == Move("heap", "a3")
    assert game.play("talon-d4") == Move("talon", "d4")
    assert_illegal(game, "stock-a2", "in the order")
    assert_illegal(arrange(NAME, heap="AH"), "heap-a1", "of its own suit")


def test_on_an_ace_the_other_ace_then_the_odd_cards_to_the_king_then_the_even_to_the_queen() -> None:
    game = arrange(NAME, a3="AH", heap="2H", talon="AH")
    assert_illegal(game, "heap-a3", "in the order A A 3 5 7 9 J K 4 6 8 10 Q")
    assert game.play("talon-a3") == Move("talon", "a3")
    odd = arrange(NAME, a3="AH AH 3H 5H 7H 9H JH", heap="4H", talon="KH")
    assert_illegal(odd, "heap-a3", "in the order")
    odd.play("talon-a3")
    assert odd.play("heap-a3") == Move("heap", "a3")


def test_on_a_two_the_other_two_then_the_even_cards_to_the_queen_then_the_odd_to_the_king() -> None:
    game = arrange(NAME, d1="2C 2C 4C 6C 8C 10C", heap="3C", talon="QC")
    assert_illegal(game, "heap-d1", "in the order 2 2 4 6 8 10 Q 3 5 7 9 J K")
    game.play("talon-d1")
    assert game.play("heap-d1") == Move("heap", "d1")
    whole = "2C 2C 4C 6C 8C 10C QC 3C 5C 7C 9C JC KC"
    assert_illegal(arrange(NAME, d1=whole, heap="AC"), "heap-d1", "in the order")


def test_a_card_fitting_both_piles_of_its_suit_may_go_to_either() -> None:
    for target in ("a3", "d3"):
        game = arrange(NAME, a3="AH AH", d3="2H 2H 4H 6H 8H 10H QH", heap="3H")
        assert game.play(f"heap-{target}") == Move("heap", target)


def test_only_the_heaps_top_card_is_available_and_nothing_goes_onto_the_heap() -> None:
    game = arrange(NAME, a1="AC", heap="2C 9D", talon="KS")
    assert_illegal(game, Move("heap", "a1", 2), "top card")
    assert_illegal(game, "talon-heap", "heap")


def test_the_pack_is_turned_one_card_at_a_time_and_the_card_turned_and_the_waste_top_are_available() -> None:
    game = arrange(NAME, d2="2D", talon="2D", stock="9S 4D")
    assert game.play("talon-d2") == Move("talon", "d2")
    assert game.play("stock-d2") == Move("stock", "d2")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert pile_cards(game, "talon") == "9S"


def test_the_waste_heap_is_turned_over_and_dealt_afresh_twice_only_once_the_pack_is_out() -> None:
    game = arrange(NAME, talon="9S 4D 7C", stock="3H")
    assert_illegal(game, Redeal(), "used up")
    out = arrange(NAME, talon="9S 4D 7C", stock="")
    out.play(Redeal())
    assert pile_cards(out, "stock") == "7C 4D 9S" and out.position.redeals_left == 1
    assert out.play("stock-talon") == Move("stock", "talon") and pile_cards(out, "talon") == "9S"
    last = arrange(NAME, talon="9S", stock="", redeals_left=0)
    assert Redeal() not in last.legal_moves()
