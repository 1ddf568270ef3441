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
from patience_core.model import Deal, Move, Pile, Position, Redeal
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
    without the waste-heap). Without ``foundations``, nothing is played as it
    is dealt, and without ``reserves`` a round may be dealt at any time
    (PySolFC's Parisienne).

    The move ``deal`` deals a round. It waits, by the rule ``blocked``, while
    the top card of one of ``reserves`` can be played: to a foundation, to its
    place between the sequences, or carrying the waiting card home (a card
    waiting between the sequences, among ``reserves``, once it fits only one). As a step
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
        lost = "; a card that fits a foundation as it turns up is played there and its place in the round is lost"
        self.rule = f"the pack is dealt a round at a time, a card to each of {', '.join(places)} in turn" + (
            lost if self.foundations else ""
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
        meeting = self.meeting
        if meeting is not None and pile.id in meeting.suits and meeting.fits_both(position, card):
            return False  # it waits between the sequences for the card that decides
        if any(home.next_home(position, card) is not None for home in self.foundations):
            return True
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
    """Once the stock is out, the waste-heap is spread: every card of it is free, to go to a foundation where it fits.

    Once the ``stock`` is used up, any card of ``piles`` (the waste-heap, by
    default) may be played, one at a time, to one of the ``foundations`` (the
    game's :class:`Foundations`, named by pile ids) that it fits: the move
    ``waste-f2`` takes from the spread the card that goes on ``f2`` (of two
    copies of one card, the uppermost). With ``meeting`` (the game's
    :class:`~patience_core.clauses.MeetingPlace`), a card that fits both
    sequences of its suit goes to its place between them instead, and a card
    that carries the waiting one home goes there with it. While the stock
    lasts, the clause has no say. With ``waits``, a redeal waits until no card
    of the spread can be played: the spread is played out before the cards are
    gathered.

    >>> from patience_core import Move, Pile, Role, Suit, parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> cite = HOFFMANN_1892.game(48).page(90)
    >>> up = Foundations(cite, piles=("u1",), suits=(Suit.CLUBS,))
    >>> spread = SpreadWaste(cite, foundations=(up,))
    >>> waste = tuple(parse_card(text) for text in "3C 9D 2C 5H".split())
    >>> table = (Pile("u1", Role.FOUNDATION, (parse_card("AC"),)), Pile("waste", Role.WASTE, waste),
    ...          Pile("stock", Role.STOCK))
    >>> position = Position("x", "y", 1, 1, table)
    >>> spread.patience_candidate_moves(position)
    [Move('waste', 'u1')]
    >>> print(spread.patience_check_move(position, Redeal()).rule)
    the spread waste-heap is played out before the cards are dealt again
    >>> after = spread.patience_apply_move(position, Move("waste", "u1"))
    >>> [" ".join(map(str, pile.cards)) for pile in after.piles]
    ['AC 2C', '3C 9D 5H', '']
    >>> print(spread.patience_check_move(after.with_piles({"u1": (parse_card("AC"),)}), Move("waste", "u1")).rule)
    no card of the spread waste goes to u1
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(
        self,
        cite: Citation,
        *,
        foundations: Sequence[Foundations],
        meeting: MeetingPlace | None = None,
        piles: tuple[str, ...] = ("waste",),
        stock: str = "stock",
        waits: bool = True,
    ) -> None:
        self.cite = cite
        self.foundations = tuple(foundations)
        self.meeting = meeting
        self.piles = piles
        self.stock = stock
        self.waits = waits
        self.homes = tuple(pile_id for group in self.foundations for pile_id in _ids(group))
        self.rule = f"once the stock is out, every card of the {' and '.join(piles)} is free to go to a foundation"

    def spread(self, position: Position) -> bool:
        """Whether the piles are spread: the stock is used up."""
        return not position.pile(self.stock).cards

    def targets(self, position: Position, card: Card) -> list[str]:
        """Where ``card`` of the spread may go: its place between the sequences, the foundations it fits or carries."""
        meeting = self.meeting
        if meeting is not None and card.suit in meeting.places and meeting.fits_both(position, card):
            return [meeting.place_of(card)]
        places = []
        for group in self.foundations:
            for pile_id in _ids(group):
                pile = position.pile(pile_id)
                if group.fits(pile, card) and group.refuses_first(position, pile, card) is None:
                    places.append(pile_id)
                elif meeting is not None and meeting.carried(position, pile, card) is not None:
                    places.append(pile_id)
        return places

    def _card(self, position: Position, move: Move) -> int | None:
        """The index in the spread pile of the uppermost card that may go to the move's target, or ``None``."""
        cards = position.pile(move.source).cards
        return next((i for i in range(len(cards) - 1, -1, -1) if move.target in self.targets(position, cards[i])), None)

    def _playable(self, position: Position) -> bool:
        return any(self.targets(position, card) for pile_id in self.piles for card in position.pile(pile_id).cards)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Each card of the spread to each place it may go, once the stock is out."""
        if not self.spread(position):
            return []
        moves: dict[Move, None] = {}
        for pile_id in self.piles:
            for card in dict.fromkeys(position.pile(pile_id).cards):
                for target in self.targets(position, card):
                    moves[Move(pile_id, target)] = None
        return list(moves)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card of the spread to a place it may go; with ``waits``, a redeal only once none can go anywhere."""
        if not self.spread(position):
            return None
        if isinstance(move, Redeal):
            if self.waits and self._playable(position):
                return illegal("the spread waste-heap is played out before the cards are dealt again", self.cite)
            return None
        if not isinstance(move, Move) or move.source not in self.piles:
            return None
        if move.count != 1:
            return illegal(f"the cards of the spread {move.source} go one at a time", self.cite)
        if self._card(position, move) is None:
            return illegal(f"no card of the spread {move.source} goes to {move.target}", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The card taken from the spread, after the card waiting between the sequences if it carries that home."""
        if not isinstance(move, Move) or move.source not in self.piles or not self.spread(position):
            return None
        index = self._card(position, move)
        if index is None:
            return None
        cards = list(position.pile(move.source).cards)
        card = cards.pop(index)
        target = list(position.pile(move.target).cards)
        changes: dict[str, Sequence[Card]] = {move.source: cards}
        meeting = self.meeting
        place = None if meeting is None else meeting.carried(position, position.pile(move.target), card)
        if place is not None and move.target in self.homes:
            target.append(position.pile(place).cards[-1])
            changes[place] = position.pile(place).cards[:-1]
        changes[move.target] = (*target, card)
        return position.with_piles(changes)


def _ids(group: Foundations) -> tuple[str, ...]:
    if isinstance(group.piles, tuple):
        return group.piles
    raise ValueError("SpreadWaste: foundations= are named by pile ids")
