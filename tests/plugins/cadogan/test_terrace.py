"""The Terrace (Cadogan 1914, "The Terrace"): the deal, the choice of the first foundation, every clause."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, new_game, pack, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "terrace"


def test_thirteen_cards_make_the_terrace_and_three_are_turned_to_choose_from() -> None:
    game = new_game(NAME, number=1)
    dealt = [str(card) for card in reversed(shuffled_pack(1, packs=2)[-16:])]
    assert pile_cards(game, "terrace") == " ".join(dealt[:13])
    assert [pile_cards(game, pile_id) for pile_id in ("v1", "v2", "v3", "v4", "f1")] == [*dealt[13:], "", ""]
    assert len(game.position.pile("stock").cards) == 88
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_the_first_foundation_is_chosen_from_the_three_before_anything_else() -> None:
    game = new_game(NAME, number=1)
    assert game.legal_moves() == [Move("v1", "f1"), Move("v2", "f1"), Move("v3", "f1")]
    assert_illegal(game, "stock-v4", "first one of the three cards turned is chosen as the first foundation")
    assert_illegal(game, "v1-f2", "first one of the three cards turned is chosen")
    assert game.play("v2-f1") == Move("v2", "f1")


def test_the_other_foundations_begin_with_its_value_and_ascend_in_alternate_colours_past_the_king() -> None:
    game = arrange(NAME, f1="7H", v1="7C", v2="8S", v3="8D", v4="QH KS", v5="AD", f2="", stock="5C")
    assert_illegal(game, "v2-f2", "the other foundations begin with cards of the first one's value")
    assert_illegal(game, "v3-f1", "built up in alternating colours")
    assert game.play("v2-f1") == Move("v2", "f1")
    assert game.play("v1-f2") == Move("v1", "f2")
    game = arrange(NAME, f1="JH QS", v4="KC", v5="KH", v6="AD", v7="AS")
    assert_illegal(game, "v4-f1", "alternating colours")
    assert game.play("v5-f1") == Move("v5", "f1")
    assert_illegal(game, "v6-f1", "alternating colours")
    assert game.play("v7-f1") == Move("v7", "f1")
    assert_illegal(game, "f1-v6", "stays there")


def test_only_the_right_hand_card_of_the_terrace_is_available_and_only_for_a_foundation() -> None:
    game = arrange(NAME, f1="5S", terrace="7D 6D", v1="7C", v2="", stock="2S")
    assert_illegal(game, "terrace-v1", "a card of the Terrace goes only to a foundation")
    assert_illegal(game, "terrace-v2", "a card of the Terrace goes only to a foundation")
    assert_illegal(game, "terrace-f1(2)", "only the right-hand card of the Terrace is available")
    assert game.play("terrace-f1") == Move("terrace", "f1")
    assert_illegal(game, "v1-terrace", "terrace takes only what its rule allows: the deal lays its cards there")


def test_the_valley_is_built_down_in_alternate_colours_a_card_at_a_time_from_itself_and_the_talon() -> None:
    full = {pile_id: "2C" for pile_id in ("v5", "v6", "v7", "v8", "v9")}
    game = arrange(NAME, f1="AS", v1="9D", v2="8S", v3="10H 7H", v4="QC", talon="7D", stock="6C", **full)
    assert game.play("v2-v1") == Move("v2", "v1")
    assert_illegal(game, "v3-v4", "a card goes on the next higher card in alternating colours")
    assert game.play("talon-v1") == Move("talon", "v1")
    assert_illegal(game, "v1-v3(2)", "only the uppermost card of a valley packet is available")
    assert game.play("stock-v1") == Move("stock", "v1")


def test_a_vacancy_takes_a_card_of_the_pack_only_and_first() -> None:
    game = arrange(NAME, f1="AS", v1="", v2="9D", talon="8C", stock="2S KH")
    assert_illegal(game, "v2-v1", "a space is filled only from stock")
    assert_illegal(game, "talon-v1", "a space is filled only from stock")
    assert_illegal(game, "stock-talon", "a vacancy in the valley is filled from the pack before a card goes")
    assert game.play("stock-v1") == Move("stock", "v1")


def test_only_the_pack_feeds_the_talon() -> None:
    full = {pile_id: "2C" for pile_id in ("v1", "v2", "v3", "v4", "v5", "v6", "v7", "v8", "v9")}
    game = arrange(NAME, f1="AS", talon="8C", stock="2S", **full)
    assert_illegal(game, "v1-talon", "only a card turned")
    assert game.play("stock-talon") == Move("stock", "talon")


@pytest.mark.parametrize(
    ("piles", "problem"),
    [
        ({"v4": "9C"}, "f1 is empty, but the table is not as dealt"),
        ({"f2": "9C"}, "f2 is begun before f1, the first foundation"),
        ({"f1": "7H", "f2": "8C"}, "f2 begins with a card of another value than f1"),
        ({"f1": "7H", "terrace": "2C " * 14}, "the Terrace holds 14 cards"),
    ],
)
def test_a_saved_game_the_deal_cannot_reach_is_refused(piles: dict[str, str], problem: str) -> None:
    game = arrange(NAME, **piles)
    assert any(problem in message for message in game.rulebook.position_problems(game.position))
