"""The Cotillon (Hoffmann 1892, No. 29, pp. 49-50): every clause, legal and illegal, and PySolFC's edition."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

CIRCLE = [pile_id for i in range(1, 9) for pile_id in (f"d{i}", f"u{i}")]


def test_the_fives_and_sixes_lie_in_a_circle_each_six_to_the_right_of_its_five_red_and_black_in_turn() -> None:
    position = new_game("cotillon", number=4).position
    laid = [str(position.pile(pile_id).top) for pile_id in CIRCLE]
    assert laid == ["5D", "6D", "5C", "6C", "5H", "6H", "5S", "6S"] * 2
    assert [len(position.pile(pile_id).cards) for pile_id in CIRCLE] == [1] * 16
    assert len(position.pile("stock").cards) == 88 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_a_six_is_built_up_in_suit_to_the_queen() -> None:
    game = arrange("cotillon", stock="7C 7D")
    assert_illegal(game, "stock-u2", "built up in suit")  # the seven of diamonds on the six of clubs
    assert game.play("stock-u1") == Move("stock", "u1")
    done = arrange("cotillon", u1="6D 7D 8D 9D 10D JD QD", stock="KD")
    assert_illegal(done, "stock-u1", "to the queen")


def test_a_five_is_built_down_in_suit_to_the_ace_and_then_the_king() -> None:
    game = arrange("cotillon", d1="5D 4D 3D 2D AD", stock="KD 7D 4S")
    assert_illegal(game, "stock-d1", "built down in suit")
    game.play("stock-d4")
    assert_illegal(game, "stock-d1", "built down in suit")  # a seven goes on the sixes only
    game.play("stock-u1")
    assert game.play("stock-d1") == Move("stock", "d1")
    assert pile_cards(game, "d1") == "5D 4D 3D 2D AD KD"


def test_a_card_turned_that_fits_is_played_and_a_foundation_keeps_its_cards() -> None:
    game = arrange("cotillon", stock="9C 4H")
    rule = assert_illegal(game, "stock-talon", "fits a foundation is played").ruling
    assert "a card turned that fits is played" in str(rule.source)
    game.play("stock-d3")
    assert_illegal(game, "d3-talon", "only a card turned")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_the_waste_heaps_top_card_is_played_when_it_fits() -> None:
    game = arrange("cotillon", talon="9C 7H", stock="2S")
    assert game.play("talon-u3") == Move("talon", "u3")


def test_the_waste_heap_is_dealt_twice_more_in_the_order_it_was_laid() -> None:
    game = arrange("cotillon", talon="KC 9D 10S", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "10S 9D KC"
    assert game.position.redeals_left == 1
    spent = arrange("cotillon", talon="KC", stock="", redeals_left=0)
    assert_illegal(spent, "redeal", "no redeal is left (this edition allows 2)")
    assert_illegal(arrange("cotillon", talon="KC", stock="9D"), "redeal", "only when the stock is used up")


def test_pysolfcs_contradance_deals_once_more_and_lets_a_card_that_fits_be_laid_aside() -> None:
    game = arrange("cotillon", "pysolfc", stock="9C 4H")
    assert game.play("stock-talon") == Move("stock", "talon")
    spent = arrange("cotillon", "pysolfc", talon="KC", stock="", redeals_left=0)
    assert_illegal(spent, "redeal", "no redeal is left (this edition allows 1)")


def test_the_game_is_won_when_every_card_is_on_the_circle() -> None:
    suits = "DCHS" * 2
    full = {f"d{i}": " ".join(f"{rank}{suits[i - 1]}" for rank in "5 4 3 2 A K".split()) for i in range(1, 9)}
    full |= {f"u{i}": " ".join(f"{rank}{suits[i - 1]}" for rank in "6 7 8 9 10 J Q".split()) for i in range(1, 9)}
    game = arrange("cotillon", talon="", stock="", **full)
    assert game.is_won
    assert not arrange("cotillon", talon="", stock="", **(full | {"u1": "6D 7D 8D 9D 10D JD"})).is_won
