"""Here and There (Hoffmann 1892, No. 62, p. 119): each rule, legal and illegal, for both hands on one table."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Game, Move, new_game, pack

from ..cadogan.helpers import arrange as arrange_piles
from ..tables import assert_illegal, pile_cards


def arrange(turn: str = "a", **piles: str) -> Game:
    """A table set up by hand, ``turn`` to move: piles not named are empty but ``bpack`` (one card) and ``f1``."""
    table = {"apack": "", "bpack": "QD", "awaste": "", "bwaste": "", "f1": "7S"}
    table.update(piles)
    game = arrange_piles("here-and-there", **table)
    return Game(game.rulebook, game.position.with_state(turn=turn), from_deal=False)


def test_each_player_has_a_whole_pack_and_the_first_card_turned_begins_the_foundations() -> None:
    game = new_game("here-and-there", number=3)
    assert Counter(game.position.pile("apack").cards) == Counter(pack(1)) == Counter(game.position.pile("bpack").cards)
    assert game.legal_moves() == [Move("apack", "f1")]
    assert_illegal(game, "apack-awaste", "the first card turned begins the foundations")


def test_the_foundations_take_the_first_cards_value_and_build_up_in_suit_round_the_corner() -> None:
    game = arrange(apack="2C 7H", f1="7S 8S 9S 10S JS QS KS")
    assert game.play("apack-f2") == Move("apack", "f2")
    game = arrange(apack="AS", f1="7S 8S 9S 10S JS QS KS")
    assert game.play("apack-f1") == Move("apack", "f1")  # the king is followed by the ace, up to the six
    assert_illegal(arrange(apack="8H"), "apack-f2", "begin")


def test_a_card_a_foundation_takes_is_played_there_not_laid_away() -> None:
    game = arrange(apack="8S", bwaste="9D")
    assert_illegal(game, "apack-awaste", "a card that a foundation takes is played there")
    assert_illegal(game, "apack-bwaste", "not laid on the adversary's waste-heap")


def test_a_card_goes_on_the_adversarys_waste_heap_one_above_or_below_whatever_the_suit() -> None:
    game = arrange(apack="3D 10H", bwaste="9C")
    assert game.play("apack-bwaste") == Move("apack", "bwaste")
    assert pile_cards(game, "bwaste") == "9C 10H" and game.position.get("turn") == "a"
    assert_illegal(game, "apack-bwaste", "one above or below its top card")


def test_a_card_laid_on_ones_own_waste_heap_passes_the_turn() -> None:
    game = arrange(apack="3D 5H", bpack="4C")
    game.play("apack-awaste")
    assert game.position.get("turn") == "b"
    assert_illegal(game, "apack-awaste", "it is b's turn, not a's")
    assert game.play("bpack-awaste") == Move("bpack", "awaste")  # the four on the adversary's five


def test_only_the_card_just_turned_is_played() -> None:
    game = arrange(apack="3D", awaste="8S")
    assert_illegal(game, "awaste-f1", "only the card just turned")


def test_a_player_takes_up_his_waste_heap_when_his_pack_is_out_on_his_turn() -> None:
    game = arrange(apack="2C", awaste="3D 9H JC")
    assert_illegal(game, "deal", "only when his pack is out")
    game = arrange(apack="", awaste="3D 9H JC", bpack="4H")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "apack") == "JC 9H 3D" and not pile_cards(game, "awaste")  # the first laid comes first


def test_won_when_the_first_player_is_rid_of_his_cards_over_when_the_second_is() -> None:
    game = arrange(apack="8S", bpack="2C")
    game.play("apack-f1")
    assert game.is_won and game.is_over
    lost = arrange(turn="b", apack="3C", bpack="8S")
    lost.play("bpack-f1")
    assert lost.is_over and not lost.is_won
    assert_illegal(lost, "apack-f2", "the game is over: b is rid of all his cards")
