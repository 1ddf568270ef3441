"""Anna (Cadogan 1914, "Anna"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Game, Move, Position, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

HELPS = [f"a{i}" for i in range(1, 9)]


def test_eight_helps_are_dealt_and_a_knave_dealt_goes_to_the_n_the_next_card_taking_its_place() -> None:
    # Play ¶1: "whenever in the course of the deal knaves turn up", they form the N; deal 1 turns up the knave of
    # clubs third, and the king of hearts after it takes the third help.
    position = new_game("anna", number=1).position
    assert [pile_cards_of(position, pile_id) for pile_id in HELPS] == ["3D", "5H", "KH", "5S", "5H", "KC", "KC", "8D"]
    assert [pile_cards_of(position, f"f{i}") for i in range(1, 9)] == ["JC"] + [""] * 7
    assert len(position.pile("stock").cards) == 104 - 9
    assert Counter(position.cards()) == Counter(pack(2))
    assert position.redeals_left == 2


def pile_cards_of(position: Position, pile_id: str) -> str:
    return " ".join(map(str, position.pile(pile_id).cards))


def test_a_knave_turned_from_the_pack_goes_only_to_the_n() -> None:
    game = arrange("anna", f1="", a1="10H", stock="JH")
    assert_illegal(game, "stock-talon", "a knave is placed in the N as it turns up")
    assert_illegal(game, "stock-a1", "a knave is placed in the N as it turns up")
    assert game.play("stock-f1") == Move("stock", "f1")


def test_a_knave_refilling_a_help_from_the_pack_goes_to_the_n_and_the_next_card_fills_it() -> None:
    game = arrange("anna", f1="JC", f2="", a1="10C", talon="", stock="9S JD")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "9S" and pile_cards(game, "f2") == "JD" and pile_cards(game, "stock") == ""


def test_the_knaves_descend_in_suit_through_the_ace_to_the_king() -> None:
    game = arrange("anna", f1="", f2="JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS", a1="JH", a2="10H", a3="KS", a4="10S")
    assert_illegal(game, "a2-f1", "from the knave")
    game.play("a1-f1")
    assert_illegal(game, "a4-f1", "built down in suit")
    assert game.play("a2-f1") == Move("a2", "f1")
    assert game.play("a3-f2") == Move("a3", "f2")  # the king follows the ace, and ends it


def test_helps_are_married_up_in_suit_from_the_pack_the_talon_or_another_help() -> None:
    game = arrange("anna", a1="5H", a2="6H", a3="6S", a4="9C", stock="10C", talon="7H 7H")
    assert_illegal(game, "a3-a1", "next lower card in suit")
    assert game.play("a2-a1") == Move("a2", "a1")
    assert game.play("talon-a1") == Move("talon", "a1")
    assert game.play("stock-a4") == Move("stock", "a4")
    assert_illegal(game, "a1-a3(2)", "only the uppermost card of a help")


def test_nothing_is_laid_on_a_queen_among_the_helps() -> None:
    game = arrange("anna", a1="QD", a2="KD")
    assert_illegal(game, "a2-a1", "no card is laid on a queen")


def test_no_knave_is_married_on_a_help_so_the_marriages_end_with_the_ten() -> None:
    # The knaves go to the N (play ¶1), so a ten takes nothing, and a queen comes to the helps only in the deal or a
    # refill, as rule III says: alone.
    game = arrange("anna", f1="", a1="10D", stock="JD")
    assert_illegal(game, "stock-a1", "a knave is placed in the N")
    assert {move.target for move in game.legal_moves() if isinstance(move, Move)} == {f"f{i}" for i in range(1, 9)}


def test_a_help_emptied_is_refilled_from_the_talon_then_the_pack() -> None:
    game = arrange("anna", f1="JC", a1="10C", talon="5D", stock="9S")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "5D"
    game = arrange("anna", f1="JC", a1="10C", talon="", stock="9S")
    game.play("a1-f1")
    assert pile_cards(game, "a1") == "9S"


def test_the_talon_is_dealt_again_twice_turned_over() -> None:
    game = arrange("anna", stock="", talon="2S 3S 4S")
    game.play("redeal")
    assert pile_cards(game, "stock") == "4S 3S 2S"
    game.play("stock-talon")
    game.play("stock-talon")
    game.play("stock-talon")
    game.play("redeal")
    assert_illegal(game, "redeal", "no redeal is left")


def test_a_won_game_leaves_eight_queens_in_the_helps() -> None:
    game = new_game("anna", number=3)
    while not game.is_over:
        moves = game.legal_moves()
        home = [move for move in moves if isinstance(move, Move) and move.target.startswith("f")]
        married = [move for move in moves if isinstance(move, Move) and move.source in ("stock", "talon")]
        married = [move for move in married if move.target.startswith("a")]
        turn = [move for move in moves if not isinstance(move, Move) or move.target == "talon"]
        game.play((home + married + turn)[0])
    assert game.is_won
    assert sorted(pile_cards(game, pile_id)[0] for pile_id in HELPS) == ["Q"] * 8
    assert load_game(game.to_json()) == game


def without(game: Game, taken: str) -> str:
    """The pack's cards with one of each card of ``taken`` taken out."""
    cards = pile_cards(game, "stock").split()
    for card in taken.split():
        cards.remove(card)
    return " ".join(cards)


def test_a_table_the_play_cannot_reach_is_refused() -> None:
    game = new_game("anna", number=1)
    first, second = pile_cards(game, "a1"), pile_cards(game, "a2")
    cases = {
        "a1 is empty while the pack or the talon holds cards": {"a1": "", "talon": first},
        "a1 is not a marriage up in suit": {"a1": f"{first} {second}", "a2": "", "talon": ""},
        "a1 holds a knave, which goes to the N": {"a1": "JC", "f1": "", "talon": first},
        "a1 is not a marriage up in suit, or a queen alone": {
            "a1": "QS KS",
            "talon": first,
            "stock": without(game, "QS KS"),
        },
        "the talon holds a knave": {"f1": "", "talon": "JC"},
    }
    for problem, changes in cases.items():
        with pytest.raises(PositionError, match=problem):
            load_game(saved(game, **changes))
