"""Clauses of the deal that take cards out by rank alone: the first of a kind met from the top of the pack."""

from __future__ import annotations

from collections.abc import Sequence

from patience_core.cards import RANKS, Card
from patience_core.clauses.deal import DealStep
from patience_core.sources import Citation

__all__ = ["SetOutRanks"]


class SetOutRanks(DealStep):
    """Take out, before the deal, the first card of each rank in ``ranks`` met from the top of the pack, onto ``to``.

    The book names the ranks and not the suits ("an ace, two twos, a three"):
    going down from the top, each rank of ``ranks`` in turn takes the first
    card of that rank still in the pack, so that a rank named twice takes
    the first two, the first for the earlier place. The cards are laid on
    the piles of ``to``, one each, in order.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> fairest = SetOutRanks(HOFFMANN_1892.game(21).page(35), ranks=(1, 2, 2), to=("c1", "c2", "h1"))
    >>> pack = [parse_card(text) for text in ("2C", "AS", "9D", "2H", "AD")]  # bottom to top
    >>> table = {"c1": [], "c2": [], "h1": []}
    >>> fairest.lay(pack, table)
    >>> {pile_id: [str(card) for card in cards] for pile_id, cards in table.items()}, [str(card) for card in pack]
    ({'c1': ['AD'], 'c2': ['2H'], 'h1': ['2C']}, ['AS', '9D'])
    >>> print(fairest.says)
    the first A, 2 and 2 met from the top of the pack are taken out and laid on c1, c2 and h1, one each
    """

    def __init__(self, cite: Citation, *, ranks: Sequence[int], to: tuple[str, ...]) -> None:
        if len(ranks) != len(to):
            raise ValueError("SetOutRanks needs one pile for each rank")
        self.cite = cite
        self.ranks = tuple(ranks)
        self.to = to
        named = [RANKS[rank] for rank in self.ranks]
        ranks_text = ", ".join(named[:-1]) + " and " + named[-1] if len(named) > 1 else named[0]
        piles_text = ", ".join(to[:-1]) + " and " + to[-1] if len(to) > 1 else to[0]
        self.says = (
            f"the first {ranks_text} met from the top of the pack are taken out and laid on {piles_text}, one each"
        )

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each rank in turn takes the topmost card of that rank left in the pack."""
        for rank, pile_id in zip(self.ranks, self.to, strict=True):
            index = next((i for i in range(len(pack) - 1, -1, -1) if pack[i].rank == rank), None)
            if index is None:
                raise ValueError(f"the pack holds no {RANKS[rank]} to set out on {pile_id}")
            table[pile_id].append(pack.pop(index))
