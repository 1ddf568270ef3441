"""Deal numbers: the shuffled pack for a numbered deal, as PySolFC shuffles it.

A reader can open deal ``N`` of a game in PySolFC and find the same cards in
the same places. PySolFC's algorithm:

* the pack starts in :func:`~patience_core.cards.pack` order (a stripped pack,
  such as the piquet pack, without the ranks it leaves out);
* numbers below 32000 use the linear congruential generator of the Microsoft C
  library (``x = x * 214013 + 2531011 mod 2**31``, drawing ``(x >> 16) & 0x7fff``,
  and ``randint(0, n)`` as that draw modulo ``n + 1``); a single whole pack of 52
  cards is first rearranged into the order Microsoft's FreeCell deals use (ace
  of clubs, ace of diamonds, ace of hearts, ace of spades, two of clubs, ...),
  and no other pack is;
* every other number seeds a private Mersenne Twister
  (:class:`random.Random`), with ``randint(0, n) = int(random() * (n + 1))``;
* the shuffle is Fisher–Yates from the end: for ``n`` from the last index down to
  1, swap card ``n`` with card ``randint(0, n)``.

The result lists the pack bottom to top: dealing takes cards from the **end**.

The small package ``pysol-cards`` implements the same generators, but its
generator switch includes 32000 and its congruential generator refuses deal 0,
where PySolFC uses the congruential generator for 0 to 31999; the few lines
here follow PySolFC exactly. The global :mod:`random` module is never used.
"""

from __future__ import annotations

import random
import secrets

from patience_core.cards import FULL_PACK, Card, PackKind, pack
from patience_core.errors import shown

__all__ = ["LCG_LIMIT", "MAX_NUMBER", "random_number", "shuffled_order", "shuffled_pack"]

#: Numbers below this use the Microsoft congruential generator.
LCG_LIMIT = 32000
#: The largest deal number PySolFC accepts (twenty digits).
MAX_NUMBER = 10**20


def _check_number(number: object) -> int:
    if isinstance(number, bool) or not isinstance(number, int):
        raise ValueError(f"a deal number is a whole number, not {shown(number)}")
    if not 0 <= number <= MAX_NUMBER:
        raise ValueError(f"a deal number is from 0 to {MAX_NUMBER}, not {shown(number)}")
    return number


class _MicrosoftLCG:
    def __init__(self, seed: int) -> None:
        self.state = seed

    def randint(self, top: int) -> int:
        self.state = (self.state * 214013 + 2531011) % 2**31
        return ((self.state >> 16) & 0x7FFF) % (top + 1)


class _MersenneTwister:
    def __init__(self, seed: int) -> None:
        self.generator = random.Random(seed)

    def randint(self, top: int) -> int:
        return int(self.generator.random() * (top + 1))


def shuffled_order(number: int, packs: int = 1, kind: PackKind = FULL_PACK) -> list[int]:
    """Deal ``number``'s shuffle as places: for each card of the shuffled pack, bottom to top,
    its index in the unshuffled :func:`~patience_core.cards.pack`.

    Two or more packs hold equal copies of every card, which :func:`shuffled_pack`
    cannot tell apart; this tells which copy lies where (indices below 52 are
    the first pack's, 52 to 103 the second's, and so on), for a game that
    treats the packs differently, as PySolFC's games that set the first pack's
    aces out do. ``kind`` is the kind of pack (:data:`~patience_core.cards.FULL_PACK`
    unless the game strips it).

    >>> order = shuffled_order(1)
    >>> [str(pack()[i]) for i in order[-4:]]
    ['JC', '9H', '2D', 'JD']
    """
    number = _check_number(number)
    places = list(range(len(pack(packs, kind))))
    generator: _MicrosoftLCG | _MersenneTwister
    if number < LCG_LIMIT:
        generator = _MicrosoftLCG(number)
        if len(places) == 52:
            # FreeCell's order: rank by rank, within a rank clubs, diamonds, hearts, spades
            # (the pack is sorted clubs, spades, hearts, diamonds, 13 cards a suit).
            places = [rank + 13 * suit for rank in range(13) for suit in (0, 3, 2, 1)]
    else:
        generator = _MersenneTwister(number)
    for n in range(len(places) - 1, 0, -1):
        j = generator.randint(n)
        places[n], places[j] = places[j], places[n]
    return places


def shuffled_pack(number: int, packs: int = 1, kind: PackKind = FULL_PACK) -> list[Card]:
    """The pack (or packs) of ``kind`` shuffled for deal ``number``, bottom to top.

    >>> [str(card) for card in shuffled_pack(1)[-4:]]
    ['JC', '9H', '2D', 'JD']
    >>> from patience_core.cards import PIQUET_PACK
    >>> piquet = shuffled_pack(1, 4, PIQUET_PACK)
    >>> len(piquet), sorted({card.rank for card in piquet}), piquet == shuffled_pack(1, 4, PIQUET_PACK)
    (128, [1, 7, 8, 9, 10, 11, 12, 13], True)
    """
    cards = pack(packs, kind)
    return [cards[i] for i in shuffled_order(number, packs, kind)]


#: Fresh deal numbers are drawn below this: nine digits are easy to note and to type into PySolFC.
RANDOM_LIMIT = 10**9


def random_number() -> int:
    """A fresh deal number for a game started without one, from 1 to 999,999,999 (system entropy)."""
    return secrets.randbelow(RANDOM_LIMIT - 1) + 1
