"""The Sultan after Hoffmann (Hoffmann 1892, No. 42, pp. 76–77): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, Redeal, new_game, pack
from patience_core.analysis.compare import compare

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

H = "hoffmann-1892"


def test_the_edition_is_offered_to_cadogans_patience_and_deals_its_table() -> None:
    hoffmann = new_game("sultan", number=4, edition=H).position
    cadogan = new_game("sultan", number=4).position
    assert hoffmann.piles == cadogan.piles
    assert [str(hoffmann.pile(f"f{i}").top) for i in range(1, 9)] == ["KC", "KC", "KS", "KS", "KH", "KD", "KD", "AH"]
    assert Counter(hoffmann.cards()) == Counter(pack(2))
    assert hoffmann.redeals_left == 2


def test_kings_take_the_ace_and_build_in_suit_to_the_queen() -> None:
    game = arrange("sultan", H, d1="AC", d2="AS")
    assert game.play("d1-f1") == Move("d1", "f1")
    assert_illegal(game, "d2-f1", "built up in suit")
    full = arrange("sultan", H, f1="KC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", d1="KC")
    assert_illegal(full, "d1-f1", "to the queen")


def test_the_sultan_takes_nothing() -> None:
    game = arrange("sultan", H, d1="AH")
    assert_illegal(game, "d1-sultan", "a place holds one card")


def test_a_place_of_the_divan_is_filled_from_the_stock_even_when_the_waste_heap_has_cards() -> None:
    game = arrange("sultan", H, d1="AC", talon="5S 9H", stock="4H 3D")
    game.play("d1-f1")
    assert pile_cards(game, "d1") == "3D"
    assert pile_cards(game, "talon") == "5S 9H" and pile_cards(game, "stock") == "4H"
    cadogan = arrange("sultan", d1="AC", talon="5S 9H", stock="4H 3D")
    cadogan.play("d1-f1")
    assert pile_cards(cadogan, "d1") == "9H"  # Cadogan fills from the talon first


def test_a_place_emptied_while_the_stock_is_out_is_filled_first_after_the_redeal() -> None:
    game = arrange("sultan", H, d1="AC", talon="9H 5S", stock="")
    game.play("d1-f1")
    assert pile_cards(game, "d1") == ""
    game.play("redeal")
    assert_illegal(game, "stock-talon", "a space is filled at once")
    assert game.play("stock-d1") == Move("stock", "d1")
    assert pile_cards(game, "d1") == "9H"


def test_a_card_turned_that_fits_must_be_played() -> None:
    game = arrange("sultan", H, stock="9D AC")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_only_the_stock_feeds_the_waste_heap_and_its_top_card_is_available() -> None:
    game = arrange("sultan", H, d1="9D", talon="7S AC", stock="5H")
    assert_illegal(game, "d1-talon", "only a card turned")
    assert game.play("talon-f1") == Move("talon", "f1")
    assert_illegal(arrange("sultan", H, talon="AC 7S"), "talon-f1", "built up in suit")


def test_the_waste_heap_is_dealt_again_unshuffled_twice() -> None:
    game = arrange("sultan", H, talon="5S 9H 3D", stock="4H")
    assert_illegal(game, "redeal", "only when the stock is used up")
    game = arrange("sultan", H, talon="5S 9H 3D", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "3D 9H 5S" and not pile_cards(game, "talon")  # 5S, turned first, comes first
    assert_illegal(arrange("sultan", H, talon="5S", stock="", redeals_left=0), "redeal", "no redeal is left")


@pytest.mark.parametrize("broken", [{"sultan": "KS"}, {"f8": "KH"}])
def test_a_saved_game_keeps_the_kings_and_the_ace_where_they_were_set_out(broken: dict[str, str]) -> None:
    game = arrange("sultan", H, **broken)
    assert game.rulebook.position_problems(game.position)


def test_the_two_books_differ_in_the_refill_and_the_shuffle_only() -> None:
    comparison = compare("sultan", "cadogan-1914", H)
    assert [part.part.value for part in comparison.differences()] == ["spaces", "redeals"]
