"""Anna: two packs, the eight knaves built down in suit to the kings, eight help packets built up in suit.

Cadogan 1914, "Anna". Eight cards are dealt as an A, the helps; the knaves are
the foundations, laid as an N as they turn up, and descend in suit through the
ace to the king. Cards are married on the helps in ascending sequence of their
suit, but nothing goes on a queen; only the top card of a help is available,
and a help emptied is refilled from the talon or the pack. The pack is turned
one card at a time, the cards that fit nowhere forming the talon, which may be
dealt again twice. Won when the N is eight kings, and the A eight queens.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, hookimpl, illegal
from patience_core.cards import KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Redeals,
    Refill,
    Suits,
    Talon,
    numbered,
    table_of,
)

ANNA = CADOGAN_1914.game("Anna")
FOUNDATIONS, HELPS = numbered("f", 8), numbered("a", 8)
TABLE = table_of(foundation=FOUNDATIONS, tableau=HELPS, waste="talon", stock="stock")

#: The knaves "descend in sequence to kings": below the ace comes the king, as the final N of kings shows.
THROUGH_THE_ACE = Reading("a knave descends through the ace to the king", of=ANNA.play(1))
#: A marriage is in suit (the book's terms); "ascending line" stops at the king, the end of a suit.
MARRIAGES = Reading("helps are married up in suit, to the king", of=ANNA.play(2))
#: Play ¶2 refills vacancies "from the pack or talon" and names no order: the talon first keeps it short.
TALON_FIRST = Reading("a help emptied is refilled from the talon, else the pack", of=ANNA.play(2))
#: Play ¶5 says only that the talon "may be re-dealt": turned over as it lies.
TURNED_OVER = Reading("the talon is turned over and dealt again unshuffled", of=ANNA.play(5))


MARRYING = Building(MARRIAGES, piles=HELPS, build=Build.UP, suit=Suits.SAME)


class NothingOnAQueen:
    """A queen among the helps stays a single card (rule III); what a saved game must keep of the helps."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "Anna", rule III: no card is laid on a queen of the helps."""
        if isinstance(move, Move) and move.target in HELPS:
            top = position.pile(move.target).top
            if top is not None and top.rank == QUEEN:
                return illegal("no card is laid on a queen among the helps", ANNA.rule("III"))
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Rules II–III, play ¶2: each help a marriage up in suit, nothing on a queen, none empty while cards remain."""
        problems = []
        left = position.pile("stock").cards or position.pile("talon").cards
        for pile in (position.pile(pile_id) for pile_id in HELPS):
            if not pile.cards and left:
                problems.append(f"{pile.id} is empty while the pack or the talon holds cards")
            elif any(card.rank == QUEEN for card in pile.cards[:-1]) or not MARRYING.is_sequence(pile.cards):
                problems.append(f"{pile.id} is not a marriage up in suit ending at most with a queen")
        return problems


#: The book's rules, one clause each, and the one hook written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(ANNA.play(1), to=HELPS, rounds=1), rest="stock"),
    Foundations(THROUGH_THE_ACE, start=KNAVE, build=Build.DOWN, wrap=True, end=KING),
    Available(ANNA.rule("II"), piles=HELPS, rule="only the uppermost card of a help is available"),
    MARRYING,
    Talon(ANNA.play(3)),
    Refill(TALON_FIRST, piles=HELPS, supply=("talon", "stock")),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    NothingOnAQueen(),
)
RULES += (CardMoves(RULES),)

#: Anna and its edition.
VARIANT = variant(
    "anna",
    "Anna",
    packs=2,
    readings=(THROUGH_THE_ACE, MARRIAGES, TALON_FIRST, TURNED_OVER),
    changes="the book's rules: knaves down through the ace to the kings, helps married up in suit",
    rules=RULES,
    redeals=2,
    summary="Build eight knaves down in suit through the aces to the kings, marrying cards up in suit "
    "on eight helps, where a queen takes nothing.",
)

patience_variant = published(VARIANT)
