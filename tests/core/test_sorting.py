"""DealByRank: the rest of the pack sorted onto heaps by rank."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import pack, parse_card
from patience_core.clauses import DealByRank
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(43).page(79)


def test_every_card_goes_to_the_heap_of_its_rank_the_first_met_at_the_bottom() -> None:
    cards = pack(2)
    heaps = DealByRank(CITE, to={rank: f"s{rank}" for rank in range(1, 14)})
    table: dict[str, list] = {f"s{rank}": [] for rank in range(1, 14)}
    top_two = cards[-1]
    heaps.lay(cards, table)
    assert cards == []
    assert all(len(heap) == 8 and {card.rank for card in heap} == {int(pile[1:])} for pile, heap in table.items())
    assert table[f"s{top_two.rank}"][0] == top_two
    assert Counter(card for heap in table.values() for card in heap) == Counter(pack(2))


def test_a_rank_not_named_stays_in_the_pack_in_order_and_a_rank_missing_leaves_its_heap_empty() -> None:
    cards = [parse_card(text) for text in ("KS", "3D", "QH", "2C", "KD")]  # bottom to top
    table: dict[str, list] = {"s2": [], "s3": [], "s4": []}
    DealByRank(CITE, to={2: "s2", 3: "s3", 4: "s4"}).lay(cards, table)
    assert [str(card) for card in cards] == ["KS", "QH", "KD"]
    assert table == {"s2": [parse_card("2C")], "s3": [parse_card("3D")], "s4": []}


def test_a_rank_outside_the_pack_is_refused() -> None:
    with pytest.raises(ValueError, match="a pile for each of one or more ranks"):
        DealByRank(CITE, to={14: "s14"})
    with pytest.raises(ValueError, match="a pile for each of one or more ranks"):
        DealByRank(CITE, to={})


def test_the_layout_knows_the_step_lays_its_heaps() -> None:
    heaps = DealByRank(CITE, to={2: "s2"})
    assert heaps.to == ("s2",) and "each 2 on s2" in heaps.says
