"""Clauses of pairs and other special plays: two cards taken off together."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import _RANK_NAMES, Part, Piles, _governs, _ruling
from patience_core.clauses.tableau import Refill
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Pairs"]


class Pairs:
    """Two available cards that make a pair are taken off together and laid on the pile ``into``.

    A pair is played as a move of one card onto the other, ``t3-t7``: each
    card is lifted by the game's availability clause, the pair goes onto
    ``into`` (a foundation, where the cards taken off lie in pairs, the named
    card first), and with ``refill`` (the game's :class:`Refill`) the places
    emptied are filled, in table order. Two cards pair when their ranks add up
    to ``total`` (the knave counting eleven, the queen twelve, the king
    thirteen) or, without a total, when their ranks are equal. With ``lines``
    (tuples of pile ids: a grid's rows and columns, say) the two cards must
    lie in one line, by the rule ``lines_cite``. No card goes onto ``into``
    alone, and none leaves it. A card moved into an empty pile is no pair:
    the move is left to the game's other clauses (a space filled, say).

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> nestor = Pairs(CADOGAN_1914.game("Nestor").play(2), into="pairs")
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("2S"), parse_card("9H"))),
    ...          Pile("t2", Role.TABLEAU, (parse_card("9C"),)), Pile("t3", Role.TABLEAU, (parse_card("8C"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> nestor.patience_can_place(position, position.pile("t2"), (parse_card("9H"),)).legal
    True
    >>> print(nestor.patience_can_place(position, position.pile("t3"), (parse_card("9H"),)).describe())
    two cards of equal rank are paired off [Cadogan 1914, "Nestor", play ¶2]
    >>> after = nestor.patience_apply_move(position, Move("t1", "t2"))
    >>> [[str(card) for card in pile.cards] for pile in after.piles]
    [['9H', '9C'], ['2S'], [], ['8C']]
    >>> print(nestor.patience_check_move(position, Move("t3", "pairs")).rule)
    cards are taken off only in pairs, one card played onto the other

    Fourteen in one row or column, each place filled at once from the stock:

    >>> fourteenth = CADOGAN_1914.game("The Fourteenth")
    >>> grid = Pile("a", Role.TABLEAU, (parse_card("KH"),)), Pile("b", Role.TABLEAU, (parse_card("AS"),))
    >>> stock = Pile("stock", Role.STOCK, (parse_card("5D"), parse_card("7C")))
    >>> refill = Refill(fourteenth.play(2), piles=("a", "b"), supply=("stock",))
    >>> row = fourteenth.play(1)
    >>> fourteen = Pairs(row, total=14, lines=(("a", "b"),), lines_cite=row, refill=refill)
    >>> after = fourteen.patience_apply_move(Position("x", "y", 1, 0, (table[0], *grid, stock)), Move("b", "a"))
    >>> [[str(card) for card in pile.cards] for pile in after.piles]
    [['AS', 'KH'], ['7C'], ['5D'], []]
    >>> print(Pairs(row, total=14, lines=(("a",), ("b",)), lines_cite=row)
    ...       .patience_check_move(Position("x", "y", 1, 0, grid), Move("b", "a")).rule)
    the two cards of a pair lie in one line

    With ``suited``, two cards pair when they are of one suit, whatever their
    ranks; with ``cover`` (the stock's pile id), a pair is not taken off but
    covered where it lies by the next two cards of the stock, the moved card's
    first, and is refused when the stock has not two cards left ("Covering"
    Patience: "you cover these with two other cards from the pack"):

    >>> from patience_core.sources import HOFFMANN_1892
    >>> covering = Pairs(HOFFMANN_1892.game(24).page(42), suited=True, cover="stock")
    >>> four = (Pile("t1", Role.TABLEAU, (parse_card("3H"),)), Pile("t2", Role.TABLEAU, (parse_card("QH"),)),
    ...         Pile("t3", Role.TABLEAU, (parse_card("QS"),)), stock)
    >>> print(covering.patience_can_place(Position("x", "y", 1, 0, four), four[0], (parse_card("QS"),)).rule)
    two cards of the same suit are covered with the next two cards of the pack
    >>> after = covering.patience_apply_move(Position("x", "y", 1, 0, four), Move("t2", "t1"))
    >>> [[str(card) for card in pile.cards] for pile in after.piles]
    [['3H', '5D'], ['QH', '7C'], ['QS'], []]
    >>> print(covering.patience_check_move(after, Move("t2", "t1")).rule)
    the pack has not two cards left to cover them

    With ``alone``, cards of those ranks are taken off by themselves, by the
    rule ``alone_cite``: such a card is played onto ``into`` (``t1-pairs``),
    and its place refilled. Thirteens throws out its kings singly:

    >>> from patience_core.sources import HOFFMANN_1892
    >>> thirteens = HOFFMANN_1892.game(20).page(35)
    >>> kings = Pairs(thirteens, total=13, alone=(13,), alone_cite=thirteens)
    >>> table = (Pile("pairs", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("KC"),)),
    ...          Pile("t2", Role.TABLEAU, (parse_card("QC"),)))
    >>> kings.patience_check_move(Position("x", "y", 1, 0, table), Move("t1", "pairs")) is None
    True
    >>> print(kings.patience_check_move(Position("x", "y", 1, 0, table), Move("t2", "pairs")).rule)
    cards are taken off only in pairs, one card played onto the other, or a king by itself
    >>> after = kings.patience_apply_move(Position("x", "y", 1, 0, table), Move("t1", "pairs"))
    >>> [[str(card) for card in pile.cards] for pile in after.piles]
    [['KC'], [], ['QC']]
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles = Role.TABLEAU,
        into: str = "pairs",
        total: int | None = None,
        lines: Sequence[tuple[str, ...]] = (),
        lines_cite: Citation | None = None,
        refill: Refill | None = None,
        suited: bool = False,
        cover: str | None = None,
        alone: tuple[int, ...] = (),
        alone_cite: Citation | None = None,
    ) -> None:
        if lines and lines_cite is None:
            raise ValueError("Pairs: lines= needs lines_cite=, the rule that keeps a pair in one line")
        if alone and alone_cite is None:
            raise ValueError("Pairs: alone= needs alone_cite=, the rule that those cards go by themselves")
        self.cite = cite
        self.piles = piles
        self.into = into
        self.total = total
        self.lines = tuple(frozenset(line) for line in lines)
        self.lines_cite = lines_cite
        self.refill = refill
        self.suited = suited
        self.cover = cover
        self.alone = alone
        self.alone_cite = alone_cite
        how = f"two cards adding up to {total}" if total is not None else "two cards of equal rank"
        how = "two cards of the same suit" if suited else how
        self.rule = f"{how} are {'covered with the next two cards of the pack' if cover else 'paired off'}"
        names = ", ".join(_RANK_NAMES[rank] for rank in alone).rsplit(", ", 1)
        self.alone_rule = f"a {' or '.join(names)} is taken off by itself" if alone else ""

    def pair(self, one: Card, other: Card) -> bool:
        """Whether ``one`` and ``other`` make a pair."""
        if self.suited:
            return one.suit is other.suit
        return one.rank + other.rank == self.total if self.total is not None else one.rank == other.rank

    def in_line(self, one: str, other: str) -> bool:
        """Whether the piles ``one`` and ``other`` lie in one line (always, without ``lines``)."""
        return not self.lines or any(one in line and other in line for line in self.lines)

    def lone(self, position: Position, move: Move) -> bool:
        """Whether ``move`` takes off by itself a card of a rank in ``alone``: one card of ours onto ``into``."""
        source = position.pile(move.source)
        top = source.top
        return (
            move.target == self.into
            and move.count == 1
            and _governs(self.piles, source)
            and top is not None
            and top.rank in self.alone
        )

    def waiting(self, cards: Sequence[Card]) -> Card | None:
        """The card of ``cards`` (those taken off, bottom first) still waiting for its partner, if one is."""
        waiting = None
        for card in cards:
            if waiting is not None:
                waiting = None
            elif card.rank not in self.alone:
                waiting = card
        return waiting

    def _pairing(self, position: Position, move: Action) -> bool:
        """Whether ``move`` pairs two cards: one card of ours onto another's, not into an empty pile (a space)."""
        if not isinstance(move, Move):
            return False
        target = position.pile(move.target)
        return _governs(self.piles, position.pile(move.source)) and _governs(self.piles, target) and bool(target.cards)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Nothing goes onto ``into`` but by pairing, nothing leaves it; a pair is two single cards in one line."""
        if not isinstance(move, Move):
            return None
        if move.target == self.into:
            if self.alone and self.lone(position, move):
                return None
            alone = f", or {self.alone_rule.removesuffix(' is taken off by itself')} by itself" if self.alone else ""
            return illegal(f"cards are taken off only in pairs, one card played onto the other{alone}", self.cite)
        if move.source == self.into:
            return illegal("a pair taken off stays off", self.cite)
        if not self._pairing(position, move):
            return None
        if move.count != 1:
            return illegal("a pair is two single cards", self.cite)
        if not self.in_line(move.source, move.target):
            return illegal("the two cards of a pair lie in one line", self.lines_cite)
        if self.cover is not None and len(position.pile(self.cover).cards) < 2:
            return illegal("the pack has not two cards left to cover them", self.cite)
        return None

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """Whether ``cards`` pair with the top of ``pile``; ``None`` for a pile not governed, or empty."""
        if pile.id == self.into:
            return len(cards) == 1 and cards[0].rank in self.alone
        if not _governs(self.piles, pile) or pile.top is None:
            return None
        return len(cards) == 1 and self.pair(pile.top, cards[0])

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """A card pairs with a pile's top card; on ``into`` (a position read) the second of a pair with the first."""
        if pile.id == self.into:
            waiting = self.waiting(pile.cards)
            if waiting is None and len(cards) == 1 and cards[0].rank in self.alone:
                return legal(self.alone_rule, self.alone_cite or self.cite)
            allowed = len(cards) == 1 and (waiting is None or self.pair(waiting, cards[0]))
            return _ruling(allowed, self.rule, self.cite)
        return _ruling(self.accepts(pile, cards), self.rule, self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The cards taken off are whole pairs (and cards taken off by themselves): none waits for its partner.

        With ``cover``, none is taken off at all.
        """
        if self.cover is not None:
            return []
        taken = position.pile(self.into).cards
        held = len(taken)
        return [f"{self.into} holds {held} cards, but cards are taken off in pairs"] if self.waiting(taken) else []

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Both cards onto ``into``, the source's first; with ``refill``, the places emptied filled in table order."""
        if isinstance(move, Move) and self.alone and self.lone(position, move):
            after = position._moved(move)
            emptied = not after.pile(move.source).cards
            return self.refill.fill(after, move.source) if self.refill is not None and emptied else after
        if not isinstance(move, Move) or not self._pairing(position, move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        if self.cover is not None:  # the next card of the pack on the moved card, the one after on the other
            stock = position.pile(self.cover).cards
            return position.with_piles(
                {
                    source.id: (*source.cards, stock[-1]),
                    target.id: (*target.cards, stock[-2]),
                    self.cover: stock[:-2],
                }
            )
        pair = (source.cards[-1], target.cards[-1])
        taken = position.pile(self.into).cards + pair
        after = position.with_piles({source.id: source.cards[:-1], target.id: target.cards[:-1], self.into: taken})
        if self.refill is not None:
            for pile in after.piles:
                if pile.id in (source.id, target.id) and not pile.cards:
                    after = self.refill.fill(after, pile.id)
        return after
