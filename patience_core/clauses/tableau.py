"""Clauses of the tableau: building, which cards are available, what a space takes, and where cards may go."""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import FULL_PACK, Card, PackKind
from patience_core.clauses.common import (
    _RANK_NAMES,
    Build,
    Part,
    Piles,
    Space,
    Suits,
    _governs,
    _named,
    _ruling,
    _selected,
    _step,
    move_cards,
)
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Available", "Building", "GoesOnlyTo", "NarrowEnds", "OneCard", "Refill", "Spaces", "TakesOnlyFrom"]


def _way(below: Card, above: Card) -> bool:
    """Whether ``above`` lies higher than ``below``: the way a sequence runs."""
    return above.rank > below.rank


class Building:
    """Building on the tableau: which way, in what suit; on a pile that is not empty.

    The cards placed must themselves follow one another by the same rule (a
    sequence lifted by :class:`Available` with ``sequences``).

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> both = Building(CADOGAN_1914.game("Fortress").play(3), build=Build.EITHER, suit=Suits.SAME)
    >>> pile = Pile("t1", Role.TABLEAU, (parse_card("7C"),))
    >>> [both.patience_can_place(None, pile, (parse_card(c),)).legal for c in ("6C", "8C", "8S")]
    [True, True, False]
    >>> print(both.rule)
    a card goes on the next higher or lower card in suit

    ``pack``, for a game of stripped packs, is the kind of pack: building steps
    over the ranks it lacks (in a piquet pack a seven goes on an eight, and an
    ace on a seven).

    >>> from patience_core.cards import PIQUET_PACK
    >>> olga = Building(CADOGAN_1914.game("The Olga").rule("III"), suit=Suits.ALTERNATE, pack=PIQUET_PACK)
    >>> seven = Pile("t1", Role.TABLEAU, (parse_card("7C"),))
    >>> [olga.accepts(seven, (parse_card(c),)) for c in ("AH", "AS", "6H")]
    [True, False, False]

    ``step`` is how many ranks apart a card and the card it goes on are
    (Mount Olympus builds by twos, a seven on a nine); a step other than one
    neither wraps nor takes a stripped pack.

    >>> olympus = CADOGAN_1914.game("Mount Olympus")
    >>> twos = Building(olympus.rule("III"), suit=Suits.SAME, step=2)
    >>> nine = Pile("t1", Role.TABLEAU, (parse_card("9C"),))
    >>> [twos.accepts(nine, (parse_card(c),)) for c in ("7C", "8C", "7S")]
    [True, False, False]
    >>> print(twos.rule)
    a card goes on the card two higher in suit

    ``continued`` (the rule's citation) makes a sequence run one way: a card
    laid on two cards that already follow each other must continue them, as
    La Nationale's "continue the sequence"; ``one_card`` (its citation)
    builds one card at a time on another, so that a sequence lifted goes only
    into a space:

    >>> from patience_core.sources import HOFFMANN_1892
    >>> nationale = HOFFMANN_1892.game("La Nationale")
    >>> sequences = Building(nationale.page(96), build=Build.EITHER, suit=Suits.SAME,
    ...                      continued=nationale.page(96), one_card=nationale.page(96))
    >>> falling = Pile("t1", Role.TABLEAU, (parse_card("9S"), parse_card("8S")))
    >>> [sequences.accepts(falling, (parse_card(c),)) for c in ("7S", "9S")]
    [True, False]
    >>> print(sequences.patience_can_place(None, falling, (parse_card("9S"),)).describe())
    a card laid on a sequence continues it the same way [Hoffmann 1892, No. 50 "La Nationale", p. 96]
    >>> sequences.is_sequence((parse_card("9S"), parse_card("8S"), parse_card("9S")))
    False
    >>> print(sequences.patience_can_place(None, falling, (parse_card("7S"), parse_card("6S"))).rule)
    one card at a time goes onto another card

    The same option serves a pile that runs one way once its second card is
    laid, up if that card is higher, down if lower (Hoffmann's Wheatsheaf,
    whose reserve heaps are each "in ascending or descending sequence"): the
    two cards are a sequence, and the next must continue it.

    >>> sheaf = Building(HOFFMANN_1892.game(44).page(81), build=Build.EITHER, suit=Suits.SAME,
    ...                  continued=HOFFMANN_1892.game(44).page(81))
    >>> rising = Pile("a1", Role.TABLEAU, (parse_card("4D"), parse_card("5D")))
    >>> [sheaf.accepts(rising, (parse_card(c),)) for c in ("6D", "4D")]
    [True, False]
    >>> print(sheaf.rule)
    a card goes on the next higher or lower card in suit, a sequence once begun going on the way it runs
    """

    governs: ClassVar[Part] = Part.BUILDING

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles = Role.TABLEAU,
        build: Build = Build.DOWN,
        suit: Suits = Suits.ANY,
        wrap: bool = False,
        pack: PackKind = FULL_PACK,
        step: int = 1,
        continued: Citation | None = None,
        one_card: Citation | None = None,
    ) -> None:
        if step != 1 and (wrap or not pack.whole):
            raise ValueError("Building: a step other than one neither wraps nor takes a stripped pack")
        if continued is not None and build is not Build.EITHER:
            raise ValueError("Building: continued= is for building either way")
        self.cite = cite
        self.piles = piles
        self.build = build
        self.suit = suit
        self.wrap = wrap
        self.pack = pack
        self.step = step
        self.continued = continued
        self.one_card = one_card
        way = {Build.DOWN: "higher", Build.UP: "lower", Build.EITHER: "higher or lower"}[build]
        apart = f"next {way} card" if step == 1 else f"card {_RANK_NAMES[step]} {way}"
        self.rule = f"a card goes on the {apart} {suit.value}"
        if continued is not None:
            self.rule += ", a sequence once begun going on the way it runs"

    def follows(self, below: Card, above: Card) -> bool:
        """Whether ``above`` may be built on ``below``."""
        if self.step != 1:
            gaps = {Build.DOWN: (-self.step,), Build.UP: (self.step,), Build.EITHER: (self.step, -self.step)}
            return self.suit.allows(below, above) and above.rank - below.rank in gaps[self.build]
        return self.suit.allows(below, above) and above.rank in _step(below.rank, self.build, self.wrap, self.pack)

    def is_sequence(self, cards: Sequence[Card]) -> bool:
        """Whether ``cards``, bottom to top, are built each on the one below (and, ``continued``, all one way)."""
        if not all(self.follows(below, above) for below, above in itertools.pairwise(cards)):
            return False
        return self.continued is None or len({_way(below, above) for below, above in itertools.pairwise(cards)}) < 2

    def turns(self, pile: Pile, card: Card) -> bool:
        """Whether ``card`` on ``pile`` would turn back a sequence at its top (refused with ``continued``)."""
        cards = pile.cards
        if self.continued is None or len(cards) < 2 or not self.follows(cards[-2], cards[-1]):
            return False
        return _way(cards[-2], cards[-1]) != _way(cards[-1], card)

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """Whether ``cards`` may be built on ``pile``; ``None`` for a pile not governed, or empty."""
        if not _governs(self.piles, pile) or pile.top is None:
            return None
        if self.one_card is not None and len(cards) > 1:
            return False
        return self.follows(pile.top, cards[0]) and self.is_sequence(cards) and not self.turns(pile, cards[0])

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """The first card follows the pile's top card, and the rest follow it.

        With ``one_card``, only one card goes onto another at a time; with
        ``continued``, a card laid on a sequence continues it the same way.
        """
        if not _governs(self.piles, pile) or pile.top is None:
            return None
        if self.one_card is not None and len(cards) > 1:
            return illegal("one card at a time goes onto another card", self.one_card)
        if self.continued is not None and self.follows(pile.top, cards[0]) and self.turns(pile, cards[0]):
            return illegal("a card laid on a sequence continues it the same way", self.continued)
        return _ruling(self.accepts(pile, cards), self.rule, self.cite)


class Available:
    """Which cards may be taken up: the top card of each pile, or a built sequence from the top.

    With ``sequences`` (the tableau's :class:`Building`) a run of cards built
    in order may be lifted together; without it, one card at a time.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> top = Available(CADOGAN_1914.game("La Belle Lucie").rule("I"))
    >>> pile = Pile("t1", Role.TABLEAU, (parse_card("7C"), parse_card("6C")))
    >>> top.patience_can_lift(None, pile, 1).legal
    True
    >>> print(top.patience_can_lift(None, pile, 2).describe())
    only the top card of a pile is available [Cadogan 1914, "La Belle Lucie", rule I]
    >>> from patience_core.sources import Reading
    >>> whole = Reading("a built sequence moves as one", of=CADOGAN_1914.game("La Belle Lucie"))
    >>> runs = Available(whole, sequences=Building(whole, suit=Suits.SAME))
    >>> runs.patience_can_lift(None, pile, 2).legal
    True
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles = Role.TABLEAU,
        sequences: Building | None = None,
        rule: str = "only the top card of a pile is available",
    ) -> None:
        self.cite = cite
        self.piles = piles
        self.sequences = sequences
        self.rule = rule

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """How many cards may be taken from the top of ``pile``; ``None`` for a pile not governed."""
        if not _governs(self.piles, pile):
            return None
        if self.sequences is None:
            return (1,) if pile.cards else ()
        counts = [1] if pile.cards else []
        while len(counts) < len(pile.cards) and self.sequences.is_sequence(pile.cards[-len(counts) - 1 :]):
            counts.append(len(counts) + 1)
        return counts

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The top card; more only as a built sequence, when sequences may move."""
        if not _governs(self.piles, pile):
            return None
        if count == 1:
            return legal(self.rule, self.cite)
        if self.sequences is not None and self.sequences.is_sequence(pile.cards[-count:]):
            return legal("a sequence built in order moves as one", self.sequences.cite)
        return illegal(self.rule, self.cite)


class NarrowEnds:
    """A grid of single cards, a card available only when one of its narrow ends is free.

    ``rows`` are the places of the grid, row by row from the top (every row as
    long), each a pile of one card. A card lies upright, its narrow ends
    above and below it, or, on the places named in ``sideways``, across, its
    narrow ends left and right. A narrow end is free when the place beyond it
    is off the grid, or is empty and a straight lane of empty places runs from
    it to the grid's edge, across or up and down: taking a card away frees
    none of the cards beside it, and inner cards come free only as lanes open.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> carpet = CADOGAN_1914.game("The Carpet")
    >>> rows = (("a1", "a2", "a3"), ("b1", "b2", "b3"), ("c1", "c2", "c3"), ("d1", "d2", "d3"))
    >>> ends = NarrowEnds(carpet.rule("II"), rows=rows)
    >>> full = Position("x", "y", 1, 0, tuple(Pile(p, Role.TABLEAU, (parse_card("5S"),)) for row in rows for p in row))
    >>> [ends.free(full, place) for place in ("a2", "b2", "c2", "d2")]
    [True, False, False, True]
    >>> print(ends.patience_can_lift(full, full.pile("c2"), 1).describe())
    a card is available only when one of its narrow ends is free [Cadogan 1914, "The Carpet", rule II]

    Taking away a card beside ``c2``, or the one above it, does not free it;
    a lane across the second row, leading to the place above it, does:

    >>> [ends.free(full.with_piles(dict.fromkeys(places, ())), "c2") for places in (["c1"], ["b2"], ["b1", "b2"])]
    [False, False, True]

    A card lying across has its narrow ends left and right:

    >>> ends = NarrowEnds(carpet.rule("II"), rows=rows, sideways=("a2",))
    >>> ends.free(full, "a2"), ends.free(full.with_piles({"a1": ()}), "a2")
    (False, True)

    A saved grid whose empty places no order of play could have emptied, each
    card taken while free, is refused:

    >>> ends.patience_check_position(full.with_piles({"b2": ()}))
    ['b2 is empty, but its card could never have come free']

    Without ``lanes``, a narrow end is free as soon as the place beyond it is
    empty: taking a card away frees the card above it and the card below it
    (The Parallels: "any card removed from either of these two rows liberates
    the card above or beneath it"), and rows not yet dealt are empty places.

    >>> from patience_core.sources import HOFFMANN_1892
    >>> parallels = NarrowEnds(HOFFMANN_1892.game(40).page(71), rows=rows, lanes=False)
    >>> [parallels.free(full.with_piles({"b2": ()}), place) for place in ("a2", "c2", "c1")]
    [True, True, False]
    >>> print(parallels.rule)
    a card is available only when the place above or below it is empty or off the grid
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(
        self, cite: Citation, *, rows: Sequence[tuple[str, ...]], sideways: tuple[str, ...] = (), lanes: bool = True
    ) -> None:
        if len({len(row) for row in rows}) > 1:
            raise ValueError("NarrowEnds: every row of the grid is as long")
        self.cite = cite
        self.rows = tuple(rows)
        self.sideways = frozenset(sideways)
        self.lanes = lanes
        self.places = {place: (r, c) for r, row in enumerate(self.rows) for c, place in enumerate(row)}
        self.rule = "a card is available only when one of its narrow ends is free"
        if not lanes:
            beside = "beyond one of its narrow ends" if sideways else "above or below it"
            self.rule = f"a card is available only when the place {beside} is empty or off the grid"

    def _empty(self, r: int, c: int, empty: frozenset[str] | None, position: Position) -> bool:
        place = self.rows[r][c]
        return place in empty if empty is not None else not position.pile(place).cards

    def free(self, position: Position, place: str, empty: frozenset[str] | None = None) -> bool:
        """Whether the card on ``place`` has a narrow end free (with ``empty``, those places counted as empty)."""
        height, width = len(self.rows), len(self.rows[0])
        r, c = self.places[place]
        steps = ((0, -1), (0, 1)) if place in self.sideways else ((-1, 0), (1, 0))
        for dr, dc in steps:
            er, ec = r + dr, c + dc
            if not (0 <= er < height and 0 <= ec < width):
                return True
            if not self._empty(er, ec, empty, position):
                continue
            if not self.lanes:
                return True
            for lr, lc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
                nr, nc = er + lr, ec + lc
                while 0 <= nr < height and 0 <= nc < width and self._empty(nr, nc, empty, position):
                    nr, nc = nr + lr, nc + lc
                if not (0 <= nr < height and 0 <= nc < width):
                    return True
        return False

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """One card from a place of the grid, for :class:`CardMoves`; whether it is free is judged on the move."""
        if pile.id not in self.places:
            return None
        return (1,) if pile.cards else ()

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """One card, and only with a narrow end free."""
        if pile.id not in self.places:
            return None
        return _ruling(count == 1 and self.free(position, pile.id), self.rule, self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The empty places are ones that play could have emptied, each card taken away while free."""
        empty = {place for place in self.places if not position.pile(place).cards}
        taken: set[str] = set()
        progress = True
        while progress:
            progress = False
            for place in sorted(empty - taken):
                if self.free(position, place, frozenset(taken)):
                    taken.add(place)
                    progress = True
        return [f"{place} is empty, but its card could never have come free" for place in sorted(empty - taken)]


class Spaces:
    """What an empty pile takes, and from where it may be filled.

    ``take`` is ``Space.ANY``, ``Space.KINGS`` or ``Space.NOTHING`` (see :class:`Space`);
    ``sources`` (pile ids or a role), when given, are the only piles a space
    may be filled from.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> empty = Pile("t2", Role.TABLEAU)
    >>> lanes = Spaces(CADOGAN_1914.game("Fortress").play(4), take=Space.ANY)
    >>> lanes.patience_can_place(None, empty, (parse_card("5D"),)).legal
    True
    >>> from patience_core.sources import Reading
    >>> never = Reading("a packet emptied is not refilled", of=CADOGAN_1914.game("La Belle Lucie"))
    >>> print(Spaces(never, take=Space.NOTHING).patience_can_place(None, empty, (parse_card("5D"),)).describe())
    a space takes nothing: it stays empty [reading: a packet emptied is not refilled]

    With ``at_once`` (and ``sources``), a space is filled before anything
    else is played, while a source has a card to fill it with; the player
    chooses from which (The Square: "immediately refilling spaces from the
    pack or talon"):

    >>> square = CADOGAN_1914.game("The Square")
    >>> now = Spaces(square.play(3), take=Space.ANY, sources=("talon", "stock"), at_once=True)
    >>> table = (empty, Pile("t1", Role.TABLEAU, (parse_card("9C"),)), Pile("talon", Role.WASTE),
    ...          Pile("stock", Role.STOCK, (parse_card("8C"),)))
    >>> print(now.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "t1")).describe())
    a space is filled at once, before anything else is played: t2 [Cadogan 1914, "The Square", play ¶3]
    >>> now.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "t2")) is None
    True
    """

    governs: ClassVar[Part] = Part.SPACES

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles = Role.TABLEAU,
        take: Space = Space.ANY,
        sources: Piles | None = None,
        at_once: bool = False,
    ) -> None:
        if at_once and sources is None:
            raise ValueError("Spaces: at_once= needs sources=, the piles a space is filled from")
        self.cite = cite
        self.piles = piles
        self.take = take
        self.sources = sources
        self.at_once = at_once
        self.rule = f"a space takes {take.value}"

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A space is filled only from the ``sources``, when they are named; with ``at_once``, before any other move."""
        if self.sources is None or not isinstance(move, Move):
            return None
        target = position.pile(move.target)
        if _governs(self.piles, target) and not target.cards:
            if not _governs(self.sources, position.pile(move.source)):
                return illegal("a space is filled only from " + _named(self.sources), self.cite)
        elif self.at_once and any(pile.cards for pile in _selected(self.sources, position)):
            empty = next((pile.id for pile in _selected(self.piles, position) if not pile.cards), None)
            if empty is not None:
                return illegal(f"a space is filled at once, before anything else is played: {empty}", self.cite)
        return None

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """Whether the empty ``pile`` takes ``cards`` (wherever they come from); ``None`` if not a space of ours."""
        if not _governs(self.piles, pile) or pile.cards:
            return None
        return self.take is Space.ANY or (self.take is Space.KINGS and cards[0].is_king)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Any card, a king at the bottom, or nothing at all."""
        return _ruling(self.accepts(pile, cards), self.rule, self.cite)


class OneCard:
    """Each of ``piles`` is a place for one card: a card goes there only while it is empty.

    A move onto an occupied place is refused, saying ``rule``, and so is a
    saved position with more than one card on a place.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> alone = OneCard(CADOGAN_1914.game("The Sultan").play(2), piles=("sultan",))
    >>> sultan, divan = Pile("sultan", Role.RESERVE, (parse_card("KH"),)), Pile("d1", Role.RESERVE, (parse_card("5D"),))
    >>> alone.patience_check_position(Position("x", "y", 1, 0, (sultan, divan)))
    []
    >>> print(alone.patience_check_move(Position("x", "y", 1, 0, (sultan, divan)), Move("d1", "sultan")).describe())
    a place holds one card [Cadogan 1914, "The Sultan", play ¶2]
    >>> crowded = Pile("sultan", Role.RESERVE, (parse_card("KH"), parse_card("5D")))
    >>> alone.patience_check_position(Position("x", "y", 1, 0, (crowded,)))
    ['sultan holds more than one card']
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(self, cite: Citation, *, piles: Piles, rule: str = "a place holds one card") -> None:
        self.cite = cite
        self.piles = piles
        self.rule = rule

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card move onto an occupied place is refused."""
        target = position.pile(move.target) if isinstance(move, Move) else None
        if target is not None and target.cards and _governs(self.piles, target):
            return illegal(self.rule, self.cite)
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """No pile of ``piles`` holds more than one card."""
        return [
            f"{pile.id} holds more than one card" for pile in _selected(self.piles, position) if len(pile.cards) > 1
        ]


class GoesOnlyTo:
    """A card taken from ``piles`` may go only to one of ``to``; ``rule`` says so when it goes elsewhere.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> pack = GoesOnlyTo(CADOGAN_1914.game("La Nivernaise").play(5), piles=("stock",), to=("l1", "l2"),
    ...                   rule="a card from the pack only fills a vacancy in the flanks")
    >>> table = (Pile("stock", Role.STOCK, (parse_card("AS"),)), Pile("l1", Role.RESERVE), Pile("f1", Role.FOUNDATION))
    >>> pack.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "l1")) is None
    True
    >>> print(pack.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "f1")).describe())
    a card from the pack only fills a vacancy in the flanks [Cadogan 1914, "La Nivernaise", play ¶5]
    """

    governs: ClassVar[Part] = Part.BUILDING

    def __init__(self, cite: Citation, *, piles: Piles, to: Piles, rule: str) -> None:
        self.cite = cite
        self.piles = piles
        self.to = to
        self.rule = rule

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move from ``piles`` to a pile not among ``to`` is refused."""
        if not isinstance(move, Move) or not _governs(self.piles, position.pile(move.source)):
            return None
        return None if _governs(self.to, position.pile(move.target)) else illegal(self.rule, self.cite)


class TakesOnlyFrom:
    """The ``piles`` take cards only from ``sources``; ``rule`` says so when a card comes from elsewhere.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> through = TakesOnlyFrom(CADOGAN_1914.game("Light and Shade").play(3), piles=Role.FOUNDATION, sources=("a1",),
    ...                         rule="cards go to the foundations only from the Auxiliaries")
    >>> table = (Pile("a1", Role.TABLEAU, (parse_card("2S"),)), Pile("r1", Role.RESERVE, (parse_card("2H"),)),
    ...          Pile("f1", Role.FOUNDATION, (parse_card("AD"),)))
    >>> through.patience_check_move(Position("x", "y", 1, 0, table), Move("a1", "f1")) is None
    True
    >>> print(through.patience_check_move(Position("x", "y", 1, 0, table), Move("r1", "f1")).describe())
    cards go to the foundations only from the Auxiliaries [Cadogan 1914, "Light and Shade", play ¶3]
    """

    governs: ClassVar[Part] = Part.BUILDING

    def __init__(self, cite: Citation, *, piles: Piles, sources: Piles, rule: str) -> None:
        self.cite = cite
        self.piles = piles
        self.sources = sources
        self.rule = rule

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move to ``piles`` from a pile not among ``sources`` is refused."""
        if not isinstance(move, Move) or not _governs(self.piles, position.pile(move.target)):
            return None
        return None if _governs(self.sources, position.pile(move.source)) else illegal(self.rule, self.cite)


class Refill:
    """A pile emptied is filled at once with the top card of the first ``supply`` pile that has one.

    With ``count``, that many cards are taken together, as a packet is dealt
    (La Nivernaise replaces a packet played away with four cards). This clause
    carries out every card move of the game (the core's plain move, then the
    refill), so a game has at most one such clause.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> refill = Refill(CADOGAN_1914.game("The Sultan").play(3), piles=("d1",), supply=("talon", "stock"))
    >>> table = (Pile("d1", Role.RESERVE, (parse_card("AS"),)), Pile("f1", Role.FOUNDATION),
    ...          Pile("talon", Role.WASTE), Pile("stock", Role.STOCK, (parse_card("9D"),)))
    >>> after = refill.patience_apply_move(Position("x", "y", 1, 0, table), Move("d1", "f1"))
    >>> [str(pile.top) for pile in after.piles]
    ['9D', 'AS', 'None', 'None']
    >>> packet = Refill(CADOGAN_1914.game("La Nivernaise").play(6), piles=("d1",), supply=("stock",), count=4)
    >>> stock = Pile("stock", Role.STOCK, tuple(parse_card(c) for c in ("2C", "3C", "4C", "5C", "6C")))
    >>> after = packet.patience_apply_move(Position("x", "y", 1, 0, (*table[:3], stock)), Move("d1", "f1"))
    >>> [str(card) for card in after.pile("d1").cards], len(after.pile("stock").cards)
    (['6C', '5C', '4C', '3C'], 1)

    With ``each_card``, every card taken from one of the ``piles`` is replaced
    at once, emptied or not: the place it leaves is filled (The Kings).

    >>> kings = CADOGAN_1914.game("The Kings").play(2)
    >>> replace = Refill(kings, piles=("l1",), supply=("stock",), each_card=True)
    >>> table = (Pile("l1", Role.TABLEAU, (parse_card("KS"), parse_card("2H"))), Pile("f1", Role.FOUNDATION),
    ...          Pile("stock", Role.STOCK, (parse_card("9D"),)))
    >>> after = replace.patience_apply_move(Position("x", "y", 1, 0, table), Move("l1", "f1"))
    >>> [str(card) for card in after.pile("l1").cards], replace.rule
    (['KS', '9D'], 'a card taken is replaced at once from stock')

    With ``supplies``, each pile has a supply of its own (The Star: an inner
    place is filled from the outer place on its ray), taking the place of
    ``supply`` for the piles it names.

    >>> from patience_core.sources import HOFFMANN_1892
    >>> star = HOFFMANN_1892.game(2).page(10)
    >>> rays = Refill(star, piles=("i1", "i2"), supply=(), supplies={"i1": ("o1",), "i2": ("o2",)})
    >>> table = (Pile("i1", Role.RESERVE), Pile("o1", Role.RESERVE, (parse_card("9D"),)),
    ...          Pile("o2", Role.RESERVE, (parse_card("KS"),)))
    >>> [str(pile.top) for pile in rays.fill(Position("x", "y", 1, 0, table), "i1").piles], rays.rule
    (['9D', 'None', 'KS'], 'a pile emptied is filled at once from its own: i1 from o1, i2 from o2')
    """

    governs: ClassVar[Part] = Part.SPACES

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles,
        supply: tuple[str, ...],
        count: int = 1,
        each_card: bool = False,
        supplies: Mapping[str, tuple[str, ...]] | None = None,
    ) -> None:
        self.cite = cite
        self.piles = piles
        self.supply = supply
        self.count = count
        self.each_card = each_card
        self.supplies = dict(supplies or {})
        what = "a card taken is replaced" if each_card else "a pile emptied is filled"
        self.rule = f"{what} at once from " + " or ".join(supply)
        if self.supplies:
            own = ", ".join(f"{pile_id} from {' or '.join(found)}" for pile_id, found in self.supplies.items())
            self.rule = f"{what} at once from its own: {own}"

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """This rule, with its citation, if it fills ``pile``: what a refusal of other cards there rests on."""
        return (self.rule, self.cite) if _governs(self.piles, pile) else None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the cards, then fill the source from the supply if it is now empty (or, ``each_card``, always)."""
        if not isinstance(move, Move):
            return None
        after = move_cards(position, move)
        source = after.pile(move.source)
        if source.cards and not self.each_card:
            return after
        return self.fill(after, source.id)

    def fill(self, position: Position, pile_id: str) -> Position:
        """``position`` with the pile ``pile_id``, if one of ours, given cards from the first supply that has any."""
        pile = position.pile(pile_id)
        if not _governs(self.piles, pile):
            return position
        for supply in self.supplies.get(pile_id, self.supply):
            cards = position.pile(supply).cards
            if cards:  # ``count`` cards taken together: the top one lies at the bottom, as a packet is dealt
                split = max(0, len(cards) - self.count)
                return position.with_piles({pile_id: (*pile.cards, *cards[split:][::-1]), supply: cards[:split]})
        return position
