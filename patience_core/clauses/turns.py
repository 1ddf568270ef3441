"""Clauses of games for two players on one table: whose turn it is, how it passes, who wins."""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from patience_core.clauses.common import Part, move_cards
from patience_core.markers import hookimpl
from patience_core.model import Move, Position
from patience_core.rulings import illegal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Turns"]


class Turns:
    """Two players, each with piles of his own, move in turn; the first to be rid of his cards wins.

    ``players`` names each player (a short word, ``"a"``) with the piles that
    are his, the player who begins first. The position records in its state,
    as ``turn``, whose turn it is (the first player's when it says nothing). A
    card moved from a pile of the player not to move is refused. A card laid
    on one of the ``passes_on`` piles of the player to move (his waste-heap)
    passes the turn to the other. A player is rid of his cards when all his
    piles are empty: the game is then over, and nothing more may be played.
    The game is won when the first player is rid of his cards first: the
    patience is played for him, the other player being the same player's
    second hand, so that its odds measure the first player's chance.

    This clause carries out every card move of the game (the plain move, then
    the passing of the turn), so a game has no other clause that does.

    >>> from patience_core import parse_card
    >>> from patience_core.model import Pile, Role
    >>> from patience_core.sources import HOFFMANN_1892
    >>> page = HOFFMANN_1892.game(62).page(119)
    >>> turns = Turns(page, players=(("a", ("a_stock", "a_waste")), ("b", ("b_stock", "b_waste"))),
    ...               passes_on=("a_waste", "b_waste"))
    >>> table = (Pile("a_stock", Role.STOCK, (parse_card("9H"),)), Pile("a_waste", Role.WASTE),
    ...          Pile("b_stock", Role.STOCK, (parse_card("2C"),)), Pile("b_waste", Role.WASTE))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(turns.patience_check_move(position, Move("b_stock", "b_waste")).rule)
    it is a's turn, not b's
    >>> after = turns.patience_apply_move(position, Move("a_stock", "a_waste"))
    >>> turns.to_move(after), turns.rid_of_his_cards(after), turns.patience_is_won(after)
    ('b', None, False)
    >>> done = after.with_piles({"a_waste": ()})
    >>> turns.rid_of_his_cards(done), turns.patience_is_won(done)
    ('a', True)
    """

    governs: ClassVar[Part] = Part.SPECIAL

    def __init__(
        self, cite: Citation, *, players: tuple[tuple[str, tuple[str, ...]], ...], passes_on: tuple[str, ...]
    ) -> None:
        if len(players) != 2:
            raise ValueError("Turns: players= names two players, the first to move first")
        self.cite = cite
        self.players = players
        self.names = tuple(name for name, _ in players)
        self.owner = {pile_id: name for name, piles in players for pile_id in piles}
        self.passes_on = passes_on
        self.rule = "the players move in turn, the first to be rid of his cards winning"

    def to_move(self, position: Position) -> str:
        """The player whose turn it is."""
        turn: str = position.get("turn", self.names[0])
        return turn

    def other(self, player: str) -> str:
        """The other player."""
        return self.names[1] if player == self.names[0] else self.names[0]

    def piles_of(self, player: str) -> tuple[str, ...]:
        """The piles of ``player``."""
        return dict(self.players)[player]

    def rid_of_his_cards(self, position: Position) -> str | None:
        """The player all of whose piles are empty (the player to move first, if both are), or ``None``."""
        for player in (self.to_move(position), self.other(self.to_move(position))):
            if not any(position.pile(pile_id).cards for pile_id in self.piles_of(player)):
                return player
        return None

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Nothing once a player is rid of his cards; no card of the player not to move."""
        winner = self.rid_of_his_cards(position)
        if winner is not None:
            return illegal(f"the game is over: {winner} is rid of all his cards", self.cite)
        if isinstance(move, Move):
            owner = self.owner.get(move.source)
            if owner is not None and owner != self.to_move(position):
                return illegal(f"it is {self.to_move(position)}'s turn, not {owner}'s", self.cite)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the cards; a card laid on the mover's own ``passes_on`` pile passes the turn."""
        if not isinstance(move, Move):
            return None
        after = move_cards(position, move)
        mover = self.to_move(position)
        if move.target in self.passes_on and self.owner.get(move.target) == mover:
            after = after.with_state(turn=self.other(mover))
        return after

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when the first player is rid of all his cards."""
        return not any(position.pile(pile_id).cards for pile_id in self.piles_of(self.names[0]))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The turn is one of the players'."""
        turn = position.get("turn", self.names[0])
        return [] if turn in self.names else [f"state 'turn' is {turn!r}, not one of the players {self.names}"]
