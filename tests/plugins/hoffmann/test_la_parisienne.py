"""La Parisienne (Hoffmann 1892, No. 48, pp. 89–91): the deal, and each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Game, Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "la-parisienne"
EDITION = "hoffmann-1892"
HEAPS = ("r1", "r2", "r3", "r4")
CLUBS_MET = {"f2": "AC 2C 3C 4C 5C 6C 7C", "f6": "KC QC JC 10C 9C"}


def test_an_ace_and_a_king_of_each_suit_and_the_first_round_dealt_to_four_heaps_and_the_waste_heap() -> None:
    game = new_game(NAME, number=1, edition=EDITION)
    assert game.edition.name == EDITION
    assert [pile_cards(game, f"f{i}") for i in range(1, 9)] == "AD AC AH AS KD KC KH KS".split()
    assert [pile_cards(game, pile_id) for pile_id in (*HEAPS, "waste")] == ["3D", "5H", "JC", "5S", "5H KC"]
    assert [pile_cards(game, f"m{i}") for i in range(1, 5)] == [""] * 4
    assert len(game.position.pile("stock").cards) == 104 - 8 - 6
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 3


def test_the_aces_are_built_up_and_the_kings_down_in_suit() -> None:
    game = arrange(NAME, r1="2C", r2="QD", r3="2H", r4="QS", waste="")
    assert_illegal(game, "r1-f1", "built up in suit")
    assert_illegal(game, "r2-f6", "built down in suit")
    assert game.play("r1-f2") == Move("r1", "f2")
    assert game.play("r2-f5") == Move("r2", "f5")
    full = arrange(NAME, f2="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", r1="AC")
    assert_illegal(full, "r1-f2", "built up in suit")


def test_only_the_top_cards_of_the_heaps_and_the_waste_heap_are_available_and_they_go_only_home() -> None:
    game = arrange(NAME, r1="9S 2H", r2="8D", waste="2C 9H")
    assert_illegal(game, "r1-f3(2)", "the top card of a heap or of the waste-heap is available")
    assert_illegal(game, "r2-r3", "the pack is dealt a round at a time")
    assert_illegal(game, "r2-waste", "the pack is dealt a round at a time")
    assert game.play("r1-f3") == Move("r1", "f3")


def test_a_round_deals_a_card_to_each_heap_and_two_to_the_waste_heap() -> None:
    game = arrange(NAME, r1="9S", r2="8D", r3="7H", r4="6S", waste="10D", stock="4S 4H 5D 5C 6H 6D")
    game.play(Deal())
    assert [pile_cards(game, pile_id) for pile_id in (*HEAPS, "waste")] == [
        "9S 6D",
        "8D 6H",
        "7H 5C",
        "6S 5D",
        "10D 4H 4S",
    ]
    assert pile_cards(game, "stock") == ""


def test_a_card_that_fits_as_it_turns_up_is_played_and_its_place_in_the_round_is_lost() -> None:
    game = arrange(NAME, r1="9S", r2="8D", r3="7H", r4="6S", waste="10D", stock="3H 4S 4H 5D 5C 2D 6D")
    game.play(Deal())
    assert pile_cards(game, "f1") == "AD 2D"
    assert [pile_cards(game, pile_id) for pile_id in (*HEAPS, "waste")] == [
        "9S 6D",
        "8D",  # the two of diamonds, due here, went up: the five of clubs is the third card
        "7H 5C",
        "6S 5D",
        "10D 4H 4S",
    ]
    assert pile_cards(game, "stock") == "3H"


def test_the_next_round_waits_while_a_heaps_or_the_waste_heaps_top_card_can_be_played() -> None:
    assert_illegal(arrange(NAME, r2="9S 2C"), Deal(), "played before the next round is dealt: r2")
    assert_illegal(arrange(NAME, waste="9S QH"), Deal(), "played before the next round is dealt: waste")


def test_a_card_that_fits_both_sequences_of_its_suit_waits_between_them_until_the_next_card_decides() -> None:
    game = arrange(NAME, **CLUBS_MET, r1="8C", r2="7C", r3="9S", r4="9S", waste="9S")
    assert_illegal(game, "r1-f2", "waits between them: m2")
    assert_illegal(game, Deal(), "played before the next round is dealt: r1")
    game.play("r1-m2")
    assert_illegal(game, Deal(), "played before the next round is dealt: r2")
    game.play("r2-f6")  # the seven carries the waiting eight to the kings' side
    assert pile_cards(game, "f6") == "KC QC JC 10C 9C 8C 7C"
    assert pile_cards(game, "m2") == ""


def test_when_the_pack_is_through_every_card_of_the_spread_waste_heap_that_fits_may_go_up() -> None:
    game = arrange(NAME, r1="9S", r2="9S", r3="9S", r4="9S", waste="3C 2H 9H 2C", stock="")
    assert_illegal(game, Redeal(), "the spread waste-heap is played out before the cards are dealt again")
    assert_illegal(game, "waste-f1", "no card of the spread waste goes to f1")
    assert game.play("waste-f3") == Move("waste", "f3")  # the two of hearts, from under the nine
    assert pile_cards(game, "f3") == "AH 2H"
    game.play("waste-f2")
    game.play("waste-f2")
    assert pile_cards(game, "f2") == "AC 2C 3C"
    assert pile_cards(game, "waste") == "9H"
    assert game.judge(Redeal()).legal


def test_a_card_of_the_spread_that_fits_both_sequences_waits_between_them_and_one_carries_it_home() -> None:
    game = arrange(NAME, **CLUBS_MET, r1="9S", r2="9S", r3="9S", r4="9S", waste="7C 8C 9D", stock="")
    assert_illegal(game, "waste-f2", "no card of the spread waste goes to f2")
    game.play("waste-m2")
    assert pile_cards(game, "m2") == "8C"
    game.play("waste-f6")  # the seven carries the eight to the kings' side
    assert pile_cards(game, "f6") == "KC QC JC 10C 9C 8C 7C"
    assert pile_cards(game, "waste") == "9D"


def test_the_redeal_shuffles_the_waste_heap_and_the_heaps_into_a_new_pack() -> None:
    game = arrange(NAME, r1="9S 8S", r2="9S", r3="7S", r4="", waste="10H 3S", stock="")
    game.play(Redeal())
    assert [pile_cards(game, pile_id) for pile_id in (*HEAPS, "waste")] == ["", "", "", "", ""]
    assert Counter(str(card) for card in game.position.pile("stock").cards) == Counter("9S 8S 9S 7S 10H 3S".split())
    assert game.position.redeals_left == 2
    game.play(Deal())
    assert len(game.position.pile("waste").cards) == 2


def test_the_redeal_waits_for_the_pack_and_for_every_card_that_can_be_played() -> None:
    assert_illegal(arrange(NAME), Redeal(), "the cards are dealt again only when the stock is used up")
    assert_illegal(arrange(NAME, r1="2C", stock=""), Redeal(), "the cards are dealt again only when none can be played")


def test_the_grace_the_fourth_deal_goes_round_the_four_heaps_without_a_waste_heap() -> None:
    game = arrange(NAME, r1="9S", r2="8D", r3="7H", r4="6S", waste="", stock="4S 4H 5D 5C 6H 6D", redeals_left=0)
    game.play(Deal())
    assert [pile_cards(game, pile_id) for pile_id in (*HEAPS, "waste")] == ["9S 6D", "8D 6H", "7H 5C", "6S 5D", ""]
    game.play(Deal())
    assert [pile_cards(game, pile_id) for pile_id in (*HEAPS, "waste")] == [
        "9S 6D 4H",
        "8D 6H 4S",
        "7H 5C",
        "6S 5D",
        "",
    ]


def test_after_the_grace_no_deal_is_left() -> None:
    game = arrange(NAME, r1="9S", waste="", stock="", redeals_left=0)
    assert_illegal(game, Redeal(), "no redeal is left")


def ended(rest: str, **heaps: str) -> Game:
    """The grace dealt out, every family complete but for the spades of ``f4`` still on the heaps (``rest``)."""
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    families = {f"f{i}": " ".join(f"{rank}{suit}" for rank in ranks) for i, suit in enumerate("DCHS", 1)}
    families.update({f"f{i}": " ".join(f"{rank}{suit}" for rank in ranks[::-1]) for i, suit in enumerate("DCHS", 5)})
    families["f4"] = families["f4"][: -len(rest) - 1]
    return arrange(NAME, **families, **heaps, waste="", stock="", redeals_left=0)


def test_the_game_is_won_with_every_card_on_the_families() -> None:
    game = ended("KS", r1="KS", r2="", r3="", r4="")
    assert not game.is_won
    game.play("r1-f4")
    assert game.is_won


def test_the_game_is_lost_when_cards_are_outstanding_after_the_grace() -> None:
    game = ended("QS KS", r1="QS KS", r2="", r3="", r4="")
    assert game.legal_moves() == []
    assert game.is_over and not game.is_won


def test_pysolfcs_round_deals_a_reserve_the_four_piles_and_the_other_reserve_nothing_played_as_it_comes() -> None:
    game = new_game(NAME, number=3, edition="pysolfc")
    assert [pile_cards(game, pile_id) for pile_id in ("x1", *HEAPS, "x2")] == ["10D", "QH", "2C", "6H", "3S", "JC"]
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.judge(Deal()).legal, "a round may be dealt though the two of clubs could go up"
    assert_illegal(game, "x1-f1", "x1 gives up cards only as its rule says")
    game.play(Deal())
    assert [len(game.position.pile(pile_id).cards) for pile_id in ("x1", *HEAPS, "x2")] == [2] * 6


def test_pysolfcs_reserves_once_the_pack_is_through_give_any_card_and_the_redeal_comes_at_will() -> None:
    game = arrange(NAME, "pysolfc", r1="9S", r2="", r3="", r4="", x1="2C 9H", x2="3C", stock="")
    assert game.judge(Redeal()).legal, "PySolFC redeals at will"
    game.play("x1-f2")
    game.play("x2-f2")
    assert pile_cards(game, "f2") == "AC 2C 3C"
    game.play(Redeal())
    assert pile_cards(game, "stock") == "9S 9H"  # gathered pile by pile, each turned over: the first card dealt is 9H
    game.play(Deal())
    assert [pile_cards(game, pile_id) for pile_id in ("x1", "r1")] == ["9H", "9S"]


def test_pysolfcs_last_deal_leaves_the_reserves_out() -> None:
    game = arrange(NAME, "pysolfc", r1="", r2="", r3="", r4="", x1="", x2="", stock="5S 6S 7S 8S 9S", redeals_left=0)
    game.play(Deal())
    assert [pile_cards(game, pile_id) for pile_id in ("x1", *HEAPS, "x2")] == ["", "9S", "8S", "7S", "6S", ""]
