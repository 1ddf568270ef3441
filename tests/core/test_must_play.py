"""MustPlay over several foundation clauses: a card turned that fits any of them is not laid aside."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role, parse_card
from patience_core.clauses import Building, Foundations, MustPlay, Suits
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(21).page(36)
ONES = Foundations(CITE, piles=("h1",), suit=Suits.ANY, order=(2, 3, 4))
TWOS = Foundations(CITE, piles=("h2",), suit=Suits.ANY, order=(4, 6, 8))


def position(turned: str) -> Position:
    return Position(
        "x",
        "y",
        1,
        0,
        (
            Pile("h1", Role.FOUNDATION, (parse_card("2S"),)),
            Pile("h2", Role.FOUNDATION, (parse_card("4S"),)),
            Pile("l1", Role.TABLEAU),
            Pile("talon", Role.WASTE),
            Pile("stock", Role.STOCK, (parse_card(turned),)),
        ),
    )


def test_a_card_that_fits_the_second_clause_is_played_as_one_that_fits_the_first() -> None:
    must = MustPlay(CITE, foundations=(ONES, TWOS))
    for turned in ("3D", "6D"):
        ruling = must.patience_check_move(position(turned), Move("stock", "talon"))
        assert ruling is not None and not ruling.legal
    assert must.patience_check_move(position("9D"), Move("stock", "talon")) is None
    assert MustPlay(CITE, foundations=ONES).patience_check_move(position("6D"), Move("stock", "talon")) is None


def test_with_building_a_card_turned_that_may_be_built_on_a_pile_is_not_laid_aside() -> None:
    cite = HOFFMANN_1892.game(19).page(33)
    rows = Building(cite, piles=("l1",), suit=Suits.SAME)
    must = MustPlay(cite, foundations=ONES, building=rows)
    table = position("8H").with_piles({"l1": (parse_card("9H"),)})
    refused = must.patience_check_move(table, Move("stock", "talon"))
    assert refused is not None and not refused.legal and "built on a pile" in refused.rule
    assert must.patience_check_move(table.with_piles({"l1": (parse_card("9S"),)}), Move("stock", "talon")) is None
    assert MustPlay(cite, foundations=ONES).patience_check_move(table, Move("stock", "talon")) is None
