"""The editions of Puss in the Corner: other readings, each layered over the base rules.

Each class implements only the hooks in which its reading differs; every other
rule is the base game's (and, below it, Sir Tommy's).
"""

from __future__ import annotations

from patience_sir_tommy import hints

from patience_core import (
    Action,
    Deal,
    Move,
    Position,
    Reading,
    Redeal,
    Role,
    Ruling,
    Setup,
    Under,
    hookimpl,
    illegal,
    legal,
)
from patience_core.clauses import move_cards
from patience_puss_in_the_corner.rules import CORNERS, PussRules, colour_group, gather, is_move_between
from patience_puss_in_the_corner.sources import HOFFMANN_1921, PATIENCE_GAMES_1911, PYSOLFC, WIKIPEDIA

__all__ = [
    "PRIVILEGE",
    "PYSOLFC_ORDER",
    "TO_PLACE",
    "FourAtATime",
    "HoffmannSevens",
    "MustBuild",
    "NoStockToFoundation",
    "PySolFCGathering",
    "SevensPrivilege",
]

#: The state key of the sevens privilege: the corners that may still be paired.
PRIVILEGE = "privilege"
#: The state key of a deal of four: how many of the cards dealt are still to be placed.
TO_PLACE = "to_place"
#: The order in which PySolFC's cards come up after it gathers the corners.
PYSOLFC_ORDER = ("w4", "w3", "w2", "w1")


# --------------------------------------------------------------------------- the sevens privilege


class SevensPrivilege:
    """The privilege of the sevens: while a 7 is turned, one corner packet may go on top of another.

    From the book of about 1911: whenever a 7 is dealt, the player may take any
    pair of corners and put either packet on top of the other, and may do the
    same with the remaining pair; it is not compulsory. The book's own example
    moves the packets and then places the 7, so the privilege belongs to the
    time the 7 is turned up, before it is placed.

    The privilege is kept in ``Position.state`` under ``privilege``: the corners
    that may still be paired, written ``w1 w2 w3 w4`` when the 7 comes up, two
    of them after one packet has moved, and gone after the second. It lasts
    while that 7 is the turned card, whatever is played meanwhile from the
    corners to the foundations, and ends when the 7 leaves the stock.
    """

    def __init__(self, base: PussRules) -> None:
        self.base = base
        self.source = PATIENCE_GAMES_1911

    @staticmethod
    def granted(position: Position) -> Position:
        """``position`` with the privilege granted if a 7 has just come up, or withdrawn if not."""
        top = position.pile("stock").top
        if top is not None and top.rank == 7:
            return position.with_state(**{PRIVILEGE: " ".join(CORNERS)})
        return position.with_state(**{PRIVILEGE: None})

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """The deal of the base game, with the privilege if the first card to turn is a 7 (c. 1911)."""
        return self.granted(self.base.patience_deal(setup))

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A corner packet may go on top of another only under the privilege, whole, in two separate pairs (c. 1911).

        Every other move is left to the base rules.
        """
        if not is_move_between(position, move, Role.WASTE, Role.WASTE):
            return None
        assert isinstance(move, Move)
        free = str(position.get(PRIVILEGE, "")).split()
        if not free:
            return illegal("a corner packet may be moved onto another only while a 7 is turned up", self.source)
        if move.source not in free or move.target not in free:
            return illegal(
                "under one 7 the corners are paired at most twice, each corner once: "
                f"only {' and '.join(free)} may still be paired",
                self.source,
            )
        source = position.pile(move.source)
        if move.count != len(source.cards):
            return illegal(f"the privilege moves a whole corner packet ({len(source.cards)} cards)", self.source)
        if not position.pile(move.target).cards:
            return illegal("the privilege puts a corner packet on top of another packet", self.source)
        return legal("while a 7 is turned up, one corner packet may go on top of another", self.source)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Every packet move the privilege allows now (c. 1911)."""
        free = str(position.get(PRIVILEGE, "")).split()
        return [
            Move(source, target, len(position.pile(source).cards))
            for source in free
            for target in free
            if source != target and position.pile(source).cards and position.pile(target).cards
        ]

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the cards, then keep the privilege up to date (c. 1911).

        A packet move uses up its two corners; a card leaving the stock ends the
        privilege of the 7 (or was the 7), and grants it anew if the next card
        is a 7.
        """
        if not isinstance(move, Move):
            return None
        after = move_cards(position, move)
        if is_move_between(position, move, Role.WASTE, Role.WASTE):
            free = [
                pile_id
                for pile_id in str(position.get(PRIVILEGE, "")).split()
                if pile_id not in (move.source, move.target)
            ]
            return after.with_state(**{PRIVILEGE: " ".join(free) if len(free) >= 2 else None})
        if position.pile(move.source).role is Role.STOCK:
            return self.granted(after)
        return after

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position | None:
        """The base redeal, with the privilege if the first card to come up again is a 7 (c. 1911)."""
        return self.granted(self.base.patience_redeal(position, redeal))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The privilege is held only while a 7 is turned up, over four corners or two (c. 1911)."""
        value = position.get(PRIVILEGE)
        if value is None:
            return []
        free = str(value).split()
        top = position.pile("stock").top
        problems = []
        if top is None or top.rank != 7:
            problems.append("the sevens privilege is held only while a 7 is turned up")
        if len(free) not in (2, 4) or len(set(free)) != len(free) or not set(free) <= set(CORNERS):
            problems.append(f"the sevens privilege names four corners or two, not {str(value)[:40]!r}")
        return problems

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """The base game's safe plays, but never the turned 7 while its privilege is unused (c. 1911).

        Playing the 7 home would end the privilege the player might still want.
        """
        held = position.get(PRIVILEGE) is not None
        return hints.safe_moves(position, colour_group, from_stock=not held)

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The corners are alike, except while the privilege names two of them (c. 1911)."""
        free = str(position.get(PRIVILEGE, "")).split()
        return hints.key(position, colour_group, wastes_alike=len(free) != 2)


# --------------------------------------------------------------------------- Hoffmann's sevens


class HoffmannSevens(SevensPrivilege):
    """The privilege of the sevens as Hoffmann states it (1921, No. 11, ¶2): any number of cards, top or bottom.

    Whenever a seven turns up, any number of cards may pass, in their order,
    from one corner heap to the top or the bottom of another; a second such
    change may follow under the same seven, between the two corners the first
    left alone ("the same heap must not be disturbed twice in the same turn").
    A transfer to the top is a :class:`~patience_core.Move` (``w1-w3(2)``),
    one to the bottom an :class:`~patience_core.Under` (``w1-under-w3(2)``).
    The privilege is kept as in the book of about 1911 (the base class): the
    corners that may still change, in ``Position.state`` under ``privilege``,
    while the seven is the card turned up. The readings it rests on are
    argued on the game's page.
    """

    def __init__(self, base: PussRules) -> None:
        super().__init__(base)
        self.source = HOFFMANN_1921.paragraph(2)
        self.from_the_top = Reading("the cards transferred are the top cards of a heap", of=self.source)
        self.onto_a_heap = Reading("a transfer goes onto or under a heap that holds cards", of=self.source)
        self.while_turned = Reading("the privilege lasts while the seven is the card turned up", of=self.source)

    @staticmethod
    def _between_corners(position: Position, move: Action) -> bool:
        return (
            isinstance(move, Move | Under)
            and position.pile(move.source).role is Role.WASTE
            and position.pile(move.target).role is Role.WASTE
        )

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cards pass between corners only under a seven, each corner once, onto or under a heap (1921, ¶2).

        Every other move is left to the base rules; a move of cards under a
        pile that is not between two corners is refused.
        """
        if isinstance(move, Under) and not self._between_corners(position, move):
            return illegal("cards go under a heap only from another corner heap, under a seven", self.source)
        if not self._between_corners(position, move):
            return None
        assert isinstance(move, Move | Under)
        free = str(position.get(PRIVILEGE, "")).split()
        if not free:
            return illegal("cards pass from one corner heap to another only when a seven turns up", self.while_turned)
        if move.source not in free or move.target not in free:
            return illegal(
                f"the same heap is not disturbed twice under one seven: only {' and '.join(free)} may still change",
                self.source,
            )
        if not position.pile(move.target).cards:
            return illegal("the cards go to the top or bottom of another heap, not to an empty one", self.onto_a_heap)
        where = "bottom" if isinstance(move, Under) else "top"
        return legal(
            f"while a seven is turned up, any number of cards pass, in their order, to the {where} of another heap",
            self.source,
        )

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Every transfer the privilege allows now: each count of top cards, onto or under each other heap (1921)."""
        free = str(position.get(PRIVILEGE, "")).split()
        moves: list[Action] = []
        for source in free:
            held = len(position.pile(source).cards)
            for target in free:
                if source != target and held and position.pile(target).cards:
                    for count in range(1, held + 1):
                        moves += [Move(source, target, count), Under(source, target, count)]
        return moves

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the cards (onto or under), then keep the privilege up to date (1921, ¶2; as the base class)."""
        if not isinstance(move, Under):
            return super().patience_apply_move(position, move)
        source, target = position.pile(move.source), position.pile(move.target)
        split = len(source.cards) - move.count
        after = position.with_piles(
            {source.id: source.cards[:split], target.id: (*source.cards[split:], *target.cards)}
        )
        free = [corner for corner in str(position.get(PRIVILEGE, "")).split() if corner not in (source.id, target.id)]
        return after.with_state(**{PRIVILEGE: " ".join(free) if len(free) >= 2 else None})


# --------------------------------------------------------------------------- four at a time


class FourAtATime:
    """The stock is dealt four cards at a time onto the corners before any play (Wikipedia, 2015).

    A ``deal`` turns up the next four cards of the stock (or all that are left)
    to be placed, one at a time, each onto any corner the player chooses, not
    necessarily one on each. Until all four are placed nothing else may be
    played, and none of them goes straight to a foundation. Between deals the
    corner tops are played to the foundations; then the player deals again.
    How many of the cards dealt are still to be placed is kept in
    ``Position.state`` under ``to_place``.
    """

    def __init__(self, base: PussRules) -> None:
        self.base = base
        self.source = WIKIPEDIA

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Dealing four at a time, and placing them on the corners before playing (Wikipedia, 2015)."""
        to_place = int(position.get(TO_PLACE, 0))
        if isinstance(move, Deal):
            if to_place:
                return illegal(f"the cards dealt are placed before the next deal ({to_place} to place)", self.source)
            if not position.pile("stock").cards:
                return illegal("the stock is exhausted: there is nothing to deal", self.source)
            return legal("the stock is dealt four cards at a time onto the corners", self.source)
        if not isinstance(move, Move):
            return None
        source = position.pile(move.source)
        if source.role is Role.STOCK:
            if not to_place:
                return illegal("cards leave the stock only when dealt, four at a time: deal first", self.source)
            if position.pile(move.target).role is Role.FOUNDATION:
                return illegal("the cards dealt go onto the corners, not straight to a foundation", self.source)
            return None
        if to_place:
            return illegal(
                f"the cards dealt are placed on the corners before any play ({to_place} to place)", self.source
            )
        return None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next deal of four (Wikipedia, 2015)."""
        return [Deal()]

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """A deal turns up four cards to place; each card placed is counted off (Wikipedia, 2015)."""
        if isinstance(move, Deal):
            return position.with_state(**{TO_PLACE: min(4, len(position.pile("stock").cards))})
        if isinstance(move, Move) and position.pile(move.source).role is Role.STOCK:
            left = int(position.get(TO_PLACE, 0)) - 1
            return move_cards(position, move).with_state(**{TO_PLACE: left or None})
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The cards still to place are one to four, and in the stock (Wikipedia, 2015)."""
        value = position.get(TO_PLACE)
        if value is None:
            return []
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= 4:
            return [f"'{TO_PLACE}' counts the cards of a deal still to place, 1 to 4, not {value!r}"]
        if value > len(position.pile("stock").cards):
            return [f"{value} cards dealt are still to place, but the stock holds fewer"]
        return []

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """The base game's safe plays from the corners, once the cards dealt are placed (Wikipedia, 2015)."""
        if position.get(TO_PLACE):
            return []
        return hints.safe_moves(position, colour_group, from_stock=False)


# --------------------------------------------------------------------------- no stock to foundation


class NoStockToFoundation:
    """No card goes from the stock straight to a foundation: it goes onto a corner first (Wikipedia, 2015)."""

    def __init__(self) -> None:
        self.source = WIKIPEDIA

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A turned card goes onto a corner; only corner tops go to the foundations (Wikipedia, 2015)."""
        if is_move_between(position, move, Role.STOCK, Role.FOUNDATION):
            return illegal(
                "no card goes from the stock straight to a foundation: it goes onto a corner first", self.source
            )
        return None

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """The base game's safe plays, from the corners only (Wikipedia, 2015)."""
        return hints.safe_moves(position, colour_group, from_stock=False)


# --------------------------------------------------------------------------- must build


class MustBuild:
    """A turned card that will build on a foundation must be built there (c. 1911).

    The book of about 1911 says that a card dealt which will build on an ace's
    packet is to be put on, and otherwise placed at a corner; the base reading
    takes this as advice, this edition as a rule. Corner tops stay optional.
    """

    def __init__(self, base: PussRules) -> None:
        self.base = base
        self.source = PATIENCE_GAMES_1911

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A turned card that builds may not go onto a corner (c. 1911)."""
        if not is_move_between(position, move, Role.STOCK, Role.WASTE):
            return None
        card = position.pile("stock").top
        if card is not None and self.base.builds(position, card):
            return illegal(f"the turned card {card} will build on a foundation, so it must go there", self.source)
        return None

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """None: here a foundation one card higher can force a turned card home, so no play is safe unseen."""
        return []


# --------------------------------------------------------------------------- PySolFC


class PySolFCGathering:
    """The corners are gathered in PySolFC's fixed order: the cards of w4 come up first, then w3, w2, w1.

    PySolFC (game 430) moves the corners onto the emptied stock card by card,
    top card first, the top-left corner first and the bottom-right last, so
    that each corner comes up again from its bottom card, the bottom-right
    corner first. This is read from PySolFC's source code, not checked by
    playing it. The player chooses nothing: the redeal is ``redeal``.
    """

    def __init__(self, base: PussRules) -> None:
        self.base = base
        self.source = PYSOLFC

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The redeal takes no order: PySolFC fixes it (PySolFC, game 430)."""
        if not isinstance(move, Redeal):
            return None
        if move.order:
            return illegal(
                "PySolFC gathers the corners in a fixed order (the cards of w4 come up first, then w3, w2, w1): "
                "play 'redeal' without an order",
                self.source,
            )
        ruling = self.base.redeal_ruling(position)
        if not ruling.legal:
            return ruling
        return legal("once the stock is exhausted, PySolFC gathers the corners in its fixed order", self.source)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The one redeal, without an order (PySolFC, game 430)."""
        return [Redeal()]

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Gather the corners in PySolFC's order (PySolFC, game 430)."""
        return gather(position, PYSOLFC_ORDER)

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The corners are alike only once the redeal is spent: until then each has its place in the gathering."""
        return hints.key(position, colour_group, wastes_alike=position.redeals_left == 0)
