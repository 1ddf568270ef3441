"""The Talkative (Hoffmann 1892, No. 18, p. 31): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused

THIRTEEN_IDLE = "2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC AD"  # none answers one, two ... king in turn


def test_the_whist_pack_is_dealt_from_the_stock() -> None:
    position = new_game("talkative", number=1).position
    assert Counter(position.pile("stock").cards) == Counter(pack())


def test_one_to_king_is_called_and_the_count_runs_on_past_a_card_thrown_out() -> None:
    game = arrange("talkative", stock="4H 9S 2D 5C", waste="", out="")
    for _ in range(4):
        game.play("deal")
    assert pile_cards(game, "out") == "2D 4H"  # 5C called one, 2D two (out), 9S three, 4H four: no restart
    assert pile_cards(game, "waste") == "5C 9S" and game.position.get("call") == "5"


def test_the_cards_are_taken_up_without_disturbing_their_order_the_count_going_on() -> None:
    game = arrange("talkative", stock="", waste="5C 9S 7H", out="", state={"call": "5", "hit": True})
    game.play("deal")
    assert pile_cards(game, "stock") == "7H 9S 5C" and game.position.get("call") == "5"


def test_the_cards_coming_up_again_in_the_same_order_with_none_answering_lose() -> None:
    game = arrange("talkative", stock="", waste=THIRTEEN_IDLE, out="", state={"call": "A", "began": "A"})
    for _ in range(14):
        game.play("deal")
    assert_illegal(game, "deal", "come round unchanged")
    assert game.is_over and not game.is_won


def test_an_idle_pass_that_shifts_the_count_is_not_a_loss() -> None:
    game = arrange("talkative", stock="", waste="2C 3C", out="", state={"call": "3", "began": "A"})
    while game.legal_moves():
        game.play("deal")  # each pass moves the count on by two, until one calls the two and the three
    assert pile_cards(game, "out") == "2C 3C" and game.is_won


def test_won_when_every_card_has_been_thrown_out() -> None:
    game = arrange("talkative", stock="2S AD", waste="", out="")
    game.play("deal")
    game.play("deal")
    assert game.is_won


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("talkative", stock="8D", waste="7S", out="")
    assert_illegal(game, "waste-out", "no card is moved by hand")


@pytest.mark.parametrize(
    ("state", "problem"), [({"began": "1"}, "not one of the calls"), ({"hit": 2}, "true or false")]
)
def test_a_saved_position_no_play_could_reach_is_refused(state: dict[str, object], problem: str) -> None:
    assert_refused("talkative", {}, state, problem)


def test_pysolfc_loses_after_two_passes_in_a_row_without_a_hit() -> None:
    # two cards, the count moving on by two each pass: the book's rule plays on, PySolFC's stops at the second
    game = arrange("talkative", "pysolfc", stock="", waste="2C 3C", out="", state={"call": "3", "began": "A"})
    game.play("deal")
    game.play("deal")
    game.play("deal")
    assert_illegal(game, "deal", "2 passes in a row have thrown no card out")
    assert "PySolFC" in str(game.judge("deal").source)
