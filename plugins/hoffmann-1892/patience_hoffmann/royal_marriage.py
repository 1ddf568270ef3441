"""Royal Marriage: the queen of hearts begins a row, the king of hearts ends the pack, and the cards between go.

Hoffmann 1892, No. 6 "Royal Marriage", pp. 14–15. The king and queen of hearts
are taken out, the rest shuffled and cut, and the king put at the bottom of
the pack, to come last. The queen is laid on the table and the other cards
one by one beside her, in a row. One card, or two, lying between two cards
of the same suit or the same value are thrown out, and the row closes up;
never more than two. The game is won if at the close every card has been
thrown out and the king, the last card, lies beside the queen. PySolFC plays
the same game.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Position, hookimpl
from patience_core.clauses import DealToRow, Intervening, Layout, Part, SetOut, ToBottom, numbered, table_of
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(6)
ROW = numbered("r", 52)
TABLE = table_of(tableau=ROW, foundation="out", stock="stock")

#: "You throw out the intervening card": the player throws out when he likes, during the deal or after it, and
#: deals the next card when he likes; with several throw-outs open, he chooses.
AT_WILL = Reading("a card between two alike is thrown out when the player chooses, or not at all", of=GAME.page(15))


class Reunited:
    """The game is won when the deal is done and the king, the last card, lies beside the queen (p. 15)."""

    governs: ClassVar[Part] = Part.WIN

    def __init__(self) -> None:
        self.cite = GAME.page(15)
        self.rule = "won when the pack is dealt and every card between the queen and the king is thrown out"

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """The stock dealt out and the row down to its two ends."""
        row = sum(len(position.pile(place).cards) for place in ROW)
        return not position.pile("stock").cards and row == 2


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(14), ("QH",), to=("r1",), stays=True),
        ToBottom(GAME.page(14), ("KH",)),
        rest="stock",
    ),
    DealToRow(GAME.page(15), row=ROW),
    Intervening(AT_WILL, row=ROW, into="out"),
    Reunited(),
)

#: Royal Marriage and its edition.
VARIANT = variant(
    "royal-marriage",
    6,
    packs=1,
    rules=RULES,
    readings=(AT_WILL,),
    changes="the book's rules: one or two cards between two alike in suit or value thrown out, at the player's "
    "choice, the king of hearts the last card",
    summary="Lay the pack in a row after the queen of hearts, throwing out one or two cards between two alike in "
    "suit or value, until the king of hearts, the last card, is reunited with her.",
)

patience_variant = published(VARIANT)
