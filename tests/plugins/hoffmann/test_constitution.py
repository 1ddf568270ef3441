"""The Constitution after Hoffmann (Hoffmann 1892, No. 32, pp. 55–56): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Move, Redeal, new_game, pack
from patience_core.analysis.compare import compare

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, H = "constitution", "hoffmann-1892"
#: Every middle heap begun, so that building on them is allowed.
BEGUN = {f"u{i}": "KD" for i in range(1, 9)} | {f"m{i}": "AH" for i in range(1, 9)}


def test_an_upper_and_a_lower_row_of_eight_are_dealt_with_room_between() -> None:
    position = new_game(NAME, number=1, edition=H).position
    assert [len(position.pile(f"{row}{i}").cards) for row in "ulm" for i in range(1, 9)] == [1] * 16 + [0] * 8
    assert len(position.pile("stock").cards) == 88 and position.redeals_left == 0
    assert Counter(position.cards()) == Counter(pack(2))


def test_a_lower_card_one_rank_above_an_upper_card_whatever_its_suit_goes_below_it() -> None:
    game = arrange(NAME, H, u1="7S", u2="KD", l1="8H", l2="AC", l3="9H")
    assert game.play("l1-m1") == Move("l1", "m1")
    assert_illegal(game, "l3-m2", "one rank above the card above it")
    assert game.play("l2-m2") == Move("l2", "m2")  # the king turns the corner to the ace


def test_no_heap_is_built_on_until_the_middle_row_is_complete() -> None:
    game = arrange(NAME, H, u1="7S", m1="8H", l1="9C", m2="")
    assert_illegal(game, "l1-m1", "until every one has its first")
    begun = arrange(NAME, H, **(BEGUN | {"m1": "8H", "u1": "7S", "l1": "9C"}))
    assert begun.play("l1-m1") == Move("l1", "m1")


def test_a_heap_is_built_up_by_rank_regardless_of_suit_round_the_corner() -> None:
    game = arrange(NAME, H, **(BEGUN | {"u1": "JS", "m1": "QH KD", "l1": "AC", "l2": "2S", "l3": "3S"}))
    assert_illegal(game, "l2-m1", "built up to it regardless of suit")
    assert game.play("l1-m1") == Move("l1", "m1")
    assert game.play("l2-m1") == Move("l2", "m1")


def test_the_thirteenth_card_of_a_heap_is_the_card_above_it_and_no_other() -> None:
    twelve = "8H 9C 10D JS QH KC AD 2S 3H 4C 5D 6S"
    game = arrange(NAME, H, **(BEGUN | {"u1": "7S", "m1": twelve, "l1": "7S", "l2": "7D"}))
    assert_illegal(game, "l1-m1", "completed by the card above it")
    assert_illegal(game, "l2-m1", "completed by the card above it")
    assert game.play("u1-m1") == Move("u1", "m1")
    assert pile_cards(game, "u1") == "" and len(game.position.pile("m1").cards) == 13
    early = arrange(NAME, H, **(BEGUN | {"u1": "7S", "m1": "8H"}))
    assert_illegal(early, "u1-m1", "only as its last card")
    assert_illegal(early, "u2-m1", "only as its last card")


def test_only_the_top_card_of_a_lower_heap_is_available() -> None:
    game = arrange(NAME, H, **(BEGUN | {"m1": "8H", "l1": "9C 5D"}))
    assert_illegal(game, Move("l1", "m1", 2), "top card")


def test_a_card_is_dealt_onto_each_lower_heap_the_empty_ones_too_when_none_can_go_up() -> None:
    table = {f"u{i}": "KD" for i in range(2, 9)} | {f"l{i}": "5S" for i in range(3, 9)}
    game = arrange(NAME, H, **table, u1="7S", l1="8H", l2="")
    error = assert_illegal(game, "deal", "played before the next deal: l1")
    assert "only when none of theirs can go up" in str(error)
    game.play("l1-m1")
    before = game.position.pile("stock").cards
    assert game.play("deal") == Deal()
    assert pile_cards(game, "l1") == str(before[-1]) and pile_cards(game, "l2") == str(before[-2])
    assert len(game.position.pile("stock").cards) == len(before) - 8


def test_the_cards_are_dealt_through_once() -> None:
    game = arrange(NAME, H, stock="")
    assert_illegal(game, "deal", "the stock is used up")
    assert Redeal() not in game.legal_moves()


def test_a_saved_game_whose_heap_does_not_begin_above_its_crown_is_refused() -> None:
    game = arrange(NAME, H, u1="7S", m1="9H")
    assert "m1 begins with 9H, not a card one rank above its crown 7S" in game.rulebook.position_problems(game.position)


def test_it_is_another_game_than_cadogans_in_every_part_but_the_packs_and_the_redeals() -> None:
    comparison = compare(NAME, "cadogan-1914", H)
    assert {part.part.value for part in comparison.parts if part.agree} <= {"packs", "redeals", "the win"}
