"""SetOutRanks: cards taken out before the deal by rank alone, the first of each kind from the top of the pack."""

from __future__ import annotations

import pytest

from patience_core import Setup, parse_card, shuffled_pack
from patience_core.cards import Card
from patience_core.clauses import Layout, SetOutRanks, table_of
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(21).page(35)


def cards(text: str) -> list[Card]:
    return [parse_card(word) for word in text.split()]


def test_a_rank_named_twice_takes_the_first_two_from_the_top_the_first_for_the_earlier_place() -> None:
    step = SetOutRanks(CITE, ranks=(2, 4, 2), to=("a", "b", "c"))
    pack = cards("2C 4S 2H 9D 2D")  # bottom to top: 2D is the top card
    table: dict[str, list[Card]] = {"a": [], "b": [], "c": []}
    step.lay(pack, table)
    assert table == {"a": cards("2D"), "b": cards("4S"), "c": cards("2H")}
    assert pack == cards("2C 9D")


def test_the_deal_sets_the_cards_out_and_the_rest_lies_as_it_came() -> None:
    layout = Layout(
        table_of(reserve=("a", "b"), stock="stock"), SetOutRanks(CITE, ranks=(1, 13), to=("a", "b")), rest="stock"
    )
    position = layout.patience_deal(Setup("x", "y", 1, 0, tuple(shuffled_pack(1))))
    assert position.pile("a").cards[0].rank == 1 and position.pile("b").cards[0].rank == 13
    rest = [card for card in shuffled_pack(1) if card not in (position.pile("a").cards + position.pile("b").cards)]
    assert list(position.pile("stock").cards) == rest


def test_a_pack_without_the_rank_named_is_refused_with_the_pile_named() -> None:
    with pytest.raises(ValueError, match="the pack holds no K to set out on b"):
        SetOutRanks(CITE, ranks=(1, 13), to=("a", "b")).lay(cards("AS 2S"), {"a": [], "b": []})
    with pytest.raises(ValueError, match="one pile for each rank"):
        SetOutRanks(CITE, ranks=(1, 13), to=("a",))
