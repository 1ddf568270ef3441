"""Pairs(suited=True, cover=...): two cards of one suit covered by the next two of the pack ("Covering", p. 42)."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Pairs
from patience_core.sources import HOFFMANN_1892

COVERING = HOFFMANN_1892.game(24).page(42)
PAIRS = Pairs(COVERING, suited=True, cover="stock")


def table(stock: str, *showing: str) -> Position:
    piles = [Pile(f"t{i}", Role.TABLEAU, tuple(map(parse_card, cards.split()))) for i, cards in enumerate(showing, 1)]
    piles.append(Pile("stock", Role.STOCK, tuple(map(parse_card, stock.split()))))
    return Position("x", "y", 1, 0, tuple(piles))


def test_two_cards_pair_by_suit_whatever_their_ranks() -> None:
    position = table("2C 3C", "9H", "KH", "9S")
    assert PAIRS.patience_can_place(position, position.pile("t1"), (parse_card("KH"),)).legal
    assert not PAIRS.patience_can_place(position, position.pile("t1"), (parse_card("9S"),)).legal
    assert not Pairs(COVERING).pair(parse_card("9H"), parse_card("KH"))  # by rank, without suited


def test_the_pair_is_covered_where_it_lies_the_moved_cards_first() -> None:
    after = PAIRS.patience_apply_move(table("2C 3C 4D", "5H 9H", "KH", "9S"), Move("t2", "t1"))
    assert [" ".join(map(str, pile.cards)) for pile in after.piles] == ["5H 9H 3C", "KH 4D", "9S", "2C"]


def test_a_pair_is_refused_when_the_pack_has_not_two_cards_to_cover_it() -> None:
    ruling = PAIRS.patience_check_move(table("2C", "9H", "KH"), Move("t2", "t1"))
    assert ruling is not None and not ruling.legal and ruling.rule == "the pack has not two cards left to cover them"
    assert PAIRS.patience_check_move(table("2C 3C", "9H", "KH"), Move("t2", "t1")) is None


def test_nothing_is_taken_off_so_no_pile_of_pairs_is_looked_for() -> None:
    assert PAIRS.patience_check_position(table("", "9H", "KH")) == []
