"""Heads and Tails (Hoffmann 1921, No. 6): each rule."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack, shuffled_pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "heads-and-tails"
HEADS = [f"h{i}" for i in range(1, 9)]
TAILS = [f"t{i}" for i in range(1, 9)]
UP = ("k1", "k2", "k3", "k4", "a1", "a2", "a3", "a4")


def test_heads_tails_then_reserves_of_eleven_and_a_first_king_or_ace_goes_up_as_it_is_dealt() -> None:
    laid, up = [], set()
    for card in list(shuffled_pack(2, 2))[::-1]:  # the top of the pack first
        kind = (card.suit, card.rank)
        if card.rank in (1, 13) and kind not in up:
            up.add(kind)
        else:
            laid.append(card)
    position = new_game(NAME, number=2).position
    assert [position.pile(pile).top for pile in (*HEADS, *TAILS)] == laid[:16]
    assert list(position.pile("r1").cards) == laid[16:27]
    assert [len(position.pile(f"r{i}").cards) for i in range(1, 9)] == [11] * 7 + [88 - 77 - len(up)]
    assert sum(len(position.pile(pile).cards) for pile in UP) == len(up)
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_kings_go_down_and_the_aces_up_in_suit_and_only_heads_and_tails_are_available() -> None:
    game = arrange(NAME, k1="KC", a2="AD", h1="QC", h2="2D", t1="QH", r1="3D 2D")
    assert_illegal(game, "t1-k1", "suit")
    assert game.play("h1-k1") == Move("h1", "k1")
    assert game.play("h2-a2") == Move("h2", "a2")
    assert_illegal(game, "r1-a2", "cards be taken from r1")


def test_a_card_goes_on_a_head_or_tail_one_higher_or_lower_in_suit_so_a_run_moved_over_is_reversed() -> None:
    game = arrange(NAME, a2="AD", h1="7D", h2="8D", h3="9D", h4="9S", t1="10D")
    assert_illegal(game, "h4-h3", "suit")
    game.play("h2-h1")
    game.play("h3-h1")
    assert pile_cards(game, "h1") == "7D 8D 9D"
    assert_illegal(game, Move("h1", "t1", 2), "only the heads and tails are available")
    for _ in range(3):
        game.play("h1-t1")
    assert pile_cards(game, "t1") == "10D 9D 8D 7D"


def test_a_head_or_tail_emptied_takes_its_own_reserves_top_card() -> None:
    game = arrange(NAME, k1="KC", h3="QC", t3="JS", r3="4H 9S")
    game.play("h3-k1")
    assert pile_cards(game, "h3") == "9S" and pile_cards(game, "r3") == "4H"
    built = arrange(NAME, k1="KC", h3="10H QC", r3="4H 9S")
    built.play("h3-k1")
    assert pile_cards(built, "h3") == "10H" and pile_cards(built, "r3") == "4H 9S"


def test_a_reserve_used_up_passes_its_duty_to_the_next_on_the_left_the_first_to_the_last() -> None:
    game = arrange(NAME, k1="KC", t1="QC", r1="", r8="5H 6S", r7="2C")
    game.play("t1-k1")
    assert pile_cards(game, "t1") == "6S" and pile_cards(game, "r8") == "5H"
    further = arrange(NAME, k1="KC", h4="QC", r4="", r3="", r2="8H")
    further.play("h4-k1")
    assert pile_cards(further, "h4") == "8H"


def test_with_every_reserve_used_up_a_place_emptied_takes_any_head_or_tail_card_only() -> None:
    reserves = {f"r{i}": "" for i in range(1, 9)}
    game = arrange(NAME, k1="KC", h1="QC", h2="5D", **reserves)
    game.play("h1-k1")
    assert pile_cards(game, "h1") == ""
    assert game.play("h2-h1") == Move("h2", "h1")
    assert_illegal(arrange(NAME, k1="KC", h1="", h2="5D", r1="9S"), "r1-h1", "filled only from h1")


def test_every_suits_first_king_and_ace_go_up_in_the_deal_and_a_second_one_stays_where_it_lies() -> None:
    for number in (1, 2, 3):
        position = new_game(NAME, number=number).position
        assert all(len(position.pile(pile).cards) == 1 for pile in UP)
    game = arrange(NAME, h1="KH", t1="QH")
    assert_illegal(game, "h1-k3", "built down in suit")
    assert game.play("t1-h1") == Move("t1", "h1")


def test_there_is_no_second_deal() -> None:
    assert Redeal() not in arrange(NAME).legal_moves()
