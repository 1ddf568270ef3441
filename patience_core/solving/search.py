"""The solver's passes: the searches that :func:`~patience_core.solving.solver.solve` runs by turns.

``_Search`` holds what the passes share (the rulebook, the budget, the
hints the plugin gives, the entries held) and runs each pass as a generator
that expands one position a step: the best-first fast pass, the beam pass,
the depth-first blind and complete searches and the discrepancy pass.
:mod:`patience_core.solving.solver` says what each pass is for and how they
take turns.
"""

from __future__ import annotations

import heapq
import itertools
import time
from collections.abc import Callable, Generator, Hashable, Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

from patience_core.model import Action, Deal, Move, Pile, Position, Redeal, Role
from patience_core.solving.codes import BLIND_FEATURES, blind_key, exact_key

if TYPE_CHECKING:
    from patience_core.rulebook import Rulebook

__all__ = ["BEAM_WIDTH", "REPORT_EVERY", "SolveProgress", "default_score"]

#: What each move costs a position in the fast pass's order, against its score:
#: of two equally promising positions the one reached in fewer moves comes first.
DEPTH_COST = 0.5
#: How many positions of each depth the beam pass keeps on its first try.
BEAM_WIDTH = 16

#: Seconds between two reports to a ``progress`` callback of :func:`~patience_core.solving.solver.solve`.
REPORT_EVERY = 0.5

#: A search under way: each step expands a position; it returns a winning line, or ``None``.
Steps = Generator[None, None, "list[Action] | None"]

#: One step of the search from a position: a move, or (offered by ``patience_solver_moves``) a tuple of moves
#: played one after another, the positions between them never searched on their own.
Step = Action | tuple[Action, ...]


@dataclass(frozen=True)
class SolveProgress:
    """A search under way, as :func:`~patience_core.solving.solver.solve` reports it to its ``progress`` callback.

    ``positions`` searched so far in ``seconds``, ``phase`` the pass at work,
    and the best the search has reached: the position with the most cards on
    the foundations (``home``), and the line to it (``best``).
    """

    positions: int
    seconds: float
    phase: str
    home: int
    best: tuple[Action, ...]


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
        """The blind pass's key: :func:`~patience_core.solving.codes.blind_key` for the features the rules ignore."""
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

    def legal_moves(self, position: Position) -> Sequence[Step]:
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

    def step(self, position: Position, move: Step) -> tuple[Position, list[Action]]:
        """The position after ``move`` (each of its moves in turn, if it is a tuple), and the moves played."""
        apply = self.rulebook.apply
        if isinstance(move, tuple):
            for action in move:
                position = apply(position, action)
            return position, list(move)
        return apply(position, move), [move]

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

    def count_untimed(self) -> None:
        """As :meth:`count`, but the time budget does not stop it: for the greedy player's game, which always ends."""
        deadline, self.deadline = self.deadline, None
        try:
            self.count()
        finally:
            self.deadline = deadline

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

    def greedy_moves(self, position: Position) -> Sequence[Step]:
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
            child, child_via = self.step(position, move)
            child = self.settle(child, child_via)
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
            child, child_via = self.step(position, move)
            child = self.settle(child, child_via)
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
        moves: Callable[[Position], Sequence[Step]],
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
            child, child_via = self.step(position, move)
            child = self.settle(child, child_via)
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


def _cards_home(position: Position) -> int:
    return sum(len(pile.cards) for pile in position.piles if pile.role is Role.FOUNDATION)


def default_score(position: Position) -> float:
    """The default guess of progress: cards on the foundations, then empty piles (not the stock).

    In a game with no foundations (one won by clearing the table, say) the
    cards count instead by how few are left on the tableau and the reserves,
    each counting one less: the fewer, the nearer the win.

    >>> from patience_core.cards import parse_card
    >>> column = Pile("t1", Role.TABLEAU, (parse_card("5H"), parse_card("9C")))
    >>> default_score(Position("x", "y", None, 0, (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), column)))
    1.0
    >>> default_score(Position("x", "y", None, 0, (column, Pile("w", Role.WASTE), Pile("t2", Role.TABLEAU))))
    -1.0
    """
    home = 0
    left = 0
    spaces = 0
    foundations = False
    for pile in position.piles:
        role = pile.role
        if role is Role.FOUNDATION:
            foundations = True
            home += len(pile.cards)
        elif not pile.cards:
            if role is not Role.STOCK:
                spaces += 1
        elif role is Role.TABLEAU or role is Role.RESERVE:
            left += len(pile.cards)
    return (home if foundations else -left) + 0.5 * spaces


def _to_foundation(position: Position, move: Step) -> bool:
    """Whether ``move`` (the last of them, for a tuple) takes a card to a foundation."""
    last = move[-1] if isinstance(move, tuple) else move
    return isinstance(last, Move) and position.pile(last.target).role is Role.FOUNDATION


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
