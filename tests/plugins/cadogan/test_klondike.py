"""Canfield or Klondike (Cadogan 1914): every clause, legal and illegal, the counters, and PySolFC's edition."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan import klondike

from patience_core import PositionError, Redeal, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange


def test_the_deal_lays_seven_rows_row_by_row_one_card_face_up_on_each() -> None:
    game = new_game("klondike", number=3)
    position = game.position
    assert [len(position.pile(pile_id).cards) for pile_id in klondike.DOWN] == [0, 1, 2, 3, 4, 5, 6]
    assert [len(position.pile(pile_id).cards) for pile_id in klondike.ROWS] == [1] * 7
    assert len(position.pile("stock").cards) == 24 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack())
    # From the top of the pack: t1 and d2..d7, then t2 and d3..d7, and so on.
    dealt = game.rulebook.deal(3, list(pack()))
    top = list(reversed(dealt.pile("stock").cards))
    unshuffled = list(reversed(pack()))
    assert dealt.pile("t1").cards == (unshuffled[0],)
    assert dealt.pile("d2").cards == (unshuffled[1],)
    assert dealt.pile("t2").cards == (unshuffled[7],)
    assert dealt.pile("d7").cards == tuple(unshuffled[i] for i in (6, 12, 17, 21, 24, 26))
    assert top == unshuffled[28:]


def test_an_ace_starts_a_foundation_which_builds_up_in_suit() -> None:
    game = arrange("klondike", t1="AS", t2="2H", t3="2S")
    game.play("t1-f1")
    assert_illegal(game, "t2-f1", "built up in suit")
    game.play("t3-f1")
    assert pile_cards(game, "f1") == "AS 2S"
    assert_illegal(game, "f1-t2", "stays there")


def test_rows_build_down_in_alternating_colours() -> None:
    game = arrange("klondike", t1="9S", t2="8S", t3="8H", t4="10H")
    assert_illegal(game, "t2-t1", "alternating colours")
    assert_illegal(game, "t4-t1", "alternating colours")
    game.play("t3-t1")
    assert pile_cards(game, "t1") == "9S 8H"


def test_the_face_up_cards_of_a_row_move_all_together_or_not_at_all() -> None:
    game = arrange("klondike", t1="10D", t2="9C 8H 7S", t3="9H", t4="8S")
    assert_illegal(game, "t2-t4", "all together")
    assert_illegal(game, "t2-t3(2)", "all together")
    game.play("t2-t1(3)")
    assert pile_cards(game, "t1") == "10D 9C 8H 7S"


def test_the_last_card_of_a_row_may_still_go_alone_to_its_foundation() -> None:
    game = arrange("klondike", f1="AS", t2="9C 8H 2S")
    game.play("t2-f1")
    assert pile_cards(game, "f1") == "AS 2S" and pile_cards(game, "t2") == "9C 8H"


def test_a_rows_next_face_down_card_is_turned_up_at_once() -> None:
    game = arrange("klondike", d4="3C 4D 5H", t4="AS")
    game.play("t4-f1")
    assert pile_cards(game, "t4") == "5H" and pile_cards(game, "d4") == "3C 4D"


def test_a_space_takes_only_a_king() -> None:
    game = arrange("klondike", d1="", t1="AS", t2="QH", t3="KC QD", d3="")
    game.play("t1-f1")
    assert_illegal(game, "t2-t1", "a king only")
    game.play("t3-t1(2)")
    assert pile_cards(game, "t1") == "KC QD"


def test_face_down_cards_cannot_be_played() -> None:
    game = arrange("klondike", d3="2D 3C", t3="4S", f1="AD")
    with pytest.raises(Exception, match="d3 gives up cards only as its rule says: the deal lays its cards there"):
        game.play("d3-f1")


def test_the_stock_is_turned_one_card_at_a_time_once() -> None:
    game = new_game("klondike", number=3)
    next_card = game.position.pile("stock").top
    game.play("stock-talon")
    assert game.position.pile("talon").cards == (next_card,)
    assert_illegal(game, "t1-talon", "only a card turned")
    while game.position.pile("stock").cards:
        game.play("stock-talon")
    assert_illegal(game, Redeal(), "no redeal")


def test_the_counters_pay_five_for_each_card_home_less_fifty_two() -> None:
    assert klondike.counters(new_game("klondike", number=3).position) == -52
    assert klondike.counters(arrange("klondike", f1="AS 2S 3S", f2="AH").position) == 4 * 5 - 52


def test_a_saved_row_with_face_down_cards_needs_a_card_face_up() -> None:
    game = new_game("klondike", number=3)
    down, up = pile_cards(game, "d4"), pile_cards(game, "t4")
    with pytest.raises(PositionError, match="t4 has face-down cards under it but none face up"):
        load_game(saved(game, d4=f"{down} {up}", t4=""))
    with pytest.raises(PositionError, match="d1 holds 1 face-down cards; the deal gives that row 0 at most"):
        load_game(saved(game, d1=pile_cards(game, "t1"), t1=""))


def test_pysolfc_deals_its_own_way_and_turns_the_first_card() -> None:
    dealt = new_game("klondike", edition="pysolfc").rulebook.deal(3, list(pack()))
    unshuffled = list(reversed(pack()))
    assert dealt.pile("d7").cards[0] == unshuffled[0] and dealt.pile("d2").cards == (unshuffled[5],)
    assert dealt.pile("t7").cards == (unshuffled[21],) and dealt.pile("t1").cards == (unshuffled[27],)
    assert dealt.pile("talon").cards == (unshuffled[28],)


def test_pysolfc_lets_runs_split_and_cards_come_back_from_the_foundations() -> None:
    table = {"t2": "9C 8H 7S", "t3": "9S", "t4": "8H", "f1": "AC 2C 3C 4C 5C 6C 7C"}
    assert_illegal(arrange("klondike", **table), "t2-t3(2)", "all together")
    assert_illegal(arrange("klondike", **table), "f1-t4", "stays there")
    game = arrange("klondike", "pysolfc", **table)
    assert str(game.judge("t2-t3(2)").source) == 'PySolFC, "Vegas Klondike"'
    game.play("t2-t3(2)")
    assert pile_cards(game, "t3") == "9S 8H 7S" and pile_cards(game, "t2") == "9C"
    assert str(game.judge("f1-t4").source) == 'PySolFC, "Vegas Klondike"'
    game.play("f1-t4")
    assert pile_cards(game, "t4") == "8H 7C"
    assert_illegal(game, "f1-t2", "alternating colours")
