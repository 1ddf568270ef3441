"""Rouge et Noir after Hoffmann (Hoffmann 1892, No. 35, pp. 60–61), an edition of Red and Black: each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, default_registry, new_game, pack
from patience_core.analysis.compare import compare
from patience_core.clauses import Part

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

H = "hoffmann-1892"


def test_hoffmanns_title_names_cadogans_patience_whose_base_stays_cadogans() -> None:
    variant = default_registry().variant("rouge-et-noir")
    assert variant.name == "red-and-black" and "rouge-et-noir" in variant.aliases
    assert variant.editions[0].name == "cadogan-1914"
    assert new_game("rouge-et-noir", number=3).position.edition == "cadogan-1914"


def test_the_aces_are_set_out_in_pairs_of_one_suit_and_eight_auxiliary_cards_dealt() -> None:
    position = new_game("red-and-black", number=3, edition=H).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["AD", "AD", "AC", "AC", "AH", "AH", "AS", "AS"]
    assert [len(position.pile(f"a{i}").cards) for i in range(1, 9)] == [1] * 8
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 1


def test_the_foundations_go_up_in_suit_to_the_king() -> None:
    game = arrange("red-and-black", H, a1="2D", a2="2S")
    assert game.play("a1-f1") == Move("a1", "f1")
    assert_illegal(game, "a2-f3", "built up in suit")
    full = arrange("red-and-black", H, f1="AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", a1="AD")
    assert_illegal(full, "a1-f1", "to the king")


def test_auxiliary_heaps_are_packed_down_in_alternate_colours_one_card_at_a_time() -> None:
    game = arrange("red-and-black", H, a1="9S", a2="8H", a3="8C", a4="JC 10D")
    assert game.play("a2-a1") == Move("a2", "a1")
    assert_illegal(game, "a3-a1", "next higher card in alternating colours")
    assert_illegal(game, "a1-a4(2)", "only the top card")


def test_a_vacancy_is_filled_at_once_from_the_stock_and_one_left_when_it_is_out_waits_for_the_redeal() -> None:
    game = arrange("red-and-black", H, a1="2D", talon="5S 9H", stock="4H 3D")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "3D" and pile_cards(game, "talon") == "5S 9H"
    out = arrange("red-and-black", H, a1="2D", talon="9H 5S", stock="")
    out.play("a1-f1")
    assert pile_cards(out, "a1") == ""
    assert_illegal(out, "talon-a1", "filled only from stock")
    out.play("redeal")
    assert_illegal(out, "stock-talon", "a space is filled at once")
    assert out.play("stock-a1") == Move("stock", "a1") and pile_cards(out, "a1") == "9H"


def test_cards_turned_go_to_a_foundation_an_auxiliary_heap_or_the_waste_heap() -> None:
    game = arrange("red-and-black", H, a1="9S", stock="KD 8D 2D")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert game.play("stock-a1") == Move("stock", "a1")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert_illegal(game, "a1-talon", "only a card turned")


def test_the_waste_heap_is_dealt_afresh_once_unshuffled() -> None:
    game = arrange("red-and-black", H, talon="5S 9H 3D", stock="")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "3D 9H 5S"
    assert_illegal(arrange("red-and-black", H, talon="5S", stock="", redeals_left=0), "redeal", "no redeal is left")


def test_the_books_differ_in_the_aces_order_and_the_shuffle() -> None:
    comparison = compare("red-and-black", "cadogan-1914", H)
    assert {part.part for part in comparison.differences()} == {Part.DEAL, Part.SPACES, Part.REDEALS}
