"""FirstOfEachSuit: the first card of each suit from the top begins a pile of its own (The Corners, p. 48)."""

from __future__ import annotations

import pytest

from patience_core import Setup, parse_card, shuffled_pack
from patience_core.clauses import DealRound, FirstOfEachSuit, Layout, table_of
from patience_core.sources import HOFFMANN_1892

CORNERS = HOFFMANN_1892.game(28).page(48)
DEAL = Layout(
    table_of(foundation=("f1", "f2", "f3", "f4"), reserve=("a1", "a2"), stock="stock"),
    FirstOfEachSuit(CORNERS, to=("f1", "f2", "f3", "f4")),
    DealRound(CORNERS, to=("a1", "a2"), rounds=1),
    rest="stock",
)


def test_four_piles_of_four_suits_each_begun_by_its_suits_card_nearest_the_top() -> None:
    for number in range(1, 30):
        pack = tuple(shuffled_pack(number))
        table = DEAL.lay(pack)
        corners = [table[pile_id][0] for pile_id in ("f1", "f2", "f3", "f4")]
        assert len({card.suit for card in corners}) == 4
        for card in corners:  # no card of its suit lies above it in the pack
            above = pack[pack.index(card) + 1 :]
            assert all(other.suit is not card.suit for other in above)


def test_the_cards_passed_over_are_dealt_next_in_their_order() -> None:
    top_down = [parse_card(text) for text in "QH 7H 2H 9C KH 4S AD 5C".split()]
    pack = tuple(shuffled_pack(1))
    rest = [card for card in pack if card not in top_down]
    table = DEAL.lay((*rest, *reversed(top_down)))
    assert [str(table[pile_id][0]) for pile_id in ("f1", "f2", "f3", "f4")] == ["QH", "9C", "4S", "AD"]
    assert [str(table[pile_id][0]) for pile_id in ("a1", "a2")] == ["7H", "2H"]
    assert len(table["stock"]) == 52 - 6
    position = DEAL.patience_deal(Setup("x", "y", 1, 0, (*rest, *reversed(top_down))))
    assert str(position.pile("stock").top) == "KH"


def test_more_piles_than_suits_are_refused() -> None:
    with pytest.raises(ValueError, match="only 4 suits"):
        FirstOfEachSuit(CORNERS, to=("f1", "f2", "f3", "f4", "f5"))
