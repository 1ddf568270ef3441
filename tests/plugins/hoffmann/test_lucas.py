"""Lucas (Hoffmann 1892, No. 31, pp. 53-54): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

COLUMNS = [f"t{i}" for i in range(1, 14)]


def test_the_eight_aces_are_set_out_and_three_rows_of_thirteen_dealt() -> None:
    position = new_game("lucas", number=4).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["AS", "AS", "AH", "AH", "AC", "AC", "AD", "AD"]
    assert [len(position.pile(pile_id).cards) for pile_id in COLUMNS] == [3] * 13
    assert len(position.pile("stock").cards) == 104 - 8 - 39 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_only_the_card_of_the_lowest_row_is_free_and_the_one_above_comes_free_after_it() -> None:
    game = arrange("lucas", t1="9C 2S 3S", t2="4S")
    assert_illegal(game, "t1-f1", "built up in suit")  # the three: its two lies above it, not yet free
    assert_illegal(game, "t1-t2(2)", "only the card of the lowest row is free")
    assert game.play("t1-t2") == Move("t1", "t2")
    assert game.play("t1-f1") == Move("t1", "f1")
    assert pile_cards(game, "t1") == "9C"


def test_the_foundations_build_up_in_suit_to_the_king_and_keep_their_cards() -> None:
    game = arrange("lucas", t1="2H", t2="2D")
    assert_illegal(game, "t1-f1", "built up in suit")
    assert game.play("t1-f3") == Move("t1", "f3")
    assert_illegal(game, "f3-t1", "stays there")
    done = arrange("lucas", f1="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS", t1="AS")
    assert_illegal(done, "t1-f1", "to the king")


def test_the_less_is_laid_on_the_greater_in_suit_one_card_at_a_time() -> None:
    game = arrange("lucas", t1="8H", t2="7S", t3="9H", t4="7H", t5="6H 5H")
    assert_illegal(game, "t2-t1", "next higher card in suit")
    assert_illegal(game, "t3-t1", "next higher card in suit")
    assert game.play("t4-t1") == Move("t4", "t1")
    assert_illegal(game, "t5-t1(2)", "only the card of the lowest row")


def test_a_column_emptied_stays_empty() -> None:
    game = arrange("lucas", t1="", t2="5D", stock="9C")
    ruling = assert_illegal(game, "t2-t1", "stays empty").ruling
    assert "a column emptied stays empty" in str(ruling.source)
    assert_illegal(game, "stock-t1", "stays empty")


def test_a_card_turned_goes_home_if_it_fits_else_on_a_free_card_or_to_the_waste_heap() -> None:
    game = arrange("lucas", t1="8H", stock="7H 2S")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert game.play("stock-t1") == Move("stock", "t1")  # the seven of hearts on the free eight
    assert pile_cards(game, "t1") == "8H 7H"


def test_the_waste_heaps_top_card_stays_in_play_and_nothing_else_goes_on_it() -> None:
    game = arrange("lucas", t1="8H", talon="2C 7H", stock="5D")
    assert game.play("talon-t1") == Move("talon", "t1")
    assert_illegal(game, "t1-talon", "only a card turned")


def test_the_waste_heap_is_dealt_again_once_in_the_order_it_was_laid() -> None:
    game = arrange("lucas", talon="KC 9D 5H", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "5H 9D KC"  # the king of clubs, turned first, is turned first again
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "KC"
    spent = arrange("lucas", talon="KC 9D", stock="", redeals_left=0)
    assert_illegal(spent, "redeal", "no redeal is left (this edition allows 1)")
    assert_illegal(arrange("lucas", talon="KC", stock="9D"), "redeal", "only when the stock is used up")


def test_the_solvers_key_lets_columns_and_a_suits_two_foundations_change_places_and_nothing_else() -> None:
    from patience_hoffmann.lucas import AlikeKey

    key = AlikeKey().patience_solver_canonical
    game = arrange("lucas", t1="9C 2S 3S", t2="4S", f1="AS 2S", f2="AS")
    swapped = arrange("lucas", t1="4S", t2="9C 2S 3S", f1="AS", f2="AS 2S")
    assert key(game.position) == key(swapped.position)
    game.play("t1-t2")
    assert key(game.position) != key(swapped.position)
