"""Solver hints a game lists among its rules: rule objects that speed the solver up, never change a verdict.

Each implements one of the optional solver hooks of
:mod:`patience_core.hookspecs`: :class:`RankKey` the canonical key of a game
in which no rule looks at a suit, :class:`AlikeKey` the canonical key of a
game some of whose piles no rule tells apart, :class:`Ignores` what a game's rules ignore
(for the blind pass), :class:`MovedAgain` the moves made redundant by the
move before, :class:`SafeHome` the cards that may go home without loss,
:class:`Unjudged` the moves of a game whose move-finding clause offers only
legal ones.
:class:`MovedAgain` and :class:`SafeHome` are built from the game's own
clauses, and refuse clauses under which they would not be sound. The
solver's page proves each.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence

from patience_core.cards import ACE, KING, Card, Suit
from patience_core.clauses import Available, Build, Building, Foundations, SingleCardMoves, Spaces, Suits
from patience_core.clauses.common import _governs
from patience_core.markers import hookimpl
from patience_core.model import Action, Move, Pile, Position, Role
from patience_core.solving.codes import _RANK_ONLY, _SUIT_INDEX, BLIND_FEATURES, encode_cards, encode_piles

__all__ = ["AlikeKey", "Ignores", "MovedAgain", "RankKey", "SafeHome", "Unjudged"]


class RankKey:
    """The exact key of a game in which no rule looks at a suit: every pile by its ranks alone.

    List it among a game's rules as its ``patience_solver_canonical`` hint.
    Unlike :func:`~patience_core.solving.codes.blind_key` it is exact, positions sharing it being equally
    winnable, but only where *no* rule of play looks at a suit: not the
    foundations (built regardless of suit), not the tableau, not a deal or
    redeal made during play. Then two positions with the same ranks in the same places have the same
    legal moves, each leading to positions with the same ranks in the same
    places, and are won alike; by induction on the moves to a win, one is
    winnable exactly when the other is. The solver's page gives the argument
    in full, and the games that use the key test it in random play.

    ``alike`` are groups of piles (a :class:`~patience_core.Role` or pile
    ids) that no rule tells apart: the piles of each group are keyed in
    sorted order, so a position and the same with two piles of a group
    exchanged coincide. ``apart``, when given, names for a position the one
    pile of a group that a rule does tell apart there (The Salic Law's latest
    king while the pack is dealt, which takes the cards dealt); it is keyed in
    place. ``heights`` are piles keyed by how many cards they hold: piles whose
    ranks their height decides (a foundation built a rank at a time from a
    fixed rank) or that no rule looks into again (the cards paired off).
    ``tops`` are piles keyed by their height and their top card's rank: piles
    from which no card ever leaves and of which no rule looks at more than the
    top card, nor does the win check (a waste pile that cards are only played
    onto, as in a game won by clearing the table onto it).

    >>> from patience_core.cards import parse_card
    >>> def table(*rows):
    ...     piles = (Pile(f"t{i}", Role.TABLEAU, tuple(map(parse_card, row))) for i, row in enumerate(rows, 1))
    ...     return Position("x", "y", None, 0, (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), *piles))
    >>> key = RankKey(alike=(Role.TABLEAU,), heights=("f1",))
    >>> one, other = table(["5H", "9C"], ["2D"]), table(["2S"], ["5C", "9H"])
    >>> key.patience_solver_canonical(one) == key.patience_solver_canonical(other)
    True
    >>> key.patience_solver_canonical(one) == key.patience_solver_canonical(table(["9C", "5H"], ["2D"]))
    False
    >>> waste = RankKey(tops=("t2",))
    >>> waste.patience_solver_canonical(table(["5H"], ["2D", "9C"])) == waste.patience_solver_canonical(
    ...     table(["5H"], ["8S", "9H"]))
    True
    >>> waste.patience_solver_canonical(table(["5H"], ["9C"])) == waste.patience_solver_canonical(table(["5H"], ["8C"]))
    False
    """

    def __init__(
        self,
        *,
        alike: Sequence[Role | tuple[str, ...]] = (),
        heights: Role | tuple[str, ...] = (),
        tops: Role | tuple[str, ...] = (),
        apart: Callable[[Position], str | None] | None = None,
    ) -> None:
        self.alike = tuple(alike)
        self.heights = heights
        self.tops = tops
        self.apart = apart
        self._table: object = None
        self._plan: tuple[tuple[int, int], ...] = ()

    @staticmethod
    def _among(piles: Role | tuple[str, ...], pile: Pile) -> bool:
        return pile.role is piles if isinstance(piles, Role) else pile.id in piles

    def _planned(self, position: Position) -> tuple[tuple[int, int], ...]:
        """For each pile of the table: how it is keyed (0 by its ranks, 1 its height, 2 its height and top card's
        rank), and its group (``-1``: none).

        Made once for a table: positions reached from one another share their pile index.
        """
        if self._table is not position._index:
            self._plan = tuple(
                (
                    1 if self._among(self.heights, pile) else 2 if self._among(self.tops, pile) else 0,
                    next((i for i, piles in enumerate(self.alike) if self._among(piles, pile)), -1),
                )
                for pile in position.piles
            )
            self._table = position._index
        return self._plan

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """Each pile's ranks (or height) in table order, each group of ``alike`` piles sorted, then the state."""
        kept = self.apart(position) if self.apart is not None else None
        in_place: list[bytes] = []
        groups: list[list[bytes]] = [[] for _ in self.alike]
        for pile, (height, group) in zip(position.piles, self._planned(position), strict=True):
            if height:  # two bytes, each below the separators, and the top card's rank (below 16)
                part = bytes(divmod(len(pile.cards), 250))
                if height == 2 and pile.cards:
                    part += encode_cards(pile.cards[-1:]).translate(_RANK_ONLY)
            else:
                part = encode_cards(pile.cards).translate(_RANK_ONLY)
            (in_place if group < 0 or pile.id == kept else groups[group]).append(part)
        parts = [b"\xff".join(in_place), *(b"\xff".join(sorted(group)) for group in groups)]
        tail = repr(position.state).encode() if position.state else b""
        return b"\xfe".join(parts) + b"\xfd" + str(position.redeals_left).encode() + tail


#: A member of a group of :class:`AlikeKey`: a pile, or piles that always go together (a row's face-down cards and
#: its face-up cards).
Member = str | tuple[str, ...]


class AlikeKey:
    """The exact key of a game some of whose piles no rule tells apart: every card in place, each group sorted.

    List it among a game's rules as its ``patience_solver_canonical`` hint.
    Each of ``groups`` is a :class:`~patience_core.Role` (each of its piles a
    member) or a tuple of members, a member being a pile id or a tuple of
    pile ids that the rules tie together (Klondike's row: the face-down cards
    that turn up into its face-up pile, and that pile). The members of a
    group are keyed in sorted order, every other pile in place, every card by
    its suit and rank. Where no rule tells the members of a group apart (none
    deals to one rather than another during play, takes a card or gives one
    by its place, or looks at the order of the piles to decide a move), a
    position and the same with two members of a group exchanged have the same
    moves, with the members exchanged, leading to positions that again differ
    by the exchange, and the win is the same for both: by induction on the
    moves to a win, one can be won exactly when the other can. The solver's
    page gives the argument; the games that use it test the step in random
    play.

    >>> from patience_core.cards import parse_card
    >>> def table(*rows):
    ...     piles = (Pile(f"t{i}", Role.TABLEAU, tuple(map(parse_card, row))) for i, row in enumerate(rows, 1))
    ...     return Position("x", "y", None, 0, (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), *piles))
    >>> key = AlikeKey(Role.TABLEAU).patience_solver_canonical
    >>> key(table(["5H", "9C"], ["2D"])) == key(table(["2D"], ["5H", "9C"]))
    True
    >>> key(table(["5H", "9C"], ["2D"])) == key(table(["5D", "9C"], ["2H"]))  # suits count
    False
    >>> rows = AlikeKey((("t1", "t2"), ("t3", "t4"))).patience_solver_canonical  # t1 goes with t2, t3 with t4
    >>> rows(table(["5H"], ["9C"], ["2D"], [])) == rows(table(["2D"], [], ["5H"], ["9C"]))
    True
    >>> rows(table(["5H"], ["9C"], ["2D"], [])) == rows(table(["2D"], ["9C"], ["5H"], []))
    False
    >>> AlikeKey(("t1", ("t2", "t3")))
    Traceback (most recent call last):
    ...
    ValueError: AlikeKey: the members of a group are alike, each one pile or each as many piles ('t1', ('t2', 't3'))
    """

    def __init__(self, *groups: Role | tuple[Member, ...]) -> None:
        for group in groups:
            if not isinstance(group, Role) and len({1 if isinstance(m, str) else len(m) for m in group}) > 1:
                raise ValueError(
                    f"AlikeKey: the members of a group are alike, each one pile or each as many piles {group!r}"
                )
        self.groups = groups
        self._table: object = None
        #: For the table: the places of the piles keyed in place, and of each group's members (each its places).
        self._plan: tuple[tuple[int, ...], tuple[tuple[tuple[int, ...], ...], ...]] = ((), ())

    def _planned(self, position: Position) -> tuple[tuple[int, ...], tuple[tuple[tuple[int, ...], ...], ...]]:
        """Where each group's members lie in the table, and the piles keyed in place: made once for a table."""
        if self._table is not position._index:
            index = position._index
            grouped: list[tuple[tuple[int, ...], ...]] = []
            for group in self.groups:
                if isinstance(group, Role):
                    members: tuple[tuple[int, ...], ...] = tuple(
                        (i,) for i, pile in enumerate(position.piles) if pile.role is group
                    )
                else:
                    members = tuple((index[m],) if isinstance(m, str) else tuple(index[p] for p in m) for m in group)
                grouped.append(members)
            taken = {i for members in grouped for member in members for i in member}
            self._plan = (tuple(i for i in range(len(position.piles)) if i not in taken), tuple(grouped))
            self._table = position._index
        return self._plan

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The piles in place in table order, then each group's members sorted, then the redeals left and the state."""
        in_place, groups = self._plan if self._table is position._index else self._planned(position)
        codes = encode_piles(position.piles)
        parts = [b"\xff".join([codes[i] for i in in_place])]
        for members in groups:
            parts.append(b"\xff".join(sorted(b"\xfc".join([codes[i] for i in member]) for member in members)))
        tail = repr(position.state).encode() if position.state else b""
        return b"\xfe".join(parts) + b"\xfd" + str(position.redeals_left).encode() + tail


class Ignores:
    """What a game's rules ignore, for the blind pass: list it among the rules as the ``patience_solver_ignores`` hint.

    ``features`` are among :data:`~patience_core.solving.codes.BLIND_FEATURES`: ``"suits"`` where cards
    move between the piles other than the foundations whatever their suits,
    ``"pile order"`` where the piles of each role are interchangeable.

    >>> Ignores("suits", "pile order").patience_solver_ignores()
    ('suits', 'pile order')
    >>> Ignores("colours")
    Traceback (most recent call last):
    ...
    ValueError: Ignores: the features the blind pass knows are 'pile order' and 'suits', not 'colours'
    """

    def __init__(self, *features: str) -> None:
        unknown = [feature for feature in features if feature not in BLIND_FEATURES]
        if unknown or not features:
            known = " and ".join(repr(feature) for feature in sorted(BLIND_FEATURES))
            raise ValueError(
                f"Ignores: the features the blind pass knows are {known}, not {', '.join(map(repr, unknown)) or 'none'}"
            )
        self.features = features

    @hookimpl
    def patience_solver_ignores(self) -> tuple[str, ...]:
        """The features of a position the rules ignore outside the foundations."""
        return self.features


class MovedAgain:
    """The card just moved goes nowhere new by moving again: list it among a game's rules as its redundant-move hint.

    For the ``patience_solver_redundant`` hook: after a move of one card
    onto one of ``piles`` (``building``'s piles: a role or pile ids) with no
    safe move after it, every move from that pile is named. Only the two
    piles of the move differ from the position before, so the card could
    have made any such move from where it was, to the same position, or its
    move back restores the position before (the solver's page proves it).
    That takes a game in which every card moves alone and a pile takes a
    card or not whatever pile it comes from: the clauses show part of it,
    and it is checked here, ``available`` (the piles cards are taken from,
    one at a time) and ``spaces`` (no space filled only from some piles, or
    at once); the rest (no other rule that asks where a card comes from, no
    card turned or dealt by a move) the game's author vouches for, and the
    hint contract test checks in random play.

    >>> from patience_core.cards import parse_card
    >>> from patience_core.clauses import Spaces
    >>> from patience_core.sources import CADOGAN_1914
    >>> cite = CADOGAN_1914.game("The Flower-Garden").rule("III")
    >>> again = MovedAgain(Building(cite), (Available(cite),), (Spaces(cite),))
    >>> rows = (Pile("t0", Role.TABLEAU, (parse_card("9H"), parse_card("5C"))), Pile("t1", Role.TABLEAU))
    >>> position = Position("x", "y", None, 0, rows)  # the 5C has just come from t1
    >>> sorted(map(str, again.patience_solver_redundant(position, [Move("t1", "t0")])))
    ['t0-t0', 't0-t1']
    >>> again.patience_solver_redundant(position, [Move("t1", "t0"), Move("t1", "f1")]) is None  # a card went home
    True
    >>> runs = Available(cite, sequences=Building(cite), rule="a built run moves together")
    >>> MovedAgain(Building(cite), (runs,), ())
    Traceback (most recent call last):
    ...
    ValueError: MovedAgain: every card moves alone (a built run moves together)
    """

    def __init__(self, building: Building, available: Sequence[Available], spaces: Sequence[Spaces]) -> None:
        for free in available:
            if free.sequences is not None:
                raise ValueError(f"MovedAgain: every card moves alone ({free.rule})")
        for space in spaces:
            if space.sources is not None or space.at_once:
                raise ValueError(f"MovedAgain: a space takes a card whatever pile it comes from ({space.rule})")
        self.piles = building.piles
        self._table: object = None
        self._every: dict[str, frozenset[Move]] = {}

    @hookimpl
    def patience_solver_redundant(self, position: Position, after: Sequence[Action]) -> frozenset[Move] | None:
        """After one card moved onto a pile built on, with no safe move after it, every move from that pile."""
        move = after[0] if len(after) == 1 else None
        if not isinstance(move, Move) or move.count != 1:
            return None
        if self._table is not position._index:
            self._every = {}
            self._table = position._index
        every = self._every.get(move.target)
        if every is None:
            if not _governs(self.piles, position.pile(move.target)):
                return None
            every = self._every[move.target] = frozenset(Move(move.target, pile.id) for pile in position.piles)
        return every


class SafeHome:
    """The dominance rule of open games built down: a free card goes home when no other card can need it.

    List it among a game's rules as its ``patience_solver_safe_moves`` hint,
    with the game's own clauses: ``foundations`` (built up in suit from the
    ace, one rank at a time), ``building`` (every way cards are built on the
    tableau: down, one rank at a time, whatever the suit rule) and
    ``available`` (the piles whose top card is free, one card at a time). A
    free card of rank *r* whose foundation holds *r* − 1 is offered when every
    foundation of another suit holds at least *r* − 2, a suit not yet begun
    counting as nothing: if the position could be won, it can be won after
    the card goes home. The solver's page proves it and says for which rules
    it holds: besides the conditions the clauses show, which are checked
    here, one pack, no redeal, no card dealt onto the tableau during play, no
    compulsory move, and the game won when every card is home.

    >>> from patience_core.cards import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> cite = CADOGAN_1914.game("The Flower-Garden").rule("III")
    >>> safe = SafeHome(Foundations(cite), (Building(cite),), (Available(cite),))
    >>> def table(heights, *rows):
    ...     home = [Pile(f"f{i}", Role.FOUNDATION, tuple(parse_card(f"{rank}{suit}") for rank in "A23456789"[:height]))
    ...             for i, (suit, height) in enumerate(zip("CSHD", heights))]
    ...     rows = [Pile(f"t{i}", Role.TABLEAU, tuple(map(parse_card, row))) for i, row in enumerate(rows)]
    ...     return Position("x", "y", None, 0, (*home, *rows))
    >>> safe.patience_solver_safe_moves(table((4, 3, 3, 3), ["9H", "5C"], ["KD"]))
    [Move('t0', 'f0')]
    >>> safe.patience_solver_safe_moves(table((4, 3, 3, 2), ["9H", "5C"], ["KD"]))  # the 3D may need a 4 on the 5C
    []
    >>> SafeHome(Foundations(cite), (Building(cite, build=Build.UP),), (Available(cite),))
    Traceback (most recent call last):
    ...
    ValueError: SafeHome: the tableau is built down only (a card goes on the next lower card regardless of suit)
    """

    def __init__(self, foundations: Foundations, building: Sequence[Building], available: Sequence[Available]) -> None:
        f = foundations
        shape = (f.build, f.suit, f.start, f.wrap, f.omit, f.order, f.first, f.ends, f.end in (None, KING))
        if shape != (Build.UP, Suits.SAME, (ACE,), False, None, (), None, {}, True) or not f.pack.whole:
            raise ValueError(f"SafeHome: the foundations are built up in suit from the ace to the king ({f.rule})")
        for clause in building:
            if (clause.build, clause.wrap, clause.step) != (Build.DOWN, False, 1):
                raise ValueError(f"SafeHome: the tableau is built down only ({clause.rule})")
        for free in available:
            if free.sequences is not None:
                raise ValueError(f"SafeHome: cards are free one at a time ({free.rule})")
        self.foundations = foundations
        self.available = tuple(available)
        self._table: object = None
        self._plan: tuple[tuple[int, ...], tuple[int, ...]] = ((), ())

    def _planned(self, position: Position) -> tuple[tuple[int, ...], tuple[int, ...]]:
        """The places of the foundations and of the free piles in the table, made once for a table.

        A table with more foundations than suits is not of one pack: there no free pile is named.
        """
        if self._table is not position._index:
            piles = position.piles
            foundations = tuple(i for i, pile in enumerate(piles) if _governs(self.foundations.piles, pile))
            free = tuple(i for i, pile in enumerate(piles) if any(_governs(c.piles, pile) for c in self.available))
            self._plan = (foundations, free if len(foundations) <= len(Suit) else ())
            self._table = position._index
        return self._plan

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action]:
        """The first free card, in table order, whose foundation is ready and no other card can need."""
        foundations, free = self._plan if self._table is position._index else self._planned(position)
        piles = position.piles
        heights = [0, 0, 0, 0]  # by suit; a foundation built up in suit from the ace holds its top card's rank
        for i in foundations:
            cards = piles[i].cards
            if cards:
                top = cards[-1]
                heights[_SUIT_INDEX[top.suit]] = top.rank
        # The card's own foundation holds its rank less one, so the lowest of all is the lowest of the others.
        lowest = min(heights)
        for i in free:
            cards = piles[i].cards
            if cards:
                card = cards[-1]
                if card.rank - 2 <= lowest and heights[_SUIT_INDEX[card.suit]] == card.rank - 1:
                    home = self._home(position, foundations, card)
                    if home is not None:
                        return [Move(piles[i].id, home)]
        return []

    def _home(self, position: Position, foundations: tuple[int, ...], card: Card) -> str | None:
        """The foundation ``card`` goes to: the one of its suit, or for an ace the first that takes it."""
        fits = self.foundations.fits
        for i in foundations:
            pile = position.piles[i]
            top = pile.top
            if (top is None) == (card.rank == ACE) and (top is None or top.suit is card.suit) and fits(pile, card):
                return pile.id
        return None


class Unjudged:
    """The solver's moves, as a game's :class:`~patience_core.clauses.SingleCardMoves` offers them, unjudged.

    For the ``patience_solver_moves`` hook, in a game where every move that
    clause offers is legal: where a card may go wherever the clauses it reads
    (the foundations, the building, the spaces) take it, and no other rule
    forbids a move (The Flower-Garden). The engine judges each move it is
    offered by every rule of the game; the solver, which asks for the moves of
    every position it expands, is spared the judging. The game's author
    vouches that nothing is forbidden that the clause offers, and the hint
    contract test checks in random play that each move offered is legal and
    none left out.

    >>> from patience_core import parse_card
    >>> from patience_core.clauses import Foundations
    >>> from patience_core.sources import CADOGAN_1914
    >>> cite = CADOGAN_1914.game("The Flower-Garden").rule("III")
    >>> moves = SingleCardMoves(foundations=(Foundations(cite, piles=("f1",)),), building=Building(cite, piles=("t1",
    ...                         "t2")), sources=("t1", "t2"), spaces=("t1", "t2"))
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("t1", Role.TABLEAU, (parse_card("AH"),)), Pile("t2", Role.TABLEAU))
    >>> Unjudged(moves).patience_solver_moves(Position("x", "y", 1, 0, table))
    [Move('t1', 'f1'), Move('t1', 't2')]
    """

    def __init__(self, moves: SingleCardMoves) -> None:
        self.moves = moves

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """Every move the clause offers, as it offers them."""
        return list(self.moves.patience_card_moves(position))
