"""Margarethe: one pack, the court cards set out as an M and built down in suit, three ranks each.

Cadogan 1914, "Margarethe". The twelve court cards are the foundations: each
king takes the ten, nine and eight of its suit, each knave the seven, six and
five, each queen the four, three and two. The aces, as they appear, go together
into one packet in the M. Nine help cards, set out as an A, are played from
and refilled from the pack; the pack is turned one card at a time, the cards
that fit nowhere forming the talon, which may be dealt again once. Won when
every card is home: an M of eights, fives and twos, the aces across it.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Position, hookimpl
from patience_core.cards import ACE, KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    Refill,
    SetOut,
    Suits,
    Talon,
    numbered,
    table_of,
)

MARGARETHE = CADOGAN_1914.game("Margarethe")
KINGS, KNAVES, QUEENS = numbered("k", 4), numbered("n", 4), numbered("q", 4)
HELPS = numbered("a", 9)
TABLE = table_of(foundation=(*KINGS, *KNAVES, *QUEENS, "aces"), reserve=HELPS, waste="talon", stock="stock")

#: Play ¶2 fills the help cards "from the pack in hand": the talon does not refill them.
FROM_THE_PACK = Reading("a help card played is replaced from the pack only", of=MARGARETHE.play(2))
#: The talon dealt again as it lies, turned over, not shuffled: play ¶4 says only "re-dealt".
TURNED_OVER = Reading("the talon is turned over and dealt again unshuffled", of=MARGARETHE.play(4))


class HelpCards:
    """A help card is one card, refilled at once while the pack lasts (play ¶1–2)."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Play ¶1–2: nine single help cards, none empty while the pack lasts before the redeal."""
        stock = position.pile("stock").cards and position.redeals_left == VARIANT.redeals
        problems = []
        for pile in (position.pile(pile_id) for pile_id in HELPS):
            if len(pile.cards) > 1:
                problems.append(f"{pile.id} holds {len(pile.cards)} cards; a help card is one card")
            elif not pile.cards and stock:
                problems.append(f"{pile.id} is empty while the pack lasts, before the redeal")
        return problems


#: The M: kings, knaves and queens, each built down in suit from its own rank (rule II); the aces' packet (play ¶1).
#: The game is won with every group complete, the whole pack on the M (play ¶3).
COURTS = (
    Foundations(MARGARETHE.rule("II"), piles=KINGS, order=(KING, 10, 9, 8), set_out=True),
    Foundations(MARGARETHE.rule("II"), piles=KNAVES, order=(KNAVE, 7, 6, 5), set_out=True),
    Foundations(MARGARETHE.rule("II"), piles=QUEENS, order=(QUEEN, 4, 3, 2), set_out=True),
    Foundations(MARGARETHE.play(1), piles=("aces",), order=(ACE,) * 4, suit=Suits.ANY),
)

#: The book's rules, one clause each, and the one hook written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(
            MARGARETHE.play(1),
            tuple(f"{rank}{suit}" for rank in "KJQ" for suit in "CSHD"),
            to=(*KINGS, *KNAVES, *QUEENS),
        ),
        DealRound(MARGARETHE.play(1), to=HELPS, rounds=1),
        rest="stock",
    ),
    *COURTS,
    Available(MARGARETHE.play(2), piles=HELPS, rule="a help card is available"),
    Talon(MARGARETHE.play(2)),
    Refill(FROM_THE_PACK, piles=HELPS, supply=("stock",)),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    HelpCards(),
)
RULES += (CardMoves(RULES),)

#: Margarethe and its edition.
VARIANT = variant(
    "margarethe",
    "Margarethe",
    packs=1,
    readings=(FROM_THE_PACK, TURNED_OVER),
    changes="the book's rules: help cards refilled from the pack, the talon dealt again once as it lies",
    rules=RULES,
    redeals=1,
    summary="Set the court cards out as an M and build each down in suit through three ranks: "
    "kings to the eights, knaves to the fives, queens to the twos, the aces in a packet of their own.",
)

patience_variant = published(VARIANT)
