"""The Capricieuse table and the dealing procedures the editions share.

The table has eight foundations and twelve piles, in this reading order:

* ``f1`` to ``f4``: the ace foundations of clubs, spades, hearts and diamonds,
  building up to the king;
* ``f5`` to ``f8``: the king foundations of the same suits, building down to the ace;
* ``t1`` to ``t12``: the twelve piles, in the order they are dealt to
  (shown as two rows of six, ``t1`` to ``t6`` above ``t7`` to ``t12``);
* in the tables of Hoffmann's own games only, ``b1`` to ``b4``: the place
  between the two foundations of clubs, spades, hearts and diamonds where a
  card that fits both waits (Hoffmann 1892, No. 30, p. 52).

Every foundation holds one suit, so a foundation's suit is fixed by its place
on the table, as in PySolFC; the sources only say that the first ace and king
of each suit become foundations, and where they are put down changes nothing.

The functions here work on plain lists, for speed: they are called once per
deal and per redeal, and by a search that plays thousands of games.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence

from patience_core import Pile, Position, Role, Setup
from patience_core.cards import Card, Suit

__all__ = [
    "ACE_FOUNDATIONS",
    "FOUNDATIONS",
    "FOUNDATION_COUNT",
    "HOME",
    "KING_FOUNDATIONS",
    "PILES",
    "SUITS",
    "WAITING",
    "deal_round_robin",
    "gathered",
    "go_up",
    "new_table",
    "set_out_foundations",
    "table_position",
]

#: The suits in the foundations' order (a new pack's order).
SUITS: tuple[Suit, ...] = tuple(Suit)
ACE_FOUNDATIONS = tuple(f"f{i}" for i in range(1, 5))
KING_FOUNDATIONS = tuple(f"f{i}" for i in range(5, 9))
FOUNDATIONS = ACE_FOUNDATIONS + KING_FOUNDATIONS
FOUNDATION_COUNT = len(FOUNDATIONS)
PILES = tuple(f"t{i}" for i in range(1, 13))
#: Where a card that fits both foundations of its suit waits, in Hoffmann's games: one place a suit.
WAITING = tuple(f"b{i}" for i in range(1, 5))

#: For each suit, the index of its ace foundation and of its king foundation.
HOME: dict[Suit, tuple[int, int]] = {suit: (i, i + 4) for i, suit in enumerate(SUITS)}

ACE = 1
KING = 13


def go_up(foundations: list[list[Card]], card: Card) -> bool:
    """Put ``card`` on the foundation it fits, if any; say whether it went.

    The ace foundation is tried first: a card that fits both (a seven of
    spades when one spade foundation shows the six and the other the eight)
    goes up on the aces' side.
    """
    up, down = HOME[card.suit]
    pile = foundations[up]
    if (pile[-1].rank + 1 if pile else ACE) == card.rank:
        pile.append(card)
        return True
    pile = foundations[down]
    if (pile[-1].rank - 1 if pile else KING) == card.rank:
        pile.append(card)
        return True
    return False


def _release(foundations: list[list[Card]], piles: list[list[Card]]) -> None:
    """Send up every top card that fits a foundation, until none does."""
    moved = True
    while moved:
        moved = False
        for pile in piles:
            while pile and go_up(foundations, pile[-1]):
                pile.pop()
                moved = True


def deal_round_robin(
    stream: Iterable[Card],
    foundations: list[list[Card]],
    piles: list[list[Card]],
    *,
    play: bool = True,
    release: bool = False,
) -> None:
    """Deal ``stream`` (first card first) round and round the ``piles``.

    With ``play``, a card that fits a foundation goes up at once and the next
    card goes to the same pile, so no pile is skipped. With ``release`` too,
    the cards a play leaves on top of the piles go up as well when they fit.
    """
    count = len(piles)
    i = 0
    for card in stream:
        if play and go_up(foundations, card):
            if release:
                _release(foundations, piles)
            continue
        piles[i].append(card)
        i += 1
        if i == count:
            i = 0


def gathered(position: Position) -> Iterator[Card]:
    """The piles taken up for a redeal, in the order the cards will be dealt again.

    The last pile comes first and the first pile last, and each pile's cards
    keep their order, its bottom card (the first dealt to it) first.
    """
    for pile in reversed(position.piles[FOUNDATION_COUNT:]):
        yield from pile.cards


def new_table() -> tuple[list[list[Card]], list[list[Card]]]:
    """Empty foundations and empty piles, as lists to deal into."""
    return [[] for _ in FOUNDATIONS], [[] for _ in PILES]


def set_out_foundations(cards: list[Card], chosen: Sequence[int]) -> list[list[Card]]:
    """Take the cards at the places ``chosen`` out of ``cards`` as the foundation bases.

    ``chosen`` holds, for each foundation, the index in ``cards`` of the ace
    or king that starts it. The cards are removed from ``cards`` in place.
    """
    foundations = [[cards[i]] for i in chosen]
    for i in sorted(chosen, reverse=True):
        del cards[i]
    return foundations


def foundation_bases(cards: Sequence[Card]) -> list[int]:
    """For each foundation, the place in ``cards`` (bottom to top) of the base card nearest the top.

    The base of ``f1``..``f4`` is the ace of its suit, of ``f5``..``f8`` the king.
    """
    wanted = [Card(ACE, suit) for suit in SUITS] + [Card(KING, suit) for suit in SUITS]
    places = []
    for card in wanted:
        for i in range(len(cards) - 1, -1, -1):
            if cards[i] == card:
                places.append(i)
                break
        else:
            raise ValueError(f"the pack has no {card}")
    return places


def table_position(
    position: Position | Setup, foundations: Sequence[Sequence[Card]], piles: Sequence[Sequence[Card]]
) -> Position:
    """The position with these foundations and piles.

    From a :class:`~patience_core.Setup`, a fresh position with all the
    setup's redeals; from a position, the same game with its redeals unchanged.
    """
    table = (
        *(
            Pile(pile_id, Role.FOUNDATION, tuple(cards))
            for pile_id, cards in zip(FOUNDATIONS, foundations, strict=True)
        ),
        *(Pile(pile_id, Role.TABLEAU, tuple(cards)) for pile_id, cards in zip(PILES, piles, strict=True)),
    )
    if isinstance(position, Setup):
        return Position(position.variant, position.edition, position.number, position.redeals, table)
    return Position(position.variant, position.edition, position.number, position.redeals_left, table, position.state)


def foundations_of(position: Position) -> list[list[Card]]:
    """The position's foundations as lists, to deal onto."""
    return [list(pile.cards) for pile in position.piles[:FOUNDATION_COUNT]]
