"""Properties of every installed patience and edition, under random play (hypothesis).

The patiences are found with :func:`patience_core.variants`, so a newly
installed one is tested without a line changed here. By default each property
plays a few short games per edition; with ``--slow`` (or ``PATIENCE_SLOW=1``)
hypothesis plays more, and longer ones (``PATIENCE_LONG_EXAMPLES`` sets how
many: see ``tests/conftest.py``).
"""

from __future__ import annotations

import json
import os
import random
from collections import Counter
from collections.abc import Callable
from itertools import permutations

import pytest
from hypothesis import given
from hypothesis import strategies as st

import patience_core
from patience_core import (
    Action,
    Deal,
    Game,
    IllegalMoveError,
    InvalidMoveError,
    Move,
    Position,
    Redeal,
    Role,
)
from patience_core.deals import MAX_NUMBER
from tests.conftest import per_edition

LONG = os.environ.get("PATIENCE_SLOW", "") not in ("", "0")
#: Moves played by the properties that look at every step closely.
SHORT_GAME = 40 if LONG else 15
#: At most this many listed moves are played and taken back at each step of the accepted-iff-listed property
#: (one of every kind among them: see ``played_back``).
PLAYED_BACK = 100
#: Beyond this a random game counts as one that never ends.
MAX_MOVES = 5_000

PAIRS = [(variant.name, edition.name) for variant in patience_core.variants() for edition in variant.editions]
IDS = [f"{name}[{edition}]" for name, edition in PAIRS]
NUMBERS = st.one_of(st.integers(0, 31_999), st.integers(32_000, MAX_NUMBER))

pytestmark = pytest.mark.parametrize(("name", "edition"), PAIRS, ids=IDS)


def new_game(name: str, edition: str, number: int) -> Game:
    return patience_core.new_game(name, number=number, edition=edition)


def play(game: Game, data: st.DataObject, steps: int, each: Callable[[Game, Action], None] | None = None) -> str:
    """Play up to ``steps`` random legal moves; say how the game stopped."""
    for _ in range(steps):
        legal = game.legal_moves()
        if not legal:
            return "won" if game.is_won else "stuck"
        move = legal[data.draw(st.integers(0, len(legal) - 1), label="move")]
        game.play(move)
        if each is not None:
            each(game, move)
        if game.is_won:
            return "won"
        if game.is_repetition():
            return "repeated"
    return "unfinished"


def layout(position: Position) -> list[tuple[str, Role]]:
    return [(pile.id, pile.role) for pile in position.piles]


def foundation_problems(game: Game) -> list[str]:
    """Each foundation replayed card by card from empty through the rulebook's ``can_place``."""
    problems = []
    position = game.position
    for pile in position.piles_of(Role.FOUNDATION):
        built: tuple[object, ...] = ()
        for card in pile.cards:
            partial = position.with_piles({pile.id: built})
            ruling = game.rulebook.can_place(partial, partial.pile(pile.id), (card,))
            if not ruling.legal:
                problems.append(f"{pile.id} at {card}: {ruling.describe()}")
                break
            built += (card,)
    return problems


# ----------------------------------------------------------------------------- whole games


@per_edition
@given(number=NUMBERS, data=st.data())
def test_a_random_game_keeps_the_cards_and_the_rules_and_ends(
    name: str, edition: str, number: int, data: st.DataObject
) -> None:
    """Cards conserved, foundations in sequence, and an end (win, stuck or repetition) within MAX_MOVES."""
    game = new_game(name, edition, number)
    packs = Counter(game.variant.cards(game.edition))
    piles = layout(game.position)
    assert Counter(game.position.cards()) == packs, "the deal is not the packs"
    assert not foundation_problems(game), "the deal breaks the foundation rules"

    def check(game: Game, move: Action) -> None:
        assert layout(game.position) == piles, f"{move} changed the piles"
        assert Counter(game.position.cards()) == packs, f"{move} lost or made cards"
        assert not foundation_problems(game), f"{move} broke a foundation: {foundation_problems(game)}"
        assert game.position.redeals_left >= 0

    how = play(game, data, MAX_MOVES, check)
    assert how != "unfinished", f"no end after {MAX_MOVES} moves"
    if how == "stuck":
        assert game.is_over and not game.is_won
    if how == "won":
        assert game.is_over


@per_edition
@given(number=NUMBERS, data=st.data())
def test_undo_walks_back_through_the_same_positions_to_the_deal(
    name: str, edition: str, number: int, data: st.DataObject
) -> None:
    game = new_game(name, edition, number)
    positions = [game.position]
    play(game, data, SHORT_GAME * 4, lambda game, move: positions.append(game.position))
    played = list(game.moves)
    assert len(positions) == len(played) + 1
    while played:
        assert game.undo() == played.pop()
        positions.pop()
        assert game.position == positions[-1]
        assert not game.is_repetition() or positions.count(game.position) > 1
    assert game.position == new_game(name, edition, number).position
    assert game.moves == ()


@per_edition
@given(number=NUMBERS, data=st.data())
def test_the_saved_game_loads_back_equal_at_every_step(
    name: str, edition: str, number: int, data: st.DataObject
) -> None:
    def check(game: Game, move: Action) -> None:
        text = game.to_json()
        loaded = patience_core.load_game(text)
        assert loaded == game, f"after {move}"
        assert loaded.to_json() == text
        assert str(loaded) == str(game)
        assert loaded.is_repetition() == game.is_repetition()

    game = new_game(name, edition, number)
    assert patience_core.load_game(game.to_json()) == game
    play(game, data, SHORT_GAME, check)
    if game.moves:
        # Undo still works in a loaded game: it replayed the moves.
        loaded = patience_core.load_game(game.to_json())
        last = loaded.moves[-1]
        assert loaded.undo() == last


# ----------------------------------------------------------------------------- listed moves


def candidates(game: Game, rng: random.Random) -> set[Action]:
    """Moves to try: every pile pair (one card, and a random run), redeals in any order, the deal."""
    position = game.position
    tried: set[Action] = {Redeal(), Deal()}
    for source in position.piles:
        for target in position.piles:
            if source.id == target.id:
                continue
            tried.add(Move(source.id, target.id))
            if len(source.cards) > 1:
                tried.add(Move(source.id, target.id, rng.randint(2, len(source.cards))))
    for move in game.legal_moves():
        if isinstance(move, Redeal) and move.order:
            orders = list(permutations(move.order)) if len(move.order) <= 5 else [tuple(reversed(move.order))]
            tried.update(Redeal(order) for order in orders)
            tried.add(Redeal(move.order[:-1]))
            tried.add(Redeal((*move.order, move.order[0])))
    return tried


def kind(position: Position, move: Action) -> tuple[object, ...]:
    """What sort of move ``move`` is: its class, and for a card move the roles of its piles and its count."""
    if isinstance(move, Move):
        return (Move, position.pile(move.source).role, position.pile(move.target).role, move.count)
    return (type(move),)


def played_back(position: Position, listed: list[Action], rng: random.Random) -> list[Action]:
    """Every listed move; or, where a table offers more than PLAYED_BACK, one of every kind and the rest at random."""
    if len(listed) <= PLAYED_BACK:
        return listed
    kinds: dict[tuple[object, ...], list[Action]] = {}
    for move in listed:
        kinds.setdefault(kind(position, move), []).append(move)
    sample = [rng.choice(moves) for moves in kinds.values()]
    chosen = set(sample)
    rest = [move for move in listed if move not in chosen]
    return sample + rng.sample(rest, max(0, PLAYED_BACK - len(sample)))


@per_edition
@given(number=NUMBERS, data=st.data())
def test_a_move_is_accepted_if_and_only_if_it_was_listed(
    name: str, edition: str, number: int, data: st.DataObject
) -> None:
    rng = random.Random(data.draw(st.integers(0, 2**32), label="seed"))

    def check(game: Game, move: Action) -> None:
        listed = game.legal_moves()
        offered = set(listed)  # looked up once per candidate: a list would make a table of a thousand moves quadratic
        assert len(listed) == len(offered), "a move is listed twice"
        for candidate in candidates(game, rng) | offered:
            accepted = game.is_legal(candidate)
            assert accepted == (candidate in offered), (
                f"{candidate} is {'accepted' if accepted else 'refused'} but "
                f"{'not ' if candidate not in offered else ''}listed"
            )
        before = game.position
        for candidate in played_back(game.position, listed, rng):
            game.play(candidate)
            game.undo()
            assert game.position == before

    game = new_game(name, edition, number)
    check(game, Deal())
    play(game, data, SHORT_GAME // 2 + 1, check)


def garbage(game: Game, rng: random.Random) -> list[object]:
    position = game.position
    ids = [pile.id for pile in position.piles]
    empty = [pile.id for pile in position.piles if not pile.cards]
    full = [pile for pile in position.piles if pile.cards]
    some = rng.choice(ids)
    moves: list[object] = [
        None,
        "",
        "   ",
        42,
        [some, some],
        b"stock-f1",
        "no move at all",
        "zz9-f1",
        f"{some}-zz9",
        f"{some}-{some}",
        Move("zz9", some),
        {"from": some},
        {"from": some, "to": "zz9"},
        {"from": some, "to": rng.choice(ids), "count": -1},
        {"from": some, "to": rng.choice(ids), "count": 0},
        {"from": some, "to": rng.choice(ids), "count": "1"},
        {"from": some, "to": rng.choice(ids), "count": 10**400},
        {"redeal": "yes"},
        {"redeal": True, "order": "backwards"},
        "redeal zz9",
        Redeal(("zz9",)),
        f"{some}-{rng.choice(ids)}(0)",
        f"{some}-{rng.choice(ids)}(-1)",
    ]
    if empty:
        moves.append(Move(rng.choice(empty), rng.choice(ids)))
    if full:
        pile = rng.choice(full)
        moves.append(Move(pile.id, rng.choice([i for i in ids if i != pile.id]), len(pile.cards) + 1))
    return moves


@per_edition
@given(number=NUMBERS, data=st.data())
def test_garbage_moves_are_refused_and_change_nothing(
    name: str, edition: str, number: int, data: st.DataObject
) -> None:
    rng = random.Random(data.draw(st.integers(0, 2**32), label="seed"))

    def check(game: Game, move: Action) -> None:
        before = (game.to_json(), game.legal_moves(), game.position)
        for bad in garbage(game, rng):
            with pytest.raises((InvalidMoveError, IllegalMoveError)):
                game.play(bad)
            assert (game.to_json(), game.legal_moves(), game.position) == before, f"{bad!r} changed the game"

    game = new_game(name, edition, number)
    check(game, Deal())
    play(game, data, SHORT_GAME // 2 + 1, check)


def test_the_deal_is_a_valid_saved_position(name: str, edition: str) -> None:
    game = new_game(name, edition, 1)
    data = json.loads(game.to_json())
    assert data["variant"] == name and data["edition"] == edition and data["number"] == 1
    assert data["redeals_left"] == game.position.redeals_left >= 0
    assert patience_core.load_game(data) == game
