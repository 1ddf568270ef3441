"""The solver hints of Capricieuse: the moves offered are legal and miss nothing but equivalents,
and the key folds together only tables that differ in where their piles lie, once no redeal is left.
"""

from __future__ import annotations

import dataclasses
import random

import pytest
from patience_capricieuse.search import canonical_key, ordered_moves

from patience_core import Move, Position, Redeal, new_game
from patience_core.rulebook import Rulebook

from .helpers import EDITIONS, game, rulebook


def key_after(position: Position, move: object, book: Rulebook) -> bytes:
    return canonical_key(book.apply(position, book.check_form(position, move)))


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_solver_moves_are_legal_and_leave_out_only_equivalent_ones(edition: str) -> None:
    book = rulebook(edition)
    played = new_game("capricieuse", number=4, edition=edition)
    chooser = random.Random(edition)
    seen_no_redeal = False
    for _ in range(300):
        position = played.position
        offered = book._call("patience_solver_moves", position=position)
        legal = played.legal_moves()
        if offered is None:  # the book's editions: the solver asks the rules, and only the key is a hint
            offered = legal
        assert len(set(offered)) == len(offered)
        assert set(offered) <= set(legal)
        reached = {key_after(position, move, book) for move in offered} | {canonical_key(position)}
        for move in set(legal) - set(offered):
            assert key_after(position, move, book) in reached, move
        seen_no_redeal |= position.redeals_left == 0
        if not legal:
            break
        # Redeal early and often, so that the positions without a redeal left get checked too.
        played.play(Redeal() if Redeal() in legal and chooser.random() < 0.08 else chooser.choice(legal))
    assert seen_no_redeal


def test_foundation_plays_come_first_and_the_redeal_last() -> None:
    moves = ordered_moves(game({"f2": "AS", "t1": "9H 2S", "t2": "5C", "t3": "6C"}).position)
    assert moves[0] == Move("t1", "f2")
    assert moves[-1] == Redeal()


def test_a_move_that_uncovers_a_card_for_the_foundations_comes_before_other_builds() -> None:
    moves = ordered_moves(game({"f2": "AS", "t1": "2S 6C", "t2": "5C", "t3": "7C 9H", "t4": "10H"}).position)
    builds = [move for move in moves if isinstance(move, Move) and move.target in {"t1", "t2", "t3", "t4"}]
    assert builds.index(Move("t1", "t2")) < builds.index(Move("t3", "t4"))


def test_with_no_redeal_left_piles_in_other_places_share_a_key() -> None:
    one = game({"t1": "5H 6H", "t2": "9C"}, redeals_left=0).position
    other = game({"t7": "9C", "t12": "5H 6H"}, redeals_left=0).position
    assert canonical_key(one) == canonical_key(other)


def test_while_a_redeal_is_left_the_place_of_a_pile_counts() -> None:
    one = game({"t1": "5H 6H", "t2": "9C"}, redeals_left=1).position
    other = game({"t7": "9C", "t12": "5H 6H"}, redeals_left=1).position
    assert canonical_key(one) != canonical_key(other)
    # The redeal deals them differently: the key must keep them apart.
    book = rulebook()
    assert book.apply(one, Redeal()).piles != book.apply(other, Redeal()).piles


def test_the_key_tells_foundations_and_redeals_apart() -> None:
    position = game({"f2": "AS 2S", "t1": "3S"}).position
    moved = game({"f2": "AS 2S 3S"}).position
    assert canonical_key(position) != canonical_key(moved)
    assert canonical_key(position) != canonical_key(dataclasses.replace(position, redeals_left=1))
