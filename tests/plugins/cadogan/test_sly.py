"""Sly (Cadogan 1914): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Game, Move, PositionError, load_game, new_game, pack
from patience_core.clauses import numbered

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

PROMENADE = numbered("p", 20)


def in_round(placed: int, **piles: str) -> Game:
    """A table set up by hand in the middle of a round of twenty, ``placed`` cards laid so far."""
    game = arrange("sly", **piles)
    return Game(game.rulebook, game.position.with_state(placed=placed), from_deal=False)


def test_twenty_cards_make_the_promenade_and_the_foundations_wait_for_their_aces_and_kings() -> None:
    position = new_game("sly", number=1).position
    assert [len(position.pile(packet).cards) for packet in PROMENADE] == [1] * 20
    assert not any(position.pile(f"f{i}").cards for i in range(1, 9))
    assert len(position.pile("stock").cards) == 84
    assert Counter(position.cards()) == Counter(pack(2))


def test_each_foundation_is_begun_by_the_ace_or_king_of_its_own_suit_and_follows_suit() -> None:
    game = arrange("sly", p1="AS", p2="KD", p3="3S", stock="9C")
    assert_illegal(game, "p1-f1", "from the ace of its own suit")
    assert game.play("p1-f2") == Move("p1", "f2")
    assert_illegal(game, "p2-f5", "from the king of its own suit")
    assert game.play("p2-f8") == Move("p2", "f8")
    assert_illegal(game, "p3-f2", "built up in suit")


def test_between_rounds_top_cards_go_home_a_packet_emptied_is_filled_from_the_pack_and_none_goes_to_another() -> None:
    game = arrange("sly", p1="5H AH", p2="QD", stock="9C 4S")
    assert_illegal(game, "p2-p1", "never moved from one packet to another")
    game.play("p1-f3")
    assert pile_cards(game, "p1") == "5H"  # the card beneath is free
    game = arrange("sly", p1="AH", stock="9C 4S")
    game.play("p1-f3")
    assert pile_cards(game, "p1") == "4S" and pile_cards(game, "stock") == "9C"


def test_the_promenade_is_played_out_before_the_next_round() -> None:
    game = arrange("sly", f2="AS", p4="QD", p7="2S", p8="QD", p11="QD", stock="9C 4S")  # deal 1's aces and kings put by
    assert_illegal(game, "stock-p1", "played out before the next round: p7")
    game.play("p7-f2")
    assert game.play("stock-p1") == Move("stock", "p1")


def test_a_round_of_twenty_is_laid_anywhere_and_only_then_may_the_promenade_be_played() -> None:
    game = in_round(18, f1="AC", p1="2C", p2="JH", stock="KH 8D 9S 2D")
    assert_illegal(game, "p1-f1", "waits until the round of twenty is complete")
    game.play("stock-p2")  # any card on any packet: the two of diamonds on the knave of hearts
    assert game.position.get("placed") == 19 and pile_cards(game, "p2") == "JH 2D"
    game.play("stock-p2")  # several on one packet
    assert game.position.get("placed") is None  # twenty laid: the round is complete
    assert game.play("p1-f1") == Move("p1", "f1")


def test_a_card_that_fits_may_go_home_as_it_turns_up_and_does_not_count_and_a_foundation_card_goes_at_once() -> None:
    game = in_round(3, f1="AC", stock="KH 2C")
    game.play("stock-f1")
    assert game.position.get("placed") == 3
    assert_illegal(game, "stock-p4", "a foundation is placed at once: KH to f7")
    assert game.play("stock-f7") == Move("stock", "f7")
    assert game.position.get("placed") is None  # the pack is out: the last round is complete


@pytest.mark.parametrize(("placed", "pack_out"), [(0, False), (20, False), (5, True)])
def test_a_round_count_no_deal_can_reach_is_refused(placed: int, pack_out: bool) -> None:
    game = new_game("sly", number=1)
    while game.position.get("placed") is None:  # play the promenade out, then lay the first card of a round
        game.play(game.legal_moves()[0])
    data = saved(game)
    data["state"]["placed"] = placed
    if pack_out:  # the rest of the pack laid on one packet, the round still under way
        piles = {entry["id"]: entry for entry in data["piles"]}
        piles["p1"]["cards"] += piles["stock"]["cards"]
        piles["stock"]["cards"] = []
    with pytest.raises(PositionError, match="state 'placed'"):
        load_game(data)
