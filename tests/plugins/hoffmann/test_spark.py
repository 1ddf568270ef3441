"""The Spark (Hoffmann 1892, No. 47, pp. 87–89): the deal, and each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Game, Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "spark"
EDITION = "hoffmann-1892"
SUITS = "D C H S".split()


def test_the_kings_in_two_rows_suit_beside_suit_twelve_auxiliary_cards_and_two_empty_waste_heaps() -> None:
    game = new_game(NAME, number=1, edition=EDITION)
    assert game.edition.name == EDITION
    assert [pile_cards(game, f"f{i}") for i in range(1, 9)] == [f"K{suit}" for suit in SUITS] * 2
    assert all(len(game.position.pile(f"a{i}").cards) == 1 for i in range(1, 13))
    assert pile_cards(game, "w1") == pile_cards(game, "w2") == ""
    assert len(game.position.pile("stock").cards) == 104 - 8 - 12
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 0


def test_the_kings_are_built_down_in_suit_to_the_ace() -> None:
    game = arrange(NAME, a1="QD", a2="QC", a3="JD")
    assert_illegal(game, "a2-f1", "built down in suit")
    assert_illegal(game, "a3-f1", "built down in suit")
    assert game.play("a1-f1") == Move("a1", "f1")
    assert game.play("a3-f1") == Move("a3", "f1")
    done = arrange(NAME, f1="KD QD JD 10D 9D 8D 7D 6D 5D 4D 3D 2D AD", a1="KD")
    assert_illegal(done, "a1-f1", "to the ace")


def test_the_auxiliary_cards_are_built_up_in_suit_one_card_at_a_time() -> None:
    game = arrange(NAME, a1="4D", a2="5D", a3="3D", a4="5C", a5="6D 7D")
    assert_illegal(game, "a3-a1", "next lower card in suit")
    assert_illegal(game, "a4-a1", "next lower card in suit")
    assert_illegal(game, "a5-a1(2)", "is available")
    assert game.play("a2-a1") == Move("a2", "a1")
    assert pile_cards(game, "a1") == "4D 5D"


def test_a_waste_heaps_top_card_goes_to_a_king_or_an_auxiliary_sequence_and_nothing_goes_on_a_heap() -> None:
    game = arrange(NAME, a1="4D", w1="QC 5D", w2="QH", state={"deals": 2})
    assert game.play("w1-a1") == Move("w1", "a1")
    assert game.play("w1-f2") == Move("w1", "f2")
    assert game.play("w2-f3") == Move("w2", "f3")
    assert_illegal(arrange(NAME, a1="4D", state={"deals": 2}), "a1-w1", "three cards at a time")


def test_the_opening_vacancies_take_fresh_cards_from_the_pack_before_the_deal_begins() -> None:
    game = arrange(NAME, a1="", a2="9S")
    assert_illegal(game, Deal(), "the spaces are filled from the stock before the deal begins: a1")
    assert_illegal(game, "stock-a2", "a card of the stock goes only to a space")
    assert_illegal(game, "a2-a1", "a space is filled only from")
    top = game.position.pile("stock").top
    assert game.play("stock-a1") == Move("stock", "a1")
    assert game.position.pile("a1").cards == (top,)


LONE_TWOS = {f"a{i}": "2S" for i in range(1, 13)}


def test_the_pack_is_dealt_three_at_a_time_to_the_two_waste_heaps_in_turn_the_last_uppermost() -> None:
    game = arrange(NAME, **LONE_TWOS, stock="5C 5D 5H 4C 4D 4H 3C 3D 3H 9C")
    game.play(Deal())
    assert pile_cards(game, "w1") == "9C 3H 3D"
    assert pile_cards(game, "w2") == ""
    assert game.position.get("deals") == 1
    game.play(Deal())
    assert pile_cards(game, "w2") == "3C 4H 4D"
    game.play(Deal())
    assert pile_cards(game, "w1") == "9C 3H 3D 4C 5H 5D"
    game.play(Deal())
    assert pile_cards(game, "w2") == "3C 4H 4D 5C"
    assert_illegal(game, Deal(), "the stock is used up")


def test_once_the_deal_has_begun_a_vacancy_is_filled_from_either_waste_heap_at_the_players_option() -> None:
    game = arrange(NAME, a1="", a2="9S", w1="3C", w2="8H", state={"deals": 2})
    assert_illegal(game, "stock-a1", "once the deal has begun, the stock fills no space")
    assert_illegal(game, "a2-a1", "a space is filled only from")
    assert game.judge(Deal()).legal, "a vacancy need not be filled"
    assert game.play("w2-a1") == Move("w2", "a1")
    game = arrange(NAME, a1="", w1="3C", state={"deals": 2})
    assert game.play("w1-a1") == Move("w1", "a1")


def test_a_waste_card_that_fits_a_king_and_the_cards_its_play_frees_are_played_before_more_is_dealt() -> None:
    game = arrange(NAME, w1="9S QD", state={"deals": 1})
    assert_illegal(game, Deal(), "played before more cards come from the stock: w1")
    game.play("w1-f5")
    assert pile_cards(game, "a7") == "JD"  # deal 1: the queen's play makes the knave playable, and it is due too
    assert_illegal(game, Deal(), "played before more cards come from the stock: a7")
    game.play("a7-f5")
    assert game.judge(Deal()).legal


def test_a_waste_card_that_fits_an_auxiliary_sequence_is_played_before_more_is_dealt() -> None:
    game = arrange(NAME, a1="4D", w2="9S 5D", state={"deals": 2})
    assert_illegal(game, Deal(), "played before more cards come from the stock: w2")
    game.play("w2-a1")
    assert game.judge(Deal()).legal


def test_an_auxiliary_card_that_fits_a_king_is_played_before_the_pack_gives_another_card() -> None:
    game = arrange(NAME, a3="QH", state={"deals": 1})
    assert_illegal(game, Deal(), "played before more cards come from the stock: a3")
    opening = arrange(NAME, a1="", a3="QH")
    assert_illegal(opening, "stock-a1", "played before more cards come from the stock: a3")


def test_an_auxiliary_card_that_fits_another_sequence_may_stay_where_it_is() -> None:
    game = arrange(
        NAME,
        a1="4D",
        a2="5D",
        a3="2S",
        a4="2S",
        a5="2S",
        a6="2S",
        a7="2S",
        a8="2S",
        a9="2S",
        a10="2S",
        a11="2S",
        a12="2S",
        state={"deals": 1},
    )
    assert game.is_legal("a2-a1")
    assert game.judge(Deal()).legal


def test_there_is_no_second_deal() -> None:
    game = arrange(NAME, stock="", w1="9S", state={"deals": 28})
    assert_illegal(game, Redeal(), "no redeal is left")


def ended(waste: str, **auxiliaries: str) -> Game:
    """The pack dealt out, the kings complete but for the spades of ``f8`` still in ``w1`` (``waste``)."""
    ranks = "K Q J 10 9 8 7 6 5 4 3 2 A".split()
    families = {f"f{i}": " ".join(f"{rank}{SUITS[(i - 1) % 4]}" for rank in ranks) for i in range(1, 9)}
    families["f8"] = families["f8"][: -len(waste) - 1]
    return arrange(NAME, **families, **auxiliaries, w1=waste, w2="", stock="", state={"deals": 28})


def test_the_game_is_won_with_every_card_on_the_kings() -> None:
    game = ended("AS", **{f"a{i}": "" for i in range(1, 13)})
    assert not game.is_won
    game.play("w1-f8")
    assert game.is_won


def test_the_game_is_lost_when_the_pack_is_out_and_a_card_cannot_be_played() -> None:
    lost = ended("2S AS", **{f"a{i}": "KC" for i in range(1, 13)})
    assert lost.legal_moves() == []
    assert lost.is_over and not lost.is_won


def test_pysolfcs_deal_twelve_tableau_cards_three_to_each_waste_pile_and_the_kings_left_in_the_pack() -> None:
    game = new_game(NAME, number=2, edition="pysolfc")
    assert [pile_cards(game, f"f{i}") for i in range(1, 9)] == [""] * 8
    assert all(len(game.position.pile(f"a{i}").cards) == 1 for i in range(1, 13))
    assert len(game.position.pile("w1").cards) == len(game.position.pile("w2").cards) == 3
    assert len(game.position.pile("stock").cards) == 104 - 12 - 6
    assert Counter(game.position.cards()) == Counter(pack(2))


def test_pysolfcs_kings_go_up_as_they_come_and_the_pack_is_dealt_a_card_at_a_time_to_each_pile_in_turn() -> None:
    game = arrange(NAME, "pysolfc", a1="KH", a2="QS", w1="9C", w2="5D", stock="2C 3C 4C 5C 6C 7C 8C")
    assert_illegal(game, "a2-f1", "from the king")
    assert game.play("a1-f1") == Move("a1", "f1")
    assert game.judge(Deal()).legal, "nothing is compulsory: the queen of spades may wait"
    game.play(Deal())
    assert pile_cards(game, "w1") == "9C 8C 6C 4C"
    assert pile_cards(game, "w2") == "5D 7C 5C 3C"


def test_pysolfcs_space_takes_a_card_from_any_pile() -> None:
    game = arrange(NAME, "pysolfc", a1="", a2="9S", w1="3C")
    assert game.play("a2-a1") == Move("a2", "a1")
    assert game.play("w1-a2") == Move("w1", "a2")
    assert_illegal(arrange(NAME, "pysolfc", a1="4D"), "a1-w1", "a card at a time to each waste pile")
