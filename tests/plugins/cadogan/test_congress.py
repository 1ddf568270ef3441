"""The Congress (Cadogan 1914, "The Congress"): the deal, the rows of the rivers, every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter
from typing import Any

import pytest

from patience_core import Deal, Game, Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, cards, pile_cards, saved
from .helpers import registry

RIVERS = [f"r{i}" for i in range(1, 9)]
HELPS = [f"h{i}" for i in range(1, 9)]


def table(state: dict[str, Any] | None = None, turn: str = "", **piles: str) -> Game:
    """Deal 1 with some piles replaced (bottom to top); ``turn`` puts cards on top of the pack, the first on top."""
    start = new_game("congress", number=1).position
    laid = {"stock": start.pile("stock").cards + cards(turn)[::-1]}
    laid.update({pile_id: cards(text) for pile_id, text in piles.items()})
    position = start.with_piles(laid).with_state(**(state or {}))
    return Game(registry().rulebook("congress", None), position, from_deal=False)


def test_the_aces_are_set_out_then_four_help_cards_and_a_row_of_eight() -> None:
    position = new_game("congress", number=1).position
    assert [pile_cards(new_game("congress", number=1), f"f{i}") for i in range(1, 9)] == ["AC", "AS", "AH", "AD"] * 2
    assert [len(position.pile(pile_id).cards) for pile_id in HELPS] == [1] * 4 + [0] * 4
    assert [len(position.pile(pile_id).cards) for pile_id in RIVERS] == [1] * 8
    assert len(position.pile("stock").cards) == 84
    assert Counter(position.cards()) == Counter(pack(2))


def test_cards_from_the_rivers_and_the_helps_go_up_in_suit_on_the_foundations_and_stay() -> None:
    game = table(r1="2H", h1="2C", r2="3S")
    assert_illegal(game, "r2-f2", "a foundation is built up in suit, from the ace")
    assert game.play("r1-f3") == Move("r1", "f3")
    assert game.play("h1-f1") == Move("h1", "f1")
    assert_illegal(game, "f1-h2", "a card played to a foundation stays there")


def test_river_cards_marry_down_in_suit_on_the_helps_and_helps_on_each_other_but_never_on_the_rivers() -> None:
    game = table(r1="8D", r2="JS", r3="9D", h1="9D", h2="10S", h3="8D")
    assert game.play("r1-h1") == Move("r1", "h1")
    assert_illegal(game, "r2-h2", "a card goes on the next higher card in suit")  # knave on ten: upwards
    assert_illegal(game, "h3-r3", "cards marry from the rivers to the helps, not back")
    assert_illegal(game, "r3-r2", "cards marry from the rivers to the helps, not back")
    game = table(h1="9D", h2="8D")
    assert game.play("h2-h1") == Move("h2", "h1")
    assert pile_cards(game, "h1") == "9D 8D"
    assert_illegal(game, "h1-h3(2)", "only the uppermost card of a help packet is available")


def test_each_row_blocks_the_one_before_until_its_card_is_played() -> None:
    game = table(r1="9C 2H 5D", state={"rows": 3})
    assert_illegal(game, "r1-f3", "a foundation is built up in suit")
    assert_illegal(game, "r1-f3(2)", "only the card at the foot of a river is available")
    game = table(r1="9C 2H 4D", h1="5D", state={"rows": 3})
    assert game.play("r1-h1") == Move("r1", "h1")
    assert game.play("r1-f3") == Move("r1", "f3")  # the two of hearts, released


def test_a_deal_refills_the_vacancies_uppermost_rows_first_then_deals_the_next_row() -> None:
    full = {pile_id: "5H 5H 5H" for pile_id in RIVERS[2:]}
    game = table(r1="9C", r2="9S 8S", h2="", state={"rows": 3}, turn="2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", **full)
    assert game.play("deal") == Deal()
    assert pile_cards(game, "r1") == "9C 2C 3C"  # rows two then three
    assert pile_cards(game, "r2") == "9S 8S 4C" and pile_cards(game, "h2") == "5C"
    assert game.position.get("rows") == 3
    game.play("deal")
    assert [pile_cards(game, pile_id).split()[-1] for pile_id in RIVERS] == "6C 7C 8C 9C 10C JC QC KC".split()
    assert game.position.get("rows") == 4


def test_the_next_row_may_be_dealt_while_a_card_could_still_be_played_or_married() -> None:
    # Play ¶1's "when all possible cards have been played, proceed to deal" is the order of a careful game, not a
    # prohibition (a reading argued on the page): the deal waits for nothing but the pack.
    game = table(r1="2H", h1="3D", r2="2D")
    assert {"r1-f3", "r2-h1"} <= {str(move) for move in game.legal_moves()}
    ruling = game.judge("deal")
    assert ruling.legal and "the vacancies are refilled when the player deals" in str(ruling.source)


def test_while_the_pack_lasts_a_vacancy_among_the_helps_waits_for_the_deal() -> None:
    game = table(r1="7H", h1="")
    assert_illegal(game, "r1-h1", "while the pack lasts a vacancy among the helps is refilled from the pack")
    assert_illegal(game, "r1-h5", "while the pack lasts a vacancy among the helps is refilled from the pack")


def test_once_the_pack_is_out_the_helps_grow_to_eight_each_begun_from_the_rivers() -> None:
    game = table(stock="", r1="7H", h1="3C", h2="")
    assert_illegal(game, "deal", "the pack is exhausted")
    assert game.play("r1-h5") == Move("r1", "h5")
    assert_illegal(game, "h1-h2", "a space is filled only from r1")
    assert Deal() not in game.legal_moves()


def test_positions_the_deal_cannot_reach_are_refused() -> None:
    game = new_game("congress", number=1)
    r1, h1, stock = pile_cards(game, "r1"), pile_cards(game, "h1"), pile_cards(game, "stock").split()
    cases = {
        "r1 holds more cards than the 1 rows dealt": {"r1": f"{r1} {h1}", "h1": ""},
        "h5 is begun while the pack lasts": {"h5": stock[-1], "stock": " ".join(stock[:-1])},
        "h1 is not a marriage downwards in suit": {"h1": f"{h1} {r1}", "r1": ""},
    }
    for problem, changes in cases.items():
        with pytest.raises(PositionError, match=problem):
            load_game(saved(game, **changes))
    data = saved(game)
    for rows, problem in ((13, "not a number of rows from 1 to 12"), (2, "too few cards")):
        data["state"] = {"rows": rows}
        with pytest.raises(PositionError, match=problem):
            load_game(data)
