"""New York Patience: a two-pack Demon without its packet: eight columns, bases set by the ninth card, three wastes.

Hoffmann 1921, No. 8 "New York Patience". Eight cards are the heads of eight
columns; the ninth sets the value of the bases, and the other seven of that
value go up beside it as they appear (a head of that value at once, the next
card taking its place). The bases are built up in suit, the columns down in
alternate colours. The pack is turned one card at a time, to the layout if it
fits or to one of three waste-heaps, whose top cards stay available; a card
that can go to a base must go there. No second deal.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Card
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    DealStep,
    Layout,
    MustPlay,
    Part,
    Space,
    Spaces,
    Talon,
    WholePiles,
    numbered,
    table_of,
)
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant
from patience_hoffmann_1921.demon import bases, columns

GAME = HOFFMANN_1921.game(8)
COLUMNS, BASES, WASTES = numbered("c", 8), numbered("b", 8), numbered("w", 3)
TABLE = table_of(foundation=BASES, tableau=COLUMNS, waste=WASTES, stock="stock")

#: ¶1 calls the game a "close resemblance" to The Demon (No. 7), whose columns join whole and whose bases and columns
#: turn the corner: New York's are read the same way.
AS_THE_DEMON = Reading(
    "as in The Demon, a column joins another only whole, and bases and columns turn the corner from king to ace",
    of=GAME.paragraph(1),
)
#: ¶3 "must be done at once" is said of the card turned, beside the discretion over a card that fits a column.
CARD_TURNED = Reading("the card turned that fits a base goes there and nowhere else", of=GAME.paragraph(3))
#: The booklet says nothing of a column emptied: it takes any card in play, the card turned or a waste-heap's top.
EMPTY_COLUMN = Reading("an empty column takes the card turned or a waste-heap's top card", of=GAME.paragraph(2))


class HeadsOfTheBase(DealStep):
    """¶1: a head of the bases' value goes at once to the next empty base, the next card taking its place."""

    governs: ClassVar[Part] = Part.DEAL

    def __init__(self) -> None:
        self.cite = GAME.paragraph(1)

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each head of ``b1``'s value, in order, goes up to the next empty base, the next card dealt in its place."""
        value = table[BASES[0]][-1].rank
        for column in COLUMNS:
            while table[column] and table[column][-1].rank == value:
                table[next(base for base in BASES if not table[base])].append(table[column].pop())
                if pack:
                    table[column].append(pack.pop())


BASE_RULE = bases(GAME, BASES)
COLUMN_RULE = columns(GAME, COLUMNS)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(GAME.paragraph(1), to=COLUMNS, rounds=1),
        DealRound(GAME.paragraph(1), to=("b1",), rounds=1),
        HeadsOfTheBase(),
        rest="stock",
    ),
    BASE_RULE,
    COLUMN_RULE,
    Available(AS_THE_DEMON, piles=COLUMNS, sequences=COLUMN_RULE, rule="a column's cards are taken from its end"),
    WholePiles(AS_THE_DEMON, piles=COLUMNS, onto=COLUMNS, rule="a column is joined on to another whole"),
    Spaces(EMPTY_COLUMN, piles=COLUMNS, take=Space.ANY, sources=("stock", *WASTES)),
    *(Talon(GAME.paragraph(2), talon=waste) for waste in WASTES),
    Available(GAME.paragraph(2), piles=("stock",), rule="the card turned is available"),
    *(MustPlay(CARD_TURNED, foundations=BASE_RULE, talon=pile) for pile in (*WASTES, *COLUMNS)),
)
RULES += (CardMoves(RULES),)

#: New York Patience and its edition.
VARIANT = variant(
    "new-york",
    8,
    packs=2,
    rules=RULES,
    readings=(AS_THE_DEMON, CARD_TURNED, EMPTY_COLUMN),
    changes="the booklet's rules: eight columns down in alternate colours, eight bases of the ninth card's value up "
    "in suit, the pack turned one card at a time to the layout or three waste-heaps, a card fitting a base played "
    "there; no second deal",
    summary="Build eight bases of the ninth card's value up in suit from eight columns and three waste-heaps, "
    "turning the pack once, one card at a time.",
)

patience_variant = published(VARIANT)
