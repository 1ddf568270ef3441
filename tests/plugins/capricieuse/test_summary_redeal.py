"""The summary's redeal of Capricieuse (the edition ``wikipedia``: Hoffmann 1892 via Wikipedia): when, in what
order, and the deal again.

The piles are gathered in the reverse order of the deal: the last pile first,
each pile's cards in their order, so the first card dealt again is the bottom
card of the twelfth pile and the last is the top card of the first.
"""

from __future__ import annotations

import pytest

from patience_core import IllegalMoveError, Redeal

from .helpers import BASES, SUMMARY, game, rulebook, table


def after_redeal(piles: dict[str, str], edition: str = SUMMARY) -> dict[str, str]:
    """The non-empty piles after a redeal of the table ``piles`` (foundations as in :data:`BASES` unless given)."""
    played = game(BASES | piles, edition=edition)
    played.play("redeal")
    assert played.position.redeals_left == 1
    return {pile.id: " ".join(map(str, pile.cards)) for pile in played.position.piles if pile.cards}


def test_the_last_pile_is_dealt_first_each_pile_from_its_bottom_card() -> None:
    after = after_redeal({"t1": "5H 6H", "t2": "9C", "t12": "7D 8D"})
    assert after == BASES | {"t1": "7D", "t2": "8D", "t3": "9C", "t4": "5H", "t5": "6H"}


def test_the_redeal_goes_round_the_twelve_piles() -> None:
    thirteen = "3C 4C 5C 6C 7C 8C 9C 10C JC 3H 4H 5H 6H"
    after = after_redeal({"t12": thirteen})
    assert after["t1"] == "3C 6H"
    assert after["t12"] == "5H"


def test_cards_go_up_during_the_redeal_and_the_next_card_fills_the_pile() -> None:
    after = after_redeal({"t1": "2S 9C 10C"})
    assert after == BASES | {"f2": "AS 2S", "t1": "9C", "t2": "10C"}


def test_only_the_card_dealt_goes_up_during_the_redeal() -> None:
    # 3S is dealt before the 2S that would let it follow: it stays in its pile.
    after = after_redeal({"t1": "3S 2S 9C"})
    assert after == BASES | {"f2": "AS 2S", "t1": "3S", "t2": "9C"}


def test_a_redeal_is_allowed_while_other_moves_remain() -> None:
    played = game(BASES | {"t1": "2S", "t2": "9C"}, edition=SUMMARY)
    assert played.is_legal("t1-f2")
    assert played.is_legal("redeal")
    assert Redeal() in played.legal_moves()


def test_two_redeals_and_no_more() -> None:
    played = game(BASES | {"t1": "5H", "t2": "9C"}, edition=SUMMARY)
    played.play("redeal")
    played.play("redeal")
    assert played.position.redeals_left == 0
    assert Redeal() not in played.legal_moves()
    with pytest.raises(IllegalMoveError) as caught:
        played.play("redeal")
    assert "no redeal is left" in caught.value.ruling.rule


def test_the_gathering_order_is_not_the_players_choice() -> None:
    played = game(BASES | {"t1": "5H", "t2": "9C"}, edition=SUMMARY)
    with pytest.raises(IllegalMoveError) as caught:
        played.play("redeal t2 t1")
    assert "fixed order" in caught.value.ruling.rule
    assert played.position.redeals_left == 2


def test_nothing_to_redeal_when_every_card_is_home() -> None:
    ruling = rulebook(SUMMARY).judge(table({}, edition=SUMMARY), Redeal())
    assert not ruling.legal
    assert "nothing to redeal" in ruling.rule


def test_a_redeal_can_be_undone() -> None:
    played = game(BASES | {"t1": "5H 6H", "t2": "9C"}, edition=SUMMARY)
    before = played.position
    played.play("redeal")
    assert played.undo() == Redeal()
    assert played.position == before
