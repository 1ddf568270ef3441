"""The "Louis" Patience (Cadogan 1914): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Game, Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

ALPHABET = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m")
#: Deal 1, won: the line ``patience solve louis --number 1`` found.
WON = """
deal deal d-f5 f-f3 deal f-f4 k-f2 l-f2 deal b-f2 e-f5 h-f6 m-f7 deal l-f6 deal d-f7 h-f5 l-f1 f-f1
deal a-f3 g-f6 h-f8 deal c-f4 i-f1 c-f1 k-f2 l-f2 i-f2 redeal deal d-f3 k-f4 a-f4 m-f3 deal d-f7
deal c-f1 e-f6 deal e-f7 g-f5 h-f2 deal a-f3 b-f4 e-f1 l-f1 i-f1 deal a-f5 e-f6 f-f8 c-f8 k-f3 deal
d-e d-f8 a-f8 m-h m-f5 m-e m-f4 a-f4 redeal deal deal f-f6 g-f4 deal b-f8 g-f2 f-f2 c-f2 h-f3 i-f8
k-f1 m-f7 deal b-f4 c-f4 e-f4 g-f6 i-f5 i-f7 redeal deal b-f3 i-f6 k-f6 deal c-f6 g-f7 h-f2 f-f2
k-f5 l-f1 m-f6 b-f6 deal a-f7 c-f4 c-f1 d-f1 f-f8 a-f8 h-f3 g-f3 a-f3 g-f7 e-f7 e-f7 e-f3 f-f7 l-f5
m-f5 b-f5 d-f5 d-f8 h-f8 i-f8
"""


def played(moves: str) -> Game:
    """Deal 1 after ``moves``."""
    game = new_game("louis", number=1)
    for move in moves.split():
        game.play(move)
    return game


def test_an_ace_and_a_king_of_each_suit_are_set_out_and_each_deal_is_a_circle_from_a_to_m() -> None:
    game = new_game("louis", number=1)
    position = game.position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD"]
    assert not any(position.pile(letter).cards for letter in ALPHABET)
    top_twelve = position.pile("stock").cards[-12:][::-1]
    game.play("deal")
    assert tuple(game.position.pile(letter).top for letter in ALPHABET) == top_twelve
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_a_suitable_card_of_the_latest_circle_is_played_before_the_next() -> None:
    game = played("deal deal")
    assert pile_cards(game, "d").endswith("QC")
    assert_illegal(game, "deal", "played before the next deal: d")
    assert game.play("d-f5") == Move("d", "f5")


def test_while_the_pack_lasts_a_card_released_by_play_stays_blocked_and_nothing_is_built() -> None:
    game = played("deal deal d-f5")
    assert_illegal(game, "d-f1", "only the cards of the latest round")  # the first circle's card under the queen
    game = arrange("louis", a="9H", b="8H", stock="4C")
    assert_illegal(game, "b-a", "cards go only to the foundations")


def test_the_foundations_follow_suit_one_up_from_the_ace_one_down_from_the_king() -> None:
    game = arrange("louis", a="2S", b="QC", c="2H", stock="")
    assert_illegal(game, "a-f1", "built up in suit")
    assert_illegal(game, "b-f6", "built down in suit")
    assert game.play("a-f2") == Move("a", "f2")
    assert game.play("b-f5") == Move("b", "f5")


def test_once_the_pack_is_out_top_cards_are_married_up_or_down_in_suit_and_a_letter_emptied_stays_empty() -> None:
    game = arrange("louis", a="9H", b="8H", c="2D 10H", d="", e="JS", k="7H", stock="")
    game.play("c-a")  # the ten on the nine: up in suit
    game.play("k-b")  # the seven on the eight: down in suit
    assert pile_cards(game, "a") == "9H 10H" and pile_cards(game, "b") == "8H 7H"
    assert game.play("c-f4") == Move("c", "f4")  # the two of diamonds, once covered, is free
    assert_illegal(game, "e-a", "a card goes on the next higher or lower card in suit")
    assert_illegal(game, "a-d", "a space takes nothing")
    assert_illegal(game, "a-e(2)", "the top card of a letter is available")


def test_a_card_changes_between_the_two_foundations_of_its_suit_but_the_ace_and_king_set_out_stay() -> None:
    game = arrange("louis", f2="AS 2S 3S 4S 5S 6S", f6="KS QS JS 10S 9S 8S 7S", f3="AH", f7="KH", stock="")
    assert game.play("f6-f2") == Move("f6", "f2")  # the seven of spades goes up as well as down
    assert game.play("f2-f6") == Move("f2", "f6")
    assert_illegal(game, "f2-f7", "may pass to a foundation of another sequence")
    assert_illegal(game, "f3-f7", "the ace or king a foundation began with stays there")
    assert_illegal(game, "f2-a", "a card played to a foundation stays there")


def test_the_exchanges_the_rules_allow_are_among_the_legal_moves() -> None:
    game = arrange("louis", f2="AS 2S 3S 4S 5S 6S", f6="KS QS JS 10S 9S 8S 7S", f3="AH", f7="KH", stock="")
    exchanges = {move for move in game.legal_moves() if move.source.startswith("f")}
    assert exchanges == {Move("f2", "f6"), Move("f6", "f2")}  # the six down, or the seven up
    game = arrange("louis", f2="AS", f6="KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", f3="AH", f7="KH", stock="")
    assert {move for move in game.legal_moves() if move.source.startswith("f")} == {Move("f6", "f2")}  # the ace stays


def test_the_alphabet_is_taken_up_from_g_to_f_and_dealt_again_without_shuffling_three_times() -> None:
    letters = dict.fromkeys(ALPHABET, "")
    game = arrange("louis", **{**letters, "a": "2D 3D", "f": "9C", "g": "QH"}, stock="")
    assert game.play("redeal") == Redeal()
    assert not any(pile_cards(game, letter) for letter in ALPHABET)
    assert pile_cards(game, "stock") == "QH 2D 3D 9C"  # the last packet taken up, f, is dealt first
    game.play("deal")
    assert [pile_cards(game, letter) for letter in "abcd"] == ["9C", "3D", "2D", "QH"]
    assert game.position.redeals_left == 2
    assert_illegal(arrange("louis", a="2D", stock="5C"), "redeal", "only when the stock is used up")
    assert_illegal(arrange("louis", a="2D", stock="", redeals_left=0), "redeal", "no redeal")


def test_deal_1_is_won_by_the_line_on_the_page() -> None:
    game = played(WON)
    assert game.is_won and len(game.moves) == 124
    assert Deal() in game.moves and Redeal() in game.moves
