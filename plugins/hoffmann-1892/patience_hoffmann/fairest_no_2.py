"""The Fairest (No. 2): one pack, an ace, a two, a three and a four built by ones, twos, threes and fours to the kings.

Hoffmann 1892, No. 22 "The Fairest (No. 2)", pp. 39–40. An ace, a two, a three
and a four, of any suits, are laid in a row as foundations. Regardless of
suit, the first is built up by one point at a time, the second by two, the
third by three, the fourth by four, counting round thirteen as the book's
No. 21 does (a knave eleven, a queen twelve, a king thirteen, thirteen taken
off a sum beyond it), so that each ends with a king. The rest of the pack is
turned one card at a time; a card that is not played goes on whichever of four
waste-heaps the player chooses, and only the top card of a waste-heap may be
played. There is no second deal: the skill is all in the waste-heaps.
"""

from __future__ import annotations

from patience_core import Move, RankKey
from patience_core.cards import KING
from patience_core.clauses import (
    Foundations,
    Layout,
    SetOut,
    SingleCardMoves,
    Suits,
    WasteHeaps,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(22)
FOUNDATIONS = numbered("f", 4)
WASTES = numbered("w", 4)
TABLE = table_of(foundation=FOUNDATIONS, waste=WASTES, stock="stock")
#: The foundation cards as the picture lays them (p. 39): their suits do not matter.
SET_OUT = ("AC", "2D", "3S", "4H")

#: A card turned that fits a foundation may still go on a waste-heap: the book leaves its play to the player's
#: judgment, "on which the success of the game depends".
PLAYERS_JUDGMENT = Reading("a card turned that fits may still go on a waste-heap", of=GAME.page(39))


def order(step: int) -> tuple[int, ...]:
    """The ranks a foundation takes, from ``step`` up by ``step`` at a time, thirteen taken off past the king.

    >>> from patience_hoffmann.fairest_no_2 import order
    >>> order(1)[:4], order(3)
    ((1, 2, 3, 4), (3, 6, 9, 12, 2, 5, 8, 11, 1, 4, 7, 10, 13))
    """
    return tuple((step * n - 1) % KING + 1 for n in range(1, KING + 1))


#: One clause a foundation: each its own order of ranks, regardless of suit.
HOME = tuple(
    Foundations(GAME.page(39), piles=(pile_id,), suit=Suits.ANY, order=order(step), set_out=True)
    for step, pile_id in enumerate(FOUNDATIONS, 1)
)

#: The book's rules, one clause each, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(TABLE, SetOut(GAME.page(39), SET_OUT, to=FOUNDATIONS, stays=True), rest="stock"),
    *HOME,
    WasteHeaps(PLAYERS_JUDGMENT, piles=WASTES),
    SingleCardMoves(
        foundations=HOME, building=None, sources=("stock", *WASTES), also=tuple(Move("stock", w) for w in WASTES)
    ),
    # The solver's key: no rule looks at a suit, the four waste-heaps are alike, and a foundation's height says
    # which cards it holds.
    RankKey(alike=(WASTES,), heights=FOUNDATIONS),
)

#: The Fairest (No. 2) and its edition.
VARIANT = variant(
    "fairest-no-2",
    22,
    packs=1,
    rules=RULES,
    family="The Fairest (No. 1)",
    readings=(PLAYERS_JUDGMENT,),
    changes="the book's rules: four foundations built by ones to fours regardless of suit, four waste-heaps, one deal",
    summary="Build an ace, a two, a three and a four up by ones, twos, threes and fours to the kings, "
    "laying the cards that wait on four waste-heaps of your choosing.",
)

patience_variant = published(VARIANT)
