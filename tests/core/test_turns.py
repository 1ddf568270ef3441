"""Turns: two players on one table, each moving in turn, the first to be rid of his cards winning."""

from __future__ import annotations

import pytest

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Turns
from patience_core.sources import HOFFMANN_1892

PAGE = HOFFMANN_1892.game(62).page(119)
TURNS = Turns(PAGE, players=(("a", ("ap", "aw")), ("b", ("bp", "bw"))), passes_on=("aw", "bw"))


def table(turn: str | None = None, **piles: str) -> Position:
    roles = {"ap": Role.STOCK, "aw": Role.WASTE, "bp": Role.STOCK, "bw": Role.WASTE, "f": Role.FOUNDATION}
    made = tuple(Pile(p, r, tuple(parse_card(c) for c in piles.get(p, "").split())) for p, r in roles.items())
    position = Position("x", "y", 1, 0, made)
    return position if turn is None else position.with_state(turn=turn)


def test_the_first_player_moves_first_and_the_other_may_not() -> None:
    position = table(ap="9H", bp="2C")
    assert TURNS.to_move(position) == "a"
    assert TURNS.patience_check_move(position, Move("ap", "f")) is None
    refused = TURNS.patience_check_move(position, Move("bp", "f"))
    assert refused is not None and refused.rule == "it is a's turn, not b's"


def test_a_card_on_ones_own_waste_passes_the_turn_elsewhere_it_does_not() -> None:
    position = table(ap="3D 9H", bp="2C", bw="8S")
    after = TURNS.patience_apply_move(position, Move("ap", "bw"))
    assert after is not None and TURNS.to_move(after) == "a"
    after = TURNS.patience_apply_move(position, Move("ap", "aw"))
    assert after is not None and TURNS.to_move(after) == "b"
    back = TURNS.patience_apply_move(after, Move("bp", "bw"))
    assert back is not None and TURNS.to_move(back) == "a"


@pytest.mark.parametrize(("piles", "won", "over"), [({"bp": "2C"}, True, "a"), ({"ap": "2C"}, False, "b")])
def test_the_game_ends_when_a_player_is_rid_of_his_cards_and_is_won_by_the_first(
    piles: dict[str, str], won: bool, over: str
) -> None:
    position = table(**piles)
    assert TURNS.patience_is_won(position) is won
    assert TURNS.rid_of_his_cards(position) == over
    refused = TURNS.patience_check_move(position, Move("ap", "f"))
    assert refused is not None and not refused.legal


def test_a_saved_turn_names_a_player() -> None:
    assert TURNS.patience_check_position(table(turn="c", ap="2C", bp="3C")) == [
        "state 'turn' is 'c', not one of the players ('a', 'b')"
    ]
    with pytest.raises(ValueError, match="two players"):
        Turns(PAGE, players=(("a", ("ap",)),), passes_on=())
