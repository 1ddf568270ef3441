"""A player who sees only what the rules show: the other end of the odds from the solver.

The solver (:mod:`patience_core.solving.solver`) knows the order of a face-down stock
and plays perfectly, so its win rate is the most any player could reach. The
**greedy player** here is the other end: a simple strategy, stated in words
below, that looks only at cards a player at the table can see and never looks
ahead further than one move. Its wins are real wins (each is a line of legal
moves that can be replayed), so its rate is a floor for a careful player, as
the solver's is a ceiling.

What the player sees:

* every card of the tableau and waste piles and of the foundations;
* the top card of a reserve, not the cards beneath it;
* nothing of the stock, except the card it has just decided to turn.

How it plays, move after move (ties between equal moves are broken by a
generator seeded with the deal, so a deal is always played the same way):

1. **Home first.** If a visible card can go to a foundation, it goes.
2. **Then a move that helps.** Among the moves between the visible piles, it
   plays the one that leaves the table best, if that is better than the table
   now. A table is better when more cards are home; then when fewer cards lie
   on a card of lower rank (such a card hides one that is wanted sooner); then
   when those that do are nearer in rank to the card they hide; then when more
   piles are empty.
3. **Then the stock.** It turns the next card (or deals the next round)
   without knowing what will come, and, having seen the card, puts it where
   it leaves the table best: on a higher card if it can, or else on an empty
   pile, or else on the highest card it must cover.
4. **Then anything new.** With no stock left, it makes the best-looking move
   it has not made from this table before, even one that makes the table
   look worse, but gives up after :data:`PATIENCE` such moves in a row.
5. **Then a redeal**, if the rules grant one, in the first order they offer.

It never plays a card back from a foundation and never returns to a table it
has already seen. When it can do none of these, the game is lost.

>>> from patience_core import new_game
>>> game = new_game("sir-tommy", number=1)
>>> result = play(game.rulebook, game.position, seed=1)
>>> result.outcome, result.reason, len(result.moves)
('lost', 'no move left', 72)
>>> game = new_game("sir-tommy", number=23)
>>> result = play(game.rulebook, game.position, seed=23)
>>> result.outcome, len(result.moves)
('won', 83)
>>> for move in result.moves:
...     _ = game.play(move)
>>> game.is_won
True
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from itertools import pairwise
from typing import TYPE_CHECKING, Literal

from patience_core.model import Deal, Move, Position, Redeal, Role, Under

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulebook import Rulebook

__all__ = ["MAX_MOVES", "PATIENCE", "PLAYERS", "PlayResult", "play", "visible_score"]

#: Moves in a row that do not make the table look better before the player gives up (rule 4).
PATIENCE = 25
#: The longest game the player plays before giving up: a guard, far above any game seen.
MAX_MOVES = 5_000

Score = tuple[int, int, int, int]


@dataclass(frozen=True)
class PlayResult:
    """How one game went: ``won`` or ``lost``, the moves played and why it ended."""

    outcome: Literal["won", "lost"]
    moves: tuple[Action, ...]
    reason: str

    def line(self) -> str:
        """The moves in text notation, separated by spaces."""
        return " ".join(str(move) for move in self.moves)


def visible_score(position: Position) -> Score:
    """How good the table looks to a player who sees only what the rules show (rule 2 of the module).

    Cards home; the cards of the tableau and waste piles lying on a card of
    lower rank, and how many ranks above it they lie in all, both negated;
    and the empty piles (tableau, waste, reserve). The stock and the cards
    beneath a reserve's top card are never read.

    >>> from patience_core import Pile, Position, Role, parse_card
    >>> cards = [parse_card(text) for text in ("9S", "KH", "2D")]
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AC"),)), Pile("t1", Role.TABLEAU, tuple(cards)),
    ...          Pile("t2", Role.TABLEAU), Pile("stock", Role.STOCK, (parse_card("5S"), parse_card("4S"))))
    >>> visible_score(Position("x", "y", 1, 0, table))
    (1, -1, -4, 1)
    """
    home = empty = blocked = gap = 0
    for pile in position.piles:
        role = pile.role
        if role is Role.FOUNDATION:
            home += len(pile.cards)
        elif role is Role.STOCK:
            continue
        elif not pile.cards:
            empty += 1
        elif role is not Role.RESERVE:
            for below, above in pairwise(pile.cards):
                if above.rank > below.rank:
                    blocked += 1
                    gap += above.rank - below.rank
    return home, -blocked, -gap, empty


def _role(position: Position, pile_id: str) -> Role:
    return position.pile(pile_id).role


def _takes_from_stock(position: Position, move: Action) -> bool:
    return isinstance(move, Deal) or (isinstance(move, Move) and _role(position, move.source) is Role.STOCK)


def _best(
    rulebook: Rulebook,
    position: Position,
    moves: Sequence[Action],
    chooser: random.Random,
    seen: set[object],
    reached: Callable[[], object],
) -> tuple[Action, Position, Score] | None:
    """The move among ``moves`` whose table, not seen before, scores best; ties broken by ``chooser``."""
    best: list[tuple[Action, Position]] = []
    top: Score | None = None
    for move in moves:
        reached()
        after = rulebook.apply(position, move)
        if after.table_key() in seen:
            continue
        score = visible_score(after)
        if top is None or score > top:
            top, best = score, [(move, after)]
        elif score == top:
            best.append((move, after))
    if top is None:
        return None
    move, after = best[0] if len(best) == 1 else chooser.choice(best)
    return move, after, top


def _nothing() -> None:
    return None


def play(
    rulebook: Rulebook,
    position: Position,
    *,
    seed: int,
    max_moves: int = MAX_MOVES,
    reached: Callable[[], object] = _nothing,
    moves: list[Action] | None = None,
) -> PlayResult:
    """Play ``position`` to the end as the greedy player (see the module), ties broken by ``seed``.

    ``reached`` is called before each position the player looks at (each move it weighs, each redeal), so
    that a caller can count them against a budget, or stop the game by raising an exception; ``moves``, an
    empty list if given, receives each move as it is played, so that the game so far is known if it stops.
    """
    chooser = random.Random(seed)
    seen: set[object] = {position.table_key()}
    moves = [] if moves is None else moves
    idle = 0
    while len(moves) < max_moves:
        if rulebook.is_won(position):
            return PlayResult("won", tuple(moves), "every card is home")
        legal = rulebook.legal_moves(position)
        score = visible_score(position)
        free: list[Move | Under] = []
        turns: list[Action] = []
        for move in legal:
            if isinstance(move, Move | Under):  # cards put under a pile are a move between piles too
                if _role(position, move.source) is Role.STOCK:
                    turns.append(move)
                else:
                    free.append(move)
        inside = [move for move in free if _role(position, move.source) is not Role.FOUNDATION]
        home = [move for move in inside if _role(position, move.target) is Role.FOUNDATION]
        turns = turns or [move for move in legal if isinstance(move, Deal)]
        choice = _best(rulebook, position, home, chooser, seen, reached)  # 1. home first
        if choice is None:
            helps = _best(rulebook, position, inside, chooser, seen, reached)
            if helps is not None and helps[2] > score:  # 2. a move that helps
                choice = helps
            else:  # 3. the stock, the card seen once turned; 4. anything new
                choice = _best(rulebook, position, turns, chooser, seen, reached) or (
                    helps if idle < PATIENCE else None
                )
        if choice is None:
            redeals: list[Action] = [move for move in legal if isinstance(move, Redeal)]
            if not redeals:  # 5. a redeal, in the first order offered
                reason = "no move left" if not legal else "nothing new to try"
                return PlayResult("lost", tuple(moves), reason)
            reached()
            move, after = redeals[0], rulebook.apply(position, redeals[0])
            idle = 0
        else:
            move, after, new_score = choice
            idle = 0 if new_score > score or _takes_from_stock(position, move) else idle + 1
        moves.append(move)
        seen.add(after.table_key())
        position = after
    return PlayResult("lost", tuple(moves), f"gave up after {max_moves} moves")


#: The players ``patience odds --player`` knows, by name.
PLAYERS: dict[str, Callable[..., PlayResult]] = {"greedy": play}
