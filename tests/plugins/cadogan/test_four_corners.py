"""The Four Corners (Cadogan 1914): the deal that plays, every clause's verdicts, legal and illegal, and the redeal."""

from __future__ import annotations

from collections import Counter

from patience_cadogan.four_corners import PACKETS, deal_round_the_packets, home

from patience_core import Card, Move, Redeal, Role, new_game, pack

from ..tables import assert_illegal, cards, pile_cards
from .helpers import arrange

NAME = "four-corners"


def empty_foundations() -> dict[str, list[Card]]:
    return {f"f{i}": [] for i in range(1, 9)}


def test_the_first_ace_and_king_of_a_suit_go_home_wherever_they_fall() -> None:
    foundations = empty_foundations()
    assert home(foundations, cards("AH")[0], "p3") == "f3"
    assert home(foundations, cards("KS")[0], "p2") == "f6"


def test_a_card_on_a_corner_goes_to_any_foundation_it_fits() -> None:
    foundations = empty_foundations()
    foundations["f3"] = list(cards("AH"))
    foundations["f6"] = list(cards("KS"))
    assert home(foundations, cards("2H")[0], "p7") == "f3"
    assert home(foundations, cards("QS")[0], "p12") == "f6"


def test_a_card_on_a_side_goes_only_to_the_foundation_beside_it() -> None:
    foundations = empty_foundations()
    foundations["f3"] = list(cards("AH"))
    assert home(foundations, cards("2H")[0], "p4") == "f3"  # p4 lies beside f3
    assert home(foundations, cards("2H")[0], "p3") is None
    assert home(foundations, cards("2H")[0], "p10") is None


def test_the_next_card_takes_the_place_of_a_card_played_in_the_deal() -> None:
    foundations = empty_foundations()
    dealt = list(cards("5C 9D AH"))  # dealt from the end: AH first, onto p1, then 9D takes its place
    packets = deal_round_the_packets(dealt, foundations)
    assert foundations["f3"] == list(cards("AH"))
    assert packets["p1"] == list(cards("9D")) and packets["p2"] == list(cards("5C"))


def test_the_deal_lays_every_card_on_a_packet_or_a_foundation() -> None:
    game = new_game(NAME, number=9)
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert all(pile.cards for pile in game.position.piles_of(Role.FOUNDATION))


def test_after_the_deal_a_packet_top_goes_to_any_foundation() -> None:
    game = arrange(NAME, f3="AH", f7="KH", p2="9C 2H", p9="8C QH")
    game.play("p2-f3")
    game.play("p9-f7")
    assert_illegal(game, "f3-p2", "stays there")


def test_marriages_go_up_or_down_in_suit_one_card_at_a_time() -> None:
    game = arrange(NAME, p1="9C 7D", p2="5S 8D", p3="4C 6S", p4="JD 10D 9D")
    game.play("p1-p2")
    assert_illegal(game, "p3-p2", "in suit")
    assert_illegal(game, Move("p4", "p3", 2), "uppermost")


def test_a_packet_emptied_stays_empty() -> None:
    game = arrange(NAME, p1="", p2="5S 8D")
    assert_illegal(game, "p2-p1", "stays empty")


def test_a_redeal_deals_the_last_packet_first_each_packet_from_its_first_card() -> None:
    homes = dict(zip((f"f{i}" for i in range(1, 9)), "AC AS AH AD KC KS KH KD".split(), strict=True))
    empty = {pile_id: "" for pile_id in PACKETS}
    game = arrange(NAME, **homes, **empty | {"p1": "6H", "p11": "8S", "p12": "9C 5D"})
    game.play(Redeal())
    assert [pile_cards(game, pile_id) for pile_id in ("p1", "p2", "p3", "p4", "p5")] == ["9C", "5D", "8S", "6H", ""]


def test_cards_that_fit_go_home_again_as_the_redeal_falls() -> None:
    game = new_game(NAME, number=9)
    before = game.position
    game.play(Redeal())
    assert game.position.redeals_left == 1
    assert Counter(game.position.cards()) == Counter(before.cards())
    home = sum(len(pile.cards) for pile in game.position.piles_of(Role.FOUNDATION))
    assert home > sum(len(pile.cards) for pile in before.piles_of(Role.FOUNDATION))


def test_two_redeals_and_no_more() -> None:
    game = new_game(NAME, number=9)
    game.play(Redeal())
    game.play(Redeal())
    assert_illegal(game, Redeal(), "no redeal is left")


def test_a_second_ace_on_a_side_packet_goes_only_to_the_foundation_beside_it() -> None:
    foundations = empty_foundations()
    foundations["f3"] = list(cards("AH"))
    foundations["f7"] = list(cards("KH QH JH 10H 9H 8H 7H 6H 5H 4H 3H 2H"))
    assert home(foundations, cards("AH")[0], "p2") is None  # p2 lies beside f1, the clubs' aces
    assert home(foundations, cards("AH")[0], "p10") == "f7"  # p10 lies beside f7
