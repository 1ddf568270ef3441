"""The Four Corners after Hoffmann (Hoffmann 1892, No. 33, pp. 57–59), an edition of Cadogan's: each rule."""

from __future__ import annotations

from collections import Counter

from patience_hoffmann.four_corners import DEAL, HEAPS

from patience_core import Move, Redeal, new_game, pack
from patience_core.cards import Card

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, cards, pile_cards

NAME, H = "four-corners", "hoffmann-1892"
PILES = ("f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8", "m1", "m2", "m3", "m4", *HEAPS)


def dealt(text: str, **laid: str) -> dict[str, str]:
    """The table after the deal step deals ``text`` (first card first) onto a table with ``laid`` piles."""
    table: dict[str, list[Card]] = {pile_id: list(cards(laid.get(pile_id, ""))) for pile_id in PILES}
    DEAL.lay(list(reversed(cards(text))), table)
    return {pile_id: " ".join(map(str, found)) for pile_id, found in table.items() if found}


def test_the_picture_lays_the_kings_beside_the_left_heaps_and_the_aces_beside_the_right() -> None:
    position = new_game(NAME, number=16, edition=H).position
    assert [str(position.pile(f"f{i}").cards[0]) for i in range(1, 9)] == [
        *("AD", "AC", "AH", "AS"),
        *("KD", "KC", "KH", "KS"),
    ]
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 2


def test_the_first_ace_or_king_of_a_suit_is_placed_wherever_it_falls() -> None:
    assert dealt("KC AS") == {"f6": "KC", "f4": "AS"}


def test_a_card_falling_on_a_corner_goes_to_any_foundation_it_fits() -> None:
    assert dealt("2D 5S", f1="AD") == {"f1": "AD 2D", "p1": "5S"}
    assert dealt("QC", f6="KC")["f6"] == "KC QC"  # p1 is a corner


def test_a_card_falling_on_a_side_heap_goes_only_to_the_foundation_beside_it() -> None:
    # p1 takes the first card, p2 the second: p2 lies beside the king of diamonds, not the king of clubs
    assert dealt("9S QD", f5="KD")["f5"] == "KD QD"
    assert dealt("9S QC", f6="KC") == {"f6": "KC", "p1": "9S", "p2": "QC"}
    assert dealt("9S 2D", f1="AD") == {"f1": "AD", "p1": "9S", "p2": "2D"}
    seven = "9S 9S 9S 9S 9S 9S 9S"  # p1 to p7; p8 lies beside the ace of diamonds
    assert dealt(f"{seven} 2D", f1="AD")["f1"] == "AD 2D"


def test_the_next_card_takes_the_place_of_a_card_played_as_it_falls() -> None:
    assert dealt("2D 5S 6S", f1="AD") == {"f1": "AD 2D", "p1": "5S", "p2": "6S"}


def test_after_the_deal_any_top_card_goes_to_any_foundation_it_fits() -> None:
    game = arrange(NAME, H, f1="AD", f8="KS", p3="5C 2D", p9="QS")
    assert game.play("p3-f1") == Move("p3", "f1")
    assert game.play("p9-f8") == Move("p9", "f8")
    assert_illegal(game, "p3-f1", "built up in suit")


def test_provisional_sequences_go_up_or_down_in_suit_one_card_at_a_time() -> None:
    game = arrange(NAME, H, p1="9C", p2="8C", p3="10C 9D", p4="7C 8H")
    assert game.play("p2-p1") == Move("p2", "p1")
    assert_illegal(game, "p3-p1", "next higher or lower card in suit")
    assert_illegal(game, Move("p1", "p4", 2), "uppermost card")


def test_a_sequence_is_reversed_card_by_card_onto_a_nine_of_its_suit() -> None:
    game = arrange(NAME, H, p1="2H 3H 4H", p2="5H")
    for _ in range(2):
        game.play("p1-p2")
    assert pile_cards(game, "p2") == "5H 4H 3H" and pile_cards(game, "p1") == "2H"


def test_a_card_that_fits_both_sequences_waits_between_them_until_the_next_card_carries_it() -> None:
    game = arrange(NAME, H, f2="AC 2C 3C 4C 5C 6C 7C", f6="KC QC JC 10C 9C", p1="8C", p2="7C", m2="")
    assert_illegal(game, "p1-f2", "waits between them")
    assert_illegal(game, "p1-f6", "waits between them")
    assert game.play("p1-m2") == Move("p1", "m2")
    assert game.play("p2-f6") == Move("p2", "f6")
    assert pile_cards(game, "f6") == "KC QC JC 10C 9C 8C 7C" and pile_cards(game, "m2") == ""


def test_a_heap_emptied_stays_empty() -> None:
    game = arrange(NAME, H, f1="AD", p1="2D", p2="9S")
    game.play("p1-f1")
    assert_illegal(game, "p2-p1", "stays empty")


def test_the_heaps_are_picked_up_left_top_corner_first_and_dealt_in_that_order_twice() -> None:
    empty = {f"p{i}": "" for i in range(3, 13)}
    game = arrange(NAME, H, f1="AD", p1="2D 9S", p2="3D 5C", **empty)
    assert game.play("redeal") == Redeal()
    # 2D, p1's first card, comes first and goes home from the corner; 9S takes its place on p1; 3D, on p2 beside
    # the king of diamonds, stays; 5C falls on p3.
    assert [pile_cards(game, pile_id) for pile_id in ("f1", "p1", "p2", "p3")] == ["AD 2D", "9S", "3D", "5C"]
    assert game.position.redeals_left == 1
    game.play("redeal")
    assert_illegal(game, "redeal", "no redeal is left")


def test_cadogans_edition_keeps_its_own_reading_of_where_the_foundations_lie() -> None:
    position = new_game(NAME, number=16).position
    assert [str(position.pile(f"f{i}").cards[0]) for i in (1, 5)] == ["AC", "KC"]
