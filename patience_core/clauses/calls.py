"""Clauses of counting games: cards turned one at a time while ranks are called, a card answering its call going out."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import RANKS, Card
from patience_core.clauses.common import Part
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Calls"]


class Calls:
    """Cards turned one at a time while ranks are called in turn; a card that answers its call is thrown out.

    Each move ``deal`` turns the top card of ``stock`` and calls the next rank
    of ``calls``, round and round: a card of the rank called goes to ``out``,
    any other onto ``waste``. With ``restart`` (the rule that says so) the
    count begins again at the first call after a card is thrown out; without
    it, the count runs on. When the stock is used up, ``deal`` takes up the
    waste, its order kept, as the stock again, and the count goes on with the
    call after the last one made, by the rule ``again`` (``cite`` unless
    given). No card is moved by hand.

    The game is lost, by the rule ``lost``, when a pass through the cards
    throws nothing out though it began with a call that an earlier such pass
    began with since the last card went out: the cards and the count have
    come round unchanged, and the same pass would follow for ever. With
    ``idle_limit``, it is lost sooner: once that many passes in a row have
    thrown nothing out, whatever calls they began with. The
    position records the call for the next card (``call``, a rank as written,
    ``A`` to ``K``), the call the pass began with (``began``), whether the
    pass has thrown a card out (``hit``) and the calls that passes throwing
    nothing out have begun with since the last card went out (``idle``).

    >>> from patience_core import Role, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> talkative = HOFFMANN_1892.game(18).page(31)
    >>> calls = Calls(talkative, calls=tuple(range(1, 14)), lost=talkative)
    >>> stock = Pile("stock", Role.STOCK, tuple(parse_card(text) for text in ("5D", "2S", "9C")))
    >>> position = Position("x", "y", 1, 0, (stock, Pile("waste", Role.WASTE), Pile("out", Role.FOUNDATION)))
    >>> for _ in range(3):
    ...     position = calls.patience_apply_move(position, Deal())
    >>> [[str(card) for card in pile.cards] for pile in position.piles], position.get("call")
    ([[], ['9C', '5D'], ['2S']], '4')
    >>> position = calls.patience_apply_move(position, Deal())
    >>> [str(card) for card in position.pile("stock").cards], position.get("began")
    (['5D', '9C'], '4')

    Passes that throw nothing out, each begun with the call of one before it,
    end the game:

    >>> stuck = position.with_piles({"stock": (), "waste": (parse_card("5D"),)}).with_state(idle="4")
    >>> print(calls.patience_check_move(stuck, Deal()).rule)
    the cards and the count have come round unchanged, no card answering: the game is lost

    PySolFC's Hit or Miss ends it after two passes in a row that throw
    nothing out, whatever calls they begin with:

    >>> strict = Calls(talkative, calls=tuple(range(1, 14)), lost=talkative, idle_limit=2)
    >>> print(strict.patience_check_move(stuck.with_state(began="5"), Deal()).rule)
    2 passes in a row have thrown no card out: the game is lost
    >>> calls.patience_check_move(stuck.with_state(began="5"), Deal()).legal
    True
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self,
        cite: Citation,
        *,
        calls: Sequence[int],
        lost: Citation,
        restart: Citation | None = None,
        again: Citation | None = None,
        idle_limit: int | None = None,
        stock: str = "stock",
        waste: str = "waste",
        out: str = "out",
    ) -> None:
        if not calls or len(set(calls)) != len(calls):
            raise ValueError("Calls: calls= names the ranks called in turn, each once")
        self.cite = cite
        self.calls = tuple(calls)
        self.names = tuple(RANKS[rank] for rank in self.calls)
        self.lost = lost
        self.restart = restart
        self.again = again or cite
        self.idle_limit = idle_limit
        self.stock = stock
        self.waste = waste
        self.out = out
        called = ", ".join(self.names)
        self.rule = f"a card turned that answers the rank called ({called}, round and round) is thrown out"

    def called(self, position: Position, key: str = "call") -> int:
        """The index in ``calls`` of the call recorded under ``key`` (the first call when none is)."""
        name = position.get(key, self.names[0])
        return self.names.index(name) if name in self.names else 0

    def idle(self, position: Position) -> set[str]:
        """The calls that passes throwing nothing out have begun with since the last card went out."""
        idle: str = position.get("idle", "")
        return set(idle.split())

    def _ended(self, position: Position) -> str | None:
        """Why the pass just ended loses the game, or ``None``: it threw nothing out, and began with a call an
        earlier such pass began with (or, with ``idle_limit``, was the last of that many passes in a row)."""
        if position.get("hit", False):
            return None
        idle = self.idle(position)
        if self.idle_limit is not None and len(idle) + 1 >= self.idle_limit:
            return f"{self.idle_limit} passes in a row have thrown no card out: the game is lost"
        if position.get("began", self.names[0]) in idle:
            return "the cards and the count have come round unchanged, no card answering: the game is lost"
        return None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card, or the cards taken up again; the rule below says whether it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card is turned while the stock lasts; then the waste is taken up, unless the count has come round idle."""
        if isinstance(move, Move):
            if self.out in (move.source, move.target) or self.stock == move.source or self.waste == move.source:
                return illegal("no card is moved by hand: the cards are only turned and called", self.cite)
            return None
        if not isinstance(move, Deal):
            return None
        if position.pile(self.stock).cards:
            return legal(self.rule, self.cite)
        if not position.pile(self.waste).cards:
            return illegal("every card has been thrown out", self.cite)
        ended = self._ended(position)
        if ended is not None:
            return illegal(ended, self.lost)
        return legal("the cards are taken up, their order kept, and dealt again, the count going on", self.again)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Turn and call the next card; or take the waste up as the stock."""
        if not isinstance(move, Deal):
            return None
        stock = position.pile(self.stock).cards
        if not stock:
            return self._taken_up(position)
        card, index = stock[-1], self.called(position)
        hit = card.rank == self.calls[index]
        target = self.out if hit else self.waste
        after = position.with_piles({self.stock: stock[:-1], target: (*position.pile(target).cards, card)})
        following = 0 if hit and self.restart is not None else (index + 1) % len(self.calls)
        began = position.get("began", self.names[0])
        return after.with_state(call=self.names[following], began=began, hit=position.get("hit", False) or hit or None)

    def _taken_up(self, position: Position) -> Position:
        """The waste turned over as the stock, the next pass beginning with the call the count stopped at."""
        waste = position.pile(self.waste).cards
        idle = set() if position.get("hit", False) else self.idle(position) | {position.get("began", self.names[0])}
        call = self.names[self.called(position)]
        after = position.with_piles({self.stock: waste[::-1], self.waste: ()})
        order = " ".join(name for name in self.names if name in idle)
        return after.with_state(call=call, began=call, hit=None, idle=order or None)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """The cards thrown out are any cards that answered their calls (a saved position is read card by card)."""
        if pile.id != self.out:
            return None
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The calls recorded are calls of the game; ``hit`` is true or false."""
        problems = [
            f"state {key!r} is {position.get(key)!r}, not one of the calls {' '.join(self.names)}"
            for key in ("call", "began")
            if position.get(key, self.names[0]) not in self.names
        ]
        if not set(str(position.get("idle", "")).split()) <= set(self.names):
            problems.append(f"state 'idle' is {position.get('idle')!r}, not calls of the game")
        if not isinstance(position.get("hit", False), bool):
            problems.append(f"state 'hit' is {position.get('hit')!r}, not true or false")
        return problems
