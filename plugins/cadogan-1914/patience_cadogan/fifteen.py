"""The Fifteen: two packs in seven overlapping rows of fifteen, every card in view, lanes to reverse sequences.

Cadogan 1914, "The Fifteen". The whole pack is dealt in rows of fifteen (the
last of fourteen), each row partly covering the one before, so that the cards
lie in fifteen columns; only the lowest card of a column is available. An ace
and a king of each suit are the foundations: the aces built up in suit to the
kings, the kings down to the aces. Available cards are married up or down in
suit, one at a time; a column emptied (a lane) takes any available card. If no
foundation can be begun, one ace and one king may be taken from the row above
the lowest. There is no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Role, Ruling, Suit, hookimpl, legal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)

FIFTEEN = CADOGAN_1914.game("The Fifteen")
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
ACES, KINGS = numbered("f", 4), ("f5", "f6", "f7", "f8")
COLUMNS = numbered("t", 15)
TABLE = table_of(foundation=(*ACES, *KINGS), tableau=COLUMNS)
#: Play ¶1 names "four aces and four kings" without their suits.
ONE_OF_EACH_SUIT = Reading("an ace and a king of each suit, in fixed places", of=FIFTEEN.play(1))
#: "From the sixth row … with the cards below which had previously blocked them."
UNDER_THE_LOWEST = Reading("the privilege takes the card just above a column's lowest card", of=FIFTEEN.play(1))
UP = Foundations(ONE_OF_EACH_SUIT, piles=ACES, start=ACE, build=Build.UP, suits=SUITS)
DOWN = Foundations(ONE_OF_EACH_SUIT, piles=KINGS, start=KING, build=Build.DOWN, suits=SUITS)
MARRIAGES = Building(FIFTEEN.play(1), build=Build.EITHER, suit=Suits.SAME)


class OpeningPrivilege:
    """Rule I's one exception: if no foundation can be begun, an ace and a king may be taken from under the lowest row.

    Cadogan 1914, "The Fifteen", rule I's note and play ¶1. The move names the
    column and the foundation (``t4-f2``); it takes the card lying just above
    the column's lowest card, and the lowest card drops into its place. The
    position records in ``withdrawn`` which of the two have been taken.
    """

    def taken(self, position: Position) -> list[str]:
        """The kinds (``ace``, ``king``) already withdrawn."""
        return str(position.get("withdrawn", "")).split()

    def open(self, position: Position) -> bool:
        """Whether the privilege may still be used: nothing home but its own cards, and (at first) no way to begin."""
        home = sum(len(pile.cards) for pile in position.piles_of(Role.FOUNDATION))
        if home != len(self.taken(position)):
            return False  # the game has begun otherwise: the privilege is gone
        tops = [pile.top for pile in position.piles_of(Role.TABLEAU) if pile.top is not None]
        begins = any(foundation.next_home(position, card) is not None for foundation in (UP, DOWN) for card in tops)
        return bool(home) or not begins

    def kind(self, position: Position, move: Move) -> str | None:
        """``ace`` or ``king`` if ``move`` is a withdrawal the privilege allows now, else ``None``."""
        if move.count != 1 or move.source not in COLUMNS or move.target not in (*ACES, *KINGS):
            return None
        column, target = position.pile(move.source).cards, position.pile(move.target)
        kind, foundation = ("ace", UP) if target.id in ACES else ("king", DOWN)
        if len(column) < 2 or kind in self.taken(position) or not foundation.fits(target, column[-2]):
            return None
        if foundation.fits(target, column[-1]):
            return None  # an ordinary move to the foundation, not a withdrawal
        return kind if self.open(position) else None

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The withdrawals open now."""
        if not self.open(position):
            return []
        moves = (Move(column, target) for column in COLUMNS for target in (*ACES, *KINGS))
        return [move for move in moves if self.kind(position, move)]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The withdrawal is legal while the game cannot begin, once for an ace and once for a king."""
        if isinstance(move, Move) and (kind := self.kind(position, move)):
            rule = f"no foundation can be begun: one {kind} may be taken from under the lowest row"
            return legal(rule, UNDER_THE_LOWEST)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Take the card from under the lowest one, which drops into its place."""
        if not isinstance(move, Move) or not (kind := self.kind(position, move)):
            return None
        column, target = position.pile(move.source).cards, position.pile(move.target).cards
        after = position.with_piles({move.source: (*column[:-2], column[-1]), move.target: (*target, column[-2])})
        return after.with_state(withdrawn=" ".join(sorted((*self.taken(position), kind))))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """``withdrawn`` names each of ``ace`` and ``king`` at most once, and only cards actually on a foundation."""
        taken = self.taken(position)
        if sorted(set(taken)) != taken or not set(taken) <= {"ace", "king"}:
            return [f"state 'withdrawn' is {position.get('withdrawn')!r}, not 'ace', 'king' or 'ace king'"]
        for kind, piles in (("ace", ACES), ("king", KINGS)):
            if kind in taken and not any(position.pile(pile_id).cards for pile_id in piles):
                return [f"state 'withdrawn' names the {kind}, but no {kind} foundation is begun"]
        return []


#: The book's rules, one clause each, and the privilege written by hand.
RULES = (
    Layout(TABLE, DealRound(FIFTEEN.play(1), to=COLUMNS)),
    UP,
    DOWN,
    Available(FIFTEEN.rule("I"), rule="only the lowest card of a column is available"),
    MARRIAGES,
    Spaces(FIFTEEN.play(2), take=Space.ANY),
    SingleCardMoves(foundations=(UP, DOWN), building=MARRIAGES, sources=COLUMNS, spaces=COLUMNS),
    OpeningPrivilege(),
)

#: The game and its edition.
VARIANT = variant(
    "fifteen",
    "The Fifteen",
    packs=2,
    readings=(ONE_OF_EACH_SUIT, UNDER_THE_LOWEST),
    rules=RULES,
    state_notes=(("withdrawn", "the opening privilege's ace and king already taken"),),
    summary="Fifteen columns in full view: free an ace and a king of each suit and build them up and down in suit.",
)

patience_variant = published(VARIANT)
