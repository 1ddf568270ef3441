"""The Storehouse (Hoffmann 1892, No. 23, pp. 40-42): every clause, legal and illegal, and PySolFC's edition."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

AUXILIARIES = ("a1", "a2", "a3", "a4")
#: A table on which the store-house's top card, the four of clubs, fits nowhere.
QUIET = {"store": "9C 4C", "a1": "JD", "a2": "9H", "a3": "KS", "a4": "5D", "talon": "", "stock": "8S 3H"}


def test_the_twos_are_set_out_four_auxiliaries_dealt_and_thirteen_cards_laid_in_the_store_house() -> None:
    position = new_game("storehouse", number=4).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 5)] == ["2D", "2C", "2H", "2S"]
    assert [len(position.pile(pile_id).cards) for pile_id in AUXILIARIES] == [1] * 4
    assert len(position.pile("store").cards) == 13 and len(position.pile("stock").cards) == 31
    assert Counter(position.cards()) == Counter(pack())


def test_the_twos_build_up_in_suit_through_the_king_to_the_ace() -> None:
    game = arrange("storehouse", **(QUIET | {"f2": "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", "stock": "AC KC 3D"}))
    game.play("stock-f1")
    assert_illegal(game, "stock-f1", "built up in suit")
    assert game.play("stock-f2") == Move("stock", "f2")
    assert game.play("stock-f2") == Move("stock", "f2")  # the ace on the king
    assert pile_cards(game, "f2").endswith("QC KC AC")


def test_an_auxiliary_takes_the_next_lower_card_of_its_suit_and_a_king_goes_on_an_ace() -> None:
    game = arrange("storehouse", **(QUIET | {"a1": "AD", "a2": "JH", "stock": "KD QS 10H"}))
    assert_illegal(game, "stock-a3", "next higher card in suit")  # the ten of hearts on the king of spades
    assert game.play("stock-a2") == Move("stock", "a2")
    assert game.play("stock-a3") == Move("stock", "a3")
    assert game.play("stock-a1") == Move("stock", "a1")
    assert pile_cards(game, "a1") == "AD KD"


def test_nothing_moves_from_one_auxiliary_to_another() -> None:
    game = arrange("storehouse", **(QUIET | {"a2": "10D"}))
    ruling = assert_illegal(game, "a2-a1", "an auxiliary takes the card turned").ruling
    assert "no card moves from one auxiliary to another" in str(ruling.source)


def test_a_run_goes_home_card_by_card_and_the_place_emptied_takes_the_store_houses_card_first() -> None:
    game = arrange("storehouse", **(QUIET | {"a4": "4D 3D", "talon": "6H"}))
    assert_illegal(game, "a4-f1(2)", "the top card of an auxiliary is available")
    game.play("a4-f1")
    game.play("a4-f1")
    assert pile_cards(game, "a4") == "4C" and pile_cards(game, "store") == "9C"
    spent = arrange("storehouse", **(QUIET | {"a4": "3D", "store": "", "talon": "6H"}))
    spent.play("a4-f1")
    assert pile_cards(spent, "a4") == "6H" and pile_cards(spent, "talon") == ""


def test_the_store_houses_top_card_is_played_first_whenever_it_can_be() -> None:
    game = arrange("storehouse", **(QUIET | {"store": "9C 3C", "a2": "4H"}))
    assert_illegal(game, "stock-talon", "the store-house's top card is played first whenever it can be: onto f2")
    assert_illegal(game, "a2-f3", "played first")
    assert game.play("store-f2") == Move("store", "f2")
    on_an_auxiliary = arrange("storehouse", **(QUIET | {"store": "9C 10D"}))
    assert_illegal(on_an_auxiliary, "stock-talon", "played first whenever it can be: onto a1")
    assert on_an_auxiliary.play("store-a1") == Move("store", "a1")


def test_a_card_turned_may_be_laid_aside_though_it_fits_and_the_waste_heaps_top_card_stays_in_play() -> None:
    game = arrange("storehouse", **(QUIET | {"stock": "3H"}))
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play("talon-f3") == Move("talon", "f3")


def test_the_pack_is_dealt_three_times_the_waste_heap_as_it_lay() -> None:
    game = arrange("storehouse", **(QUIET | {"talon": "KH 7S 6C", "stock": ""}))
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "6C 7S KH"
    spent = arrange("storehouse", **(QUIET | {"talon": "KH", "stock": ""}), redeals_left=0)
    assert_illegal(spent, "redeal", "no redeal is left (this edition allows 2)")


def test_pysolfcs_storehouse_moves_runs_between_auxiliaries_and_lets_the_store_house_wait() -> None:
    game = arrange("storehouse", "pysolfc", **(QUIET | {"store": "9C 3C", "a2": "10D 9D"}))
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play("a2-a1(2)") == Move("a2", "a1", 2)
    assert pile_cards(game, "a1") == "JD 10D 9D" and pile_cards(game, "a2") == "3C"
