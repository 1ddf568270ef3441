"""The Blockade (Cadogan 1914): the deal, every clause's verdicts, legal and illegal, and the PySolFC edition."""

from __future__ import annotations

from patience_core import Deal, Move, Redeal, Role, new_game, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "blockade"


def test_the_deal_is_one_row_of_twelve() -> None:
    game = new_game(NAME, number=3)
    pack = shuffled_pack(3, 2)
    assert [game.position.pile(f"t{i}").cards for i in range(1, 13)] == [(pack[-i],) for i in range(1, 13)]
    assert game.position.pile("stock").cards == tuple(pack[:-12])


def test_a_new_row_covers_the_last_one_card_to_each_column() -> None:
    game = new_game(NAME, number=3)
    before = {pile.id: pile.cards for pile in game.position.piles_of(Role.TABLEAU)}
    stock = game.position.pile("stock").cards
    game.play(Deal())
    for i in range(12):
        assert game.position.pile(f"t{i + 1}").cards == (*before[f"t{i + 1}"], stock[-1 - i])


def test_only_the_lowest_card_is_available() -> None:
    game = arrange(NAME, t1="9C 8D 7D", t2="5S 8D")
    assert_illegal(game, Move("t1", "t2", 2), "available")


def test_marriages_go_down_in_suit() -> None:
    game = arrange(NAME, t1="9C 7D", t2="5S 8D", t3="4C 8S", t4="2C 6D")
    assert_illegal(game, "t1-t3", "in suit")
    assert_illegal(game, "t1-t4", "next higher")
    game.play("t1-t2")
    assert pile_cards(game, "t2") == "5S 8D 7D"


def test_a_column_emptied_is_refilled_at_once_from_the_pack() -> None:
    game = arrange(NAME, t1="AH", t2="7S")
    next_card = game.position.pile("stock").cards[-1]
    game.play("t1-f1")
    assert game.position.pile("t1").cards == (next_card,)


def test_once_the_pack_is_out_a_column_emptied_stays_empty() -> None:
    game = arrange(NAME, t1="AH", t2="7S", t3="2C", stock="")
    game.play("t1-f1")
    assert not game.position.pile("t1").cards
    error = assert_illegal(game, "t2-t1", "stays empty")
    assert "reading" in str(error)


def test_pysolfc_moves_suit_sequences_and_fills_spaces_with_any_card() -> None:
    game = arrange(NAME, "pysolfc", t1="", t2="5S 8D 7D", t3="9D", stock="")
    game.play(Move("t2", "t3", 2))
    game.play(Move("t3", "t1", 3))
    assert pile_cards(game, "t1") == "9D 8D 7D"


def test_the_foundations_build_up_in_suit_from_the_aces_and_keep_their_cards() -> None:
    game = arrange(NAME, t1="AH", t2="3H", t3="2H")
    assert_illegal(game, "t2-f1", "foundation")
    game.play("t1-f1")
    assert_illegal(game, "t2-f1", "built up in suit")
    game.play("t3-f1")
    assert_illegal(game, "f1-t2", "stays there")


def test_there_is_no_redeal() -> None:
    game = arrange(NAME, stock="")
    assert Redeal() not in game.legal_moves() and Deal() not in game.legal_moves()
