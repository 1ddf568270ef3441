"""Hope: a piquet pack turned three cards at a time, the cards of one suit thrown out, three rounds of five turns.

Hoffmann 1892, No. 3 "Hope", p. 11. The player fixes on a suit, say clubs,
and turns the top three cards of the pack onto the table, putting aside the
clubs among them; then three more, and so on until he has turned five times,
fifteen cards. The cards turned (not the clubs) are shuffled with the rest of
the pack and the round is played again, three rounds in all. The game is won
if every club is out by the close of the third round. Nothing in it is the
player's to decide: the deal and the two shuffles decide it.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import (
    Action,
    Card,
    Citation,
    Deal,
    Edition,
    Move,
    Pile,
    Position,
    Redeal,
    Ruling,
    Suit,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import PIQUET_PACK
from patience_core.clauses import Layout, Part, reproducible_shuffle, table_of
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(3)
#: The one page of the game.
PAGE = GAME.page(11)
TABLE = table_of(foundation="clubs", waste="table", stock="stock")
#: How many cards a turn turns up, and how many turns make a round.
THREE, FIVE = 3, 5

#: "any suit you please, say clubs": the suits are alike in the game, so the text's example is taken.
CLUBS = Reading("the suit fixed upon is clubs, the text's example", of=GAME.page(11))


class ThreesFiveTimes:
    """Three cards turned at a time (the move ``deal``), the clubs among them put aside, five times a round.

    Once a round's five turns are made, the cards turned, the clubs
    excepted, are shuffled with the rest of the pack (the move ``redeal``)
    and the next round begins; there are three rounds, two redeals. The
    shuffle is reproducible (:func:`~patience_core.clauses.reproducible_shuffle`).
    The position counts the turns of the round in its state, ``turns``.
    With ``replaced`` (PySolFC's Knockout), each club put aside is replaced
    at once by the next card of the pack, so that a turn leaves three cards
    on the table while the pack lasts.
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(self, cite: Citation = PAGE, *, replaced: bool = False) -> None:
        self.cite = cite
        self.replaced = replaced
        each = ", each replaced by the next card" if replaced else ""
        self.rule = f"three cards are turned at a time, the clubs among them put aside{each}, five times a round"

    @staticmethod
    def turns(position: Position) -> int:
        """The turns made in this round."""
        turns: int = position.get("turns", 0)
        return turns

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next turn and the next round are offered; the rule below says which is legal."""
        return [Deal(), Redeal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Five turns of three, then the shuffle; no card is moved by hand."""
        if isinstance(move, Move):
            return illegal("no card is moved by hand: the cards are only turned, three at a time", self.cite)
        done = self.turns(position) >= FIVE
        if isinstance(move, Deal):
            if done:
                return illegal("a round is five turns: the cards turned are shuffled with the rest first", self.cite)
            if not position.pile("stock").cards:
                return illegal("the pack is used up", self.cite)
            return legal(self.rule, self.cite)
        if not done:
            return illegal("the cards are shuffled again only when five turns are made", self.cite)
        return legal("the cards turned, the clubs excepted, are shuffled with the rest of the pack", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The top three cards turned: the clubs to the clubs, the others onto the table."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile("stock").cards)
        out: list[Card] = []
        kept: list[Card] = []
        turned = 0
        while stock and (len(kept) if self.replaced else turned) < THREE:
            card = stock.pop()  # the top card of the pack is turned first
            (out if card.suit is Suit.CLUBS else kept).append(card)
            turned += 1
        changes = {
            "stock": tuple(stock),
            "table": (*position.pile("table").cards, *kept),
            "clubs": (*position.pile("clubs").cards, *out),
        }
        return position.with_piles(changes).with_state(turns=self.turns(position) + 1)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """The table's cards and the rest of the pack shuffled together, for a new round."""
        cards = [*position.pile("table").cards, *position.pile("stock").cards]
        shuffled = reproducible_shuffle(cards, position)
        return position.with_piles({"table": (), "stock": tuple(shuffled)}).with_state(turns=None)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The turns of a round are five at most, and the table holds no more cards than they turned."""
        turns = position.get("turns", 0)
        if isinstance(turns, bool) or not isinstance(turns, int) or not 0 <= turns <= FIVE:
            return [f"state 'turns' is {turns!r}, not a count of the turns of a round (0 to {FIVE})"]
        held = len(position.pile("table").cards)
        return [f"the table holds {held} cards, more than {turns} turns of three"] if held > THREE * turns else []


class EveryClubOut:
    """Won when every club is out; the clubs put aside are clubs, and only they lie there (by the rule ``clubs``)."""

    governs: ClassVar[Part] = Part.WIN
    rule = "the game is won when every club has been put aside by the close of the third round"

    def __init__(self, cite: Citation = PAGE, *, clubs: Citation = CLUBS) -> None:
        self.cite = cite
        self.clubs = clubs

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """All eight clubs are out."""
        return len(position.pile("clubs").cards) == len(PIQUET_PACK.ranks)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """The clubs put aside are clubs (a saved position is checked card by card)."""
        if pile.id != "clubs":
            return None
        clubs = all(card.suit is Suit.CLUBS for card in cards)
        return (legal if clubs else illegal)("only clubs are put aside", self.clubs)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """No club lies on the table: each is put aside as it is turned."""
        clubs = [str(card) for card in position.pile("table").cards if card.suit is Suit.CLUBS]
        return [f"the table holds the clubs {' '.join(clubs)}, put aside as they are turned"] if clubs else []


#: The book's rules.
RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    ThreesFiveTimes(),
    EveryClubOut(),
)

PYSOLFC_KNOCKOUT = PYSOLFC.game("Knockout").at(
    "game 850, also called Hope",
    note="32 cards dealt three at a time to three piles, the clubs moved to the foundation, a card moved there "
    "replaced from the talon; after five deals the piles shuffled with the talon, twice",
)
#: PySolFC's rules: the book's rounds, but each club put aside replaced at once by the next card.
PYSOLFC_RULES: tuple[object, ...] = (
    Layout(TABLE, rest="stock"),
    ThreesFiveTimes(PYSOLFC_KNOCKOUT, replaced=True),
    EveryClubOut(PYSOLFC_KNOCKOUT, clubs=PYSOLFC_KNOCKOUT),
)

#: PySolFC's Knockout: standalone, since its turns are ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "Knockout (Hope) as PySolFC plays it",
    (PYSOLFC_KNOCKOUT,),
    changes="each club put aside is replaced at once by the next card of the pack, so that more than fifteen "
    "cards may be turned in a round",
    rules=PYSOLFC_RULES,
    redeals=2,
    standalone=True,
)

#: Hope and its editions.
VARIANT = variant(
    "hope",
    3,
    packs=1,
    pack=PIQUET_PACK,
    rules=RULES,
    redeals=2,
    readings=(CLUBS,),
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    changes="the book's rules: three rounds of five turns of three cards, the clubs thrown out, "
    "the cards shuffled between rounds",
    summary="Turn a piquet pack three cards at a time, five times a round, three rounds: won if every club comes out.",
    state_notes=(("turns", "turns of three made in this round (five make a round)"),),
)

patience_variant = published(VARIANT)
