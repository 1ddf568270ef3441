"""Foundations each built up beneath a card of the table, from the rank above it round to it, and crowned with it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import ACE, KING, Card
from patience_core.clauses.common import Part, Suits
from patience_core.clauses.foundations import Foundations
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Crowned"]


def _above(rank: int) -> int:
    """The rank above ``rank``, the ace above the king."""
    return ACE if rank == KING else rank + 1


class Crowned(Foundations):
    """Foundations each begun below a card of the table and built up round to it, which then crowns it.

    ``crowns`` maps each foundation to the pile whose card lies above it (The
    Constitution's upper row above its middle row). A foundation begins with
    a card one rank above its crown, is built up a rank at a time, regardless
    of suit unless ``suit`` says otherwise, turning the corner from king to
    ace, and takes twelve cards so; the thirteenth is the crown itself, which
    goes on it then and only then, and goes nowhere else. With ``together``
    (a citation), no foundation takes its second card until every one has its
    first.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> constitution = HOFFMANN_1892.game(32)
    >>> middle = Crowned(constitution.page(55), crowns={"m1": "u1", "m2": "u2"}, together=constitution.page(56))
    >>> def table(m1="", m2="", u1="7S", u2="KD", lower="8H"):
    ...     piles = (Pile("u1", Role.RESERVE, tuple(map(parse_card, u1.split()))),
    ...              Pile("u2", Role.RESERVE, tuple(map(parse_card, u2.split()))),
    ...              Pile("m1", Role.FOUNDATION, tuple(map(parse_card, m1.split()))),
    ...              Pile("m2", Role.FOUNDATION, tuple(map(parse_card, m2.split()))),
    ...              Pile("l1", Role.TABLEAU, tuple(map(parse_card, lower.split()))))
    ...     return Position("x", "y", 1, 0, piles)
    >>> position = table()
    >>> middle.patience_can_place(position, position.pile("m1"), (parse_card("8H"),)).legal
    True
    >>> print(middle.patience_can_place(position, position.pile("m2"), (parse_card("8H"),)).rule)
    a foundation begins one rank above the card above it and is built up to it regardless of suit
    >>> [str(pile.id) for pile in [middle.next_home(table(u2="KD"), parse_card("AC"))]]
    ['m2']

    Until the other foundation has its first card, the first takes no second:

    >>> begun = table(m1="8H", lower="9C")
    >>> print(middle.patience_can_place(begun, begun.pile("m1"), (parse_card("9C"),)).rule)
    no foundation takes a second card until every one has its first
    >>> begun = table(m1="8H", m2="AS", lower="9C")
    >>> middle.patience_can_place(begun, begun.pile("m1"), (parse_card("9C"),)).legal
    True

    The twelfth card in, only the crown completes it:

    >>> twelve = "8H 9C 10D JS QH KC AD 2S 3H 4C 5D 6S"
    >>> full = table(m1=twelve, m2="AS", lower="7C")
    >>> print(middle.patience_check_move(full, Move("l1", "m1")).rule)
    a foundation is completed by the card above it, and by no other
    >>> middle.patience_check_move(full, Move("u1", "m1")) is None
    True
    >>> print(middle.patience_check_move(table(m2="AS"), Move("u1", "m1")).rule)
    the card above a foundation goes onto it only as its last card
    """

    governs: ClassVar[Part] = Part.FOUNDATIONS

    def __init__(
        self,
        cite: Citation,
        *,
        crowns: Mapping[str, str],
        suit: Suits = Suits.ANY,
        together: Citation | None = None,
    ) -> None:
        super().__init__(cite, piles=tuple(crowns), suit=suit, start=tuple(range(ACE, KING + 1)), wrap=True)
        self.crowns = dict(crowns)
        self.crowned = {crown: pile_id for pile_id, crown in self.crowns.items()}
        self.together = together
        self.rule = f"a foundation begins one rank above the card above it and is built up to it {suit.value}"

    def crown(self, position: Position, pile_id: str) -> Card | None:
        """The card that crowns the foundation ``pile_id``: on its own pile, or already on the foundation."""
        crown = position.pile(self.crowns[pile_id]).top
        if crown is None and len(position.pile(pile_id).cards) == KING:
            return position.pile(pile_id).top
        return crown

    def fits(self, pile: Pile, card: Card) -> bool:
        """Whether ``card`` follows the top of ``pile`` by rank and suit; where it may begin, see :meth:`refusal`."""
        top = pile.top
        return (
            top is not None
            and len(pile.cards) < KING - 1
            and card.rank == _above(top.rank)
            and (self.suit.allows(top, card))
        )

    def refusal(self, position: Position, pile: Pile, card: Card, source: str | None = None) -> str | None:
        """Why ``card`` (from ``source``, if known) may not go onto the foundation ``pile`` now; ``None`` if it may."""
        crown = self.crown(position, pile.id)
        held = len(pile.cards)
        if held >= KING:
            return "a foundation built up to its crown takes nothing more"
        if crown is None:  # its crown gone, a foundation is known by its first card (a game replayed from its end)
            if not pile.cards:
                return None
            below = pile.cards[0].rank - 1 or KING
            return None if (held < KING - 1 and self.fits(pile, card)) or card.rank == below else self.rule
        if held == KING - 1:
            if card == crown and source in (None, self.crowns[pile.id]):
                return None
            return "a foundation is completed by the card above it, and by no other"
        if source in self.crowned:
            return "the card above a foundation goes onto it only as its last card"
        if held == 0:
            return None if card.rank == _above(crown.rank) else self.rule
        if self.together is not None and any(not position.pile(other).cards for other in self.crowns):
            return "no foundation takes a second card until every one has its first"
        return None if self.fits(pile, card) else self.rule

    def next_home(self, position: Position, card: Card) -> Pile | None:
        """The first foundation ``card`` may go onto now, coming from a pile that is no crown."""
        for pile_id in self.crowns:
            pile = position.pile(pile_id)
            if len(pile.cards) < KING - 1 and self.refusal(position, pile, card) is None:
                return pile
        return None

    def accepts(self, pile: Pile, cards: object) -> bool | None:
        """No opinion: where a card may go depends on the crowns, which :meth:`patience_candidate_moves` reads."""
        return None

    def liftable(self, pile: Pile) -> tuple[int, ...] | None:
        """A crown may be taken, one card (its one move is judged by the rules)."""
        if pile.id not in self.crowned:
            return None
        return (1,) if pile.cards else ()

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """A crown is taken alone."""
        if pile.id not in self.crowned:
            return None
        if count != 1:
            return illegal("the card above a foundation goes onto it alone", self.cite)
        return legal("the card above a foundation is available", self.cite)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """One card at a time, beginning one rank above the crown, and the crown last."""
        if pile.id not in self.crowns:
            return None
        refusal = "one card at a time" if len(cards) != 1 else self.refusal(position, pile, cards[0])
        if refusal is None:
            return legal(self.rule, self.cite)
        cite = self.together if refusal.startswith("no foundation takes") and self.together else self.cite
        return illegal(refusal, cite)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card on a foundation stays there; a crown goes only onto its own foundation, as its last card."""
        if not isinstance(move, Move):
            return None
        if move.source in self.crowns:
            return illegal("a card played to a foundation stays there", self.cite)
        if move.target not in self.crowns:
            if move.source in self.crowned:
                return illegal("the card above a foundation goes onto it only as its last card", self.cite)
            return None
        source = position.pile(move.source)
        if source.top is None or move.count != 1:
            return None
        refusal = self.refusal(position, position.pile(move.target), source.top, move.source)
        if refusal is None:
            return None  # whether the card may be taken is the other rules' to say
        cite = self.together if refusal.startswith("no foundation takes") and self.together else self.cite
        return illegal(refusal, cite)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Each top card of a pile that is no foundation onto each foundation it may go to now."""
        moves: list[Action] = []
        for source in position.piles:
            card = source.top
            if card is None or source.id in self.crowns or source.role is Role.STOCK:
                continue
            for pile_id in self.crowns:
                if self.refusal(position, position.pile(pile_id), card, source.id) is None:
                    moves.append(Move(source.id, pile_id))
        return moves

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A crown holds one card, and leaves its pile only to complete its foundation, which runs up from above it."""
        problems = [
            f"{crown} holds more than one card" for crown in self.crowned if len(position.pile(crown).cards) > 1
        ]
        problems += [
            f"{crown} is empty, but {pile_id} is not complete"
            for pile_id, crown in self.crowns.items()
            if not position.pile(crown).cards and len(position.pile(pile_id).cards) < KING
        ]
        for pile_id in self.crowns:
            cards = position.pile(pile_id).cards
            crown = self.crown(position, pile_id)
            if cards and crown is not None and cards[0].rank != _above(crown.rank):
                problems.append(f"{pile_id} begins with {cards[0]}, not a card one rank above its crown {crown}")
        return problems
