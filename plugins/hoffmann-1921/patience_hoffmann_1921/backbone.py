"""Backbone Patience: a backbone of ten overlapping pairs and a foot, eight ribs, eight aces built up in suit.

Hoffmann 1921, No. 13 "Backbone Patience". Two packs, shuffled separately and
used one after the other. From the first, twenty cards are dealt in pairs, each
pair overlapping the one before, to make the backbone; the twenty-first lies
across its foot, and four cards on each side are the ribs. Aces met in the
layout are laid in a row below as foundations, the next card taking their
place, and are built up in suit to the kings. The ribs and the lowest card of
the backbone (or the lowest pair, once the cards below them are gone) are
available; cards are packed on the ribs downwards in suit, a rib's place is
filled at once, the backbone's are not. The pack is then dealt one card at a
time to a waste-heap, the second pack after the first; a king come to the foot
of the backbone may be sent to the bottom of the pack. One redeal.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Action, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    OneCard,
    PacksApart,
    Part,
    Redeals,
    Refill,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant

GAME = HOFFMANN_1921.game(13)
#: The backbone's pairs from the top down: pair k is b(2k-1) and b(2k); the tenth lies just above the foot.
SPINE = numbered("b", 20)
PAIRS = tuple(SPINE[i : i + 2] for i in range(0, len(SPINE), 2))
RIBS, FOUNDATIONS = numbered("r", 8), numbered("f", 8)
BACKBONE = (*SPINE, "foot")
TABLE = table_of(foundation=FOUNDATIONS, tableau=RIBS, reserve=BACKBONE, waste="talon", stock="stock")

#: ¶3: the lowest card "or the two lowest cards, when two cards are freed by the removal of those below them": the
#: backbone is read as pairs, each pair freed whole when the foot and the pairs below it are gone.
PAIRS_FREED = Reading(
    "the foot is free; each pair of the backbone is free once the foot and the pairs below it are gone",
    of=GAME.paragraph(3),
)
#: ¶3's examples pack the five of clubs on the six of clubs; the six of diamonds "on the seven", suit unnamed.
DOWN_IN_SUIT = Reading("cards are packed on the ribs one at a time, downwards in suit", of=GAME.paragraph(3))
#: ¶3: a rib's place "is at once filled with another card from the pack (or with the top to form it)": the garbled
#: parenthesis read as the waste-heap's top, once the pack is out.
RIB_FILLED = Reading(
    "a rib's place is filled at once from the pack, or, once the pack is out, from the waste-heap's top",
    of=GAME.paragraph(3),
)
#: ¶5: "a king falling to that position", the base of the backbone: the foot, or a card of the lowest pair then free.
KING_TO_THE_BOTTOM = Reading(
    "a king that is a free card of the backbone may be put under the pack, the next card taking its place",
    of=GAME.paragraph(5),
)
#: ¶6: "the waste-heap is turned over, and dealt once more".
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.paragraph(6))


def lowest_pair(position: Position) -> tuple[str, ...]:
    """The free places of the backbone: the foot while it holds its card, else the lowest pair with a card."""
    if position.pile("foot").cards:
        return ("foot",)
    for pair in reversed(PAIRS):
        if any(position.pile(pile_id).cards for pile_id in pair):
            return pair
    return ()


class TheBackbone:
    """¶3: of the backbone only the foot is free, then the lowest pair, once the cards below it are gone."""

    governs: ClassVar[Part] = Part.AVAILABLE
    cite = PAIRS_FREED
    rule = "only the foot of the backbone, or its lowest pair once the cards below are gone, is free"

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """A card of the backbone is free only at its base."""
        if pile.id not in BACKBONE:
            return None
        if count != 1 or pile.id not in lowest_pair(position):
            return illegal(self.rule, self.cite)
        return legal("a card at the base of the backbone is free", self.cite)

    def liftable(self, pile: Pile) -> tuple[int, ...] | None:
        """One card from a place of the backbone (the rule above says which); ``None`` for other piles."""
        if pile.id not in BACKBONE:
            return None
        return (1,) if pile.cards else ()


class KingUnderThePack:
    """¶5: a king at the base of the backbone may go to the bottom of the pack, the next card taking its place."""

    governs: ClassVar[Part] = Part.SPECIAL
    cite = KING_TO_THE_BOTTOM
    rule = "a king at the base of the backbone may be put under the pack"

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The king's move, where a free card of the backbone is a king."""
        return [
            Move(pile_id, "stock")
            for pile_id in lowest_pair(position)
            if (card := position.pile(pile_id).top) is not None and card.rank == KING
        ]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Only a free king of the backbone goes to the pack, and only while the pack has a card to replace it."""
        if not isinstance(move, Move) or move.target != "stock":
            return None
        card = position.pile(move.source).top if move.source in BACKBONE else None
        if card is None or card.rank != KING or move.source not in lowest_pair(position) or move.count != 1:
            return illegal("only a king at the base of the backbone goes under the pack", self.cite)
        if not position.pile("stock").cards:
            return illegal("the pack has no card to take the king's place", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The king under the pack, the pack's top card in its place."""
        if not isinstance(move, Move) or move.target != "stock" or move.source not in BACKBONE:
            return None
        king = position.pile(move.source).cards[-1]
        stock = position.pile("stock").cards
        return position.with_piles({move.source: (stock[-1],), "stock": (king, *stock[:-1])})


ACES = Foundations(GAME.paragraph(2), piles=FOUNDATIONS, start=ACE, end=KING)
PACKING = Building(DOWN_IN_SUIT, piles=RIBS, build=Build.DOWN, suit=Suits.SAME)

#: The booklet's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        PacksApart(GAME.paragraph(1)),
        DealRound(GAME.paragraph(2), to=(*BACKBONE, *RIBS), rounds=1, aside=ACES),
        rest="stock",
    ),
    ACES,
    PACKING,
    Available(GAME.paragraph(3), piles=RIBS, rule="a rib's top card is available"),
    OneCard(GAME.paragraph(1), piles=BACKBONE, rule="a place of the backbone holds one card"),
    Spaces(GAME.paragraph(3), piles=BACKBONE, take=Space.NOTHING),
    TheBackbone(),
    Talon(GAME.paragraph(4)),
    Refill(RIB_FILLED, piles=RIBS, supply=("stock", "talon")),
    KingUnderThePack(),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
)
RULES += (CardMoves(RULES),)

#: Backbone Patience and its edition.
VARIANT = variant(
    "backbone",
    13,
    packs=2,
    rules=RULES,
    redeals=1,
    readings=(PAIRS_FREED, DOWN_IN_SUIT, RIB_FILLED, KING_TO_THE_BOTTOM, TURNED_OVER),
    changes="the booklet's rules: the packs shuffled apart, a backbone of ten pairs and a foot freed from the "
    "bottom, eight ribs packed down in suit and refilled at once, eight aces built up in suit, a king at the foot "
    "sent under the pack, one redeal",
    summary="Free a backbone of ten pairs from its foot, packing on eight ribs down in suit, and build eight aces "
    "up in suit; one redeal.",
)

patience_variant = published(VARIANT)
