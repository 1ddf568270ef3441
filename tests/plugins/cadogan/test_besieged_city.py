"""The Besieged City (Cadogan 1914, "The Besieged City"): the deal, and every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, PositionError, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards, saved
from .helpers import arrange

RESERVE = [f"r{row}c{column}" for row in range(1, 5) for column in range(1, 4)]
RAMPARTS = ["n1", "n2", "n3", "e1", "e2", "e3", "e4", "s3", "s2", "s1", "w4", "w3", "w2", "w1"]
ORDER = "A K 2 Q 3 J 4 10 5 9 6 8 7 7 8 6 9 5 10 4 J 3 Q 2 K A".split()


def test_the_deal_is_a_reserve_of_twelve_inside_fourteen_ramparts() -> None:
    position = new_game("besieged-city", number=1).position
    assert Counter(position.cards()) == Counter(pack(2))
    assert all(len(position.pile(pile_id).cards) == 1 for pile_id in RESERVE + RAMPARTS)
    assert pile_cards_of(position, "r1c1") == "3D" and pile_cards_of(position, "n1") == "6C"
    assert len(position.pile("stock").cards) == 78


def pile_cards_of(position: object, pile_id: str) -> str:
    return " ".join(str(card) for card in position.pile(pile_id).cards)  # type: ignore[attr-defined]


def test_the_foundations_take_ace_king_two_queen_to_the_sevens_and_back_to_the_ace() -> None:
    built = " ".join(f"{rank}S" for rank in ORDER[:-1])
    game = arrange("besieged-city", f2="AS KS", w1="2S", e1="3S")
    assert_illegal(game, "e1-f2", "in the order A K 2 Q 3 J 4 10 5 9 6 8 7 7 8 6 9 5 10 4 J 3 Q 2 K A")
    assert game.play("w1-f2") == Move("w1", "f2")
    game = arrange("besieged-city", f2=built, w1="AS", f1="")
    game.play("w1-f2")
    whole = {f"f{i}": " ".join(f"{rank}{suit}" for rank in ORDER) for i, suit in enumerate("CSHD", start=1)}
    assert arrange("besieged-city", **whole).is_won
    assert not arrange("besieged-city", **{**whole, "f4": whole["f4"][:-3]}).is_won
    assert_illegal(arrange("besieged-city", f1="", w1="AS"), "w1-f1", "a foundation of its own suit")


def test_rampart_cards_build_in_suit_a_rank_apart_or_in_the_foundations_order() -> None:
    game = arrange("besieged-city", w1="9H", w2="9H 8H", w3="QH", w4="3H 2H", e1="8H 7H", e2="8C 7C", e3="4D 3D")
    assert game.play("w2-w1") == Move("w2", "w1")  # eight on nine
    assert game.play("w4-w3") == Move("w4", "w3")  # two on queen
    assert game.play("e1-w1") == Move("e1", "w1")  # seven on eight
    assert_illegal(game, "e2-w1", "a card goes on the next higher or lower card in suit")
    assert_illegal(game, "e3-w3", "a card goes on the next higher or lower card in suit")
    assert_illegal(game, "w1-w3(2)", "the top card of each packet of the Ramparts is alone available")


def test_a_reserve_card_goes_only_to_a_rampart_at_an_end_of_its_row_or_column() -> None:
    game = arrange("besieged-city", r2c3="5H", w2="6H", e2="4H", n3="6H", n1="6H")
    assert_illegal(game, "r2c3-n1", "only on a Rampart at an end of its own row or column")
    for rampart in ("w2", "e2", "n3"):
        assert game.is_legal(f"r2c3-{rampart}")
    assert_illegal(game, "r2c3-f1", "the Reserve must pass into the Ramparts")


def test_a_vacancy_in_the_ramparts_is_filled_at_once_from_its_line_and_the_reserve_from_the_talon() -> None:
    game = arrange("besieged-city", w1="AD", r1c2="9S", talon="4C 5C", stock="2D")
    game.play("w1-f4")
    assert_illegal(game, "stock-talon", "a vacancy in the Ramparts is filled at once: w1")
    assert_illegal(game, "r2c2-w1", "filled at once: w1")
    game.play("r1c2-w1")
    assert pile_cards(game, "w1") == "9S" and pile_cards(game, "r1c2") == "5C" and pile_cards(game, "talon") == "4C"


def test_the_pack_goes_to_the_foundations_or_the_talon_and_the_talon_only_into_the_reserve() -> None:
    game = arrange("besieged-city", talon="9D", stock="4C AH")
    assert_illegal(game, "stock-talon", "a card turned that fits a foundation is played")
    assert_illegal(game, "stock-w1", "a card turned from the pack goes to a foundation or the talon")
    game.play("stock-f3")
    game.play("stock-talon")
    assert_illegal(game, "talon-w1", "cards from the talon must pass through the Reserve")


def test_at_the_end_two_cards_of_a_full_reserve_may_be_transposed() -> None:
    # Play ¶5: the Reserve is stuck, every place full; transposing the two cards puts each in another line.
    game = arrange("besieged-city", r1c1="4D", r4c3="8C", stock="", talon="")
    assert game.play("r4c3-r1c1") == Move("r4c3", "r1c1")
    assert pile_cards(game, "r1c1") == "8C" and pile_cards(game, "r4c3") == "4D"
    assert "to transpose is to exchange" in str(game.rulebook.judge(game.position, Move("r1c1", "r4c3")).source)
    game = arrange("besieged-city", r1c1="", r4c3="8C", stock="", talon="")
    assert game.play("r4c3-r1c1") == Move("r4c3", "r1c1")  # with an empty place, the card moves
    assert pile_cards(game, "r1c1") == "8C" and pile_cards(game, "r4c3") == ""
    game = arrange("besieged-city", r1c1="4D", r4c3="8C", stock="", talon="5D")
    assert_illegal(game, "r4c3-r1c1", "only at the end")


def test_the_pack_is_turned_to_a_foundation_or_the_talon_by_play_paragraph_four() -> None:
    refused = assert_illegal(arrange("besieged-city", stock="4C"), "stock-w1", "goes to a foundation or the talon")
    assert str(refused.ruling.source) == 'Cadogan 1914, "The Besieged City", play ¶4'


@pytest.mark.parametrize(
    ("changes", "problem"),
    [
        ({"w1": "9H 3C"}, "w1 is not built by rule II"),
        ({"r1c1": ""}, "r1c1 is empty, but the Reserve is refilled at once"),
    ],
)
def test_a_saved_position_the_rules_cannot_reach_is_refused(changes: dict[str, str], problem: str) -> None:
    game = new_game("besieged-city", number=1)
    data = saved(game, **changes)
    removed = [card for pile_id in changes for card in pile_cards(game, pile_id).split()]
    added = [card for text in changes.values() for card in text.split()]
    stock = next(entry for entry in data["piles"] if entry["id"] == "stock")
    for card in added:
        stock["cards"].remove(card)
    stock["cards"] += removed
    with pytest.raises(PositionError, match=problem):
        load_game(data)
