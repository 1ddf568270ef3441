"""Queens and Knaves (Hoffmann 1892, No. 55 "Queens and Knaves", pp. 106–107): the deal and every rule."""

from __future__ import annotations

from collections import Counter

from patience_core import new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "queens-and-knaves"
QUEENS = [f"q{i}" for i in range(1, 9)]
KINGS = [f"k{i}" for i in range(1, 9)]
PAGE_107 = 'Hoffmann 1892, No. 55 "Queens and Knaves", p. 107'


def test_the_eight_queens_are_set_out_as_the_diagram_shows_and_the_rest_is_the_pack() -> None:
    game = new_game(NAME, number=1)
    assert game.edition.name == "hoffmann-1892"
    assert [pile_cards(game, pile_id) for pile_id in QUEENS] == ["QD", "QC", "QH", "QS"] * 2
    assert not any(game.position.pile(pile_id).cards for pile_id in KINGS)
    assert len(game.position.pile("stock").cards) == 96
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_a_king_is_laid_as_it_comes_and_takes_its_own_suit_from_the_ace_up() -> None:
    game = arrange(NAME, k2="", talon="AH", stock="2C KH")
    refused = assert_illegal(game, "stock-talon", "a card turned that fits a foundation is played to it")
    assert "reading" in str(refused.ruling.source)
    assert_illegal(game, "talon-k1", "in the order K A 2")
    game.play("stock-k1")
    game.play("talon-k1")
    assert pile_cards(game, "k1") == "KH AH"
    assert_illegal(game, "stock-k1", "in suit")  # the two of clubs on the ace of hearts
    assert str(game.judge("stock-k1").source) == PAGE_107


def test_a_family_ends_with_the_knave_and_takes_no_queen() -> None:
    family = "KS AS 2S 3S 4S 5S 6S 7S 8S 9S 10S"
    game = arrange(NAME, k1=family, q1="QD JS", q2="QC", stock="QS")
    game.play("q1-k1")
    assert pile_cards(game, "k1").endswith("10S JS")
    assert_illegal(game, "q2-k2", "in the order K A 2")
    assert_illegal(game, "stock-k1", "in the order K A 2")


def test_cards_go_down_on_the_queens_regardless_of_suit_from_the_pack_and_the_waste_heap() -> None:
    game = arrange(NAME, q1="QD", q2="QC JH", talon="10S", stock="JC 9D")
    assert_illegal(game, "stock-q1", "next higher card")  # a nine on a queen
    game.play("talon-q2")
    game.play("stock-q2")
    game.play("stock-q1")
    assert (pile_cards(game, "q1"), pile_cards(game, "q2")) == ("QD JC", "QC JH 10S 9D")


def test_a_queens_heap_goes_only_to_the_kings_and_the_queen_stays() -> None:
    game = arrange(NAME, q1="QD 5H", q2="QC 6S", q3="QH", k1="KH AH 2H 3H 4H")
    refused = assert_illegal(game, "q1-q2", "goes only to the kings")
    assert "reading" in str(refused.ruling.source)
    game.play("q1-k1")
    assert pile_cards(game, "q1") == "QD"
    assert_illegal(game, "q1-k2", "in the order K A 2")
    assert_illegal(game, "q3-q1", "goes only to the kings")


def test_one_deal_only_and_won_with_eight_families_to_the_knave_beside_the_queens() -> None:
    game = arrange(NAME, stock="", talon="9C")
    assert_illegal(game, "redeal", "no redeal")
    families = {
        pile_id: f"K{suit} A{suit} " + " ".join(f"{rank}{suit}" for rank in (*range(2, 11), "J"))
        for pile_id, suit in zip(KINGS, "DCHSDCHS", strict=True)
    }
    won = arrange(NAME, stock="", **families)
    assert won.is_won
    assert not arrange(NAME, stock="", talon="9C", **{**families, "k1": families["k1"].rsplit(" ", 1)[0]}).is_won
