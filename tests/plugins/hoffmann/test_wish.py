"""The Wish (Hoffmann 1892, No. 1, pp. 7–8): eight heaps of four, pairs alike in value, the footnote's privilege."""

from __future__ import annotations

from collections import Counter

from patience_hoffmann.wish import HEAPS

from patience_core import Game, Move, new_game
from patience_core.cards import PIQUET_PACK, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "wish"


def bare(edition: str | None = None, **piles: str) -> Game:
    """A table holding only the cards named (the other heaps empty)."""
    return arrange(NAME, edition, **{**dict.fromkeys(HEAPS, ""), **piles})


def test_a_piquet_pack_in_eight_heaps_of_four() -> None:
    game = new_game(NAME, number=1)
    assert [len(game.position.pile(heap).cards) for heap in HEAPS] == [4] * 8
    assert Counter(game.position.cards()) == Counter(pack(1, PIQUET_PACK))
    assert not game.position.pile("pairs").cards


def test_two_exposed_cards_alike_in_value_are_thrown_aside_and_the_next_below_exposed() -> None:
    game = bare(t1="9H QS", t2="AC QD", t3="KS 7C")
    assert_illegal(game, "t1-t3", "two cards of equal rank are paired off")
    game.play("t1-t2")
    assert (pile_cards(game, "t1"), pile_cards(game, "t2"), pile_cards(game, "pairs")) == ("9H", "AC", "QS QD")


def test_only_the_top_card_of_a_heap_is_exposed() -> None:
    game = bare(t1="9H QS", t2="9C")
    assert_illegal(game, "t1-t2(2)", "a pair is two single cards")
    assert all(move != Move("t2", "t1") for move in game.legal_moves())


def test_with_three_alike_exposed_the_player_picks_the_two() -> None:
    game = bare(t1="9H", t2="9C", t3="9S")
    pairs = {frozenset((move.source, move.target)) for move in game.legal_moves() if isinstance(move, Move)}
    assert {frozenset(("t1", "t2")), frozenset(("t1", "t3")), frozenset(("t2", "t3"))} <= pairs


def test_a_heap_used_up_may_be_filled_with_the_top_card_of_any_other_by_the_footnote() -> None:
    game = bare(t1="9H QS", t2="", t3="8C")
    ruling = game.judge("t1-t2")
    assert ruling.legal and str(ruling.source) == 'Hoffmann 1892, No. 1 "The Wish", p. 8'
    game.play("t1-t2")
    assert (pile_cards(game, "t1"), pile_cards(game, "t2")) == ("9H", "QS")
    assert_illegal(bare(t1="9H", pairs="QS QD"), "pairs-t4", "a space is filled only from t1, t2")
    assert_illegal(bare(t1="9H", pairs="QS QD"), "pairs-t1", "a pair taken off stays off")


def test_pysolfcs_wish_leaves_a_heap_used_up_empty() -> None:
    game = bare("pysolfc", t1="9H QS", t3="8C")
    assert_illegal(game, "t1-t2", "a space takes nothing")
    assert not game.legal_moves()
    assert not game.is_won


def test_won_when_the_whole_pack_is_paired_and_lost_when_no_two_exposed_are_alike() -> None:
    game = bare(t1="9H", t2="9C")
    game.play("t2-t1")
    assert game.is_won
    tops = dict(zip(HEAPS, "7S AS 8D 9C 10H JD QS KH".split(), strict=True))
    stuck = arrange(NAME, **{heap: f"7D {top}" for heap, top in tops.items()})
    assert stuck.legal_moves() == [] and stuck.is_over and not stuck.is_won
