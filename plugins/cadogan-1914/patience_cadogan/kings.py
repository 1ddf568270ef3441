"""The Kings: two packs, the aces in two central columns, columns of four dealt outwards on either side.

Cadogan 1914, "The Kings". The eight aces are set in two columns of four and
built up to the kings regardless of suit. Columns of four are dealt outwards,
first on the left, then on the right, and so on, each covering the one before:
only the outside card of each horizontal line of a group is available. While
the pack lasts a card may go only to a foundation on its own line, a suitable
card must be played before the next column, and its place is filled at once
from the pack. Once the pack is out, outside cards are built up or down
regardless of suit, one at a time, and a line emptied takes any card. No redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Deal, Move, Position, Ruling, hookimpl, illegal
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
    numbered,
    table_of,
)
from patience_core.sources import Citation

KINGS = CADOGAN_1914.game("The Kings")
LEFT_ACES = numbered("f", 4)
RIGHT_ACES = ("f5", "f6", "f7", "f8")
LEFT = numbered("l", 4)
RIGHT = numbered("r", 4)
LINES = (*LEFT, *RIGHT)
#: The horizontal line, from 0 at the top, of every foundation and every line of a group.
LINE = {pile_id: i for group in (LEFT_ACES, RIGHT_ACES, LEFT, RIGHT) for i, pile_id in enumerate(group)}
TABLE = table_of(foundation=(*LEFT_ACES, *RIGHT_ACES), tableau=LINES, stock="stock")

#: The aces' places are in the book's illustration only; the suits pair off line by line.
ACE_LINES = Reading("clubs, spades, hearts, diamonds from the top, on both sides", of=KINGS.play(1))
#: "Reversed … by transferring them from one packet to another": card by card.
CARD_BY_CARD = Reading("sequences move card by card", of=KINGS.play(4))
DEALT_CARDS = Reading("every outside card on its line must be played", of=KINGS.play(3))
ITS_OWN_LINE = KINGS.rule("III")


def dealing(position: Position) -> bool:
    """Whether the pack is still being dealt."""
    return bool(position.pile("stock").cards)


class OnItsOwnLine:
    """During the deal a card goes only to a foundation on its own line, and must (rule III; play ¶2–3).

    ``line`` and ``must`` are the citations of the two rules (Cadogan's by
    default; Hoffmann's edition of the game gives its own).
    """

    def __init__(
        self, foundations: Foundations, *, line: Citation = ITS_OWN_LINE, must: Citation = DEALT_CARDS
    ) -> None:
        self.foundations = foundations
        self.line = line
        self.must = must

    def playable(self, position: Position, pile_id: str) -> str | None:
        """The foundation on its line that the outside card of ``pile_id`` fits, if any."""
        card = position.pile(pile_id).top
        if card is None:
            return None
        line = LINE[pile_id]
        for foundation in (LEFT_ACES[line], RIGHT_ACES[line]):
            if self.foundations.fits(position.pile(foundation), card):
                return foundation
        return None

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """During the deal: only to a foundation on the card's own line; a suitable card before the next column."""
        if not dealing(position):
            return None
        if isinstance(move, Move) and move.target in LINE and move.source in LINE:
            if move.target in LINES:
                return None  # building waits for the deal's end: WhileDealing
            if LINE[move.source] != LINE[move.target]:
                return illegal("during the deal a card goes only to a foundation on its own line", self.line)
        if isinstance(move, Deal):
            for pile_id in LINES:
                home = self.playable(position, pile_id)
                if home is not None:
                    return illegal(f"a suitable card is played before the next column: {pile_id}-{home}", self.must)
        return None


class WhereCardsGo:
    """The moves worth judging: an outside card to a foundation or another line; the next column.

    The engine's default tries every pile onto every other; only these can be
    legal here, and each is still judged by the clauses.
    """

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Each outside card onto each foundation and each other line, and the deal."""
        moves: list[Action] = []
        for source in LINES:
            if position.pile(source).cards:
                moves += [Move(source, target) for target in (*LEFT_ACES, *RIGHT_ACES, *LINES) if target != source]
        return moves


class Interchangeable:
    """A solver hint: once the pack is out, the rule of the lines no longer holds, and every line is alike.

    After the deal any outside card may go to any foundation, which takes any
    suit: a foundation is only as good as its height, and the eight lines
    follow one rule, so positions that differ by an exchange of lines or of
    foundations of equal height are equally winnable. Not offered while the
    pack lasts, since then a line plays only to its own foundations.
    """

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> object | None:
        """Sorted foundation heights and sorted lines, once the pack is out."""
        if dealing(position):
            return None
        heights = sorted(len(position.pile(pile_id).cards) for pile_id in (*LEFT_ACES, *RIGHT_ACES))
        return (tuple(heights), tuple(sorted(position.pile(pile_id).cards for pile_id in LINES)))


FOUNDATION_RULE = Foundations(KINGS.rule("I"), suit=Suits.ANY, set_out=True)

#: The book's rules, one clause each, and the hooks written by hand.
RULES = (
    Layout(TABLE, SetOut(ACE_LINES, ("AC", "AS", "AH", "AD") * 2, to=(*LEFT_ACES, *RIGHT_ACES)), rest="stock"),
    FOUNDATION_RULE,
    Available(KINGS.rule("II"), piles=LINES, rule="only the outside card of each line of a group is available"),
    Building(CARD_BY_CARD, piles=LINES, build=Build.EITHER, suit=Suits.ANY),
    Spaces(KINGS.play(4), piles=LINES, take=Space.ANY),
    WhileDealing(KINGS.play(4), piles=LINES),
    Refill(KINGS.play(2), piles=LINES, supply=("stock",), each_card=True),
    Dealing(KINGS.play(2), piles=LINES, groups=2),
    OnItsOwnLine(FOUNDATION_RULE),
    WhereCardsGo(),
    Interchangeable(),
)

#: The game and its edition.
VARIANT = variant(
    "kings",
    "The Kings",
    family="Beleaguered Castle",
    packs=2,
    changes="the book's rules, reading rule III as ending with the deal, as the book advises",
    rules=RULES,
    summary="Deal columns of four outwards from eight aces and build them up to kings regardless of suit, "
    "playing only the outside cards.",
)

patience_variant = published(VARIANT)
