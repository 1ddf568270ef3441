"""The Harvest (Hoffmann 1892, No. 5, pp. 13-14): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import new_game, pack
from patience_core.cards import PIQUET_PACK

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused


def test_the_piquet_pack_is_dealt_from_the_stock() -> None:
    position = new_game("harvest", number=1).position
    assert Counter(position.pile("stock").cards) == Counter(pack(1, PIQUET_PACK))
    assert not position.pile("rows").cards and not position.pile("out").cards


def test_seven_is_called_first_and_a_card_answering_is_thrown_out() -> None:
    game = arrange("harvest", stock="KD 8S 7C", rows="", out="")
    game.play("deal")
    assert pile_cards(game, "out") == "7C" and game.position.get("call") == "7"  # the count begins again


def test_the_count_runs_seven_to_ace_and_begins_again_at_seven_after_a_card_goes_out() -> None:
    game = arrange("harvest", stock="7H 9S KD 8S 10C", rows="", out="")
    for _ in range(5):
        game.play("deal")
    # 10C called seven, 8S eight (out), then KD called seven again, 9S eight, 7H nine
    assert pile_cards(game, "out") == "8S"
    assert pile_cards(game, "rows") == "10C KD 9S 7H"
    assert game.position.get("call") == "10"


def test_the_cards_are_taken_up_in_the_order_dealt_and_the_count_goes_on() -> None:
    game = arrange("harvest", stock="", rows="10C KD 9S", out="7H", state={"call": "10", "hit": True})
    game.play("deal")
    assert pile_cards(game, "stock") == "9S KD 10C" and game.position.get("call") == "10"
    game.play("deal")
    assert pile_cards(game, "out") == "7H 10C"


def test_twice_called_over_from_seven_with_no_card_answering_loses() -> None:
    eight_idle = "8C 9C 10C JC QC KC AC 7D"  # none answers seven, eight ... ace in turn
    game = arrange("harvest", stock="", rows=eight_idle, out="", state={"call": "7", "began": "7"})
    for _ in range(9):
        game.play("deal")
    assert_illegal(game, "deal", "come round unchanged")
    assert game.is_over and not game.is_won


def test_an_endless_round_not_from_seven_loses_too() -> None:
    # Two cards left, taken up with "eight": they are called eight and nine, then ten and knave, and so on for ever.
    game = arrange("harvest", stock="", rows="7S 8H", out="", state={"call": "8", "began": "7", "hit": True})
    while game.legal_moves():
        game.play("deal")
    assert not game.is_won and len(game.moves) < 40
    assert "reading" in str(game.judge("deal").source)


def test_won_when_every_card_has_been_thrown_out() -> None:
    game = arrange("harvest", stock="7D 7S", rows="", out="")
    game.play("deal")
    assert not game.is_won  # the seven of diamonds is called seven in its turn, the count having begun again
    game.play("deal")
    assert game.is_won


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("harvest", stock="8D", rows="7S", out="")
    assert_illegal(game, "rows-out", "no card is moved by hand")


@pytest.mark.parametrize(
    ("state", "problem"),
    [({"call": "2"}, "not one of the calls 7 8 9 10 J Q K A"), ({"idle": "7 5"}, "not calls of the game")],
)
def test_a_saved_position_no_play_could_reach_is_refused(state: dict[str, str], problem: str) -> None:
    assert_refused("harvest", {}, state, problem)
