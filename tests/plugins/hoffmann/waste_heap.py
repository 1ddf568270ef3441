"""A check the book's games with a waste-heap share: it is dealt again as it lies, while redeals are left."""

from __future__ import annotations

from patience_core import Redeal, Ruling

from ..cadogan.helpers import arrange
from ..tables import pile_cards


def assert_dealt_again_in_its_order(name: str, edition: str | None = None, **piles: str) -> Ruling:
    """The waste-heap (``talon``), once the stock is out, turned over to be dealt again: the card laid there first
    comes first; with no redeal left, it is not. The ruling on the redeal is returned for its citation."""
    game = arrange(name, edition, stock="", talon="9C 5D KH", redeals_left=1, **piles)
    ruling = game.judge("redeal")
    game.play("redeal")
    assert pile_cards(game, "stock") == "KH 5D 9C"  # bottom to top: the nine of clubs, laid first, is on top
    assert (pile_cards(game, "talon"), game.position.redeals_left) == ("", 0)
    assert Redeal() not in arrange(name, edition, stock="", talon="9C", redeals_left=0, **piles).legal_moves()
    return ruling
