"""Margarethe (Cadogan 1914, "Margarethe"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

HELPS = [f"a{i}" for i in range(1, 10)]


def test_the_court_cards_make_the_m_and_nine_help_cards_the_a() -> None:
    position = new_game("margarethe", number=1).position
    courts = [pile_id for pile_id in ("k1", "n2", "q4")]
    assert [str(position.pile(pile_id).cards[0]) for pile_id in courts] == ["KC", "JS", "QD"]
    assert [len(position.pile(pile_id).cards) for pile_id in HELPS] == [1] * 9
    assert len(position.pile("stock").cards) == 52 - 12 - 9
    assert Counter(position.cards()) == Counter(pack())
    assert position.redeals_left == 1


def test_kings_take_ten_to_eight_knaves_seven_to_five_queens_four_to_two_in_suit() -> None:
    game = arrange("margarethe", a1="10C", a2="9C", a3="10S", a4="7C", a5="6C", a6="4C", a7="QC", a8="8C", a9="2C")
    assert_illegal(game, "a2-k1", "in the order K 10 9 8")
    assert_illegal(game, "a3-k1", "built in suit")
    assert_illegal(game, "a1-n1", "in the order J 7 6 5")
    assert game.play("a1-k1") == Move("a1", "k1")
    assert game.play("a2-k1") == Move("a2", "k1")
    assert game.play("a4-n1") == Move("a4", "n1")
    assert game.play("a6-q1") == Move("a6", "q1")
    assert_illegal(game, "a9-q1", "in the order Q 4 3 2")  # the three comes before the two


def test_the_aces_go_together_into_one_packet_whatever_their_suits() -> None:
    game = arrange("margarethe", aces="AC", a1="AH", a2="2H")
    assert game.play("a1-aces") == Move("a1", "aces")
    assert_illegal(game, "a2-aces", "in the order A, four times over")


def test_a_help_card_played_is_replaced_from_the_pack_not_the_talon() -> None:
    game = arrange("margarethe", a1="10C", stock="5D 6D", talon="9C")
    game.play("a1-k1")
    assert pile_cards(game, "a1") == "6D"
    game = arrange("margarethe", a1="10C", stock="", talon="9C")
    game.play("a1-k1")
    assert pile_cards(game, "a1") == ""


def test_the_pack_is_turned_onto_the_talon_whose_top_card_plays() -> None:
    game = arrange("margarethe", a1="5D", stock="9C 10C", talon="")
    assert game.play("stock-k1") == Move("stock", "k1")
    game.play("stock-talon")
    assert game.play("talon-k1") == Move("talon", "k1")
    assert_illegal(game, "a1-talon", "only a card turned from the stock goes to the talon")


def test_the_talon_is_dealt_again_once_turned_over_when_the_pack_is_out() -> None:
    game = arrange("margarethe", stock="5D", talon="2S 3S 4S")
    assert_illegal(game, "redeal", "only when the stock is used up")
    game = arrange("margarethe", stock="", talon="2S 3S 4S 5D")
    game.play("redeal")
    assert pile_cards(game, "stock") == "5D 4S 3S 2S" and pile_cards(game, "talon") == ""
    assert_illegal(game, "redeal", "no redeal is left")


def test_a_game_is_won_only_with_every_card_home() -> None:
    game = new_game("margarethe", number=1)
    while not game.is_over:
        moves = game.legal_moves()
        home = [move for move in moves if isinstance(move, Move) and move.target != "talon"]
        game.play((home or moves)[0])
    assert game.is_won
    assert all(len(game.position.pile(pile_id).cards) == 4 for pile_id in ("k1", "n1", "q1", "aces"))
    assert load_game(game.to_json()) == game


def test_a_table_the_deal_cannot_reach_is_refused() -> None:
    game = new_game("margarethe", number=1)
    help_card, stock = pile_cards(game, "a1"), pile_cards(game, "stock").split()
    cases = {
        "foundation k1 is empty, but it is laid before play begins": {"k1": "", "talon": "KC"},
        "a1 holds 2 cards; a help card is one card": {"a1": f"{help_card} {stock[-1]}", "stock": " ".join(stock[:-1])},
        "a1 is empty while the pack lasts": {"a1": "", "talon": help_card},
    }
    for problem, changes in cases.items():
        with pytest.raises(PositionError, match=problem):
            load_game(saved(game, **changes))


def test_the_four_aces_home_do_not_win_the_game() -> None:
    game = arrange("margarethe", aces="AC AS AH", a1="AD")
    game.play("a1-aces")
    assert not game.is_won and not game.rulebook.is_won(game.position)
