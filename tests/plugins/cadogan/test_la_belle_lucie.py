"""La Belle Lucie (Cadogan 1914, "La Belle Lucie"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

PACKETS = [f"t{i}" for i in range(1, 19)]


def test_the_pack_is_dealt_in_packets_of_three_the_last_of_one() -> None:
    position = new_game("la-belle-lucie", number=4).position
    assert [len(position.pile(pile_id).cards) for pile_id in PACKETS] == [3] * 17 + [1]
    assert all(not pile.cards for pile in position.piles[:4])
    assert Counter(position.cards()) == Counter(pack())


def test_only_the_top_card_of_a_packet_is_available() -> None:
    game = arrange("la-belle-lucie", t1="AS 2H", t2="3H")
    assert_illegal(game, "t1-t2(2)", "only the top card of a packet")


def test_the_aces_start_the_foundations_which_follow_suit() -> None:
    game = arrange("la-belle-lucie", t1="2H", t2="2S AS", f1="")
    assert_illegal(game, "t1-f1", "from the ace")
    assert game.play("t2-f1") == Move("t2", "f1")
    assert_illegal(game, "t1-f1", "built up in suit")
    assert game.play("t2-f1") == Move("t2", "f1")


def test_marriages_go_down_in_suit() -> None:
    game = arrange("la-belle-lucie", t1="9H", t2="8S", t3="10H", t4="8H")
    assert_illegal(game, "t2-t1", "next higher card in suit")
    assert_illegal(game, "t3-t1", "next higher card in suit")
    assert game.play("t4-t1") == Move("t4", "t1")


def test_a_packet_emptied_is_not_refilled() -> None:
    game = arrange("la-belle-lucie", t1="", t2="5D")
    assert_illegal(game, "t2-t1", "stays empty")
    assert "reading" in str(game.rulebook.judge(game.position, Move("t2", "t1")).source)


def test_a_redeal_waits_until_no_card_can_be_played_then_deals_threes_again() -> None:
    start = new_game("la-belle-lucie", number=4)
    assert_illegal(start, "redeal", "none can be played")  # t9's ace of spades can go up
    stuck = {pile_id: "" for pile_id in PACKETS}
    stuck.update(t1="KS QC 3D", t2="JS 5D KD", t3="6S 3S", t4="9C")
    game = arrange("la-belle-lucie", number=4, **stuck)
    assert game.play("redeal") == Redeal()
    dealt = [pile_cards(game, pile_id) for pile_id in PACKETS]
    assert [len(text.split()) for text in dealt[:4]] == [3, 3, 3, 0]
    assert sorted(" ".join(dealt).split()) == sorted("KS QC 3D JS 5D KD 6S 3S 9C".split())
    again = arrange("la-belle-lucie", number=4, **stuck)
    again.play("redeal")
    assert again.position == game.position
    assert game.position.redeals_left == 1
