"""The Indefatigable (Hoffmann 1892, No. 25, pp. 43-44): every clause, legal and illegal, and PySolFC's edition."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

HEAPS = [f"t{i}" for i in range(1, 13)]
#: Nothing can be played: eleven cards in three heaps.
STUCK = {pile_id: "" for pile_id in HEAPS} | {"t1": "KS QC 3D 9H", "t2": "JS 5D KD 7C", "t3": "6S 3S 9C"}


def test_the_aces_are_set_out_and_the_rest_laid_in_twelve_heaps_of_four() -> None:
    position = new_game("indefatigable", number=4).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 5)] == ["AD", "AS", "AH", "AC"]
    assert [len(position.pile(pile_id).cards) for pile_id in HEAPS] == [4] * 12
    assert Counter(position.cards()) == Counter(pack())


def test_the_aces_build_up_in_suit_and_the_smaller_goes_on_the_larger_in_suit() -> None:
    game = arrange("indefatigable", t1="2C", t2="2D", t3="4S", t4="3S", t5="5S", t6="3H")
    assert_illegal(game, "t1-f1", "built up in suit")
    assert game.play("t2-f1") == Move("t2", "f1")
    assert_illegal(game, "t6-t3", "next higher card in suit")
    assert_illegal(game, "t5-t3", "next higher card in suit")  # the larger never on the smaller
    assert game.play("t4-t3") == Move("t4", "t3")
    assert_illegal(game, "t3-t5(2)", "only the uppermost card of a heap")


def test_a_heap_emptied_stays_empty() -> None:
    game = arrange("indefatigable", t1="", t2="5D")
    assert "a heap emptied stays empty" in str(assert_illegal(game, "t2-t1", "stays empty").ruling.source)


def test_at_a_standstill_the_heaps_come_back_in_their_order_in_fours() -> None:
    assert_illegal(arrange("indefatigable", **(STUCK | {"t4": "2S"})), "redeal", "none can be played: t4")
    game = arrange("indefatigable", **STUCK)
    assert game.play("redeal") == Redeal()
    dealt = [pile_cards(game, pile_id) for pile_id in HEAPS[:4]]
    assert dealt == ["KS QC 3D 9H", "JS 5D KD 7C", "6S 3S 9C", ""]


def test_two_deals_running_that_place_nothing_lose_the_game() -> None:
    game = arrange("indefatigable", **STUCK)
    game.play("redeal")  # the first deal placed nothing: one more is allowed
    ruling = assert_illegal(game, "redeal", "the game is lost: 2 deals in a row have put no card").ruling
    assert "two deals running that place no card on an ace lose the game" in str(ruling.source)
    assert game.is_over and not game.is_won


def test_a_card_placed_lets_the_heaps_be_dealt_again_as_often_as_necessary() -> None:
    game = arrange("indefatigable", **(STUCK | {"t4": "9D 2S"}))
    game.play("t4-f2")
    game.play("redeal")
    game.play("redeal")  # the deal before placed the two of spades
    assert game.position.redeals_left == 96 - 2


def test_pysolfcs_indefatigable_builds_either_way_fills_a_space_and_deals_twice_more_at_will() -> None:
    game = arrange("indefatigable", "pysolfc", t1="", t2="5D", t3="4S", t4="5S")
    assert game.play("t4-t3") == Move("t4", "t3")
    assert game.play("t2-t1") == Move("t2", "t1")
    assert game.play("redeal") == Redeal()
    spent = arrange("indefatigable", "pysolfc", **STUCK, redeals_left=0)
    assert_illegal(spent, "redeal", "no redeal is left (this edition allows 2)")
