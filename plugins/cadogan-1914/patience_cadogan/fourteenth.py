"""The Fourteenth: two packs, a square of twenty-five, paired off in fourteens along its rows and columns.

Cadogan 1914, "The Fourteenth". Twenty-five cards are dealt in five rows of
five. Two cards of one row or one column whose values add up to fourteen (the
knave eleven, the queen twelve, the king thirteen) are taken off together, and
their places filled from the pack. When no fourteen is left, two cards may once
change places with two others. Won when the whole of both packs is paired off.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.clauses import Available, CardMoves, DealRound, Layout, Pairs, Refill, numbered, table_of

FOURTEENTH = CADOGAN_1914.game("The Fourteenth")
SIDE = 5
SQUARE = numbered("t", SIDE * SIDE)
ROWS = tuple(SQUARE[row * SIDE : (row + 1) * SIDE] for row in range(SIDE))
COLUMNS = tuple(SQUARE[column::SIDE] for column in range(SIDE))
TABLE = table_of(foundation="pairs", tableau=SQUARE, stock="stock")

#: "One chance remains": the exchange is made once in a game, as two moves, each a swap of two cards.
ONE_EXCHANGE = Reading("the exchange is made once, as two swaps of two cards", of=FOURTEENTH.play(3))
#: The text fills the places "by the cards in your hand" in no stated order: the square's order is ours.
IN_ORDER = Reading("the places of a pair are filled in the order of the square", of=FOURTEENTH.play(2))


LINE_INDEXES = tuple(tuple(SQUARE.index(place) for place in line) for line in ROWS + COLUMNS)


def values(position: Position) -> list[int]:
    """The value of the card at each place of the square, in order; 0 for an empty place."""
    return [pile.cards[-1].rank if pile.cards else 0 for pile in position.piles[1 : len(SQUARE) + 1]]


def fourteen_in(square: list[int], lines: Iterable[tuple[int, ...]]) -> bool:
    """Whether two cards of one of ``lines`` (places by index) add up to fourteen."""
    for line in lines:
        seen: set[int] = set()
        for i in line:
            value = square[i]
            if value:
                if 14 - value in seen:
                    return True
                seen.add(value)
    return False


class TheExchange:
    """Play ¶3: when no fourteen can be made, two cards change places with two others, once in a game.

    The exchange is two moves, ``t3-t17`` and then ``t8-t20``, each swapping
    two cards; the state ``exchange`` names the first swap until the second is
    made, then reads ``done``. A card of the first swap may not move again in
    the second.
    """

    def fourteens(self, position: Position) -> bool:
        """Whether two cards of one row or column add up to fourteen."""
        return fourteen_in(values(position), LINE_INDEXES)

    def swapping(self, position: Position) -> bool:
        """Whether a move between places of the square is now a swap of the exchange, not a pair."""
        made = position.get("exchange")
        if made is None:
            return sum(1 for pile_id in SQUARE if position.pile(pile_id).cards) >= 4 and not self.fourteens(position)
        return bool(made != "done")

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """During the exchange, every swap of two cards of the square, either named first."""
        if not self.swapping(position):
            return []
        full = [pile_id for pile_id in SQUARE if position.pile(pile_id).cards]
        return [Move(one, other) for one, other in itertools.permutations(full, 2)]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A swap of two single cards of the square, neither moved by the first swap."""
        if not isinstance(move, Move) or move.source not in SQUARE or move.target not in SQUARE:
            return None
        if not self.swapping(position):
            return None
        first = str(position.get("exchange", "")).split("-")
        if move.count != 1 or not position.pile(move.target).cards:
            return illegal("the exchange swaps two cards of the square", ONE_EXCHANGE)
        if move.source in first or move.target in first:
            return illegal("the exchange moves four different cards", ONE_EXCHANGE)
        return legal("with no fourteen left, two cards may change places with two others, once", ONE_EXCHANGE)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The two cards swapped, and the exchange's progress recorded."""
        if not isinstance(move, Move) or move.source not in SQUARE or not self.swapping(position):
            return None
        one, other = position.pile(move.source).cards, position.pile(move.target).cards
        swapped = position.with_piles({move.source: other, move.target: one})
        return swapped.with_state(exchange="done" if position.get("exchange") else f"{move.source}-{move.target}")

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A place holds one card, none is empty while the pack lasts; the exchange's state names two places."""
        problems = [f"{pile_id} holds more than one card" for pile_id in SQUARE if len(position.pile(pile_id)) > 1]
        if position.pile("stock").cards and not all(position.pile(pile_id).cards for pile_id in SQUARE):
            problems.append("a place of the square is empty while the pack lasts")
        made = position.get("exchange")
        places = str(made).split("-")
        if made is not None and made != "done" and (len(places) != 2 or not set(places) <= set(SQUARE)):
            problems.append(f"state 'exchange' is {made!r}, neither two places of the square nor 'done'")
        return problems


class SquareHints:
    """Solver hints: suits never matter, only values.

    The moves offered are each pair once, and during the exchange each swap
    once, whichever of its two places is named first: either way the square
    is the same, and the key names the exchange's first swap by its places in
    order, not by the order they were named.
    """

    def __init__(self, exchange: TheExchange) -> None:
        self.exchange = exchange

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """The pairs, each once; or the exchange's swaps, each once."""
        square = values(position)
        if not self.exchange.swapping(position):
            return [
                Move(SQUARE[i], SQUARE[j])
                for line in LINE_INDEXES
                for i, j in itertools.combinations(line, 2)
                if square[i] and square[i] + square[j] == 14
            ]
        swapped = str(position.get("exchange") or "").split("-")
        full = [i for i, value in enumerate(square) if value and SQUARE[i] not in swapped]
        return [Move(SQUARE[i], SQUARE[j]) for i, j in itertools.combinations(full, 2)]

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The values of the square and of the pack, and how far the exchange has gone."""
        stock = bytes(card.rank for card in position.pile("stock").cards)
        made = str(position.get("exchange", ""))
        first = "-".join(sorted(made.split("-"), key=SQUARE.index)) if "-" in made else made
        return bytes(values(position)) + b"|" + stock + b"|" + first.encode()


PAIRS = Pairs(
    FOURTEENTH.play(1),
    piles=SQUARE,
    into="pairs",
    total=14,
    lines=ROWS + COLUMNS,
    lines_cite=FOURTEENTH.play(1),
    refill=Refill(IN_ORDER, piles=SQUARE, supply=("stock",)),
)

EXCHANGE = TheExchange()

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(FOURTEENTH.play(1), to=SQUARE, rounds=1), rest="stock"),
    Available(FOURTEENTH.play(1), piles=SQUARE, rule="every card of the square is available"),
    PAIRS,
    EXCHANGE,
    SquareHints(EXCHANGE),
)
RULES += (CardMoves(RULES),)

#: The Fourteenth and its edition.
VARIANT = variant(
    "fourteenth",
    "The Fourteenth",
    packs=2,
    readings=(ONE_EXCHANGE, IN_ORDER),
    changes="the book's rules: fourteens in a row or column, one exchange of two cards for two when blocked",
    rules=RULES,
    summary="Pair off both packs in fourteens from the rows and columns of a square of twenty-five.",
)

patience_variant = published(VARIANT)
