"""Fortress (Cadogan 1914, "Fortress"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, new_game, pack

from ..tables import assert_illegal
from .helpers import arrange

ROWS = [f"l{i}" for i in range(1, 6)] + [f"r{i}" for i in range(1, 6)]


def test_the_pack_is_dealt_across_ten_rows_about_the_aces_places() -> None:
    position = new_game("fortress", number=4).position
    assert {pile_id: len(position.pile(pile_id).cards) for pile_id in ROWS} == {
        **dict.fromkeys(ROWS, 5),
        "l1": 6,
        "r1": 6,
    }
    assert [pile.id for pile in position.piles_of(position.piles[5].role)] == ["f1", "f2", "f3", "f4"]
    assert Counter(position.cards()) == Counter(pack())
    assert position.redeals_left == 0


def test_only_the_outside_card_of_a_row_is_available() -> None:
    game = arrange("fortress", l1="7C 6C", l2="8C")
    assert_illegal(game, "l1-l2(2)", "outside card of a row")


def test_the_aces_ascend_in_suit_to_the_kings() -> None:
    game = arrange("fortress", l1="2C AC", l2="3C", f1="")
    assert_illegal(game, "l2-f1", "from the ace")
    game.play("l1-f1")
    game.play("l1-f1")
    assert game.play("l2-f1") == Move("l2", "f1")
    assert "reading" in str(game.rulebook.judge(game.position, Move("l3", "f1")).source)


def test_marriages_go_up_or_down_in_suit() -> None:
    game = arrange("fortress", l1="7C", l2="8C", l3="7C", l4="8S")
    assert_illegal(game, "l4-l1", "next higher or lower card in suit")
    assert game.play("l2-l1") == Move("l2", "l1")  # up
    assert game.play("l3-l1") == Move("l3", "l1")  # and down


def test_a_lane_takes_any_available_card() -> None:
    game = arrange("fortress", l1="", r2="9D")
    assert game.play("r2-l1") == Move("r2", "l1")


def test_there_is_no_redeal() -> None:
    assert_illegal(new_game("fortress", number=4), "redeal", "no redeal is left")
