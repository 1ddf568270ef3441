"""The Fourteenth (Cadogan 1914, "The Fourteenth"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan.fourteenth import EXCHANGE, SQUARE, SquareHints

from patience_core import Game, Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

# Values that make no fourteen in any row or column: a blocked square to start from.
BLOCKED = "AC 2C 3C 4C 5C 2D 3D 4D 5D 6D 3H 4H 5H 6H AH 4S 5S 6S AS 2S 5C 6C AC 2C 3C".split()


def square(**places: str) -> Game:
    """A blocked square, but for the places named, over the stock of deal 1."""
    return arrange("fourteenth", **{**dict(zip(SQUARE, BLOCKED, strict=True)), **places})


def test_twenty_five_cards_in_five_rows_of_five_the_rest_in_hand() -> None:
    position = new_game("fourteenth", number=1).position
    assert [len(position.pile(place).cards) for place in SQUARE] == [1] * 25
    assert len(position.pile("stock").cards) == 104 - 25
    assert Counter(position.cards()) == Counter(pack(2))


def test_two_cards_of_a_row_or_a_column_adding_up_to_fourteen_are_paired_off() -> None:
    game = square(t1="KH", t5="AS")
    assert game.play("t1-t5") == Move("t1", "t5")  # one row
    assert [str(card) for card in game.position.pile("pairs").cards] == ["KH", "AS"]
    game = square(t1="KH", t21="AS")
    assert game.play("t21-t1") == Move("t21", "t1")  # one column


def test_a_pair_must_make_fourteen_and_lie_in_one_line() -> None:
    game = square(t1="KH", t7="AS", t2="QD", t3="3C", t24="9D", t25="5D")
    assert_illegal(game, "t1-t7", "lie in one line")
    assert_illegal(game, "t2-t3", "two cards adding up to 14")
    assert_illegal(game, "t1-pairs", "taken off only in pairs")


def test_the_places_of_a_pair_are_filled_from_the_hand_in_the_order_of_the_square() -> None:
    game = square(t1="KH", t5="AS")
    stock = game.position.pile("stock").cards
    game.play("t5-t1")
    assert game.position.pile("t1").cards == stock[-1:] and game.position.pile("t5").cards == stock[-2:-1]


def test_when_no_fourteen_is_left_two_cards_change_places_with_two_others_once() -> None:
    game = square()
    game.play("t1-t25")
    assert pile_cards(game, "t1") == "3C" and pile_cards(game, "t25") == "AC"
    assert game.position.get("exchange") == "t1-t25"
    assert_illegal(game, "t1-t2", "four different cards")
    game.play("t2-t3")
    assert game.position.get("exchange") == "done"
    assert game.legal_moves() == [] and not game.is_won  # still no fourteen, and no second exchange


def test_the_exchange_waits_until_no_fourteen_is_left() -> None:
    game = square(t1="KH", t5="AS")
    assert_illegal(game, "t2-t3", "adding up to 14")
    assert game.position.get("exchange") is None


def test_positions_the_play_cannot_reach_are_refused() -> None:
    game = new_game("fourteenth", number=1)
    t1, t2 = pile_cards(game, "t1"), pile_cards(game, "t2")
    with pytest.raises(PositionError, match="t1 holds more than one card"):
        load_game(saved(game, t1=f"{t1} {t2}", t2=""))
    stock = pile_cards(game, "stock").split()
    with pytest.raises(PositionError, match="empty while the pack lasts"):
        load_game(saved(game, t1="", stock=" ".join([t1, *stock])))


def test_the_solver_is_offered_each_swap_of_the_exchange_once() -> None:
    game = square(t1="KH", t7="AS")  # no fourteen: the exchange begins
    offered = SquareHints(EXCHANGE).patience_solver_moves(game.position)
    legal = game.legal_moves()
    assert set(offered) <= set(legal)
    assert len(offered) == len(legal) // 2  # each swap once, not in both orders
    assert {frozenset((move.source, move.target)) for move in offered} == {
        frozenset((move.source, move.target)) for move in legal
    }
    # Naming a swap's places either way gives one key: the search meets it once.
    hints = SquareHints(EXCHANGE)
    one, other = Move("t1", "t7"), Move("t7", "t1")
    keys = {hints.patience_solver_canonical(game.rulebook.apply(game.position, move)) for move in (one, other)}
    assert len(keys) == 1
    game.play(offered[0])
    second = SquareHints(EXCHANGE).patience_solver_moves(game.position)
    assert second and set(second) <= set(game.legal_moves())
    assert not {offered[0].source, offered[0].target} & {
        place for move in second for place in (move.source, move.target)
    }
