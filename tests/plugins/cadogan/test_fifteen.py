"""The Fifteen (Cadogan 1914): the deal, every clause's verdicts, legal and illegal, and the opening privilege."""

from __future__ import annotations

from patience_core import Move, Redeal, new_game, shuffled_pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

NAME = "fifteen"


def test_the_whole_pack_is_dealt_in_rows_of_fifteen_the_last_of_fourteen() -> None:
    game = new_game(NAME, number=5)
    pack = shuffled_pack(5, 2)
    for column in range(15):
        rows = 7 if column < 14 else 6
        assert game.position.pile(f"t{column + 1}").cards == tuple(pack[-1 - column - 15 * row] for row in range(rows))
    assert sum(len(pile.cards) for pile in game.position.piles) == 104


def test_one_ace_and_one_king_of_each_suit_in_their_places() -> None:
    game = arrange(NAME, t1="AH", t2="AC", t3="KH", t4="QH", t5="2H")
    assert_illegal(game, "t1-f1", "of its own suit")  # f1 is the clubs' ace foundation
    game.play("t1-f3")
    game.play("t3-f7")
    game.play("t4-f7")
    game.play("t5-f3")
    assert (pile_cards(game, "f3"), pile_cards(game, "f7")) == ("AH 2H", "KH QH")
    assert_illegal(game, "f3-t1", "stays there")


def test_marriages_go_up_or_down_in_suit_one_card_at_a_time() -> None:
    game = arrange(NAME, t1="9C 7D", t2="5S 8D", t3="4C 6D", t4="2C 8S", t5="JD 10D 9D")
    game.play("t1-t2")
    game.play("t3-t2")  # six on seven: down; seven on eight would be down too, eight on seven up
    assert_illegal(game, "t4-t5", "in suit")
    assert_illegal(game, Move("t5", "t4", 2), "lowest card")


def test_a_lane_takes_any_available_card() -> None:
    game = arrange(NAME, t1="", t2="5S QD")
    game.play("t2-t1")
    assert pile_cards(game, "t1") == "QD"


def test_the_privilege_takes_an_ace_and_a_king_from_under_the_lowest_row() -> None:
    columns = {f"t{i}": "3C 5S" for i in range(1, 16)}
    columns.update(t2="9D AD 4H", t7="8C KS 10H")
    game = arrange(NAME, **columns)
    game.play("t2-f4")
    assert (pile_cards(game, "t2"), pile_cards(game, "f4")) == ("9D 4H", "AD")
    assert_illegal(game, "t2-f4", "built up in suit")  # once only for the ace
    game.play("t7-f6")
    assert (pile_cards(game, "t7"), pile_cards(game, "f6")) == ("8C 10H", "KS")
    assert game.position.get("withdrawn") == "ace king"


def test_the_privilege_is_closed_once_the_game_has_begun() -> None:
    columns = {f"t{i}": "3C 5S" for i in range(1, 16)}
    columns.update(t1="QC AH", t2="9D AD 4H")
    game = arrange(NAME, **columns)
    assert_illegal(game, "t2-f4", "foundation")  # an ace is available: the game can begin
    game.play("t1-f3")
    assert_illegal(game, "t2-f4", "foundation")


def test_there_is_no_redeal() -> None:
    assert Redeal() not in new_game(NAME, number=1).legal_moves()


def test_a_position_whose_privilege_record_the_play_cannot_make_is_refused() -> None:
    game = new_game(NAME, number=15)
    rulebook, position = game.rulebook, game.position
    assert not rulebook.position_problems(position)
    assert "not 'ace', 'king'" in " ".join(rulebook.position_problems(position.with_state(withdrawn="queen")))
    assert "no king foundation is begun" in " ".join(rulebook.position_problems(position.with_state(withdrawn="king")))
    game.play("t2-f7")
    assert not rulebook.position_problems(game.position)
