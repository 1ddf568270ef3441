"""The Labyrinth: two packs dealt in rows of ten, a card free when nothing lies above or below it.

Cadogan 1914, "The Labyrinth". Four aces and four kings of different suits are
set out first: the aces build up and the kings down, in suit. The pack is
dealt in rows of ten; only a card with no card above it or none below it in
its column may be played, and only to a foundation. A gap in the row being
dealt is filled at once from the pack; gaps in the rows above stay. When the
pack is out and nothing more can be played, one card anywhere may be taken
out, the grace. There is no redeal.

A column is kept as two piles: ``h1`` to ``h10`` hold each column's uppermost
card, the one free from above, and ``t1`` to ``t10`` the rest of it, the last
card free from below. The grace card waits on ``grace`` until it can be played.
"""

from __future__ import annotations

from patience_cadogan.book import published, variant
from patience_core import Action, Deal, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KING, Card
from patience_core.clauses import Available, Build, DealRound, Foundations, Layout, SetOut, numbered, table_of
from patience_core.sources import CADOGAN_1914, Reading

LABYRINTH = CADOGAN_1914.game("The Labyrinth")
ACES, KINGS = numbered("f", 4), tuple(f"f{i}" for i in range(5, 9))
HEADS, COLUMNS = numbered("h", 10), numbered("t", 10)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=HEADS, tableau=COLUMNS) + table_of(reserve="grace", stock="stock")
REFILL = Reading("a gap in the row being dealt is filled at once from the pack", of=LABYRINTH.rule("III"))
GRACE = Reading("the grace card is set aside, free, until it can be played", of=LABYRINTH.play(5))


UP = Foundations(LABYRINTH.rule("I"), piles=ACES, start=ACE, set_out=True)
DOWN = Foundations(LABYRINTH.rule("I"), piles=KINGS, build=Build.DOWN, start=KING, set_out=True)


class Rows:
    """How the rows are dealt, released and refilled (rules II–IV, play ¶2–5)."""

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The moves worth judging: each free card to the foundations it fits (every move is still judged)."""
        moves: list[Action] = []
        for source in (*HEADS, *COLUMNS, "grace"):
            card = position.pile(source).top
            if card is not None:
                homes = (group.next_home(position, card) for group in (UP, DOWN))
                moves += [Move(source, home.id) for home in homes if home is not None]
        return moves

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next row, and once the pack is out, the grace: any one card of the tableau."""
        if position.pile("stock").cards:
            return [Deal()]
        moves: list[Action] = [Move(pile_id, "grace") for pile_id in HEADS if position.pile(pile_id).cards]
        for pile_id in COLUMNS:
            moves += [Move(pile_id, "grace", depth) for depth in range(1, len(position.pile(pile_id).cards) + 1)]
        return moves

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A row is dealt whole while the pack lasts; the grace is taken once, when the pack is out."""
        if isinstance(move, Deal):
            if position.pile("stock").cards:
                return legal("the pack is dealt in rows of ten", LABYRINTH.play(4))
            return illegal("the pack is dealt out", LABYRINTH.play(4))
        if not isinstance(move, Move) or move.target != "grace":
            return None
        if position.pile("stock").cards:
            return illegal("the grace is taken only when the pack is exhausted", LABYRINTH.play(5))
        if position.get("grace_used"):
            return illegal("the grace is taken once", LABYRINTH.play(5))
        if move.source not in (*HEADS, *COLUMNS) or (move.source in HEADS and move.count != 1):
            return illegal("the grace takes one card of the tableau", LABYRINTH.play(5))
        return legal("one card of the tableau may be removed, the grace", GRACE)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A saved game keeps each column's uppermost card in its head, and one grace card at most."""
        problems = [
            f"{column} holds cards but {head}, the card above them, is empty"
            for head, column in zip(HEADS, COLUMNS, strict=True)
            if position.pile(column).cards and not position.pile(head).cards
        ]
        if len(position.pile("grace").cards) > 1 or (position.pile("grace").cards and not position.get("grace_used")):
            problems.append("the grace is one card, taken once")
        if any(len(position.pile(head).cards) > 1 for head in HEADS):
            problems.append("a column's head is its one uppermost card")
        return problems

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Deal a row, or move a card; then release the card below a head, and refill a gap in the last row."""
        stock = list(position.pile("stock").cards)
        if isinstance(move, Deal):
            changes: dict[str, tuple[Card, ...]] = {}
            for head, column in zip(HEADS, COLUMNS, strict=True):
                if stock:
                    row = column if position.pile(head).cards else head
                    changes[row] = (*position.pile(row).cards, stock.pop())
            changes["stock"] = tuple(stock)
            return position.with_piles(changes)
        if not isinstance(move, Move):
            return None
        source = position.pile(move.source)
        taken = source.cards[-move.count]
        left = source.cards[: -move.count] + source.cards[len(source.cards) - move.count + 1 :]
        target = position.pile(move.target)
        after = position.with_piles({source.id: left, target.id: (*target.cards, taken)})
        if move.target == "grace":
            after = after.with_state(grace_used=True)
        if source.id in HEADS:
            column = COLUMNS[HEADS.index(source.id)]
            rest = after.pile(column).cards
            if rest:  # the next card down is now free from above
                return after.with_piles({source.id: rest[:1], column: rest[1:]})
        if stock and (source.id in COLUMNS or source.id in HEADS):  # the card left the row being dealt
            return after.with_piles({source.id: (*after.pile(source.id).cards, stock[-1]), "stock": stock[:-1]})
        return after


#: The rules of the game, bottom layer first: the clauses, then the hooks written by hand.
RULES = (
    Layout(
        TABLE,
        SetOut(LABYRINTH.play(1), ("AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD"), to=(*ACES, *KINGS)),
        DealRound(LABYRINTH.play(2), to=HEADS, rounds=1),
        rest="stock",
    ),
    UP,
    DOWN,
    Available(LABYRINTH.rule("II"), piles=(*HEADS, *COLUMNS), rule="a card free from above or below is available"),
    Available(GRACE, piles=("grace",), rule="the grace card is available"),
    Rows(),
)

VARIANT = variant(
    "labyrinth",
    "The Labyrinth",
    packs=2,
    changes="the book's rules",
    rules=RULES,
    summary="Deal two packs in rows of ten and play to the foundations any card free above or below; "
    "one grace when the pack is out.",
)

patience_variant = published(VARIANT)
