"""The Empress of India (Cadogan 1914, "The Empress of India"): the deal of four packs, and every clause."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Move, PositionError, load_game, new_game, pack
from patience_core.cards import Colour

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

ARMY = [f"a{i}" for i in range(1, 25)]
NAVY = [f"n{i}" for i in range(1, 25)]


def test_the_deal_sets_out_the_foundations_the_empress_and_musters_army_and_navy_by_colour() -> None:
    position = new_game("empress-of-india", number=1).position
    assert Counter(position.cards()) == Counter(pack(4))
    assert [pile_cards_of(position, f"adm{i}") for i in range(1, 9)] == ["AC"] * 4 + ["AS"] * 4
    assert [pile_cards_of(position, f"gen{i}") for i in range(1, 9)] == ["KH"] * 4 + ["KD"] * 4
    assert pile_cards_of(position, "empress") == "QC" and len(position.pile("guard").cards) == 8
    assert all(len(position.pile(slot).cards) == 1 for slot in ARMY + NAVY)
    assert {position.pile(slot).cards[0].colour for slot in ARMY} == {Colour.RED}
    assert {position.pile(slot).cards[0].colour for slot in NAVY} == {Colour.BLACK}
    assert pile_cards_of(position, "red") == "8D 6H 6D" and not position.pile("black").cards  # the red surplus
    assert len(position.pile("stock").cards) == 125


def pile_cards_of(position: object, pile_id: str) -> str:
    return " ".join(str(card) for card in position.pile(pile_id).cards)  # type: ignore[attr-defined]


def test_a_single_card_goes_to_a_foundation_only_with_one_of_the_other_colour() -> None:
    game = arrange("empress-of-india", a1="QH", n1="2C")
    assert_illegal(game, "a1-gen1", "unless one of the other colour is played at once")
    assert_illegal(game, "n1-adm1", "unless one of the other colour is played at once")


def test_an_army_card_is_paired_with_a_navy_card_and_the_vacancy_refilled_from_its_talon() -> None:
    game = arrange("empress-of-india", a1="QH", n1="2C", red="5H 9D")
    assert game.play("n1-a1") == Move("n1", "a1")
    assert pile_cards(game, "a1") == "QH 2C"
    assert pile_cards(game, "n1") != ""  # no black talon: refilled from the pack
    assert game.play("a1-gen1(2)") == Move("a1", "gen1", 2)
    assert pile_cards(game, "gen1") == "KH QH" and pile_cards(game, "adm1") == "AC 2C"
    assert pile_cards(game, "a1") == "9D" and pile_cards(game, "red") == "5H"  # the top of the red talon


def test_a_vacancy_with_no_talon_of_its_colour_turns_the_pack_until_one_comes() -> None:
    game = arrange("empress-of-india", a1="QH", n1="2C", black="", red="", stock="3S 8H 4C 9C")
    game.play("a1-n1")  # the top of the pack is the last card written
    assert pile_cards(game, "a1") == "8H" and pile_cards(game, "black") == "9C 4C" and not pile_cards(game, "red")
    assert pile_cards(game, "stock") == "3S"


def test_paired_cards_are_never_separated_and_are_played_only_when_both_fit() -> None:
    game = arrange("empress-of-india", a1="QH 3C", n1="2C", a2="10H", n2="4S")
    assert_illegal(game, "a1-adm1", "a pair is played at once")
    assert_illegal(game, "a1-gen1(2)", "a pair is played at once")  # the three of clubs does not fit yet
    assert_illegal(game, "a1-n2", "each card can only be paired once")
    assert_illegal(game, "n1-a1", "each card can only be paired once")


def test_cards_are_paired_only_across_and_never_taken_from_the_talons_or_the_pack() -> None:
    game = arrange("empress-of-india", red="5H 9D")
    assert_illegal(game, "a1-a2", "paired only with one of the Navy")
    assert_illegal(game, "n1-black", "paired only with one of the Navy")
    assert_illegal(game, "red-a1", "must first pass through the Army or Navy")
    assert_illegal(game, "stock-n1", "must first pass through the Army or Navy")
    assert_illegal(game, "guard-a1", "must first pass through the Army or Navy")


def test_the_foundations_pass_over_the_black_queens_and_the_red_knaves() -> None:
    game = arrange(
        "empress-of-india",
        adm1="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC",
        gen1="KH QH",
        a1="10H KC",
    )
    game.play("a1-adm1(2)")
    assert pile_cards(game, "adm1").endswith("JC KC") and pile_cards(game, "gen1") == "KH QH 10H"


def test_the_rest_of_the_pack_is_dealt_onto_the_two_talons_once() -> None:
    game = new_game("empress-of-india", number=1)
    game.play("deal")
    assert not game.position.pile("stock").cards
    assert len(game.position.pile("red").cards) + len(game.position.pile("black").cards) == 128
    assert {card.colour for card in game.position.pile("black").cards} == {Colour.BLACK}
    assert Deal() not in game.legal_moves()
    assert_illegal(game, "deal", "dealt out already")


def test_won_when_every_admiral_reaches_its_king_and_every_general_its_ace() -> None:
    black = "A{s} 2{s} 3{s} 4{s} 5{s} 6{s} 7{s} 8{s} 9{s} 10{s} J{s} K{s}"
    red = "K{s} Q{s} 10{s} 9{s} 8{s} 7{s} 6{s} 5{s} 4{s} 3{s} 2{s} A{s}"
    piles = {f"adm{i}": black.format(s="C" if i <= 4 else "S") for i in range(1, 9)}
    piles |= {f"gen{i}": red.format(s="H" if i <= 4 else "D") for i in range(1, 9)}
    piles |= {slot: "" for slot in ARMY + NAVY} | {"red": "", "black": "", "stock": ""}
    game = arrange("empress-of-india", **piles)
    assert game.is_won
    assert not arrange("empress-of-india", **{**piles, "gen8": red.format(s="D")[:-3]}).is_won


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"a1": "2C"}, "a1 holds 2C: one card of its colour, or a pair"),
        ({"red": "5C"}, "the red talon holds a card of the other colour"),
        ({"empress": "QS", "aside": "QC QS QS QS QC QC QC"}, "empress holds other cards than the deal sets there"),
    ],
)
def test_a_saved_position_the_deal_and_the_rules_cannot_reach_is_refused(changes: dict[str, str], problem: str) -> None:
    game = new_game("empress-of-india", number=1)
    data = saved(game, **changes)
    for entry in data["piles"]:  # keep four packs: the card taken out goes where the changed card was
        if entry["id"] == "stock" and "a1" in changes:
            entry["cards"][entry["cards"].index("2C")] = pile_cards(game, "a1")
        if entry["id"] == "stock" and "red" in changes:
            entry["cards"] += pile_cards(game, "red").split()
            entry["cards"].remove("5C")
    with pytest.raises(PositionError, match=problem):
        load_game(data)


def test_an_unpaired_play_and_an_unfilled_vacancy_are_refused() -> None:
    game = new_game("empress-of-india", number=1)
    game.play("n9-a3")
    game.play("a3-adm1(2)")
    data = saved(game)
    gen = next(entry for entry in data["piles"] if entry["id"] == "gen5")
    stock = next(entry for entry in data["piles"] if entry["id"] == "stock")
    stock["cards"].append(gen["cards"].pop())
    with pytest.raises(PositionError, match="more cards of one colour than the other"):
        load_game(data)
    data = saved(game, a3="")
    stock = next(entry for entry in data["piles"] if entry["id"] == "stock")
    stock["cards"].append(pile_cards(game, "a3"))
    with pytest.raises(PositionError, match="a3 is empty, but a vacancy is refilled at once"):
        load_game(data)
