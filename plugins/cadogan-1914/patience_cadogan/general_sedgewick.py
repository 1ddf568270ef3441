"""General Sedgewick: one pack, a cross of five, foundations of the value of the first card dealt after it.

Cadogan 1914, "General Sedgewick". Five cards are dealt in a cross; the next
card is the first foundation, and the three others of its value are the rest.
The foundations ascend in suit, turning from the king to the ace. On the cross
cards are built down regardless of suit, from the cross itself, the pack or the
talon; only the top card of each packet is available, and a vacancy is filled
from the pack or the talon. The cards that fit nowhere form the talon. There is
no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, COLLECTION, Reading
from patience_core import Edition, Pile, Position, Role, Ruling, Variant, hookimpl, illegal
from patience_core.cards import ACE, KING, Card
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Space,
    Spaces,
    Talon,
    numbered,
)

SEDGEWICK = CADOGAN_1914.game("General Sedgewick")
FOUNDATIONS, CROSS = numbered("f", 4), numbered("x", 5)
TABLE = (
    *((pile_id, Role.FOUNDATION) for pile_id in FOUNDATIONS),
    *((pile_id, Role.TABLEAU) for pile_id in CROSS),
    ("talon", Role.WASTE),
    ("stock", Role.STOCK),
)

#: Play ¶3 has the foundations "ascend in sequence" from any value: past the king they go on with the ace.
TURNING = Reading("a foundation goes on from the king to the ace", of=SEDGEWICK.play(3))


class OfSimilarValue:
    """The three other foundations begin with cards of the first one's value (play ¶2)."""

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """An empty foundation takes only a card of the value of ``f1``'s first card."""
        first = position.pile(FOUNDATIONS[0]).cards
        if pile.id not in FOUNDATIONS or pile.cards or not first or cards[0].rank == first[0].rank:
            return None
        return illegal("the other foundations begin with cards of the first one's value", SEDGEWICK.play(2))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The first foundation is dealt, and every foundation begins with its value."""
        first = position.pile(FOUNDATIONS[0]).cards
        if not first:
            return ["f1, the first foundation, is dealt before play begins"]
        return [
            f"{pile_id} begins with a card of another value than f1"
            for pile_id in FOUNDATIONS[1:]
            if position.pile(pile_id).cards and position.pile(pile_id).cards[0].rank != first[0].rank
        ]


#: The book's rules, one clause each, and the hook written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(SEDGEWICK.play(1), to=CROSS, rounds=1),
        DealRound(SEDGEWICK.play(2), to=FOUNDATIONS[:1], rounds=1),
        rest="stock",
    ),
    Foundations(TURNING, start=tuple(range(ACE, KING + 1)), wrap=True),
    Available(SEDGEWICK.rule("I"), piles=CROSS, rule="only the uppermost card of each packet is available"),
    Building(SEDGEWICK.rule("III"), piles=CROSS),
    Spaces(SEDGEWICK.play(4), piles=CROSS, take=Space.ANY, sources=("stock", "talon")),
    Talon(SEDGEWICK.play(5)),
    OfSimilarValue(),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = Variant(
    name="general-sedgewick",
    title="General Sedgewick",
    family="General Sedgewick",
    packs=1,
    sources=(CADOGAN_1914,),
    editions=(Edition("cadogan-1914", "General Sedgewick after Cadogan", (CADOGAN_1914,), changes="the book's rules"),),
    rules=RULES,
    redeals=0,
    collection=COLLECTION,
    summary="Build four foundations up in suit from the value of the first card dealt after a cross of five, "
    "building down regardless of suit on the cross.",
)


@hookimpl
def patience_variant() -> Variant:
    """General Sedgewick."""
    return VARIANT
