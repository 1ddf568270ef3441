"""The Shah (Cadogan 1914, "The Shah"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Game, Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

RAYS = [f"r{i}" for i in range(1, 9)]


def dealt(**piles: str) -> Game:
    """A game whose three circles are dealt, every ray holding three cards that fit nowhere unless ``piles`` says."""
    game = arrange("shah", **({ray: "9S 9S 9S" for ray in RAYS} | piles))
    return Game(game.rulebook, game.position.with_state(circles=3), from_deal=False)


def test_the_aces_round_the_shah_and_a_first_circle_are_dealt() -> None:
    game = new_game("shah", number=1)
    assert [str(game.position.pile(f"f{i}").top) for i in range(1, 9)] == [
        "AC",
        "AC",
        "AS",
        "AS",
        "AH",
        "AH",
        "AD",
        "AD",
    ]
    assert pile_cards(game, "shah") == "KH" and len(game.position.pile("aside").cards) == 7
    assert [len(game.position.pile(ray).cards) for ray in RAYS] == [1] * 8
    assert game.legal_moves() == [Deal()]
    game.play("deal")
    assert [len(game.position.pile(ray).cards) for ray in RAYS] == [2] * 8
    assert game.position.get("circles") == 2
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_while_the_circles_are_dealt_a_suitable_card_is_played_and_replaced_from_the_pack() -> None:
    game = arrange("shah", r3="2C", stock="9D 7H")
    assert_illegal(game, "deal", "a suitable card is played before the next circle: r3")
    assert_illegal(game, "r3-r4", "cards go only from the star to the foundations")
    assert_illegal(game, "stock-talon", "cards go only from the star to the foundations")
    game.play("r3-f1")
    assert pile_cards(game, "r3") == "7H" and pile_cards(game, "f1") == "AC 2C"
    game.play("deal")
    assert pile_cards(game, "r1").endswith(" 9D") and pile_cards(game, "r3") == "7H"  # the pack ran out


def test_the_foundations_follow_suit_up_to_the_queens() -> None:
    game = dealt(r1="9S 9S 2H", r2="9S 9S 2S")
    assert_illegal(game, "r1-f1", "built up in suit, from the ace to the queen")
    assert game.play("r2-f3") == Move("r2", "f3")
    queens = arrange("shah", f1="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", r1="KC")
    assert_illegal(queens, "r1-f1", "to the queen")


def test_marriages_go_down_in_suit_on_the_outer_circle_only() -> None:
    game = dealt(r1="9S 9S 9H", r2="9S 9S 8H", r3="9S 8H", talon="8D")
    assert_illegal(game, "talon-r1", "next higher card in suit")
    assert game.play("r2-r1") == Move("r2", "r1")
    game = dealt(r1="9S 9S 9H", r3="9S 8H", talon="7D")
    assert_illegal(game, "r3-r1", "cards of the inner circles are only played, never married")


def test_the_talons_top_card_marries_on_the_outer_circle_by_a_reading() -> None:
    # Play ¶8 marries the cards turned, ¶7 takes the talon's only into spaces: the talon's marriage is ours.
    game = dealt(r1="9S 9S 9H", talon="8H")
    ruling = game.judge("talon-r1")
    assert ruling.legal and str(ruling.source) == "reading: the talon's top card may marry onto the outer circle"
    assert game.play("talon-r1") == Move("talon", "r1")
    assert_illegal(dealt(r1="9S 9S 9H", talon="7H 8H"), "talon-r1(2)", "one at a time")  # its top card alone


def test_spaces_are_refilled_inner_circles_first_before_the_next_card_is_turned() -> None:
    game = dealt(r2="9S 9S", r5="9S", talon="4D", stock="5D 7C 6H")
    assert_illegal(game, "stock-talon", "refilled before the next card is turned: r5")
    assert_illegal(game, "talon-r2", "from the inner circles outwards, from the left: r5")
    assert game.play("talon-r5") == Move("talon", "r5")
    assert game.play("stock-r2") == Move("stock", "r2")
    assert_illegal(game, "r1-r5", "refilled from the talon or the pack")
    game.play("stock-r5")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_a_lane_takes_one_outer_card_as_its_inner_card() -> None:
    game = dealt(r4="", stock="7C")
    assert game.play("r1-r4") == Move("r1", "r4")
    assert pile_cards(game, "r4") == "9S" and pile_cards(game, "r1") == "9S 9S"
    game = dealt(r4="", r5="9S 9S", stock="7C")
    assert_illegal(game, "r5-r4", "refilled from the talon or the pack")


@pytest.mark.parametrize(
    ("change", "problem"),
    [
        ({"state": {"circles": 4}}, "not a number of circles from 1 to 3"),
        ({"state": {"circles": 2}}, "while the circles are dealt every ray holds 2 cards"),
    ],
)
def test_a_saved_game_keeps_the_circles_it_has_dealt(change: dict[str, dict[str, int]], problem: str) -> None:
    data = saved(new_game("shah", number=1))
    data.update(change)
    with pytest.raises(PositionError, match=problem):
        load_game(data)


def test_a_saved_game_keeps_the_shah_alone_and_marriages_only_on_the_outer_circle() -> None:
    data = saved(new_game("shah", number=1))
    piles = {entry["id"]: entry["cards"] for entry in data["piles"]}
    piles["r1"].append(piles["shah"].pop())
    with pytest.raises(PositionError, match="the Shah is one king alone"):
        load_game(data)
