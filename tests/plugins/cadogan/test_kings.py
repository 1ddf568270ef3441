"""The Kings (Cadogan 1914, "The Kings"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

LEFT = ("l1", "l2", "l3", "l4")
RIGHT = ("r1", "r2", "r3", "r4")


def test_the_aces_are_set_out_in_two_columns_and_the_columns_dealt_left_then_right() -> None:
    game = new_game("kings", number=1)
    position = game.position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["AC", "AS", "AH", "AD"] * 2
    assert game.legal_moves() == [Deal()]
    game.play("deal")
    assert [len(game.position.pile(pile_id).cards) for pile_id in (*LEFT, *RIGHT)] == [1, 1, 1, 1, 0, 0, 0, 0]
    while Deal() not in game.legal_moves():
        game.play(game.legal_moves()[0])
    game.play("deal")
    assert all(game.position.pile(pile_id).cards for pile_id in RIGHT)
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_during_the_deal_a_card_goes_only_to_a_foundation_on_its_own_line_and_is_replaced() -> None:
    game = arrange("kings", l1="2H", l2="2S", stock="9D 7C")
    assert_illegal(game, "l1-f2", "only to a foundation on its own line")
    assert game.play("l1-f5") == Move("l1", "f5")  # the right-hand ace of the same line, regardless of suit
    assert pile_cards(game, "l1") == "7C" and pile_cards(game, "f5") == "AC 2H"


def test_a_suitable_card_is_played_before_the_next_column() -> None:
    game = arrange("kings", l3="5D 2C", stock="9D 7C")
    assert_illegal(game, "deal", "played before the next column: l3-f3")


def test_nothing_is_built_while_the_pack_lasts() -> None:
    game = arrange("kings", l1="8C 9H", l2="10S", stock="9D")
    assert_illegal(game, "l1-l2", "cards go only to the foundations")


def test_once_the_pack_is_out_any_outside_card_goes_to_any_foundation() -> None:
    game = arrange("kings", l1="2H", stock="")
    assert game.play("l1-f8") == Move("l1", "f8")
    assert not pile_cards(game, "l1")  # no card left to replace it


def test_once_the_pack_is_out_outside_cards_are_built_up_or_down_regardless_of_suit_one_at_a_time() -> None:
    game = arrange("kings", l1="8C 9H", l2="10S", r1="9C 8D", r2="JD", stock="")
    game.play("l1-l2")
    game.play("r1-l2")
    assert pile_cards(game, "l2") == "10S 9H 8D"
    assert_illegal(game, "l2-r2(2)", "only the outside card")
    assert_illegal(game, "r1-r2", "a card goes on the next higher or lower card regardless of suit")


def test_a_line_emptied_takes_any_available_card_once_the_pack_is_out() -> None:
    game = arrange("kings", l4="", r3="QH", stock="")
    assert game.play("r3-l4") == Move("r3", "l4")
    assert_illegal(game, "f1-l4", "stays there")
