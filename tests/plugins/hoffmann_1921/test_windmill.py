"""The Windmill after Hoffmann (Hoffmann 1921, No. 5), an edition of Cadogan's The Mill: each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, H = "mill", "hoffmann-1921"
KINGS_DOWN = "KD QS JH 10C 9D 8S 7H 6C 5D 4S 3H 2C"


def test_the_base_stays_cadogans_and_the_ace_and_four_kings_are_set_out_before_eight_sails() -> None:
    assert new_game(NAME, number=8).position.edition == "cadogan-1914"
    position = new_game(NAME, number=8, edition=H).position
    assert [str(position.pile(pile_id).top) for pile_id in ("centre", "k1", "k2", "k3", "k4")] == [
        *("AH", "KD", "KC", "KH", "KS")
    ]
    assert [len(position.pile(f"s{i}").cards) for i in range(1, 9)] == [1] * 8
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 0


def test_the_centre_takes_four_sequences_ace_to_king_regardless_of_suit() -> None:
    game = arrange(NAME, H, centre="AH", s1="2S", s2="3D")
    assert game.play("s1-centre") == Move("s1", "centre")
    assert_illegal(arrange(NAME, H, centre="AH", s1="3S"), "s1-centre", "in the order")
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    three = " ".join(f"{rank}{'CDHS'[i % 4]}" for i in range(3) for rank in ranks)
    assert arrange(NAME, H, centre=three, s1="AS").play("s1-centre") == Move("s1", "centre")


def test_each_king_goes_down_to_the_ace_regardless_of_suit() -> None:
    game = arrange(NAME, H, k1="KD", s1="QS", s2="JH")
    assert_illegal(game, "s2-k1", "built down regardless of suit")
    assert game.play("s1-k1") == Move("s1", "k1")
    assert_illegal(arrange(NAME, H, k1=f"{KINGS_DOWN} AD", s1="KC"), "s1-k1", "to the ace")


def test_a_sail_emptied_is_filled_at_once_from_the_pack_and_holds_one_card() -> None:
    game = arrange(NAME, H, centre="AH", s5="2C", talon="9S", stock="7D 3C")
    game.play("s5-centre")
    assert pile_cards(game, "s5") == "3C" and pile_cards(game, "talon") == "9S"
    assert_illegal(game, "talon-s5", "a sail is one card")


def test_a_card_turned_that_fits_is_played_and_the_waste_top_is_available() -> None:
    game = arrange(NAME, H, centre="AH", talon="QC", stock="5S 2D")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-centre") == Move("stock", "centre")
    assert arrange(NAME, H, talon="5S QC").play("talon-k1") == Move("talon", "k1")


def test_no_kings_packet_lends_to_the_centre_and_there_is_no_grace() -> None:
    game = arrange(NAME, H, centre="AH 2C 3D", k1="KD QS JH 10C 9D 8S 7H 6C 5D 4S", stock="")
    assert_illegal(game, "k1-centre", "stays there")
    assert Redeal() not in game.legal_moves()
