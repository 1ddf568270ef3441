"""Solver hints shared by the book's games: rule objects that speed the solver up and never change a verdict."""

from __future__ import annotations

from patience_core import Move, Position, hookimpl
from patience_core.cards import KING

__all__ = ["LowestFirst"]


class LowestFirst:
    """Not a rule, a solver hint: a free card one above the lowest foundation goes home at once, which loses nothing.

    For games of two packs whose eight foundations are the eight aces set out,
    built up regardless of suit to the kings, every card going home (The Lady
    of the Manor, No. 43; The Fly, No. 51). There are eight cards of each rank
    and eight foundations, so the cards of rank *r* still to go home are
    exactly as many as the foundations below *r*: each of those foundations
    takes one of them some day, and no card of another rank goes on a
    foundation at *r* − 1. When every foundation below *r* stands at *r* − 1,
    each card of rank *r* left has a foundation waiting for it whatever is
    played first; to play one of them takes a place no other card could want
    before its turn, opens one at *r*, and leaves every pile it came from a
    part of what it was. So the solver plays it without trying anything else.

    ``foundations`` are the foundations' pile ids, ``free`` the piles whose top
    card is available.
    """

    def __init__(self, *, foundations: tuple[str, ...], free: tuple[str, ...]) -> None:
        if len(foundations) != 8:
            raise ValueError("LowestFirst: the argument holds for eight foundations of two packs")
        self.foundations = foundations
        self.free = free

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """The first free card whose rank is one above the lowest foundation, onto a foundation at that height."""
        heights = {pile_id: len(position.pile(pile_id).cards) for pile_id in self.foundations}
        lowest = min(heights.values())
        if lowest == KING:
            return []
        home = next(pile_id for pile_id, height in heights.items() if height == lowest)
        for pile_id in self.free:
            top = position.pile(pile_id).top
            if top is not None and top.rank == lowest + 1:
                return [Move(pile_id, home)]
        return []
