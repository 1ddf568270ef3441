"""Light and Shade (Cadogan 1914, "Light and Shade"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
ROWS = ("a1", "a2", "a3", "a4", "r1", "r2", "r3", "r4")


def test_the_aces_are_set_out_and_eight_cards_dealt_in_two_rows() -> None:
    position = new_game("light-and-shade", number=1).position
    assert [str(position.pile(pile_id).top) for pile_id in FOUNDATIONS] == ["AC", "AS", "AH", "AD"] * 2
    assert all(len(position.pile(pile_id).cards) == 1 for pile_id in ROWS)
    assert not position.pile("talon").cards and len(position.pile("stock").cards) == 88
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_foundations_ascend_in_alternating_colours_from_the_ace() -> None:
    game = arrange("light-and-shade", a1="2S", a2="2D", a3="3H")
    assert_illegal(game, "a2-f3", "in alternating colours")  # a red two on the red ace of hearts
    game.play("a1-f3")
    game.play("a3-f3")
    assert pile_cards(game, "f3") == "AH 2S 3H"
    assert game.play("a2-f1") == Move("a2", "f1")  # the black ace of clubs takes a red two


def test_only_the_auxiliaries_play_to_the_foundations() -> None:
    game = arrange("light-and-shade", r1="2S", talon="2C", stock="2D")
    assert_illegal(game, "r1-f3", "only from the Auxiliaries")
    assert_illegal(game, "talon-f3", "only from the Auxiliaries")
    assert_illegal(game, "stock-f1", "only from the Auxiliaries")


@pytest.mark.parametrize("edition", [None, "hoffmann-1892"])
def test_the_auxiliaries_are_built_down_in_alternating_colours_from_rivals_talon_and_pack(edition: str | None) -> None:
    """Both books build the upper row alike (Hoffmann 1892, No. 53, pp. 102–103, as Cadogan's rule II)."""
    game = arrange("light-and-shade", edition, a1="9H", a2="7C", r1="8S", r2="8D", talon="6H", stock="5S")
    assert_illegal(game, "r2-a1", "in alternating colours")
    game.play("r1-a1")
    game.play("talon-a2")
    game.play("stock-a2")
    assert pile_cards(game, "a1") == "9H 8S" and pile_cards(game, "a2") == "7C 6H 5S"
    assert_illegal(game, "a2-a1", "go only to the foundations")


def test_a_space_in_the_auxiliaries_is_filled_only_from_the_rivals() -> None:
    game = arrange("light-and-shade", a1="", r1="KD", talon="QS")
    assert_illegal(game, "talon-a1", "filled only from r1")
    game.play("r1-a1")
    assert pile_cards(game, "a1") == "KD" and not pile_cards(game, "r1")


def test_a_rival_is_one_card_refilled_from_the_pack_or_the_talon() -> None:
    game = arrange("light-and-shade", r1="", r2="4C", a1="", talon="QS", stock="9D")
    assert_illegal(game, "talon-r2", "a Rival is one card")
    game.play("talon-r1")
    assert pile_cards(game, "r1") == "QS"
    assert_illegal(game, "r1-r2", "a Rival is one card")


def test_the_pack_is_turned_one_card_at_a_time_onto_the_talon_once() -> None:
    game = arrange("light-and-shade", talon="", stock="9D 3C")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "3C"
    assert_illegal(game, "a1-talon", "only a card turned from the stock")
    assert_illegal(game, "redeal", "no redeal is left")
