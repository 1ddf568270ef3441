"""The Queens: two packs, a key of thirty-two cards to be played out, a shutter of seven, queens that pay.

Cadogan 1914, "The Queens". Thirty-two cards make the key, whose uppermost
card alone is available, and only to a foundation; a queen on top of the key
when it is set out sends fourteen cards of it to the bottom of the pack. Seven
cards make the shutter, the kings going up as foundations, which ascend in suit
through the ace to the queen. The shutter's cards marry downwards in suit, and
a space in it is refilled at once. The pack is turned one card at a time onto
the talon; when it is out, each queen in the talon pays for three cards from
the bottom of the talon, and she and they are dealt again.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Deal, Move, Position, Role, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING, QUEEN, Card
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealPackets,
    DealStep,
    Foundations,
    Layout,
    Refill,
    Suits,
    Talon,
    numbered,
    table_of,
)

QUEENS = CADOGAN_1914.game("The Queens")
FOUNDATIONS, SHUTTER = numbered("f", 8), numbered("s", 7)
TABLE = table_of(foundation=FOUNDATIONS, reserve="key", tableau=SHUTTER, waste="talon", stock="stock")

#: Play ¶1 pays for the queens on the key as it is set out, and says no more of the key's queens.
PAID_ONCE = Reading("the key pays for its queens only when it is set out", of=QUEENS.rule("IV"))
#: Play ¶1 puts the fourteen cards "at the bottom of the pack", which is dealt face down.
TURNED_UNDER = Reading("the key's fourteen cards go face down under the pack", of=QUEENS.play(1))
#: Play ¶3 refills the shutter's spaces "at once"; once the pack is out, only the talon has cards.
FROM_PACK_OR_TALON = Reading("a space is refilled at once from the pack, or the talon", of=QUEENS.play(3))
#: Play ¶4-5 deal again each queen of the talon with three cards from its bottom, in the order laid.
PAYMENT = Reading("each queen of the talon is dealt again with three cards from its bottom", of=QUEENS.rule("V"))
#: The text sets no end to the payments: a whole round of the talon that places no card ends them.
ROUND_WITHOUT_PLAY = Reading("the payments end after a round of the talon that places no card", of=QUEENS.play(5))


class KeyPays(DealStep):
    """While the key's uppermost card is a queen, fourteen cards of its top go under the pack (rule IV, play ¶1)."""

    cite = PAID_ONCE

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each queen on top takes herself and thirteen cards below her, turned face down, under the pack."""
        key = table["key"]
        while key and key[-1].rank == QUEEN:
            packet = key[-14:]
            del key[-14:]
            pack[:0] = packet[::-1]


class Shutter(DealStep):
    """Seven cards, one to each place of the shutter; a king dealt goes up as a foundation (play ¶2)."""

    cite = QUEENS.play(2)

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Deal each place a card, setting the kings turned up on the empty foundations in order."""
        for place in SHUTTER:
            while pack and not table[place]:
                card = pack.pop()
                if card.rank == KING:
                    table[next(f for f in FOUNDATIONS if not table[f])].append(card)
                else:
                    table[place].append(card)


class KeyToFoundationsOnly:
    """A card of the key may only be played on a foundation (rule III)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Queens", rule III: not onto the shutter, nor anywhere but a foundation."""
        if isinstance(move, Move) and move.source == "key" and move.target not in FOUNDATIONS:
            return illegal("cards from the key can only be played on the foundations", QUEENS.rule("III"))
        return None


class QueensPay:
    """With the pack out, the talon's queens and three cards each from its bottom are a fresh pack (rule V)."""

    def _left(self, position: Position) -> int:
        return len(position.pile("stock").cards) + len(position.pile("talon").cards)

    def _idle(self, position: Position) -> int:
        """Cards paid out since a card last left the pack or the talon for good."""
        left: int | None = position.get("left")
        return 0 if left is None or self._left(position) < left else int(position.get("idle", 0))

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The payment is offered once the pack is out."""
        return [] if position.pile("stock").cards else [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The pack out, a queen in the talon, and not a whole round of the talon paid out without a card placed."""
        if not isinstance(move, Deal):
            return None
        talon = position.pile("talon").cards
        if position.pile("stock").cards:
            return illegal("the queens are paid for only when the pack is exhausted", QUEENS.play(4))
        if not any(card.rank == QUEEN for card in talon):
            return illegal("there is no queen in the talon to pay for", PAYMENT)
        if self._idle(position) >= len(talon):
            return illegal("the whole talon has been paid out again without a card placed", ROUND_WITHOUT_PLAY)
        return legal("each queen of the talon pays three cards from its bottom", PAYMENT)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The queens and their payment, in the order they were laid, become the pack; the rest stays the talon."""
        if not isinstance(move, Deal):
            return None
        talon = position.pile("talon").cards
        owed = 3 * sum(card.rank == QUEEN for card in talon)
        paid, kept = [], []
        for card in talon:
            if card.rank == QUEEN or owed > 0:
                owed -= card.rank != QUEEN
                paid.append(card)
            else:
                kept.append(card)
        after = position.with_piles({"stock": paid[::-1], "talon": kept})
        return after.with_state(left=self._left(position), idle=self._idle(position) + len(paid))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The payments' counts are ones play can reach; the foundations begin with kings."""
        problems = [
            f"foundation {pile.id} begins with {pile.cards[0]}, not a king"
            for pile in position.piles_of(Role.FOUNDATION)
            if pile.cards and pile.cards[0].rank != KING
        ]
        left, idle = position.get("left"), position.get("idle")
        if left is None and idle is None:
            return problems
        if type(left) is not int or not self._left(position) <= left <= 104:
            problems.append(f"state 'left' is {left!r}, not what the pack and talon held at the last payment")
        if type(idle) is not int or not 0 <= idle <= 208:
            problems.append(f"state 'idle' is {idle!r}, not a count of cards paid out")
        return problems


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealPackets(QUEENS.play(1), size=32, to=("key",)), KeyPays(), Shutter(), rest="stock"),
    Foundations(QUEENS.play(2), start=KING, wrap=True, end=QUEEN),
    Available(QUEENS.rule("II"), piles=("key",), rule="the uppermost card of the key is alone available"),
    Available(QUEENS.play(3), piles=SHUTTER, rule="the uppermost card of a place of the shutter is available"),
    Building(QUEENS.play(3), piles=SHUTTER, suit=Suits.SAME),
    Talon(QUEENS.play(3)),
    Refill(FROM_PACK_OR_TALON, piles=SHUTTER, supply=("stock", "talon")),
    KeyToFoundationsOnly(),
    QueensPay(),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "queens",
    "The Queens",
    packs=2,
    readings=(PAID_ONCE, TURNED_UNDER, FROM_PACK_OR_TALON, PAYMENT, ROUND_WITHOUT_PLAY),
    changes="the book's rules",
    rules=RULES,
    summary="Play out a key of thirty-two cards onto eight kings built up in suit to queens, "
    "with a shutter of seven and a talon whose queens pay for fresh cards.",
)

patience_variant = published(VARIANT)
