"""The Salic Law (Cadogan 1914, "The Salic Law"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Move, PositionError, load_game, new_game, pack, solve

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

KNAVES = "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC"


def test_a_king_begins_the_row_and_the_rest_is_the_pack() -> None:
    game = new_game("salic-law", number=1)
    assert pile_cards(game, "k1") == "KH"
    assert len(game.position.pile("stock").cards) == 103
    assert game.legal_moves() == [Deal()]
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_each_card_dealt_goes_onto_the_latest_king_or_to_its_own_row() -> None:
    game = arrange("salic-law", k1="KH", stock="5D KS AC QH 7C")
    for _ in range(5):
        game.play("deal")
    assert pile_cards(game, "k1") == "KH 7C"
    assert pile_cards(game, "q1") == "QH" and pile_cards(game, "f1") == "AC"
    assert pile_cards(game, "k2") == "KS 5D"


def test_the_foundations_build_up_regardless_of_suit_to_the_knave() -> None:
    game = arrange("salic-law", f1="AC", k1="KH 3D 2D")
    assert game.play("k1-f1") == Move("k1", "f1")
    assert game.play("k1-f1") == Move("k1", "f1")
    game = arrange("salic-law", f1="AC", k1="KH 3D")
    assert_illegal(game, "k1-f1", "built up regardless of suit, from the ace to the knave")
    homes = {f"f{i}": KNAVES for i in range(1, 9)}
    won = arrange("salic-law", stock="", **homes, **{f"k{i}": "KH" for i in range(1, 9)})
    assert won.is_won


def test_only_the_surface_card_is_available_and_the_kings_stay() -> None:
    game = arrange("salic-law", f1="AC", k1="KH 2D 9S", k2="KS", q1="QH")
    assert_illegal(game, "k1-f1", "built up regardless of suit")
    assert_illegal(game, Move("k1", "f1", 2), "only the card on the surface")
    assert_illegal(game, "k2-f1", "the kings stay in their row")
    assert_illegal(game, "q1-f1", "q1 gives up cards only as its rule says: the next card is dealt to the latest king")


def test_a_bare_king_takes_one_card_from_another_packet_once_the_deal_is_over() -> None:
    game = arrange("salic-law", k1="KH", k2="KS 5D 9C", stock="4H")
    assert_illegal(game, "k2-k1", "only when the deal is over")
    game = arrange("salic-law", k1="KH", k2="KS 5D 9C", stock="")
    assert game.play("k2-k1") == Move("k2", "k1")
    assert_illegal(game, "k2-k1", "a king whose packet is gone takes one card")


@pytest.mark.parametrize(
    ("moves", "problem"),
    [
        ((("KH", "k1", "stock"), ("5D", "stock", "k1")), "k1 must begin with a king"),
        ((("5D", "stock", "q1"),), "q1 must begin with a queen"),
        ((("AC", "stock", "k1"),), "k1 holds a king, an ace or a queen above its king"),
        ((("AC", "stock", "f2"),), "the aces' row is filled from the left, but f1 is empty"),
    ],
)
def test_a_saved_game_keeps_the_rows_the_deal_makes(moves: tuple[tuple[str, str, str], ...], problem: str) -> None:
    data = saved(new_game("salic-law", number=1))
    piles = {entry["id"]: entry["cards"] for entry in data["piles"]}
    for card, source, target in moves:  # every card kept: only its place is one the deal cannot give
        piles[source].remove(card)
        piles[target].append(card)
    with pytest.raises(PositionError, match=problem):
        load_game(data)


def test_deal_1_is_won_and_the_winning_line_replays() -> None:
    result = solve(new_game("salic-law", number=1), positions=2000)
    assert result.outcome == "won"
    game = new_game("salic-law", number=1)
    game.replay(list(result.moves))
    assert game.is_won
