"""The Fish-Bone (Cadogan 1914, "The Fish-Bone"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, PositionError, load_game, new_game, pack
from patience_core.deals import shuffled_pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

NAME = "fish-bone"
GRIDIRON = [f"g{i}" for i in range(1, 7)]


def play_simply(number: int) -> object:
    """Deal ``number`` played by a simple rule: home, then a marriage, then a vacancy from the talon, then turn."""
    game = new_game(NAME, number=number)
    while not game.is_over:
        moves = game.legal_moves()
        cards = [move for move in moves if isinstance(move, Move)]
        home = [move for move in cards if move.target[0] in "fkq"]
        married = [move for move in cards if move.target in GRIDIRON and game.position.pile(move.target).cards]
        vacancy = [move for move in cards if move.source == "talon" and move.target in GRIDIRON]
        turn = [move for move in moves if not isinstance(move, Move) or move.target == "talon"]
        game.play((home + married + vacancy + turn)[0])
    return game


def test_six_cards_make_the_gridiron_and_the_rest_is_the_pack() -> None:
    game = new_game(NAME, number=1)
    dealt = [str(card) for card in reversed(shuffled_pack(1, 2))]
    assert [pile_cards(game, pile_id) for pile_id in GRIDIRON] == dealt[:6]
    assert len(game.position.pile("stock").cards) == 98
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 1


def test_the_knaves_take_the_line_in_order_and_descend_in_suit_to_the_ace() -> None:
    game = arrange(NAME, g1="JC", g2="10C", g3="9C", g4="AS", stock="10H JS")
    assert_illegal(game, "g1-f2", "a knave takes the next place down the line")
    assert game.play("g1-f1") == Move("g1", "f1")
    assert_illegal(game, "g3-f1", "built down in suit")
    assert game.play("g2-f1") == Move("g2", "f1")
    assert_illegal(game, "stock-talon", "a knave is played to the line of foundations as it appears")
    assert_illegal(game, "stock-g3", "a knave is played to the line")
    assert game.play("stock-f2") == Move("stock", "f2")
    assert_illegal(game, "stock-f2", "built down in suit")
    assert_illegal(game, "g4-f3", "from the knave")
    game = arrange(NAME, f1="JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", g1="AS")
    game.play("g1-f1")
    assert_illegal(game, "f1-g1", "stays there")


def test_a_king_and_a_queen_go_beside_a_knave_of_their_suit_already_placed() -> None:
    game = arrange(NAME, f1="JH", f2="JC", g1="KC", g2="QH", g3="KD", g4="QC")
    assert_illegal(game, "g1-k1", "beside a placed knave of their suit")
    assert_illegal(game, "g3-k3", "beside a placed knave of their suit")
    assert_illegal(game, "g2-k1", "beside a placed knave of their suit")
    assert game.play("g1-k2") == Move("g1", "k2")
    assert game.play("g2-q1") == Move("g2", "q1")
    assert_illegal(game, "g4-q1", "beside a placed knave of their suit")
    assert_illegal(game, "k2-g1", "stays there")


def test_a_king_or_queen_turned_up_goes_to_its_knave_if_it_can_else_to_the_talon() -> None:
    game = arrange(NAME, f1="JH", g1="9D", stock="KS QH")
    assert_illegal(game, "stock-talon", "a king or queen goes beside its knave when it can")
    assert game.play("stock-q1") == Move("stock", "q1")
    assert_illegal(game, "stock-g1", "a king or queen goes only beside its knave, or to the talon")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert_illegal(game, "talon-g1", "a king or queen goes only beside its knave, or to the talon")


def test_the_gridiron_marries_up_in_suit_with_the_pack_and_the_talon_only() -> None:
    game = arrange(NAME, g1="5H", g2="6H", g3="7H", g4="", talon="8S", stock="7S 6H")
    assert_illegal(game, "g2-g1", "not with each other")
    assert_illegal(game, "g1-g4", "a space is filled only from stock, talon")
    assert game.play("stock-g1") == Move("stock", "g1")
    assert_illegal(game, "stock-g1", "a card goes on the next lower card in suit")
    assert game.play("stock-g4") == Move("stock", "g4")
    assert game.play("talon-g4") == Move("talon", "g4")
    assert_illegal(game, "g1-f1(2)", "only the top card of a gridiron pile")


def test_the_talon_is_turned_over_and_dealt_again_once_when_the_pack_is_out() -> None:
    game = arrange(NAME, stock="2S", talon="3S 4S")
    assert_illegal(game, "redeal", "only when the stock is used up")
    game.play("stock-talon")
    game.play("redeal")
    assert pile_cards(game, "stock") == "2S 4S 3S"
    for _ in range(3):
        game.play("stock-talon")
    assert_illegal(game, "redeal", "no redeal is left")


def test_a_won_game_shows_a_line_of_aces_each_between_a_king_and_a_queen_of_its_suit() -> None:
    game = play_simply(2)
    assert game.is_won
    for i in range(1, 9):
        king, ace, queen = (game.position.pile(f"{row}{i}").top for row in "kfq")
        assert (king.rank, ace.rank, queen.rank) == (13, 1, 12)
        assert king.suit is ace.suit is queen.suit
    assert load_game(game.to_json()) == game


def test_a_table_the_play_cannot_reach_is_refused() -> None:
    game = new_game(NAME, number=1)  # g3 holds JC, g4 KH, g1 3D
    cases = {
        "f2 is begun before f1": {"f2": "JC", "g3": ""},
        "the talon holds a knave": {"talon": "JC", "g3": ""},
        "g1 is not a marriage up in suit": {"g1": "3D 5H", "g2": ""},
        "g3 is not a marriage up in suit below the court cards": {"g3": "10C JC"},
        "foundation k1 is out of sequence at KH": {"f1": "JC", "g3": "", "k1": "KH", "g4": ""},
    }
    for problem, changes in cases.items():
        data = saved(game, **changes)
        if problem.endswith("court cards"):
            data["piles"][-1]["cards"].remove("10C")
        with pytest.raises(PositionError, match=problem):
            load_game(data)
