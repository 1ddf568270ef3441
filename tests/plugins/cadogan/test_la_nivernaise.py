"""La Nivernaise (Cadogan 1914): the deal, each clause on real positions, the redeal."""

from __future__ import annotations

from collections import Counter

from patience_cadogan import la_nivernaise as nivernaise

from patience_core import Deal, Redeal, new_game, pack

from ..tables import assert_illegal, cards, pile_cards
from .helpers import arrange


def test_the_deal_lays_eight_flank_cards_and_six_packets_of_four() -> None:
    position = new_game("la-nivernaise", number=1, edition="cadogan-1914").position
    assert [len(position.pile(pile_id).cards) for pile_id in nivernaise.FLANKS] == [1] * 8
    assert [len(position.pile(pile_id).cards) for pile_id in nivernaise.LINE] == [4] * 6
    assert len(position.pile("stock").cards) == 104 - 8 - 24
    assert Counter(position.cards()) == Counter(pack(2))


def test_only_the_uppermost_card_of_a_packet_is_available() -> None:
    game = arrange("la-nivernaise", p1="2H AH", f3="")
    assert_illegal(game, "p1-f3(2)", "uppermost")
    game.play("p1-f3")
    assert game.position.pile("f3").cards == cards("AH")


def test_flank_cards_go_to_their_foundations() -> None:
    game = arrange("la-nivernaise", l1="KD", r4="QD")
    game.play("l1-f8")
    game.play("r4-f8")
    assert game.position.pile("f8").cards == cards("KD QD")


def test_a_vacancy_in_the_flanks_is_filled_from_a_packet_or_the_pack_only() -> None:
    game = arrange("la-nivernaise", l1="", l2="5C", p2="7H 9S", stock="3D")
    assert_illegal(game, "l2-l1", "filled only from")
    game.play("p2-l1")
    assert game.position.pile("l1").cards == cards("9S")


def test_the_pack_fills_a_flank_and_goes_nowhere_else() -> None:
    game = arrange("la-nivernaise", l1="", f1="AC", stock="2C")
    assert_illegal(game, "stock-f1", "only fills a vacancy")
    game.play("stock-l1")
    game.play("l1-f1")


def test_a_packet_played_away_is_replaced_at_once_by_four_cards() -> None:
    game = arrange("la-nivernaise", p3="AS", f2="", stock="6D 5D 4D 3D 2D")
    game.play("p3-f2")
    assert game.position.pile("p3").cards == cards("2D 3D 4D 5D")


def test_a_round_lays_four_cards_on_each_packet() -> None:
    game = new_game("la-nivernaise", number=1, edition="cadogan-1914")
    game.play(Deal())
    assert [len(game.position.pile(pile_id).cards) for pile_id in nivernaise.LINE] == [8] * 6


def test_the_top_of_a_foundation_may_pass_to_the_other_foundation_of_its_suit() -> None:
    game = arrange("la-nivernaise", f3="AH 2H 3H 4H 5H 6H 7H", f7="KH QH JH 10H 9H 8H")
    game.play("f3-f7")
    game.play("f3-f7")
    assert pile_cards(game, "f7") == "KH QH JH 10H 9H 8H 7H 6H" and pile_cards(game, "f3") == "AH 2H 3H 4H 5H"
    game.play("f7-f3")
    assert pile_cards(game, "f3") == "AH 2H 3H 4H 5H 6H"
    assert_illegal(arrange("la-nivernaise", f3="AH 2H", f7="KH"), "f3-f7", "where it fits")
    assert_illegal(arrange("la-nivernaise", f3="AH 2H", f1="AC"), "f3-f1", "stays there")


def test_the_redeal_takes_up_the_line_and_deals_it_again_once() -> None:
    game = new_game("la-nivernaise", number=1, edition="cadogan-1914")
    assert_illegal(game, Redeal(), "used up")
    while game.position.pile("stock").cards:
        game.play(Deal())
    flanks = {pile_id: game.position.pile(pile_id).cards for pile_id in nivernaise.FLANKS}
    line = {pile_id: game.position.pile(pile_id).cards for pile_id in nivernaise.LINE}
    game.play(Redeal())
    assert {pile_id: game.position.pile(pile_id).cards for pile_id in nivernaise.FLANKS} == flanks
    assert game.position.pile("p1").cards == line["p6"][:4]
    assert game.position.redeals_left == 0
