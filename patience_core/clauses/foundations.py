"""Clauses of the foundations: where they start, how they are built, and cards passed between them."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import ACE, FULL_PACK, RANKS, Card, PackKind, Suit
from patience_core.clauses.common import (
    _RANK_NAMES,
    Build,
    Part,
    Piles,
    Suits,
    _governs,
    _named,
    _ruling,
    _selected,
    _step,
)
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Position, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation, Reading

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["FOUNDATIONS_KEEP", "Abeyance", "Exchange", "Foundations"]

#: The name of the reading :class:`Foundations` cites when it refuses a move off a foundation: the books' foundation
#: rules say how a foundation is built and are silent on taking a card back, and a game that lets one go says so. It
#: is argued once, on the clauses' reference page, for every game built of this clause.
FOUNDATIONS_KEEP = "the foundations keep their cards"

#: How a foundation that wraps turns the corner, in its rule's words.
_TURNING = {
    Build.UP: "the ace following the king",
    Build.DOWN: "the king following the ace",
    Build.EITHER: "the king and the ace in sequence",
}


class Foundations:
    """The foundations: where they start, which way they build, in what suit, where they end.

    ``start`` is the rank (or ranks) an empty foundation takes (none, for
    foundations set out card by card before the deal); ``wrap`` lets
    a king be followed by an ace (and an ace by a king, building down);
    ``end`` is the rank that completes a foundation, after which it takes
    nothing. ``suits``, one for each pile named, gives each foundation a suit
    of its own (four aces "of different suits", taken as they come: each goes
    to its place). Cards played to a foundation stay there, by a reading of
    the foundation rule (:data:`~patience_core.clauses.FOUNDATIONS_KEEP`),
    since the rule says how a foundation is built and not that nothing leaves
    it. With ``set_out``
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
    ``after``, another :class:`Foundations` clause, holds these foundations
    back: none of them is begun until every foundation of ``after`` is
    complete, by the rule ``after_cite`` (Quadrille's fives and sixes wait
    for its four queens).
    ``pack``, for a game of stripped packs, is the kind of pack
    (:class:`~patience_core.cards.PackKind`): a foundation steps over the ranks
    it lacks, and is whole when it holds every rank the pack has.

    >>> from patience_core import parse_card
    >>> from patience_core.cards import ACE
    >>> from patience_core.sources import CADOGAN_1914
    >>> up = Foundations(CADOGAN_1914.game("La Belle Lucie").rule("II"), start=ACE)
    >>> empty, ace = Pile("f1", Role.FOUNDATION), Pile("f1", Role.FOUNDATION, (parse_card("AH"),))
    >>> up.fits(empty, parse_card("AH")), up.fits(ace, parse_card("2H")), up.fits(ace, parse_card("2S"))
    (True, True, False)
    >>> position = Position("x", "y", 1, 0, (ace, Pile("t1", Role.TABLEAU, (parse_card("3H"),))))
    >>> print(up.patience_can_place(position, ace, (parse_card("3H"),)).describe())
    a foundation is built up in suit, from the ace [Cadogan 1914, "La Belle Lucie", rule II]
    >>> print(up.patience_check_move(position, Move("f1", "t1")).describe())
    a card played to a foundation stays there [reading: the foundations keep their cards]
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
    a foundation is built up in suit to an end of its own, the ace following the king
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
    >>> print(Foundations(CADOGAN_1914.game("The Mill").rule("II"), start=PIQUET_PACK.ranks, pack=PIQUET_PACK).rule)
    a foundation is built up in suit, from any card
    >>> olga = Foundations(CADOGAN_1914.game("The Olga").play(1), pack=PIQUET_PACK)
    >>> olga.fits(ace, parse_card("7S")), olga.fits(ace, parse_card("2S"))
    (True, False)

    A foundation that takes one sequence again and again says so once (The
    Windmill's centre takes four whole sequences, ace to king):

    >>> from patience_core.sources import HOFFMANN_1892
    >>> centre = Foundations(HOFFMANN_1892.game(39).page(68), suit=Suits.ANY, order=4 * tuple(range(ACE, KING + 1)))
    >>> print(centre.rule)
    a foundation is built regardless of suit, in the order A 2 3 4 5 6 7 8 9 10 J Q K, four times over

    Foundations that wait for others to be complete:

    >>> quadrille = HOFFMANN_1892.game(7).page(16)
    >>> queens = Foundations(quadrille, piles=("q1", "q2"), order=(QUEEN,), suits=(Suit.HEARTS, Suit.CLUBS))
    >>> sixes = Foundations(quadrille, piles=("s1",), start=6, end=11, suits=(Suit.HEARTS,), after=queens,
    ...                     after_cite=quadrille)
    >>> table = Position("x", "y", 1, 0, (Pile("q1", Role.FOUNDATION, (parse_card("QH"),)), Pile("q2", Role.FOUNDATION),
    ...                                   Pile("s1", Role.FOUNDATION)))
    >>> print(sixes.patience_can_place(table, table.pile("s1"), (parse_card("6H"),)).describe())
    these foundations are begun only once q1 and q2 are complete [Hoffmann 1892, No. 7 "Quadrille", p. 16]
    >>> done = table.with_piles({"q2": (parse_card("QC"),)})
    >>> sixes.patience_can_place(done, done.pile("s1"), (parse_card("6H"),)).legal
    True
    >>> sixes.patience_check_position(table.with_piles({"s1": (parse_card("6H"),)}))
    ['s1 is begun, but q1 and q2 are not complete']

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

    governs: ClassVar[Part] = Part.FOUNDATIONS

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
        after: Foundations | None = None,
        after_cite: Citation | None = None,
    ) -> None:
        if first is not None and first_cite is None:
            raise ValueError("Foundations: first= needs first_cite=, the rule that the others begin with its rank")
        if after is not None and after_cite is None:
            raise ValueError("Foundations: after= needs after_cite=, the rule that these wait for the others")
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
        self.after = after
        self.after_cite = after_cite
        self._goals: tuple[object, tuple[tuple[int, int, int | None], ...]] = (None, ())
        begins = " or ".join(_RANK_NAMES[rank] for rank in self.start)
        own = " of its own suit" if suits else ""
        origin = f", from the {begins}{own}" if self.start else ""
        if set(pack.ranks) <= set(self.start):
            origin = f", from any card{own}"
        until = f" to the {_RANK_NAMES[end]}" if end else (" to an end of its own" if self.ends else "")
        passing = f", passing over the {_RANK_NAMES[omit]}s" if omit else ""
        turning = f", {_TURNING[build]}" if wrap else ""
        self.rule = f"a foundation is built {build.value} {suit.value}{origin}{until}{passing}{turning}"
        if order:
            cycle = next(n for n in range(1, len(order) + 1) if order == order[:n] * (len(order) // n))
            ranks = " ".join(RANKS[rank] for rank in order[:cycle])
            times = len(order) // cycle
            again = "" if times == 1 else f", {_TIMES.get(times, f'{times} times')} over"
            own = " of its own suit" if suits else ""
            self.rule = f"a foundation{own} is built {suit.value}, in the order {ranks}{again}"
        if after is not None:
            self.rule += f", begun once {self._awaited()} are complete"

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

    def _awaited(self) -> str:
        """The foundations ``after`` names, in words: ``q1, q2 and q3``."""
        if self.after is None:
            return ""
        piles = self.after.piles
        if isinstance(piles, Role):
            return _named(piles)
        return ", ".join(piles[:-1]) + " and " + piles[-1] if len(piles) > 1 else piles[0]

    def waits(self, position: Position, pile: Pile) -> bool:
        """Whether the empty ``pile`` may not be begun yet: ``after`` names foundations not yet complete."""
        return self.after is not None and not pile.cards and not self.after.complete(position)

    def next_home(self, position: Position, card: Card) -> Pile | None:
        """The first foundation ``card`` fits, or ``None``."""
        return next(
            (
                pile
                for pile in _selected(self.piles, position)
                if self.fits(pile, card)
                and self.refuses_first(position, pile, card) is None
                and not self.waits(position, pile)
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
        """A card played to a foundation stays there, by a reading: :data:`~patience_core.clauses.FOUNDATIONS_KEEP`."""
        if isinstance(move, Move) and _governs(self.piles, position.pile(move.source)):
            text = self.cite if not isinstance(self.cite, Reading) else self.cite.of
            return illegal("a card played to a foundation stays there", Reading(FOUNDATIONS_KEEP, of=text))
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
        if verdict and self.after is not None and self.waits(position, pile):
            waiting = f"these foundations are begun only once {self._awaited()} are complete"
            return illegal(waiting, self.after_cite)
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
        if self.after is not None and not self.after.complete(position):
            begun = [pile.id for pile in piles if pile.cards]
            if begun:
                problems.append(f"{begun[0]} is begun, but {self._awaited()} are not complete")
        return problems


#: A sequence taken again and again, in words.
_TIMES = {2: "twice", 3: "three times", 4: "four times"}


class Exchange:
    """The top card of a foundation may pass, one card at a time, to a foundation of another group it fits.

    ``between`` are the game's :class:`Foundations` groups (the ascending and
    the descending ones, say): "one card at a time may be exchanged from the
    ascending to the descending sequences, and *vice versâ*".

    >>> from patience_core import parse_card
    >>> from patience_core.cards import KING
    >>> from patience_core.sources import CADOGAN_1914
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

    governs: ClassVar[Part] = Part.FOUNDATIONS

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
    >>> from patience_core.sources import HOFFMANN_1892
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

    governs: ClassVar[Part] = Part.FOUNDATIONS

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
