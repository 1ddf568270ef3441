"""DistinctRanks: cards drawn until one of each rank is held, duplicates back under the pack."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import pack, parse_card, shuffled_pack
from patience_core.clauses import DistinctRanks, Part
from patience_core.sources import HOFFMANN_1921

CITE = HOFFMANN_1921.game(12).paragraph(1)


def drawn(texts: str, size: int) -> tuple[list[str], list[str]]:
    cards = [parse_card(text) for text in texts.split()]
    table: dict[str, list[object]] = {"heap": []}
    DistinctRanks(CITE, size=size, to="heap").lay(cards, table)  # type: ignore[arg-type]
    return [str(card) for card in table["heap"]], [str(card) for card in cards]


def test_the_first_card_of_each_rank_is_kept_in_the_order_drawn_and_a_duplicate_goes_under_the_pack() -> None:
    # The top of the pack is the end of the list: 5H is drawn first; 5D goes under, then 5S under it.
    assert drawn("KC 7D 5S 6C 5D 5H", 3) == (["5H", "6C", "7D"], ["5S", "5D", "KC"])


def test_nothing_more_is_drawn_once_the_ranks_are_held() -> None:
    assert drawn("QS JS 2C AC", 2) == (["AC", "2C"], ["QS", "JS"])


def test_a_pack_with_too_few_ranks_gives_what_it_has() -> None:
    assert drawn("3C 3D 2C", 3) == (["2C", "3D"], ["3C"])


def test_two_packs_give_thirteen_ranks_and_lose_no_card() -> None:
    cards = list(shuffled_pack(7, 2))
    table: dict[str, list[object]] = {"heap": []}
    DistinctRanks(CITE, size=13, to="heap").lay(cards, table)  # type: ignore[arg-type]
    heap = table["heap"]
    assert sorted(card.rank for card in heap) == list(range(1, 14))  # type: ignore[attr-defined]
    assert Counter([*heap, *cards]) == Counter(pack(2))


def test_a_size_below_one_is_refused_and_the_step_is_part_of_the_deal() -> None:
    with pytest.raises(ValueError, match="one or more"):
        DistinctRanks(CITE, size=0, to="heap")
    assert DistinctRanks.governs is Part.DEAL
