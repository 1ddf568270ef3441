"""Clauses of the deal that sort the pack: each card dealt to the pile kept for its rank."""

from __future__ import annotations

from collections.abc import Mapping

from patience_core.cards import RANKS, Card
from patience_core.clauses.deal import DealStep
from patience_core.sources import Citation

__all__ = ["DealByRank"]


class DealByRank(DealStep):
    """Deal what is left of the pack onto heaps by rank: each card goes to the pile ``to`` keeps for its rank.

    ``to`` maps a rank to a pile id. Cards are dealt from the top of the pack,
    so the first card of a rank met lies at the bottom of its heap; a rank
    with no card left in the pack leaves its heap empty. A card of a rank
    ``to`` does not name stays in the pack, in its order, for a later step.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> manor = DealByRank(HOFFMANN_1892.game(43).page(79), to={2: "s2", 3: "s3", 4: "s4"})
    >>> pack = [parse_card(text) for text in ("3D", "KS", "2C", "3H", "2S")]  # bottom to top
    >>> table = {"s2": [], "s3": [], "s4": []}
    >>> manor.lay(pack, table)
    >>> {pile_id: [str(card) for card in cards] for pile_id, cards in table.items()}, [str(card) for card in pack]
    ({'s2': ['2S', '2C'], 's3': ['3H', '3D'], 's4': []}, ['KS'])
    >>> print(manor.says)
    the rest of the pack is sorted by rank: each 2 on s2, 3 on s3, 4 on s4
    """

    def __init__(self, cite: Citation, *, to: Mapping[int, str]) -> None:
        if not to or any(rank not in range(1, len(RANKS)) for rank in to):
            raise ValueError("DealByRank needs a pile for each of one or more ranks")
        self.cite = cite
        self.piles_by_rank = dict(to)
        self.to = tuple(to.values())
        heaps = ", ".join(f"{RANKS[rank]} on {pile_id}" for rank, pile_id in self.piles_by_rank.items())
        self.says = f"the rest of the pack is sorted by rank: each {heaps}"

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """From the top down, each card of a rank named to its heap; the others stay in the pack, in order."""
        kept: list[Card] = []
        while pack:
            card = pack.pop()
            pile_id = self.piles_by_rank.get(card.rank)
            if pile_id is None:
                kept.append(card)
            else:
                table[pile_id].append(card)
        pack.extend(reversed(kept))
