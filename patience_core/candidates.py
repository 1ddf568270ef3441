"""Which card moves are worth judging, found from a game's own clauses: a fast path for play and the solver.

The core's default offers every liftable card onto every other pile, and has
each judged: right for any game, but hundreds of questions a position when a
two-pack game has twenty piles. :class:`SingleCardMoves` implements
:func:`~patience_core.hookspecs.patience_card_moves` from the clauses a game
already lists: each available card is offered to every foundation it fits,
to the piles it may be built on, and to the empty piles. It is not a rule and
cites nothing: every move it offers is still judged by the rules, and it
offers every move that one-card rules could allow.
"""

from __future__ import annotations

from collections.abc import Iterator, Sequence
from typing import TYPE_CHECKING

from patience_core.clauses import _selected
from patience_core.markers import hookimpl
from patience_core.model import Move

if TYPE_CHECKING:
    from patience_core.clauses import Building, Foundations
    from patience_core.model import Action, Position

__all__ = ["SingleCardMoves"]


class SingleCardMoves:
    """Offer each top card of ``sources`` where the game's clauses could take it, one card at a time.

    ``foundations`` are the game's :class:`~patience_core.clauses.Foundations`
    clauses, ``building`` its :class:`~patience_core.clauses.Building` (whose
    piles are the only targets besides the foundations and ``spaces``), and
    ``also`` moves offered whenever their source holds a card (turning the stock, say). Only games
    that move one card at a time should use it: every legal move of such a
    game is among those it offers.

    >>> from patience_core import Pile, Position, Role, parse_card
    >>> from patience_core.clauses import Build, Building, Foundations, Suits
    >>> from patience_core.works import CADOGAN_1914
    >>> cite = CADOGAN_1914.game("Napoleon at St. Helena").play(4)
    >>> moves = SingleCardMoves(foundations=(Foundations(cite),), building=Building(cite, suit=Suits.SAME),
    ...                         sources=("t1", "t2", "t3"), spaces=("t1", "t2", "t3"))
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("AH"),)),
    ...          Pile("t2", Role.TABLEAU, (parse_card("8D"), parse_card("7S"))), Pile("t3", Role.TABLEAU))
    >>> list(moves.patience_card_moves(Position("x", "y", 1, 0, table)))
    [Move('t1', 'f1'), Move('t1', 't3'), Move('t2', 't3')]
    """

    def __init__(
        self,
        *,
        foundations: Sequence[Foundations],
        building: Building | None,
        sources: tuple[str, ...],
        spaces: tuple[str, ...] = (),
        also: tuple[Action, ...] = (),
    ) -> None:
        self.foundations = tuple(foundations)
        self.building = building
        self.sources = sources
        self.spaces = spaces
        self.also = also

    @hookimpl
    def patience_card_moves(self, position: Position) -> Iterator[Action]:
        """The moves of single cards that the game's clauses could allow, then ``also``."""
        empty = [pile_id for pile_id in self.spaces if not position.pile(pile_id).cards]
        building = self.building
        targets = () if building is None else _selected(building.piles, position)
        for source in self.sources:
            card = position.pile(source).top
            if card is None:
                continue
            for foundation in self.foundations:
                for pile in _selected(foundation.piles, position):
                    if foundation.fits(pile, card):
                        yield Move(source, pile.id)
            if building is not None:
                for pile in targets:
                    if pile.id != source and pile.top is not None and building.follows(pile.top, card):
                        yield Move(source, pile.id)
            yield from (Move(source, pile_id) for pile_id in empty if pile_id != source)
        for move in self.also:
            if not isinstance(move, Move) or position.pile(move.source).cards:
                yield move
