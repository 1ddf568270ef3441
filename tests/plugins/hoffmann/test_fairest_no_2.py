"""The Fairest (No. 2) (Hoffmann 1892, No. 22, pp. 39-40): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack
from patience_core.cards import RANKS

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

WASTES = ("w1", "w2", "w3", "w4")


def test_an_ace_a_two_a_three_and_a_four_are_set_out_and_the_rest_is_the_pack() -> None:
    position = new_game("fairest-no-2", number=4).position
    assert [pile_cards(new_game("fairest-no-2", number=4), f"f{i}") for i in range(1, 5)] == ["AC", "2D", "3S", "4H"]
    assert all(not position.pile(pile_id).cards for pile_id in WASTES)
    assert len(position.pile("stock").cards) == 48
    assert Counter(position.cards()) == Counter(pack())


def test_each_foundation_climbs_by_its_own_step_round_thirteen_to_the_king() -> None:
    from patience_hoffmann.fairest_no_2 import order

    written = [" ".join(RANKS[rank] for rank in order(step)) for step in (1, 2, 3, 4)]
    assert written == [
        "A 2 3 4 5 6 7 8 9 10 J Q K",
        "2 4 6 8 10 Q A 3 5 7 9 J K",
        "3 6 9 Q 2 5 8 J A 4 7 10 K",
        "4 8 Q 3 7 J 2 6 10 A 5 9 K",
    ]


def test_a_card_goes_on_a_foundation_by_its_step_whatever_its_suit() -> None:
    game = arrange("fairest-no-2", f2="2D 4D 6D 8D 10D QD", stock="3C AS 7H")
    assert_illegal(game, "stock-f1", "in the order")  # a seven on the ace
    game.play("stock-w1")
    assert game.play("stock-f2") == Move("stock", "f2")  # the ace after the queen: 12 + 2 - 13
    assert game.play("stock-f2") == Move("stock", "f2")
    assert pile_cards(game, "f2").endswith("QD AS 3C")
    assert_illegal(game, "f2-w2", "only a card turned from the stock goes on a waste-heap")


def test_a_foundation_is_done_at_its_king() -> None:
    done = "4H 8H QH 3H 7H JH 2H 6H 10H AH 5H 9H KH"
    game = arrange("fairest-no-2", f4=done, stock="4C")
    assert_illegal(game, "stock-f4", "in the order")


def test_a_card_turned_goes_on_any_waste_heap_even_one_that_fits_and_their_tops_go_only_home() -> None:
    game = arrange("fairest-no-2", w1="9C", stock="2S 5D")
    assert game.play("stock-w1") == Move("stock", "w1")
    assert game.play("stock-w3") == Move("stock", "w3")  # the two of spades fits the ace, but may wait
    assert_illegal(game, "w3-w2", "a waste-heap's top card goes only to a foundation")
    assert_illegal(game, "w1-f1(2)", "one at a time")
    assert game.play("w3-f1") == Move("w3", "f1")


def test_the_cards_are_not_dealt_a_second_time() -> None:
    game = arrange("fairest-no-2", w1="9C", stock="")
    assert Redeal() not in game.legal_moves()
    assert_illegal(game, "redeal", "no redeal is left (this edition allows 0)")
