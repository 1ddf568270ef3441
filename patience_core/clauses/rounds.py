"""Clauses of a pack dealt a round at a time, a card that fits played as it turns up and its place in the round lost,
and of a waste-heap spread out once the pack is through, every card of it free (La Parisienne)."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card
from patience_core.clauses.common import Part
from patience_core.clauses.deal import DealStep
from patience_core.clauses.falling import AsTheyFall
from patience_core.clauses.foundations import Foundations
from patience_core.markers import hookimpl
from patience_core.model import Deal, Pile, Position, Redeal
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.clauses.meeting import MeetingPlace
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["DealRounds", "SpreadWaste"]


def _table(position: Position) -> dict[str, list[Card]]:
    return {pile.id: list(pile.cards) for pile in position.piles}


def _laid(position: Position, table: dict[str, list[Card]]) -> Position:
    """``position`` with the piles that ``table`` changed."""
    changed = {pile_id: cards for pile_id, cards in table.items() if tuple(cards) != position.pile(pile_id).cards}
    return position.with_piles(changed)


def _fall(falling: AsTheyFall, table: dict[str, list[Card]], card: Card, place: str) -> bool:
    """Play ``card``, falling on ``place``, where it goes as it falls, if anywhere: whether it went."""
    went = falling.home(table, card, place)
    if not went:
        return False
    if len(went) == 1:
        table[went[0]].append(card)
    else:  # the card waiting between the sequences onto the foundation, then the card that carried it
        waiting, pile_id = went
        table[pile_id] += [table[waiting].pop(), card]
    return True


class DealRounds(DealStep):
    """The pack dealt a round at a time: a card to each of ``places`` in turn, a card that fits a foundation played.

    A round deals the next card of the ``stock`` to each of ``places`` in
    order (a pile named twice takes two cards). A card that fits one of the
    ``foundations`` (the game's :class:`Foundations` clauses, named by pile
    ids) as it turns up is played there instead, by the rule ``played``, and
    its place in the round is lost: the next card goes to the next place, as
    if the card had fallen where it was due. With ``meeting`` (the game's
    :class:`~patience_core.clauses.MeetingPlace`), a card that fits both
    sequences of its suit goes to its place between them, and a card that
    carries the waiting one home goes there with it. With ``grace``, the
    rounds go round those places instead once no redeal is left (a last deal
    without the waste-heap).

    The move ``deal`` deals a round. It waits, by the rule ``blocked``, while
    the top card of one of ``reserves`` can be played: to a foundation, to its
    place between the sequences, or carrying the waiting card home. As a step
    of the layout, it deals the first round.

    >>> from patience_core import Pile, Role, Suit, parse_card
    >>> from patience_core.cards import KING
    >>> from patience_core.clauses import Build
    >>> from patience_core.sources import HOFFMANN_1892
    >>> cite = HOFFMANN_1892.game(48).page(90)
    >>> up = Foundations(cite, piles=("u1",), suits=(Suit.CLUBS,))
    >>> down = Foundations(cite, piles=("d1",), build=Build.DOWN, start=KING, suits=(Suit.CLUBS,))
    >>> rounds = DealRounds(cite, places=("r1", "r2", "waste", "waste"), foundations=(up, down),
    ...                     reserves=("r1", "r2", "waste"), grace=("r1", "r2"))
    >>> stock = tuple(parse_card(text) for text in reversed("9D 2C 5H 4S 7H 8H".split()))
    >>> table = (Pile("u1", Role.FOUNDATION, (parse_card("AC"),)), Pile("d1", Role.FOUNDATION, (parse_card("KC"),)),
    ...          Pile("r1", Role.RESERVE), Pile("r2", Role.RESERVE), Pile("waste", Role.WASTE),
    ...          Pile("stock", Role.STOCK, stock))
    >>> after = rounds.patience_apply_move(Position("x", "y", 1, 1, table), Deal())
    >>> {pile.id: " ".join(map(str, pile.cards)) for pile in after.piles}
    {'u1': 'AC 2C', 'd1': 'KC', 'r1': '9D', 'r2': '', 'waste': '5H 4S', 'stock': '8H 7H'}

    The two of clubs turned up second: it went up, and the five of hearts,
    the third card, went to the third place, the waste-heap. Once no redeal
    is left, the rounds go round the grace's places only:

    >>> after = rounds.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> {pile.id: " ".join(map(str, pile.cards)) for pile in after.piles}
    {'u1': 'AC 2C', 'd1': 'KC', 'r1': '9D', 'r2': '', 'waste': '', 'stock': '8H 7H 4S 5H'}
    >>> blocked = Position("x", "y", 1, 1, table).with_piles({"r2": (parse_card("2C"),)})
    >>> print(rounds.patience_check_move(blocked, Deal()).rule)
    a card that can be played is played before the next round is dealt: r2
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(
        self,
        cite: Citation,
        *,
        places: tuple[str, ...],
        foundations: Sequence[Foundations],
        meeting: MeetingPlace | None = None,
        reserves: tuple[str, ...] = (),
        played: Citation | None = None,
        blocked: Citation | None = None,
        grace: tuple[str, ...] = (),
        grace_cite: Citation | None = None,
        stock: str = "stock",
    ) -> None:
        self.cite = cite
        self.places = places
        self.to = tuple(dict.fromkeys((*places, *grace)))
        self.foundations = tuple(foundations)
        self.meeting = meeting
        self.reserves = reserves
        self.played = played or cite
        self.blocked = blocked or cite
        self.grace = grace
        self.grace_cite = grace_cite or cite
        self.stock = stock
        self.falling = AsTheyFall(self.played, to=self.to, foundations=self.foundations, meeting=meeting)
        self.rule = (
            f"the pack is dealt a round at a time, a card to each of {', '.join(places)} in turn; a card that fits a "
            "foundation as it turns up is played there and its place in the round is lost"
        )

    def reads(self) -> tuple[str, ...]:
        """The foundations, and the places between the sequences, that the cards turned up may go to."""
        between = self.meeting.between if self.meeting is not None else ()
        return (*self.falling.homes, *between)

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """One round of ``places`` from the top of ``pack``, the cards that fit played as they turn up."""
        self._round(pack, table, self.places)

    def _round(self, pack: list[Card], table: dict[str, list[Card]], places: tuple[str, ...]) -> None:
        for place in places:
            if not pack:
                return
            card = pack.pop()
            if not _fall(self.falling, table, card, place):
                table[place].append(card)

    def dealt_to(self, position: Position) -> tuple[str, ...]:
        """The places of the next round: ``grace`` once no redeal is left, else ``places``."""
        return self.grace if self.grace and position.redeals_left <= 0 else self.places

    def playable(self, position: Position, pile: Pile) -> bool:
        """Whether the top card of ``pile`` can be played: to a foundation, between the sequences, or carrying one."""
        card = pile.top
        if card is None:
            return False
        if any(home.next_home(position, card) is not None for home in self.foundations):
            return True
        meeting = self.meeting
        return meeting is not None and any(
            meeting.carried(position, position.pile(home), card) is not None for home in self.falling.homes
        )

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """This rule, with its citation, if it deals onto ``pile`` or from it."""
        return (self.rule, self.cite) if pile.id in self.to else None

    def deals_from(self, pile: Pile) -> tuple[str, Citation] | None:
        """This rule, with its citation, if ``pile`` is the stock dealt from."""
        return (self.rule, self.cite) if pile.id == self.stock else None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next round, while the pack lasts."""
        return [Deal()] if position.pile(self.stock).cards else []

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A round while the pack lasts, once no card of the ``reserves`` can be played; else no opinion."""
        if not isinstance(move, Deal) or not position.pile(self.stock).cards:
            return None
        for pile_id in self.reserves:
            if self.playable(position, position.pile(pile_id)):
                return illegal(
                    f"a card that can be played is played before the next round is dealt: {pile_id}", self.blocked
                )
        if self.grace and position.redeals_left <= 0:
            return legal(f"in the last deal the rounds go round {', '.join(self.grace)} only", self.grace_cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """One round dealt, the cards that fit played as they turn up."""
        if not isinstance(move, Deal) or not position.pile(self.stock).cards:
            return None
        table = _table(position)
        self._round(table[self.stock], table, self.dealt_to(position))
        return _laid(position, table)


class SpreadWaste:
    """Once the stock is out, the waste-heap is spread: every card of it that fits a foundation may be played.

    The move ``deal``, once the ``stock`` is used up, plays every card of the
    ``pile`` that fits one of the ``foundations`` (the game's
    :class:`Foundations`, named by pile ids), in any order, from the top of the
    spread down and again until none fits; with ``meeting``, a card that fits
    both sequences of its suit goes to its place between them, and a card that
    carries a waiting one home goes there with it. It is legal while a card of
    the spread fits. A redeal waits until none does: the spread is played out
    before the cards are gathered.

    >>> from patience_core import Pile, Role, Suit, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> cite = HOFFMANN_1892.game(48).page(90)
    >>> up = Foundations(cite, piles=("u1",), suits=(Suit.CLUBS,))
    >>> spread = SpreadWaste(cite, foundations=(up,))
    >>> waste = tuple(parse_card(text) for text in "3C 9D 2C 5H".split())
    >>> table = (Pile("u1", Role.FOUNDATION, (parse_card("AC"),)), Pile("waste", Role.WASTE, waste),
    ...          Pile("stock", Role.STOCK))
    >>> position = Position("x", "y", 1, 1, table)
    >>> print(spread.patience_check_move(position, Redeal()).rule)
    the spread waste-heap is played out before the cards are dealt again
    >>> after = spread.patience_apply_move(position, Deal())
    >>> [" ".join(map(str, pile.cards)) for pile in after.piles]
    ['AC 2C 3C', '9D 5H', '']
    >>> print(spread.patience_check_move(after, Deal()).rule)
    no card of the spread waste fits a foundation
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(
        self,
        cite: Citation,
        *,
        foundations: Sequence[Foundations],
        meeting: MeetingPlace | None = None,
        pile: str = "waste",
        stock: str = "stock",
    ) -> None:
        self.cite = cite
        self.foundations = tuple(foundations)
        self.meeting = meeting
        self.pile = pile
        self.stock = stock
        self.falling = AsTheyFall(cite, to=(pile,), foundations=self.foundations, meeting=meeting)
        self.rule = (
            f"once the stock is out, the {pile} is spread and every card of it that fits a foundation is played, "
            "in any order"
        )

    def _played_out(self, position: Position) -> dict[str, list[Card]]:
        """The table after the spread is played out: each card that fits, from the top down, again until none does."""
        table = _table(position)
        spread = table[self.pile]
        going = True
        while going:
            going = False
            for i in range(len(spread) - 1, -1, -1):
                card = spread.pop(i)
                if _fall(self.falling, table, card, self.pile):
                    going = True
                    break
                spread.insert(i, card)
        return table

    def _fits(self, position: Position) -> bool:
        return self._played_out(position)[self.pile] != list(position.pile(self.pile).cards)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The spread's plays, once the stock is out."""
        return [] if position.pile(self.stock).cards or not position.pile(self.pile).cards else [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The spread played while a card of it fits, once the stock is out; a redeal only once none does."""
        if position.pile(self.stock).cards or not isinstance(move, Deal | Redeal):
            return None
        fits = self._fits(position)
        if isinstance(move, Redeal):
            if fits:
                return illegal("the spread waste-heap is played out before the cards are dealt again", self.cite)
            return None
        if not fits:
            return illegal(f"no card of the spread {self.pile} fits a foundation", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Every card of the spread that fits, played."""
        if not isinstance(move, Deal) or position.pile(self.stock).cards:
            return None
        table = self._played_out(position)
        return _laid(position, table)
