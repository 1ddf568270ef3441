"""The rank-only key (patience_core.RankKey) is exact for the games that use it, checked step by step in play.

The key is exact when positions that share it are equally winnable. By
induction on the moves to a win it is enough that, for positions that share
the key, the rules allow the same moves, each leading to positions that again
share it, and win alike. Two kinds of positions share the key: the same
position with the suits moved among cards of equal rank, and the same with two
piles of a group the key holds alike exchanged. For each, positions met in
random play are changed so, and the step is checked; a game whose rules do
look at a suit fails it, which shows the check can fail.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Callable, Iterator, Mapping
from dataclasses import replace

import pytest

from patience_core import Move, Position, Registry, Variant, hookimpl
from patience_core.model import Action
from patience_core.rulebook import Rulebook
from patience_core.solving.hints import RankKey
from patience_core.solving.walks import Table, random_walk
from tests.conftest import own_plugin_modules

REGISTRY = Registry(plugins=own_plugin_modules(), entry_points=False)
GAMES = ("salic-law", "mill", "nestor")


def rank_key(rulebook: Rulebook) -> RankKey:
    """The game's RankKey among the rules of the rulebook's edition."""
    return next(rule for rule in rulebook.variant.layers(rulebook.edition) if isinstance(rule, RankKey))


def walk(name: str, steps: int) -> Iterator[tuple[Rulebook, Position]]:
    """The positions of random play from deals 1 and 2, ``steps`` at most each."""
    rulebook = REGISTRY.rulebook(name, "cadogan-1914")
    rng = random.Random(5)
    for number in (1, 2):
        table = Table(rulebook, REGISTRY.new_game(name, number=number).position)
        for _ in random_walk(table, rng, steps=steps):
            yield rulebook, table.position


def suits_moved(position: Position, rng: random.Random) -> Position:
    """``position`` with the cards of each rank shuffled among their places: the same ranks everywhere."""
    places = [(pile.id, i, card) for pile in position.piles for i, card in enumerate(pile.cards)]
    cards = {}
    for rank in {card.rank for _, _, card in places}:
        same = [card for _, _, card in places if card.rank == rank]
        cards[rank] = rng.sample(same, len(same))
    changed = {pile.id: list(pile.cards) for pile in position.piles}
    for pile_id, i, card in places:
        changed[pile_id][i] = cards[card.rank].pop()
    return position.with_piles({pile_id: tuple(held) for pile_id, held in changed.items()})


def step_differs(
    rulebook: Rulebook,
    one: Position,
    other: Position,
    swap: tuple[str, str] = ("", ""),
    *,
    key: Callable[[Position], object] | None = None,
    exchange: Mapping[str, str] | None = None,
) -> str | None:
    """Where ``one`` and ``other`` fail to step alike under the key: ``None`` if they do.

    ``swap`` names two piles whose parts ``other`` exchanges (or ``exchange`` maps each pile exchanged to the
    other): a move of ``one`` is the same move of ``other`` with those piles exchanged. The key is the game's
    :class:`RankKey` unless ``key`` is given.
    """
    if key is None:
        key = rank_key(rulebook).patience_solver_canonical
    if exchange is None:
        exchange = {swap[0]: swap[1], swap[1]: swap[0]}

    def there(move: Action) -> Action:
        if not isinstance(move, Move):
            return move
        return replace(
            move, source=exchange.get(move.source, move.source), target=exchange.get(move.target, move.target)
        )

    if key(one) != key(other):
        return "the keys differ"
    if rulebook.is_won(one) != rulebook.is_won(other):
        return "one is won, the other not"
    moves, others = rulebook.legal_moves(one), rulebook.legal_moves(other)
    if sorted(map(str, map(there, moves))) != sorted(map(str, others)):
        return f"the legal moves differ: {moves} and {others}"
    for move in moves:
        if key(rulebook.apply(one, move)) != key(rulebook.apply(other, there(move))):
            return f"{move} leads to positions with different keys"
    return None


@pytest.mark.parametrize("name", GAMES)
def test_positions_alike_but_for_suits_step_alike(name: str) -> None:
    rng = random.Random(7)
    checked = 0
    for rulebook, position in walk(name, 40):
        moved = suits_moved(position, rng)
        assert step_differs(rulebook, position, moved) is None, (step_differs(rulebook, position, moved), position)
        checked += moved != position
    assert checked > 40  # the suits really were moved


@pytest.mark.parametrize("name", GAMES)
def test_positions_alike_but_for_two_piles_of_a_group_step_alike(name: str) -> None:
    exchanged = 0
    for rulebook, position in walk(name, 40):
        hint = rank_key(rulebook)
        kept = hint.apart(position) if hint.apart is not None else None
        for group in hint.alike:
            piles = [pile for pile in position.piles if RankKey._among(group, pile) and pile.cards and pile.id != kept]
            for one, other in itertools.pairwise(piles):
                swapped = position.with_piles({one.id: other.cards, other.id: one.cards})
                assert step_differs(rulebook, position, swapped, (one.id, other.id)) is None, (one.id, other.id)
                exchanged += 1
    assert exchanged > 40


def test_the_check_fails_for_a_game_whose_rules_look_at_a_suit() -> None:
    """Fortress marries in suit: keyed by ranks alone, some position steps otherwise than its suit-moved twin."""
    rulebook = REGISTRY.rulebook("fortress", "cadogan-1914")
    fortress = replace(rulebook.variant, rules=(*rulebook.variant.rules, RankKey()))
    blind = Registry(plugins=[_Provider(fortress)], entry_points=False).rulebook("fortress", "cadogan-1914")
    rng = random.Random(7)
    found = []
    for number in range(1, 6):
        position = REGISTRY.new_game("fortress", number=number).position
        while legal := blind.legal_moves(position):
            found.append(step_differs(blind, position, suits_moved(position, rng)))
            position = blind.apply(position, rng.choice(legal))
    assert any(problem is not None and "legal moves differ" in problem for problem in found)


class _Provider:
    """A plugin offering one variant."""

    def __init__(self, variant: Variant) -> None:
        self.variant = variant

    @hookimpl
    def patience_variant(self) -> Variant:
        return self.variant
