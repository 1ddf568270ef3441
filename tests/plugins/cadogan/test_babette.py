"""Babette (Cadogan 1914, "Babette"): every clause, legal and illegal, and the redeal's order."""

from __future__ import annotations

from collections import Counter

from patience_cadogan import babette

from patience_core import Deal, Redeal, new_game, pack

from ..tables import assert_illegal, cards, pile_cards
from .helpers import arrange


def test_the_deal_is_one_row_of_eight_and_the_rest_is_the_stock() -> None:
    position = new_game("babette", number=22).position
    assert [len(position.pile(pile_id).cards) for pile_id in babette.GARDEN] == [1] * 8
    assert len(position.pile("stock").cards) == 96
    assert not any(pile.cards for pile in position.piles if pile.id.startswith("f"))
    assert Counter(position.cards()) == Counter(pack(2))
    assert position.redeals_left == 2


def test_a_row_is_dealt_across_the_columns_from_the_left() -> None:
    game = new_game("babette", number=22)
    upcoming = game.position.pile("stock").cards[-8:][::-1]
    game.play(Deal())
    assert tuple(game.position.pile(pile_id).top for pile_id in babette.GARDEN) == upcoming
    assert [len(game.position.pile(pile_id).cards) for pile_id in babette.GARDEN] == [2] * 8


def test_only_the_last_card_of_a_column_is_free() -> None:
    game = arrange("babette", t1="2H AH")
    assert_illegal(game, "t1-f3(2)", "only the last card of a column is free")
    game.play("t1-f3")
    game.play("t1-f3")
    assert pile_cards(game, "f3") == "AH 2H" and pile_cards(game, "t1") == ""


def test_each_ace_starts_the_foundation_of_its_own_suit() -> None:
    game = arrange("babette", t1="AH", t2="AS", t3="KH")
    assert_illegal(game, "t1-f1", "of its own suit")
    assert_illegal(game, "t3-f3", "from the ace")
    game.play("t1-f3")
    game.play("t2-f2")
    game.play("t3-f7")
    assert [pile_cards(game, pile_id) for pile_id in ("f2", "f3", "f7")] == ["AS", "AH", "KH"]


def test_the_foundations_follow_suit_up_from_the_aces_and_down_from_the_kings() -> None:
    game = arrange("babette", f1="AC", f5="KC", t1="2S", t2="QC", t3="2C")
    assert_illegal(game, "t1-f1", "built up in suit")
    assert_illegal(game, "t3-f5", "built down in suit")
    game.play("t2-f5")
    game.play("t3-f1")
    assert pile_cards(game, "f5") == "KC QC" and pile_cards(game, "f1") == "AC 2C"


def test_a_card_on_a_foundation_stays_there() -> None:
    game = arrange("babette", f1="AC 2C", t1="")
    assert_illegal(game, "f1-t1", "stays there")


def test_nothing_is_built_in_the_garden_and_a_gap_is_never_refilled() -> None:
    game = arrange("babette", t1="9H", t2="10S", t3="")
    assert_illegal(game, "t1-t3", "stays empty")
    assert_illegal(game, "t1-t2", "t2 takes only what its rule allows: a space takes nothing")


def test_the_redeal_waits_for_the_pack_and_begins_with_the_right_hand_column() -> None:
    game = new_game("babette", number=22)
    assert_illegal(game, Redeal(), "used up")
    for _ in range(12):
        game.play(Deal())
    columns = {pile_id: game.position.pile(pile_id).cards for pile_id in babette.GARDEN}
    assert [len(cards_) for cards_ in columns.values()] == [13] * 8
    game.play(Redeal())
    # The new pack: the right-hand column from its first card down, then the next column to the left.
    order = [card for pile_id in reversed(babette.GARDEN) for card in columns[pile_id]]
    assert [game.position.pile(pile_id).top for pile_id in babette.GARDEN] == order[:8]
    assert tuple(reversed(game.position.pile("stock").cards)) == tuple(order[8:])
    assert game.position.redeals_left == 1


def test_the_garden_is_dealt_again_twice_only() -> None:
    game = arrange("babette", redeals_left=0, stock="", t1="5C")
    assert_illegal(game, Redeal(), "no redeal is left")
    assert cards("5C") == game.position.pile("t1").cards
