"""A deal step that draws cards until it holds one of each rank, the duplicates going back to the pack."""

from __future__ import annotations

from patience_core.cards import Card
from patience_core.clauses.deal import DealStep
from patience_core.sources import Citation

__all__ = ["DistinctRanks"]


class DistinctRanks(DealStep):
    """Draw cards from the top of the pack onto ``to`` until it holds ``size`` cards of different ranks.

    A card of a rank already drawn goes back to the bottom of the pack, and the
    next card is drawn in its stead; the first card of each rank drawn is the
    one kept. The cards kept lie on ``to`` in the order drawn, the first at the
    bottom. The step stops, short, if the pack has no further rank to give.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1921
    >>> marriages = HOFFMANN_1921.game("The Four Marriages").paragraph(1)
    >>> pack = [parse_card(text) for text in ("9D", "3C", "AS", "2H", "AH")]  # the ace of hearts on top
    >>> table = {"heap": []}
    >>> DistinctRanks(marriages, size=3, to="heap").lay(pack, table)
    >>> [str(card) for card in table["heap"]], [str(card) for card in pack]
    (['AH', '2H', '3C'], ['AS', '9D'])
    """

    def __init__(self, cite: Citation, *, size: int, to: str) -> None:
        if size < 1:
            raise ValueError("DistinctRanks: size is a number of ranks, one or more")
        self.cite = cite
        self.size = size
        self.to = to
        self.rule = f"{size} cards of different ranks are drawn, a duplicate going back to the bottom of the pack"

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Draw from the top until ``size`` ranks are held, each duplicate put back under the pack."""
        held: list[Card] = []
        returned: list[Card] = []
        while pack and len(held) < self.size:
            card = pack.pop()
            if any(kept.rank == card.rank for kept in held):
                returned.append(card)
            else:
                held.append(card)
        pack[:0] = returned[::-1]  # each duplicate in turn to the bottom: the last returned lowest
        table[self.to].extend(held)
