"""Helpers for the Capricieuse and La Nationale tests: crafted packs, hand-made tables, the rulebook of an edition.

A crafted pack is written in the order the cards are dealt, first card first;
:func:`deal` reverses it into the bottom-to-top pack the deal hook takes. A
short pack isolates one clause of the deal: the deal hook deals whatever it is
given.
"""

from __future__ import annotations

from collections.abc import Mapping

import patience_capricieuse
import patience_capricieuse.nationale

from patience_core import Game, Move, Pile, Position, Registry, pack, parse_card
from patience_core.cards import Card
from patience_core.rulebook import Rulebook

REGISTRY = Registry(plugins=[patience_capricieuse, patience_capricieuse.nationale], entry_points=False)
EDITIONS = tuple(edition.name for edition in patience_capricieuse.VARIANT.editions)
#: The book's edition, the base; and the summary's, which held the project's rules until the book was read.
BOOK, SUMMARY = "hoffmann-1892", "wikipedia"


#: The eight foundations with only their first card: no card used in the tests can go on them.
BASES = {f"f{i + 1}": f"A{s}" for i, s in enumerate("CSHD")} | {f"f{i + 5}": f"K{s}" for i, s in enumerate("CSHD")}
#: The cards set out before the deal, in the foundations' order.
BASE_CARDS = "AC AS AH AD KC KS KH KD"


def full_pack(first: str) -> list[Card]:
    """Both packs, dealt in the order: ``first``, then the rest in new-pack order."""
    chosen = cards(first)
    rest = pack(2)
    for card in chosen:
        rest.remove(card)
    return chosen + rest


def rulebook(edition: str | None = None, patience: str = "capricieuse") -> Rulebook:
    """The rules of Capricieuse (or ``patience``) read as ``edition``."""
    return REGISTRY.rulebook(patience, edition)


def cards(text: str) -> list[Card]:
    """Cards written ``"AS 10H QD"``."""
    return [parse_card(word) for word in text.split()]


def deal(
    dealt: str | list[Card], edition: str | None = None, number: int = 0, patience: str = "capricieuse"
) -> Position:
    """The table the deal makes of a pack whose cards are dealt in the order ``dealt``."""
    order = cards(dealt) if isinstance(dealt, str) else list(dealt)
    return rulebook(edition, patience).deal(number, list(reversed(order)))


def shown(position: Position) -> dict[str, str]:
    """Every non-empty pile as text, bottom to top."""
    return {pile.id: " ".join(str(card) for card in pile.cards) for pile in position.piles if pile.cards}


def table(
    piles: Mapping[str, str], *, edition: str | None = None, redeals_left: int = 2, patience: str = "capricieuse"
) -> Position:
    """A hand-made position: the piles named in ``piles`` hold those cards, bottom to top; the others are empty.

    The table is the edition's own, as its deal lays it out (Hoffmann's games have places between the
    foundations that the summary's and Cadogan's lack).
    """
    name = edition or REGISTRY.variant(patience).editions[0].name
    laid = rulebook(name, patience).deal(1, pack(2)).piles
    made = tuple(Pile(pile.id, pile.role, tuple(cards(piles.get(pile.id, "")))) for pile in laid)
    unknown = set(piles) - {pile.id for pile in laid}
    assert not unknown, f"no such piles: {unknown}"
    return Position(patience, name, None, redeals_left, made)


def game(
    piles: Mapping[str, str], *, edition: str | None = None, redeals_left: int = 2, patience: str = "capricieuse"
) -> Game:
    """A game started from a hand-made position."""
    position = table(piles, edition=edition, redeals_left=redeals_left, patience=patience)
    return Game(rulebook(edition, patience), position, from_deal=False)


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
