"""The Mill (Cadogan 1914, "The Mill"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

FAMILY = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
ANGLES_FULL = {f"a{i}": "KS" for i in range(1, 5)}
#: Wings that fit nowhere in these tests.
IDLE_WINGS = {f"w{i}": "5C" for i in range(1, 9)}


def test_an_ace_in_the_centre_and_eight_wings_round_it() -> None:
    game = new_game("mill", number=1)
    assert pile_cards(game, "centre") == "AH"
    assert [len(game.position.pile(f"w{i}").cards) for i in range(1, 9)] == [1] * 8
    assert not any(game.position.pile(f"a{i}").cards for i in range(1, 5))
    assert len(game.position.pile("stock").cards) == 95
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_a_king_goes_to_an_angle_and_its_vacancy_is_refilled_at_once_from_pack_or_talon() -> None:
    game = arrange("mill", w4="KH", w5="2C", talon="9D")
    assert game.play("w4-a1") == Move("w4", "a1")
    assert_illegal(game, "w5-centre", "a vacancy in the wings is refilled at once: w4")
    assert_illegal(game, "w1-w4", "a space is filled only from stock, talon")
    assert game.play("talon-w4") == Move("talon", "w4")
    game = arrange("mill", w4="KH", stock="5S 7C")
    game.play("w4-a1")
    assert game.play("stock-w4") == Move("stock", "w4") and pile_cards(game, "w4") == "7C"


def test_the_centre_builds_four_families_up_regardless_of_suit() -> None:
    game = arrange("mill", centre="AH 2C", w1="3D", w2="4D")
    assert game.play("w1-centre") == Move("w1", "centre")
    assert_illegal(arrange("mill", centre="AH 2C", w1="4D"), "w1-centre", "built up regardless of suit")
    queen = " ".join(rank + "C" for rank in FAMILY[:12])
    game = arrange("mill", centre=queen, w1="KD", w2="AC")
    assert_illegal(game, "w1-centre", "the first four kings go to the angles")
    game = arrange("mill", centre=queen, w1="KD", w2="AC", **ANGLES_FULL)
    game.play("w1-centre")
    game.play("stock-w1")
    assert game.play("w2-centre") == Move("w2", "centre")  # the next family begins
    four = " ".join(rank + "C" for rank in FAMILY * 4)
    assert_illegal(arrange("mill", centre=four, w1="AD", **ANGLES_FULL), "w1-centre", "four families")


def test_the_kings_build_down_regardless_of_suit() -> None:
    game = arrange("mill", a1="KS", w1="QH", w2="10C")
    assert game.play("w1-a1") == Move("w1", "a1")
    game.play("stock-w1")
    assert_illegal(game, "w2-a1", "built down regardless of suit, from the king to the ace")
    assert_illegal(game, "a1-w2", "stays there")


def test_the_game_is_won_when_the_centre_holds_four_families_too_not_when_the_angles_are_done() -> None:
    angles = {f"a{i}": " ".join(rank + suit for rank in reversed(FAMILY)) for i, suit in enumerate("CSHD", 1)}
    assert not arrange("mill", centre="AH", **angles).is_won
    four = " ".join(rank + "C" for rank in FAMILY * 4)
    assert not arrange("mill", centre=four, a1="KS").is_won
    empty = {pile_id: "" for pile_id in (*(f"w{i}" for i in range(1, 9)), "stock", "talon")}
    assert arrange("mill", centre=four, **angles, **empty).is_won


def test_a_card_turned_that_fits_is_played_not_laid_aside() -> None:
    game = arrange("mill", stock="9D 2C")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-centre") == Move("stock", "centre")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_a_kings_packet_lends_its_top_card_to_the_centre_to_bring_another_into_play() -> None:
    knave = " ".join(rank + "D" for rank in FAMILY[:11])
    game = arrange("mill", centre=knave, a1="KS QH", **(IDLE_WINGS | {"w1": "QC"}))
    assert game.play("a1-centre") == Move("a1", "centre")  # the queen of clubs can now go on the king
    game = arrange("mill", centre=knave, a1="KS QH", **IDLE_WINGS)
    assert_illegal(game, "a1-centre", "when that brings a card of the wings or talon into play")
    game = arrange("mill", centre=" ".join(rank + "D" for rank in FAMILY[:12]), a1="KS", **{"a2": "KS", "a3": "KS"})
    assert_illegal(game, "a1-centre", "never the king")
    game = arrange("mill", centre=knave, a1="KS QH", **(IDLE_WINGS | {"w1": "QC", "w2": ""}))
    assert_illegal(game, "a1-centre", "a vacancy in the wings is refilled at once: w2")
    four = " ".join(rank + "D" for rank in FAMILY * 4)
    game = arrange("mill", centre=four, a1="KS QH JC AC", **(IDLE_WINGS | {"w1": "AS"}))
    assert_illegal(game, "a1-centre", "four families")


@pytest.mark.parametrize(
    ("moves", "problem"),
    [
        ((("5D", "stock", "w1"),), "w1 holds one card"),
        ((("KH", "stock", "talon"),), "an angle is empty, but a king lies on the talon or the centre"),
    ],
)
def test_a_saved_game_keeps_what_the_rules_allow(moves: tuple[tuple[str, str, str], ...], problem: str) -> None:
    data = saved(new_game("mill", number=1))
    piles = {entry["id"]: entry["cards"] for entry in data["piles"]}
    for card, source, target in moves:  # every card kept: only its place is one play cannot give
        piles[source].remove(card)
        piles[target].append(card)
    with pytest.raises(PositionError, match=problem):
        load_game(data)


def test_a_saved_game_has_one_vacancy_at_most() -> None:
    data = saved(new_game("mill", number=1))
    piles = {entry["id"]: entry["cards"] for entry in data["piles"]}
    piles["stock"] += piles["w1"] + piles["w2"]
    piles["w1"].clear()
    piles["w2"].clear()
    with pytest.raises(PositionError, match="the wings have two vacancies"):
        load_game(data)
