"""The Travellers (Hoffmann 1921, No. 3): every rule, legal and illegal, and the packets judged as they lie."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import default_registry, new_game, pack

from ..hoffmann.helpers import arrange, assert_refused
from ..tables import assert_illegal, pile_cards

PACKETS = [f"p{i}" for i in range(1, 13)]


def played_out(number: int) -> list[str]:
    """Deal ``number`` played to its end: the packets as they lie."""
    game = new_game("travellers", number=number)
    while not game.is_over:
        game.play("deal")
    return [pile_cards(game, pile_id) for pile_id in PACKETS]


def test_twelve_packets_of_four_are_laid_out_and_four_cards_are_left_in_hand() -> None:
    position = new_game("travellers", number=1).position
    assert [len(position.pile(pile_id).cards) for pile_id in PACKETS] == [4] * 12
    assert len(position.pile("reserve").cards) == 4 and not position.pile("aside").cards
    assert Counter(position.cards()) == Counter(pack())
    assert position.edition == "hoffmann-1921" and position.redeals_left == 0
    # The packets are dealt four cards together from the top of the pack, the last of each on top.
    dealt = default_registry().rulebook("travellers").deal(1, list(pack()))
    assert dealt.pile("p1").cards == tuple(reversed(pack()))[:4]
    assert dealt.pile("reserve").cards == tuple(pack()[:4])


def test_the_booklets_example_a_six_sends_the_seven_then_the_nine_of_clubs_travelling_until_a_king() -> None:
    game = arrange("travellers", p6="2D 3D 4D 7S", p7="2H 3H 4H 9C", p9="2S 3S 4S KC", reserve="QH 6H", aside="")
    game.play("deal")  # the six under the sixth packet, which then holds five
    assert pile_cards(game, "p6") == "6H 2D 3D 4D 7S" and game.position.get("turn") == "p6"
    game.play("deal")  # the seven travels under the seventh
    assert pile_cards(game, "p6") == "6H 2D 3D 4D" and pile_cards(game, "p7") == "7S 2H 3H 4H 9C"
    game.play("deal")  # the nine of clubs travels under the ninth
    assert pile_cards(game, "p9") == "9C 2S 3S 4S KC"
    game.play("deal")  # a king: thrown aside, and the reserve's second card begins again
    assert pile_cards(game, "aside") == "KC" and pile_cards(game, "p12").startswith("QH")
    assert pile_cards(game, "reserve") == "" and game.position.get("turn") == "p12"
    assert "Hoffmann 1921, No. 3" in str(game.judge("deal").source)


def test_a_king_in_the_reserve_only_costs_a_start() -> None:
    game = arrange("travellers", p2="2D 3D 4D 5D", reserve="2H KS")
    game.play("deal")
    assert pile_cards(game, "aside") == "KS" and pile_cards(game, "p2") == "2H 2D 3D 4D 5D"


def test_when_a_king_finds_the_reserve_spent_the_game_is_over() -> None:
    game = arrange("travellers", p5="2D 3D 4D KD", reserve="5S", aside="KC KH KS")
    game.play("deal")
    game.play("deal")
    assert pile_cards(game, "aside") == "KC KH KS KD" and game.position.get("turn") == "aside"
    error = assert_illegal(game, "deal", "the chain ends: the reserve is used up")
    assert str(error.ruling.source) == 'Hoffmann 1921, No. 3 "The Travellers", ¶2'


def test_no_card_is_moved_by_hand() -> None:
    assert_illegal(new_game("travellers", number=1), "p1-p2", "no card is moved by hand")


def test_won_when_every_packet_is_four_like_cards_and_a_card_that_never_travelled_counts_as_it_lies() -> None:
    game, travelled = new_game("travellers", number=13), set()
    while not game.is_over:
        turn = game.position.get("turn", "reserve")
        travelled.add(str(game.position.pile(turn).top))
        game.play("deal")
    assert game.is_won and len(game.position.pile("aside").cards) == 4
    end = [pile_cards(game, pile_id) for pile_id in PACKETS]
    assert all({card[:-1] for card in packet.split()} == {rank} for packet, rank in zip(end, RANKS, strict=True))
    # Four cards were never taken from the packets they were dealt to, each already its packet's number.
    start = new_game("travellers", number=13).position
    never = [str(card) for pile_id in PACKETS for card in start.pile(pile_id).cards if str(card) not in travelled]
    assert never == ["5S", "9D", "9S", "QD"]


def test_lost_when_a_packet_holds_a_card_of_another_number_when_the_last_king_is_thrown_aside() -> None:
    game = new_game("travellers", number=1)
    while not game.is_over:
        game.play("deal")
    assert not game.is_won and len(game.position.pile("aside").cards) == 4 and not game.position.pile("reserve").cards
    mixed = [
        packet for packet, rank in zip(played_out(1), RANKS, strict=True) if {c[:-1] for c in packet.split()} != {rank}
    ]
    assert len(mixed) == 9


RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q"]


@pytest.mark.parametrize(
    ("changes", "state", "problem"),
    [({}, {"turn": "p13"}, "not one of the heaps"), ({"aside": "5D"}, {}, "only cards above the queen")],
)
def test_a_saved_position_no_play_could_reach_is_refused(
    changes: dict[str, str], state: dict[str, str], problem: str
) -> None:
    assert_refused("travellers", changes, state, problem)
