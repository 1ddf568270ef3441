"""The Fairest (No. 1) (Hoffmann 1892, No. 21, pp. 35–38): the eight cards set out, the heaps' sums, the redeals."""

from __future__ import annotations

from collections import Counter

import pytest
from patience_hoffmann.fairest_no_1 import HEAPS, UPPER, series

from patience_core import Game, default_registry, new_game, pack, shuffled_pack
from patience_core.cards import RANKS

from ..cadogan.helpers import arrange as replaced
from ..tables import arrange, assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME = "fairest-no-1"
#: The book's table of the four series, p. 37, row by row from the upper cards down ("Ace Two Three Four", …).
BOOKS_TABLE = """
A 2 3 4 / 2 4 6 8 / 3 6 9 Q / 4 8 Q 9 / 5 10 2 7 / 6 Q 5 J / 7 A 8 2 / 8 3 J 6 / 9 5 A 10 / 10 7 4 A / J 9 7 5
/ Q J 10 9 / K K K K
"""


def table(*, turn: str = "", **piles: str) -> Game:
    return arrange(default_registry(), NAME, turn=turn, **piles)


@pytest.mark.parametrize("number", [1, 2, 3, 4])
def test_the_first_ace_two_three_four_above_and_the_next_two_four_six_eight_below(number: int) -> None:
    game = new_game(NAME, number=number)
    wanted, taken = [1, 2, 3, 4, 2, 4, 6, 8], []
    for card in reversed(shuffled_pack(number)):  # from the top of the pack down
        if card.rank in wanted:
            taken.append(card)
            wanted.remove(card.rank)
    by_rank = {rank: [card for card in taken if card.rank == rank] for rank in (1, 2, 3, 4, 6, 8)}
    expected = [by_rank[1][0], by_rank[2][0], by_rank[3][0], by_rank[4][0], by_rank[2][1], by_rank[4][1]]
    expected += [by_rank[6][0], by_rank[8][0]]
    assert [game.position.pile(pile_id).cards for pile_id in (*UPPER, *HEAPS)] == [(card,) for card in expected]
    assert len(game.position.pile("stock").cards) == 44
    assert Counter(game.position.cards()) == Counter(pack())


def test_each_heap_climbs_by_its_upper_cards_value_as_the_books_table_shows_but_for_one_misprint() -> None:
    rows = [row.split() for row in BOOKS_TABLE.replace("\n", " ").split("/")]
    columns = list(zip(*rows, strict=True))
    differences = []
    for step, column in enumerate(columns, start=1):
        assert column[0] == RANKS[step]
        ours = tuple(RANKS[rank] for rank in series(step))
        differences += [
            (step, row, printed, ours[row]) for row, printed in enumerate(column[1:]) if ours[row] != printed
        ]
    # The fourth series prints "Nine" after the queen: twelve and four make sixteen, three over thirteen, as the rule
    # of p. 36 and the table's own footnote (each series "advancing … by four") say.
    assert differences == [(4, 2, "9", "3")]


def test_a_card_worth_the_sum_of_the_two_goes_on_the_lower_card_whatever_its_suit() -> None:
    game = table(turn="3D")  # on the two below the ace
    game.play("stock-h1")
    assert pile_cards(game, "h1").split()[-1] == "3D"
    assert_illegal(table(turn="5C"), "stock-h1", "a foundation is built regardless of suit, in the order 2 3 4")


def test_a_sum_past_thirteen_counts_what_it_exceeds_thirteen_by() -> None:
    # The book's own example (p. 36): a queen below the four takes a three; twelve and four are not a nine.
    assert_illegal(replaced(NAME, h4="8H QC", stock="9D"), "stock-h4", "in the order 8 Q 3")
    game = replaced(NAME, h4="8H QC", stock="3D")
    game.play("stock-h4")
    assert pile_cards(game, "h4") == "8H QC 3D"


def test_a_sum_of_thirteen_takes_only_a_king_which_closes_the_heap() -> None:
    heap = " ".join(f"{RANKS[rank]}S" for rank in series(1))
    game = replaced(NAME, h1=heap[:-3], stock="KD AC")
    assert_illegal(game, "stock-h1", "in the order 2 3 4")  # the queen and the ace above make thirteen: a king
    game = replaced(NAME, h1=heap[:-3], stock="AC KD")
    game.play("stock-h1")
    assert pile_cards(game, "h1").endswith("QS KD")
    game = replaced(NAME, h1=heap, talon="AC")
    assert_illegal(game, "talon-h1", "in the order 2 3 4")


def test_the_upper_row_stays_as_it_is_laid() -> None:
    game = table(turn="5D")
    assert_illegal(game, "stock-c4", "the cards of the upper row stay as they are laid")
    assert_illegal(game, "c1-h1", "c1 gives up cards only as its rule says")


def test_a_card_turned_that_fits_is_placed_and_the_waste_heaps_top_may_be() -> None:
    assert_illegal(table(turn="3D"), "stock-talon", "a card turned that fits a foundation is played to it")
    game = table(talon="9C 3D")
    game.play("talon-h1")
    assert pile_cards(game, "talon") == "9C"


def test_the_waste_heap_is_dealt_again_without_disturbing_its_order_twice() -> None:
    ruling = assert_dealt_again_in_its_order(NAME)
    assert ruling.legal and str(ruling.source) == 'Hoffmann 1892, No. 21 "The Fairest (No. 1)", p. 36'
    assert new_game(NAME, number=1).position.redeals_left == 2


def test_won_when_every_heap_is_topped_by_a_king() -> None:
    heaps = {heap: " ".join(f"{RANKS[rank]}S" for rank in series(step)) for step, heap in enumerate(HEAPS, 1)}
    assert replaced(NAME, stock="", talon="", **heaps).is_won
    assert not replaced(NAME, stock="", talon="", **dict(heaps, h4=heaps["h4"][:-3])).is_won


def test_pysolfcs_betsy_ross_forces_nothing_and_is_otherwise_the_books_game() -> None:
    game = arrange(default_registry(), NAME, "pysolfc", turn="3D")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "3D"
    game.play("talon-h1")
    assert_illegal(arrange(default_registry(), NAME, "pysolfc", turn="5C"), "stock-h1", "in the order 2 3 4")
    assert new_game(NAME, number=1, edition="pysolfc").position.piles == new_game(NAME, number=1).position.piles
