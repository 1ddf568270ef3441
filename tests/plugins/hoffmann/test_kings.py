"""The Kings after Hoffmann (Hoffmann 1892, No. 59, pp. 113–114): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Move, new_game, pack
from patience_core.analysis.compare import compare

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

H = "hoffmann-1892"
LEFT = ("l1", "l2", "l3", "l4")
RIGHT = ("r1", "r2", "r3", "r4")


def test_the_aces_lie_as_the_picture_shows_and_the_rest_is_dealt_as_cadogans_edition_deals_it() -> None:
    hoffmann = new_game("kings", number=3, edition=H)
    cadogan = new_game("kings", number=3)
    assert [str(hoffmann.position.pile(f"f{i}").top) for i in range(1, 9)] == ["AH", "AC", "AD", "AS"] * 2
    assert hoffmann.position.pile("stock") == cadogan.position.pile("stock")
    assert Counter(hoffmann.position.cards()) == Counter(pack(2))
    assert hoffmann.position.redeals_left == 0


def test_rows_are_dealt_outwards_left_then_right() -> None:
    game = new_game("kings", number=1, edition=H)
    game.play("deal")
    assert [len(game.position.pile(pile_id).cards) for pile_id in (*LEFT, *RIGHT)] == [1, 1, 1, 1, 0, 0, 0, 0]


def test_while_dealing_a_card_goes_only_to_an_ace_on_its_own_line_and_the_next_card_takes_its_place() -> None:
    game = arrange("kings", H, l1="2C", l2="2S", stock="9D 7C")
    assert_illegal(game, "l1-f2", "only to a foundation on its own line")
    assert game.play("l1-f5") == Move("l1", "f5")  # the other ace of the line, of another suit
    assert pile_cards(game, "l1") == "7C" and pile_cards(game, "f5") == "AH 2C"


def test_a_playable_card_must_be_played_before_the_next_row() -> None:
    game = arrange("kings", H, l3="5D 2C", stock="9D 7C")
    error = assert_illegal(game, "deal", "played before the next column: l3-f3")
    assert "p. 114" in str(error)


def test_the_inner_rows_are_barred() -> None:
    game = arrange("kings", H, l1="2C 9D", stock="")
    assert_illegal(game, "l1-f1(2)", "only the outside card")


def test_nothing_is_grouped_until_the_whole_pack_is_dealt() -> None:
    game = arrange("kings", H, l1="8C 9H", l2="10S", stock="9D")
    assert_illegal(game, "l1-l2", "cards go only to the foundations")


def test_after_the_deal_any_outermost_card_goes_to_any_foundation() -> None:
    game = arrange("kings", H, l1="2H", stock="")
    assert game.play("l1-f8") == Move("l1", "f8")


def test_after_the_deal_cards_are_grouped_up_or_down_regardless_of_suit() -> None:
    game = arrange("kings", H, l1="8C 9H", l2="10S", r1="9C 8D", r2="JD", stock="")
    game.play("l1-l2")
    game.play("r1-l2")
    assert pile_cards(game, "l2") == "10S 9H 8D"
    assert_illegal(game, "r1-r2", "next higher or lower card regardless of suit")


def test_a_cleared_line_takes_any_outermost_card() -> None:
    game = arrange("kings", H, l4="", r3="QH", stock="")
    assert game.play("r3-l4") == Move("r3", "l4")


def test_the_cards_are_dealt_once_through() -> None:
    game = arrange("kings", H, l1="9C", stock="")
    assert Deal() not in game.legal_moves()
    assert_illegal(game, "redeal", "redeal")


def test_the_two_books_differ_in_the_picture_alone() -> None:
    comparison = compare("kings", "cadogan-1914", H)
    assert [part.part.value for part in comparison.differences()] == ["the deal and layout"]
