"""Elevens (No. 1): nine cards face up, pairs making eleven and court cards taken off, the gaps filled from the stock.

Hoffmann 1892, No. 13 "Elevens (No. 1)", pp. 25–26. Three rows of three cards
are laid face up. Two cards whose pips make eleven (a seven and a four, a ten
and an ace) are taken off together, and a king, a queen or a knave, which
counts eleven by itself, alone; the gaps are filled from the stock. When the
places are all filled and nothing makes eleven, one more card may be turned:
if it makes eleven with a card on the table the game goes on, and if not it
is lost. Getting rid of every card wins, as the book's introduction says of
all such games.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from patience_core import Action, Card, Edition, Move, Pile, Position, RankKey, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    Cleared,
    DealRound,
    ExtraCard,
    Layout,
    Pairs,
    Part,
    Refill,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(13)
PLACES = numbered("t", 9)
TABLE = table_of(tableau=(*PLACES, "extra"), foundation="pairs", stock="stock")

#: "If at any given stage of the game, when all such blanks are filled, there are no cards exposed which make the
#: desired number, you are allowed to turn up one additional card": at each such stage, not once in the game.
EVERY_BLOCK = Reading("one more card may be turned at every block, not once only", of=GAME.page(26))
#: "A king, a queen, or a knave by itself in this game counts eleven": such a card turned makes eleven alone.
COURT_TURNED = Reading("a court card turned as the extra card makes eleven by itself", of=GAME.page(26))
#: The text says how the game is lost; the introduction, how every game of this class is won (p. 3).
ALL_GONE = HOFFMANN_1892.section("Introduction").page(3)

PAIRS = Pairs(
    GAME.page(25, 26),
    piles=(*PLACES, "extra"),
    into="pairs",
    total=11,
    alone=(KNAVE, QUEEN, KING),
    alone_cite=GAME.page(26),
    refill=Refill(GAME.page(26), piles=PLACES, supply=("stock",)),
)

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(25), to=PLACES, rounds=1), rest="stock"),
    Available(GAME.page(25), piles=(*PLACES, "extra"), rule="every card laid out face up is available"),
    PAIRS,
    ExtraCard(EVERY_BLOCK, pairs=PAIRS, places=PLACES, alone_cite=COURT_TURNED),
    Cleared(ALL_GONE, piles=(*PLACES, "extra", "stock"), rule="the game is won when every card has been got rid of"),
    #: A solver hint: no rule looks at a suit or tells the nine places apart.
    RankKey(alike=(PLACES,), heights=("pairs",)),
)
RULES += (CardMoves(RULES),)

PYSOLFC_ELEVENS = PYSOLFC.game("Elevens").at(
    "game 594",
    note="nine cards, pairs making eleven to the foundation, spaces filled from the talon; the picture cards "
    "removed only as a set of knave, queen and king, gathered one of each in three reserves; no extra card",
)
#: PySolFC's places for the court cards, one of each rank.
COURT_PLACES = numbered("r", 3)
PYSOLFC_TABLE = table_of(tableau=(*PLACES, *COURT_PLACES), foundation="pairs", stock="stock")
#: PySolFC's pairs: the court cards go off only as a set (see CourtsAsASet); ``alone`` lets a saved game read them.
PYSOLFC_PAIRS = Pairs(
    PYSOLFC_ELEVENS,
    piles=PLACES,
    into="pairs",
    total=11,
    alone=(KNAVE, QUEEN, KING),
    alone_cite=PYSOLFC_ELEVENS,
    refill=Refill(PYSOLFC_ELEVENS, piles=PLACES, supply=("stock",)),
)


class CourtsAsASet:
    """PySolFC's Elevens: a court card goes to an empty court place, one of each rank, its gap filled from the stock;
    when the three places hold a knave, a queen and a king, the three are taken off together."""

    governs: ClassVar[Part] = Part.SPECIAL
    cite = PYSOLFC_ELEVENS
    rule = "a knave, a queen and a king are gathered one to a place and taken off together"

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """An empty court place takes one court card; ``None`` for any other pile."""
        if pile.id not in COURT_PLACES:
            return None
        return not pile.cards and len(cards) == 1 and cards[0].rank in (KNAVE, QUEEN, KING)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A court card to a place holding none of its rank; never straight off by itself."""
        if not isinstance(move, Move):
            return None
        if move.target == "pairs" and move.source in PLACES:
            card = position.pile(move.source).top
            if card is not None and card.rank in (KNAVE, QUEEN, KING):
                return illegal("a court card goes off only with a knave, a queen and a king together", self.cite)
        if move.target not in COURT_PLACES:
            return None
        card = position.pile(move.source).top
        if move.source not in PLACES or card is None or not self.accepts(position.pile(move.target), (card,)):
            return illegal("a court place takes one court card from the nine", self.cite)
        held = {card.rank for place in COURT_PLACES for card in position.pile(place).cards}
        if card.rank in held:
            return illegal("the court places hold one card of each rank", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The court card to its place, the gap filled; a full set of three taken off together."""
        if not isinstance(move, Move) or move.target not in COURT_PLACES:
            return None
        after = position._moved(move)
        stock = after.pile("stock").cards
        if stock and not after.pile(move.source).cards:
            after = after.with_piles({move.source: stock[-1:], "stock": stock[:-1]})
        courts = [after.pile(place).cards for place in COURT_PLACES]
        if all(courts):
            taken = after.pile("pairs").cards + tuple(card for held in courts for card in held)
            after = after.with_piles({"pairs": taken, **dict.fromkeys(COURT_PLACES, ())})
        return after

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The court places hold a court card each at most, no two of one rank, never all three."""
        held = [card for place in COURT_PLACES for card in position.pile(place).cards]
        if any(len(position.pile(place).cards) > 1 for place in COURT_PLACES) or len(held) == len(COURT_PLACES):
            return ["the court places hold one card each, and are emptied when all three are filled"]
        if any(card.rank not in (KNAVE, QUEEN, KING) for card in held) or len({card.rank for card in held}) < len(held):
            return ["the court places hold a knave, a queen or a king, no two of one rank"]
        return []


PYSOLFC_RULES: tuple[object, ...] = (
    Layout(PYSOLFC_TABLE, DealRound(PYSOLFC_ELEVENS, to=PLACES, rounds=1), rest="stock"),
    Available(PYSOLFC_ELEVENS, piles=PLACES, rule="every card laid out face up is available"),
    PYSOLFC_PAIRS,
    CourtsAsASet(),
    Cleared(
        PYSOLFC_ELEVENS, piles=(*PLACES, *COURT_PLACES, "stock"), rule="the game is won when every card is discarded"
    ),
    RankKey(alike=(PLACES, COURT_PLACES), heights=("pairs",)),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: PySolFC's Elevens: standalone, since its table and its court cards are ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "Elevens as PySolFC plays it",
    (PYSOLFC_ELEVENS,),
    changes="the court cards go off only as a set of knave, queen and king, gathered one of each in three places "
    "apart, their gaps filled meanwhile; no extra card when blocked",
    rules=PYSOLFC_RULES,
    standalone=True,
)

#: Elevens (No. 1) and its editions.
VARIANT = variant(
    "elevens-no-1",
    13,
    packs=1,
    rules=RULES,
    readings=(EVERY_BLOCK, COURT_TURNED),
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    changes="the book's rules: pairs making eleven and the court cards singly taken off nine cards face up, the "
    "gaps filled from the stock; one more card turned at every block, which must make eleven",
    summary="Take off pairs making eleven, and courts singly, from nine cards; one more card when blocked.",
)

patience_variant = published(VARIANT)
