"""Spenser's Fairie Queen: two packs dealt in columns under the kings as they turn up, built down regardless of suit.

Cadogan 1914, "Spenser's Fairie Queen". One king is set out; the pack is then
dealt card by card in a column under the last king turned up, each king that
appears heading a new column, so that kings turned up in succession stay
single. The aces go to the foundations as they appear and are built up in
suit to the queens; cards may be played there as they turn up. Once the deal is
done, the lowest card of a column may go onto the next higher card of another,
of any suit, or onto a single king. There is no redeal.

Each king lies on its own pile, ``k1`` to ``k8``, and the cards under it on
``c1`` to ``c8``: a single king is a king whose column is empty.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Position, hookimpl
from patience_core.cards import ACE, QUEEN, Card
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealStep,
    Foundations,
    LatestKing,
    Layout,
    Space,
    Spaces,
    WhileDealing,
    numbered,
    table_of,
)

FAIRIE_QUEEN = CADOGAN_1914.game("Spenser's Fairie Queen")
FOUNDATIONS, HEADS, COLUMNS = numbered("f", 8), numbered("k", 8), numbered("c", 8)
TABLE = table_of(foundation=FOUNDATIONS, reserve=HEADS, tableau=COLUMNS, stock="stock")

#: "Take one king from the pack": which one is not said; the first met from the top is ours.
FIRST_KING = Reading("the king set out is the first in the pack from the top", of=FAIRIE_QUEEN.play(1))
#: Play ¶4 plays cards "as they turn up": the card turned may go to a foundation before it is laid.
AS_THEY_TURN_UP = Reading("the card turned may be played before it is laid", of=FAIRIE_QUEEN.play(4))

HOME = Foundations(FAIRIE_QUEEN.rule("I"), end=QUEEN)


class TheFirstKing(DealStep):
    """The first king from the top of the pack goes to ``k1`` (play ¶1)."""

    cite = FIRST_KING

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Take the king nearest the top of the pack."""
        index = max(i for i, card in enumerate(pack) if card.is_king)
        table[HEADS[0]].append(pack.pop(index))


class KingsInOrder:
    """What a saved game must keep: the kings head the columns in the order they turned up (play ¶1–2)."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The kings head the columns in the order they turned up, one each, and no column lies under no king."""
        problems = []
        for i, (head, column) in enumerate(zip(HEADS, COLUMNS, strict=True)):
            cards = position.pile(head).cards
            if len(cards) > 1 or (cards and not cards[0].is_king):
                problems.append(f"{head} holds one king, or nothing before its king turns up")
            if not cards and (i == 0 or position.pile(column).cards):
                problems.append(
                    f"{head} is empty, but {'the first king is set out' if i == 0 else column + ' holds cards'}"
                )
            if cards and i and not position.pile(HEADS[i - 1]).cards:
                problems.append(f"{head} holds a king, but {HEADS[i - 1]} does not")
        return problems


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, TheFirstKing(), rest="stock"),
    HOME,
    Available(FAIRIE_QUEEN.rule("IV"), piles=COLUMNS, rule="only the lowest card of each column is available"),
    Available(AS_THEY_TURN_UP, piles=("stock",), rule="the card turned is available"),
    Building(FAIRIE_QUEEN.rule("III"), piles=COLUMNS),
    Spaces(FAIRIE_QUEEN.rule("V"), piles=COLUMNS, take=Space.ANY),
    WhileDealing(FAIRIE_QUEEN.play(6), piles=(*COLUMNS, "stock")),
    LatestKing(FAIRIE_QUEEN.rule("II"), kings=HEADS, under=COLUMNS, rows={ACE: FOUNDATIONS}),
    KingsInOrder(),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "spensers-fairie-queen",
    "Spenser's Fairie Queen",
    packs=2,
    changes="the book's rules",
    rules=RULES,
    summary="Deal two packs in columns under the kings as they turn up and build the aces up in suit to the queens, "
    "moving the columns' lowest cards down regardless of suit or onto single kings.",
)

patience_variant = published(VARIANT)
