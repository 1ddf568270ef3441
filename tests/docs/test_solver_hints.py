"""The solver's hint hooks, as docs/reference/hooks.rst describes them: asked, and never changing a verdict."""

from __future__ import annotations

import dataclasses

from patience_core import Game, Move, Pile, Position, Role, hookimpl, pack
from patience_core.solving.solver import solve
from tests.docs.test_hooks import game_with

# --------------------------------------------------------------------------- the solver's hints


def nearly_won(game: Game) -> Game:
    """Sir Tommy with every card home but the four kings, still in the stock."""
    cards = pack(1)
    piles = [Pile(f"f{i}", Role.FOUNDATION, tuple(cards[13 * (i - 1) : 13 * i - 1])) for i in range(1, 5)]
    piles += [Pile(f"w{i}", Role.WASTE) for i in range(1, 5)]
    piles.append(Pile("stock", Role.STOCK, tuple(card for card in cards if card.is_king)))
    position = dataclasses.replace(game.position, piles=tuple(piles))
    return Game(game.rulebook, position, from_deal=False)


def unevenly_built(game: Game) -> Game:
    """Sir Tommy with the clubs home to the queen, the other suits to the jack, the rest in the stock, KC next.

    The king of clubs fits on the clubs, but a queen may be wanted there
    first, so Sir Tommy's own safe plays stop short and the solver searches.
    """
    cards = pack(1)
    heights = (12, 11, 11, 11)
    piles = [
        Pile(f"f{i + 1}", Role.FOUNDATION, tuple(cards[13 * i : 13 * i + height])) for i, height in enumerate(heights)
    ]
    home = {card for pile in piles for card in pile.cards}
    piles += [Pile(f"w{i}", Role.WASTE) for i in range(1, 5)]
    king_of_clubs = cards[12]
    rest = [card for card in cards if card not in home and card != king_of_clubs]
    piles.append(Pile("stock", Role.STOCK, (*rest, king_of_clubs)))
    position = dataclasses.replace(game.position, piles=tuple(piles))
    return Game(game.rulebook, position, from_deal=False)


KING_OF_CLUBS = pack(1)[12]


class HintSpy:
    def __init__(self) -> None:
        self.calls: dict[str, int] = {}

    def _count(self, name: str) -> None:
        self.calls[name] = self.calls.get(name, 0) + 1

    @hookimpl
    def patience_solver_moves(self, position: Position) -> None:
        self._count("patience_solver_moves")

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> None:
        self._count("patience_solver_safe_moves")

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> None:
        self._count("patience_solver_canonical")


# The search without the greedy player's game (fast_pass=False): the player plays by the rules alone and asks no
# hint, so on these deals, which it wins, the solver would win before any hint was asked or trusted.


def test_patience_solver_hints_are_asked_and_none_leaves_the_verdict_to_the_rules() -> None:
    spy = HintSpy()
    result = solve(unevenly_built(game_with(spy)), seconds=20, fast_pass=False)
    assert result.outcome == "won"
    assert set(spy.calls) == {"patience_solver_moves", "patience_solver_safe_moves", "patience_solver_canonical"}


def test_patience_solver_moves_order_is_followed() -> None:
    class KingsToTheLastFoundation:
        @hookimpl
        def patience_solver_moves(self, position: Position) -> list[Move]:
            stock = position.pile("stock")
            if not stock.cards:
                return []
            fits = [
                pile.id
                for pile in position.piles_of(Role.FOUNDATION)
                if pile.top is not None and pile.top.rank == 12 and pile.top.suit is stock.cards[-1].suit
            ]
            return [Move("stock", pile_id) for pile_id in fits]

    result = solve(nearly_won(game_with(KingsToTheLastFoundation())), seconds=20)
    assert result.outcome == "won"
    assert all(isinstance(move, Move) and move.source == "stock" for move in result.moves)


def test_patience_solver_safe_moves_are_played_without_branching() -> None:
    class EveryKingIsSafe:
        @hookimpl
        def patience_solver_safe_moves(self, position: Position) -> list[Move]:
            stock = position.pile("stock")
            if stock.top is None:
                return []
            for pile in position.piles_of(Role.FOUNDATION):
                if pile.top is not None and pile.top.rank == 12 and pile.top.suit is stock.top.suit:
                    return [Move("stock", pile.id)]
            return []

    result = solve(nearly_won(game_with(EveryKingIsSafe())), seconds=20)
    assert result.outcome == "won"
    assert len(result.moves) == 4


def test_patience_solver_canonical_key_merges_positions() -> None:
    class OneKey:
        def __init__(self) -> None:
            self.keys = 0

        @hookimpl
        def patience_solver_canonical(self, position: Position) -> bytes:
            self.keys += 1
            return str(sorted(str(card) for card in position.pile("stock").cards)).encode()

    hint = OneKey()
    result = solve(unevenly_built(game_with(hint)), seconds=20, fast_pass=False)
    assert result.outcome == "won"
    assert hint.keys > 0


def test_patience_solver_score_orders_the_search_but_never_the_verdict() -> None:
    class Score:
        def __init__(self, sign: int) -> None:
            self.sign = sign
            self.asked = 0

        @hookimpl
        def patience_solver_score(self, position: Position) -> float:
            self.asked += 1
            return self.sign * sum(len(pile.cards) for pile in position.piles_of(Role.FOUNDATION))

    class Backwards(Score):
        pass

    forwards, backwards = Score(1), Backwards(-1)
    assert solve(unevenly_built(game_with(forwards)), seconds=20, fast_pass=False).outcome == "won"
    assert solve(unevenly_built(game_with(backwards)), seconds=20, fast_pass=False).outcome == "won"
    assert forwards.asked > 0 and backwards.asked > 0


def test_patience_solver_dead_drops_the_positions_it_names_unsearched() -> None:
    class KingsNeverWait:
        """Calls a position dead when the king of clubs lies on a waste pile: one win remains, with it played home."""

        def __init__(self) -> None:
            self.asked = 0

        @hookimpl
        def patience_solver_dead(self, position: Position) -> bool:
            self.asked += 1
            return any(card == KING_OF_CLUBS for pile in position.piles_of(Role.WASTE) for card in pile.cards)

    hint = KingsNeverWait()
    result = solve(unevenly_built(game_with(hint)), seconds=20, fast_pass=False)
    assert result.outcome == "won"
    assert hint.asked > 0
    game = unevenly_built(game_with(hint))
    for move in result.moves:
        game.play(move)
        assert all(KING_OF_CLUBS not in pile.cards for pile in game.position.piles_of(Role.WASTE))


def test_patience_solver_dead_is_trusted_so_a_dead_start_is_lost_and_hints_false_ignores_it() -> None:
    class AllDead:
        @hookimpl
        def patience_solver_dead(self, position: Position) -> bool:
            return True

    game = unevenly_built(game_with(AllDead()))
    assert solve(game, seconds=20, fast_pass=False).outcome == "lost"
    assert solve(game, seconds=20, fast_pass=False, hints=False).outcome == "won"


def test_patience_solver_dead_false_stops_a_lower_layer_none_does_not() -> None:
    class Lower:
        @hookimpl
        def patience_solver_dead(self, position: Position) -> bool:
            return True

    class Upper:
        def __init__(self, answer: bool | None) -> None:
            self.answer = answer

        @hookimpl
        def patience_solver_dead(self, position: Position) -> bool | None:
            return self.answer

    assert solve(unevenly_built(game_with(Lower(), Upper(False))), seconds=20, fast_pass=False).outcome == "won"
    assert solve(unevenly_built(game_with(Lower(), Upper(None))), seconds=20, fast_pass=False).outcome == "lost"


class Recorder:
    """Names no move; keeps what it was asked: each position and the moves that led to it."""

    def __init__(self) -> None:
        self.asked: list[tuple[Position, list[Move]]] = []

    @hookimpl
    def patience_solver_redundant(self, position: Position, after: list[Move]) -> None:
        self.asked.append((position, list(after)))


def test_patience_solver_redundant_is_asked_with_the_move_and_the_safe_moves_after_it() -> None:
    hint = Recorder()
    game = unevenly_built(game_with(hint))
    assert solve(game, seconds=20, fast_pass=False).outcome == "won"
    assert hint.asked
    for position, after in hint.asked:
        assert after, "the first position, which has no position before it, is never asked about"
        # the safe moves after the move are Sir Tommy's plays home, and they end where the search stands
        assert all(move.target.startswith("f") for move in after[1:])
        assert not game.rulebook._call("patience_solver_safe_moves", position=position)
    assert any(len(after) > 1 for _, after in hint.asked)


def test_patience_solver_redundant_moves_are_left_out_unsearched_and_hints_false_ignores_them() -> None:
    class EveryMoveAgain:
        """Names every move of every position but the first: the search can only try the first position's moves."""

        @hookimpl
        def patience_solver_redundant(self, position: Position, after: list[Move]) -> list[Move]:
            return [Move(source.id, target.id) for source in position.piles for target in position.piles]

    game = unevenly_built(game_with(EveryMoveAgain()))
    first_moves = len(game.rulebook._call("patience_solver_moves", position=game.position))  # Sir Tommy's own
    result = solve(game, seconds=20, fast_pass=False)
    assert result.outcome == "lost" and result.positions == first_moves
    assert solve(game, seconds=20, fast_pass=False, hints=False).outcome == "won"


def test_patience_solver_redundant_may_take_the_position_alone() -> None:
    class PositionOnly:
        def __init__(self) -> None:
            self.asked = 0

        @hookimpl
        def patience_solver_redundant(self, position: Position) -> None:
            self.asked += 1

    hint = PositionOnly()
    assert solve(unevenly_built(game_with(hint)), seconds=20, fast_pass=False).outcome == "won"
    assert hint.asked > 0
