"""Pairs with cover (pairs covered with the next cards of the stock); ToBottom (cards put at the pack's bottom)."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role
from patience_core.clauses import Pairs, ToBottom
from patience_core.sources import HOFFMANN_1892
from tests.plugins.tables import cards

ELEVENS = HOFFMANN_1892.game(14).page(27)


def table(stock: str, **heaps: str) -> Position:
    piles = [Pile(pile_id, Role.TABLEAU, cards(text)) for pile_id, text in heaps.items()]
    return Position("x", "y", 1, 0, (*piles, Pile("stock", Role.STOCK, cards(stock))))


def text(position: Position) -> list[str]:
    return [" ".join(map(str, pile.cards)) for pile in position.piles]


def test_a_pair_is_covered_the_first_card_with_the_top_card_of_the_stock() -> None:
    cover = Pairs(ELEVENS, piles=("t1", "t2"), total=11, cover="stock")
    after = cover.patience_apply_move(table("5C QD KC", t1="7S", t2="4H"), Move("t2", "t1"))
    assert after is not None and text(after) == ["7S QD", "4H KC", "5C"]


def test_a_pair_is_refused_when_the_stock_has_not_two_cards_to_cover_it() -> None:
    cover = Pairs(ELEVENS, piles=("t1", "t2"), total=11, cover="stock")
    ruling = cover.patience_check_move(table("KC", t1="7S", t2="4H"), Move("t1", "t2"))
    assert ruling is not None and not ruling.legal and ruling.rule == "the pack has not two cards left to cover them"
    assert cover.patience_check_move(table("QD KC", t1="7S", t2="4H"), Move("t1", "t2")) is None


def test_cards_of_one_suit_pair_when_suited() -> None:
    covering = Pairs(ELEVENS, piles=("t1", "t2"), suited=True, cover="stock")
    position = table("KC QD", t1="7S", t2="4H 2S")
    ruling = covering.patience_can_place(position, position.pile("t2"), cards("7S"))
    assert (
        ruling is not None
        and ruling.legal
        and ruling.rule == "two cards of the same suit are covered with the next two cards of the pack"
    )
    ruling = covering.patience_can_place(position, position.pile("t1"), cards("4H"))
    assert ruling is not None and not ruling.legal


def test_moves_not_between_its_piles_are_left_to_the_other_clauses() -> None:
    cover = Pairs(ELEVENS, piles=("t1", "t2"), total=11, cover="stock")
    assert cover.patience_check_move(table("KC QD", t1="7S", t2=""), Move("t1", "t2")) is None
    assert cover.patience_apply_move(table("KC QD", t1="7S", t2=""), Move("t1", "t2")) is None


def test_nothing_is_taken_off_when_pairs_are_covered() -> None:
    cover = Pairs(ELEVENS, piles=("t1", "t2"), total=11, cover="stock")
    assert cover.patience_check_position(table("KC QD", t1="7S 4H", t2="")) == []


def test_the_cards_named_go_to_the_bottom_of_the_pack_in_their_order() -> None:
    pack = list(cards("QH 7D KS 3H 10C"))
    ToBottom(ELEVENS, cards=("QH", "10C")).lay(pack, {})  # the first named lowest
    assert " ".join(map(str, pack)) == "QH 10C 7D KS 3H"
