"""The Carpet after Hoffmann (Hoffmann 1921, No. 4), the edition hoffmann-1921 of Cadogan's patience: each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, default_registry, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, H = "carpet", "hoffmann-1921"
CARPET = [f"c{i}" for i in range(1, 21)]


def test_another_game_under_cadogans_title_played_with_one_pack_while_the_base_stays_cadogans() -> None:
    assert new_game(NAME, number=1).position.edition == "cadogan-1914"
    assert sum(len(pile.cards) for pile in new_game(NAME, number=1).position.piles) == 104
    position = new_game(NAME, number=1, edition=H).position
    assert Counter(position.cards()) == Counter(pack(1)) and position.redeals_left == 0
    assert default_registry().rulebook(NAME, H).packs == 1


def test_twenty_cards_make_the_carpet_and_an_ace_dealt_goes_to_its_place_and_the_next_card_takes_its_own() -> None:
    position = new_game(NAME, number=1, edition=H).position
    assert [len(position.pile(place).cards) for place in CARPET] == [1] * 20
    # Deal 1's thirteenth card is the ace of diamonds: it goes to the diamonds' place, the queen of clubs to c13.
    assert [str(position.pile(pile).top) for pile in ("f1", "f2", "f3", "f4")] == ["None", "AD", "None", "None"]
    assert str(position.pile("c13").top) == "QC" and str(position.pile("c20").top) == "JS"
    assert not any(str(card).startswith("A") for place in CARPET for card in position.pile(place).cards)


def test_every_card_of_the_carpet_builds_up_in_suit_on_its_ace_to_the_king() -> None:
    game = arrange(NAME, H, f2="AD", c7="2D", c8="2H", c9="3D")
    assert_illegal(game, "c9-f2", "built up in suit")
    assert_illegal(game, "c8-f2", "of its own suit")
    assert game.play("c7-f2") == Move("c7", "f2")
    assert game.play("c9-f2") == Move("c9", "f2")


def test_a_place_of_the_carpet_takes_no_card_from_another() -> None:
    game = arrange(NAME, H, c1="5C", c2="4C", talon="4H")
    assert_illegal(game, "c2-c1", "holds one card")
    assert_illegal(game, "talon-c1", "holds one card")


def test_a_place_emptied_is_filled_at_once_from_the_pack_while_the_waste_heap_is_empty() -> None:
    game = arrange(NAME, H, f2="AD", c7="2D", talon="", stock="9S 8S")
    game.play("c7-f2")
    assert pile_cards(game, "c7") == "8S" and pile_cards(game, "stock") == "9S"


def test_once_the_waste_heap_holds_cards_a_place_emptied_is_filled_from_its_top() -> None:
    game = arrange(NAME, H, f2="AD", c7="2D", talon="7C 6H", stock="9S 8S")
    game.play("c7-f2")
    assert pile_cards(game, "c7") == "6H" and pile_cards(game, "talon") == "7C"
    assert pile_cards(game, "stock") == "9S 8S"


def test_a_place_emptied_when_pack_and_waste_heap_are_out_stays_empty() -> None:
    game = arrange(NAME, H, f2="AD", c7="2D", c8="5S", talon="", stock="")
    game.play("c7-f2")
    assert pile_cards(game, "c7") == ""
    assert_illegal(game, "c8-c7", "stays empty")


def test_the_pack_is_turned_one_card_at_a_time_to_the_waste_heap_whose_top_card_may_always_be_played() -> None:
    game = arrange(NAME, H, f1="AC", talon="9H 2C", stock="QS 3C")
    assert game.play("talon-f1") == Move("talon", "f1")
    assert_illegal(game, "c1-talon", "only a card turned")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert game.play("talon-f1") == Move("talon", "f1")


def test_there_is_no_second_deal() -> None:
    game = arrange(NAME, H, talon="9H 2C", stock="")
    assert Redeal() not in game.legal_moves()
    assert_illegal(game, Redeal(), "redeal")
