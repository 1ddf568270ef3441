"""The core's default hook implementations, registered ``trylast`` in every rulebook.

They know no game: they move cards, offer the obvious candidates and call a
game won when every card is on a foundation. Every rule that forbids or allows
something belongs to a plugin, which cites its source.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from typing import TYPE_CHECKING

from patience_core.markers import hookimpl
from patience_core.model import Move, Role, Under

if TYPE_CHECKING:
    from patience_core.model import Action, Pile, Position, Ruling
    from patience_core.rulebook import Rulebook


class CoreDefaults:
    """Default implementations; one instance per rulebook, which it asks for lifting rules."""

    def __init__(self, rulebook: Rulebook) -> None:
        self._rulebook = rulebook

    @hookimpl(trylast=True)
    def patience_candidate_moves(self, position: Position) -> Iterable[Action]:
        """The card moves the top layer of :func:`~patience_core.hookspecs.patience_card_moves` offers."""
        return self._rulebook.card_moves(position)

    @hookimpl(trylast=True)
    def patience_card_moves(self, position: Position) -> Iterator[Action]:
        """Every liftable run of top cards onto every other pile."""
        can_lift = self._rulebook.can_lift
        for source in position.piles:
            counts = []
            for count in range(1, len(source.cards) + 1):
                ruling = can_lift(position, source, count)
                if not ruling.legal:
                    break
                counts.append(count)
            if not counts:
                continue
            for target in position.piles:
                if target.id != source.id:
                    for count in counts:
                        yield Move(source.id, target.id, count)

    @hookimpl(trylast=True)
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the top ``count`` cards of the source onto the target (or, for :class:`Under`, beneath it)."""
        if isinstance(move, Under):
            source, target = position.pile(move.source), position.pile(move.target)
            split = len(source.cards) - move.count
            moved = source.cards[split:] + target.cards
            return position.with_piles({source.id: source.cards[:split], target.id: moved})
        if not isinstance(move, Move):
            return None
        return position._moved(move)

    @hookimpl(trylast=True)
    def patience_is_won(self, position: Position) -> bool:
        """Won when no card lies outside the foundations."""
        return all(pile.role is Role.FOUNDATION or not pile.cards for pile in position.piles)


def no_rule(pile: Pile, what: str) -> Ruling:
    """The ruling when no layer has a rule for a move: forbidden."""
    from patience_core.model import illegal

    return illegal(f"no rule of this patience lets cards {what} {pile.id}")
