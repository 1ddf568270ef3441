"""The Lady of the Manor (Hoffmann 1892, No. 43, pp. 78–79): the deal, and each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Game, Move, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME = "lady-of-the-manor"
PACKETS = [f"p{i}" for i in range(1, 5)]
SEMICIRCLE = [f"s{rank}" for rank in range(2, 14)]


def test_eight_aces_four_packets_of_twelve_and_twelve_heaps_each_of_one_rank() -> None:
    game = new_game(NAME, number=1)
    assert [pile_cards(game, f"f{i}") for i in range(1, 9)] == ["AC", "AS", "AH", "AD"] * 2
    assert [len(game.position.pile(pile).cards) for pile in PACKETS] == [12] * 4
    for rank, pile in enumerate(SEMICIRCLE, 2):
        assert {card.rank for card in game.position.pile(pile).cards} <= {rank}
    assert sum(len(game.position.pile(pile).cards) for pile in SEMICIRCLE) == 48
    assert pile_cards(game, "s8") == ""  # deal 1: every eight lies in the packets
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 0


def test_the_aces_are_built_up_regardless_of_suit_to_the_kings() -> None:
    game = arrange(NAME, p1="2H", p2="3S", s2="2D")
    assert game.play("p1-f1") == Move("p1", "f1")  # a two of hearts on the ace of clubs
    assert game.play("p2-f1") == Move("p2", "f1")
    assert_illegal(game, "s2-f1", "built up regardless of suit")
    full = arrange(NAME, f1="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC", p1="AH")
    assert_illegal(full, "p1-f1", "to the king")


def test_only_the_top_of_a_packet_is_available_and_every_heap_of_the_semicircle_gives_its_top() -> None:
    game = arrange(NAME, p1="2H 9C", s2="2D 2S")
    assert_illegal(game, "p1-f1(2)", "is available")
    assert game.play("s2-f1") == Move("s2", "f1")
    assert game.play("s2-f2") == Move("s2", "f2")


def test_a_card_goes_only_to_the_foundations_and_an_empty_place_stays_empty() -> None:
    game = arrange(NAME, p1="9C", p2="8C", s8="")
    assert_illegal(game, "p2-p1", "goes only to the foundations")
    error = assert_illegal(game, "p2-s8", "goes only to the foundations")
    assert "p. 79" in str(error.ruling.source)
    emptied = arrange(NAME, p1="2H", s8="")
    table = emptied.position
    ruling = emptied.rulebook.can_place(table, table.pile("s8"), table.pile("p1").cards)
    assert not ruling.legal and str(ruling.source) == "reading: a place of the semicircle left empty stays empty"


def test_won_when_every_card_is_on_the_aces() -> None:
    game = new_game(NAME, number=2)
    foundations = {f"f{i}": tuple(game.position.pile(f"f{i}").cards) for i in range(1, 9)}
    assert not game.is_won
    kings = {pile: (*cards, *pack()[1:13]) for pile, cards in foundations.items()}
    won = Game(game.rulebook, game.position.with_piles({**kings, **{p: () for p in (*PACKETS, *SEMICIRCLE)}}))
    assert won.is_won
