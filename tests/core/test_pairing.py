"""PairedWith and PairsFirst (which pairs a pairing game allows), and Refill's supplies of their own."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import PairedWith, Pairs, PairsFirst, Refill
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(2).page(10)
RAYS = Refill(CITE, piles=("i1", "i2"), supply=(), supplies={"i1": ("o1",), "i2": ("o2",)})
PAIRS = Pairs(CITE, piles=("stock", "i1", "i2", "o1", "o2"), into="pairs", refill=RAYS)


def table(**piles: str) -> Position:
    laid = {"pairs": "", "i1": "9C", "i2": "KH", "o1": "7S", "o2": "", "stock": "9S", **piles}
    roles = {"pairs": Role.FOUNDATION, "stock": Role.STOCK}
    return Position(
        "x",
        "y",
        1,
        0,
        tuple(
            Pile(pile_id, roles.get(pile_id, Role.RESERVE), tuple(parse_card(text) for text in cards.split()))
            for pile_id, cards in laid.items()
        ),
    )


def test_a_pair_refills_each_place_it_empties_from_that_places_own_supply() -> None:
    after = PAIRS.patience_apply_move(table(), Move("stock", "i1"))
    assert after is not None
    assert [str(card) for card in after.pile("i1").cards] == ["7S"] and not after.pile("o1").cards
    after = PAIRS.patience_apply_move(table(i2="9H"), Move("i1", "i2"))
    assert after is not None and not after.pile("i2").cards  # o2, its own supply, is empty: o1 does not serve it
    assert [str(card) for card in after.pile("i1").cards] == ["7S"]


def test_paired_with_refuses_pairs_without_the_stocks_card_only_while_the_stock_lasts() -> None:
    turned = PairedWith(CITE, pairs=PAIRS, piles=("stock",))
    refused = turned.patience_check_move(table(i2="9H"), Move("i1", "i2"))
    assert refused is not None and not refused.legal
    assert turned.patience_check_move(table(i2="9H"), Move("i2", "stock")) is None
    assert turned.patience_check_move(table(i2="9H", stock=""), Move("i1", "i2")) is None
    assert turned.patience_check_move(table(), Move("stock", "o2")) is None  # no pair: not its business


def test_pairs_first_refuses_laying_aside_a_card_that_pairs_with_any_card_of_the_game() -> None:
    first = PairsFirst(CITE, pairs=PAIRS, source="stock", aside=("o1", "o2"))
    refused = first.patience_check_move(table(), Move("stock", "o2"))
    assert refused is not None and not refused.legal
    assert first.patience_check_move(table(stock="8D"), Move("stock", "o2")) is None
    assert first.patience_check_move(table(), Move("i2", "o2")) is None  # another pile's card: not its business
