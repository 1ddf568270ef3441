"""The Amazons: a piquet pack without its kings dealt round four heaps, a card going up only as it falls below its ace.

Hoffmann 1892, No. 4 "The Amazons", pp. 11–13. The four kings are dead. Four
cards are turned up in a row, an ace among them going above the row, the
first at the left; the rest of the pack is dealt one by one onto the row,
round and round. The aces, as they come, make an upper row from left to
right, and each is built up in suit, ace, seven, eight to queen, but a card
goes up only when it falls to the heap beneath its ace: its place in the deal
then stays vacant, the next card going to the next heap. When the pack is
dealt the heaps are gathered and dealt again, a heap beneath a finished
family being left out; the game is lost when two deals running place nothing.
Every card's fate is forced: the deal decides the game.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Action, Card, Deal, Edition, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, PIQUET_PACK, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Part,
    SetOut,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(4)
UPPER = numbered("f", 4)
HEAPS = numbered("t", 4)
TABLE = table_of(foundation=UPPER, tableau=HEAPS) + table_of(reserve="dead", stock="stock")
KINGS = ("KC", "KS", "KH", "KD")

#: The row of four is laid before the dealing begins; the text moves only its aces (p. 12).
ROW_FIRST = Reading("the first row is laid before any card goes up, its aces excepted", of=GAME.page(12))
#: The vacancy rule (pp. 12-13) speaks of a card played upon a sequence; its reason holds for an ace as well.
ACE_VACANT = Reading("an ace dealt onto the upper row leaves its place in the deal vacant too", of=GAME.page(13))
#: "placing each of the three other heaps upon the left hand heap ... without disturbing the existing order" (p. 12).
GATHERED = Reading("the heaps are laid on the first in turn and the packet turned over to deal again", of=GAME.page(12))
#: "thenceforth proceeding with three packets only" (p. 13): from the moment the family is complete.
LEFT_OUT = Reading("a heap below a finished family is dealt no more but gathered with the rest", of=GAME.page(13))

FAMILIES = Foundations(GAME.page(12), piles=UPPER, end=QUEEN, pack=PIQUET_PACK)


class DealtInTurn:
    """The pack dealt one card at a time (the move ``deal``) onto the heap whose turn it is.

    A card that fits the foundation over that heap goes up instead; an ace
    goes to the first foundation not yet begun. Either way the card spends
    the heap's turn, and the next card goes to the next heap, passing over a
    heap whose family is complete. With the pack dealt out, the move ``deal``
    gathers the heaps and turns them over as the new pack, as often as needed,
    unless two deals running have placed no card: then the game is lost. The
    position records in its state the heap whose turn it is (``turn``),
    whether this deal has placed a card (``placed``) and whether the deal
    before placed none (``fruitless``).
    """

    governs: ClassVar[Part] = Part.DEAL
    cite = GAME.page(12)
    rule = "the pack is dealt a card at a time round the heaps, a card that falls below its family going up"

    @staticmethod
    def open_heaps(position: Position) -> list[int]:
        """The heaps still dealt to (numbered from 1): those whose family above is not complete."""
        return [i for i, pile_id in enumerate(UPPER, 1) if not _complete(position.pile(pile_id).top)]

    @classmethod
    def turn(cls, position: Position) -> int:
        """The heap whose turn it is, numbered from 1."""
        turn: int = position.get("turn", 1)
        return turn

    @classmethod
    def after(cls, position: Position, heap: int) -> int:
        """The next heap after ``heap`` still dealt to (the first, when none is left)."""
        heaps = cls.open_heaps(position)
        return next((i for i in heaps if i > heap), heaps[0] if heaps else 1)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card, or the heaps gathered; the rule below says whether it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """No card is moved by hand; the heaps are dealt again unless two deals running have placed nothing."""
        if isinstance(move, Move):
            return illegal("a card goes up only as it is dealt, onto the family over its heap", self.cite)
        if not isinstance(move, Deal):
            return None
        if position.pile("stock").cards:
            return legal(self.rule, self.cite)
        if not any(position.pile(pile_id).cards for pile_id in HEAPS):
            return illegal("every card has found its place", self.cite)
        if position.get("fruitless", False) and not position.get("placed", False):
            return illegal("twice in succession a deal through the pack has placed no card: the game is lost", _P13)
        return legal("the heaps are gathered and dealt again", GATHERED)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The next card to its heap or up to a family, or the heaps gathered as the new pack."""
        if not isinstance(move, Deal):
            return None
        stock = position.pile("stock").cards
        if not stock:
            return self.gather(position)
        card, heap = stock[-1], self.turn(position)
        home = _home(position, card, heap)
        target = home or HEAPS[heap - 1]
        after = position.with_piles({"stock": stock[:-1], target: (*position.pile(target).cards, card)})
        placed = position.get("placed", False) or home is not None
        return after.with_state(turn=self.after(after, heap), placed=placed or None)

    def gather(self, position: Position) -> Position:
        """The heaps laid on the first in turn, the packet turned over: the first heap's first card comes first."""
        packet = [card for pile_id in HEAPS for card in position.pile(pile_id).cards]
        after = position.with_piles({"stock": tuple(reversed(packet)), **dict.fromkeys(HEAPS, ())})
        fruitless = not position.get("placed", False)
        return after.with_state(turn=self.after(after, 0), placed=None, fruitless=fruitless or None)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The turn is a heap still dealt to; the flags are flags; the dead cards are the four kings."""
        problems = []
        turn = position.get("turn", 1)
        if isinstance(turn, bool) or turn not in (self.open_heaps(position) or [1]):
            problems.append(f"state 'turn' is {turn!r}, not a heap still dealt to")
        for flag in ("placed", "fruitless"):
            if not isinstance(position.get(flag, False), bool):
                problems.append(f"state {flag!r} is {position.get(flag)!r}, not true or false")
        if len(position.pile("dead").cards) != len(KINGS):
            problems.append("the dead cards are the four kings and nothing else")
        return problems


_P13 = GAME.page(13)


def _complete(top: Card | None) -> bool:
    """Whether a family whose top card is ``top`` is complete: it ends with its queen."""
    return top is not None and top.rank == QUEEN


def _home(position: Position, card: Card, heap: int) -> str | None:
    """Where ``card``, dealt at ``heap``'s turn, goes up: an ace to the first family not begun, another card
    to the family over its heap if it fits; ``None`` when it stays on the heap."""
    if card.rank == ACE:
        return next((pile_id for pile_id in UPPER if not position.pile(pile_id).cards), None)
    over = position.pile(UPPER[heap - 1])
    return over.id if over.cards and FAMILIES.fits(over, card) else None


#: The book's rules, and the readings they rest on.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(12), KINGS, to=("dead",) * len(KINGS), stays=True),
        DealRound(ROW_FIRST, to=HEAPS, rounds=1, aside=FAMILIES),
        rest="stock",
    ),
    FAMILIES,
    DealtInTurn(),
)

PYSOLFC_AMAZONS = PYSOLFC.game("Amazons").at(
    "game 406",
    note="the aces and sevens to queens; a row dealt to the piles below unfinished foundations; foundations "
    "built regardless of suit, a card other than an ace or a queen only from the pile below; unlimited redeals",
)
#: PySolFC's foundations: ace, seven to queen, regardless of suit.
PYSOLFC_FAMILIES = Foundations(PYSOLFC_AMAZONS, piles=UPPER, suit=Suits.ANY, end=QUEEN, pack=PIQUET_PACK)


class RowsBelow:
    """PySolFC's Amazons: a row dealt to the heaps below unfinished foundations, the heaps gathered when the pack
    is out; a card goes up only from the heap below its foundation, but an ace or a queen from any heap."""

    governs: ClassVar[Part] = Part.DEAL
    cite = PYSOLFC_AMAZONS
    rule = "a card is dealt to each heap below an unfinished foundation; the heaps are gathered when the pack is out"

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next row, or the heaps gathered first; the rule below says whether it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A row is dealt while cards are left to deal; a card goes up only from the heap below, but aces and queens."""
        if isinstance(move, Move) and move.target in UPPER and move.source in HEAPS:
            card = position.pile(move.source).top
            below = HEAPS.index(move.source) == UPPER.index(move.target)
            if card is not None and card.rank not in (ACE, QUEEN) and not below:
                return illegal("a card other than an ace or a queen goes up only from the heap below", self.cite)
            return None
        if not isinstance(move, Deal):
            return None
        if not position.pile("stock").cards and not any(position.pile(pile_id).cards for pile_id in HEAPS):
            return illegal("there are no cards to deal", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The heaps gathered into the pack if it is out (the last heap's first card to be dealt first); then a row."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile("stock").cards)
        heaps = {pile_id: list(position.pile(pile_id).cards) for pile_id in HEAPS}
        if not stock:
            stock = [card for pile_id in HEAPS for card in reversed(heaps[pile_id])]
            heaps = {pile_id: [] for pile_id in HEAPS}
        for heap, family in zip(HEAPS, UPPER, strict=True):
            if stock and not _complete(position.pile(family).top):
                heaps[heap].append(stock.pop())
        return position.with_piles({"stock": tuple(stock), **heaps})


PYSOLFC_RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(PYSOLFC_AMAZONS, KINGS, to=("dead",) * len(KINGS), stays=True),
        DealRound(PYSOLFC_AMAZONS, to=HEAPS, rounds=1),
        rest="stock",
    ),
    PYSOLFC_FAMILIES,
    Available(PYSOLFC_AMAZONS, piles=HEAPS, rule="the top card of each heap is available"),
    RowsBelow(),
)
PYSOLFC_RULES += (CardMoves(PYSOLFC_RULES),)

#: PySolFC's Amazons: standalone, since its deal, its foundations and its moves are ruled otherwise than the book's.
EDITION_PYSOLFC = Edition(
    "pysolfc",
    "Amazons as PySolFC plays it",
    (PYSOLFC_AMAZONS,),
    changes="a row of cards dealt at a time; the foundations built regardless of suit, begun by any ace, and fed "
    "by the player from the top cards of the heaps at any time, an ace or a queen from any heap; dealt again "
    "without limit",
    rules=PYSOLFC_RULES,
    standalone=True,
)

#: The Amazons and its editions.
VARIANT = variant(
    "amazons",
    4,
    packs=1,
    pack=PIQUET_PACK,
    rules=RULES,
    readings=(ROW_FIRST, ACE_VACANT, GATHERED, LEFT_OUT),
    editions=(EDITION_PYSOLFC,),
    more_sources=(PYSOLFC,),
    changes="the book's rules: four families ace to queen in suit, a card going up only as it falls below its "
    "family, its place in the deal left vacant; dealt again until two deals running place nothing",
    summary="Deal a piquet pack without kings round four heaps; a card goes up only as it falls below its ace.",
    state_notes=(
        ("turn", "the heap the next card is dealt to"),
        ("placed", "this deal through the pack has placed a card"),
        ("fruitless", "the deal before this one placed no card"),
    ),
)

patience_variant = published(VARIANT)
