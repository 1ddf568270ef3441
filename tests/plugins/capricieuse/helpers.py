"""Helpers for the Capricieuse tests: crafted packs, hand-made tables, the rulebook of an edition.

A crafted pack is written in the order the cards are dealt, first card first;
:func:`deal` reverses it into the bottom-to-top pack the deal hook takes. A
short pack isolates one clause of the deal: the deal hook deals whatever it is
given.
"""

from __future__ import annotations

from collections.abc import Mapping

import patience_capricieuse
from patience_capricieuse.table import FOUNDATIONS, PILES

from patience_core import Game, Move, Pile, Position, Registry, Role, parse_card
from patience_core.cards import Card
from patience_core.rulebook import Rulebook

REGISTRY = Registry(plugins=[patience_capricieuse], entry_points=False)
EDITIONS = tuple(edition.name for edition in patience_capricieuse.VARIANT.editions)


def rulebook(edition: str | None = None) -> Rulebook:
    """The rules of Capricieuse read as ``edition``."""
    return REGISTRY.rulebook("capricieuse", edition)


def cards(text: str) -> list[Card]:
    """Cards written ``"AS 10H QD"``."""
    return [parse_card(word) for word in text.split()]


def deal(dealt: str | list[Card], edition: str | None = None, number: int = 0) -> Position:
    """The table the deal makes of a pack whose cards are dealt in the order ``dealt``."""
    order = cards(dealt) if isinstance(dealt, str) else list(dealt)
    return rulebook(edition).deal(number, list(reversed(order)))


def shown(position: Position) -> dict[str, str]:
    """Every non-empty pile as text, bottom to top."""
    return {pile.id: " ".join(str(card) for card in pile.cards) for pile in position.piles if pile.cards}


def table(piles: Mapping[str, str], *, edition: str | None = None, redeals_left: int = 2) -> Position:
    """A hand-made position: the piles named in ``piles`` hold those cards, bottom to top; the others are empty."""
    name = edition or EDITIONS[0]
    made = tuple(
        Pile(pile_id, Role.FOUNDATION if pile_id in FOUNDATIONS else Role.TABLEAU, tuple(cards(piles.get(pile_id, ""))))
        for pile_id in (*FOUNDATIONS, *PILES)
    )
    unknown = set(piles) - set(FOUNDATIONS) - set(PILES)
    assert not unknown, f"no such piles: {unknown}"
    return Position("capricieuse", name, None, redeals_left, made)


def game(piles: Mapping[str, str], *, edition: str | None = None, redeals_left: int = 2) -> Game:
    """A game started from a hand-made position."""
    return Game(rulebook(edition), table(piles, edition=edition, redeals_left=redeals_left), from_deal=False)


def single_moves(position: Position, book: Rulebook) -> set[Move]:
    """Every legal one-card move, found by judging every pair of piles: the slow, sure way."""
    found = set()
    for source in position.piles:
        for target in position.piles:
            if source.id != target.id and source.cards:
                move = Move(source.id, target.id)
                if book.judge(position, move).legal:
                    found.add(move)
    return found
