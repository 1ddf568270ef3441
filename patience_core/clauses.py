"""Clauses: a patience composed from cited rules, one rule to an object.

A clause is a pluggy rule object that enforces one rule of a book and carries
the citation of that rule: every :class:`~patience_core.Ruling` it gives names
it. A game lists its clauses as its ``Variant.rules``; the rulebook layers them
(the later in the list is asked first), and each clause answers only for the
piles it was given, returning ``None`` for the others. Hooks written by hand
remain for what is peculiar to one game.

The clauses take their parameters as words of the game's own language:
:class:`Build` (up, down, either way), :class:`Suits` (in suit, by colour,
alternating colours, regardless of suit), the piles they govern (a
:class:`~patience_core.Role` or a tuple of pile ids) and, for the deal, the
steps of the deal in order (:class:`SetOut`, :class:`DealPackets`,
:class:`DealRound`).

>>> from patience_core import parse_card
>>> from patience_core.works import CADOGAN_1914
>>> marriages = Building(CADOGAN_1914.game("La Belle Lucie").play(4), build=Build.DOWN, suit=Suits.SAME)
>>> marriages.follows(parse_card("9H"), parse_card("8H")), marriages.follows(parse_card("9H"), parse_card("8S"))
(True, False)
>>> print(marriages.rule)
a card goes on the next higher card in suit
"""

from __future__ import annotations

import enum
import itertools
import random
from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, TypeAlias

from patience_core.cards import ACE, FULL_PACK, KING, RANKS, Card, PackKind, Suit, parse_card
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position, Redeal, Role, illegal, legal
from patience_core.provenance import Citation

if TYPE_CHECKING:
    from patience_core.model import Action, Ruling, Setup

__all__ = [
    "Abeyance",
    "Available",
    "Build",
    "Building",
    "CardMoves",
    "DealPackets",
    "DealRound",
    "DealStep",
    "Dealing",
    "Exchange",
    "Foundations",
    "GoesOnlyTo",
    "LatestKing",
    "Layout",
    "MustPlay",
    "NarrowEnds",
    "OneCard",
    "Pairs",
    "Redeals",
    "Refill",
    "SetOut",
    "Space",
    "Spaces",
    "Suits",
    "TakesOnlyFrom",
    "Talon",
    "TalonAgain",
    "WhileDealing",
    "move_cards",
    "numbered",
    "reproducible_shuffle",
    "table_of",
]

#: The piles a clause governs: every pile of a role, or the piles named.
Piles: TypeAlias = Role | tuple[str, ...]


class Build(enum.Enum):
    """Which way a pile is built: each card one rank above, below, or either."""

    UP = "up"
    DOWN = "down"
    EITHER = "up or down"


class Suits(enum.Enum):
    """What a card must share with the card it goes on."""

    SAME = "in suit"
    COLOUR = "by colour"
    ALTERNATE = "in alternating colours"
    ANY = "regardless of suit"

    def allows(self, below: Card, above: Card) -> bool:
        """Whether ``above`` may lie on ``below`` as far as suit and colour go."""
        if self is Suits.SAME:
            return above.suit is below.suit
        if self is Suits.COLOUR:
            return above.colour is below.colour
        if self is Suits.ALTERNATE:
            return above.colour is not below.colour
        return True


class Space(enum.Enum):
    """What an empty pile takes."""

    ANY = "any card"
    KINGS = "a king only"
    NOTHING = "nothing: it stays empty"


def numbered(prefix: str, count: int) -> tuple[str, ...]:
    """Pile ids ``prefix1`` to ``prefixN``.

    >>> numbered("f", 4)
    ('f1', 'f2', 'f3', 'f4')
    """
    return tuple(f"{prefix}{i}" for i in range(1, count + 1))


def table_of(**roles: str | Sequence[str]) -> tuple[tuple[str, Role], ...]:
    """The table's piles as ``(id, role)`` in reading order, for :class:`Layout`: one keyword a role.

    Each keyword is a :class:`~patience_core.Role` by its value (``foundation``,
    ``tableau``, ``reserve``, ``waste``, ``stock``) and names one pile or a
    tuple of piles; the keywords are read in the order written.

    >>> piles = table_of(foundation=numbered("f", 2), tableau=("t1",), waste="talon", stock="stock")
    >>> [f"{pile_id} {role.value}" for pile_id, role in piles]
    ['f1 foundation', 'f2 foundation', 't1 tableau', 'talon waste', 'stock stock']
    >>> table_of(foundations=numbered("f", 4))
    Traceback (most recent call last):
    ...
    ValueError: table_of: foundations= is no role; the roles are foundation, tableau, stock, waste, reserve
    >>> table_of(tableau=("t1", "t2"), reserve="t1")
    Traceback (most recent call last):
    ...
    ValueError: table_of: t1 named twice
    """
    laid: list[tuple[str, Role]] = []
    for name, piles in roles.items():
        try:
            role = Role(name)
        except ValueError:
            known = ", ".join(role.value for role in Role)
            raise ValueError(f"table_of: {name}= is no role; the roles are {known}") from None
        laid += [(pile_id, role) for pile_id in ((piles,) if isinstance(piles, str) else piles)]
    named = [pile_id for pile_id, _ in laid]
    twice = sorted({pile_id for pile_id in named if named.count(pile_id) > 1})
    if twice:
        raise ValueError(f"table_of: {', '.join(twice)} named twice")
    return tuple(laid)


def _governs(piles: Piles, pile: Pile) -> bool:
    return pile.role is piles if isinstance(piles, Role) else pile.id in piles


def _selected(piles: Piles, position: Position) -> tuple[Pile, ...]:
    if isinstance(piles, Role):
        return position.piles_of(piles)
    return tuple(position.pile(pile_id) for pile_id in piles)


def _ruling(verdict: bool | None, rule: str, cite: Citation) -> Ruling | None:
    """The ruling for a clause's verdict: legal, illegal, or no opinion (``None``)."""
    if verdict is None:
        return None
    return legal(rule, cite) if verdict else illegal(rule, cite)


def _step(rank: int, build: Build, wrap: bool, pack: PackKind = FULL_PACK) -> tuple[int, ...]:
    """The ranks that may follow ``rank`` when building ``build``, in a ``pack`` that may be stripped."""
    if pack.whole:
        higher, lower = (rank + 1 if rank < KING else 0), rank - 1
    else:
        higher, lower = pack.after(rank) or 0, pack.before(rank) or 0
    after = []
    if build is not Build.DOWN:
        after.append(higher or (pack.ranks[0] if wrap else 0))
    if build is not Build.UP:
        after.append(lower or (pack.ranks[-1] if wrap else 0))
    return tuple(r for r in after if r)


def _way(below: Card, above: Card) -> bool:
    """Whether ``above`` lies higher than ``below``: the way a sequence runs."""
    return above.rank > below.rank


def move_cards(position: Position, move: Move) -> Position:
    """The position after the top ``move.count`` cards of the source are put onto the target."""
    return position._moved(move)


def reproducible_shuffle(cards: Iterable[Card], position: Position) -> list[Card]:
    """``cards`` shuffled the same way every time the same deal reaches the same redeal.

    The cards are sorted, then shuffled (Fisher-Yates from the end) by a
    private generator seeded with the game's name, its deal number and the
    number of redeals left: a deal number always plays the same game, and the
    global :mod:`random` module is never touched.

    >>> from patience_core import parse_card
    >>> position = Position("sultan", "cadogan-1914", 4, 2, ())
    >>> cards = [parse_card(text) for text in ("AS", "2S", "3S", "4S", "5S")]
    >>> reproducible_shuffle(cards, position) == reproducible_shuffle(reversed(cards), position)
    True
    """
    shuffled = sorted(cards)
    generator = random.Random(f"{position.variant} {position.number} redeal {position.redeals_left}")
    for n in range(len(shuffled) - 1, 0, -1):
        j = int(generator.random() * (n + 1))
        shuffled[n], shuffled[j] = shuffled[j], shuffled[n]
    return shuffled


# --------------------------------------------------------------------------- foundations


class Foundations:
    """The foundations: where they start, which way they build, in what suit, where they end.

    ``start`` is the rank (or ranks) an empty foundation takes (none, for
    foundations set out card by card before the deal); ``wrap`` lets
    a king be followed by an ace (and an ace by a king, building down);
    ``end`` is the rank that completes a foundation, after which it takes
    nothing. ``suits``, one for each pile named, gives each foundation a suit
    of its own (four aces "of different suits", taken as they come: each goes
    to its place). Cards played to a foundation stay there. With ``set_out``
    the foundations are laid before the deal, so a saved position with an
    empty one is refused. ``omit`` is a rank the foundation passes over, a rank
    taken out of play (The Empress of India's black sequences omit the queens).
    ``ends``, one rank for each pile named, gives each foundation an end of
    its own (The Clock's foundations each end at the rank of their hour).
    ``order``, when given, lists the ranks in the order the foundation takes
    them, for a foundation that is not one run up or down: its first card has
    the first rank, and so on, and it is complete when it holds them all
    (``start``, ``build``, ``wrap``, ``end``, ``ends`` and ``omit`` are then unused).
    ``first``, a pile id, takes the rank every foundation begins with from a
    card of the play: the first card of that foundation, dealt or chosen
    (General Sedgewick, The Terrace). It is begun before the others, with any
    rank of ``start``, and the others begin only with a card of its rank, by
    the rule ``first_cite``; each then holds every rank once, ending at the
    rank below the one it began with. ``set_out`` may also name the foundations laid in
    the deal, rather than all of them.
    ``pack``, for a game of stripped packs, is the kind of pack
    (:class:`~patience_core.cards.PackKind`): a foundation steps over the ranks
    it lacks, and is whole when it holds every rank the pack has.

    >>> from patience_core import parse_card
    >>> from patience_core.cards import ACE
    >>> from patience_core.works import CADOGAN_1914
    >>> up = Foundations(CADOGAN_1914.game("La Belle Lucie").rule("II"), start=ACE)
    >>> empty, ace = Pile("f1", Role.FOUNDATION), Pile("f1", Role.FOUNDATION, (parse_card("AH"),))
    >>> up.fits(empty, parse_card("AH")), up.fits(ace, parse_card("2H")), up.fits(ace, parse_card("2S"))
    (True, True, False)
    >>> position = Position("x", "y", 1, 0, (ace, Pile("t1", Role.TABLEAU, (parse_card("3H"),))))
    >>> print(up.patience_can_place(position, ace, (parse_card("3H"),)).describe())
    a foundation is built up in suit, from the ace [Cadogan 1914, "La Belle Lucie", rule II]
    >>> print(up.patience_check_move(position, Move("f1", "t1")).describe())
    a card played to a foundation stays there [Cadogan 1914, "La Belle Lucie", rule II]
    >>> babette = CADOGAN_1914.game("Babette").play(2)
    >>> aces = Foundations(babette, piles=("f1", "f2"), suits=(Suit.CLUBS, Suit.HEARTS))
    >>> clubs, hearts = Pile("f1", Role.FOUNDATION), Pile("f2", Role.FOUNDATION)
    >>> aces.fits(hearts, parse_card("AH")), aces.fits(clubs, parse_card("AH"))
    (True, False)
    >>> print(aces.rule)
    a foundation is built up in suit, from the ace of its own suit
    >>> laid = Foundations(CADOGAN_1914.game("The Kings").play(1), piles=("f1", "f2"), set_out=True)
    >>> hearts = Pile("f2", Role.FOUNDATION, (parse_card("AH"),))
    >>> laid.patience_check_position(Position("x", "y", 1, 0, (clubs, hearts)))
    ['foundation f1 is empty, but it is laid before play begins']
    >>> from patience_core.cards import KING, QUEEN
    >>> admirals = Foundations(CADOGAN_1914.game("The Empress of India").play(4), end=KING, omit=QUEEN)
    >>> knave = Pile("f1", Role.FOUNDATION, (parse_card("JC"),))
    >>> admirals.fits(knave, parse_card("KC")), admirals.fits(knave, parse_card("QC"))
    (True, False)
    >>> print(admirals.rule)
    a foundation is built up in suit, from the ace to the king, passing over the queens
    >>> dial = CADOGAN_1914.game("The Clock").play(1)
    >>> hours = Foundations(dial, piles=("f1", "f2"), start=(), wrap=True, ends=(ACE, 2))
    >>> one, two = Pile("f1", Role.FOUNDATION, (parse_card("KH"),)), Pile("f2", Role.FOUNDATION, (parse_card("2S"),))
    >>> hours.fits(one, parse_card("AH")), hours.fits(two, parse_card("3S"))
    (True, False)
    >>> done = Pile("f1", Role.FOUNDATION, (parse_card("KH"), parse_card("AH")))
    >>> hours.complete(Position("x", "y", 1, 0, (done, two))), hours.fits(done, parse_card("2H"))
    (True, False)
    >>> print(hours.rule)
    a foundation is built up in suit to an end of its own
    >>> besieged = Foundations(CADOGAN_1914.game("The Besieged City").play(2), order=(ACE, KING, 2, QUEEN))
    >>> ace = Pile("f1", Role.FOUNDATION, (parse_card("AS"),))
    >>> king = Pile("f1", Role.FOUNDATION, (parse_card("AS"), parse_card("KS")))
    >>> [besieged.fits(pile, parse_card(text)) for pile, text in ((ace, "KS"), (ace, "2S"), (king, "2S"))]
    [True, False, True]
    >>> print(besieged.rule)
    a foundation is built in suit, in the order A K 2 Q
    >>> sedgewick = CADOGAN_1914.game("General Sedgewick")
    >>> corners = Foundations(sedgewick.play(3), start=tuple(range(ACE, KING + 1)), wrap=True,
    ...                       first="f1", first_cite=sedgewick.play(2), set_out=("f1",))
    >>> seven, empty = Pile("f1", Role.FOUNDATION, (parse_card("7H"),)), Pile("f2", Role.FOUNDATION)
    >>> table = Position("x", "y", 1, 0, (seven, empty))
    >>> [corners.patience_can_place(table, empty, (parse_card(text),)).legal for text in ("7C", "8C")]
    [True, False]
    >>> print(corners.patience_can_place(table, empty, (parse_card("8C"),)).describe())
    the other foundations begin with cards of the first one's value [Cadogan 1914, "General Sedgewick", play ¶2]
    >>> hearts = tuple(parse_card(f"{rank}H") for rank in "7 8 9 10 J Q K A 2 3 4 5 6".split())
    >>> corners.fits(Pile("f1", Role.FOUNDATION, hearts), parse_card("7H"))
    False
    >>> corners.fits(Pile("f1", Role.FOUNDATION, hearts[:-1]), parse_card("6H"))
    True
    >>> corners.patience_check_position(table.with_piles({"f2": (parse_card("8C"),)}))
    ['f2 begins with a card of another value than f1']
    >>> corners.patience_check_position(table.with_piles({"f1": ()}))
    ['foundation f1 is empty, but it is laid before play begins']
    >>> from patience_core.cards import PIQUET_PACK
    >>> olga = Foundations(CADOGAN_1914.game("The Olga").play(1), pack=PIQUET_PACK)
    >>> olga.fits(ace, parse_card("7S")), olga.fits(ace, parse_card("2S"))
    (True, False)

    A game with several groups of foundations has a clause for each, and the
    first group complete does not win it: The Mill's angles, come down to
    their aces, leave the verdict to the centre's clause and the core's
    default, and a group alone on the table wins.

    >>> mill = CADOGAN_1914.game("The Mill")
    >>> angles = Foundations(mill.rule("II"), piles=("a1",), build=Build.DOWN, suit=Suits.ANY, start=KING, end=ACE)
    >>> down = tuple(parse_card(f"{rank}S") for rank in "K Q J 10 9 8 7 6 5 4 3 2 A".split())
    >>> centre = Pile("centre", Role.FOUNDATION, (parse_card("AH"),))
    >>> [angles.patience_is_won(Position("x", "y", 1, 0, (centre, Pile("a1", Role.FOUNDATION, cards))))
    ...  for cards in (down[:-1], down)]
    [False, None]
    >>> angles.patience_is_won(Position("x", "y", 1, 0, (Pile("a1", Role.FOUNDATION, down),)))
    True
    """

    def __init__(
        self,
        cite: Citation,
        *,
        piles: Piles = Role.FOUNDATION,
        build: Build = Build.UP,
        suit: Suits = Suits.SAME,
        start: int | tuple[int, ...] = ACE,
        wrap: bool = False,
        end: int | None = None,
        suits: tuple[Suit, ...] = (),
        set_out: bool | tuple[str, ...] = False,
        omit: int | None = None,
        ends: tuple[int, ...] = (),
        order: tuple[int, ...] = (),
        first: str | None = None,
        first_cite: Citation | None = None,
        pack: PackKind = FULL_PACK,
    ) -> None:
        if first is not None and first_cite is None:
            raise ValueError("Foundations: first= needs first_cite=, the rule that the others begin with its rank")
        if suits and (isinstance(piles, Role) or len(suits) != len(piles)):
            raise ValueError("Foundations: suits= names one suit for each pile named in piles=")
        if ends and (isinstance(piles, Role) or len(ends) != len(piles)):
            raise ValueError("Foundations: ends= names one rank for each pile named in piles=")
        self.cite = cite
        self.piles = piles
        self.suits = dict(zip(piles, suits, strict=True)) if suits and not isinstance(piles, Role) else {}
        self.build = build
        self.suit = suit
        self.start = (start,) if isinstance(start, int) else start
        self.wrap = wrap
        self.end = end
        self.ends = dict(zip(piles, ends, strict=True)) if ends and not isinstance(piles, Role) else {}
        self.set_out = set_out
        self.omit = omit
        self.order = order
        self.first = first
        self.first_cite = first_cite
        self.pack = pack
        self._goals: tuple[object, tuple[tuple[int, int, int | None], ...]] = (None, ())
        begins = " or ".join(_RANK_NAMES[rank] for rank in self.start)
        own = " of its own suit" if suits else ""
        origin = f", from the {begins}{own}" if self.start else ""
        until = f" to the {_RANK_NAMES[end]}" if end else (" to an end of its own" if self.ends else "")
        passing = f", passing over the {_RANK_NAMES[omit]}s" if omit else ""
        self.rule = f"a foundation is built {build.value} {suit.value}{origin}{until}{passing}"
        if order:
            ranks = " ".join(RANKS[rank] for rank in order)
            self.rule = f"a foundation{' of its own suit' if suits else ''} is built {suit.value}, in the order {ranks}"

    def fits(self, pile: Pile, card: Card) -> bool:
        """Whether ``card`` is the next card of the foundation ``pile``."""
        top = pile.top
        if self.order:
            held = len(pile.cards)
            if held >= len(self.order) or card.rank != self.order[held]:
                return False
        if top is None:
            return (bool(self.order) or card.rank in self.start) and self.suits.get(pile.id, card.suit) is card.suit
        if self.order:
            return self.suit.allows(top, card)
        if top.rank == self.ends.get(pile.id, self.end) or (self.first and card.rank == pile.cards[0].rank):
            return False
        return self.suit.allows(top, card) and card.rank in self._after(top.rank)

    def _after(self, rank: int) -> tuple[int, ...]:
        """The ranks that may follow ``rank``, stepping over the ``omit`` rank."""
        if self.omit is None:
            return _step(rank, self.build, self.wrap, self.pack)
        after: list[int] = []
        for way in (Build.UP, Build.DOWN):
            if self.build in (way, Build.EITHER):
                for following in _step(rank, way, self.wrap, self.pack):
                    after += _step(following, way, self.wrap, self.pack) if following == self.omit else (following,)
        return tuple(after)

    def refuses_first(self, position: Position, pile: Pile, card: Card) -> str | None:
        """Why ``card`` may not begin the empty ``pile`` by the rule of ``first``, or ``None`` if it may."""
        if self.first is None or pile.cards or pile.id == self.first or not _governs(self.piles, pile):
            return None
        first = position.pile(self.first).cards
        if not first:
            return f"the first foundation, {self.first}, is begun before the others"
        if card.rank != first[0].rank:
            return "the other foundations begin with cards of the first one's value"
        return None

    def next_home(self, position: Position, card: Card) -> Pile | None:
        """The first foundation ``card`` fits, or ``None``."""
        return next(
            (
                pile
                for pile in _selected(self.piles, position)
                if self.fits(pile, card) and self.refuses_first(position, pile, card) is None
            ),
            None,
        )

    def complete(self, position: Position) -> bool:
        """Whether every foundation has reached its end (or holds a whole suit when it has none)."""
        table, goals = self._goals
        if table is not position._index:
            goals = self._goals_of(position)
        piles = position.piles
        for i, held, end in goals:
            cards = piles[i].cards
            if len(cards) < held or (end is not None and cards[-1].rank != end):
                return False
        return True

    def _goals_of(self, position: Position) -> tuple[tuple[int, int, int | None], ...]:
        """Each foundation's place in the table, the cards it holds at least when complete, and its end rank.

        A foundation with an end is complete when its top card is of that rank; one with an ``order``, or
        with neither, when it holds that many cards. The goals are worked out once for a table, since
        the win check asks at every position and positions reached from one another share their pile index
        (:meth:`complete` keeps them while it sees the same index).
        """
        index = position._index
        whole = len(self.order) or len(self.pack.ranks) - (self.omit is not None)
        found = []
        for pile in _selected(self.piles, position):
            end = None if self.order else self.ends.get(pile.id, self.end)
            found.append((index[pile.id], 1 if end is not None else whole, end))
        goals = tuple(found)
        self._goals = (index, goals)
        return goals

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card played to a foundation stays there."""
        if isinstance(move, Move) and _governs(self.piles, position.pile(move.source)):
            return illegal("a card played to a foundation stays there", self.cite)
        return None

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """Whether ``cards`` may go onto ``pile``: one card, the next; ``None`` if not a foundation."""
        if not _governs(self.piles, pile):
            return None
        return len(cards) == 1 and self.fits(pile, cards[0])

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """One card at a time, the next of the foundation's sequence; with ``first``, of its rank."""
        verdict = self.accepts(pile, cards)
        refusal = self.refuses_first(position, pile, cards[0]) if verdict else None
        if refusal is not None:
            return illegal(refusal, self.first_cite)
        return _ruling(verdict, self.rule, self.cite)

    @hookimpl
    def patience_is_won(self, position: Position) -> bool | None:
        """Not won while a foundation of these is short of its end; once all reach it, won unless there are others.

        A game with several groups of foundations has a clause for each: a
        group complete leaves the verdict to the layers below (the other
        groups' clauses, then the core's default), so the first group done
        does not end the game. ``None`` leaves a game without an end or
        ``order`` to the core.
        """
        if self.end is None and not self.ends and not self.order:
            return None
        if not self.complete(position):
            return False
        others = any(pile.role is Role.FOUNDATION and not _governs(self.piles, pile) for pile in position.piles)
        return None if others else True

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """No foundation ``set_out`` is empty (no card leaves one); with ``first``, the others begin with its rank."""
        piles = _selected(self.piles, position)
        laid: Piles = () if not self.set_out else self.set_out if isinstance(self.set_out, tuple) else self.piles
        problems = [
            f"foundation {pile.id} is empty, but it is laid before play begins"
            for pile in piles
            if not pile.cards and _governs(laid, pile)
        ]
        if self.first is not None:
            first = position.pile(self.first).cards
            problems += [
                f"{pile.id} begins with a card of another value than {self.first}"
                if first
                else f"{pile.id} is begun before {self.first}, the first foundation"
                for pile in piles
                if pile.id != self.first and pile.cards and (not first or pile.cards[0].rank != first[0].rank)
            ]
        return problems


class Exchange:
    """The top card of a foundation may pass, one card at a time, to a foundation of another group it fits.

    ``between`` are the game's :class:`Foundations` groups (the ascending and
    the descending ones, say): "one card at a time may be exchanged from the
    ascending to the descending sequences, and *vice versâ*".

    >>> from patience_core import parse_card
    >>> from patience_core.cards import KING
    >>> from patience_core.works import CADOGAN_1914
    >>> nivernaise = CADOGAN_1914.game("La Nivernaise")
    >>> up = Foundations(nivernaise.play(1), piles=("f1",))
    >>> down = Foundations(nivernaise.play(1), piles=("f2",), build=Build.DOWN, start=KING)
    >>> exchange = Exchange(nivernaise.play(10), between=(up, down))
    >>> hearts = [parse_card(f"{rank}H") for rank in ("A", 2, 3, 4, 5, 6, 7, 8, 9, 10, "J", "Q", "K")]
    >>> table = (Pile("f1", Role.FOUNDATION, tuple(hearts[:3])), Pile("f2", Role.FOUNDATION, tuple(hearts[:2:-1])))
    >>> position = Position("x", "y", 1, 0, table)
    >>> exchange.patience_check_move(position, Move("f1", "f2")).legal
    True
    >>> print(exchange.patience_check_move(position, Move("f2", "f1")).rule)
    a foundation's top card may pass to a foundation of another sequence where it fits

    It offers the exchanges itself, since no pile's lifting rule covers a
    foundation's top card:

    >>> exchange.patience_candidate_moves(position)
    [Move('f1', 'f2'), Move('f2', 'f1')]
    """

    def __init__(self, cite: Citation, *, between: tuple[Foundations, ...]) -> None:
        self.cite = cite
        self.between = between
        self.rule = "a foundation's top card may pass to a foundation of another sequence where it fits"

    def _group(self, pile: Pile) -> Foundations | None:
        return next((group for group in self.between if _governs(group.piles, pile)), None)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Between foundations of two groups: one card, onto a foundation it fits."""
        if not isinstance(move, Move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        start, end = self._group(source), self._group(target)
        if start is None or end is None or start is end:
            return None
        allowed = move.count == 1 and end.fits(target, source.cards[-1])
        return (legal if allowed else illegal)(self.rule, self.cite)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Each foundation's top card onto each foundation of another group that it fits."""
        moves: list[Action] = []
        for start in self.between:
            for source in _selected(start.piles, position):
                card = source.top
                if card is None:
                    continue
                for end in self.between:
                    if end is not start:
                        targets = _selected(end.piles, position)
                        moves += [Move(source.id, target.id) for target in targets if end.fits(target, card)]
        return moves


_RANK_NAMES = (
    *("", "ace", "two", "three", "four", "five", "six", "seven"),
    *("eight", "nine", "ten", "knave", "queen", "king"),
)


# --------------------------------------------------------------------------- the tableau


class Building:
    """Building on the tableau: which way, in what suit; on a pile that is not empty.

    The cards placed must themselves follow one another by the same rule (a
    sequence lifted by :class:`Available` with ``sequences``).

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
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

    >>> from patience_core.works import HOFFMANN_1892
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
    """

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
    >>> from patience_core.works import CADOGAN_1914
    >>> top = Available(CADOGAN_1914.game("La Belle Lucie").rule("I"))
    >>> pile = Pile("t1", Role.TABLEAU, (parse_card("7C"), parse_card("6C")))
    >>> top.patience_can_lift(None, pile, 1).legal
    True
    >>> print(top.patience_can_lift(None, pile, 2).describe())
    only the top card of a pile is available [Cadogan 1914, "La Belle Lucie", rule I]
    >>> from patience_core.provenance import Reading
    >>> whole = Reading("a built sequence moves as one", of=CADOGAN_1914.game("La Belle Lucie"))
    >>> runs = Available(whole, sequences=Building(whole, suit=Suits.SAME))
    >>> runs.patience_can_lift(None, pile, 2).legal
    True
    """

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
    >>> from patience_core.works import CADOGAN_1914
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
    """

    def __init__(self, cite: Citation, *, rows: Sequence[tuple[str, ...]], sideways: tuple[str, ...] = ()) -> None:
        if len({len(row) for row in rows}) > 1:
            raise ValueError("NarrowEnds: every row of the grid is as long")
        self.cite = cite
        self.rows = tuple(rows)
        self.sideways = frozenset(sideways)
        self.places = {place: (r, c) for r, row in enumerate(self.rows) for c, place in enumerate(row)}
        self.rule = "a card is available only when one of its narrow ends is free"

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
    >>> from patience_core.works import CADOGAN_1914
    >>> empty = Pile("t2", Role.TABLEAU)
    >>> lanes = Spaces(CADOGAN_1914.game("Fortress").play(4), take=Space.ANY)
    >>> lanes.patience_can_place(None, empty, (parse_card("5D"),)).legal
    True
    >>> from patience_core.provenance import Reading
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


def _named(piles: Piles) -> str:
    return f"the {piles.value} piles" if isinstance(piles, Role) else ", ".join(piles)


class OneCard:
    """Each of ``piles`` is a place for one card: a card goes there only while it is empty.

    A move onto an occupied place is refused, saying ``rule``, and so is a
    saved position with more than one card on a place.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
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
    >>> from patience_core.works import CADOGAN_1914
    >>> pack = GoesOnlyTo(CADOGAN_1914.game("La Nivernaise").play(5), piles=("stock",), to=("l1", "l2"),
    ...                   rule="a card from the pack only fills a vacancy in the flanks")
    >>> table = (Pile("stock", Role.STOCK, (parse_card("AS"),)), Pile("l1", Role.RESERVE), Pile("f1", Role.FOUNDATION))
    >>> pack.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "l1")) is None
    True
    >>> print(pack.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "f1")).describe())
    a card from the pack only fills a vacancy in the flanks [Cadogan 1914, "La Nivernaise", play ¶5]
    """

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
    >>> from patience_core.works import CADOGAN_1914
    >>> through = TakesOnlyFrom(CADOGAN_1914.game("Light and Shade").play(3), piles=Role.FOUNDATION, sources=("a1",),
    ...                         rule="cards go to the foundations only from the Auxiliaries")
    >>> table = (Pile("a1", Role.TABLEAU, (parse_card("2S"),)), Pile("r1", Role.RESERVE, (parse_card("2H"),)),
    ...          Pile("f1", Role.FOUNDATION, (parse_card("AD"),)))
    >>> through.patience_check_move(Position("x", "y", 1, 0, table), Move("a1", "f1")) is None
    True
    >>> print(through.patience_check_move(Position("x", "y", 1, 0, table), Move("r1", "f1")).describe())
    cards go to the foundations only from the Auxiliaries [Cadogan 1914, "Light and Shade", play ¶3]
    """

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
    >>> from patience_core.works import CADOGAN_1914
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
    """

    def __init__(
        self, cite: Citation, *, piles: Piles, supply: tuple[str, ...], count: int = 1, each_card: bool = False
    ) -> None:
        self.cite = cite
        self.piles = piles
        self.supply = supply
        self.count = count
        self.each_card = each_card
        what = "a card taken is replaced" if each_card else "a pile emptied is filled"
        self.rule = f"{what} at once from " + " or ".join(supply)

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
        for supply in self.supply:
            cards = position.pile(supply).cards
            if cards:  # ``count`` cards taken together: the top one lies at the bottom, as a packet is dealt
                split = max(0, len(cards) - self.count)
                return position.with_piles({pile_id: (*pile.cards, *cards[split:][::-1]), supply: cards[:split]})
        return position


# --------------------------------------------------------------------------- pairs


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
    alone, and none leaves it.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
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
    """

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
    ) -> None:
        if lines and lines_cite is None:
            raise ValueError("Pairs: lines= needs lines_cite=, the rule that keeps a pair in one line")
        self.cite = cite
        self.piles = piles
        self.into = into
        self.total = total
        self.lines = tuple(frozenset(line) for line in lines)
        self.lines_cite = lines_cite
        self.refill = refill
        how = f"two cards adding up to {total}" if total is not None else "two cards of equal rank"
        self.rule = f"{how} are paired off"

    def pair(self, one: Card, other: Card) -> bool:
        """Whether ``one`` and ``other`` make a pair."""
        return one.rank + other.rank == self.total if self.total is not None else one.rank == other.rank

    def in_line(self, one: str, other: str) -> bool:
        """Whether the piles ``one`` and ``other`` lie in one line (always, without ``lines``)."""
        return not self.lines or any(one in line and other in line for line in self.lines)

    def _pairing(self, position: Position, move: Action) -> bool:
        if not isinstance(move, Move):
            return False
        return _governs(self.piles, position.pile(move.source)) and _governs(self.piles, position.pile(move.target))

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Nothing goes onto ``into`` but by pairing, nothing leaves it; a pair is two single cards in one line."""
        if not isinstance(move, Move):
            return None
        if move.target == self.into:
            return illegal("cards are taken off only in pairs, one card played onto the other", self.cite)
        if move.source == self.into:
            return illegal("a pair taken off stays off", self.cite)
        if not self._pairing(position, move):
            return None
        if move.count != 1:
            return illegal("a pair is two single cards", self.cite)
        if not self.in_line(move.source, move.target):
            return illegal("the two cards of a pair lie in one line", self.lines_cite)
        return None

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """Whether ``cards`` pair with the top of ``pile``; ``None`` for a pile not governed, or empty."""
        if pile.id == self.into:
            return False
        if not _governs(self.piles, pile) or pile.top is None:
            return None
        return len(cards) == 1 and self.pair(pile.top, cards[0])

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """A card pairs with a pile's top card; on ``into`` (a position read) every second card with the one below."""
        if pile.id == self.into:
            odd = len(pile.cards) % 2 == 1
            return _ruling(len(cards) == 1 and (not odd or self.pair(pile.cards[-1], cards[0])), self.rule, self.cite)
        return _ruling(self.accepts(pile, cards), self.rule, self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The cards taken off are whole pairs: an even number of them."""
        held = len(position.pile(self.into).cards)
        return [f"{self.into} holds {held} cards, but cards are taken off in pairs"] if held % 2 else []

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Both cards onto ``into``, the source's first; with ``refill``, the places emptied filled in table order."""
        if not isinstance(move, Move) or not self._pairing(position, move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        pair = (source.cards[-1], target.cards[-1])
        taken = position.pile(self.into).cards + pair
        after = position.with_piles({source.id: source.cards[:-1], target.id: target.cards[:-1], self.into: taken})
        if self.refill is not None:
            for pile in after.piles:
                if pile.id in (source.id, target.id) and not pile.cards:
                    after = self.refill.fill(after, pile.id)
        return after


# --------------------------------------------------------------------------- stock and talon


class Talon:
    """The pack turned one card at a time onto the talon, whose top card is available.

    Only the stock feeds the talon.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
    >>> talon = Talon(CADOGAN_1914.game("The Sultan").play(3))
    >>> table = (Pile("t1", Role.TABLEAU, (parse_card("2C"),)), Pile("talon", Role.WASTE),
    ...          Pile("stock", Role.STOCK, (parse_card("9D"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(talon.patience_check_move(position, Move("t1", "talon")).describe())
    only a card turned from the stock goes to the talon [Cadogan 1914, "The Sultan", play ¶3]
    >>> talon.patience_check_move(position, Move("stock", "talon")).legal
    True

    With ``built_from``, cards of those piles may also go onto the talon, as
    the game's other clauses allow: a :class:`Building` for the talon, the
    availability of the piles they come from (The Carpet builds available
    cards of the carpet on the talon's top card).

    >>> carpet = Talon(CADOGAN_1914.game("The Carpet").play(2), built_from=("t1",))
    >>> carpet.patience_check_move(position.with_piles({"talon": (parse_card("3C"),)}), Move("t1", "talon")) is None
    True
    >>> print(carpet.patience_check_move(position, Move("t1", "talon")).rule)
    a card is built on the talon only once it holds one
    """

    def __init__(self, cite: Citation, *, stock: str = "stock", talon: str = "talon", built_from: Piles = ()) -> None:
        self.cite = cite
        self.stock = stock
        self.talon = talon
        self.built_from = built_from

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Only the stock feeds the talon, one card at a time, but for the piles it is ``built_from``."""
        if not isinstance(move, Move) or move.target != self.talon:
            return None
        if _governs(self.built_from, position.pile(move.source)):
            if not position.pile(self.talon).cards:
                return illegal(f"a card is built on the {self.talon} only once it holds one", self.cite)
            return None
        if move.source != self.stock or move.count != 1:
            return illegal(f"only a card turned from the {self.stock} goes to the {self.talon}", self.cite)
        return legal(f"a card turned is laid on the {self.talon}", self.cite)

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """One card from the stock or the talon; ``None`` for any other pile."""
        if pile.id not in (self.stock, self.talon):
            return None
        return (1,) if pile.cards else ()

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """The talon takes a card (the move rule says from where); ``None`` for any other pile."""
        return True if pile.id == self.talon else None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The next card of the stock and the top card of the talon, one at a time."""
        if pile.id not in (self.stock, self.talon):
            return None
        if count != 1:
            return illegal("cards are turned and played one at a time", self.cite)
        return legal(f"the card turned and the top of the {self.talon} are available", self.cite)


class MustPlay:
    """A card turned from the stock that fits one of the ``foundations`` is played there, not laid aside.

    Listed after :class:`Talon`, it is asked first.

    >>> from patience_core import parse_card
    >>> from patience_core.provenance import Reading
    >>> from patience_core.works import CADOGAN_1914
    >>> sultan = CADOGAN_1914.game("The Sultan")
    >>> home = Foundations(sultan.play(2))
    >>> must = MustPlay(Reading("a card turned that fits is played", of=sultan.play(3)), foundations=home)
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("talon", Role.WASTE), Pile("stock", Role.STOCK, (parse_card("AD"),)))
    >>> print(must.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "talon")).describe())
    a card turned that fits a foundation is played to it [reading: a card turned that fits is played]
    """

    def __init__(self, cite: Citation, *, foundations: Foundations, stock: str = "stock", talon: str = "talon") -> None:
        self.cite = cite
        self.foundations = foundations
        self.stock = stock
        self.talon = talon

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card turned that fits a foundation may not go to the talon."""
        if not isinstance(move, Move) or move.source != self.stock or move.target != self.talon:
            return None
        cards = position.pile(self.stock).cards
        if cards and self.foundations.next_home(position, cards[-1]) is not None:
            return illegal("a card turned that fits a foundation is played to it", self.cite)
        return None


class TalonAgain:
    """Once the stock is used up, the talon is turned over to be the stock again, as often as a card has been placed.

    The turn is a :class:`~patience_core.Deal` (text ``deal``) and is not
    counted among the redeals: the talon goes round "as often as required".
    Turned over, its cards come again in the order they were turned. A turn
    needs a card placed from the stock or the talon since the last one:
    after a pass that placed nothing, the next pass would meet the same cards
    on the same table, and the game could go round for ever. The position
    records in ``turned`` how many cards the stock and talon held after the
    last turn.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
    >>> again = TalonAgain(CADOGAN_1914.game("The Zodiac").play(3))
    >>> table = (Pile("e1", Role.RESERVE), Pile("talon", Role.WASTE, tuple(parse_card(c) for c in ("2C", "7D"))),
    ...          Pile("stock", Role.STOCK))
    >>> after = again.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(card) for card in after.pile("stock").cards], after.get("turned")
    (['7D', '2C'], 2)
    >>> after = after.with_piles({"talon": after.pile("stock").cards[::-1], "stock": ()})
    >>> print(again.patience_check_move(after, Deal()).describe())
    the talon is turned again only after a card of it has been placed [Cadogan 1914, "The Zodiac", play ¶3]
    >>> again.patience_check_move(after.with_piles({"talon": after.pile("talon").cards[:1]}), Deal()).legal
    True
    """

    def __init__(self, cite: Citation, *, stock: str = "stock", talon: str = "talon") -> None:
        self.cite = cite
        self.stock = stock
        self.talon = talon

    def _left(self, position: Position) -> int:
        return len(position.pile(self.stock).cards) + len(position.pile(self.talon).cards)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The turn is offered once the stock is out; the rule below says when it is legal."""
        return [] if position.pile(self.stock).cards else [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The stock used up, a talon to turn, and a card placed since the last turn."""
        if not isinstance(move, Deal):
            return None
        if position.pile(self.stock).cards:
            return illegal(f"the {self.talon} is turned again only when the {self.stock} is used up", self.cite)
        if not position.pile(self.talon).cards:
            return illegal(f"the {self.talon} is empty", self.cite)
        if self._left(position) >= position.get("turned", self._left(position) + 1):
            return illegal(f"the {self.talon} is turned again only after a card of it has been placed", self.cite)
        return legal(f"the {self.talon} is turned over to be the {self.stock} again", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The talon, turned over, becomes the stock."""
        if not isinstance(move, Deal):
            return None
        talon = position.pile(self.talon).cards
        after = position.with_piles({self.stock: talon[::-1], self.talon: ()})
        return after.with_state(turned=len(talon))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """``turned`` counts cards the stock and talon held, never fewer than they hold now."""
        turned = position.get("turned")
        if turned is None:
            return []
        if isinstance(turned, bool) or not isinstance(turned, int) or not self._left(position) <= turned <= 999:
            return [f"state 'turned' is {turned!r}, not a count of cards the {self.stock} and {self.talon} held"]
        return []


class Dealing:
    """A deal as a move: one card (or a packet of ``size``) from the stock onto each of ``piles``, while it lasts.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
    >>> dealing = Dealing(CADOGAN_1914.game("The Blockade").play(3), piles=("t1", "t2"))
    >>> table = (Pile("t1", Role.TABLEAU), Pile("t2", Role.TABLEAU),
    ...          Pile("stock", Role.STOCK, (parse_card("9D"), parse_card("AS"))))
    >>> after = dealing.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(pile.top) for pile in after.piles]
    ['AS', '9D', 'None']
    >>> rounds = Dealing(CADOGAN_1914.game("La Nivernaise").play(7), piles=("t1", "t2"), size=2)
    >>> after = rounds.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(card) for card in after.pile("t1").cards], after.pile("t2").cards
    (['AS', '9D'], ())

    Three options, each a rule of its own with its own citation where it has one:

    - ``groups``: the ``piles`` fall into that many equal groups, dealt in
      turn, one group a deal (The Kings' columns, left then right); the
      position counts the deals in its state as ``deals``;
    - ``covers``: each round covers the ones before, so while the stock lasts
      only the cards of the latest round are available (the position records
      in ``latest`` how high each pile stood after it);
    - ``unless``: the game's :class:`Foundations`; the next deal waits while
      an available card of the ``piles`` fits one of them.

    >>> louis = CADOGAN_1914.game('The "Louis" Patience')
    >>> home = Foundations(louis.rule("I"))
    >>> circles = Dealing(louis.play(2), piles=("a", "b"), covers=louis.rule("II"), unless=home)
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), Pile("a", Role.TABLEAU), Pile("b", Role.TABLEAU),
    ...          Pile("stock", Role.STOCK, tuple(parse_card(text) for text in ("KD", "4D", "5H", "2S", "9C"))))
    >>> after = circles.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> print(circles.patience_check_move(after, Deal()).rule)
    an available card that fits a foundation is played before the next deal: b
    >>> after = circles.patience_apply_move(after.with_piles({"b": (parse_card("9C"),)}), Deal())
    >>> print(circles.patience_can_lift(after, after.pile("a"), 1))
    None
    >>> after = after.with_piles({"a": after.pile("a").cards[:-1]})
    >>> print(circles.patience_can_lift(after, after.pile("a"), 1).rule)
    while the stock lasts only the cards of the latest round are available
    >>> sides = Dealing(CADOGAN_1914.game("The Kings").play(2), piles=("a", "b"), groups=2)
    >>> after = sides.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [len(after.pile(pile_id).cards) for pile_id in ("a", "b")], after.get("deals")
    ([1, 0], 1)
    >>> sides.patience_check_position(after.with_state(deals=500))
    ["state 'deals' is 500, more deals than there are cards"]
    """

    def __init__(
        self,
        cite: Citation,
        *,
        piles: tuple[str, ...],
        stock: str = "stock",
        size: int = 1,
        groups: int = 1,
        covers: Citation | None = None,
        unless: Foundations | tuple[Foundations, ...] = (),
    ) -> None:
        if groups < 1 or len(piles) % groups:
            raise ValueError(f"{len(piles)} piles do not fall into {groups} equal groups")
        self.cite = cite
        self.piles = piles
        self.stock = stock
        self.size = size
        self.groups = groups
        self.covers = covers
        self.unless = (unless,) if isinstance(unless, Foundations) else unless

    def dealt_to(self, position: Position) -> tuple[str, ...]:
        """The piles the next deal goes to."""
        if self.groups == 1:
            return self.piles
        size = len(self.piles) // self.groups
        turn: int = position.get("deals", 0) % self.groups
        return self.piles[turn * size : (turn + 1) * size]

    def covered(self, position: Position, pile: Pile) -> bool:
        """Whether ``covers`` blocks the top card of ``pile``: an earlier round's card while the stock lasts."""
        if self.covers is None or pile.id not in self.piles or not position.pile(self.stock).cards:
            return False
        latest: str = position.get("latest", "")
        heights = latest.split(".") if latest else []
        return len(heights) != len(self.piles) or heights[self.piles.index(pile.id)] != str(len(pile.cards))

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The deal is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal needs cards in the stock, and, with ``unless``, no available card that fits a foundation."""
        if not isinstance(move, Deal):
            return None
        if not position.pile(self.stock).cards:
            return illegal("the stock is used up", self.cite)
        for pile_id in self.piles:
            pile = position.pile(pile_id)
            if pile.top is None or self.covered(position, pile):
                continue
            if any(foundations.next_home(position, pile.top) is not None for foundations in self.unless):
                return illegal(
                    f"an available card that fits a foundation is played before the next deal: {pile_id}", self.cite
                )
        return legal("a card is dealt from the stock onto each pile", self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """With ``groups``, the count of deals is one the cards could have made: no more deals than cards."""
        deals = position.get("deals", 0)
        if self.groups > 1 and not 0 <= deals <= sum(len(pile.cards) for pile in position.piles):
            return [f"state 'deals' is {deals}, more deals than there are cards"]
        return []

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """With ``covers``, an earlier round's card waits until the stock is out; else no opinion."""
        if self.covered(position, pile):
            return illegal("while the stock lasts only the cards of the latest round are available", self.covers)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """One card onto each pile in turn, from the top of the stock."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile(self.stock).cards)
        changes: dict[str, tuple[Card, ...]] = {}
        for pile_id in self.dealt_to(position):
            packet = [stock.pop() for _ in range(min(self.size, len(stock)))]
            if packet:
                changes[pile_id] = (*position.pile(pile_id).cards, *packet)
        changes[self.stock] = tuple(stock)
        after = position.with_piles(changes)
        if self.groups > 1:
            after = after.with_state(deals=position.get("deals", 0) + 1)
        if self.covers is not None:
            heights = (str(len(after.pile(pile_id).cards)) if pile_id in changes else "-" for pile_id in self.piles)
            after = after.with_state(latest=".".join(heights))
        return after


class LatestKing:
    """A deal as a move, a card at a time: each king begins a pile of its own, the other cards go to the latest king.

    ``kings`` are the piles the kings take, one each, in the order they turn
    up. Every other card is dealt to the pile of the latest king to have turned
    up (the first, before any): the king's own pile, the cards heaped on it,
    or, with ``under`` (one pile for each king), a pile of its own below it.
    ``rows`` sends the cards of a rank to a row of their own instead, each to
    the first empty pile of the row (The Salic Law's aces and queens); a card
    whose row is full goes to the latest king like any other.

    >>> from patience_core import parse_card
    >>> from patience_core.cards import ACE
    >>> from patience_core.works import CADOGAN_1914
    >>> salic = LatestKing(CADOGAN_1914.game("The Salic Law").play(1), kings=("k1", "k2"), rows={ACE: ("f1",)})
    >>> stock = Pile("stock", Role.STOCK, tuple(parse_card(text) for text in ("AC", "9D", "KS", "AS", "4H")))
    >>> position = Position("x", "y", 1, 0, (Pile("f1", Role.FOUNDATION), Pile("k1", Role.TABLEAU,
    ...     (parse_card("KH"),)), Pile("k2", Role.TABLEAU), stock))
    >>> for _ in range(5):
    ...     position = salic.patience_apply_move(position, Deal())
    >>> [[str(card) for card in pile.cards] for pile in position.piles[:3]]
    [['AS'], ['KH', '4H'], ['KS', '9D', 'AC']]
    >>> print(salic.patience_check_move(position, Deal()).describe())
    the pack is dealt out [Cadogan 1914, "The Salic Law", play ¶1]

    With ``under``, the kings stand apart and the cards go below them
    (Spenser's Fairie Queen):

    >>> fairie = LatestKing(CADOGAN_1914.game("Spenser's Fairie Queen").rule("II"), kings=("k1", "k2"),
    ...                     under=("c1", "c2"))
    >>> position = Position("x", "y", 1, 0, (Pile("k1", Role.RESERVE, (parse_card("KH"),)), Pile("k2", Role.RESERVE),
    ...     Pile("c1", Role.TABLEAU), Pile("c2", Role.TABLEAU), stock))
    >>> print(fairie.patience_check_move(position, Deal()).describe())
    the next card is dealt to the latest king, or to a row of its own [Cadogan 1914, "Spenser's Fairie Queen", rule II]
    >>> for _ in range(3):
    ...     position = fairie.patience_apply_move(position, Deal())
    >>> [[str(card) for card in pile.cards] for pile in position.piles[:4]], fairie.receiving(position)
    ([['KH'], ['KS'], ['4H', 'AS'], []], 'c2')
    """

    def __init__(
        self,
        cite: Citation,
        *,
        kings: tuple[str, ...],
        under: tuple[str, ...] = (),
        rows: Mapping[int, tuple[str, ...]] | None = None,
        stock: str = "stock",
    ) -> None:
        if under and len(under) != len(kings):
            raise ValueError("LatestKing: under= names one pile for each pile named in kings=")
        self.cite = cite
        self.kings = kings
        self.under = under or kings
        self.rows = {**(rows or {}), KING: kings}
        self.stock = stock
        self.rule = "the next card is dealt to the latest king, or to a row of its own"

    def receiving(self, position: Position) -> str:
        """The pile that takes the cards dealt now: the latest king's (the first king's, before any)."""
        begun = [i for i, pile_id in enumerate(self.kings) if position.pile(pile_id).cards]
        return self.under[begun[-1] if begun else 0]

    def place(self, position: Position, card: Card) -> str:
        """The pile ``card`` is dealt to: the first empty pile of its rank's row, else the latest king's."""
        row = self.rows.get(card.rank, ())
        return next((pile_id for pile_id in row if not position.pile(pile_id).cards), None) or self.receiving(position)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card of the deal, while the pack lasts."""
        return [Deal()] if position.pile(self.stock).cards else []

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card is dealt while the pack lasts."""
        if not isinstance(move, Deal):
            return None
        if not position.pile(self.stock).cards:
            return illegal("the pack is dealt out", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The top card of the stock to the pile :meth:`place` names."""
        if not isinstance(move, Deal):
            return None
        stock = position.pile(self.stock).cards
        target = self.place(position, stock[-1])
        return position.with_piles({self.stock: stock[:-1], target: (*position.pile(target).cards, stock[-1])})


class Abeyance:
    """A card that fits both the rising and the falling foundation of its suit waits between them.

    Hoffmann's rule for "all Patiences involving the formation of both
    ascending and descending sequences" (1892, No. 30, p. 52): when the
    ascending foundation of a suit shows a seven and the descending one a nine,
    an eight fits both; it is laid between them, and goes up, ahead of it,
    with whichever card first continues one of the two sequences through it —
    a seven takes both to the descending foundation, a nine both to the
    ascending one. The other copy of the waiting card, fitting both too,
    settles it: one goes to each.

    ``up`` and ``down`` are the two groups of :class:`Foundations`, named by
    pile ids and paired in order (the first of each builds the same suit, and
    so on); ``waiting`` names the place between each pair. A card from
    ``sources`` goes there, or up with the card waiting, by an ordinary move
    onto the place or the foundation; a deal step given this clause
    (``abeyance`` of :class:`DealRound` and :class:`DealPackets`) lays the cards
    so as they come. The waiting card itself moves only with the card that
    continues it.

    >>> from patience_core import parse_card
    >>> from patience_core.cards import KING
    >>> from patience_core.works import HOFFMANN_1892
    >>> crescent = HOFFMANN_1892.game("The Crescent").page(52)
    >>> up = Foundations(crescent, piles=("f1",), set_out=True)
    >>> down = Foundations(crescent, piles=("f2",), build=Build.DOWN, start=KING, set_out=True)
    >>> both = Abeyance(crescent, up=up, down=down, waiting=("b1",))
    >>> clubs = [parse_card(f"{rank}C") for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split()]
    >>> table = {"f1": tuple(clubs[:7]), "f2": tuple(clubs[:7:-1]), "b1": ()}
    >>> both.settle(table, parse_card("8C"))
    ('b1', {'b1': (Card.parse('8C'),)})
    >>> table["b1"] = (parse_card("8C"),)
    >>> target, changes = both.settle(table, parse_card("7C"))
    >>> target, [str(card) for card in changes["f2"][-3:]], changes["b1"]
    ('f2', ['9C', '8C', '7C'], ())
    >>> both.settle(table, parse_card("9C"))[0], both.settle(table, parse_card("5C"))
    ('f1', None)
    >>> target, changes = both.settle(table, parse_card("8C"))  # the other copy: one to each
    >>> target, str(changes["f1"][-1]), str(changes["f2"][-1]), changes["b1"]
    ('b1', '8C', '8C', ())
    """

    def __init__(
        self,
        cite: Citation,
        *,
        up: Foundations,
        down: Foundations,
        waiting: tuple[str, ...],
        sources: Piles = Role.TABLEAU,
    ) -> None:
        if (
            isinstance(up.piles, Role)
            or isinstance(down.piles, Role)
            or not len(up.piles) == len(down.piles) == len(waiting)
        ):
            raise ValueError("Abeyance: up= and down= name their piles, one of each and one waiting place a pair")
        self.cite = cite
        self.up = up
        self.down = down
        self.waiting = waiting
        self.sources = sources
        self.pairs = tuple(zip(up.piles, down.piles, waiting, strict=True))
        self.rule = "a card that fits both foundations of its suit waits between them"

    def settle(self, table: Mapping[str, Sequence[Card]], card: Card) -> tuple[str, dict[str, tuple[Card, ...]]] | None:
        """Where ``card`` goes by this rule, and what the piles then hold; ``None`` where the rule says nothing.

        ``table`` gives the cards of the piles by id. The answer names the pile
        the card is played to (the waiting place, or the foundation it goes up
        to with the card waiting) and the new contents of every pile it changes.
        """
        for up, down, wait in self.pairs:
            rising, falling, held = table[up], table[down], table[wait]
            if self.up.suit is Suits.SAME and (
                (rising and rising[-1].suit is not card.suit) or (falling and falling[-1].suit is not card.suit)
            ):
                continue  # another suit's pair
            rising, falling, held = tuple(rising), tuple(falling), tuple(held)
            fits_up = self.up.fits(Pile(up, Role.FOUNDATION, rising), card)
            if fits_up and self.down.fits(Pile(down, Role.FOUNDATION, falling), card):
                if not held:
                    return wait, {wait: (card,)}
                return wait, {wait: (), up: (*rising, held[-1]), down: (*falling, card)}  # the other copy: one each
            if not held or held[-1].suit is not card.suit:
                continue
            waiting = held[-1]
            if self.up.fits(Pile(up, Role.FOUNDATION, (*rising, waiting)), card) and card.rank > waiting.rank:
                return up, {wait: (), up: (*rising, waiting, card)}
            if self.down.fits(Pile(down, Role.FOUNDATION, (*falling, waiting)), card) and card.rank < waiting.rank:
                return down, {wait: (), down: (*falling, waiting, card)}
        return None

    def _on(self, position: Position) -> bool:
        """Whether the table has the waiting places (an edition on another table shares the rule object)."""
        return all(position.has_pile(wait) for wait in self.waiting)

    def _table(self, position: Position) -> dict[str, tuple[Card, ...]]:
        """The cards of the foundations and waiting places, by pile id."""
        return {pile_id: position.pile(pile_id).cards for pair in self.pairs for pile_id in pair}

    def _judged(self, position: Position, pile: Pile, cards: Sequence[Card]) -> tuple[str, bool] | None:
        """For a card offered to one of our piles: the pile the rule sends it to and whether it fits both there."""
        if not any(pile.id in pair for pair in self.pairs):
            return None
        settled = self.settle(self._table(position), cards[0]) if len(cards) == 1 else None
        return ("", False) if settled is None else (settled[0], settled[0] in self.waiting)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card fitting both goes only between them; a card continuing the waiting one goes up with it.

        The rule is judged on the move, with the foundations as they stand,
        not on what a foundation may take (a saved foundation is checked card
        by card against the others' final state, where a card once played
        might seem to fit both). The card moved is the free top card of one
        of the ``sources``; the card waiting moves only with the card that
        continues it.
        """
        if not isinstance(move, Move) or not self._on(position):
            return None
        if move.source in self.waiting:
            return illegal("the card waiting goes up only with the card that continues it", self.cite)
        judged = self._judged(position, position.pile(move.target), position.pile(move.source).cards[-1:])
        if judged is None or not _governs(self.sources, position.pile(move.source)) or move.count != 1:
            return None
        target, both = judged
        if target == move.target:
            if both:
                return legal(self.rule, self.cite)
            return legal("a card that continues the card waiting goes up with it", self.cite)
        if move.target in self.waiting:
            return illegal("only a card that fits both foundations of its suit waits between them", self.cite)
        if both:
            return illegal(self.rule + ", until a card continuing one of them comes", self.cite)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """A card laid between the foundations, or played up with the card waiting."""
        if not isinstance(move, Move) or move.count != 1 or not self._on(position):
            return None
        if not any(move.target in pair for pair in self.pairs):
            return None
        source = position.pile(move.source).cards
        settled = self.settle(self._table(position), source[-1])
        if settled is None or settled[0] != move.target:
            return None
        return position.with_piles({move.source: source[:-1], **settled[1]})

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Each free card of the ``sources`` that the rule sends somewhere, there."""
        if not self._on(position):
            return []
        moves: list[Action] = []
        piles = self._table(position)
        for source in _selected(self.sources, position):
            if source.top is not None:
                settled = self.settle(piles, source.top)
                if settled is not None:
                    moves.append(Move(source.id, settled[0]))
        return moves

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A waiting place holds one card at most, and that card fits both foundations of its pair."""
        if not self._on(position):
            return []
        problems = []
        for up, down, wait in self.pairs:
            held = position.pile(wait).cards
            if len(held) > 1:
                problems.append(f"{wait} holds more than one card")
            elif held and not (
                self.up.fits(position.pile(up), held[0]) and self.down.fits(position.pile(down), held[0])
            ):
                problems.append(f"{held[0]} waits on {wait}, but does not fit both {up} and {down}")
        return problems


class WhileDealing:
    """While the stock holds cards, cards leave ``piles`` only for the foundations: no building until the deal is done.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
    >>> wait = WhileDealing(CADOGAN_1914.game("The Kings").play(4), piles=("l1", "l2"))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), Pile("l1", Role.TABLEAU, (parse_card("2H"),)),
    ...          Pile("l2", Role.TABLEAU, (parse_card("3C"),)), Pile("stock", Role.STOCK, (parse_card("9D"),)))
    >>> print(wait.patience_check_move(Position("x", "y", 1, 0, table), Move("l1", "l2")).describe())
    while the stock is being dealt, cards go only to the foundations [Cadogan 1914, "The Kings", play ¶4]
    >>> wait.patience_check_move(Position("x", "y", 1, 0, table), Move("l1", "f1")) is None
    True
    """

    def __init__(self, cite: Citation, *, piles: Piles = Role.TABLEAU, stock: str = "stock") -> None:
        self.cite = cite
        self.piles = piles
        self.stock = stock

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move from the ``piles`` to anything but a foundation waits for the end of the deal."""
        if not isinstance(move, Move) or not position.pile(self.stock).cards:
            return None
        if _governs(self.piles, position.pile(move.source)) and position.pile(move.target).role is not Role.FOUNDATION:
            return illegal("while the stock is being dealt, cards go only to the foundations", self.cite)
        return None


class CardMoves:
    """The card moves worth judging, found from the game's clauses: a speed-up, never a rule.

    The core's default offers every liftable run onto every other pile and
    lets the rules weed them out, hundreds of questions a position. This
    object asks the clauses directly: the piles cards may be taken from (the
    clauses with ``liftable``: :class:`Available`, :class:`Talon`) and the
    piles that would take them (the clauses with ``accepts``:
    :class:`Foundations`, :class:`Building`, :class:`Spaces`, :class:`Talon`),
    the clause listed last deciding first, as in the rulebook. Every move
    offered is still judged by the rules. List it last, built from the
    game's other clauses; a hook written by hand that lets cards move where
    no clause would must offer those moves itself. A clause's ``liftable``
    and ``accepts`` are given a pile and cards, never the position, and must
    answer from those alone: their answers are remembered for the piles.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
    >>> lucie = CADOGAN_1914.game("La Belle Lucie")
    >>> rules = (Foundations(lucie.rule("II")), Available(lucie.rule("I")), Building(lucie.play(4), suit=Suits.SAME))
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("9H"),)),
    ...          Pile("t2", Role.TABLEAU, (parse_card("8H"),)), Pile("t3", Role.TABLEAU, (parse_card("AS"),)))
    >>> list(CardMoves(rules).patience_card_moves(Position("x", "y", 1, 0, table)))
    [Move('t2', 't1'), Move('t3', 'f1')]
    """

    def __init__(self, rules: Iterable[object]) -> None:
        layers = tuple(reversed(tuple(rules)))
        self._lifting = tuple(rule.liftable for rule in layers if hasattr(rule, "liftable"))
        self._placing = tuple(rule.accepts for rule in layers if hasattr(rule, "accepts"))
        # What each pile offers and each pair of piles allows, remembered by the piles' ids (see
        # patience_card_moves): each entry holds its piles, so that no other pile can take their ids meanwhile.
        self._runs: dict[int, tuple[Pile, list[tuple[int, tuple[Card, ...]]]]] = {}
        self._onto: dict[tuple[int, int], tuple[Pile, Pile, list[Action]]] = {}

    def _counts(self, pile: Pile) -> Iterable[int]:
        for liftable in self._lifting:
            counts: Iterable[int] | None = liftable(pile)
            if counts is not None:
                return counts
        return ()

    def _lifted(self, pile: Pile) -> list[tuple[int, tuple[Card, ...]]]:
        """The runs that may be lifted from ``pile``, with how many cards each holds."""
        known = self._runs.get(id(pile))
        if known is not None:
            return known[1]
        runs = [(count, pile.cards[-count:]) for count in self._counts(pile)]
        if len(self._runs) >= _REMEMBERED:
            self._runs.clear()
        self._runs[id(pile)] = (pile, runs)
        return runs

    def _accepted(self, pile: Pile, cards: Sequence[Card]) -> bool:
        for accepts in self._placing:
            verdict = accepts(pile, cards)
            if verdict is not None:
                return bool(verdict)
        return False

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Each liftable run onto each pile a clause says would take it.

        The clauses judge a pile and the cards offered to it, nothing else, and
        piles never change: a move makes two new piles and the position after
        it shares the others. So what a pile offers, and what a pair of piles
        allows, is worked out once and remembered for as long as the piles
        live (up to a bound), and a position after a move asks the clauses
        only about the pairs that take in one of its two new piles.
        """
        moves: list[Action] = []
        onto = self._onto
        piles = position.piles
        for source in piles:
            runs = self._lifted(source)
            if not runs:
                continue
            mark = id(source)
            for target in piles:
                if target is source:
                    continue
                known = onto.get((mark, id(target)))
                if known is None:
                    allowed: list[Action] = [
                        Move(source.id, target.id, count) for count, cards in runs if self._accepted(target, cards)
                    ]
                    if len(onto) >= _REMEMBERED:
                        onto.clear()
                    known = onto[mark, id(target)] = (source, target, allowed)
                moves += known[2]
        return moves


#: How many piles, and pairs of piles, :class:`CardMoves` remembers before it starts afresh.
_REMEMBERED = 4_096


# --------------------------------------------------------------------------- the deal


class DealStep:
    """One step of a deal: it takes cards from the pack and lays them on piles."""

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


class SetOut(DealStep):
    """Take named cards out of the pack before the deal and lay them on ``to``, in order.

    The copy nearest the top of the pack is taken. With ``stays`` the cards
    never leave their piles (foundation cards, a card that takes no part): the
    :class:`Layout` then refuses a saved position in which a pile does not
    begin with the cards set out on it.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
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
    >>> from patience_core.works import CADOGAN_1914
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
    >>> from patience_core.works import CADOGAN_1914
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

    >>> from patience_core.works import HOFFMANN_1892
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
    ) -> None:
        if aside is not None and isinstance(aside.piles, Role):
            raise ValueError("DealRound: aside= takes foundations named by pile ids")
        self.cite = cite
        self.to = to
        self.rounds = rounds
        self.aside = aside
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
            for pile_id in self.to:
                while pack:
                    if self._set_aside(pack[-1], table):
                        pack.pop()
                    elif self.counted or not self._played(pack, homes):
                        break
                if pack and not (self.counted and self._played(pack, homes)):
                    table[pile_id].append(pack.pop())
            done += 1


class Layout:
    """The deal: the table's piles, then the deal's steps in order; the cards left go to ``rest``.

    ``table`` lists every pile of the table as ``(id, role)``, in reading
    order, as :func:`table_of` writes it. A saved position whose piles do not
    begin with the cards a :class:`SetOut` step ``stays`` set out is refused.

    >>> from patience_core import Setup, shuffled_pack
    >>> from patience_core.works import CADOGAN_1914
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


# --------------------------------------------------------------------------- redeals


class Redeals:
    """Gather the cards of ``gather`` (in that order), shuffle them if ``shuffle``, and deal them again.

    The cards are dealt again onto the gathered piles by ``steps`` (steps of
    the game's deal) or, without steps, put face down as the new ``stock``. When the redeal is
    allowed: ``after_stock`` (a pile id) waits until that pile is used up;
    ``blocked_by`` (the game's :class:`Foundations`, one or a tuple) waits
    until no top card of the ``gather`` piles fits a foundation. How many redeals there are is
    the variant's ``redeals``, counted by the engine. ``turn`` turns the
    gathered cards over as one pack before they are dealt (the last gathered
    is dealt first, each pile's first card before the rest); ``rest`` names
    the pile that takes the cards the ``steps`` leave (Babette deals one row
    again and leaves the rest as the stock). A step that plays cards to the
    foundations as they come (``plays``) plays them in the redeal too.
    ``rule`` states the redeal in the game's own words, where the piles'
    names would not.

    >>> from patience_core import parse_card
    >>> from patience_core.works import CADOGAN_1914
    >>> redeal = Redeals(CADOGAN_1914.game("The Sultan").play(4), gather=("talon",), after_stock="stock")
    >>> table = (Pile("talon", Role.WASTE, (parse_card("2C"), parse_card("7D"))), Pile("stock", Role.STOCK))
    >>> position = Position("x", "y", 1, 2, table)
    >>> print(redeal.patience_check_move(position, Redeal()).describe())
    the talon may be shuffled and dealt again [Cadogan 1914, "The Sultan", play ¶4]
    >>> after = redeal.patience_redeal(position, Redeal())
    >>> len(after.pile("stock").cards), after.pile("talon").cards
    (2, ())
    >>> babette = CADOGAN_1914.game("Babette").play(6)
    >>> columns = (Pile("t1", Role.TABLEAU, tuple(parse_card(c) for c in ("AC", "2C"))),
    ...            Pile("t2", Role.TABLEAU, tuple(parse_card(c) for c in ("AD", "2D"))), Pile("stock", Role.STOCK))
    >>> again = Redeals(babette, gather=("t2", "t1"), shuffle=False, turn=True,
    ...                 steps=(DealRound(babette, to=("t1", "t2"), rounds=1),), rest="stock")
    >>> after = again.patience_redeal(Position("x", "y", 1, 2, columns), Redeal())
    >>> [[str(card) for card in pile.cards] for pile in after.piles]
    [['AD'], ['2D'], ['2C', 'AC']]
    """

    def __init__(
        self,
        cite: Citation,
        *,
        gather: tuple[str, ...] | Role,
        shuffle: bool = True,
        steps: Sequence[DealStep] = (),
        stock: str = "stock",
        after_stock: str | None = None,
        blocked_by: Foundations | tuple[Foundations, ...] = (),
        turn: bool = False,
        rest: str | None = None,
        rule: str = "",
    ) -> None:
        self.turn = turn
        self.rest = rest
        self.cite = cite
        self.gather = gather
        self.shuffle = shuffle
        self.steps = tuple(steps)
        self.stock = stock
        self.after_stock = after_stock
        self.blocked_by = (blocked_by,) if isinstance(blocked_by, Foundations) else blocked_by
        what = _named(gather) if isinstance(gather, Role) else "the " + ", ".join(gather)
        self.rule = rule or f"{what} may be {'shuffled and ' if shuffle else ''}dealt again"

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The redeal is offered; the rule below says when it is legal."""
        return [Redeal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """When the redeal may be made."""
        if not isinstance(move, Redeal):
            return None
        if move.order:
            return illegal("the redeal takes no order: the rules fix it", self.cite)
        piles = _selected(self.gather, position)
        if not any(pile.cards for pile in piles):
            return illegal("there are no cards to deal again", self.cite)
        if self.after_stock is not None and position.pile(self.after_stock).cards:
            return illegal(f"the cards are dealt again only when the {self.after_stock} is used up", self.cite)
        for foundations in self.blocked_by:
            for pile in piles:
                if pile.top is not None and foundations.next_home(position, pile.top) is not None:
                    return illegal(f"the cards are dealt again only when none can be played: {pile.id}", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Gather, shuffle (reproducibly: :func:`reproducible_shuffle`) and deal again."""
        piles = _selected(self.gather, position)
        cards = [card for pile in piles for card in pile.cards]
        if self.turn:  # the gathered cards, face up, turned over as one pack: their order reversed
            cards.reverse()
        if self.shuffle:
            cards = reproducible_shuffle(cards, position)
        if not self.steps:
            emptied: dict[str, Sequence[Card]] = {pile.id: () for pile in piles}
            return position.with_piles({**emptied, self.stock: (*position.pile(self.stock).cards, *cards)})
        table: dict[str, list[Card]] = {pile.id: [] for pile in piles}
        for pile_id in (pile_id for step in self.steps for pile_id in step.reads()):
            table.setdefault(pile_id, list(position.pile(pile_id).cards))  # the foundations a step plays to
        for step in self.steps:
            step.lay(cards, table)
        if cards and self.rest is not None:
            table[self.rest] = [*cards, *position.pile(self.rest).cards]
            cards = []
        if cards:
            raise ValueError(f"the redeal's steps leave {len(cards)} cards undealt")
        return position.with_piles(table)
