"""The Olga (Cadogan 1914, "The Olga"): four piquet packs; every clause, legal and illegal."""

from __future__ import annotations

import json
from collections import Counter

import pytest

from patience_core import Move, PositionError, load_game, new_game
from patience_core.cards import PIQUET_PACK, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

COLUMNS = [f"t{i}" for i in range(1, 8)]


def test_the_flower_bed_is_seven_rows_of_seven_from_four_piquet_packs() -> None:
    position = new_game("olga", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in COLUMNS] == [7] * 7
    assert len(position.pile("stock").cards) == 128 - 49
    assert len(position.piles_of(position.pile("f1").role)) == 16
    assert Counter(position.cards()) == Counter(pack(4, PIQUET_PACK))
    assert position.redeals_left == 0


def test_only_the_card_at_the_foot_of_a_column_is_available() -> None:
    game = arrange("olga", t1="9H 8S", t2="10D")
    assert_illegal(game, "t1-t2(2)", "only the card at the foot of a column")


def test_the_aces_ascend_in_suit_through_the_sevens_to_the_kings() -> None:
    game = arrange("olga", t1="7H AH", t2="8H", t3="7S", f1="")
    assert_illegal(game, "t2-f1", "from the ace")
    game.play("t1-f1")
    assert_illegal(game, "t3-f1", "built up in suit")
    assert_illegal(game, "t2-f1", "built up in suit")
    assert game.play("t1-f1") == Move("t1", "f1")  # the seven follows the ace
    assert game.play("t2-f1") == Move("t2", "f1")


def test_the_flower_bed_builds_down_in_alternate_colours() -> None:
    game = arrange("olga", t1="9H 8H", t2="9C", t3="8D", t4="7S", t5="AD")
    assert_illegal(game, "t3-t1", "next higher card in alternating colours")
    assert game.play("t3-t2") == Move("t3", "t2")
    assert game.play("t4-t3") == Move("t4", "t3")
    assert game.play("t5-t3") == Move("t5", "t3")  # an ace on a seven, a reading
    assert "reading" not in str(game.rulebook.judge(game.position, Move("t1", "t2")).source)


def test_cards_from_the_pack_and_the_talon_are_placed_on_the_flower_bed() -> None:
    game = arrange("olga", t1="QH", t2="10C", stock="KD JS", talon="9H")
    assert game.play("stock-t1") == Move("stock", "t1")
    assert game.play("talon-t2") == Move("talon", "t2")
    assert_illegal(game, "t1-talon", "only a card turned from the stock goes to the talon")


def test_a_column_emptied_takes_an_available_card_of_the_flower_bed_only() -> None:
    game = arrange("olga", t1="", t2="9S KH", stock="QC", talon="8D")
    assert_illegal(game, "stock-t1", "a space is filled only from t1")
    assert_illegal(game, "talon-t1", "a space is filled only from t1")
    assert game.play("t2-t1") == Move("t2", "t1")


def test_there_is_no_redeal() -> None:
    assert_illegal(new_game("olga", number=1), "redeal", "no redeal is left")


def test_the_save_records_the_piquet_packs_and_replays() -> None:
    game = new_game("olga", number=3)
    for _ in range(6):
        game.play(game.legal_moves()[-1])
    assert json.loads(game.to_json())["pack"] == "piquet"
    assert load_game(game.to_json()) == game


def test_a_card_out_of_sequence_above_the_cards_dealt_is_refused() -> None:
    game = new_game("olga", number=1)
    t1 = pile_cards(game, "t1").split()
    data = saved(game, t1=" ".join(t1), stock=" ".join(pile_cards(game, "stock").split()[1:]))
    data["piles"][16]["cards"].append(pile_cards(game, "stock").split()[0])
    with pytest.raises(PositionError, match="above the cards dealt, out of sequence"):
        load_game(data)


def test_a_talon_the_deal_cannot_leave_is_refused() -> None:
    game = new_game("olga", number=1)
    t1 = pile_cards(game, "t1").split()
    data = saved(game, t1=" ".join(t1[:-1]), talon=t1[-1])
    with pytest.raises(PositionError, match="more than the deal leaves"):
        load_game(data)


def test_an_ace_goes_home_at_once_and_a_card_still_needed_waits() -> None:
    (hints,) = [rule for rule in new_game("olga").variant.rules if type(rule).__name__ == "SolverHints"]
    bare = dict.fromkeys(COLUMNS[2:], "") | {"stock": "KD", "talon": ""}
    game = arrange("olga", t1="AH", t2="8S", f1="", f2="AS 7S", **bare)
    assert hints.patience_solver_safe_moves(game.position) == [Move("t1", "f1")]
    game = arrange("olga", t1="9H", t2="8S", f1="", f2="AS 7S", **bare)
    assert hints.patience_solver_safe_moves(game.position) == []  # a red seven may yet need the eight
