"""The Blockade after Hoffmann (Hoffmann 1892, No. 41, pp. 73–75), an edition of Cadogan's: each rule."""

from __future__ import annotations

from patience_core import Deal, Move, Redeal, Role, new_game, shuffled_pack
from patience_core.analysis.compare import compare

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, H = "blockade", "hoffmann-1892"


def test_the_deal_is_a_row_of_twelve_the_same_table_as_cadogans() -> None:
    game = new_game(NAME, number=3, edition=H)
    pack = shuffled_pack(3, 2)
    assert [game.position.pile(f"t{i}").cards for i in range(1, 13)] == [(pack[-i],) for i in range(1, 13)]
    assert game.position.piles == new_game(NAME, number=3).position.piles
    assert game.position.redeals_left == 0


def test_a_row_is_dealt_below_the_last_when_the_player_chooses() -> None:
    game = new_game(NAME, number=3, edition=H)
    before = {pile.id: pile.cards for pile in game.position.piles_of(Role.TABLEAU)}
    stock = game.position.pile("stock").cards
    game.play(Deal())
    for i in range(12):
        assert game.position.pile(f"t{i + 1}").cards == (*before[f"t{i + 1}"], stock[-1 - i])
    assert "reading" in str(game.rulebook.judge(game.position, Deal()).source)


def test_a_card_with_a_card_below_it_is_blocked() -> None:
    game = arrange(NAME, H, t1="9C 8D 7D", t2="5S 8D")
    assert_illegal(game, Move("t1", "t2", 2), "only the lowest card of a column")


def test_the_aces_build_up_in_suit_and_keep_their_cards() -> None:
    game = arrange(NAME, H, t1="AH", t2="3H", t3="2H")
    assert_illegal(game, "t2-f1", "foundation")
    game.play("t1-f1")
    assert_illegal(game, "t2-f1", "built up in suit")
    game.play("t3-f1")
    assert_illegal(game, "f1-t2", "stays there")


def test_provisional_sequences_go_down_in_suit_one_card_at_a_time() -> None:
    game = arrange(NAME, H, t1="9C 7D", t2="5S 8D", t3="4C 8S", t4="2C 6D")
    assert_illegal(game, "t1-t3", "in suit")
    assert_illegal(game, "t1-t4", "next higher")
    game.play("t1-t2")
    assert pile_cards(game, "t2") == "5S 8D 7D"
    assert_illegal(game, Move("t2", "t3", 2), "only the lowest card")


def test_a_column_emptied_is_filled_at_once_from_the_stock_and_stays_empty_once_it_is_out() -> None:
    game = arrange(NAME, H, t1="AH", t2="7S")
    next_card = game.position.pile("stock").cards[-1]
    game.play("t1-f1")
    assert game.position.pile("t1").cards == (next_card,)
    out = arrange(NAME, H, t1="AH", t2="7S", t3="2C", stock="")
    out.play("t1-f1")
    assert not out.position.pile("t1").cards
    assert_illegal(out, "t2-t1", "stays empty")


def test_no_second_deal() -> None:
    game = arrange(NAME, H, stock="")
    assert Redeal() not in game.legal_moves() and Deal() not in game.legal_moves()


def test_the_two_books_state_the_same_rules() -> None:
    comparison = compare(NAME, "cadogan-1914", H)
    assert comparison.differences() == ()
    assert comparison.in_play(limit=1) == ()
