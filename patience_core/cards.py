"""Cards and packs.

A card is a rank (1 for the ace to 13 for the king) and a suit. A game may use
any number of packs (The Empress of India uses four); two or more packs hold
that many cards of every kind, indistinguishable in play, so a card has no pack
number (:func:`~patience_core.deals.shuffled_order` tells the copies apart
where a deal must). A pack is whole (:data:`FULL_PACK`, 52 cards) or stripped
of some ranks, as the piquet pack (:data:`PIQUET_PACK`, 32 cards, the aces and
the sevens to the kings) that The Olga plays four of: a :class:`PackKind`.

Text notation: rank then suit letter, ``AS``, ``10H``, ``QD``. Display uses the
suit symbols ``♠ ♥ ♦ ♣``.
"""

from __future__ import annotations

import enum
import functools
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from patience_core.errors import PositionError, shown

__all__ = [
    "ACE",
    "FULL_PACK",
    "KING",
    "KNAVE",
    "PIQUET_PACK",
    "QUEEN",
    "RANKS",
    "Card",
    "Colour",
    "PackKind",
    "Suit",
    "check_packs",
    "pack",
    "parse_card",
]


class Colour(enum.Enum):
    """The colour of a suit."""

    BLACK = "black"
    RED = "red"


@functools.total_ordering
class Suit(enum.Enum):
    """The four suits, in the order a new pack is sorted (clubs, spades, hearts, diamonds).

    Suits compare in that order, so cards sort by rank, then suit.
    """

    CLUBS = "C"
    SPADES = "S"
    HEARTS = "H"
    DIAMONDS = "D"

    @property
    def colour(self) -> Colour:
        """Red for hearts and diamonds, black for clubs and spades."""
        return _COLOURS[self._name_]

    @property
    def symbol(self) -> str:
        """The suit's symbol for display: ``♣ ♠ ♥ ♦``."""
        return _SYMBOLS[self]

    def __lt__(self, other: object) -> bool:
        if not isinstance(other, Suit):
            return NotImplemented
        return _SUIT_ORDER[self] < _SUIT_ORDER[other]

    # Each suit is a single object, equal only to itself: hashing by identity
    # agrees with equality and spares the Python-level hash Enum defines, which
    # every card's hash calls.
    __hash__ = object.__hash__


_SUIT_ORDER = {suit: i for i, suit in enumerate(Suit)}
#: Each suit's colour by the suit's name: asked for every card judged, so looked up by a string, whose hash is kept.
_COLOURS = {"CLUBS": Colour.BLACK, "SPADES": Colour.BLACK, "HEARTS": Colour.RED, "DIAMONDS": Colour.RED}
_SYMBOLS = {Suit.CLUBS: "♣", Suit.SPADES: "♠", Suit.HEARTS: "♥", Suit.DIAMONDS: "♦"}

#: Rank names in the text notation, indexed by rank (index 0 unused).
RANKS = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")
_RANK_OF = {name: rank for rank, name in enumerate(RANKS) if name}
_SUIT_OF = {suit.value: suit for suit in Suit}

ACE = 1
KNAVE = 11
QUEEN = 12
KING = 13


@dataclass(frozen=True, slots=True, order=True)
class Card:
    """A playing card: ``rank`` from 1 (ace) to 13 (king) and a ``suit``.

    >>> Card.parse("10H")
    Card.parse('10H')
    >>> Card.parse("QD").rank, Card.parse("QD").colour
    (12, <Colour.RED: 'red'>)
    >>> print(Card.parse("AS").symbol())
    A♠
    """

    rank: int
    suit: Suit
    # Positions are hashed whole, card by card, at every move (four packs are 208
    # cards): the hash is worked out once, when the card is made.
    _hash: int = field(init=False, repr=False, compare=False)
    #: The colour of the card's suit, worked out once: the rules of building ask it of every card they judge.
    colour: Colour = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        if not (isinstance(self.rank, int) and ACE <= self.rank <= KING):
            raise PositionError(f"a card's rank must be 1 to 13, not {self.rank!r}")
        if not isinstance(self.suit, Suit):
            raise PositionError(f"a card's suit must be a Suit, not {self.suit!r}")
        object.__setattr__(self, "_hash", hash((self.rank, self.suit)))
        object.__setattr__(self, "colour", self.suit.colour)

    def __hash__(self) -> int:
        return self._hash

    @property
    def is_ace(self) -> bool:
        """True for an ace."""
        return self.rank == ACE

    @property
    def is_king(self) -> bool:
        """True for a king."""
        return self.rank == KING

    @staticmethod
    def parse(text: str) -> Card:
        """The card written ``text`` in the notation (``AS``, ``10H``, ``QD``).

        Raises :class:`~patience_core.PositionError` for anything else.
        """
        return parse_card(text)

    def symbol(self) -> str:
        """The card for display, with its suit symbol: ``10♥``."""
        return RANKS[self.rank] + self.suit.symbol

    def __str__(self) -> str:
        return RANKS[self.rank] + self.suit.value

    def __repr__(self) -> str:
        return f"Card.parse({str(self)!r})"


_CARDS = {RANKS[rank] + suit.value: Card(rank, suit) for suit in Suit for rank in range(1, 14)}


def parse_card(text: object) -> Card:
    """The card written ``text`` in the notation; the same object every time.

    >>> parse_card("KC") is parse_card("kc")
    True
    >>> parse_card("1S")
    Traceback (most recent call last):
    ...
    patience_core.errors.PositionError: not a card: '1S' (write rank then suit, like AS, 10H, QD)
    """
    if isinstance(text, str):
        card = _CARDS.get(text.strip().upper())
        if card is not None:
            return card
    raise PositionError(f"not a card: {shown(text)} (write rank then suit, like AS, 10H, QD)")


def parse_cards(texts: Iterable[object]) -> tuple[Card, ...]:
    """Parse each card of ``texts``."""
    return tuple(parse_card(text) for text in texts)


def check_packs(packs: object) -> int:
    """``packs`` if it is a number of packs a patience may use: a whole number, one or more.

    >>> check_packs(4)
    4
    >>> check_packs(0)
    Traceback (most recent call last):
    ...
    ValueError: a patience uses a whole number of packs, one or more, not 0
    """
    if isinstance(packs, bool) or not isinstance(packs, int) or packs < 1:
        raise ValueError(f"a patience uses a whole number of packs, one or more, not {shown(packs)}")
    return packs


@dataclass(frozen=True)
class PackKind:
    """What one pack holds: the ``ranks`` of every suit, lowest first, and a ``name`` to save it by.

    A stripped pack leaves ranks out; building and dealing step over them (the
    rank after a piquet pack's ace is the seven: :meth:`after`). The ranks are
    checked: one or more, each a rank once, in order.

    >>> PIQUET_PACK.size, PIQUET_PACK.after(1), PIQUET_PACK.before(7), PIQUET_PACK.after(13)
    (32, 7, 1, None)
    >>> PackKind("odd", (7, 2))
    Traceback (most recent call last):
    ...
    ValueError: pack 'odd': its ranks must be ranks from 1 to 13, each once, lowest first, not (7, 2)
    """

    name: str
    ranks: tuple[int, ...]

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.isidentifier():
            raise ValueError(f"a pack's name is a word, not {shown(self.name)}")
        ranks = self.ranks
        if (
            not isinstance(ranks, tuple)
            or not ranks
            or any(isinstance(r, bool) or not isinstance(r, int) or not ACE <= r <= KING for r in ranks)
            or list(ranks) != sorted(set(ranks))
        ):
            raise ValueError(
                f"pack {self.name!r}: its ranks must be ranks from 1 to 13, each once, lowest first, not {shown(ranks)}"
            )

    @property
    def size(self) -> int:
        """How many cards one pack holds."""
        return 4 * len(self.ranks)

    @property
    def whole(self) -> bool:
        """Whether the pack holds every rank."""
        return len(self.ranks) == KING

    def after(self, rank: int) -> int | None:
        """The pack's next rank above ``rank`` (``None`` above its highest, or for a rank it lacks)."""
        if rank not in self.ranks:
            return None
        index = self.ranks.index(rank) + 1
        return self.ranks[index] if index < len(self.ranks) else None

    def before(self, rank: int) -> int | None:
        """The pack's next rank below ``rank`` (``None`` below its lowest, or for a rank it lacks)."""
        if rank not in self.ranks:
            return None
        index = self.ranks.index(rank)
        return self.ranks[index - 1] if index else None


#: The whole pack of 52 cards, ace to king in every suit.
FULL_PACK = PackKind("full", tuple(range(ACE, KING + 1)))
#: The piquet pack of 32 cards: the ace and the seven to the king of every suit.
PIQUET_PACK = PackKind("piquet", (ACE, 7, 8, 9, 10, 11, 12, 13))


def pack(packs: int = 1, kind: PackKind = FULL_PACK) -> list[Card]:
    """A new, unshuffled pack (or packs), in PySolFC's order.

    For each pack in turn: clubs, spades, hearts, diamonds; within a suit, ace
    to king, leaving out the ranks a stripped ``kind`` of pack does not hold.

    >>> [str(card) for card in pack()[:3]], len(pack(2)), len(pack(4))
    (['AC', '2C', '3C'], 104, 208)
    >>> [str(card) for card in pack(1, PIQUET_PACK)[:3]], len(pack(4, PIQUET_PACK))
    (['AC', '7C', '8C'], 128)
    """
    check_packs(packs)
    if not isinstance(kind, PackKind):
        raise ValueError(f"a kind of pack is a PackKind, not {shown(kind)}")
    return [_CARDS[RANKS[rank] + suit.value] for _ in range(packs) for suit in Suit for rank in kind.ranks]


def cards_text(cards: Iterable[Card]) -> Iterator[str]:
    """Each card in the text notation."""
    return (str(card) for card in cards)
