"""Valentine (Hoffmann 1892, No. 26, pp. 44-45): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_hoffmann.valentine import RULES, RowOfFour, deal_one

from patience_core import PositionError, load_game, new_game, pack, parse_card

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards, saved

HEAPS = ("h1", "h2", "h3", "h4")


def cards(text: str) -> tuple[object, ...]:
    return tuple(map(parse_card, text.split()))


def test_the_first_row_is_four_heaps_laid_card_by_card_the_higher_on_the_lower() -> None:
    position = new_game("valentine", number=1).position
    assert all(position.pile(pile_id).cards for pile_id in HEAPS)
    assert Counter(position.cards()) == Counter(pack())
    for number in range(1, 40):  # no two cards of the row continue one another
        tops = [new_game("valentine", number=number).position.pile(pile_id).cards for pile_id in HEAPS]
        for heap in tops:
            for other in tops:
                if other is not heap:
                    assert not (other[0].suit is heap[-1].suit and other[0].rank == heap[-1].rank + 1)


def test_a_card_one_higher_goes_upon_a_heap_one_lower_underneath_it() -> None:
    game = arrange("valentine", h1="5H 6H", h2="9C", h3="2S", h4="KD", stock="3C 8C 7H")
    game.play("deal")
    assert pile_cards(game, "h1") == "5H 6H 7H"
    game.play("deal")
    assert pile_cards(game, "h2") == "8C 9C"


def test_a_card_that_continues_two_heaps_goes_upon_the_one_it_continues_upward() -> None:
    heaps, _ = deal_one((cards("5H 6H"), cards("8H 9H"), cards("2S"), cards("KD")), cards("7H"))  # type: ignore[arg-type]
    assert [" ".join(map(str, heap)) for heap in heaps] == ["5H 6H 7H", "8H 9H", "2S", "KD"]


def test_the_first_card_that_goes_nowhere_begins_a_new_row_and_the_heaps_go_under_the_pack_lowest_first() -> None:
    row = (cards("5H 6H"), cards("8C 9C"), cards("2S"), cards("KD"))
    heaps, stock = deal_one(row, cards("4D 3C"))  # type: ignore[arg-type]
    assert [" ".join(map(str, heap)) for heap in heaps] == ["3C", "", "", ""]
    assert " ".join(map(str, stock)) == "KD 2S 9C 8C 6H 5H 4D"  # the five of hearts comes out after the four
    heaps, stock = deal_one(heaps, stock)
    assert [" ".join(map(str, heap)) for heap in heaps] == ["3C", "4D", "", ""]


def test_in_play_the_deal_lays_the_next_card_as_the_rules_say() -> None:
    game = new_game("valentine", number=2)
    rule = next(rule for rule in RULES if isinstance(rule, RowOfFour))
    for _ in range(20):
        expected = deal_one(*rule.state(game.position))
        game.play("deal")
        assert rule.state(game.position) == expected


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("valentine", h1="5H", h2="9C", h3="2S", h4="KD", stock="4D 6H")
    assert_illegal(game, "stock-h1", "every card goes where the deal lays it")
    assert_illegal(game, "h1-h2", "every card goes where the deal lays it")


def test_the_game_is_won_when_the_pack_is_used_up_the_four_suits_in_the_row() -> None:
    suits = {pile_id: " ".join(f"{rank}{suit}" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split())
             for pile_id, suit in zip(HEAPS, "CSHD", strict=True)}  # fmt: skip
    game = arrange("valentine", **suits, stock="")
    assert game.is_won and game.is_over


def test_once_play_can_only_go_round_the_game_is_lost() -> None:
    game = new_game("valentine", number=1)
    while game.legal_moves():
        game.play("deal")
    ruling = assert_illegal(game, "deal", "the game is lost: play can only come round to this table again").ruling
    assert "the game is lost once play can only go round in a cycle" in str(ruling.source)
    assert not game.is_won
    rule = next(rule for rule in RULES if isinstance(rule, RowOfFour))
    table = rule.state(game.position)
    for _ in range(300):  # dealing on would bring the table back
        table = deal_one(*table)
        if table == rule.state(game.position):
            break
    else:
        pytest.fail("the table never came round again")


def test_a_position_short_of_its_cycle_may_still_be_dealt() -> None:
    game = new_game("valentine", number=1)
    moves = 0
    while game.legal_moves():
        game.play("deal")
        moves += 1
    game.undo()
    assert game.is_legal("deal") and moves > 0


def test_a_saved_heap_that_is_no_run_or_a_gap_in_the_row_is_refused() -> None:
    game = new_game("valentine", number=1)
    with pytest.raises(PositionError, match="is not a run in suit"):
        load_game(saved(game, h1=pile_cards(game, "h1") + " " + pile_cards(game, "h2"), h2=""))
    with pytest.raises(PositionError, match="an empty place lies before a heap"):
        load_game(saved(game, h1="", stock=pile_cards(game, "h1") + " " + pile_cards(game, "stock")))
