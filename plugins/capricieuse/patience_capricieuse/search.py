"""Hints for a solver: the legal moves in a promising order, and a compact key for positions.

These are not rules: they implement the optional solver hooks of
:mod:`patience_core.hookspecs` and never change what is legal or what can be
won. Every move they offer is one the rules allow (the tests check them
against the rules for every edition).

**The order of moves.** Foundation plays first; then moves that uncover a
card able to go up at once; then other builds from piles of several cards,
moves into an empty pile, builds from a lone card; the redeal last.

**Interchangeable piles.** Once no redeal is left, the twelve piles are alike:
the building rules do not care where a pile lies, and only the redeal gathers
them in a fixed order. So with no redeal left the key sorts the piles, and the
moves leave out those that only lead to an equivalent position (a card into
a second empty pile, a lone card into an empty one). While a redeal is left,
the place of every card matters for the order it will be dealt again in, and
every move is offered.
"""

from __future__ import annotations

from patience_capricieuse.table import FOUNDATION_COUNT, FOUNDATIONS, HOME, PILES
from patience_core import Action, Move, Position, Redeal, hookimpl
from patience_core.cards import Card, Suit

__all__ = ["CapricieuseHints", "canonical_key", "ordered_moves", "run_length", "run_moves"]

_SUIT_PLACE = {suit: i for i, suit in enumerate(Suit)}
#: Where the twelve piles end in the table: any piles after them are not interchangeable with them.
COLUMNS_END = FOUNDATION_COUNT + len(PILES)
_PILE_BYTES: dict[int, tuple[tuple[Card, ...], bytes]] = {}
_PILE_BYTES_LIMIT = 100_000


def _pile_bytes(cards: tuple[Card, ...]) -> bytes:
    """A pile's cards as bytes, one a card (rank plus 16 times the suit's place); remembered per tuple."""
    known = _PILE_BYTES.get(id(cards))
    if known is not None and known[0] is cards:
        return known[1]
    encoded = bytes([card.rank + 16 * _SUIT_PLACE[card.suit] for card in cards])
    if len(_PILE_BYTES) >= _PILE_BYTES_LIMIT:
        _PILE_BYTES.clear()
    _PILE_BYTES[id(cards)] = (cards, encoded)
    return encoded


def canonical_key(position: Position) -> bytes:
    """The position as bytes: redeals left, the eight foundation tops, then the piles.

    A foundation's top card says all it holds. With no redeal left the twelve
    piles are sorted, so tables that differ only in where the piles lie share a
    key; the places where a card waits between two foundations (Hoffmann's
    tables) follow them in their own order.
    """
    piles = position.piles
    head = bytes(
        [position.redeals_left] + [pile.cards[-1].rank if pile.cards else 0 for pile in piles[:FOUNDATION_COUNT]]
    )
    parts = [_pile_bytes(pile.cards) for pile in piles[FOUNDATION_COUNT:COLUMNS_END]]
    if position.redeals_left == 0:
        parts.sort()
    parts += [_pile_bytes(pile.cards) for pile in piles[COLUMNS_END:]]  # the places between the foundations: fixed
    return head + b"\x00" + b"\x00".join(parts) + repr(position.state).encode()


def run_length(cards: tuple[Card, ...]) -> int:
    """How many cards at the top of ``cards`` form a run: each the same suit as, and one rank off, the card below."""
    if not cards:
        return 0
    length = 1
    for i in range(len(cards) - 1, 0, -1):
        above, below = cards[i], cards[i - 1]
        if above.suit is not below.suit or abs(above.rank - below.rank) != 1:
            break
        length += 1
    return length


def _fits_home(position: Position, card: Card) -> bool:
    up, down = HOME[card.suit]
    cards = position.piles[up].cards
    if (cards[-1].rank + 1 if cards else 1) == card.rank:
        return True
    cards = position.piles[down].cards
    return (cards[-1].rank - 1 if cards else 13) == card.rank


def ordered_moves(
    position: Position, *, spaces: bool = True, runs: bool = False, complete: bool = False
) -> list[Action]:
    """The legal moves for a solver, most promising first (see the module's notes).

    ``spaces=False`` for the reading where an empty pile takes nothing;
    ``runs=True`` for the reading where a run moves at once as far as the
    empty piles allow; ``complete=True`` to keep the moves that only lead to
    an equivalent position.
    """
    piles = position.piles
    symmetric = position.redeals_left == 0 and not complete
    buckets: list[list[Action]] = [[] for _ in range(8)]
    tops: list[tuple[str, Card, int, bool]] = []
    empties: list[str] = []
    by_top: dict[tuple[Suit, int], list[str]] = {}
    for pile in piles[FOUNDATION_COUNT:COLUMNS_END]:
        cards = pile.cards
        if cards:
            top = cards[-1]
            frees = len(cards) > 1 and _fits_home(position, cards[-2])
            tops.append((pile.id, top, len(cards), frees))
            by_top.setdefault((top.suit, top.rank), []).append(pile.id)
        else:
            empties.append(pile.id)
    home = buckets[0]
    waiting = piles[COLUMNS_END:]  # Hoffmann's tables: where a card fitting both foundations of its suit waits
    for source, card, _size, _frees in tops:
        up, down = HOME[card.suit]
        cards = piles[up].cards
        fits_up = (cards[-1].rank + 1 if cards else 1) == card.rank
        cards = piles[down].cards
        fits_down = (cards[-1].rank - 1 if cards else 13) == card.rank
        if waiting:
            place = waiting[up]
            if fits_up and fits_down:  # it waits between them (or, the other copy waiting, both go up)
                home.append(Move(source, place.id))
                continue
            held = place.cards
            if held and card.rank == held[-1].rank + 1 and card.suit is held[-1].suit:
                home.append(Move(source, FOUNDATIONS[up]))  # up with the card waiting
            elif held and card.rank == held[-1].rank - 1 and card.suit is held[-1].suit:
                home.append(Move(source, FOUNDATIONS[down]))
        if fits_up:
            home.append(Move(source, FOUNDATIONS[up]))
        if fits_down:
            home.append(Move(source, FOUNDATIONS[down]))
    for source, card, size, frees in tops:
        bucket = buckets[1] if frees else buckets[2] if size > 1 else buckets[6]
        for rank in (card.rank - 1, card.rank + 1):
            for target in by_top.get((card.suit, rank), ()):
                if target != source:
                    bucket.append(Move(source, target))
        if not spaces or not empties or (symmetric and size == 1):
            continue
        buckets[3 if frees else 4].append(Move(source, empties[0]))
        if not symmetric:
            for target in empties[1:]:
                buckets[5].append(Move(source, target))
    if runs and spaces and empties:
        buckets[2].extend(run_moves(position, empties, symmetric))
    if tops and position.redeals_left > 0:
        buckets[7].append(Redeal())
    return [move for bucket in buckets for move in bucket]


def run_moves(position: Position, empties: list[str], symmetric: bool) -> list[Action]:
    """Moves of two cards or more that the empty piles could carry one card at a time."""
    moves: list[Action] = []
    piles = position.piles[FOUNDATION_COUNT:]
    free = len(empties)
    for source in piles:
        longest = run_length(source.cards)
        if longest < 2:
            continue
        for target in piles:
            if target is source:
                continue
            top = target.top
            if top is None:
                if symmetric and target.id != empties[0]:
                    continue
                limit = 2 ** (free - 1)
            else:
                limit = 2**free
            for count in range(2, min(longest, limit) + 1):
                bottom = source.cards[-count]
                if top is None or (top.suit is bottom.suit and abs(top.rank - bottom.rank) == 1):
                    if top is None and symmetric and count == len(source.cards):
                        continue  # a whole pile into an empty one: the same table
                    moves.append(Move(source.id, target.id, count))
    return moves


class CapricieuseHints:
    """The solver hints of the rules that move one card at a time, up or down in suit.

    ``spaces`` says whether an empty pile takes a card (the summary's rules,
    The Nation) or stays empty (Hoffmann's, as read here); with ``moves``
    false only the key is offered. The editions that
    change which moves are legal otherwise (supermoves) offer their own
    ``patience_solver_moves`` above this one.
    """

    def __init__(self, *, spaces: bool = True, moves: bool = True) -> None:
        self.spaces = spaces
        self.moves = moves

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action] | None:
        """The legal moves, most promising first; equivalent ones left out once no redeal is left.

        ``None`` (let the solver ask the rules) where ``moves`` is false: for
        rules whose moves are not these (La Nationale's sequences).
        """
        return ordered_moves(position, spaces=self.spaces) if self.moves else None

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The compact key, the piles sorted once no redeal is left (:func:`canonical_key`)."""
        return canonical_key(position)
