"""A generic solver: can this deal be won, and how?

:func:`solve` searches the positions reachable from a game's current position
through the same rule hooks play uses (:class:`~patience_core.rulebook.Rulebook`'s
``legal_moves``, ``apply`` and ``is_won``); it holds no knowledge of any game.
A plugin may make it faster through the optional solver hints of
:mod:`patience_core.hookspecs` (``patience_solver_moves``,
``patience_solver_safe_moves``, ``patience_solver_canonical``,
``patience_solver_score``, ``patience_solver_dead``,
``patience_solver_redundant``); they never change a
verdict, only how soon it comes.

The search runs up to five passes by turns, sharing one budget:

1. a *fast pass*: a best-first search (the most promising position first, by
   the score hint or by the cards home) that, wherever a card can go to a
   foundation, tries only that: an aggressive shortcut, unsound in general,
   that prunes most of the tree. Any win it finds is a real win, since every
   move in it is legal; finding none proves nothing. It runs alone for its
   first :data:`FAST_PASS_LEAD` positions.
2. a *beam pass*, with the same shortcut: depth by depth, only the best
   :data:`BEAM_WIDTH` positions of each depth are kept, and when that comes to
   nothing the search starts again twice as wide. It cannot dwell on the
   opening as the best-first pass can when every later position scores lower
   (a stock being turned onto waste piles), so it reaches the ends of long
   deals; it too proves nothing by failing.
3. a *blind pass*, where the plugin says which features of a position its
   rules ignore (``patience_solver_ignores``: the suits of the piles other
   than the foundations, the order of the piles): a depth-first search with
   the same shortcut, keyed by :func:`blind_key`, which treats positions
   that differ only in those features as one. A suit still decides a
   foundation play, so it can miss wins, and it too proves nothing by
   failing; it is the suit-symmetry streamliner of Solvitaire.
4. a *discrepancy pass*, while a stock remains to be turned: depth-first
   searches over every legal move that
   follow the best child of each position (by the score hint) and allow a
   growing number of departures from it, 0, then 1, 2…, the limited
   discrepancy search of Harvey and Ginsberg. A wrong choice near the start
   of a long deal, where the complete search would sink, is undone at the
   next try. It stops at the first try that departed from no line for want
   of allowance, but its table forgets, so it too proves nothing by failing.
5. the *complete search*: a depth-first search over every legal move, the
   children of each position tried best first, which either finds a win or
   exhausts the positions reachable, and only then says ``"lost"``.

After the lead the complete search takes turns of :data:`TURN` positions, the
others of half as many each (the blind and discrepancy passes more where they
are the ones that win), and the first verdict ends them
all: some games' wins lie where the shortcut never looks, and the
depth-first search finds them in a few hundred positions.

No pass recurses (a deal can need more than 100,000 moves): the
best-first pass keeps a priority queue, the beam pass a list per depth, the
depth-first search an explicit stack. All play the plugin's provably safe
moves without branching, drop the positions it proves dead, and keep a
transposition table of the positions already searched, keyed by a canonical
form of the position, so that a position reached by two orders of moves is
searched once. The depth-first passes also leave out the moves the plugin
names as redundant after the move that led to a position: a position they
lead to is one that the position before reaches in one move, and so is among
its children already.

One bound holds the memory of all passes together: ``table_size``
entries (:data:`DEFAULT_TABLE_SIZE` by default), an entry being a key in a
table, a link from a position to its parent, or a position waiting to be
expanded. Each heuristic pass may hold at most :data:`HEURISTIC_SHARE` of
it: the fast and beam passes give up when they would hold more (they cannot
forget, since their links make the winning line), the blind pass forgets
the older half of its table; the complete search has the rest, and the share
of a pass that has given up. When the complete search's entries
reach its room, the older half of its table is forgotten, which can cost
repeated work but never a wrong verdict, because the positions on the current
path are kept apart and no cycle can be followed.

Every ``"won"`` is proved before it is returned: the winning line is replayed
with the ordinary :meth:`Game.play <patience_core.Game.play>` on a copy of the
game, and it must end in a won position.

The solver sees everything the rules' positions hold: the order of a face-down
stock and the outcome of a redeal are known to it (it plays the "thoughtful"
game). Its verdict is whether the cards as dealt allow a win, not how often a
player who cannot see them would find one.
"""

from __future__ import annotations

import heapq
import itertools
import signal
import threading
import time
from collections.abc import Callable, Generator, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Literal

from patience_core.cards import ACE, KING, Card, Suit, pack
from patience_core.clauses import Available, Build, Building, Foundations, Spaces, Suits
from patience_core.clauses.common import _governs
from patience_core.errors import PatienceError, PluginError
from patience_core.markers import hookimpl
from patience_core.model import Action, Deal, Move, Pile, Position, Redeal, Role, set_pile_codes

if TYPE_CHECKING:
    from patience_core.game import Game
    from patience_core.rulebook import Rulebook

__all__ = [
    "BEAM_WIDTH",
    "BLIND_FEATURES",
    "BLIND_TURN",
    "DEFAULT_TABLE_SIZE",
    "DISCREPANCY_TURN",
    "FAST_PASS_LEAD",
    "HEURISTIC_SHARE",
    "REPORT_EVERY",
    "TURN",
    "Ignores",
    "MovedAgain",
    "Outcome",
    "RankKey",
    "SafeHome",
    "SolveProgress",
    "SolveResult",
    "blind_key",
    "card_code",
    "default_score",
    "encode_cards",
    "encode_piles",
    "exact_key",
    "solve",
]

#: How many entries (keys, links to parents, positions waiting) the solver's
#: passes hold together at most, by default. See the solver's page for the
#: memory this takes, measured by ``bench/solver_bench.py --memory``.
DEFAULT_TABLE_SIZE = 2_000_000
#: The part of the bound that each heuristic pass (fast, beam, blind) may hold.
HEURISTIC_SHARE = 0.2
#: The features a plugin may say its rules ignore, for the blind pass (``patience_solver_ignores``).
BLIND_FEATURES = frozenset({"suits", "pile order"})

#: How many positions the fast pass searches alone before the complete search starts its turns.
FAST_PASS_LEAD = 2_000
#: How many positions each pass searches in its turn once both run.
TURN = 1_000
#: How many positions the discrepancy pass searches in its turn where each card turned goes onto one of several
#: waste piles (the complete search then has half of :data:`TURN`): there it is the pass that wins.
DISCREPANCY_TURN = 2 * TURN
#: How many positions the blind pass searches in its turn, where the plugin allows one (the fast and beam
#: passes then have a quarter of :data:`TURN` each): there it wins where they stall.
BLIND_TURN = 3 * TURN // 2
#: What each move costs a position in the fast pass's order, against its score:
#: of two equally promising positions the one reached in fewer moves comes first.
DEPTH_COST = 0.5
#: How many positions of each depth the beam pass keeps on its first try.
BEAM_WIDTH = 16

#: Seconds between two reports to a ``progress`` callback of :func:`solve`.
REPORT_EVERY = 0.5

Outcome = Literal["won", "lost", "undecided"]

#: A search under way: each step expands a position; it returns a winning line, or ``None``.
Steps = Generator[None, None, "list[Action] | None"]


@dataclass(frozen=True)
class SolveResult:
    """What :func:`solve` found.

    ``outcome`` is ``"won"`` (``moves`` is a winning line from the game's
    position, already replayed and checked), ``"lost"`` (every reachable
    position was searched and none is won) or ``"undecided"`` (the budget ran
    out first). ``positions`` counts the positions the search reached,
    ``seconds`` the time it took, ``phase`` the pass that decided
    (``"fast"``, ``"beam"``, ``"blind"``, ``"discrepancy"`` or ``"complete"``), ``depth`` the longest line it
    followed, ``held`` the most entries its passes held at once (see
    :data:`DEFAULT_TABLE_SIZE`). Where the search was asked to keep its best
    (:func:`solve`'s ``progress`` or ``interruptible``), ``best`` is the line
    to the position with the most cards on the foundations that it reached,
    and ``home`` that number.
    """

    outcome: Outcome
    moves: tuple[Action, ...] = ()
    positions: int = 0
    seconds: float = 0.0
    phase: str = "complete"
    depth: int = 0
    reason: str = ""
    held: int = 0
    best: tuple[Action, ...] = ()
    home: int = 0

    @property
    def decided(self) -> bool:
        """Whether the outcome is known: won or lost."""
        return self.outcome != "undecided"

    def line(self) -> str:
        """The winning line in text notation, one move after another."""
        return " ".join(str(move) for move in self.moves)


@dataclass(frozen=True)
class SolveProgress:
    """A search under way, as :func:`solve` reports it to its ``progress`` callback.

    ``positions`` searched so far in ``seconds``, ``phase`` the pass at work,
    and the best the search has reached: the position with the most cards on
    the foundations (``home``), and the line to it (``best``).
    """

    positions: int
    seconds: float
    phase: str
    home: int
    best: tuple[Action, ...]


# --------------------------------------------------------------------------- keys

_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}
_CODES: dict[int, tuple[Card, int]] = {}
# The cards of the pack are made once and live as long as the program, so their
# ids are stable: a lookup by id is the quickest way from a card to its code.
_INTERNED: dict[int, int] = {id(card): card.rank + 16 * _SUIT_INDEX[card.suit] for card in pack()}
_interned_code = _INTERNED.get


def card_code(card: Card) -> int:
    """A small number for ``card``, from 1 to 61 (rank plus 16 times the suit's place in the pack).

    >>> from patience_core.cards import parse_card
    >>> card_code(parse_card("AC")), card_code(parse_card("KD"))
    (1, 61)
    """
    code = _interned_code(id(card))
    if code is not None:
        return code
    known = _CODES.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    code = card.rank + 16 * _SUIT_INDEX[card.suit]
    if len(_CODES) > 4096:  # cards made outside the pack: keep the cache small
        _CODES.clear()
    _CODES[id(card)] = (card, code)
    return code


_ENCODED: dict[int, bytes] = {}
#: The tuples encoded, held while their encodings are remembered: no other object can take their ids meanwhile.
_HELD: list[tuple[Card, ...]] = []
_ENCODED_LIMIT = 200_000


def encode_cards(cards: tuple[Card, ...]) -> bytes:
    """The cards as bytes, one byte a card (see :func:`card_code`): a compact, sortable key part.

    Piles are immutable and shared between a position and the next, so the
    result is remembered for the tuple (by identity, holding the tuple).

    >>> from patience_core.cards import parse_card
    >>> encode_cards((parse_card("AC"), parse_card("2S")))
    b'\\x01\\x12'
    """
    known = _ENCODED.get(id(cards))
    if known is not None:
        return known
    try:
        encoded = bytes(map(_interned_code, map(id, cards)))  # type: ignore[arg-type]
    except TypeError:  # a card made outside the pack
        encoded = bytes([card_code(card) for card in cards])
    if len(_HELD) >= _ENCODED_LIMIT:
        _ENCODED.clear()
        _HELD.clear()
    _ENCODED[id(cards)] = encoded
    _HELD.append(cards)
    return encoded


def encode_piles(piles: Iterable[Pile]) -> list[bytes]:
    """Each pile's cards as :func:`encode_cards` gives them, in order: the keys' and scores' common first step.

    A pile keeps its encoding once worked out, and the two piles a move makes
    have theirs cut from those of the piles they came from: it calls
    :func:`encode_cards` only for a pile made otherwise.

    >>> from patience_core.cards import parse_card
    >>> encode_piles([Pile("t1", Role.TABLEAU, (parse_card("AC"),)), Pile("t2", Role.TABLEAU)])
    [b'\\x01', b'']
    """
    encoded = []
    for pile in piles:
        codes = pile._codes
        if codes is None:
            codes = encode_cards(pile.cards)
            set_pile_codes(pile, codes)
        encoded.append(codes)
    return encoded


def exact_key(position: Position) -> bytes:
    """The default key: every pile's cards in table order, the redeals left and the state.

    Two positions share it exactly when they have the same
    :meth:`~patience_core.Position.table_key`.
    """
    parts = encode_piles(position.piles)
    tail = b""
    if position.state:
        tail = repr(position.state).encode()
    return b"\x7f".join(parts) + b"\x7e" + str(position.redeals_left).encode() + tail


# --------------------------------------------------------------------------- the table


class _Table:
    """A set of keys in two generations: :meth:`forget` drops the older; the newer is bounded by ``size // 2``."""

    def __init__(self, size: int) -> None:
        self.limit = max(1, size // 2)
        self.new: set[Hashable] = set()
        self.old: set[Hashable] = set()

    def forget(self) -> None:
        """Drop the older generation; the newer becomes the older."""
        self.old = self.new
        self.new = set()

    def add(self, key: Hashable) -> None:
        if len(self.new) >= self.limit:
            self.forget()
        self.new.add(key)

    def __contains__(self, key: Hashable) -> bool:
        """Whether the table holds ``key``, in either generation (the search asks :meth:`insert`)."""
        return key in self.new or key in self.old

    def insert(self, key: Hashable) -> bool:
        """Add ``key`` unless the table holds it already, in either generation; whether it was new.

        A key found in the older generation is added to the newer too, so that what is still met is not forgotten.
        """
        if key in self.new:
            return False
        if key in self.old:
            self.add(key)
            return False
        self.add(key)
        return True

    def __len__(self) -> int:
        return len(self.new) + len(self.old)


# --------------------------------------------------------------------------- the search


class _Budget(Exception):
    """The budget ran out."""


class _Interrupted(Exception):
    """Ctrl-C asked the search to stop."""


@dataclass
class _Frame:
    """A position on the depth-first path: its children, best first, and the moves that led to it."""

    key: Hashable
    via: list[Action]
    children: list[tuple[float, int, list[Action], Position, Hashable]]
    index: int = 0


@dataclass
class _Search:
    rulebook: Rulebook
    deadline: float | None
    limit: int | None
    table_size: int
    hints: bool = True
    positions: int = 0
    depth: int = 0
    phase: str = "complete"
    #: The entries each pass holds now, by the pass's name, and the most all held at once.
    held: dict[str, int] = field(default_factory=dict)
    peak: int = 0
    #: Whether to keep the best position reached (the most cards home) and the line to it.
    keep_best: bool = False
    home: int = -1
    best: list[Action] = field(default_factory=list)
    #: Called with a :class:`SolveProgress` every :data:`REPORT_EVERY` seconds, if given.
    report: Callable[[SolveProgress], None] | None = None
    began: float = field(default_factory=time.perf_counter)
    next_report: float = 0.0
    #: Set by the interrupt signal's handler; the search stops at the next position it reaches.
    interrupted: bool = False
    #: The features of a position the rules mostly ignore (see ``patience_solver_ignores``).
    ignores: frozenset[str] = field(init=False, default=frozenset())
    #: How to ask each hint the plugin gives (see :meth:`_asker`), ``None`` for a hint it does not give.
    _moves: Callable[[Position], Any] | None = field(init=False, default=None)
    _safe_moves: Callable[[Position], Any] | None = field(init=False, default=None)
    _canonical: Callable[[Position], Any] | None = field(init=False, default=None)
    _score: Callable[[Position], Any] | None = field(init=False, default=None)
    _dead: Callable[[Position], Any] | None = field(init=False, default=None)
    _redundant: Callable[..., Any] | None = field(init=False, default=None)

    def __post_init__(self) -> None:
        hook = self.rulebook._hook
        for name in ("moves", "safe_moves", "canonical", "score", "dead", "redundant"):
            impls = getattr(hook, f"patience_solver_{name}").get_hookimpls()
            if self.hints and impls:
                setattr(self, f"_{name}", self._asker(f"patience_solver_{name}", impls))
        if self.hints:
            self.ignores = frozenset(self.rulebook._call("patience_solver_ignores") or ()) & BLIND_FEATURES

    def blind_key(self, position: Position) -> bytes:
        """The blind pass's key: :func:`blind_key` for the features the plugin says its rules ignore."""
        return blind_key(position, self.ignores)

    def _asker(self, hook_name: str, impls: list[Any]) -> Callable[..., Any]:
        """How to ask one hint: its only layer's function itself where it has one, else the rulebook's call.

        The function is called with the hook's arguments in the order of its specification.
        """
        names = tuple(getattr(self.rulebook._hook, hook_name).spec.argnames)
        if len(impls) == 1 and tuple(impls[0].argnames) == names and not impls[0].hookwrapper:
            return impls[0].function  # type: ignore[no-any-return]
        call = self.rulebook._call
        return lambda *args: call(hook_name, **dict(zip(names, args, strict=True)))

    # ---- the rules, through the hooks

    def legal_moves(self, position: Position) -> Sequence[Action]:
        if self._moves is not None:
            offered = self._moves(position)
            if offered is not None:
                return list(offered)
        return _default_order(position, self.rulebook.legal_moves(position))

    def key(self, position: Position) -> Hashable:
        if self._canonical is not None:
            key = self._canonical(position)
            if key is not None:
                return key  # type: ignore[no-any-return]
        return exact_key(position)

    def score(self, position: Position) -> float:
        if self._score is not None:
            score = self._score(position)
            if score is not None:
                return float(score)
        return default_score(position)

    def dead(self, position: Position) -> bool:
        """Whether the plugin proves that ``position`` can never be won (``patience_solver_dead``)."""
        ask = self._dead
        return ask is not None and bool(ask(position))

    def redundant(self, position: Position, after: list[Action]) -> frozenset[Action]:
        """The moves of ``position`` that lead only where the position before ``after`` goes in one move."""
        ask = self._redundant
        if ask is None:
            return _NONE
        named = ask(position, after)
        return frozenset(named) if named else _NONE

    def settle(self, position: Position, via: list[Action]) -> Position:
        """Play provably safe moves until none is offered, appending them to ``via``."""
        ask = self._safe_moves
        if ask is None:
            return position
        apply = self.rulebook.apply
        for _ in range(10_000):
            offered = ask(position)
            move = next(iter(offered), None) if offered else None  # None and an empty list offer nothing
            if move is None:
                break
            position = apply(position, move)
            via.append(move)
        return position

    def hold(self, name: str, entries: int) -> int:
        """Note that pass ``name`` holds ``entries`` entries now, and the most all passes held at once; returns it."""
        self.held[name] = entries
        total = sum(self.held.values())
        if total > self.peak:
            self.peak = total
        return entries

    def held_by_others(self, name: str) -> int:
        """The entries the passes other than ``name`` hold now."""
        return sum(entries for other, entries in self.held.items() if other != name)

    def count(self) -> None:
        """One more position reached: stop if asked to, or if a budget has run out; report if it is time."""
        self.positions += 1
        if self.interrupted:
            raise _Interrupted
        # The clock is read at every position: a position of a large game can take tens of milliseconds,
        # and reading it every few hundred let a one-second budget run to seven.
        now = time.perf_counter()
        if self.deadline is not None and now >= self.deadline:
            raise _Budget("time")
        if self.report is not None and now >= self.next_report:
            self.next_report = now + REPORT_EVERY
            self.report(self.progress(now))
        if self.limit is not None and self.positions >= self.limit:
            raise _Budget("positions")

    def progress(self, now: float) -> SolveProgress:
        """The search so far."""
        return SolveProgress(self.positions, now - self.began, self.phase, max(self.home, 0), tuple(self.best))

    def better(self, position: Position) -> bool:
        """Whether ``position`` has more cards home than any reached before (noting it if so)."""
        home = _cards_home(position)
        if home <= self.home:
            return False
        self.home = home
        return True

    def greedy_moves(self, position: Position) -> Sequence[Action]:
        """The fast pass's shortcut: the first move to a foundation alone, if there is one, else every legal move."""
        moves = self.legal_moves(position)
        home = next((move for move in moves if _to_foundation(position, move)), None)
        return moves if home is None else [home]

    def linked_children(
        self, position: Position, node: int, links: list[tuple[int, list[Action]]], table: _Table
    ) -> tuple[list[Action] | None, list[tuple[int, Position]]]:
        """The children of ``position`` by :meth:`greedy_moves`, for the passes that keep links to parents.

        Each child not yet in ``table`` is added to it and linked to ``node``
        in ``links``; they are returned with their link's index. If a child is
        won, its winning line comes first instead.
        """
        fresh: list[tuple[int, Position]] = []
        for move in self.greedy_moves(position):
            self.count()
            child_via = [move]
            child = self.settle(self.rulebook.apply(position, move), child_via)
            links.append((node, child_via))
            if self.rulebook.is_won(child):
                return _line(links, len(links) - 1), fresh
            if not table.insert(self.key(child)) or self.dead(child):
                links.pop()
                continue
            fresh.append((len(links) - 1, child))
            if self.keep_best and self.better(child):
                self.best = _line(links, len(links) - 1)
        return None, fresh

    # ---- the fast pass: greedy best-first

    def best_first(self, start: Position, *, share: int) -> Steps:
        """Search best first from ``start``, a position expanded at each step; a winning line ends it, or ``None``.

        Positions wait in a priority queue ordered by :meth:`score`, less a
        small cost per move (:data:`DEPTH_COST`); each keeps a link to its
        parent for the line. A position with a move to a foundation is
        followed only by that move (:meth:`greedy_moves`). The search gives up
        (``None``) when the queue runs dry or when its table, links and queue
        hold more than ``share`` entries.
        """
        via: list[Action] = []
        first = self.settle(start, via)
        if self.rulebook.is_won(first):
            return via
        if self.dead(first):
            return None
        table = _Table(self.table_size)
        table.add(self.key(first))
        links: list[tuple[int, list[Action]]] = [(-1, via)]
        heap: list[tuple[float, int, Position]] = [(0.0, 0, first)]
        depths = [0]
        while heap:
            yield
            _, node, position = heapq.heappop(heap)
            depth = depths[node] + 1
            won, fresh = self.linked_children(position, node, links, table)
            if won is not None:
                return won
            for index, child in fresh:
                depths.append(depth)
                heapq.heappush(heap, (DEPTH_COST * depth - self.score(child), index, child))
            if self.hold("fast", len(table) + len(links) + len(heap)) > share:
                return None
        return None

    # ---- the beam pass: breadth first, the best few of each depth, widening

    def beam(self, start: Position, *, share: int, width: int = BEAM_WIDTH) -> Steps:
        """Search depth by depth from ``start``, keeping only the ``width`` best positions of each depth.

        Each kept position is expanded (one step each) with the fast pass's
        shortcut (:meth:`greedy_moves`), and of all their new children the
        ``width`` best by :meth:`score` make the next depth. When a depth
        comes up empty the search starts again twice as wide; it gives up
        (``None``) when a try left nothing out (a wider one would search the
        same positions), or when its table, links and kept positions hold
        more than ``share`` entries. Unlike the best-first pass it must move
        forward: the best of each depth is kept even when shallower positions
        score higher, so it reaches the end of a long deal.
        """
        via: list[Action] = []
        first = self.settle(start, via)
        if self.rulebook.is_won(first):
            return via
        if self.dead(first):
            return None
        while True:
            table = _Table(self.table_size)
            table.add(self.key(first))
            links: list[tuple[int, list[Action]]] = [(-1, via)]
            level: list[tuple[int, Position]] = [(0, first)]
            cut = False
            while level:
                children: list[tuple[float, int, Position]] = []
                for node, position in level:
                    yield
                    won, fresh = self.linked_children(position, node, links, table)
                    if won is not None:
                        return won
                    children.extend((self.score(child), index, child) for index, child in fresh)
                    if self.hold("beam", len(table) + len(links) + len(level) + len(children)) > share:
                        return None
                if len(children) > width:
                    cut = True
                    children = heapq.nlargest(width, children, key=_first_of)
                level = [(node, child) for _, node, child in children]
            if not cut:  # nothing was left out: a wider try would search the same positions
                return None
            width *= 2

    # ---- the discrepancy pass: depth first, allowing ever more departures from the best child

    def discrepancies(self, start: Position, *, share: int) -> Steps:
        """Search depth first from ``start`` with a growing allowance of discrepancies; a win ends it, or ``None``.

        A *discrepancy* is a move other than the best one: taking the
        ``i``-th best child of a position (counting from nought, by
        :meth:`score`) spends ``i`` of the allowance. The search runs with an
        allowance of 0 (the best child at every step, to the end of the
        deal), then 1, 2 and so on, each try a depth-first search of the
        lines that spend no more. Unlike the complete search it cannot sink
        into the first subtree: a wrong choice early in a long deal is
        undone in the next try. Each try keeps a table of the allowance each
        position was searched with, and passes over a position searched
        before with as much; the table starts afresh at each try, and when it
        holds more than ``share`` entries. It gives up (``None``) when a try
        departed from no line for want of allowance, which is when the next
        would search the same positions. It proves nothing by failing.
        """
        rulebook = self.rulebook
        via: list[Action] = []
        first = self.settle(start, via)
        if rulebook.is_won(first):
            return via
        if self.dead(first):
            return None
        first_key = self.key(first)
        for allowance in itertools.count():
            table: dict[Hashable, int] = {first_key: allowance}
            short = False  # whether some line was left for want of allowance
            stack: list[tuple[_Frame, int]] = [(_Frame(first_key, via, []), allowance)]
            on_path = {first_key}
            found = self.children_of(first, stack[0][0], on_path)
            while found is None and stack:
                yield
                if self.hold("discrepancy", len(table)) > share:
                    table.clear()
                frame, left = stack[-1]
                if frame.index >= len(frame.children) or frame.index > left:
                    short = short or frame.index < len(frame.children)
                    stack.pop()
                    on_path.discard(frame.key)
                    continue
                spent = frame.index
                _, _, child_via, child, key = frame.children[spent]
                frame.index += 1
                child_left = left - spent
                if key in on_path or table.get(key, -1) >= child_left:
                    continue
                table[key] = child_left
                on_path.add(key)
                node = _Frame(key, child_via, [])
                stack.append((node, child_left))
                found = self.children_of(child, node, on_path)
            if found is not None:
                return [action for entry, _ in stack for action in entry.via] + found
            if not short:
                return None
        return None  # pragma: no cover - the loop above only ends by returning

    def children_of(self, position: Position, frame: _Frame, on_path: set[Hashable]) -> list[Action] | None:
        """Fill ``frame`` with every child of ``position`` not on the path, best first; a win among them is returned."""
        rulebook = self.rulebook
        children = frame.children
        for order, move in enumerate(self.legal_moves(position)):
            self.count()
            child_via = [move]
            child = self.settle(rulebook.apply(position, move), child_via)
            if rulebook.is_won(child):
                return child_via
            key = self.key(child)
            if key not in on_path and not self.dead(child):
                children.append((-self.score(child), order, child_via, child, key))
        children.sort(key=_by_score)
        return None

    # ---- the complete search: depth first, children best first, explicit stack

    def depth_first(self, start: Position, *, blind: bool = False, share: int | None = None) -> Steps:
        """Search depth first from ``start``, a position expanded at each step.

        It ends with a winning line, or ``None`` when every reachable position
        was searched. With ``blind`` it is the blind pass instead: only the
        fast pass's shortcut (:meth:`greedy_moves`) is followed, and positions
        are keyed by :meth:`blind_key`, so ``None`` proves nothing. Its table
        forgets its older generation when the entries it holds pass ``share``;
        the complete search's, when they pass what the other passes leave.
        """
        name = "blind" if blind else "complete"
        moves = self.greedy_moves if blind else self.legal_moves
        key_of = self.blind_key if blind else self.key
        rulebook = self.rulebook
        via: list[Action] = []
        first = self.settle(start, via)
        if rulebook.is_won(first):
            return via
        if self.dead(first):
            return None
        table = _Table(self.table_size)
        first_key = key_of(first)
        table.add(first_key)
        on_path = {first_key}
        stack = [_Frame(first_key, via, [])]
        found = self.expand(first, stack, table, on_path, moves, key_of)
        waiting = len(stack[0].children)  # the untried children on the path, which must not be forgotten
        while found is None and stack:
            yield
            room = self.table_size - self.held_by_others(name) if share is None else share
            if self.hold(name, len(table) + waiting) > room:
                table.forget()
            frame = stack[-1]
            if frame.index >= len(frame.children):
                stack.pop()
                on_path.discard(frame.key)
                continue
            _, _, child_via, child, key = frame.children[frame.index]
            frame.children[frame.index] = _SPENT
            frame.index += 1
            waiting -= 1
            if key in on_path:
                continue
            on_path.add(key)
            node = _Frame(key, child_via, [])
            stack.append(node)
            if len(stack) > self.depth:
                self.depth = len(stack)
            found = self.expand(child, stack, table, on_path, moves, key_of)
            waiting += len(node.children)
        if found is None:
            return None
        return [action for entry in stack for action in entry.via] + found

    def expand(
        self,
        position: Position,
        path: list[_Frame],
        table: _Table,
        on_path: set[Hashable],
        moves: Callable[[Position], Sequence[Action]],
        key_of: Callable[[Position], Hashable],
    ) -> list[Action] | None:
        """Fill the last frame of ``path`` with the new children of ``position``, best first.

        The children are found by ``moves`` and keyed by ``key_of``; a win among them is returned.
        """
        rulebook = self.rulebook
        frame = path[-1]
        children = frame.children
        # the first position has no position before it; any other's was expanded first, with all its children
        skip = self.redundant(position, frame.via) if len(path) > 1 else _NONE
        for order, move in enumerate(moves(position)):
            if skip and move in skip:
                continue
            self.count()
            child_via = [move]
            child = self.settle(rulebook.apply(position, move), child_via)
            if rulebook.is_won(child):
                return child_via
            key = key_of(child)
            if key in on_path or not table.insert(key) or self.dead(child):
                continue
            children.append((-self.score(child), order, child_via, child, key))
            if self.keep_best and self.better(child):
                self.best = [action for entry in path for action in entry.via] + child_via
        children.sort(key=_by_score)
        return None


#: No move to leave out.
_NONE: frozenset[Action] = frozenset()
_SPENT: tuple[float, int, list[Action], Position, Hashable] = (0.0, 0, [], Position("", "", None, 0, ()), b"")


def _by_score(entry: tuple[float, int, list[Action], Position, Hashable]) -> tuple[float, int]:
    return entry[0], entry[1]


def _first_of(entry: tuple[float, int, Position]) -> float:
    return entry[0]


def _line(links: list[tuple[int, list[Action]]], node: int) -> list[Action]:
    parts = []
    while node >= 0:
        parent, via = links[node]
        parts.append(via)
        node = parent
    return [action for via in reversed(parts) for action in via]


_RANK_ONLY = bytes(code & 15 for code in range(256))


def blind_key(position: Position, ignores: Iterable[str]) -> bytes:
    """A key blind to some features of ``position``: the blind pass's, unsound for losses.

    The foundations are keyed exactly; with ``"suits"`` in ``ignores`` the
    other piles by their ranks alone, and with ``"pile order"`` the piles of
    each role sorted. Positions that share this key need not be equally
    winnable (a suit still decides a foundation play), so a search keyed on
    it may miss wins and proves nothing by failing.

    >>> from patience_core.cards import parse_card
    >>> from patience_core.model import Pile
    >>> rows = (Pile("t1", Role.TABLEAU, (parse_card("5H"),)), Pile("t2", Role.TABLEAU, (parse_card("9S"),)))
    >>> swapped = (Pile("t1", Role.TABLEAU, (parse_card("9C"),)), Pile("t2", Role.TABLEAU, (parse_card("5D"),)))
    >>> keys = [blind_key(Position("x", "y", None, 0, piles), {"suits", "pile order"}) for piles in (rows, swapped)]
    >>> keys[0] == keys[1]
    True
    """
    ignored = ignores if isinstance(ignores, frozenset) else frozenset(ignores)
    suits, order = "suits" in ignored, "pile order" in ignored
    by_role: dict[Role, list[bytes]] = {}
    for pile, cards in zip(position.piles, encode_piles(position.piles), strict=True):
        role = pile.role
        if suits and role is not Role.FOUNDATION:
            cards = cards.translate(_RANK_ONLY)
        group = by_role.get(role)
        if group is None:
            by_role[role] = [cards]
        else:
            group.append(cards)
    parts = []
    for piles in by_role.values():
        if order:
            piles.sort()
        parts.append(b"\x7f".join(piles))
    tail = repr(position.state).encode() if position.state else b""
    return b"\x7e".join(parts) + b"\x7d" + str(position.redeals_left).encode() + tail


class RankKey:
    """The exact key of a game in which no rule looks at a suit: every pile by its ranks alone.

    List it among a game's rules as its ``patience_solver_canonical`` hint.
    Unlike :func:`blind_key` it is exact, positions sharing it being equally
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
    """

    def __init__(
        self,
        *,
        alike: Sequence[Role | tuple[str, ...]] = (),
        heights: Role | tuple[str, ...] = (),
        apart: Callable[[Position], str | None] | None = None,
    ) -> None:
        self.alike = tuple(alike)
        self.heights = heights
        self.apart = apart
        self._table: object = None
        self._plan: tuple[tuple[bool, int], ...] = ()

    @staticmethod
    def _among(piles: Role | tuple[str, ...], pile: Pile) -> bool:
        return pile.role is piles if isinstance(piles, Role) else pile.id in piles

    def _planned(self, position: Position) -> tuple[tuple[bool, int], ...]:
        """For each pile of the table: whether it is keyed by height, and its group (``-1``: none).

        Made once for a table: positions reached from one another share their pile index.
        """
        if self._table is not position._index:
            self._plan = tuple(
                (
                    self._among(self.heights, pile),
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
            if height:  # two bytes, each below the separators
                part = bytes(divmod(len(pile.cards), 250))
            else:
                part = encode_cards(pile.cards).translate(_RANK_ONLY)
            (in_place if group < 0 or pile.id == kept else groups[group]).append(part)
        parts = [b"\xff".join(in_place), *(b"\xff".join(sorted(group)) for group in groups)]
        tail = repr(position.state).encode() if position.state else b""
        return b"\xfe".join(parts) + b"\xfd" + str(position.redeals_left).encode() + tail


class Ignores:
    """What a game's rules ignore, for the blind pass: list it among the rules as the ``patience_solver_ignores`` hint.

    ``features`` are among :data:`BLIND_FEATURES`: ``"suits"`` where cards
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
    >>> from patience_core.works import CADOGAN_1914
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
    >>> from patience_core.works import CADOGAN_1914
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


def _cards_home(position: Position) -> int:
    return sum(len(pile.cards) for pile in position.piles if pile.role is Role.FOUNDATION)


def default_score(position: Position) -> float:
    """The default guess of progress: cards on the foundations, then empty piles (not the stock)."""
    home = 0
    spaces = 0
    for pile in position.piles:
        if pile.role is Role.FOUNDATION:
            home += len(pile.cards)
        elif not pile.cards and pile.role is not Role.STOCK:
            spaces += 1
    return home + 0.5 * spaces


def _to_foundation(position: Position, move: Action) -> bool:
    return isinstance(move, Move) and position.pile(move.target).role is Role.FOUNDATION


def _default_order(position: Position, moves: Iterable[Action]) -> list[Action]:
    """Moves to a foundation first, then moves between piles, moves into spaces, and deals and redeals last."""

    def rank(move: Action) -> int:
        if isinstance(move, Deal | Redeal):
            return 3
        target: Pile = position.pile(move.target)
        if target.role is Role.FOUNDATION:
            return 0
        if not target.cards:
            return 2
        return 1

    return sorted(moves, key=rank)


# --------------------------------------------------------------------------- the two passes by turns


def _race(search: _Search, start: Position, fast_pass: bool) -> list[Action] | None:
    """Run the passes by turns, sharing one budget; the first verdict ends them all.

    The fast pass searches alone for its first :data:`FAST_PASS_LEAD`
    positions (most easy wins come sooner); then the complete search takes
    turns of :data:`TURN` positions and the heuristic passes (fast, beam,
    blind where the game allows it, discrepancy where a stock remains to be
    turned) of half as many each. Where each card turned goes onto one of
    several waste piles (Sir Tommy's four), the discrepancy pass takes
    turns of :data:`DISCREPANCY_TURN` instead, and the complete search of
    half :data:`TURN`, for as long as the discrepancy pass runs. Where a
    blind pass runs, it takes turns of :data:`BLIND_TURN` and the fast and
    beam passes of a quarter of :data:`TURN`. A
    win from any pass is a win; only the complete search can say that none
    exists. A heuristic pass drops out when it gives up (see
    :meth:`_Search.best_first`, :meth:`_Search.beam` and
    :meth:`_Search.discrepancies`), and what it held goes to the complete
    search. ``search.phase`` names the pass that decided, or that was
    running when the budget ran out.
    """
    share = int(HEURISTIC_SHARE * search.table_size)
    passes: list[tuple[str, Steps]] = []
    if fast_pass:
        passes.append(("fast", search.best_first(start, share=share)))
        passes.append(("beam", search.beam(start, share=share)))
        if search.ignores:
            passes.append(("blind", search.depth_first(start, blind=True, share=share)))
        if any(pile.cards for pile in start.piles_of(Role.STOCK)):
            passes.append(("discrepancy", search.discrepancies(start, share=share)))
    passes.append(("complete", search.depth_first(start)))
    # each card turned goes onto one of several waste piles: the choice the discrepancy pass is for
    placing = len(start.piles_of(Role.WASTE)) > 1
    shares = {"fast": FAST_PASS_LEAD, "beam": 0, "blind": 0, "discrepancy": 0, "complete": 0}
    while True:
        for name, steps in list(passes):
            search.phase = name
            until = search.positions + shares[name]
            try:
                while search.positions < until:
                    next(steps)
            except StopIteration as stop:
                if stop.value is not None or name == "complete":
                    return stop.value  # type: ignore[no-any-return]
                passes.remove((name, steps))
                search.held.pop(name, None)
        heuristic = TURN // 2
        shares = {"fast": heuristic, "beam": heuristic, "blind": heuristic, "discrepancy": heuristic, "complete": TURN}
        running = {name for name, _ in passes}
        if placing and "discrepancy" in running:
            shares["discrepancy"], shares["complete"] = DISCREPANCY_TURN, TURN // 2
        if "blind" in running:
            shares["blind"], shares["fast"], shares["beam"] = BLIND_TURN, TURN // 4, TURN // 4


# --------------------------------------------------------------------------- the entry point


def solve(
    game: Game,
    *,
    seconds: float | None = None,
    positions: int | None = None,
    table_size: int = DEFAULT_TABLE_SIZE,
    fast_pass: bool = True,
    hints: bool = True,
    progress: Callable[[SolveProgress], None] | None = None,
    interruptible: bool = False,
) -> SolveResult:
    """Search ``game`` from its current position for a win.

    ``seconds`` and ``positions`` bound the search (``None``: no bound); when
    either runs out the result is ``"undecided"``. ``table_size`` bounds the
    entries all passes hold together (see :data:`DEFAULT_TABLE_SIZE`).
    ``fast_pass=False`` skips the fast and beam passes; ``hints=False``
    ignores the plugin's solver hints (to check them against the plain rules).
    ``progress``, if given, is called with a :class:`SolveProgress` every
    :data:`REPORT_EVERY` seconds; with ``interruptible=True`` Ctrl-C (the
    interrupt signal, or a :exc:`KeyboardInterrupt`) ends the search as
    ``"undecided"`` instead of propagating. In the main thread the signal only
    sets a flag, which the search reads at the next position it reaches, and the
    previous handler is put back when the search ends: an exception raised at a
    random instruction can be lost (Python only prints one raised while a
    generator is being finalised), a flag cannot. Either option makes the search keep its best line
    (``best`` of the :class:`SolveResult`). The game itself is not changed.

    >>> result = solve(new_game("beleaguered-castle", number=2), positions=100_000)
    >>> result.outcome, result.moves[0]
    ('won', Move('t7', 't8'))
    >>> solve(new_game("beleaguered-castle", number=3), positions=100_000).outcome
    'lost'
    """
    if table_size < 1:
        raise ValueError(f"the table holds at least one position, not {table_size!r}")
    began = time.perf_counter()
    deadline = None if seconds is None else began + seconds
    search = _Search(
        game.rulebook,
        deadline,
        positions,
        table_size,
        hints,
        keep_best=progress is not None or interruptible,
        report=progress,
        began=began,
    )

    def result(outcome: Outcome, line: Sequence[Action], reason: str, home: int | None = None) -> SolveResult:
        return SolveResult(
            outcome,
            tuple(line),
            positions=search.positions,
            seconds=time.perf_counter() - began,
            phase=search.phase,
            depth=search.depth,
            held=search.peak,
            reason=reason,
            best=tuple(line) if outcome == "won" else tuple(search.best),
            home=max(search.home, 0) if home is None else home,
        )

    flagged = interruptible and threading.current_thread() is threading.main_thread()
    if flagged:
        previous = signal.signal(signal.SIGINT, lambda signum, frame: setattr(search, "interrupted", True))
    try:
        line = _race(search, game.position, fast_pass)
    except PatienceError:
        raise
    except _Budget as budget:
        return result("undecided", (), f"the {budget} budget ran out")
    except _Interrupted:
        return result("undecided", (), "interrupted")
    except KeyboardInterrupt:
        if not interruptible:
            raise
        return result("undecided", (), "interrupted")
    except Exception as error:  # a hint's bug, met outside the rulebook's own calls: say whose
        raise PluginError(
            game.rulebook._culprit(error), f"{type(error).__name__}: {error}", hook="solver hint"
        ) from error
    finally:
        if flagged:
            signal.signal(signal.SIGINT, previous)
    if line is None:
        return result("lost", (), "every reachable position was searched")
    end = _prove(game, line)
    return result("won", line, "the winning line was replayed and checked", _cards_home(end))


def _prove(game: Game, line: Sequence[Action]) -> Position:
    """Replay ``line`` on a copy of ``game`` with the ordinary play; it must end in a win, which is returned."""
    from patience_core.game import Game as GameClass

    copy = GameClass(game.rulebook, game.position, from_deal=False)
    for i, move in enumerate(line):
        try:
            copy.play(move)
        except PatienceError as error:
            raise PluginError(
                game.rulebook.plugin, f"the solver's winning line fails at move {i + 1} ({move}): {error}"
            ) from None
    if not copy.is_won:
        raise PluginError(game.rulebook.plugin, "the solver's winning line does not end in a won position")
    return copy.position
