"""The Crescent (Hoffmann 1892, No. 30, pp. 51-52): every clause, legal and illegal, and PySolFC's edition."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

HEAPS = [f"t{i}" for i in range(1, 17)]
#: Clubs (the second suit of the picture) built to the seven on the ace and to the nine on the king: the book's case.
CLUBS = {"f2": "AC 2C 3C 4C 5C 6C 7C", "k2": "KC QC JC 10C 9C"}


def test_an_ace_and_a_king_of_each_suit_are_set_out_and_sixteen_heaps_of_six_laid_round_them() -> None:
    position = new_game("crescent", number=4).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 5)] == ["AD", "AC", "AH", "AS"]
    assert [str(position.pile(f"k{i}").top) for i in range(1, 5)] == ["KD", "KC", "KH", "KS"]
    assert [len(position.pile(pile_id).cards) for pile_id in HEAPS] == [6] * 16
    assert all(not position.pile(f"m{i}").cards for i in range(1, 5))
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_aces_build_up_and_the_kings_down_in_suit_and_keep_their_cards() -> None:
    game = arrange("crescent", t1="2C", t2="QD", t3="2D", t4="QH")
    assert_illegal(game, "t1-f1", "built up in suit")
    assert game.play("t3-f1") == Move("t3", "f1")
    assert_illegal(game, "t4-k1", "built down in suit")
    assert game.play("t2-k1") == Move("t2", "k1")
    assert_illegal(game, "k1-t2", "stays there")


def test_only_the_uppermost_card_of_a_heap_is_available() -> None:
    game = arrange("crescent", t1="6H 5H", t2="7H")
    assert_illegal(game, "t1-t2(2)", "only the uppermost card of a heap")


def test_a_heap_takes_the_next_card_of_its_suit_up_or_down_but_never_turns_the_corner() -> None:
    game = arrange("crescent", t1="7H", t2="6H", t3="5D", t4="8S", t5="KS", t6="AS", t7="6D")
    assert_illegal(game, "t4-t1", "next higher or lower card in suit")
    assert game.play("t2-t1") == Move("t2", "t1")  # down
    assert game.play("t7-t3") == Move("t7", "t3")  # up
    assert_illegal(game, "t6-t5", "next higher or lower card in suit")
    assert_illegal(game, "t5-t6", "next higher or lower card in suit")


def test_a_heap_emptied_stays_empty() -> None:
    game = arrange("crescent", t1="", t2="5D")
    ruling = assert_illegal(game, "t2-t1", "stays empty").ruling
    assert "a heap emptied stays empty" in str(ruling.source)


def test_a_card_that_fits_both_sequences_of_its_suit_waits_between_them() -> None:
    game = arrange("crescent", t1="8C", **CLUBS)
    assert_illegal(game, "t1-f2", "waits between them: m2")
    assert_illegal(game, "t1-k2", "waits between them: m2")
    assert game.play("t1-m2") == Move("t1", "m2")
    assert_illegal(game, "m2-t1", "goes only to a foundation")


def test_a_seven_of_the_suit_sends_the_waiting_eight_to_the_kings_side_a_nine_to_the_aces() -> None:
    down = arrange("crescent", m2="8C", t1="7C", **CLUBS)
    assert down.play("t1-k2") == Move("t1", "k2")
    assert pile_cards(down, "k2") == "KC QC JC 10C 9C 8C 7C" and pile_cards(down, "m2") == ""
    up = arrange("crescent", m2="8C", t1="9C", **CLUBS)
    assert up.play("t1-f2") == Move("t1", "f2")
    assert pile_cards(up, "f2") == "AC 2C 3C 4C 5C 6C 7C 8C 9C"


def test_the_undermost_card_of_every_heap_comes_to_its_top_three_times() -> None:
    game = arrange("crescent", t1="9C 4D QH", t2="2S 7S", t3="KD")
    assert game.play("redeal") == Redeal()
    assert [pile_cards(game, pile_id) for pile_id in ("t1", "t2", "t3")] == ["4D QH 9C", "7S 2S", "KD"]
    assert game.position.redeals_left == 2
    spent = arrange("crescent", t1="9C 4D QH", redeals_left=0)
    assert_illegal(spent, "redeal", "no redeal is left (this edition allows 3)")
    rule = game.rulebook.judge(game.position, Redeal())
    assert "the undermost cards are brought up when the player will" in str(rule.source)


def test_pysolfcs_crescent_turns_the_corner_and_lets_no_card_wait() -> None:
    game = arrange("crescent", "pysolfc", t1="8C", t5="KS", t6="AS", **CLUBS)
    assert game.play("t6-t5") == Move("t6", "t5")
    assert game.play("t1-f2") == Move("t1", "f2")
