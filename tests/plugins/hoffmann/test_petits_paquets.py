"""Les Petits Paquets (Hoffmann 1892, No. 52 "Les Petits Paquets", pp. 98-101): the deal, every rule, and the edition
dealt twice again."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Deal, Game, Move, Redeal, new_game, pack
from patience_core.solving.players import play

from ..tables import assert_illegal, pile_cards
from .helpers import arrange, assert_refused

NAME = "petits-paquets"
HEAPS = tuple(f"h{i}" for i in range(1, 13))
FAN = tuple(f"fan{i}" for i in range(1, 9))
UPPER, LOWER = ("u1", "u2", "u3", "u4"), ("d1", "d2", "d3", "d4")
PAGE_100 = 'Hoffmann 1892, No. 52 "Les Petits Paquets", p. 100'


def bare(edition: str | None = None, *, state: dict[str, str] | None = None, **piles: str) -> Game:
    """A table with only the cards named on the heaps, the fan, the turned heap and the stock (the rest empty)."""
    laid: dict[str, str] = {**dict.fromkeys((*HEAPS, *FAN, "aside", "stock"), ""), **piles}
    return arrange(NAME, edition, state=state, **laid)


def test_the_kings_in_two_rows_a_round_dealt_to_thirteen_heaps_and_the_rest_in_the_stock() -> None:
    position = new_game(NAME, number=1).position
    assert [pile_cards(Game(new_game(NAME).rulebook, position), pile_id) for pile_id in (*UPPER, *LOWER)] == [
        "KH",
        "KC",
        "KD",
        "KS",
    ] * 2
    assert all(len(position.pile(pile_id).cards) == 1 for pile_id in HEAPS)
    assert len(position.pile("fan1").cards) == 1 and not any(position.pile(place).cards for place in FAN[1:])
    aside = len(position.pile("aside").cards)
    assert len(position.pile("stock").cards) == 104 - 8 - 13 - aside
    assert Counter(position.cards()) == Counter(pack(2))


def test_no_heap_shows_a_card_of_its_own_number_after_the_deal() -> None:
    for number in range(1, 21):
        position = new_game(NAME, number=number).position
        assert all(position.pile(heap).cards[-1].rank != i for i, heap in enumerate(HEAPS, 1))


def test_a_card_dealt_to_the_heap_of_its_number_is_turned_aside_and_the_next_takes_its_place() -> None:
    # dealt from the top: the ace to heap 1 goes aside, the nine takes its place; the two to heap 2 goes aside too
    game = bare(h1="5S", stock="4D 3D 2D QD JD 10D 9D 8D 7D 6D 5D 3C 2H 9C AS")
    game.play("deal")
    assert [pile_cards(game, heap) for heap in HEAPS[:3]] == ["5S 9C", "3C", "5D"]
    assert pile_cards(game, "aside") == "AS 2H"
    assert pile_cards(game, "fan1") == "4D" and pile_cards(game, "stock") == ""


def test_the_thirteenth_heap_is_fanned_each_round_on_the_place_after_the_last_one_holding_a_card() -> None:
    game = bare(fan1="9S", fan2="", fan3="4C", stock="8H " + "KC " * 12)  # twelve cards of no heap's number
    game.play("deal")
    assert (pile_cards(game, "fan3"), pile_cards(game, "fan4")) == ("4C", "8H")


def test_cards_go_up_between_the_rounds_of_the_deal() -> None:
    game = bare(h4="AH", stock="5C 6C")
    assert game.judge("h4-u1").legal
    game.play("h4-u1")
    assert pile_cards(game, "u1") == "KH AH"
    assert game.judge("deal").legal


def test_only_the_top_card_of_a_heap_is_available_but_every_card_of_the_fan() -> None:
    game = bare(h1="AH 9S", fan1="AC", fan2="QD", fan3="2C", stock="5C")
    assert_illegal(game, "h1-u1(2)", "only the uppermost card of each of the twelve heaps is available")
    for move in ("fan1-u2", "fan3-u2", "fan2-d3"):
        game.play(move)
    assert (pile_cards(game, "u2"), pile_cards(game, "d3")) == ("KC AC 2C", "KD QD")


def test_upper_kings_take_their_suit_up_from_the_ace_and_lower_kings_down_from_the_queen() -> None:
    game = bare(h1="QH", h2="AH", h3="AS", h4="JH", stock="5C")
    assert_illegal(game, "h1-u1", "in the order K A 2")
    assert_illegal(game, "h2-d1", "in the order K Q J")
    assert_illegal(game, "h3-u1", "of its own suit")
    for move in ("h2-u1", "h1-d1", "h4-d1", "h3-u4"):
        game.play(move)
    assert [pile_cards(game, pile_id) for pile_id in ("u1", "d1", "u4")] == ["KH AH", "KH QH JH", "KS AS"]


def test_cards_go_only_to_the_kings() -> None:
    game = bare(h1="9S", h2="10S", fan1="8S", stock="5C")
    refused = assert_illegal(game, "h1-h2", "cards go only to the kings")
    assert str(refused.ruling.source).startswith("reading: cards go only to the kings")
    assert_illegal(game, "fan1-h1", "cards go only to the kings")


def test_a_card_passes_between_the_two_kings_of_its_suit_one_at_a_time() -> None:
    # the book's example (p. 101): the seven of clubs moved from the upper row onto the lower row's eight
    game = bare(u2="KC AC 2C 3C 4C 5C 6C 7C", d2="KC QC JC 10C 9C 8C", h1="6C", stock="5D")
    assert_illegal(game, "h1-u2", "in the order K A 2")
    game.play("u2-d2")
    game.play("h1-d2")
    assert (pile_cards(game, "u2"), pile_cards(game, "d2")) == ("KC AC 2C 3C 4C 5C 6C", "KC QC JC 10C 9C 8C 7C 6C")
    assert_illegal(game, "d2-u2(2)", "a foundation's top card may pass")
    back = bare(u2="KC AC 2C 3C 4C", d2="KC QC JC 10C 9C 8C 7C 6C 5C")  # and vice versa
    back.play("d2-u2")
    assert pile_cards(back, "u2").endswith("4C 5C")
    assert_illegal(game, "u2-d1", "a foundation's top card may pass to a foundation of another sequence where it fits")


def test_no_card_of_the_turned_heap_is_taken_by_hand_and_none_goes_there() -> None:
    game = bare(aside="AH", h1="9S")
    assert_illegal(game, "aside-u1", "the turned cards lie face down")
    assert_illegal(game, "h1-aside", "cards go only to the kings")


def test_once_the_deal_is_done_and_play_is_blocked_the_last_turned_card_goes_under_its_heap() -> None:
    game = bare(h4="9S 10D", h10="JC 7H", aside="AH 4C")
    judged = game.judge("deal")
    assert judged.legal and str(judged.source) == "reading: the last card put aside comes back first"
    game.play("deal")
    assert pile_cards(game, "h4") == "4C 9S 10D" and pile_cards(game, "aside") == "AH"
    assert game.position.get("turn") == "h4"
    game.play("deal")  # the ten of diamonds under the tenth heap
    assert pile_cards(game, "h10") == "10D JC 7H" and pile_cards(game, "h4") == "4C 9S"
    assert game.position.get("turn") == "h10" and game.position.get("under") == "h4:1 h10:1"


def test_a_turned_card_that_fits_goes_up_at_once() -> None:
    game = bare(h4="9S 10D", aside="4C AH")
    game.play("deal")
    assert pile_cards(game, "u1") == "KH AH" and pile_cards(game, "aside") == "4C"
    assert game.position.get("turn") is None


def test_the_chain_stops_when_a_card_can_go_up_and_the_player_plays_it() -> None:
    game = bare(h4="9S AD 10D", h10="JC", aside="4C")
    game.play("deal")  # the four under heap 4
    game.play("deal")  # the ten of diamonds under heap 10: the ace of diamonds comes free
    refused = assert_illegal(game, "deal", "a card that fits a foundation is played before the chain goes on: h4")
    assert str(refused.ruling.source) == PAGE_100
    game.play("h4-u3")
    assert game.position.get("turn") is None and game.position.get("under") is None


def test_the_chain_stops_when_the_card_to_move_next_is_one_it_has_moved() -> None:
    game = bare(h3="3D 3C", h9="5S", aside="8C 3H")
    for _ in range(3):  # the three of hearts under heap 3, then the three of clubs and the three of diamonds
        game.play("deal")
    assert pile_cards(game, "h3") == "3D 3C 3H" and game.position.get("under") == "h3:3"
    judged = game.judge("deal")
    assert judged.legal and str(judged.source) == "reading: each card moves once in a chain"
    game.play("deal")  # the next turned card, the eight of clubs
    assert pile_cards(game, "h8") == "8C" and game.position.get("turn") == "h8"


def test_no_chain_while_the_stock_lasts_and_none_once_the_turned_cards_are_used_up() -> None:
    game = bare(h1="9S", aside="4C", stock="5C 6C")
    game.play("deal")
    assert pile_cards(game, "aside") == "4C" and pile_cards(game, "h2") == "5C"  # a round dealt, not a chain
    game = bare(h1="9S")
    assert_illegal(game, "deal", "the turned cards are used up")


def test_the_heaps_are_gathered_upper_row_thirteenth_lower_row_and_dealt_from_the_first_heaps_bottom() -> None:
    upper = {heap: f"{rank}S" for heap, rank in zip(HEAPS[:6], (2, 3, 4, 5, 6, 7), strict=True)}
    lower = {heap: f"{rank}C" for heap, rank in zip(HEAPS[6:], (2, 3, 4, 5, 6, 7), strict=True)}
    game = bare(**upper, **lower, fan2="9H", fan5="10H", state={"turn": "h1", "under": "h1:1"})
    game.play("redeal")
    dealt = "2S 3S 4S 5S 6S 7S 9H 10H 2C 3C 4C 5C 6C".split()  # the first round, in the gathered order
    # heap 1's card to heap 1, ... the fan's two cards to heaps 7 and 8, the six of clubs (the thirteenth) to the fan
    assert [pile_cards(game, heap) for heap in HEAPS] == [*dealt[:6], "9H", "10H", *dealt[8:12]]
    assert pile_cards(game, "fan1") == "6C"
    assert pile_cards(game, "aside") == "" and pile_cards(game, "stock") == "7C"
    assert game.position.get("turn") is None and game.position.get("under") is None


def test_a_redeal_puts_aside_a_card_of_its_heaps_number_again() -> None:
    game = bare(h1="AS", h2="9H")
    game.play("redeal")
    assert pile_cards(game, "aside") == "AS" and pile_cards(game, "h1") == "9H"


def test_the_redeal_waits_for_the_stock_and_the_turned_cards_and_there_is_one() -> None:
    assert_illegal(bare(h1="9S", stock="5C"), "redeal", "only when the stock is used up")
    refused = assert_illegal(bare(h1="9S", aside="4C"), "redeal", "only when the turned cards are used up")
    assert "pp. 100–101" in str(refused.ruling.source)
    game = bare(h1="9S")
    game.play("redeal")
    assert_illegal(game, "redeal", "no redeal is left (this edition allows 1)")


def test_the_edition_twice_again_deals_the_heaps_twice_more() -> None:
    game = bare("twice-again", h1="9S")
    game.play("redeal")
    game.play("redeal")
    assert_illegal(game, "redeal", "no redeal is left (this edition allows 2)")
    assert new_game(NAME, edition="twice-again").position.redeals_left == 2


def test_a_deal_is_won_once_every_card_is_on_the_kings() -> None:
    game = new_game(NAME, number=8)
    finished = play(game.rulebook, game.position, seed=8)
    assert finished.outcome == "won"
    for move in finished.moves:
        game.play(move)
    assert game.is_won and game.is_over
    assert all(len(game.position.pile(pile_id).cards) == 13 for pile_id in (*UPPER, *LOWER))


def test_a_deal_is_lost_when_nothing_is_left_to_do() -> None:
    game = new_game(NAME, number=1)
    for move in play(game.rulebook, game.position, seed=1).moves:
        game.play(move)
    assert game.is_over and not game.is_won
    assert not game.legal_moves() and game.position.redeals_left == 0


def test_the_moves_offered_are_the_legal_ones() -> None:
    game = bare(h1="AH", h2="QS", fan1="AC", aside="4C", u2="KC")
    legal = set(game.legal_moves())
    assert {Move("h1", "u1"), Move("h2", "d4"), Move("fan1", "u2")} <= legal
    assert Deal() not in legal and Redeal() not in legal


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [
        ({}, {"turn": "fan1", "under": "h1:1"}, "not one of the heaps"),
        ({}, {"turn": "h1"}, "go together"),
        ({"u1": "KS"}, {}, "u1 is out of sequence at KS"),
    ],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, str], problem: str
) -> None:
    assert_refused(NAME, changes, state, problem)
