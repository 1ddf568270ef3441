"""Cæsar: nine cards, ace to nine, rearranged in a square of three so that every line makes fifteen.

Cadogan 1914, "Cæsar". Nine cards of any suits, ace to nine, are taken from
one pack and laid in three rows of three; the player changes their places
until the pips of every row, column and diagonal add up to fifteen: eight
fifteens. It is a puzzle rather than a patience, played here as one: a move
makes two cards change places, and the game is won when the square is magic.
"""

from __future__ import annotations

import operator

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, Card
from patience_core.clauses import DealStep, Layout, numbered, table_of

CAESAR = CADOGAN_1914.game("Cæsar")
SQUARE = numbered("g", 9)
TABLE = table_of(tableau=SQUARE, stock="aside")
#: Rows, columns and diagonals of the square, ``g1``–``g3`` being the top row.
LINES = (
    *(SQUARE[row : row + 3] for row in (0, 3, 6)),
    *(SQUARE[column::3] for column in range(3)),
    (SQUARE[0], SQUARE[4], SQUARE[8]),
    (SQUARE[2], SQUARE[4], SQUARE[6]),
)

#: The text says only "any suits": the nine are the first card of each value met from the top of the pack.
NINE = Reading("the first card of each value, ace to nine, from the top of the pack", of=CAESAR.play(1))
#: "By changing their position": a move makes two cards change places.
CHANGE = Reading("a move makes two cards of the square change places", of=CAESAR.play(1))


class TakeNine(DealStep):
    """The first card of each value from ace to nine met from the top of the pack, laid on ``to`` in that order."""

    def __init__(self, cite: Reading, *, to: tuple[str, ...]) -> None:
        self.cite = cite
        self.to = to

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Take the nine cards out of the pack, nearest the top first."""
        wanted = set(range(ACE, ACE + len(self.to)))
        for index in range(len(pack) - 1, -1, -1):
            if pack[index].rank in wanted:
                wanted.discard(pack[index].rank)
                table[self.to[len(self.to) - len(wanted) - 1]].append(pack.pop(index))


def _turned(square: tuple[int, ...]) -> tuple[int, ...]:
    """``square`` turned a quarter round."""
    return tuple(square[3 * (2 - column) + row] for row in range(3) for column in range(3))


#: The eight winning arrangements of the values: the magic square of three, turned and mirrored.
MAGIC = tuple(
    square
    for start in ((2, 7, 6, 9, 5, 1, 4, 3, 8), (6, 7, 2, 1, 5, 9, 8, 3, 4))
    for square in (start, _turned(start), _turned(_turned(start)), _turned(_turned(_turned(start))))
)


def fifteens(position: Position) -> int:
    """How many lines of the square make fifteen."""
    ranks = {pile_id: sum(card.rank for card in position.pile(pile_id).cards) for pile_id in SQUARE}
    return sum(sum(ranks[pile_id] for pile_id in line) == 15 for line in LINES)


class Square:
    """Two cards of the square change places; the game is won with eight fifteens (play ¶1)."""

    cite = CHANGE

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Every place onto every other (``g1-g2`` and ``g2-g1`` make the same change)."""
        return [Move(one, other) for one in SQUARE for other in SQUARE if one != other]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Only two places of the square, one card each, change."""
        if isinstance(move, Move) and move.source in SQUARE and move.target in SQUARE and move.count == 1:
            return legal("two cards of the square change places", self.cite)
        return illegal("only the nine cards of the square move, two changing places", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The two cards change places."""
        if not isinstance(move, Move):
            return None
        one, other = position.pile(move.source).cards, position.pile(move.target).cards
        return position.with_piles({move.source: other, move.target: one})

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when all eight lines make fifteen."""
        return fifteens(position) == len(LINES)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """One card in each place, the values ace to nine once each."""
        ranks = sorted(card.rank for pile_id in SQUARE for card in position.pile(pile_id).cards)
        if ranks == list(range(ACE, ACE + 9)) and all(len(position.pile(pile_id).cards) == 1 for pile_id in SQUARE):
            return []
        return ["the square holds one card in each of its nine places, the values ace to nine once each"]

    @hookimpl
    def patience_solver_score(self, position: Position) -> float:
        """A solver hint: the most cards in place in any of the winning squares."""
        piles = map(position.pile, SQUARE)
        ranks = [card.rank for pile in piles for card in pile.cards]
        return float(max(sum(map(operator.eq, ranks, square)) for square in MAGIC))


#: The book's rules, and the hook written by hand.
RULES: tuple[object, ...] = (Layout(TABLE, TakeNine(NINE, to=SQUARE), rest="aside"), Square())

#: The game and its edition.
VARIANT = variant(
    "caesar",
    "Cæsar",
    packs=1,
    changes="the book's puzzle",
    rules=RULES,
    summary="A puzzle: lay nine cards, ace to nine, in a square of three and change their places "
    "until every row, column and diagonal makes fifteen.",
)

patience_variant = published(VARIANT)
