"""The Great Thirteen (Cadogan 1914, "The Great Thirteen"): the deal, each clause, the third process."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_cadogan import great_thirteen
from patience_cadogan.great_thirteen import BALCONY, GROUND, NUMERALS

from patience_core import Deal, Game, Move, Pile, PositionError, Role, load_game, new_game, pack, parse_card

from ..tables import assert_illegal, cards, pile_cards, saved
from .helpers import arrange

#: Eight aces on the balcony, the numerals empty, no two on top of a ground packet: nothing can be placed.
BLOCKED = {**{pile_id: "AC" for pile_id in BALCONY}, **{pile_id: "9D" for pile_id in GROUND}}
BLOCKED.update({pile_id: "" for pile_id in NUMERALS})
#: Deal 20 won, as the solver found it (the sample game of the docs).
WON_20 = (
    "g2-n3 g4-n1 g7-n2 g1-n1 g1-n4 g1-n5 g3-n4 g3-n7 g3-n7 g1-n7 g5-n1 g5-n3 g5-n2 g5-n3 g5-n8 g6-n7 g2-n7 "
    "g2-n6 g1-n6 g1-n1 g1-n7 g2-n1 g2-n8 g5-n8 g8-n5 g8-n7 deal g5-n8 deal g5-n2 deal g2-n1 deal g4-n4 g1-n1 "
    "g1-n8 g1-n8 deal g5-n1 g4-n1 g1-n6 g2-n4 g1-n4 g6-n4 g2-n4 g6-n3 g8-n5 deal g3-n6 g3-n5 g4-n3 deal g1-n5 "
    "g4-n3 g4-n1 g5-n7 g5-n2 g6-n2 g6-n4 deal g1-n2 g1-n1 g1-n8 g2-n1 g4-n3 g5-n2 g4-n2 g4-n3 g5-n7 g6-n6 "
    "g3-n6 g3-n7 g1-n7 g1-n5 g2-n7 g3-n4 g5-n6 g7-n4 g1-n4 g7-n3 g2-n3 g2-n4 g2-n3 g7-n5 g1-n5 g7-n5 g3-n5 "
    "g3-n2 g2-n2 g2-n3 g2-n5 g3-n8 g3-n5 g6-n2 g6-n2 g6-n6 g2-n6 g8-n6 g3-n6 g2-n6 g3-n8 g3-n8 g5-n8 g8-n8"
)


def table(**piles: str) -> Game:
    """A game whose table is :data:`BLOCKED` but for ``piles``."""
    return arrange("great-thirteen", **{**BLOCKED, **piles})


def with_state(game: Game, **state: int) -> Game:
    """``game`` with ``state`` set, as a saved game would hold it."""
    return Game(game.rulebook, game.position.with_state(**state), from_deal=False)


def test_eight_packets_of_thirteen_the_top_card_of_each_up_to_the_balcony() -> None:
    position = new_game("great-thirteen", number=7).position
    assert [len(position.pile(pile_id).cards) for pile_id in GROUND] == [12] * 8
    assert all(len(position.pile(pile_id).cards) == 1 for pile_id in BALCONY)
    assert not any(position.pile(pile_id).cards for pile_id in NUMERALS)
    assert Counter(position.cards()) == Counter(pack(2))


def test_in_the_first_deal_a_king_on_the_surface_is_slipped_underneath() -> None:
    packets = {pile_id: [] for pile_id in GROUND}
    packets["g1"] = list(cards("5C 9D KS KH"))
    packets["g2"] = list(cards("KC 4D"))
    great_thirteen.KingsUnder().lay([], packets)
    assert packets["g1"] == list(cards("KS KH 5C 9D"))  # a reading: the king that surfaces goes under too
    assert str(great_thirteen.KingsUnder.cite) == "reading: a king is slipped under again while a king lies on top"
    assert packets["g2"] == list(cards("KC 4D"))
    for number in range(1, 30):
        position = new_game("great-thirteen", number=number).position
        assert not any(position.pile(pile_id).top.rank == 13 for pile_id in BALCONY)


@pytest.mark.parametrize(
    ("balcony", "first", "second"),
    [("3C", "6D", "9S"), ("2C", "4D", "6H"), ("7C", "AD", "8H"), ("QC", "JD", "10S"), ("8C", "3D", "JH")],
)
def test_a_numeral_doubles_its_balcony_card_then_adds_it_less_thirteen_over_thirteen(
    balcony: str, first: str, second: str
) -> None:
    game = table(b1=balcony, n1="", g1=f"{second} {first}")
    assert game.play("g1-n1") == Move("g1", "n1")
    assert game.play("g1-n1") == Move("g1", "n1")
    assert pile_cards(game, "n1") == f"{first} {second}"


def test_a_card_of_another_value_is_refused_with_the_rule_it_breaks() -> None:
    game = table(b1="3C", n1="", g1="5D", g2="6S 7D")
    assert_illegal(game, "g1-n1", "begins with twice its balcony card's value")
    game = table(b1="3C", n1="6D", g1="10S")
    assert_illegal(game, "g1-n1", "adds its balcony card's value")


def test_a_numeral_packet_ends_with_its_king() -> None:
    run = " ".join(f"{rank}S" for rank in "2 3 4 5 6 7 8 9 10 J Q K".split())
    game = table(b1="AC", n1=run, g1="3D")
    assert_illegal(game, "g1-n1", "ends with its king")


def test_only_the_uppermost_card_of_a_ground_packet_is_available() -> None:
    game = table(b1="3C", n1="", g1="6D 5S")
    assert_illegal(game, "g1-n1(2)", "only the uppermost card")


def test_cards_go_from_the_ground_packets_to_the_numerals_only_and_stay_there() -> None:
    game = table(b1="3C", n1="6D", g1="4S", g2="5S")
    assert_illegal(game, "g1-g2", "goes to the numerals")
    assert_illegal(game, "n1-g2", "keep their cards")
    refused = assert_illegal(game, "b1-g2", "keep their cards")
    assert str(refused.ruling.source) == "reading: the balcony and the numerals keep their cards"


def test_a_vacancy_is_filled_before_any_card_is_added() -> None:
    # The six fills n1's vacancy (twice three) and would also add to n2 (four and two).
    game = table(b1="3C", n1="", b2="2C", n2="4D", g1="6H", g2="JS")
    assert_illegal(game, "g1-n2", "vacancy in the numerals is filled before")
    game.play("g1-n1")
    assert pile_cards(game, "n1") == "6H"


def test_a_packet_is_taken_up_only_when_no_card_can_be_placed() -> None:
    game = table(g3="2S")
    assert_illegal(game, "deal", "only when no card can be placed")


def test_the_first_packet_is_dealt_from_its_bottom_card_round_all_eight_places_its_own_last() -> None:
    # Play ¶9: from No. 2 "as far as No. 8, begin again at No. 1"; rule III counts the places "from one to eight",
    # a vacancy like a packet, so the place of the packet in hand takes the eighth card, and the ninth goes to No. 2.
    game = table(g1="3C 4C 5C 6C 7C 8C 9C 10C JC")
    assert game.play("deal") == Deal()
    assert [pile_cards(game, pile_id) for pile_id in GROUND] == [
        "10C",
        "9D 3C JC",
        "9D 4C",
        "9D 5C",
        "9D 6C",
        "9D 7C",
        "9D 8C",
        "9D 9C",
    ]
    assert game.position.get("taken") == 1
    ruling = game.rulebook.judge(table().position, Deal())
    assert ruling.legal and "its own among them" in str(ruling.source)
    game.play("deal")  # the next packet is No. 2, though No. 1 holds a card again
    assert game.position.get("taken") == 2 and pile_cards(game, "g2") == "" and pile_cards(game, "g3") == "9D 4C 9D"


def test_a_packet_played_off_is_passed_over_and_the_next_one_dealt_in_turn() -> None:
    game = table(g1="", g2="3C 4C")
    game.play("deal")
    assert game.position.get("taken") == 2
    assert [pile_cards(game, pile_id) for pile_id in ("g2", "g3", "g4")] == ["", "9D 3C", "9D 4C"]
    game.play("deal")  # g3, with the three it was given, goes round from g4
    assert game.position.get("taken") == 3
    assert [pile_cards(game, pile_id) for pile_id in ("g3", "g4", "g5")] == ["", "9D 4C 9D", "9D 3C"]


def test_the_last_packet_deals_round_to_the_first_place_and_then_the_third_process_is_over() -> None:
    game = with_state(table(g7="", g8="3C 4C"), taken=7)
    game.play("deal")
    assert [pile_cards(game, pile_id) for pile_id in ("g8", "g1", "g2")] == ["", "9D 3C", "9D 4C"]
    assert_illegal(game, "deal", "every ground packet has been dealt again")


def test_won_when_every_numeral_packet_ends_with_a_king() -> None:
    game = new_game("great-thirteen", number=7)
    assert not game.rulebook.is_won(game.position)
    kings = {pile_id: (parse_card("KS"),) for pile_id in NUMERALS}
    assert game.rulebook.is_won(game.position.with_piles(kings))


def test_a_saved_game_keeps_the_balcony_the_numerals_and_the_packets_as_the_rules_leave_them() -> None:
    game = new_game("great-thirteen", number=7)
    problems = game.rulebook.position_problems
    crowned = game.position.with_piles({"b1": cards("KD"), "g1": (*game.position.pile("g1").cards, parse_card("5S"))})
    found = problems(crowned)
    assert "b1 holds other than one card of ace to queen" in found
    assert "g1 holds more than 12 cards before any is dealt again" in found
    assert problems(game.position.with_state(taken=3)) == []  # its own place takes cards again in the deal
    assert "not the number of a ground packet" in problems(game.position.with_state(taken=0))[0]


def test_a_numeral_out_of_sequence_is_refused_on_loading() -> None:
    game = new_game("great-thirteen", number=7)
    double = (2 * game.position.pile("b1").cards[0].rank - 1) % 13 + 1
    ground = pile_cards(game, "g1").split()
    wrong = next(text for text in ground if parse_card(text).rank != double)
    ground.remove(wrong)
    with pytest.raises(PositionError, match="foundation n1 is out of sequence"):
        load_game(saved(game, n1=wrong, g1=" ".join(ground)))
    assert load_game(game.to_json()) == game


def test_the_rules_see_values_only() -> None:
    assert great_thirteen.wanted(parse_card("7C"), Pile("n1", Role.FOUNDATION, cards("AD"))) == 8
    assert great_thirteen.wanted(parse_card("QC"), Pile("n1", Role.FOUNDATION, cards("JD"))) == 10


def test_the_sample_game_deal_20_is_won_and_its_save_loads() -> None:
    game = new_game("great-thirteen", number=20)
    for move in WON_20.split():
        game.play(move)
    assert game.is_won and game.position.get("taken") == 8
    assert load_game(game.to_json()) == game
