"""Clauses of pairing games that rule which pairs may be made: a pair drawn from a pile, a pair made first.

Both read a game's :class:`~patience_core.clauses.Pairs` clause, which makes
the pairs: these only refuse moves it would allow.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part, Piles, _governs, _named, _selected
from patience_core.clauses.pairs import Pairs
from patience_core.markers import hookimpl
from patience_core.model import Move, Position
from patience_core.rulings import illegal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["PairedWith", "PairsFirst"]


def _is_pair(pairs: Pairs, position: Position, move: Move) -> bool:
    """Whether ``move`` is a pair of ``pairs``: a card of its piles onto another's card."""
    target = position.pile(move.target)
    return _governs(pairs.piles, position.pile(move.source)) and _governs(pairs.piles, target) and bool(target.cards)


class PairedWith:
    """While any of ``piles`` holds cards, one card of every pair comes from them: the others pair only with theirs.

    The Star pairs each card turned from the stock with a card of the star;
    the star's cards pair with one another only once the stock is used up.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> star = HOFFMANN_1892.game(2).page(10)
    >>> pairs = Pairs(star, piles=("stock", "i1", "i2"), into="pairs")
    >>> turned = PairedWith(star, pairs=pairs, piles=("stock",))
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("i1", Role.RESERVE, (parse_card("9C"),)),
    ...          Pile("i2", Role.RESERVE, (parse_card("9H"),)), Pile("stock", Role.STOCK, (parse_card("9S"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(turned.patience_check_move(position, Move("i1", "i2")).describe())
    while stock holds cards, one card of a pair comes from it [Hoffmann 1892, No. 2 "The Star", p. 10]
    >>> turned.patience_check_move(position, Move("stock", "i2")) is None
    True
    >>> turned.patience_check_move(position.with_piles({"stock": ()}), Move("i1", "i2")) is None
    True
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(self, cite: Citation, *, pairs: Pairs, piles: tuple[str, ...]) -> None:
        self.cite = cite
        self.pairs = pairs
        self.piles = piles
        self.rule = f"while {_named(piles)} holds cards, one card of a pair comes from it"

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A pair of two cards from elsewhere waits until the ``piles`` are used up."""
        if not isinstance(move, Move) or not _is_pair(self.pairs, position, move):
            return None
        if move.source in self.piles or move.target in self.piles:
            return None
        if any(pile.cards for pile in _selected(self.piles, position)):
            return illegal(self.rule, self.cite)
        return None


class PairsFirst:
    """A card of ``source`` that pairs with a card of the game's ``pairs`` is paired, not laid in one of ``aside``.

    The Star lays a card turned from the stock in a vacant place of its outer
    circle only "in such case" that it pairs with no card of the star.

    >>> from patience_core import Pile, Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> star = HOFFMANN_1892.game(2).page(10)
    >>> pairs = Pairs(star, piles=("stock", "i1", "o1"), into="pairs")
    >>> first = PairsFirst(star, pairs=pairs, source="stock", aside=("o1",))
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("i1", Role.RESERVE, (parse_card("9C"),)),
    ...          Pile("o1", Role.RESERVE), Pile("stock", Role.STOCK, (parse_card("9S"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(first.patience_check_move(position, Move("stock", "o1")).describe())
    a card of stock that pairs is paired, not laid aside [Hoffmann 1892, No. 2 "The Star", p. 10]
    >>> first.patience_check_move(position.with_piles({"stock": (parse_card("8S"),)}), Move("stock", "o1")) is None
    True

    A move onto a card of ``aside`` is a pair, left to the game's ``pairs``:

    >>> first.patience_check_move(position.with_piles({"o1": (parse_card("7C"),)}), Move("stock", "o1")) is None
    True
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(self, cite: Citation, *, pairs: Pairs, source: str, aside: Piles) -> None:
        self.cite = cite
        self.pairs = pairs
        self.source = source
        self.aside = aside
        self.rule = f"a card of {source} that pairs is paired, not laid aside"

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The card of ``source`` goes to ``aside`` only when no card of the game's pairs pairs with it."""
        if not isinstance(move, Move) or move.source != self.source:
            return None
        if not _governs(self.aside, position.pile(move.target)) or _is_pair(self.pairs, position, move):
            return None
        card = position.pile(self.source).top
        others = (pile.top for pile in _selected(self.pairs.piles, position) if pile.id != self.source)
        if card is not None and any(other is not None and self.pairs.pair(card, other) for other in others):
            return illegal(self.rule, self.cite)
        return None
