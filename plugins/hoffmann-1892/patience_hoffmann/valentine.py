"""Valentine: one pack going round and round, four heaps in a row growing in suit at both ends.

Hoffmann 1892, No. 26 "Valentine", pp. 44–45. Four cards are laid in a row.
Each next card of the pack that is one higher than a heap's top card, in
suit, goes upon it; one lower than its bottom card, underneath it. The first
card that goes nowhere is laid aside; the four heaps are gathered, left to
right, under the pack, and the card laid aside begins a new row, completed
from the pack. The pack goes round so as long as fresh cards join the heaps;
the game is won when the four heaps are the four suits in order. The player
has nothing to decide: the deal alone decides the game, and it is very nearly
always lost.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence
from typing import ClassVar

from patience_core import Action, Deal, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import Card
from patience_core.clauses import Cleared, DealStep, Layout, Part, numbered, table_of
from patience_core.sources import Citation
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(26)
HEAPS = numbered("h", 4)
TABLE = table_of(tableau=HEAPS, stock="stock")

#: "If in ascending sequence, place it upon it. If in descending sequence, underneath it": the order the book
#: gives is kept, so that a card that continues one heap upward and another downward goes upon the first.
UPON_FIRST = Reading("a card that continues two heaps goes upon the one it continues upward", of=GAME.page(45))
#: The footnote's joining of the cards laid out ("the higher will at once be played on the lower, the vacancy being
#: supplied by the next card") is the rule of every card: a row is laid out card by card, each card joining a heap
#: it continues, the others beginning heaps until there are four.
ROW_CARD_BY_CARD = Reading("a row is laid out card by card, a card joining a heap it continues", of=GAME.page(45))
#: The heaps, gathered left to right and put under the pack face down, come out again lowest card first, so that
#: each heap's run builds itself again.
LOW_CARD_FIRST = Reading("the gathered heaps come back lowest card first", of=GAME.page(45))
#: "It is rather difficult to decide at what point the game becomes absolutely hopeless": once the table can only
#: come round to itself again, no fresh card will ever join a heap.
HOPELESS = Reading("the game is lost once play can only go round in a cycle", of=GAME.page(45))

State = tuple[tuple[tuple[Card, ...], ...], tuple[Card, ...]]
#: How many tables the cycle finder remembers before it starts afresh.
_REMEMBERED = 200_000


def deal_one(heaps: Sequence[tuple[Card, ...]], stock: tuple[Card, ...]) -> State:
    """The row and the pack (bottom to top) after the next card is dealt.

    The card goes upon the heap whose top card it follows in suit, else
    underneath the heap whose bottom card it precedes, else begins the next
    heap of the row while there are fewer than four; else the row is gathered
    under the pack, left to right, each heap lowest card first to come out,
    and the card begins a new row.

    >>> from patience_core import parse_card
    >>> from patience_hoffmann.valentine import deal_one
    >>> cards = lambda text: tuple(map(parse_card, text.split()))
    >>> heaps, stock = deal_one((cards("5H 6H"), cards("9C"), cards("2S"), cards("KD")), cards("3C 8C"))
    >>> [" ".join(map(str, heap)) for heap in heaps], " ".join(map(str, stock))
    (['5H 6H', '8C 9C', '2S', 'KD'], '3C')
    >>> heaps, stock = deal_one(heaps, stock)
    >>> [" ".join(map(str, heap)) for heap in heaps], " ".join(map(str, stock))
    (['3C', '', '', ''], 'KD 2S 9C 8C 6H 5H')
    """
    card, rest = stock[-1], stock[:-1]
    row = list(heaps)
    for i, heap in enumerate(row):
        if heap and heap[-1].suit is card.suit and heap[-1].rank + 1 == card.rank:
            row[i] = (*heap, card)
            return tuple(row), rest
    for i, heap in enumerate(row):
        if heap and heap[0].suit is card.suit and heap[0].rank - 1 == card.rank:
            row[i] = (card, *heap)
            return tuple(row), rest
    for i, heap in enumerate(row):
        if not heap:
            row[i] = (card,)
            return tuple(row), rest
    gathered = tuple(reversed([card for heap in row for card in heap]))
    return ((card,), *([()] * (len(row) - 1))), gathered + rest


class RowOfFour:
    """The deal, a card at a time, the only move of the game; and the end when play can only go round.

    Each ``deal`` lays the next card as :func:`deal_one` says. A deal is
    refused once the table lies on a cycle of play (it will come round to
    itself and never reach an empty pack): the game is then lost. The cycle
    is found by running the deal ahead from the table (Brent's method), and
    the tables found on a cycle or not are remembered.

    >>> from patience_core import new_game
    >>> game = new_game("valentine", number=1)
    >>> game.legal_moves()
    [Deal()]
    >>> print(game.judge("stock-h1").rule)
    every card goes where the deal lays it: the move is 'deal'
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(self, cite: Citation, *, hopeless: Citation, heaps: tuple[str, ...] = HEAPS) -> None:
        self.cite = cite
        self.hopeless = hopeless
        self.heaps = heaps
        self.rule = "the next card joins a heap it continues, or begins one, or is laid aside and the row gathered"
        self._cycle: set[State] = set()
        self._tail: set[State] = set()

    def state(self, position: Position) -> State:
        """The row and the pack, as :func:`deal_one` takes them."""
        return tuple(position.pile(pile_id).cards for pile_id in self.heaps), position.pile("stock").cards

    def on_cycle(self, start: State) -> bool:
        """Whether dealing on from ``start`` comes back to ``start`` (and so never to an empty pack)."""
        if start in self._cycle or start in self._tail:
            return start in self._cycle
        if len(self._cycle) + len(self._tail) > _REMEMBERED:
            self._cycle, self._tail = set(), set()
        power = length = 1
        slow, fast = start, deal_one(*start) if start[1] else None
        while fast is not None and slow != fast:
            if power == length:
                slow, power, length = fast, power * 2, 0
            fast, length = (deal_one(*fast) if fast[1] else None), length + 1
        if fast is None:  # the pack runs out on the way: no table on it lies on a cycle
            path = start
            while path[1]:
                self._tail.add(path)
                path = deal_one(*path)
            return False
        cycle = {fast}
        walker = deal_one(*fast)
        while walker != fast:  # on a cycle the pack never runs out
            cycle.add(walker)
            walker = deal_one(*walker)
        path = start
        while path not in cycle:
            self._tail.add(path)
            path = deal_one(*path)
        self._cycle |= cycle
        return start in cycle

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card, while there is one."""
        return [Deal()] if position.pile("stock").cards else []

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal while the pack lasts and play can still get somewhere; no card moved by hand."""
        if isinstance(move, Move):
            return illegal("every card goes where the deal lays it: the move is 'deal'", self.cite)
        if not isinstance(move, Deal):
            return None
        if not position.pile("stock").cards:
            return illegal("the pack is used up", self.cite)
        if self.on_cycle(self.state(position)):
            return illegal("the game is lost: play can only come round to this table again", self.hopeless)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The next card laid by :func:`deal_one`."""
        if not isinstance(move, Deal):
            return None
        heaps, stock = deal_one(*self.state(position))
        return position.with_piles({"stock": stock, **dict(zip(self.heaps, heaps, strict=True))})

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Each heap a run in suit, lowest card at the bottom; the row filled from the left."""
        problems = []
        for pile_id in self.heaps:
            cards = position.pile(pile_id).cards
            if any(b.suit is not a.suit or b.rank != a.rank + 1 for a, b in itertools.pairwise(cards)):
                problems.append(f"{pile_id} is not a run in suit, each card one higher than the card under it")
        filled = [bool(position.pile(pile_id).cards) for pile_id in self.heaps]
        if filled != sorted(filled, reverse=True):
            problems.append("the row is laid out from the left: an empty place lies before a heap")
        return problems


class FirstRow(DealStep):
    """The first row, laid card by card from the top of the pack as :func:`deal_one` lays any card, until four heaps.

    >>> from patience_core import parse_card
    >>> from patience_hoffmann.valentine import GAME, FirstRow
    >>> pack = [parse_card(text) for text in "3C 9C 2S 6H KD 5H".split()]  # the five of hearts on top
    >>> table = {"h1": [], "h2": [], "h3": [], "h4": []}
    >>> FirstRow(GAME.page(45), to=("h1", "h2", "h3", "h4")).lay(pack, table)
    >>> [" ".join(map(str, heap)) for heap in table.values()], [str(card) for card in pack]
    (['5H 6H', 'KD', '2S', '9C'], ['3C'])
    """

    def __init__(self, cite: Citation, *, to: tuple[str, ...]) -> None:
        self.cite = cite
        self.to = to

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Deal on while a place of the row is empty."""
        heaps = tuple(tuple(table[pile_id]) for pile_id in self.to)
        stock = tuple(pack)
        while stock and not all(heaps):
            heaps, stock = deal_one(heaps, stock)
        pack[:] = stock
        for pile_id, heap in zip(self.to, heaps, strict=True):
            table[pile_id][:] = heap


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, FirstRow(ROW_CARD_BY_CARD, to=HEAPS), rest="stock"),
    RowOfFour(GAME.page(45), hopeless=HOPELESS),
    Cleared(GAME.page(45), piles=("stock",), rule="the game is won when the four heaps hold the four suits in order"),
)

#: Valentine and its edition.
VARIANT = variant(
    "valentine",
    26,
    packs=1,
    rules=RULES,
    readings=(ROW_CARD_BY_CARD, UPON_FIRST, LOW_CARD_FIRST, HOPELESS),
    changes="the book's rules: every card dealt joins a heap it continues, upon or underneath, or the row is "
    "gathered under the pack; lost once play goes round in a cycle",
    summary="Deal the pack round and round into a row of four heaps growing in suit at both ends, "
    "until the four heaps are the four suits.",
)

patience_variant = published(VARIANT)
