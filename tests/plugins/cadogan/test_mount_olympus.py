"""Mount Olympus (Cadogan 1914, "Mount Olympus"): the pyramid, the battery, the talon dealt again once."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "mount-olympus"
ACES = ("a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8")
TWOS = ("d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8")


def test_the_aces_and_twos_make_the_pyramid_and_nine_cards_the_battery() -> None:
    game = new_game(NAME, number=1)
    position = game.position
    assert [pile_cards(game, pile_id) for pile_id in ACES] == ["AS", "AH", "AC", "AD"] * 2
    assert [pile_cards(game, pile_id) for pile_id in TWOS] == ["2S", "2H", "2C", "2D"] * 2
    assert [len(position.pile(f"b{i}").cards) for i in range(1, 10)] == [1] * 9
    assert len(position.pile("stock").cards) == 104 - 16 - 9
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_aces_ascend_by_odd_numbers_to_the_kings_and_the_twos_by_even_numbers_to_the_queens() -> None:
    game = arrange(NAME, a1="AS", d1="2S", a2="AH 3H 5H 7H 9H JH", b1="3S", b2="4S", b3="KH", b4="3H", b5="QS")
    assert_illegal(game, "b2-a1", "in the order A 3 5 7 9 J K")
    assert_illegal(game, "b4-a1", "in suit")
    assert game.play("b1-a1") == Move("b1", "a1")
    assert game.play("b2-d1") == Move("b2", "d1")
    assert game.play("b3-a2") == Move("b3", "a2")
    assert_illegal(game, "b5-d1", "in the order 2 4 6 8 10 Q")
    assert_illegal(game, "a2-b5", "stays there")


def test_the_battery_is_built_down_in_suit_by_twos_one_card_at_a_time() -> None:
    game = arrange(NAME, b1="9D", b2="7D", b3="8D", b4="QC", b5="10C 8C", stock="5D", talon="10S")
    assert game.play("b2-b1") == Move("b2", "b1")
    assert_illegal(game, "b3-b1", "a card goes on the card two higher in suit")
    assert_illegal(game, "b5-b4(2)", "only the uppermost card of a packet of the battery is available")
    assert game.play("stock-b1") == Move("stock", "b1")
    assert_illegal(game, "talon-b4", "a card goes on the card two higher in suit")


def test_a_space_in_the_battery_is_filled_from_the_pack_or_the_talon() -> None:
    game = arrange(NAME, b1="", b2="", b3="4D", talon="9C", stock="2S")
    assert_illegal(game, "b3-b1", "a space is filled only from stock, talon")
    assert game.play("stock-b1") == Move("stock", "b1")
    assert game.play("talon-b2") == Move("talon", "b2")


def test_the_talon_is_turned_over_once_when_the_pack_is_out() -> None:
    game = arrange(NAME, talon="9C 4H KD", stock="2S", redeals_left=1)
    assert_illegal(game, Redeal(), "the cards are dealt again only when the stock is used up")
    game.play("stock-talon")
    game.play(Redeal())
    assert pile_cards(game, "stock") == "2S KD 4H 9C"
    assert game.position.redeals_left == 0


def test_the_twos_built_to_the_queens_do_not_win_while_an_ace_is_short_of_its_king() -> None:
    suits = "SHCD" * 2
    twos = {f"d{i}": " ".join(f"{rank}{suit}" for rank in "2 4 6 8 10 Q".split()) for i, suit in enumerate(suits, 1)}
    aces = {f"a{i}": " ".join(f"{rank}{suit}" for rank in "A 3 5 7 9 J K".split()) for i, suit in enumerate(suits, 1)}
    empty = {pile_id: "" for pile_id in (*(f"b{i}" for i in range(1, 10)), "talon", "stock")}
    assert not arrange("mount-olympus", **twos, **dict(aces, a8="AD 3D 5D 7D 9D JD"), **empty).is_won
    assert arrange("mount-olympus", **twos, **aces, **empty).is_won


def test_pysolfc_deals_the_pack_onto_the_battery_and_moves_sequences_whole() -> None:
    game = arrange("mount-olympus", "pysolfc", b1="9C 7C", b2="JC", b3="KH", stock="4D 5D 6D 7D 8D 9D 10D JD QD KD")
    assert not game.position.has_pile("talon") and game.position.redeals_left == 0
    assert game.play("b1-b2(2)") == Move("b1", "b2", 2)
    assert pile_cards(game, "b1") == "KD" and pile_cards(game, "stock") == "4D 5D 6D 7D 8D 9D 10D JD QD"
    assert_illegal(game, "stock-b1", "stock gives up cards only as its rule says: a card is dealt")
    game.play("deal")
    assert [str(game.position.pile(pile_id).top) for pile_id in ("b1", "b2", "b9")] == ["QD", "JD", "4D"]
    assert_illegal(game, "deal", "the stock is used up")
    assert_illegal(game, "redeal", "no redeal is left")


def test_pysolfc_fills_a_space_with_any_card_once_the_pack_is_out() -> None:
    game = arrange("mount-olympus", "pysolfc", b1="KH", b2="", b3="QC", stock="")
    assert game.play("b1-b2") == Move("b1", "b2")
    assert not game.position.pile("b1").cards
    assert game.play("b3-b1") == Move("b3", "b1")
