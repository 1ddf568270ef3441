"""The Congress: two packs, the eight aces set out, rows of eight dealt as rivers, four help packets, later eight.

Cadogan 1914, "The Congress". The eight aces are the foundations, built up in
suit to the kings. Four help cards lie below, and above them the rivers, dealt
a row of eight at a time, each row partly covering the one before: only a
card with nothing below it is available, and playing it releases the card it
covered. A card from the rivers or the helps goes to a foundation, or is
married on a help packet, one lower in suit; nothing is ever laid on the
rivers. While the pack lasts, every vacancy is refilled from it, the
uppermost rows of the rivers first; once it is out, the helps may grow to
eight packets, each begun with a card from the rivers. No redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Deal, Move, Position, Ruling, encode_cards, hookimpl, illegal, legal
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    SetOut,
    Space,
    Spaces,
    Suits,
    TakesOnlyFrom,
    numbered,
    table_of,
)

CONGRESS = CADOGAN_1914.game("The Congress")
FOUNDATIONS = numbered("f", 8)
RIVERS = numbered("r", 8)
HELPS = numbered("h", 8)
FIRST_HELPS = HELPS[:4]
TABLE = table_of(foundation=FOUNDATIONS, tableau=(*RIVERS, *HELPS), stock="stock")
#: The cards dealt from the pack: both packs but the eight aces.
DEALT = 96
#: The most rows the rivers can hold: four cards to the helps, eight to a row (the last may be short).
MOST_ROWS = 12

#: Play ¶1 refills vacancies "after dealing each row" and before the next: one act of the deal.
REFILL_WHEN_DEALING = Reading(
    "the vacancies are refilled when the player deals, uppermost rows first, then the helps; "
    "the next row is dealt when none is left",
    of=CONGRESS.play(1),
)
MARRIAGES = Building(CONGRESS.rule("III"), piles=HELPS, build=Build.DOWN, suit=Suits.SAME)


def rows(position: Position) -> int:
    """How many rows of the rivers have been dealt."""
    dealt: int = position.get("rows", 1)
    return dealt


class Rows:
    """The pack dealt onto the rivers a row at a time, each vacancy refilled first (play ¶1; rule V)."""

    rule = "the vacancies are refilled from the pack, the uppermost rows first; then a row of eight is dealt"

    def vacancies(self, position: Position) -> list[str]:
        """The piles a card is owed to, in the order they are refilled: the rivers row by row, then the helps."""
        height = {pile_id: len(position.pile(pile_id).cards) for pile_id in RIVERS}
        owed = []
        for row in range(1, rows(position) + 1):
            owed += [pile_id for pile_id in RIVERS if height[pile_id] < row]
        return owed + [pile_id for pile_id in FIRST_HELPS if not position.pile(pile_id).cards]

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The deal, while the pack lasts."""
        return [Deal()] if position.pile("stock").cards else []

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal needs a card in the pack."""
        if not isinstance(move, Deal):
            return None
        if not position.pile("stock").cards:
            return illegal("the pack is exhausted", CONGRESS.play(2))
        return legal(self.rule, REFILL_WHEN_DEALING)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Refill every vacancy the pack can, in order; if there was none, deal the next row."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile("stock").cards)
        owed = self.vacancies(position)
        after = position if owed else position.with_state(rows=rows(position) + 1)
        changes: dict[str, tuple[Card, ...]] = {}
        for pile_id in owed or RIVERS:
            if stock:
                changes[pile_id] = (*changes.get(pile_id, position.pile(pile_id).cards), stock.pop())
        return after.with_piles({**changes, "stock": tuple(stock)})

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The rows counted are rows the pack could deal; no river is deeper; no new help while the pack lasts."""
        dealt = rows(position)
        if isinstance(dealt, bool) or not isinstance(dealt, int) or not 1 <= dealt <= MOST_ROWS:
            return [f"state 'rows' is {dealt!r}, not a number of rows from 1 to {MOST_ROWS}"]
        problems = [
            f"{pile_id} holds more cards than the {dealt} rows dealt"
            for pile_id in RIVERS
            if len(position.pile(pile_id).cards) > dealt
        ]
        problems += [
            f"{pile_id} is not a marriage downwards in suit"
            for pile_id in HELPS
            if not MARRIAGES.is_sequence(position.pile(pile_id).cards)
        ]
        stock = position.pile("stock").cards
        if stock:
            problems += [
                f"{pile_id} is begun while the pack lasts" for pile_id in HELPS[4:] if position.pile(pile_id).cards
            ]
            if DEALT - len(stock) < len(FIRST_HELPS) + len(RIVERS) * dealt:
                problems.append(f"{dealt} rows are dealt, but the pack has given too few cards for them")
        return problems


class NewHelps:
    """A help packet emptied, or a new one, takes a card from the rivers only once the pack is out (play ¶2)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """While the pack lasts, a vacancy among the helps waits for the deal to refill it from the pack."""
        if not isinstance(move, Move) or move.target not in HELPS or position.pile(move.target).cards:
            return None
        if position.pile("stock").cards:
            return illegal("while the pack lasts a vacancy among the helps is refilled from the pack", CONGRESS.play(1))
        return None


class AfterThePack:
    """A solver hint: once the pack is out, the rivers are alike, the helps are alike, and two foundations of a suit."""

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes | None:
        """The heights of each suit's two foundations, sorted; the rivers sorted; the helps sorted."""
        if position.pile("stock").cards:
            return None  # the deal refills the rivers and the helps in their order
        heights = [len(position.pile(pile_id).cards) for pile_id in FOUNDATIONS]
        pairs = bytes(height for suit in range(4) for height in sorted(heights[suit::4]))
        rivers = sorted(encode_cards(position.pile(pile_id).cards) for pile_id in RIVERS)
        helps = sorted(encode_cards(position.pile(pile_id).cards) for pile_id in HELPS)
        return b"\x7f".join((pairs, *rivers, b"", *helps))


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(CONGRESS.play(1), ("AC", "AS", "AH", "AD") * 2, to=FOUNDATIONS, stays=True),
        DealRound(CONGRESS.play(1), to=FIRST_HELPS, rounds=1),
        DealRound(CONGRESS.play(1), to=RIVERS, rounds=1),
        rest="stock",
    ),
    Foundations(CONGRESS.rule("I"), set_out=True),
    Available(CONGRESS.rule("V"), piles=RIVERS, rule="only the card at the foot of a river is available"),
    Available(CONGRESS.rule("IV"), piles=HELPS, rule="only the uppermost card of a help packet is available"),
    MARRIAGES,
    TakesOnlyFrom(
        CONGRESS.rule("II"), piles=RIVERS, sources=("stock",), rule="cards marry from the rivers to the helps, not back"
    ),
    Spaces(CONGRESS.play(2), piles=HELPS, take=Space.ANY, sources=RIVERS),
    NewHelps(),
    Rows(),
    AfterThePack(),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "congress",
    "The Congress",
    packs=2,
    readings=(REFILL_WHEN_DEALING,),
    changes="the book's rules: vacancies refilled when the player deals, before the next row",
    rules=RULES,
    state_notes=(("rows", "rows of the rivers dealt"),),
    summary="Build the eight aces up in suit from rivers dealt in rows of eight, each blocking the last, "
    "marrying downwards in suit on four help packets, eight once the pack is out.",
)

patience_variant = published(VARIANT)
