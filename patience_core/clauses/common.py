"""What the clauses share: the words of the game's language, the piles a clause governs, and helpers."""

from __future__ import annotations

import enum
import functools
import random
from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING, TypeAlias

from patience_core.cards import FULL_PACK, KING, Card, PackKind
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.rulings import Ruling

__all__ = ["Build", "Space", "Suits", "move_cards", "numbered", "reproducible_shuffle", "table_of"]

Piles: TypeAlias = Role | tuple[str, ...]


class Part(enum.Enum):
    """The parts of a patience a clause may govern, in the order a book describes them.

    Every clause says which with its class attribute ``governs``; a clause
    that only finds moves for the engine governs none. The comparison of
    editions (:mod:`patience_core.analysis.compare`) sorts their statements by it.
    """

    PACKS = "packs"
    DEAL = "the deal and layout"
    FOUNDATIONS = "foundations"
    BUILDING = "building"
    AVAILABLE = "what is available"
    SPACES = "spaces"
    STOCK = "stock and talon"
    REDEALS = "redeals"
    SPECIAL = "pairs and other plays"
    WIN = "the win"
    OTHER = "other rules"


class Build(enum.Enum):
    """Which way a pile is built: each card one rank above, below, or either."""

    UP = "up"
    DOWN = "down"
    EITHER = "up or down"


class Suits(enum.Enum):
    """What a card must share with the card it goes on."""

    SAME = "in suit"
    COLOUR = "by colour"
    ALTERNATE = "in alternating colours"
    ANY = "regardless of suit"

    def allows(self, below: Card, above: Card) -> bool:
        """Whether ``above`` may lie on ``below`` as far as suit and colour go."""
        if self is Suits.SAME:
            return above.suit is below.suit
        if self is Suits.COLOUR:
            return above.colour is below.colour
        if self is Suits.ALTERNATE:
            return above.colour is not below.colour
        return True


class Space(enum.Enum):
    """What an empty pile takes."""

    ANY = "any card"
    KINGS = "a king only"
    NOTHING = "nothing: it stays empty"


def numbered(prefix: str, count: int) -> tuple[str, ...]:
    """Pile ids ``prefix1`` to ``prefixN``.

    >>> numbered("f", 4)
    ('f1', 'f2', 'f3', 'f4')
    """
    return tuple(f"{prefix}{i}" for i in range(1, count + 1))


def table_of(**roles: str | Sequence[str]) -> tuple[tuple[str, Role], ...]:
    """The table's piles as ``(id, role)`` in reading order, for :class:`Layout`: one keyword a role.

    Each keyword is a :class:`~patience_core.Role` by its value (``foundation``,
    ``tableau``, ``reserve``, ``waste``, ``stock``) and names one pile or a
    tuple of piles; the keywords are read in the order written.

    >>> piles = table_of(foundation=numbered("f", 2), tableau=("t1",), waste="talon", stock="stock")
    >>> [f"{pile_id} {role.value}" for pile_id, role in piles]
    ['f1 foundation', 'f2 foundation', 't1 tableau', 'talon waste', 'stock stock']
    >>> table_of(foundations=numbered("f", 4))
    Traceback (most recent call last):
    ...
    ValueError: table_of: foundations= is no role; the roles are foundation, tableau, stock, waste, reserve
    >>> table_of(tableau=("t1", "t2"), reserve="t1")
    Traceback (most recent call last):
    ...
    ValueError: table_of: t1 named twice
    """
    laid: list[tuple[str, Role]] = []
    for name, piles in roles.items():
        try:
            role = Role(name)
        except ValueError:
            known = ", ".join(role.value for role in Role)
            raise ValueError(f"table_of: {name}= is no role; the roles are {known}") from None
        laid += [(pile_id, role) for pile_id in ((piles,) if isinstance(piles, str) else piles)]
    named = [pile_id for pile_id, _ in laid]
    twice = sorted({pile_id for pile_id in named if named.count(pile_id) > 1})
    if twice:
        raise ValueError(f"table_of: {', '.join(twice)} named twice")
    return tuple(laid)


def _governs(piles: Piles, pile: Pile) -> bool:
    return pile.role is piles if isinstance(piles, Role) else pile.id in piles


def _selected(piles: Piles, position: Position) -> tuple[Pile, ...]:
    if isinstance(piles, Role):
        return position.piles_of(piles)
    return tuple(position.pile(pile_id) for pile_id in piles)


def _ruling(verdict: bool | None, rule: str, cite: Citation) -> Ruling | None:
    """The ruling for a clause's verdict: legal, illegal, or no opinion (``None``)."""
    if verdict is None:
        return None
    return legal(rule, cite) if verdict else illegal(rule, cite)


@functools.lru_cache(maxsize=4096)
def _step(rank: int, build: Build, wrap: bool, pack: PackKind = FULL_PACK) -> tuple[int, ...]:
    """The ranks that may follow ``rank`` when building ``build``, in a ``pack`` that may be stripped."""
    if pack.whole:
        higher, lower = (rank + 1 if rank < KING else 0), rank - 1
    else:
        higher, lower = pack.after(rank) or 0, pack.before(rank) or 0
    after = []
    if build is not Build.DOWN:
        after.append(higher or (pack.ranks[0] if wrap else 0))
    if build is not Build.UP:
        after.append(lower or (pack.ranks[-1] if wrap else 0))
    return tuple(r for r in after if r)


def move_cards(position: Position, move: Move) -> Position:
    """The position after the top ``move.count`` cards of the source are put onto the target."""
    return position._moved(move)


def reproducible_shuffle(cards: Iterable[Card], position: Position) -> list[Card]:
    """``cards`` shuffled the same way every time the same deal reaches the same redeal.

    The cards are sorted, then shuffled (Fisher-Yates from the end) by a
    private generator seeded with the game's name, its deal number and the
    number of redeals left: a deal number always plays the same game, and the
    global :mod:`random` module is never touched.

    >>> from patience_core import parse_card
    >>> position = Position("sultan", "cadogan-1914", 4, 2, ())
    >>> cards = [parse_card(text) for text in ("AS", "2S", "3S", "4S", "5S")]
    >>> reproducible_shuffle(cards, position) == reproducible_shuffle(reversed(cards), position)
    True
    """
    shuffled = sorted(cards)
    generator = random.Random(f"{position.variant} {position.number} redeal {position.redeals_left}")
    for n in range(len(shuffled) - 1, 0, -1):
        j = int(generator.random() * (n + 1))
        shuffled[n], shuffled[j] = shuffled[j], shuffled[n]
    return shuffled


def _named(piles: Piles) -> str:
    return f"the {piles.value} piles" if isinstance(piles, Role) else ", ".join(piles)


_RANK_NAMES = (
    *("", "ace", "two", "three", "four", "five", "six", "seven"),
    *("eight", "nine", "ten", "knave", "queen", "king"),
)
