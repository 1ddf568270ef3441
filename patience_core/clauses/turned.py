"""Clauses of cards turned aside in the deal, brought back one by one when play is blocked, each starting a chain."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part, move_cards
from patience_core.clauses.foundations import Foundations
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position, Redeal
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["ChainWhenBlocked"]


class ChainWhenBlocked:
    """When play is blocked, a card turned aside comes back: up to a foundation, or under its heap, and a chain runs on.

    ``turned`` is the pile of cards the deal turned face down and laid aside;
    ``heaps`` are the heaps numbered in order, the first for the ace. Once
    the ``stock`` is dealt out, and while no top card of the ``free`` piles
    fits one of the ``foundations``, the move ``deal`` takes the top card of
    ``turned``, the last laid aside (by the rule ``turned_cite``): it goes up
    to the first foundation it fits, the ``foundations`` asked in order; else it is put
    under the heap of its number, and that heap's top card is dealt with next,
    by the next ``deal``: put under the heap of its own number in turn, and so
    on. The chain stops as soon as a card can go to a foundation (a ``deal``
    is refused while one can, until the player has played it), and, by
    the rule ``once``, when the card to be dealt with next is one the chain
    has already moved: the next ``deal`` then takes the next turned card. A
    card played from the ``free`` piles to a foundation ends the chain. The
    heaps are gathered for a redeal only when ``turned`` is used up.

    The position records the heap whose top card is dealt with next in its
    state, ``turn``, and how many cards the chain has put under each heap,
    ``under`` (``h4:1 h7:2``).

    >>> from patience_core import Role, parse_card
    >>> from patience_core.cards import ACE, KING, QUEEN
    >>> from patience_core.sources import HOFFMANN_1892, Reading
    >>> paquets = HOFFMANN_1892.game(52)
    >>> upper = Foundations(paquets.page(99), piles=("u1",), order=(KING, ACE, 2, 3, 4))
    >>> once = Reading("each card moves once in a chain", of=paquets.page(100))
    >>> chain = ChainWhenBlocked(paquets.page(100), heaps=("h1", "h2", "h3"), turned="aside", foundations=(upper,),
    ...                          free=("h1", "h2", "h3"), once=once)
    >>> def pile(pile_id, text, role=Role.TABLEAU):
    ...     return Pile(pile_id, role, tuple(parse_card(card) for card in text.split()))
    >>> def table(h1, h2, h3):
    ...     return Position("x", "y", 1, 0, (pile("u1", "KS AS", Role.FOUNDATION), pile("h1", h1), pile("h2", h2),
    ...                     pile("h3", h3), pile("aside", "2S 3H", Role.STOCK), pile("stock", "", Role.STOCK)))
    >>> def cards(position):
    ...     return [" ".join(map(str, pile.cards)) for pile in position.piles[1:5]], position.get("turn")

    The three of hearts, turned last, fits no foundation: it goes under the
    third heap, and that heap's top card, the two of clubs, under the second:

    >>> position = chain.patience_apply_move(table("3D", "AC 2H", "2C"), Deal())
    >>> cards(position)
    (['3D', 'AC 2H', '3H 2C', '2S'], 'h3')
    >>> position = chain.patience_apply_move(position, Deal())
    >>> cards(position), position.get("under")
    ((['3D', '2C AC 2H', '3H', '2S'], 'h2'), 'h2:1 h3:1')
    >>> print(chain.patience_check_move(position, Deal()).rule)
    the top card of h2 goes under the heap of its number

    A card that can go up stops it; and the three of hearts, put under an
    empty heap, is the next card to deal with, one the chain has moved: the
    chain is over, and the next turned card, the two of spades, goes up.

    >>> print(chain.patience_check_move(table("2S", "AC 2H", "2C"), Deal()).rule)
    a card that fits a foundation is played before the chain goes on: h1
    >>> position = chain.patience_apply_move(table("3D", "AC 2H", ""), Deal())
    >>> print(chain.patience_check_move(position, Deal()).describe())
    the next turned card comes into play [reading: each card moves once in a chain]
    >>> cards(chain.patience_apply_move(position, Deal()))
    (['3D', 'AC 2H', '3H', ''], None)
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self,
        cite: Citation,
        *,
        heaps: tuple[str, ...],
        turned: str,
        foundations: tuple[Foundations, ...],
        free: tuple[str, ...],
        once: Citation,
        turned_cite: Citation | None = None,
        stock: str = "stock",
        gather_cite: Citation | None = None,
    ) -> None:
        self.cite = cite
        self.heaps = heaps
        self.turned = turned
        self.foundations = foundations
        self.free = free
        self.once = once
        self.turned_cite = turned_cite or cite
        self.stock = stock
        self.gather_cite = gather_cite or cite
        self.rule = (
            "when play is blocked, the last card turned aside comes back: up to a foundation if it fits, else under "
            "the heap of its number, whose top card follows it, until a card can go up"
        )

    def heap_of(self, card: Card) -> str | None:
        """The heap of ``card``'s number, or ``None`` for a rank with no heap."""
        return self.heaps[card.rank - 1] if card.rank <= len(self.heaps) else None

    @staticmethod
    def under(position: Position) -> dict[str, int]:
        """How many cards the chain under way has put under each heap."""
        said: str = position.get("under", "")
        counts = {}
        for entry in said.split():
            heap, _, count = entry.partition(":")
            counts[heap] = int(count) if count.isdigit() else 0
        return counts

    def going_on(self, position: Position) -> str | None:
        """The heap whose top card the chain deals with next, or ``None`` when no chain is under way.

        A chain is over when its heap's top card is one it has moved already
        (the heap holds no card the chain has not put there), or has no heap.
        """
        turn: str | None = position.get("turn")
        if turn is None:
            return None
        cards = position.pile(turn).cards
        if len(cards) <= self.under(position).get(turn, 0) or self.heap_of(cards[-1]) is None:
            return None
        return turn

    def blocking(self, position: Position) -> str | None:
        """The first ``free`` pile whose top card fits a foundation, or ``None``."""
        for pile_id in self.free:
            card = position.pile(pile_id).top
            if card is not None and any(home.next_home(position, card) is not None for home in self.foundations):
                return pile_id
        return None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next step of the chain; the rule below says whether it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A step of the chain once the deal is done and play is blocked; the redeal once the turned cards are used."""
        if isinstance(move, Redeal):
            if position.pile(self.turned).cards:
                return illegal("the heaps are gathered again only when the turned cards are used up", self.gather_cite)
            return None
        if not isinstance(move, Deal) or position.pile(self.stock).cards:
            return None
        blocking = self.blocking(position)
        if blocking is not None:
            return illegal(f"a card that fits a foundation is played before the chain goes on: {blocking}", self.cite)
        turn = self.going_on(position)
        if turn is not None:
            return legal(f"the top card of {turn} goes under the heap of its number", self.cite)
        if position.get("turn") is not None:
            if not position.pile(self.turned).cards:
                return illegal("the chain has ended and the turned cards are used up", self.once)
            return legal("the next turned card comes into play", self.once)
        turned = position.pile(self.turned).cards
        if not turned:
            return illegal("the turned cards are used up", self.cite)
        if self.heap_of(turned[-1]) is None and not self._home(position, turned[-1]):
            return illegal(
                f"the next turned card has no heap of its number among {self.heaps[0]}–{self.heaps[-1]}", self.cite
            )
        return legal("the next turned card comes into play", self.turned_cite)

    def _home(self, position: Position, card: Card) -> Pile | None:
        """The first foundation ``card`` fits, the ``foundations`` asked in order, or ``None``."""
        for foundations in self.foundations:
            home = foundations.next_home(position, card)
            if home is not None:
                return home
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The chain's next card under its heap, or the next turned card brought back; a card gone up ends the chain."""
        if isinstance(move, Move):
            if position.get("turn") is None or move.source not in self.free:
                return None
            return move_cards(position, move).with_state(turn=None, under=None)
        if not isinstance(move, Deal) or position.pile(self.stock).cards:
            return None
        turn = self.going_on(position)
        if turn is not None:
            taken = position.pile(turn).cards
            return self._under(position.with_piles({turn: taken[:-1]}), taken[-1], self.under(position))
        turned = position.pile(self.turned).cards
        card, after = turned[-1], position.with_piles({self.turned: turned[:-1]})
        home = self._home(after, card)
        if home is not None:
            return after.with_piles({home.id: (*home.cards, card)}).with_state(turn=None, under=None)
        return self._under(after, card, {})

    def _under(self, position: Position, card: Card, under: dict[str, int]) -> Position:
        """``card`` put under the heap of its number, whose turn it then is; the chain ends on a card with no heap."""
        heap = self.heap_of(card)
        if heap is None:
            raise ValueError(f"{card} has no heap of its number among {', '.join(self.heaps)}")
        under = {**under, heap: under.get(heap, 0) + 1}
        after = position.with_piles({heap: (card, *position.pile(heap).cards)})
        said = " ".join(f"{pile_id}:{under[pile_id]}" for pile_id in self.heaps if pile_id in under)
        return after.with_state(turn=heap, under=said)

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The turned cards lie face down: none is taken by hand."""
        if pile.id != self.turned:
            return None
        return illegal("the turned cards lie face down until play is blocked, and come back one by one", self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The turn is one of the heaps, and the chain has put under each heap no more cards than it holds."""
        turn = position.get("turn")
        problems = []
        if turn is not None and turn not in self.heaps:
            problems.append(f"state 'turn' is {turn!r}, not one of the heaps")
        said = position.get("under")
        if (said is None) != (turn is None):
            problems.append("state 'turn' and 'under' go together: a chain under way records both")
        elif said is not None:
            under = self.under(position) if isinstance(said, str) else {}
            if not isinstance(said, str) or any(
                heap not in self.heaps or not 0 < count <= len(position.pile(heap).cards)
                for heap, count in under.items()
            ):
                problems.append(f"state 'under' is {said!r}, not counts of cards the chain put under its heaps")
        return problems
