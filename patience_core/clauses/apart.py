"""A deal step for packs shuffled apart: the first pack dealt whole before the second is touched."""

from __future__ import annotations

from patience_core.cards import Card
from patience_core.clauses.deal import DealStep
from patience_core.sources import Citation

__all__ = ["PacksApart"]


class PacksApart(DealStep):
    """The packs shuffled separately, one dealt with at a time: the first pack's cards on top of the pack.

    The game's packs come shuffled together. Taken from the top, the first
    copy met of each card makes the first pack, in the order met, and the
    other copies the second (for two packs; more likewise): each pack is so
    shuffled on its own, and the first lies whole above the second. Later
    steps deal from the first pack until it is out.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1921
    >>> backbone = HOFFMANN_1921.game("Backbone Patience").paragraph(1)
    >>> pack = [parse_card(text) for text in ("AS", "AS", "2C", "2C")]  # the top of the pack is the end
    >>> PacksApart(backbone).lay(pack, {})
    >>> [str(card) for card in pack]
    ['AS', '2C', 'AS', '2C']
    """

    def __init__(self, cite: Citation) -> None:
        self.cite = cite
        self.rule = "the packs are shuffled separately and dealt one at a time"

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Reorder ``pack`` (its top at the end): each card's first copy from the top into the first pack, and so on."""
        packs: list[list[Card]] = []
        for card in reversed(pack):  # from the top down
            for cards in packs:
                if card not in cards:
                    cards.append(card)
                    break
            else:
                packs.append([card])
        pack[:] = [card for cards in reversed(packs) for card in reversed(cards)]
