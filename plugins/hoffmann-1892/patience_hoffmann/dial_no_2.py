"""The Dial (No. 2): twelve cards set round a dial, each built up in suit to the value of its hour, the kings aside.

Hoffmann 1892, No. 12 "The Dial (No. 2)", pp. 24–25. From one of two packs
the ace, five and nine of diamonds, the two, six and ten of clubs, the three,
seven and knave of hearts and the four, eight and queen of spades are set
round a dial, each seven hours before the hour whose value it must reach.
Each is built up in suit, the queen followed by the ace, until it ends with
the card of its hour. The kings, which have no place in the circle, are laid
in the centre as they come. The stock is dealt through in the usual way,
three times. The game is won when every card is placed. It is a relative of
Cadogan's The Clock (the same family), not the same game.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Card, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING, parse_card
from patience_core.clauses import (
    CardMoves,
    Foundations,
    Layout,
    Part,
    Redeals,
    SetOut,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(12)
#: The hours I to XII, clockwise from one o'clock.
HOURS = numbered("h", 12)
TABLE = table_of(foundation=(*HOURS, "kings"), waste="talon", stock="stock")
#: The card set out at each hour, I to XII, as the diagram (p. 24) places them.
BASES = ("6C", "7H", "8S", "9D", "10C", "JH", "QS", "AD", "2C", "3H", "4S", "5D")

#: "You are entitled to go through the stock three times": three passes, the first deal among them.
THREE_PASSES = Reading("three times through the stock is three passes, two redeals", of=GAME.page(25))
#: The stock gone through again is the waste-heap turned over whole, its order kept.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(25))
#: "It is an understood thing in all Patience Games" that the top card of the waste-heap is available (p. 54).
WASTE_TOP = HOFFMANN_1892.game(31).page(54)

#: Each hour built up in suit from its card to the card of its value, the queen followed by the ace (pp. 24-25).
HOUR_RULE = Foundations(
    GAME.page(24, 25), piles=HOURS, start=(), wrap=True, omit=KING, ends=tuple(range(1, 13)), set_out=True
)


class SetRound:
    """P. 24: each hour begins with the card set out at it (a saved position's hours are read from that card)."""

    governs: ClassVar[Part] = Part.DEAL
    cite = GAME.page(24)
    rule = "each hour begins with the card set out at it"

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """An empty hour takes only its own card, the one the deal set out there."""
        if pile.id not in HOURS or pile.cards:
            return None
        allowed = cards == (parse_card(BASES[HOURS.index(pile.id)]),)
        return (legal if allowed else illegal)(self.rule, self.cite)


class Centre(Foundations):
    """The kings, which have no place in the circle, laid in the centre as they come (p. 25): all eight, any suit."""

    def __init__(self) -> None:
        super().__init__(GAME.page(25), piles=("kings",), order=(KING,) * 8, suit=Suits.ANY)
        self.rule = "the kings, which have no place in the circle, are laid in the centre as they come"


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, SetOut(GAME.page(24), BASES, to=HOURS, stays=True), rest="stock"),
    HOUR_RULE,
    SetRound(),
    Centre(),
    Talon(WASTE_TOP),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: The Dial (No. 2) and its edition.
VARIANT = variant(
    "dial-no-2",
    12,
    packs=2,
    rules=RULES,
    redeals=2,
    family="The Clock",
    readings=(THREE_PASSES, TURNED_OVER),
    changes="the book's rules: twelve cards set round the dial, each built up in suit to the value of its hour, "
    "the queen followed by the ace; the kings laid in the centre; three times through the stock",
    summary="Build twelve cards set round a dial up in suit to their hours, the kings aside; three times through.",
)

patience_variant = published(VARIANT)
