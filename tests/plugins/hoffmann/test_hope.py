"""Hope (Hoffmann 1892, No. 3, p. 11): every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_hoffmann.hope import RULES

from patience_core import Deal, Redeal, new_game, pack
from patience_core.cards import PIQUET_PACK

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused


def test_the_piquet_pack_is_the_stock_and_two_shuffles_are_allowed() -> None:
    position = new_game("hope", number=1).position
    assert Counter(position.pile("stock").cards) == Counter(pack(1, PIQUET_PACK))
    assert not position.pile("table").cards and not position.pile("clubs").cards
    assert position.redeals_left == 2


def test_three_cards_are_turned_the_top_first_and_the_clubs_among_them_put_aside() -> None:
    game = arrange("hope", stock="8D 7H KC 9S AC", table="", clubs="")
    game.play("deal")
    assert pile_cards(game, "clubs") == "AC KC"
    assert pile_cards(game, "table") == "9S"
    assert pile_cards(game, "stock") == "8D 7H"
    assert game.position.get("turns") == 1


def test_a_round_is_five_turns_and_no_more() -> None:
    game = arrange("hope", state={"turns": 4})
    game.play("deal")
    assert_illegal(game, "deal", "a round is five turns")


def test_after_five_turns_the_cards_turned_but_the_clubs_are_shuffled_with_the_rest() -> None:
    game = arrange("hope", state={"turns": 4}, stock="7S 8S 9S 10S JS QS KS AS 7D 8D 9D", table="7H 8H", clubs="")
    assert_illegal(game, "redeal", "only when five turns are made")
    game.play("deal")
    kept = Counter(game.position.pile("table").cards + game.position.pile("stock").cards)
    game.play("redeal")
    assert Counter(game.position.pile("stock").cards) == kept
    assert not pile_cards(game, "table") and game.position.get("turns") is None
    assert game.position.redeals_left == 1


def test_the_shuffle_is_the_deals_own_every_time() -> None:
    def shuffled() -> str:
        game = arrange("hope", state={"turns": 5}, table="7H 8H 9C", stock="AD 10S")
        game.play("redeal")
        return pile_cards(game, "stock")

    assert shuffled() == shuffled()


def test_there_are_three_rounds_then_the_game_is_over() -> None:
    game = arrange("hope", state={"turns": 5}, redeals_left=0, clubs="AC 7C")
    assert_illegal(game, "redeal", "no redeal is left")
    assert game.is_over and not game.is_won


def test_the_game_is_won_when_every_club_is_out() -> None:
    game = arrange("hope", clubs="AC 7C 8C 9C 10C JC QC", stock="7D 8D KC", table="")
    assert not game.is_won
    game.play("deal")
    assert game.is_won


def test_no_card_is_moved_by_hand() -> None:
    game = arrange("hope", table="7H", clubs="")
    assert_illegal(game, "table-clubs", "no card is moved by hand")
    assert_illegal(game, "stock-table", "no card is moved by hand")


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [
        ({"clubs": "AC 7H"}, {}, "only clubs"),
        ({"table": "7H 8C"}, {"turns": 1}, "the table holds the clubs 8C"),
        ({"table": "7H 8H 9H 10H"}, {"turns": 1}, "more than 1 turns of three"),
        ({}, {"turns": 6}, "not a count of the turns"),
    ],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, int], problem: str
) -> None:
    assert_refused("hope", changes, state, problem)


def test_the_rules_cite_the_books_page() -> None:
    cited = {str(rule.cite) for rule in RULES if hasattr(rule, "cite")}
    assert cited == {'Hoffmann 1892, No. 3 "Hope", p. 11'}
    assert isinstance(new_game("hope", number=1).legal_moves()[0], Deal)
    assert Redeal() not in new_game("hope", number=1).legal_moves()


def test_pysolfc_replaces_each_club_put_aside_with_the_next_card() -> None:
    game = arrange("hope", "pysolfc", stock="7H 9D 8S KC 9S AC", table="", clubs="")
    game.play("deal")
    assert pile_cards(game, "clubs") == "AC KC"
    assert pile_cards(game, "table") == "9S 8S 9D" and pile_cards(game, "stock") == "7H"
    assert "PySolFC" in str(game.judge("deal").source)
