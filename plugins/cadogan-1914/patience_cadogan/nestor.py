"""Nestor: one pack in eight columns of six, no two cards of a value in a column, paired off by value.

Cadogan 1914, "Nestor". Six rows of eight cards are dealt so that no column
holds two cards of one value: a card that would is put at the bottom of the
pack and the next dealt instead. The four cards left are a reserve. The cards
of the lowest row are paired, two of equal value taken off together, each
removal freeing the card above; when no pair is left the reserve is taken up
one card at a time, a card that does not pair being put aside, where it may
still pair later. Won when the whole pack is paired off.
"""

from __future__ import annotations

import collections
import itertools

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Deal, Edition, Move, Position, RankKey, Ruling, hookimpl, illegal, legal
from patience_core.clauses import Available, CardMoves, DealRound, DealStep, Layout, Pairs, numbered, table_of
from patience_core.sources import PYSOLFC as PYSOLFC_PROGRAM

NESTOR = CADOGAN_1914.game("Nestor")
COLUMNS = numbered("t", 8)
ASIDE = numbered("a", 4)
ROWS = 6
TABLE = table_of(foundation="pairs", tableau=COLUMNS, reserve=ASIDE, stock="reserve")

#: The text says only "pair": the deal's care that no column hold two cards of one value says which pairs.
EQUAL_VALUES = Reading("a pair is two cards of equal value", of=NESTOR.play(2))
#: PySolFC (game 235, pysollib/games/montecarlo.py) lays the four cards of the reserve face up at once.
PYSOLFC = PYSOLFC_PROGRAM.game("Nestor").at(
    "game 235", note="the reserve dealt face up into four places, every card of it available from the start"
)
#: The text does not foresee a place no card left in hand can fill: the next card is laid there all the same.
LAID_ALL_THE_SAME = Reading("a place no card in hand can fill takes the next card", of=NESTOR.play(1))


def available(position: Position) -> list[tuple[str, Card]]:
    """The available cards, with their piles: the last of each column and each card put aside."""
    return [(pile.id, pile.top) for pile in position.piles if pile.id in COLUMNS + ASIDE and pile.top is not None]


class UnlikeColumns(DealStep):
    """Deal row by row, a card whose value is already in its column going to the bottom of the pack (play ¶1).

    When every card in hand repeats a value of the column, the next is laid there all the same (a reading).
    """

    cite = NESTOR.play(1)

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Six rows across ``COLUMNS``, each place taking the first card from the top of a value new to its column."""
        for _ in range(ROWS):
            for pile_id in COLUMNS:
                if not pack:
                    return
                column = table[pile_id]
                for _ in range(len(pack)):
                    if all(card.rank != pack[-1].rank for card in column):
                        break
                    pack.insert(0, pack.pop())
                column.append(pack.pop())


class TakingUpTheReserve:
    """Play ¶2: when no more cards pair, the next card of the reserve is taken up (the move ``deal``) and laid aside."""

    def __init__(self, pairs: Pairs) -> None:
        self.pairs = pairs

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Taking up the reserve is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "Nestor", play ¶2: the reserve is taken up when no more cards can be paired."""
        if not isinstance(move, Deal):
            return None
        if not position.pile("reserve").cards:
            return illegal("the reserve is used up", NESTOR.play(2))
        tops = [card for _, card in available(position)]
        if any(self.pairs.pair(one, other) for one, other in itertools.combinations(tops, 2)):
            return illegal("the reserve is taken up only when no more cards can be paired", NESTOR.play(2))
        return legal("the next card of the reserve is taken up and laid aside", NESTOR.play(2))

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The reserve's next card to the first empty place aside."""
        if not isinstance(move, Deal):
            return None
        reserve = position.pile("reserve").cards
        place = next(pile_id for pile_id in ASIDE if not position.pile(pile_id).cards)
        return position.with_piles({"reserve": reserve[:-1], place: reserve[-1:]})

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The columns hold six cards at most, each place aside one, the reserve and the cards aside four together."""
        problems = [f"{column} holds more than {ROWS} cards" for column in COLUMNS if len(position.pile(column)) > ROWS]
        problems += [f"{pile_id} holds more than one card" for pile_id in ASIDE if len(position.pile(pile_id)) > 1]
        if sum(len(position.pile(pile_id)) for pile_id in (*ASIDE, "reserve")) > len(ASIDE):
            problems.append("the reserve and the cards put aside are more than four")
        return problems


class AlikeButForSuits:
    """Solver hints: the pairs worth trying, each once, and the pairs that are safe.

    Suits never matter in Nestor, nor which column or place aside a card lies
    in, nor the order in which the pairs were taken off: the key
    (:data:`SUITS_DO_NOT_MATTER`) sees the columns and the places aside as
    their values in any order, and the pairs as their count.
    """

    def __init__(self, pairs: Pairs) -> None:
        self.pairs = pairs

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """Each pair once (the earlier pile named first), or, when none is left, taking up the reserve."""
        tops = available(position)
        moves: list[Action] = [
            Move(one, other) for (one, a), (other, b) in itertools.combinations(tops, 2) if self.pairs.pair(a, b)
        ]
        return moves or ([Deal()] if position.pile("reserve").cards else [])

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action]:
        """A pair of a value whose every card left in play is available: they can pair with nothing else."""
        left = collections.Counter(card.rank for pile in position.piles if pile.id != "pairs" for card in pile.cards)
        tops = available(position)
        for (one, a), (other, b) in itertools.combinations(tops, 2):
            if a.rank == b.rank and sum(card.rank == a.rank for _, card in tops) == left[a.rank]:
                return [Move(one, other)]
        return []


PAIRS = Pairs(EQUAL_VALUES, piles=COLUMNS + ASIDE, into="pairs")
#: A solver hint: no rule of Nestor looks at a suit (a pair is of equal values, the deal keeps values apart).
SUITS_DO_NOT_MATTER = RankKey(alike=(COLUMNS, ASIDE), heights=("pairs",))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, UnlikeColumns(), rest="reserve"),
    Available(NESTOR.play(2), piles=COLUMNS + ASIDE, rule="only a card of the lowest row or put aside is available"),
    PAIRS,
    TakingUpTheReserve(PAIRS),
    AlikeButForSuits(PAIRS),
    SUITS_DO_NOT_MATTER,
)
RULES += (CardMoves(RULES),)

#: Nestor and its edition.
VARIANT = variant(
    "nestor",
    "Nestor",
    packs=1,
    readings=(EQUAL_VALUES, LAID_ALL_THE_SAME),
    changes="the book's rules: pairs of equal value from the lowest row and the reserve taken up one by one",
    editions=(
        Edition(
            "pysolfc",
            "Nestor as PySolFC plays it",
            (PYSOLFC,),
            changes="the four cards of the reserve lie face up from the start, each available at any time "
            "(the columns are dealt by the book's rule, not by PySolFC's own)",
            rules=(Layout(TABLE, UnlikeColumns(), DealRound(PYSOLFC, to=ASIDE, rounds=1), rest="reserve"),),
        ),
    ),
    rules=RULES,
    summary="Deal six rows of eight, no value twice in a column, and pair off the whole pack by values.",
)

patience_variant = published(VARIANT)
