"""Elevens (No. 1) (Hoffmann 1892, No. 13, pp. 25-26): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Move, new_game, pack
from patience_core.clauses import Cleared

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

PLACES = [f"t{i}" for i in range(1, 10)]
BLOCKED = {place: card for place, card in zip(PLACES, "AS AH 2C 2D 3S 3H 4C 4D 4S".split(), strict=True)}


def test_three_rows_of_three_are_laid_face_up() -> None:
    game = new_game("elevens-no-1", number=1)
    position = game.position
    assert [len(position.pile(place).cards) for place in PLACES] == [1] * 9
    assert len(position.pile("stock").cards) == 43 and not position.pile("extra").cards
    assert Counter(position.cards()) == Counter(pack())


def test_two_cards_making_eleven_are_taken_off_and_the_blanks_filled_from_the_stock() -> None:
    game = arrange("elevens-no-1", t1="7S", t2="4D", t3="10C", stock="9H 8C")
    assert game.play("t1-t2") == Move("t1", "t2")
    assert pile_cards(game, "pairs") == "7S 4D"
    assert pile_cards(game, "t1") == "8C" and pile_cards(game, "t2") == "9H"
    assert_illegal(game, "t1-t3", "two cards adding up to 11 are paired off")


def test_a_king_queen_or_knave_goes_by_itself_and_no_other_card_does() -> None:
    game = arrange("elevens-no-1", t1="QS", t2="4D", stock="9H")
    assert game.play("t1-pairs") == Move("t1", "pairs")
    assert pile_cards(game, "pairs") == "QS" and pile_cards(game, "t1") == "9H"
    assert_illegal(game, "t2-pairs", "or a knave, queen or king by itself")


def test_when_blocked_one_more_card_is_turned_and_makes_eleven_with_a_card_on_the_table() -> None:
    game = arrange("elevens-no-1", stock="10C 7H", **BLOCKED)
    assert game.play("deal") == Deal()
    assert pile_cards(game, "extra") == "7H"
    assert_illegal(game, "deal", "must pair at once")
    game.play("extra-t8")
    assert pile_cards(game, "t8") == "10C" and not pile_cards(game, "extra")


def test_the_card_turned_must_make_eleven_or_the_game_is_lost() -> None:
    game = arrange("elevens-no-1", stock="10C 6H", **BLOCKED)
    game.play("deal")
    assert game.legal_moves() == [] and not game.is_won


def test_a_court_card_turned_goes_by_itself_and_another_may_be_turned_after_it() -> None:
    game = arrange("elevens-no-1", stock="4H KD", **BLOCKED)
    game.play("deal")
    assert "reading" in str(game.judge("extra-pairs").source)
    game.play("extra-pairs")
    assert game.play("deal") == Deal()  # blocked again: every block allows one more card


def test_no_extra_card_while_a_pair_or_a_court_is_on_the_table() -> None:
    game = arrange("elevens-no-1", stock="4H", **{**BLOCKED, "t9": "JC"})
    assert_illegal(game, "deal", "no card on the places pairs")


def test_won_when_every_card_has_been_got_rid_of() -> None:
    empty = dict.fromkeys(PLACES[1:], "")
    game = arrange("elevens-no-1", t1="KS", stock="", **empty)
    assert not game.is_won
    game.play("t1-pairs")
    assert game.is_won
    cleared = next(rule for rule in game.rulebook.variant.rules if isinstance(rule, Cleared))
    assert "Introduction" in str(cleared.cite)


def test_pysolfc_gathers_a_knave_a_queen_and_a_king_apart_and_takes_them_off_together() -> None:
    game = arrange("elevens-no-1", "pysolfc", t1="KS", t2="QD", t3="JC", t4="KH", stock="5C 4C 3C")
    assert_illegal(game, "t1-pairs", "only with a knave, a queen and a king together")
    assert game.play("t1-r1") == Move("t1", "r1")
    assert pile_cards(game, "t1") == "3C"  # the gap filled
    assert_illegal(game, "t4-r2", "one card of each rank")
    game.play("t2-r2")
    game.play("t3-r3")
    assert pile_cards(game, "pairs") == "KS QD JC"
    assert [pile_cards(game, place) for place in ("r1", "r2", "r3")] == ["", "", ""]
    assert_illegal(game, "deal", "no rule of this patience allows a deal")


def test_pysolfc_has_no_extra_card() -> None:
    game = arrange("elevens-no-1", "pysolfc", stock="10C 7H", **BLOCKED)
    assert game.legal_moves() == []
