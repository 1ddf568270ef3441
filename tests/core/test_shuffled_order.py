"""``shuffled_order``: which copy of a card lies where in a shuffled double pack.

That the copies are PySolFC's is checked by the Capricieuse PySolFC layouts,
which depend on which ace and king of each suit is the first pack's.
"""

from __future__ import annotations

import pytest

from patience_core import pack, shuffled_pack
from patience_core.deals import shuffled_order


@pytest.mark.parametrize("packs", [1, 2, 4])
@pytest.mark.parametrize("number", [0, 1, 617, 31999, 32000, 123456, 10**20])
def test_order_gives_the_shuffled_pack(number: int, packs: int) -> None:
    cards = pack(packs)
    order = shuffled_order(number, packs)
    assert sorted(order) == list(range(52 * packs))
    assert [cards[i] for i in order] == shuffled_pack(number, packs)


def test_order_refuses_what_shuffled_pack_refuses() -> None:
    with pytest.raises(ValueError):
        shuffled_order(-1, 2)
    with pytest.raises(ValueError):
        shuffled_order(1, 0)
