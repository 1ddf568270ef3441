"""Backbone Patience (Hoffmann 1921, No. 13): each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack, shuffled_pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "backbone"
SPINE = [f"b{i}" for i in range(1, 21)]
RIBS = [f"r{i}" for i in range(1, 9)]
ACES = [f"f{i}" for i in range(1, 9)]
EMPTY_SPINE = {place: "" for place in SPINE}


def test_the_layout_comes_from_one_pack_its_aces_set_aside_and_the_other_pack_lies_below_the_first() -> None:
    position = new_game(NAME, number=1).position
    assert Counter(position.cards()) == Counter(pack(2)) and position.redeals_left == 1
    laid = [position.pile(place).top for place in (*SPINE, "foot", *RIBS)]
    up = [card for pile in ACES for card in position.pile(pile).cards]
    first_pack = [*laid, *up, *position.pile("stock").cards[-(52 - 29 - len(up)) :]]
    assert Counter(first_pack) == Counter(pack(1)), "the layout and the top of the pack are one whole pack"
    assert all(card.rank == 1 for card in up) and not any(card.rank == 1 for card in laid)


def test_the_second_pack_keeps_its_own_order_under_the_first() -> None:
    order = list(shuffled_pack(1, 2))[::-1]  # the top of the pack first, both packs shuffled together
    second = []
    seen: set[object] = set()
    for card in order:
        if card in seen:
            second.append(card)
        seen.add(card)
    position = new_game(NAME, number=1).position
    assert list(position.pile("stock").cards[:52])[::-1] == second


def test_only_the_foot_then_the_lowest_pair_is_free() -> None:
    game = arrange(NAME, f1="AS", foot="3C", b19="2S", b20="2H", b18="9D", f2="AH")
    assert_illegal(game, "b20-f2", "only the foot of the backbone")
    assert_illegal(game, "b18-f1", "only the foot of the backbone")
    game = arrange(NAME, f1="AS", foot="", b19="2S", b20="2H", f2="AH", b18="3S", b17="3H")
    assert game.play("b20-f2") == Move("b20", "f2")
    assert_illegal(game, "b18-f1", "only the foot of the backbone")
    assert game.play("b19-f1") == Move("b19", "f1")
    assert game.play("b18-f1") == Move("b18", "f1")


def test_the_aces_build_up_in_suit_to_the_kings() -> None:
    game = arrange(NAME, f1="AS", r1="2H", r2="2S")
    assert_illegal(game, "r1-f1", "in suit")
    assert game.play("r2-f1") == Move("r2", "f1")


def test_cards_are_packed_on_the_ribs_downwards_in_suit_from_the_ribs_the_foot_and_the_waste() -> None:
    game = arrange(NAME, r1="6C", r2="5C", r3="5D", foot="6D", r4="7D", talon="4C")
    assert_illegal(game, "r3-r1", "in suit")
    assert game.play("r2-r1") == Move("r2", "r1")
    assert game.play("foot-r4") == Move("foot", "r4")
    assert game.play("talon-r1") == Move("talon", "r1")
    assert_illegal(game, "r4-foot", "stays empty")
    assert_illegal(game, "r4-b20", "holds one card")


def test_a_ribs_place_is_filled_at_once_from_the_pack_and_then_from_the_waste_heap() -> None:
    game = arrange(NAME, r1="6C", r2="5C", stock="KS 9D", talon="3H")
    game.play("r2-r1")
    assert pile_cards(game, "r2") == "9D" and pile_cards(game, "talon") == "3H"
    out = arrange(NAME, r1="6C", r2="5C", stock="", talon="3H 2S")
    out.play("r2-r1")
    assert pile_cards(out, "r2") == "2S"


def test_a_place_of_the_backbone_is_not_filled() -> None:
    game = arrange(NAME, f1="AS", foot="2S", r1="9H", stock="7C")
    game.play("foot-f1")
    assert pile_cards(game, "foot") == ""
    assert_illegal(game, "r1-foot", "stays empty")


def test_a_king_at_the_base_of_the_backbone_may_go_under_the_pack_the_next_card_taking_its_place() -> None:
    game = arrange(NAME, foot="KD", stock="3S 8H")
    assert game.play("foot-stock") == Move("foot", "stock")
    assert pile_cards(game, "foot") == "8H" and pile_cards(game, "stock") == "KD 3S"
    assert_illegal(arrange(NAME, foot="QD", stock="3S"), "foot-stock", "only a king")
    assert_illegal(arrange(NAME, foot="7C", b20="KH", stock="3S"), "b20-stock", "only a king")


def test_the_pack_is_dealt_one_card_at_a_time_and_the_waste_heap_once_more() -> None:
    game = arrange(NAME, stock="9S 4D", talon="")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "4D"
    assert_illegal(game, Redeal(), "used up")
    out = arrange(NAME, stock="", talon="9S 4D 7C")
    out.play(Redeal())
    assert pile_cards(out, "stock") == "7C 4D 9S" and out.position.redeals_left == 0
