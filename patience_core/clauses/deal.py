"""Clauses of the deal: the table's piles, and the steps that deal the pack onto them."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import Card, Suit, parse_card
from patience_core.clauses.common import _RANK_NAMES, Part, Suits
from patience_core.clauses.foundations import Abeyance, Foundations
from patience_core.markers import hookimpl
from patience_core.model import Pile, Position, Role
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Setup

__all__ = ["DealPackets", "DealRound", "DealStep", "FirstOfEachSuit", "Layout", "SetOut", "ToBottom"]


class DealStep:
    """One step of a deal: it takes cards from the pack and lays them on piles."""

    governs: ClassVar[Part] = Part.DEAL

    cite: Citation

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Take cards from the end of ``pack`` (its top) and add them to ``table``'s piles."""
        raise NotImplementedError

    def reads(self) -> tuple[str, ...]:
        """The piles besides those it deals to whose cards the step needs (the foundations it plays to)."""
        return ()


class _Homes:
    """The foundations a deal plays to as the cards come: ``plays`` over the piles of ``table``.

    A card that fits one goes there (the first group first, each group's
    piles in order). With ``release``, a card going up lets the top card of
    each of the piles dealt to follow it if it fits, and so on until none does.
    """

    def __init__(
        self, plays: tuple[Foundations, ...], table: dict[str, list[Card]], abeyance: Abeyance | None = None
    ) -> None:
        self.plays = plays
        self.table = table
        self.abeyance = abeyance
        self._piles: dict[str, Pile] = {}

    def _pile(self, pile_id: str) -> Pile:
        pile = self._piles.get(pile_id)
        cards = self.table[pile_id]
        if pile is None or len(pile.cards) != len(cards):  # every play changes the length of the piles it touches
            pile = self._piles[pile_id] = Pile(pile_id, Role.FOUNDATION, tuple(cards))
        return pile

    def play(self, card: Card) -> bool:
        """Lay ``card`` on the first foundation it fits (or where the ``abeyance`` rule sends it); whether it went."""
        settled = self.abeyance.settle(self.table, card) if self.abeyance is not None else None
        if settled is not None:
            for pile_id, cards in settled[1].items():
                self.table[pile_id][:] = cards
            return True
        for foundations in self.plays:
            in_suit = foundations.suit is Suits.SAME
            for pile_id in _pile_ids(foundations):
                laid = self.table[pile_id]
                if in_suit and laid and laid[-1].suit is not card.suit:
                    continue  # a foundation of another suit: no need to ask
                if foundations.fits(self._pile(pile_id), card):
                    self.table[pile_id].append(card)
                    return True
        return False

    def release(self, piles: Sequence[str]) -> None:
        """Play up the top cards of ``piles`` that fit, in the piles' order, until none does."""
        moved = True
        while moved:
            moved = False
            for pile_id in piles:
                laid = self.table[pile_id]
                while laid and self.play(laid[-1]):
                    laid.pop()
                    moved = True


def _pile_ids(foundations: Foundations) -> tuple[str, ...]:
    """The piles of foundations named by pile ids (a deal step's ``plays`` names no role)."""
    return () if isinstance(foundations.piles, Role) else foundations.piles


def _plays(plays: Foundations | tuple[Foundations, ...], step: str) -> tuple[Foundations, ...]:
    """The foundations a deal step plays to, checked: named by pile ids, with no first foundation."""
    groups = (plays,) if isinstance(plays, Foundations) else plays
    for group in groups:
        if isinstance(group.piles, Role) or group.first is not None:
            raise ValueError(f"{step}: plays= takes foundations named by pile ids, without first=")
    return groups


class _PlayingStep(DealStep):
    """A deal step that may play cards to the foundations as they come: the options ``plays`` to ``abeyance``.

    See :class:`DealRound` and :class:`DealPackets`, which share them.
    """

    plays: tuple[Foundations, ...] = ()
    counted = False
    release = False
    abeyance: Abeyance | None = None

    def _playing(
        self,
        step: str,
        plays: Foundations | tuple[Foundations, ...],
        counted: bool,
        release: bool,
        abeyance: Abeyance | None,
    ) -> None:
        self.plays = _plays(plays, step)
        self.counted = counted
        self.release = release
        self.abeyance = abeyance

    def reads(self) -> tuple[str, ...]:
        """The foundations it plays to, and the places a card fitting two of them waits."""
        waiting = self.abeyance.waiting if self.abeyance is not None else ()
        return (*(pile_id for group in self.plays for pile_id in _pile_ids(group)), *waiting)

    def _homes(self, table: dict[str, list[Card]]) -> _Homes | None:
        """The foundations of ``table`` the step plays to, or ``None`` when it plays to none."""
        return _Homes(self.plays, table, self.abeyance) if self.plays else None


def round_piles(to: tuple[str, ...], fan: tuple[str, ...], cards: Callable[[str], Sequence[Card]]) -> tuple[str, ...]:
    """The piles a round is dealt to: ``to``, then the place of ``fan`` after the last one holding a card.

    ``cards`` gives the cards a pile holds, by id. The round's card for the
    fan goes beside the others, and a place emptied by play is not dealt to
    again while a later place holds a card: the fan's cards keep the order
    they were dealt in.
    """
    if not fan:
        return to
    held = [i for i, place in enumerate(fan) if cards(place)]
    following = held[-1] + 1 if held else 0
    if following >= len(fan):
        raise ValueError(f"the fan has no place left after {fan[-1]}")
    return (*to, fan[following])


def put_aside(card: Card, number: int, pile_id: str | None, table: dict[str, list[Card]]) -> bool:
    """Lay ``card`` on ``pile_id`` if its rank is ``number``, the number of the pile it comes to; whether it went."""
    if pile_id is None or card.rank != number:
        return False
    table[pile_id].append(card)
    return True


class SetOut(DealStep):
    """Take named cards out of the pack before the deal and lay them on ``to``, in order.

    The copy nearest the top of the pack is taken. With ``stays`` the cards
    never leave their piles (foundation cards, a card that takes no part): the
    :class:`Layout` then refuses a saved position in which a pile does not
    begin with the cards set out on it.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> pack = [parse_card(text) for text in ("AS", "KH", "2D", "KH")]
    >>> table = {"sultan": []}
    >>> SetOut(CADOGAN_1914.game("The Sultan").play(1), ("KH",), to=("sultan",)).lay(pack, table)
    >>> [str(card) for card in pack], [str(card) for card in table["sultan"]]
    (['AS', 'KH', '2D'], ['KH'])
    """

    def __init__(self, cite: Citation, cards: Sequence[str], *, to: tuple[str, ...], stays: bool = False) -> None:
        self.cite = cite
        self.cards = tuple(parse_card(text) for text in cards)
        self.to = to
        self.stays = stays
        if len(self.cards) != len(to):
            raise ValueError("SetOut needs one pile for each card")

    def bottoms(self) -> dict[str, tuple[Card, ...]]:
        """The cards set out on each pile, bottom first."""
        laid: dict[str, tuple[Card, ...]] = {}
        for card, pile_id in zip(self.cards, self.to, strict=True):
            laid[pile_id] = (*laid.get(pile_id, ()), card)
        return laid

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Remove each card from the pack (its topmost copy) onto its pile."""
        for card, pile_id in zip(self.cards, self.to, strict=True):
            index = len(pack) - 1 - pack[::-1].index(card)
            table[pile_id].append(pack.pop(index))


class DealPackets(_PlayingStep):
    """Deal packets of ``size`` cards together onto ``to``, one packet a pile, while the pack lasts.

    The last packet holds what is left.

    >>> from patience_core import pack
    >>> from patience_core.sources import CADOGAN_1914
    >>> table = {pile_id: [] for pile_id in numbered("t", 18)}
    >>> cards = pack()
    >>> DealPackets(CADOGAN_1914.game("La Belle Lucie").play(1), size=3, to=numbered("t", 18)).lay(cards, table)
    >>> [len(table[pile_id]) for pile_id in ("t1", "t17", "t18")], cards
    ([3, 3, 1], [])

    With ``plays`` (the game's :class:`Foundations`, named by pile ids), the
    piles are dealt one at a time, counting ``size`` cards to each, and a card
    that fits one of those foundations as it comes is played there instead;
    with ``counted`` it still counts, so its pile comes out short, as The
    Nation counts eight to each column. With ``release`` too, a card going up
    lets the top cards of the piles already dealt follow it, as they fit:

    >>> nation = CADOGAN_1914.game("The Nation")
    >>> aces = Foundations(nation.rule("I"), piles=("f1",))
    >>> def dealt(**options):
    ...     cards = [parse_card(text) for text in "4S 7C 2S 3S 9H".split()]  # 9H is dealt first
    ...     table = {"f1": [parse_card("AS")], "t1": [], "t2": []}
    ...     step = DealPackets(nation.rule("II"), size=2, to=("t1", "t2"), plays=aces, counted=True, **options)
    ...     step.lay(cards, table)
    ...     return {pile: " ".join(map(str, laid)) for pile, laid in table.items()}, [str(card) for card in cards]
    >>> dealt()
    ({'f1': 'AS 2S', 't1': '9H 3S', 't2': '7C'}, ['4S'])
    >>> dealt(release=True)
    ({'f1': 'AS 2S 3S', 't1': '9H', 't2': '7C'}, ['4S'])
    """

    def __init__(
        self,
        cite: Citation,
        *,
        size: int,
        to: tuple[str, ...],
        plays: Foundations | tuple[Foundations, ...] = (),
        counted: bool = False,
        release: bool = False,
        abeyance: Abeyance | None = None,
    ) -> None:
        self.cite = cite
        self.size = size
        self.to = to
        self._playing("DealPackets", plays, counted, release, abeyance)

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each pile in turn gets the next ``size`` cards from the top, the first taken at the bottom."""
        homes = self._homes(table)
        for pile_id in self.to:
            counted = 0
            while pack and counted < self.size:
                card = pack.pop()
                if homes is not None and homes.play(card):
                    counted += self.counted
                    if self.release:
                        homes.release(self.to)
                    continue
                table[pile_id].append(card)
                counted += 1


class DealRound(_PlayingStep):
    """Deal one card to each pile of ``to`` in turn, ``rounds`` times round (``None``: until the pack is out).

    Piles dealt this way are rows of overlapping cards: the last card dealt is on top.

    >>> from patience_core import pack
    >>> from patience_core.sources import CADOGAN_1914
    >>> table = {"d1": [], "d2": []}
    >>> cards = pack()
    >>> DealRound(CADOGAN_1914.game("The Sultan").play(3), to=("d1", "d2"), rounds=1).lay(cards, table)
    >>> [str(table["d1"][0]), str(table["d2"][0])], len(cards)
    (['KD', 'QD'], 50)

    With ``aside`` (the game's :class:`Foundations`, named by pile ids), a
    card that begins one of those foundations while it is empty is laid there
    as it comes, and the next card takes its place (The Square's four aces of
    different suits, placed as they appear during the deal):

    >>> square = CADOGAN_1914.game("The Square")
    >>> aces = Foundations(square.play(2), piles=("f1", "f2"), suits=(Suit.CLUBS, Suit.SPADES))
    >>> cards = [parse_card(text) for text in ("7D", "AC", "AS", "2C", "AC")]
    >>> table = {"f1": [], "f2": [], "t1": [], "t2": []}
    >>> DealRound(square.play(1), to=("t1", "t2"), rounds=1, aside=aces).lay(cards, table)
    >>> {pile_id: [str(card) for card in laid] for pile_id, laid in table.items()}, len(cards)
    ({'f1': ['AC'], 'f2': ['AS'], 't1': ['2C'], 't2': ['AC']}, 1)

    With ``plays`` (the game's :class:`Foundations`, named by pile ids), any
    card that fits one of those foundations as it comes is played there, and
    the next card takes its place, so that no pile is passed over; with
    ``counted``, the card played uses up its pile's turn instead, so that pile
    comes out a card short. With ``release`` too, a card going up lets the top
    cards of the piles follow it, as they fit (a card once laid otherwise
    stays until the deal is over). With ``abeyance`` (an :class:`Abeyance`), a
    card that fits both foundations of its suit waits between them instead:

    >>> from patience_core.sources import HOFFMANN_1892
    >>> hoffmann = HOFFMANN_1892.game("La Capricieuse")
    >>> spades = Foundations(hoffmann.page(93), piles=("f1",))
    >>> def dealt(**options):
    ...     cards = [parse_card(text) for text in "9C 8C 2S 5H".split()]  # 5H is dealt first
    ...     table = {"f1": [parse_card("AS")], "t1": [], "t2": []}
    ...     DealRound(hoffmann.page(93), to=("t1", "t2"), plays=spades, **options).lay(cards, table)
    ...     return {pile: " ".join(map(str, laid)) for pile, laid in table.items()}
    >>> dealt()
    {'f1': 'AS 2S', 't1': '5H 9C', 't2': '8C'}
    >>> dealt(counted=True)
    {'f1': 'AS 2S', 't1': '5H 8C', 't2': '9C'}

    With ``own_number`` (a pile id), the piles are numbered in the order
    dealt, from one, and a card whose rank is the number of the pile it comes
    to is laid on ``own_number`` instead, face down, the next card taking its
    place (Les Petits Paquets: a two coming to the second heap is put aside).
    With ``fan`` (places, one card each), every round ends with a card laid
    fanwise beside the piles, on the place after the last one holding a card,
    so that all its cards stay in sight; it counts as the last pile:

    >>> paquets = HOFFMANN_1892.game(52).page(99)
    >>> cards = [parse_card(text) for text in "5C 2H 4C 9S 3H 3D 2S 7D AS".split()]  # AS is dealt first
    >>> table = {"h1": [], "h2": [], "aside": [], "x1": [], "x2": []}
    >>> DealRound(paquets, to=("h1", "h2"), own_number="aside", fan=("x1", "x2")).lay(cards, table)
    >>> {pile: " ".join(map(str, laid)) for pile, laid in table.items()}
    {'h1': '7D 4C', 'h2': '3D 5C', 'aside': 'AS 2S 3H 2H', 'x1': '9S', 'x2': ''}
    """

    def __init__(
        self,
        cite: Citation,
        *,
        to: tuple[str, ...],
        rounds: int | None = None,
        aside: Foundations | None = None,
        plays: Foundations | tuple[Foundations, ...] = (),
        counted: bool = False,
        release: bool = False,
        abeyance: Abeyance | None = None,
        own_number: str | None = None,
        fan: tuple[str, ...] = (),
    ) -> None:
        if aside is not None and isinstance(aside.piles, Role):
            raise ValueError("DealRound: aside= takes foundations named by pile ids")
        self.cite = cite
        self.to = to
        self.rounds = rounds
        self.aside = aside
        self.own_number = own_number
        self.fan = fan
        self._playing("DealRound", plays, counted, release, abeyance)

    def _set_aside(self, card: Card, table: dict[str, list[Card]]) -> bool:
        """Lay ``card`` on an empty foundation of ``aside`` that it begins; whether it was laid there."""
        if self.aside is None or isinstance(self.aside.piles, Role):
            return False
        for pile_id in self.aside.piles:
            if not table[pile_id] and self.aside.fits(Pile(pile_id, Role.FOUNDATION), card):
                table[pile_id].append(card)
                return True
        return False

    def _played(self, pack: list[Card], homes: _Homes | None) -> bool:
        """Play the next card of ``pack`` up if it fits (letting others follow, with ``release``); whether it went."""
        if homes is None or not homes.play(pack[-1]):
            return False
        pack.pop()
        if self.release:
            homes.release(self.to)
        return True

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Round and round the piles until the rounds are done or the pack is out."""
        homes = self._homes(table)
        done = 0
        while pack and (self.rounds is None or done < self.rounds):
            for number, pile_id in enumerate(round_piles(self.to, self.fan, table.__getitem__), 1):
                while pack:
                    if self._set_aside(pack[-1], table) or put_aside(pack[-1], number, self.own_number, table):
                        pack.pop()
                    elif self.counted or not self._played(pack, homes):
                        break
                if pack and not (self.counted and self._played(pack, homes)):
                    table[pile_id].append(pack.pop())
            done += 1


class FirstOfEachSuit(DealStep):
    """Lay the first card of each suit, from the top of the pack, on the piles of ``to`` in turn.

    The cards passed over stay in the pack in their order, to be dealt by
    the next step: four piles of different suits, each begun by the card of
    its suit nearest the top, whatever its rank (The Corners: "the cards at
    the four corners must be of different suits, but their value is
    immaterial").

    >>> from patience_core import parse_card
    >>> from patience_core.sources import HOFFMANN_1892
    >>> pack = [parse_card(text) for text in ("2D", "9S", "KH", "4H", "7C", "QH")]  # the queen of hearts on top
    >>> table = {"f1": [], "f2": [], "f3": []}
    >>> FirstOfEachSuit(HOFFMANN_1892.game(28).page(48), to=("f1", "f2", "f3")).lay(pack, table)
    >>> {pile_id: str(cards[0]) for pile_id, cards in table.items()}, [str(card) for card in pack]
    ({'f1': 'QH', 'f2': '7C', 'f3': '9S'}, ['2D', 'KH', '4H'])
    """

    def __init__(self, cite: Citation, *, to: tuple[str, ...]) -> None:
        if len(to) > len(Suit):
            raise ValueError(f"FirstOfEachSuit: {len(to)} piles, but there are only {len(Suit)} suits")
        self.cite = cite
        self.to = to

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """From the top down, each card of a suit not yet laid goes to the next pile, until every pile has one."""
        laid: set[Suit] = set()
        index = len(pack) - 1
        for pile_id in self.to:
            while pack[index].suit in laid:
                index -= 1
            card = pack.pop(index)
            laid.add(card.suit)
            table[pile_id].append(card)
            index -= 1


class ToBottom(DealStep):
    """Put the named ``cards`` and every card of the ``ranks`` at the bottom of the pack, to be dealt last.

    The cards named go lowest, the first named at the very bottom (in two
    packs, the topmost copy of each); above them, the cards of the ``ranks``
    in the order they lay in the shuffled pack; then the rest. The steps after
    this one thus deal them last: Royal Marriage puts the king of hearts
    there "so as to be the last card", Elevens (No. 2) its court cards "below
    the cut, so that they shall be the last cards of the pack".

    >>> from patience_core.sources import HOFFMANN_1892
    >>> last = ToBottom(HOFFMANN_1892.game(6).page(14), ("KH",))
    >>> pack = [parse_card(text) for text in ("2C", "KH", "9D")]  # bottom to top
    >>> last.lay(pack, {})
    >>> [str(card) for card in pack], last.says
    (['KH', '2C', '9D'], 'KH is put at the bottom of the pack, to be dealt last')
    >>> pack = [parse_card(text) for text in ("7D", "KS", "3H", "JC", "9S")]
    >>> courts = ToBottom(HOFFMANN_1892.game(14).page(26), ranks=(11, 12, 13))
    >>> courts.lay(pack, {})
    >>> [str(card) for card in pack], courts.says
    (['KS', 'JC', '7D', '3H', '9S'], 'the knaves, queens and kings are put at the bottom of the pack, to be dealt last')
    """

    def __init__(self, cite: Citation, cards: Sequence[str] = (), *, ranks: tuple[int, ...] = ()) -> None:
        self.cite = cite
        self.cards = tuple(parse_card(text) for text in cards)
        self.ranks = ranks
        named = [" ".join(map(str, self.cards))] if self.cards else []
        if ranks:
            plural = [_RANK_NAMES[rank] + "s" for rank in ranks]
            named.append("the " + (", ".join(plural[:-1]) + " and " + plural[-1] if len(plural) > 1 else plural[0]))
        several = len(self.cards) + len(ranks) > 1 or bool(ranks)
        self.says = (
            f"{' and '.join(named)} {'are' if several else 'is'} put at the bottom of the pack, to be dealt last"
        )

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Move the cards of the ranks, then each card named (its topmost copy), to the bottom of ``pack``."""
        if self.ranks:
            last = [card for card in pack if card.rank in self.ranks]
            pack[:] = last + [card for card in pack if card.rank not in self.ranks]
        for card in reversed(self.cards):
            if card not in pack:
                raise ValueError(f"the pack holds no {card} to put at the bottom")
            index = len(pack) - 1 - pack[::-1].index(card)
            pack.insert(0, pack.pop(index))


class Layout:
    """The deal: the table's piles, then the deal's steps in order; the cards left go to ``rest``.

    ``table`` lists every pile of the table as ``(id, role)``, in reading
    order, as :func:`table_of` writes it. A saved position whose piles do not
    begin with the cards a :class:`SetOut` step ``stays`` set out is refused.

    >>> from patience_core import Setup, shuffled_pack
    >>> from patience_core.sources import CADOGAN_1914
    >>> piles = table_of(foundation=numbered("f", 4), tableau=numbered("t", 18))
    >>> lucie = Layout(piles, DealPackets(CADOGAN_1914.game("La Belle Lucie").play(1), size=3, to=numbered("t", 18)))
    >>> setup = Setup("la-belle-lucie", "cadogan-1914", 1, 2, tuple(shuffled_pack(1)))
    >>> position = lucie.patience_deal(setup)
    >>> len(position.piles), sum(len(pile.cards) for pile in position.piles)
    (22, 52)
    >>> sultan = CADOGAN_1914.game("The Sultan").play(1)
    >>> kept = SetOut(sultan, ("KH",), to=("sultan",), stays=True)
    >>> aside = Layout(table_of(reserve="sultan", stock="stock"), kept, rest="stock")
    >>> dealt = aside.patience_deal(Setup("sultan", "cadogan-1914", 1, 0, tuple(shuffled_pack(1))))
    >>> aside.patience_check_position(dealt)
    []
    >>> aside.patience_check_position(dealt.with_piles({"sultan": (parse_card("KS"),)}))
    ['sultan begins with KH, set out before the deal']
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(self, table: Iterable[tuple[str, Role]], *steps: DealStep, rest: str | None = None) -> None:
        self.table = tuple(table)
        self.steps = steps
        self.rest = rest

    def lay(self, cards: Iterable[Card]) -> dict[str, list[Card]]:
        """The cards of each pile after dealing ``cards`` (bottom to top) by the steps."""
        pack = list(cards)
        table: dict[str, list[Card]] = {pile_id: [] for pile_id, _ in self.table}
        for step in self.steps:
            step.lay(pack, table)
        if pack:
            if self.rest is None:
                raise ValueError(f"the deal leaves {len(pack)} cards and names no pile for them")
            table[self.rest].extend(pack)
        return table

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """What lays cards on ``pile`` (a step of the deal, or the rest of the pack), with its citation.

        The rulebook reads it where no rule lets a card onto or off a pile, to
        say what the refusal rests on (:func:`~patience_core.defaults.no_rule`).
        """
        for step in self.steps:
            if pile.id in getattr(step, "to", ()) or pile.id in getattr(step, "fan", ()):
                return "the deal lays its cards there", step.cite
        if self.steps and pile.id == self.rest:
            return "the deal leaves the rest of the pack there", self.steps[-1].cite
        return None

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Every pile of the table, dealt by the steps in order."""
        table = self.lay(setup.pack)
        piles = tuple(Pile(pile_id, role, tuple(table[pile_id])) for pile_id, role in self.table)
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Each pile begins with the cards set out on it to stay."""
        problems = []
        for step in self.steps:
            if isinstance(step, SetOut) and step.stays:
                for pile_id, cards in step.bottoms().items():
                    if position.pile(pile_id).cards[: len(cards)] != cards:
                        set_out = " ".join(map(str, cards))
                        problems.append(f"{pile_id} begins with {set_out}, set out before the deal")
        return problems
