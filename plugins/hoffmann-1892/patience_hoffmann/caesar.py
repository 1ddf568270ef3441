"""Cæsar: nine cards, ace to nine, transposed in a square of three until every line makes fifteen.

Hoffmann 1892, No. 8 "Cæsar", p. 17, with the book's "Solution of the Cæsar
Problem", p. 123. Nine cards, an ace and each value up to the nine, are
taken from a pack whose other cards are "dead", and laid in three rows of
three; the player transposes them as often as he likes until every row,
column and diagonal makes fifteen. It is the game the project already plays
after Cadogan (:mod:`patience_cadogan.caesar`), whose deal and moves serve
here unchanged: Hoffmann's text becomes the edition ``hoffmann-1892`` of
that patience, each rule cited to his page. Where Cadogan says only that the
cards change "their position", Hoffmann's word "transpose" states the move,
two cards changing places, as a rule. The book prints its answer, the magic
square of three, as :data:`SOLUTION`.
"""

from __future__ import annotations

from patience_cadogan.caesar import SQUARE, TABLE, EightFifteens, Square, TakeNine

from patience_core import Move, Position
from patience_core.clauses import Layout
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(8)
#: The page that prints the book's answer.
SOLUTION_PAGE = HOFFMANN_1892.section("Solution of the Cæsar Problem").page(123)
#: The book's answer (p. 123), the values of the square row by row from the top: "an ordinary 'magic square'".
SOLUTION = (2, 7, 6, 9, 5, 1, 4, 3, 8)

#: The text names the values only: the nine are the first card of each value met from the top of the pack.
NINE = Reading("the nine cards selected are the first ace, two, three … nine met from the top", of=GAME.page(17))


def exchanges_to(position: Position, values: tuple[int, ...]) -> list[Move]:
    """The exchanges that lay the square of ``position`` out as ``values``, row by row from the top.

    Each place in turn, from ``g1``, takes the card of the value wanted there
    from a place further on: at most eight exchanges.

    >>> from patience_core import new_game
    >>> from patience_hoffmann.caesar import SOLUTION, exchanges_to
    >>> game = new_game("caesar", number=2, edition="hoffmann-1892")
    >>> moves = exchanges_to(game.position, SOLUTION)
    >>> for move in moves:
    ...     _ = game.play(move)
    >>> len(moves), game.is_won
    (8, True)
    """
    ranks = [position.pile(place).cards[0].rank for place in SQUARE]
    moves = []
    for here, wanted in enumerate(values):
        there = ranks.index(wanted, here)
        if there != here:
            moves.append(Move(SQUARE[here], SQUARE[there]))
            ranks[here], ranks[there] = ranks[there], ranks[here]
    return moves


#: The book's rules, one clause each, cited to its page.
RULES: tuple[object, ...] = (
    Layout(TABLE, TakeNine(NINE, to=SQUARE), rest="aside"),
    Square(GAME.page(17)),
    EightFifteens(GAME.page(17)),
)

#: Hoffmann's text of the game: the edition ``hoffmann-1892`` of Cadogan's patience ``caesar``.
EDITION = edition_of(
    "caesar",
    8,
    rules=RULES,
    readings=(NINE,),
    changes="the book's puzzle: the nine cards transposed, two at a time, until every line makes fifteen",
)

patience_editions = offered(EDITION)
