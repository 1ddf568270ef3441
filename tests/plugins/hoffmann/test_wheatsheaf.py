"""The Wheatsheaf (Hoffmann 1892, No. 44, pp. 80–81): the deal, and each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_hoffmann.wheatsheaf import RULES

from patience_core import Move, new_game, pack
from patience_core.clauses import Refill

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "wheatsheaf"
RESERVES = [f"a{i}" for i in range(1, 9)]
#: Reserves and waste that fit nowhere, so that no foundation play is due.
QUIET = {reserve: "9S" for reserve in RESERVES}


def test_an_ace_and_a_king_of_each_suit_side_by_side_and_eight_reserves() -> None:
    game = new_game(NAME, number=1)
    assert [pile_cards(game, f"u{i}") for i in range(1, 5)] == ["AD", "AC", "AH", "AS"]
    assert [pile_cards(game, f"d{i}") for i in range(1, 5)] == ["KD", "KC", "KH", "KS"]
    assert [len(game.position.pile(reserve).cards) for reserve in RESERVES] == [1] * 8
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 0


def test_aces_go_up_and_kings_down_in_suit() -> None:
    game = arrange(NAME, **dict(QUIET, a1="2D", a2="QC"), stock="9S 9S")
    assert game.play("a1-u1") == Move("a1", "u1")
    assert game.play("a2-d2") == Move("a2", "d2")
    wrong = arrange(NAME, **dict(QUIET, a1="2C"), stock="9S")
    assert_illegal(wrong, "a1-u1", "built up in suit")


def test_a_reserve_is_built_in_suit_up_or_down_and_keeps_its_direction() -> None:
    game = arrange(NAME, **dict(QUIET, a1="9D", a2="10D", a3="9D", a4="JD", a5="8D"), stock="9S")
    assert game.play("a2-a1") == Move("a2", "a1")  # a heap of one takes either way: a1 now runs up, 9D 10D
    error = assert_illegal(game, "a3-a1", "a card laid on a sequence continues it the same way")
    assert str(error.ruling.source) == "reading: a reserve keeps one direction"
    assert game.play("a4-a1") == Move("a4", "a1")
    assert game.play("a5-a3") == Move("a5", "a3")  # another heap of one, built down


def test_a_card_of_another_suit_is_refused_on_a_reserve() -> None:
    game = arrange(NAME, **dict(QUIET, a1="9D", a2="8C"), stock="9S")
    assert_illegal(game, "a2-a1", "in suit")


def test_the_card_turned_goes_to_a_foundation_a_reserve_or_the_waste_heap() -> None:
    game = arrange(NAME, **dict(QUIET, a1="9D"), stock="5H 8D")
    assert game.play("stock-a1") == Move("stock", "a1")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert pile_cards(game, "talon") == "5H"


def test_a_foundation_play_is_compulsory_for_a_reserve_the_waste_top_and_the_card_turned() -> None:
    game = arrange(NAME, **dict(QUIET, a1="2D", a2="10H"), stock="9H 9S")
    error = assert_illegal(game, "stock-talon", "a card that can go to a foundation is played there first: a1")
    assert str(error.ruling.source) == 'Hoffmann 1892, No. 44 "The Wheatsheaf", p. 81'
    assert_illegal(game, "stock-a2", "played there first: a1")
    game.play("a1-u1")
    assert_illegal(arrange(NAME, **QUIET, talon="2C", stock="9S"), "stock-talon", "played there first: talon")
    turned = arrange(NAME, **QUIET, stock="9S 2H")
    error = assert_illegal(turned, "stock-talon", "played there first: stock")
    assert str(error.ruling.source) == "reading: a card turned that fits a foundation is played there"
    assert turned.play("stock-u3") == Move("stock", "u3")


def test_two_cards_due_at_once_go_home_in_the_order_the_player_chooses() -> None:
    game = arrange(NAME, **dict(QUIET, a1="2D"), stock="9S 2C")  # the reserve's 2D and the card turned, the 2C
    assert_illegal(game, "stock-talon", "played there first")
    assert game.play("stock-u2") == Move("stock", "u2")
    assert game.play("a1-u1") == Move("a1", "u1")


def test_a_reserve_used_up_is_filled_at_once_from_the_waste_else_from_the_pack() -> None:
    game = arrange(NAME, **dict(QUIET, a1="2D"), talon="7C", stock="9S 6H")
    game.play("a1-u1")
    assert pile_cards(game, "a1") == "7C" and pile_cards(game, "talon") == ""
    game = arrange(NAME, **dict(QUIET, a1="2D"), talon="", stock="9S 6H")
    game.play("a1-u1")
    assert pile_cards(game, "a1") == "6H" and pile_cards(game, "stock") == "9S"
    refill = next(rule for rule in RULES if isinstance(rule, Refill))
    assert str(refill.cite) == "reading: every vacancy is filled at once, from the waste, else from the pack"


def test_no_second_pass_through_the_waste_heap() -> None:
    game = arrange(NAME, **QUIET, talon="9H 9C", stock="")
    assert_illegal(game, "redeal", "")
    assert game.legal_moves() == []
