"""The Kings after Hoffmann: Cadogan's game, in the fuller text of the German original.

Hoffmann 1892, No. 59 "The Kings", pp. 113–114. Two packs. The eight aces are
laid in two upright rows up the middle and built up to the kings regardless of
suit. The rest of the pack is dealt in upright rows of four on either side,
each new row barring the rows inside it; while dealing, a card that fits one of
the two aces on its own horizontal line must go there, and the next card takes
its place. Once the pack is out, the outermost cards are grouped in sequences
up or down regardless of suit, a horizontal line cleared takes any outermost
card, and there is no second deal. The same game as Cadogan's
(:mod:`patience_cadogan.kings`), whose hooks serve here with Hoffmann's
citations: his text is the edition ``hoffmann-1892`` of that patience.
"""

from __future__ import annotations

from patience_cadogan.kings import LEFT_ACES, LINES, RIGHT_ACES, TABLE, Interchangeable, OnItsOwnLine, WhereCardsGo

from patience_core.clauses import (
    Available,
    Build,
    Building,
    Dealing,
    Foundations,
    Layout,
    Refill,
    SetOut,
    Space,
    Spaces,
    Suits,
    WhileDealing,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(59)

#: P. 114 lays out "fresh rows" beside the first two without saying on which side first; Cadogan's order is kept.
LEFT_THEN_RIGHT = Reading("the fresh rows are dealt on the left, then on the right", of=GAME.page(114))
#: P. 114 groups cards "in auxiliary sequences, ascending or descending"; a card is moved at a time, and nothing
#: holds a line to the direction of its first two cards (a question the page leaves open, as Cadogan's does).
CARD_BY_CARD = Reading("cards are grouped one at a time, up or down at each card", of=GAME.page(114))

FOUNDATION_RULE = Foundations(GAME.page(113), suit=Suits.ANY, set_out=True)

#: Hoffmann's rules, one clause each, cited to his pages.
RULES: tuple[object, ...] = (
    # The picture (p. 113): hearts, clubs, diamonds, spades from the top, the two aces of a suit side by side.
    Layout(TABLE, SetOut(GAME.page(113), ("AH", "AC", "AD", "AS") * 2, to=(*LEFT_ACES, *RIGHT_ACES)), rest="stock"),
    FOUNDATION_RULE,
    Available(GAME.page(114), piles=LINES, rule="only the outside card of each line of a group is available"),
    Building(CARD_BY_CARD, piles=LINES, build=Build.EITHER, suit=Suits.ANY),
    Spaces(GAME.page(114), piles=LINES, take=Space.ANY),
    WhileDealing(GAME.page(114), piles=LINES),
    Refill(GAME.page(113), piles=LINES, supply=("stock",), each_card=True),
    Dealing(LEFT_THEN_RIGHT, piles=LINES, groups=2),
    OnItsOwnLine(FOUNDATION_RULE, line=GAME.page(113), must=GAME.page(114)),
    WhereCardsGo(),
    Interchangeable(),
)

#: Hoffmann's text of The Kings, an edition of Cadogan's patience.
EDITION = edition_of(
    "kings",
    59,
    rules=RULES,
    readings=(LEFT_THEN_RIGHT, CARD_BY_CARD),
    changes="the same rules as Cadogan's, read from the fuller text: the rule of the line ends with the deal, "
    "and the aces lie as the book's picture shows them",
)

patience_editions = offered(EDITION)
