"""The card moves worth judging, found from a game's own clauses: speed-ups for play and the solver, never rules.

The core's default offers every liftable card onto every other pile, and has
each judged: right for any game, but hundreds of questions a position when a
two-pack game has twenty piles. The objects here implement
:func:`~patience_core.hookspecs.patience_card_moves` from the clauses a game
already lists: :class:`CardMoves` asks each clause which runs may be lifted
and which piles would take them; :class:`SingleCardMoves`, for a game that
moves one card at a time, offers each available card to every foundation it
fits, to the piles it may be built on, and to the empty piles. Neither is a
rule nor cites anything: every move they offer is still judged by the rules.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, Piles
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role

if TYPE_CHECKING:
    from patience_core.clauses.foundations import Foundations
    from patience_core.clauses.tableau import Building
    from patience_core.model import Action

__all__ = ["CardMoves", "SingleCardMoves"]


class CardMoves:
    """The card moves worth judging, found from the game's clauses: a speed-up, never a rule.

    The core's default offers every liftable run onto every other pile and
    lets the rules weed them out, hundreds of questions a position. This
    object asks the clauses directly: the piles cards may be taken from (the
    clauses with ``liftable``: :class:`Available`, :class:`Talon`) and the
    piles that would take them (the clauses with ``accepts``:
    :class:`Foundations`, :class:`Building`, :class:`Spaces`, :class:`Talon`),
    the clause listed last deciding first, as in the rulebook. Every move
    offered is still judged by the rules. List it last, built from the
    game's other clauses; a hook written by hand that lets cards move where
    no clause would must offer those moves itself. A clause's ``liftable``
    and ``accepts`` are given a pile and cards, never the position, and must
    answer from those alone: their answers are remembered for the piles.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> lucie = CADOGAN_1914.game("La Belle Lucie")
    >>> rules = (Foundations(lucie.rule("II")), Available(lucie.rule("I")), Building(lucie.play(4), suit=Suits.SAME))
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("9H"),)),
    ...          Pile("t2", Role.TABLEAU, (parse_card("8H"),)), Pile("t3", Role.TABLEAU, (parse_card("AS"),)))
    >>> list(CardMoves(rules).patience_card_moves(Position("x", "y", 1, 0, table)))
    [Move('t2', 't1'), Move('t3', 'f1')]
    """

    governs: ClassVar[Part | None] = None  # finds moves for the engine: no rule of the game

    def __init__(self, rules: Iterable[object]) -> None:
        layers = tuple(reversed(tuple(rules)))
        self._lifting = tuple(rule.liftable for rule in layers if hasattr(rule, "liftable"))
        self._placing = tuple(rule.accepts for rule in layers if hasattr(rule, "accepts"))
        # What each pile offers and each pair of piles allows, remembered by the piles' ids (see
        # patience_card_moves): each entry holds its piles, so that no other pile can take their ids meanwhile.
        self._runs: dict[int, tuple[Pile, list[tuple[int, tuple[Card, ...]]]]] = {}
        self._onto: dict[tuple[int, int], tuple[Pile, Pile, list[Action]]] = {}

    def _counts(self, pile: Pile) -> Iterable[int]:
        for liftable in self._lifting:
            counts: Iterable[int] | None = liftable(pile)
            if counts is not None:
                return counts
        return ()

    def _lifted(self, pile: Pile) -> list[tuple[int, tuple[Card, ...]]]:
        """The runs that may be lifted from ``pile``, with how many cards each holds."""
        known = self._runs.get(id(pile))
        if known is not None:
            return known[1]
        runs = [(count, pile.cards[-count:]) for count in self._counts(pile)]
        if len(self._runs) >= _REMEMBERED:
            self._runs.clear()
        self._runs[id(pile)] = (pile, runs)
        return runs

    def _accepted(self, pile: Pile, cards: Sequence[Card]) -> bool:
        for accepts in self._placing:
            verdict = accepts(pile, cards)
            if verdict is not None:
                return bool(verdict)
        return False

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Each liftable run onto each pile a clause says would take it.

        The clauses judge a pile and the cards offered to it, nothing else, and
        piles never change: a move makes two new piles and the position after
        it shares the others. So what a pile offers, and what a pair of piles
        allows, is worked out once and remembered for as long as the piles
        live (up to a bound), and a position after a move asks the clauses
        only about the pairs that take in one of its two new piles.
        """
        moves: list[Action] = []
        onto = self._onto
        piles = position.piles
        for source in piles:
            runs = self._lifted(source)
            if not runs:
                continue
            mark = id(source)
            for target in piles:
                if target is source:
                    continue
                known = onto.get((mark, id(target)))
                if known is None:
                    allowed: list[Action] = [
                        Move(source.id, target.id, count) for count, cards in runs if self._accepted(target, cards)
                    ]
                    if len(onto) >= _REMEMBERED:
                        onto.clear()
                    known = onto[mark, id(target)] = (source, target, allowed)
                moves += known[2]
        return moves


def _present(piles: Piles, position: Position) -> tuple[Pile, ...]:
    """The piles of ``piles`` (a role, or pile ids) that lie on the table of ``position``, in their order."""
    if isinstance(piles, Role):
        return position.piles_of(piles)
    index = position._index
    return tuple(position.piles[index[pile_id]] for pile_id in piles if pile_id in index)


#: How many piles, and pairs of piles, :class:`CardMoves` remembers before it starts afresh.
_REMEMBERED = 4_096


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
    >>> from patience_core.sources import CADOGAN_1914
    >>> cite = CADOGAN_1914.game("Napoleon at St. Helena").play(4)
    >>> moves = SingleCardMoves(foundations=(Foundations(cite),), building=Building(cite, suit=Suits.SAME),
    ...                         sources=("t1", "t2", "t3"), spaces=("t1", "t2", "t3"))
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("AH"),)),
    ...          Pile("t2", Role.TABLEAU, (parse_card("8D"), parse_card("7S"))), Pile("t3", Role.TABLEAU))
    >>> list(moves.patience_card_moves(Position("x", "y", 1, 0, table)))
    [Move('t1', 'f1'), Move('t1', 't3'), Move('t2', 't3')]
    """

    governs: ClassVar[Part | None] = None  # finds moves for the engine: no rule of the game

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
        """The moves of single cards that the game's clauses could allow, then ``also``.

        A source or space not on the table (a small table built for a test, say) is passed over.
        """
        index = position._index
        empty = [pile_id for pile_id in self.spaces if pile_id in index and not position.pile(pile_id).cards]
        building = self.building
        targets = () if building is None else _present(building.piles, position)
        for source in self.sources:
            if source not in index:
                continue
            card = position.pile(source).top
            if card is None:
                continue
            for foundation in self.foundations:
                for pile in _present(foundation.piles, position):
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
