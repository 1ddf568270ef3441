"""Light and Shade: the eight aces built up in alternating colours, the pack's cards played straight to them.

Hoffmann 1892, No. 53 "Light and Shade", pp. 102–103. The eight aces of two
packs are laid in a row and built up to the kings, a red card on a black and a
black on a red. Above them two rows of four are dealt: the upper row's cards
go to the foundations and are built down in alternating colours; the lower
row feeds the upper, filling its vacancies at once, and is itself refilled
from the pack. The pack is turned a card at a time onto a waste-heap, and a
card turned may be played to a foundation or onto the upper row; the
waste-heap is dealt through once more. It is the game the project already
plays after Cadogan (:mod:`patience_cadogan.light_and_shade`), with the same
table and building, but other rules of play: Cadogan lets nothing but the
upper row go to the foundations and allows no redeal. Hoffmann's text is the
edition ``hoffmann-1892`` of that patience.
"""

from __future__ import annotations

from patience_cadogan.light_and_shade import AUXILIARIES, FOUNDATIONS, RIVALS, TABLE

from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    GoesOnlyTo,
    Layout,
    OneCard,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    TakesOnlyFrom,
    Talon,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(53)

#: "Two rows of four each", the upper named first: the upper row is dealt first, left to right, then the lower.
UPPER_ROW_FIRST = Reading("the upper row is dealt before the lower", of=GAME.page(102))
#: The cards dealt are played "to the foundations or auxiliary heaps" (p. 103); the waste-heap's top is available
#: "for any use that can be made of it", as in every patience (No. 31's footnote, p. 54).
STRAIGHT_HOME = Reading("the pack's card and the waste-heap's top go straight to the foundations", of=GAME.page(103))
#: The lower row's cards go onto the upper row's and into its vacancies; nothing sends them to a foundation.
LOWER_ROW_NOT_HOME = Reading("the lower row never plays to a foundation", of=GAME.page(103))
#: The lower row's vacancies are "filled up with cards from the pack", which the book keeps apart from the waste.
FROM_THE_PACK = Reading("a vacancy of the lower row takes the pack's card, not the waste-heap's", of=GAME.page(103))
#: The upper row's cards go to the foundations; the text never moves one onto another.
NO_SHIFTING = Reading("no auxiliary heap feeds another", of=GAME.page(103))
#: "Deal once through the waste-heap", the first deal not counted (No. 11, p. 23: "exclusive of the original deal").
ONE_REDEAL = Reading("once through the waste-heap is one redeal", of=HOFFMANN_1892.game(11).page(23))
#: Nothing says the waste-heap is shuffled: it is turned over whole and dealt again as it lies.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(103))

#: The aces as the diagram lays them (p. 102): the two diamonds, the two clubs, the two hearts, the two spades.
ACES = ("AD", "AD", "AC", "AC", "AH", "AH", "AS", "AS")

#: The book's rules, one clause each, cited to its page.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(102), ACES, to=FOUNDATIONS),
        DealRound(UPPER_ROW_FIRST, to=(*AUXILIARIES, *RIVALS), rounds=1),
        rest="stock",
    ),
    Foundations(GAME.page(102), suit=Suits.ALTERNATE, set_out=True),
    Available(
        GAME.page(103), piles=(*AUXILIARIES, *RIVALS), rule="an upper heap's top card and a lower card are available"
    ),
    Building(GAME.page(102), piles=AUXILIARIES, build=Build.DOWN, suit=Suits.ALTERNATE),
    Spaces(FROM_THE_PACK, piles=RIVALS, take=Space.ANY, sources=("stock",)),
    GoesOnlyTo(NO_SHIFTING, piles=AUXILIARIES, to=FOUNDATIONS, rule="an upper heap's cards go only to the foundations"),
    Talon(GAME.page(103)),
    TakesOnlyFrom(
        LOWER_ROW_NOT_HOME,
        piles=FOUNDATIONS,
        sources=(*AUXILIARIES, "stock", "talon"),
        rule="cards go to the foundations from the upper row, the pack and the waste-heap, not from the lower row",
    ),
    OneCard(GAME.page(103), piles=RIVALS, rule="a lower card is one card: it takes a card only when vacant"),
    # Listed late, so asked early: the upper row's vacancy is filled before the pack is turned.
    Spaces(GAME.page(103), piles=AUXILIARIES, take=Space.ANY, sources=RIVALS, at_once=True),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of the game: the edition ``hoffmann-1892`` of Cadogan's patience ``light-and-shade``.
EDITION = edition_of(
    "light-and-shade",
    53,
    rules=RULES,
    readings=(UPPER_ROW_FIRST, STRAIGHT_HOME, LOWER_ROW_NOT_HOME, FROM_THE_PACK, NO_SHIFTING, ONE_REDEAL, TURNED_OVER),
    changes="the book's rules: the pack's cards and the waste-heap's top played straight to the foundations, "
    "an upper vacancy filled at once from the lower row, a lower one from the pack; one redeal",
    redeals=1,
)

patience_editions = offered(EDITION)
