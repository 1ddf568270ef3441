"""Russian Patience: a position's row count must agree with its table (Heather 1876, pp. 217–219)."""

from __future__ import annotations

import json
from typing import Any

import pytest

import patience_core
from patience_core import PositionError
from patience_core.model import MAX_STATE_INT


def dealing(rows: int) -> dict[str, Any]:
    """Deal 2 with ``rows`` rows out and the deal still going (no foundation play made)."""
    game = patience_core.new_game("russian-patience", number=2)
    while game.position.get("rows") < rows:
        home = [move for move in game.legal_moves() if str(move) != "deal"]
        game.play(home[0] if home else "deal")
    data: dict[str, Any] = json.loads(game.to_json())
    del data["moves"]
    return data


def test_a_position_during_the_deal_is_accepted() -> None:
    data = dealing(4)
    assert patience_core.load_game(data).position.get("rows") == 4


@pytest.mark.parametrize("rows", [1, 2, 3])
def test_fewer_rows_than_the_columns_hold_is_refused(rows: int) -> None:
    """Setting 4 rows to fewer would make buried cards playable."""
    data = dealing(4)
    data["state"]["rows"] = rows
    with pytest.raises(PositionError, match=f"only {rows} rows are dealt"):
        patience_core.load_game(data)


@pytest.mark.parametrize("rows", [0, 10, MAX_STATE_INT, True, "4"])
def test_a_row_count_no_deal_makes_is_refused(rows: object) -> None:
    data = dealing(2)
    data["state"]["rows"] = rows
    with pytest.raises(PositionError, match="state 'rows' must count the rows dealt so far"):
        patience_core.load_game(data)


def test_more_rows_than_the_stock_has_given_is_refused() -> None:
    data = dealing(2)
    data["state"]["rows"] = 8  # every column holds at most 2 cards, but 8 rows would have emptied the stock
    with pytest.raises(PositionError, match="make more than two packs"):
        patience_core.load_game(data)
