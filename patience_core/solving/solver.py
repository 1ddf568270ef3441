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

Before any search, the deal is played as the greedy player of
:mod:`patience_core.solving.players` plays it, with the deal's number as its
seed: a game the player wins is the verdict at once (phase ``"player"``), so
the solver never knows less than the player; a game it loses proves nothing.
The positions it weighs count against the positions budget; the time budget
does not cut its game short, which always ends. Then the search runs up to
five passes by turns, sharing one budget:

1. a *fast pass*: a best-first search (the most promising position first, by
   the score hint or by the cards home) that, wherever a card can go to a
   foundation, tries only that: an aggressive shortcut, unsound in general,
   that prunes most of the tree. Any win it finds is a real win, since every
   move in it is legal; finding none proves nothing. It runs alone for its
   first :data:`FAST_PASS_LEAD` positions.
2. a *beam pass*, with the same shortcut: depth by depth, only the best
   :data:`~patience_core.solving.search.BEAM_WIDTH` positions of each depth are kept, and when that comes to
   nothing the search starts again twice as wide. It cannot dwell on the
   opening as the best-first pass can when every later position scores lower
   (a stock being turned onto waste piles), so it reaches the ends of long
   deals; it too proves nothing by failing.
3. a *blind pass*, where the plugin says which features of a position its
   rules ignore (``patience_solver_ignores``: the suits of the piles other
   than the foundations, the order of the piles): a depth-first search with
   the same shortcut, keyed by :func:`~patience_core.solving.codes.blind_key`, which treats positions
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

import signal
import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Literal

from patience_core.errors import PatienceError, PluginError
from patience_core.model import Action, Position, Role
from patience_core.solving.players import play
from patience_core.solving.search import SolveProgress, Steps, _Budget, _cards_home, _Interrupted, _Search

if TYPE_CHECKING:
    from patience_core.game import Game

__all__ = [
    "BLIND_TURN",
    "DEFAULT_TABLE_SIZE",
    "DISCREPANCY_TURN",
    "FAST_PASS_LEAD",
    "HEURISTIC_SHARE",
    "HORIZON",
    "MIN_TURN",
    "TURN",
    "Outcome",
    "SolveResult",
    "solve",
    "turns",
]

#: How many entries (keys, links to parents, positions waiting) the solver's
#: passes hold together at most, by default. See the solver's page for the
#: memory this takes, measured by ``bench/solver_bench.py --memory``.
DEFAULT_TABLE_SIZE = 2_000_000
#: The part of the bound that each heuristic pass (fast, beam, blind) may hold.
HEURISTIC_SHARE = 0.2

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

#: How many positions the search reaches before the turns of the fast, beam and discrepancy passes begin to shrink:
#: past it, each is cut in proportion, to half at twice the horizon, a tenth at ten times, but never below
#: :data:`MIN_TURN`.
HORIZON = 25_000
#: The smallest turn a heuristic pass is given.
MIN_TURN = TURN // 16

Outcome = Literal["won", "lost", "undecided"]


@dataclass(frozen=True)
class SolveResult:
    """What :func:`solve` found.

    ``outcome`` is ``"won"`` (``moves`` is a winning line from the game's
    position, already replayed and checked), ``"lost"`` (every reachable
    position was searched and none is won) or ``"undecided"`` (the budget ran
    out first). ``positions`` counts the positions the search reached,
    ``seconds`` the time it took, ``phase`` the pass that decided
    (``"player"``, the greedy player's game, ``"fast"``, ``"beam"``, ``"blind"``, ``"discrepancy"`` or
    ``"complete"``), ``depth`` the longest line it
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
    # the shortcut of the fast, beam and blind passes is a move to a foundation: with none, each would search as
    # widely as the complete search, on a share of the budget, and prove nothing
    homes = bool(start.piles_of(Role.FOUNDATION))
    if fast_pass and homes:
        passes.append(("fast", search.best_first(start, share=share)))
        passes.append(("beam", search.beam(start, share=share)))
        if search.ignores:
            passes.append(("blind", search.depth_first(start, blind=True, share=share)))
    if fast_pass:
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
        shares = turns({name for name, _ in passes}, placing=placing, positions=search.positions)


def turns(running: set[str], *, placing: bool, positions: int) -> dict[str, int]:
    """How many positions each pass searches in its next turn, once the fast pass's lead is over.

    ``running`` names the passes still running, ``placing`` says whether each card turned goes onto one of several
    waste piles, ``positions`` counts the positions searched so far. Past :data:`HORIZON` positions the turns of the
    fast, beam and discrepancy passes shrink in proportion (never below :data:`MIN_TURN`): what they win they mostly
    win early, and a long search is mostly the complete search's proof that nothing wins. The blind pass keeps its
    turn: a depth-first search of a smaller space, it wins late too (Beleaguered Castle's deal 557 after half a
    million positions).

    >>> turns({"fast", "beam", "complete"}, placing=False, positions=10_000)
    {'fast': 500, 'beam': 500, 'blind': 500, 'discrepancy': 500, 'complete': 1000}
    >>> turns({"fast", "beam", "complete"}, placing=False, positions=10 * HORIZON)
    {'fast': 62, 'beam': 62, 'blind': 500, 'discrepancy': 62, 'complete': 1000}
    >>> turns({"blind", "discrepancy", "complete"}, placing=True, positions=2 * HORIZON)
    {'fast': 125, 'beam': 125, 'blind': 1500, 'discrepancy': 1000, 'complete': 500}
    """
    heuristic = TURN // 2
    shares = {"fast": heuristic, "beam": heuristic, "blind": heuristic, "discrepancy": heuristic, "complete": TURN}
    if placing and "discrepancy" in running:
        shares["discrepancy"], shares["complete"] = DISCREPANCY_TURN, TURN // 2
    if "blind" in running:
        shares["blind"], shares["fast"], shares["beam"] = BLIND_TURN, TURN // 4, TURN // 4
    scale = min(1.0, HORIZON / max(positions, 1))
    return {name: turn if name in _KEPT else max(MIN_TURN, int(turn * scale)) for name, turn in shares.items()}


#: The passes whose turns do not shrink past the horizon.
_KEPT = frozenset({"complete", "blind"})


# --------------------------------------------------------------------------- the greedy player's line


def _player_line(search: _Search, start: Position) -> list[Action] | None:
    """The greedy player's game from ``start`` (:mod:`~patience_core.solving.players`), if it wins; else ``None``.

    The player breaks ties with the deal's number as its seed, as ``patience odds --player greedy`` plays
    it, so a deal the player wins there is won here at once. Each position it weighs counts against the
    positions budget, but the time budget does not cut its game short: the game always ends (the player
    gives up when its patience runs out), and a deal it wins is so never left undecided, however slow the
    game's positions or the machine. A game it loses proves nothing, and the passes start (at once
    ``"undecided"`` if the time has run out meanwhile).
    """
    search.phase = "player"
    line: list[Action] = []
    try:
        played = play(search.rulebook, start, seed=start.number or 0, reached=search.count_untimed, moves=line)
    finally:
        if search.keep_best:  # the player's game so far, as the best line if it brought more cards home
            end = start
            for move in line:
                end = search.rulebook.apply(end, move)
            if search.better(end):
                search.best = list(line)
    return line if played.outcome == "won" else None


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
    either runs out the result is ``"undecided"``. The greedy player's game, played first, is bounded by
    ``positions`` alone: it always ends, and may run past ``seconds``. ``table_size`` bounds the
    entries all passes hold together (see :data:`DEFAULT_TABLE_SIZE`).
    ``fast_pass=False`` skips the greedy player's game and the fast and beam passes; ``hints=False``
    ignores the plugin's solver hints (to check them against the plain rules).
    ``progress``, if given, is called with a :class:`~patience_core.solving.search.SolveProgress` every
    :data:`~patience_core.solving.search.REPORT_EVERY` seconds; with ``interruptible=True`` Ctrl-C (the
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
        line = _player_line(search, game.position) if fast_pass else None
        if line is None:
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
