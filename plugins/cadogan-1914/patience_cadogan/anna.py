"""Anna: two packs, the eight knaves built down in suit to the kings, eight help packets built up in suit.

Cadogan 1914, "Anna". Eight cards are dealt as an A, the helps; the knaves are
the foundations, laid as an N whenever they turn up (in the deal of the A, in
a refill from the pack, or turned from it), and descend in suit through the
ace to the king. Cards are married on the helps in ascending sequence of their
suit, but nothing goes on a queen; only the top card of a help is available,
and a help emptied is refilled from the talon or the pack. The pack is turned
one card at a time, the cards that fit nowhere forming the talon, which may be
dealt again twice. Won when the N is eight kings, and the A eight queens.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, hookimpl, illegal
from patience_core.cards import KING, KNAVE, QUEEN, Card
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
#: A marriage is in suit (the book's terms), in "ascending line" (play ¶2): up to the ten, since a knave goes to the N
#: (play ¶1) and a queen takes nothing (rule III).
MARRIAGES = Reading("helps are married up in suit", of=ANNA.play(2))
#: Play ¶2 refills vacancies "from the pack or talon" and names no order: the talon first keeps it short.
TALON_FIRST = Reading("a help emptied is refilled from the talon, else the pack", of=ANNA.play(2))
#: Play ¶5 says only that the talon "may be re-dealt": turned over as it lies.
TURNED_OVER = Reading("the talon is turned over and dealt again unshuffled", of=ANNA.play(5))


MARRYING = Building(MARRIAGES, piles=HELPS, build=Build.UP, suit=Suits.SAME)
#: Play ¶1: the knaves, "whenever in the course of the deal" they turn up, are placed to form the N.
THE_N = Foundations(THROUGH_THE_ACE, piles=FOUNDATIONS, start=KNAVE, build=Build.DOWN, wrap=True, end=KING)
KNAVES_TO_THE_N = "a knave is placed in the N as it turns up"


class KnavesToTheN:
    """Play ¶1: a knave goes to the N whenever it turns up, from the pack or in refilling a help from it."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A knave moves only to a place of the N."""
        if not isinstance(move, Move) or move.target in FOUNDATIONS:
            return None
        card = position.pile(move.source).top
        if card is not None and card.rank == KNAVE:
            return illegal(KNAVES_TO_THE_N, ANNA.play(1))
        return None


class Refilled(Refill):
    """Play ¶1–2: a help emptied is refilled from the talon, else the pack; a knave it turns up goes to the N.

    The talon never holds a knave, so only the pack can turn one up here; the
    next card of the pack then takes the vacancy, as in the deal of the A.
    """

    def fill(self, position: Position, pile_id: str) -> Position:
        """The help refilled; each knave the pack gives it laid in the first empty place of the N."""
        position = super().fill(position, pile_id)
        while (card := position.pile(pile_id).top) is not None and card.rank == KNAVE:
            place = _empty_place(position, card)
            if place is None:
                break
            position = super().fill(position.with_piles({pile_id: (), place: (card,)}), pile_id)
        return position


def _empty_place(position: Position, card: Card) -> str | None:
    """The first place of the N that ``card`` may begin."""
    return next((pile.id for pile in map(position.pile, FOUNDATIONS) if THE_N.fits(pile, card)), None)


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
        """Play ¶1–2, rules II–III: each help a marriage up in suit, no knave, a queen alone, none empty too soon.

        The talon holds no knave either: each goes to the N as it turns up.
        """
        problems = []
        left = position.pile("stock").cards or position.pile("talon").cards
        for pile in (position.pile(pile_id) for pile_id in HELPS):
            if not pile.cards and left:
                problems.append(f"{pile.id} is empty while the pack or the talon holds cards")
            elif any(card.rank == KNAVE for card in pile.cards):
                problems.append(f"{pile.id} holds a knave, which goes to the N as it turns up")
            elif (len(pile.cards) > 1 and any(card.rank == QUEEN for card in pile.cards)) or not MARRYING.is_sequence(
                pile.cards
            ):
                problems.append(f"{pile.id} is not a marriage up in suit, or a queen alone")
        if any(card.rank == KNAVE for card in position.pile("talon").cards):
            problems.append("the talon holds a knave, which goes to the N as it turns up")
        return problems


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(ANNA.play(1), to=HELPS, rounds=1, aside=THE_N), rest="stock"),
    THE_N,
    Available(ANNA.rule("II"), piles=HELPS, rule="only the uppermost card of a help is available"),
    MARRYING,
    Talon(ANNA.play(3)),
    Refilled(TALON_FIRST, piles=HELPS, supply=("talon", "stock")),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    NothingOnAQueen(),
    KnavesToTheN(),
)
RULES += (CardMoves(RULES),)

#: Anna and its edition.
VARIANT = variant(
    "anna",
    "Anna",
    packs=2,
    readings=(THROUGH_THE_ACE, MARRIAGES, TALON_FIRST, TURNED_OVER),
    changes="the book's rules: knaves to the N as they turn up, down through the ace to the kings; helps married up",
    rules=RULES,
    redeals=2,
    summary="Build eight knaves down in suit through the aces to the kings, marrying cards up in suit "
    "on eight helps, where a queen takes nothing.",
)

patience_variant = published(VARIANT)
