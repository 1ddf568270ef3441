"""Beleaguered Castle: PySolFC's deals card for card, every rule clause, and the solver's hints."""

from __future__ import annotations

import json
import random
from collections.abc import Iterator
from dataclasses import replace
from itertools import permutations

import patience_beleaguered_castle
import pytest
from patience_beleaguered_castle import TABLEAU, BeleagueredCastleRules

from patience_core import (
    Action,
    Game,
    IllegalMoveError,
    Move,
    Pile,
    Position,
    Role,
    load_game,
    new_game,
    pack,
    parse_card,
)
from patience_core.cards import Card
from patience_core.rulebook import Rulebook
from patience_core.solving import walks
from patience_core.solving.hints import SafeHome
from patience_core.solving.search import _Search
from patience_core.solving.solver import solve
from tests.solver.test_hint_contract import settled

VECTORS = json.loads(
    (__import__("pathlib").Path(__file__).parent.parent / "data" / "beleaguered-castle-pysolfc.json").read_text()
)


def table(position: Position) -> list[list[str]]:
    return [[str(card) for card in pile.cards] for pile in position.piles_of(Role.TABLEAU)]


def position_with(tableau: list[list[str]], heights: tuple[int, int, int, int] = (1, 1, 1, 1)) -> Position:
    """A Beleaguered Castle position: foundations built to ``heights`` (clubs, spades, hearts, diamonds)."""
    base = new_game("beleaguered-castle", number=1).position
    ranks = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
    foundations = [
        Pile(f"f{i + 1}", Role.FOUNDATION, tuple(parse_card(rank + suit) for rank in ranks[:height]))
        for i, (suit, height) in enumerate(zip("CSHD", heights, strict=True))
    ]
    piles = [
        Pile(f"t{i + 1}", Role.TABLEAU, tuple(parse_card(text) for text in cards)) for i, cards in enumerate(tableau)
    ]
    return replace(base, number=None, piles=(*foundations, *piles))


def game_at(position: Position) -> Game:
    game = new_game("beleaguered-castle", number=1)
    return Game(game.rulebook, position, from_deal=False)


# --------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("number", sorted(VECTORS["layouts"], key=int))
def test_the_deal_is_pysolfc_card_for_card(number: str) -> None:
    game = new_game("beleaguered-castle", number=int(number))
    assert table(game.position) == VECTORS["layouts"][number]


def test_the_aces_start_the_foundations_in_pysolfc_suit_order() -> None:
    position = new_game("beleaguered-castle", number=67).position
    assert [str(pile.cards[0]) for pile in position.piles_of(Role.FOUNDATION)] == ["AC", "AS", "AH", "AD"]
    assert [len(pile.cards) for pile in position.piles_of(Role.TABLEAU)] == [6] * 8
    assert sorted(position.cards()) == sorted(pack())


def test_the_position_json_lists_the_eight_piles_bottom_to_top() -> None:
    data = json.loads(new_game("beleaguered-castle", number=1000).to_json())
    tableau = [pile for pile in data["piles"] if pile["role"] == "tableau"]
    assert [pile["id"] for pile in tableau] == [f"t{i}" for i in range(1, 9)]
    assert [pile["cards"] for pile in tableau] == VECTORS["layouts"]["1000"]


def test_a_saved_game_loads_back() -> None:
    game = new_game("beleaguered-castle", number=2)
    game.play("t7-t8")
    assert load_game(game.to_json()) == game


# --------------------------------------------------------------------------- the rules


def test_piles_build_down_regardless_of_suit() -> None:
    game = game_at(position_with([["9H"], ["8S"], ["8H"], ["KD"], [], [], [], []]))
    assert game.is_legal("t2-t1")  # black eight on a red nine
    assert game.is_legal("t3-t1")  # red on red: suits do not matter
    with pytest.raises(IllegalMoveError) as refused:
        game.play("t1-t2")  # up, not down
    assert refused.value.ruling.rule == "a card goes on the next higher card regardless of suit"
    assert refused.value.ruling.source is not None
    assert refused.value.ruling.source.key == "moreheadmottsmith1950"


def test_one_card_at_a_time() -> None:
    game = game_at(position_with([["9H", "8S"], ["10C"], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], ["QC"]]))
    before = game.position
    with pytest.raises(IllegalMoveError, match="one card"):
        game.play("t1-t2(2)")
    assert game.position == before  # refused, nothing changed


def test_a_space_takes_any_card() -> None:
    game = game_at(position_with([["9H", "8S"], [], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], ["QC"]]))
    for source in ("t1", "t3", "t4", "t8"):
        assert game.is_legal(f"{source}-t2")


def test_foundations_build_up_by_suit() -> None:
    game = game_at(position_with([["2C"], ["2S"], ["3C"], ["KD"], ["5C"], ["6C"], ["7C"], ["QC"]]))
    assert game.is_legal("t1-f1")
    assert not game.is_legal("t1-f2")  # the two of clubs on the spades
    assert not game.is_legal("t3-f1")  # the three before the two
    game.play("t1-f1")
    assert game.is_legal("t3-f1")


def test_foundation_cards_stay() -> None:
    game = game_at(position_with([["9H"], [], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], ["QC"]], (2, 1, 1, 1)))
    with pytest.raises(IllegalMoveError, match="stay"):
        game.play("f1-t2")


def test_won_when_every_card_is_home() -> None:
    game = game_at(position_with([["KC"], [], [], [], [], [], [], []], (12, 13, 13, 13)))
    assert not game.is_won
    game.play("t1-f1")
    assert game.is_won


# --------------------------------------------------------------------------- the solver's hints


def rules() -> BeleagueredCastleRules:
    return patience_beleaguered_castle.HINTS


def safe_home() -> SafeHome:
    return patience_beleaguered_castle.SAFE_HOME


def test_the_canonical_key_ignores_which_pile_holds_which_cards() -> None:
    piles = [["9H", "8S"], ["10C"], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], []]
    orders = list(permutations(piles, 8))
    sample = random.Random(3).sample(orders, 300)
    keys = {rules().patience_solver_canonical(position_with(list(order))) for order in sample}
    assert len(keys) == 1


def test_the_canonical_key_tells_different_positions_apart() -> None:
    one = position_with([["9H", "8S"], ["10C"], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], []])
    swapped = position_with([["8S", "9H"], ["10C"], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], []])
    higher = position_with([["9H", "8S"], ["10C"], ["2D"], ["KD"], ["5C"], ["6C"], ["7C"], []], (2, 1, 1, 1))
    keys = {rules().patience_solver_canonical(position) for position in (one, swapped, higher)}
    assert len(keys) == 3


def test_a_card_is_safe_to_play_home_when_every_other_foundation_holds_its_rank_less_two() -> None:
    # The four of clubs: the two of diamonds is still out, and a three may need the four to lie on.
    unsafe = position_with([["4C"], ["9H"], ["2D", "KD"], ["9S"], ["3D"], ["6C"], ["7C"], ["QC"]], (3, 3, 3, 1))
    assert safe_home().patience_solver_safe_moves(unsafe) == []
    # The three of clubs with the two of diamonds out: the two can go home itself, and nothing lies on it.
    safe = position_with([["3C"], ["9H"], ["2D", "KD"], ["9S"], ["5C"], ["6C"], ["7C"], ["QC"]], (2, 2, 2, 1))
    assert safe_home().patience_solver_safe_moves(safe) == [Move("t1", "f1")]
    twos = position_with([["9H"], ["2S"], ["3D"], ["KD"], ["5C"], ["6C"], ["7C"], ["QC"]])
    assert safe_home().patience_solver_safe_moves(twos) == [Move("t2", "f2")]


def random_walk(seed: int, steps: int) -> Iterator[tuple[Rulebook, Position, list[Action]]]:
    """Each position of random play from deals 1 to 5, at most ``steps`` a deal, with its rulebook and legal moves."""
    rng = random.Random(seed)
    for number in range(1, 6):
        game = new_game("beleaguered-castle", number=number)
        table = walks.Table(game.rulebook, game.position)
        for legal in walks.random_walk(table, rng, steps=steps):
            yield game.rulebook, table.position, legal


def test_the_fast_moves_cover_every_legal_move_up_to_the_canonical_key() -> None:
    hints = rules()
    for rulebook, position, legal in random_walk(7, 120):
        offered = hints.patience_solver_moves(position)
        assert all(rulebook.judge(position, move).legal for move in offered)
        reached = {hints.patience_solver_canonical(rulebook.apply(position, move)) for move in offered}
        reached.add(hints.patience_solver_canonical(position))
        for move in legal:
            assert hints.patience_solver_canonical(rulebook.apply(position, move)) in reached, move


def test_the_hints_answer_none_for_a_table_they_do_not_know() -> None:
    odd = Position("beleaguered-castle", "morehead-1950", None, 0, (Pile("t1", Role.TABLEAU, (Card.parse("AS"),)),))
    hints = rules()
    assert hints.patience_solver_moves(odd) is None
    assert safe_home().patience_solver_safe_moves(odd) == []  # no foundation for the ace to go to
    assert hints.patience_solver_canonical(odd) is None
    assert hints.patience_solver_score(odd) is None


def test_the_card_moves_leave_out_no_legal_move() -> None:
    for rulebook, position, legal in random_walk(5, 100):
        every_pair = {
            Move(source.id, target.id)
            for source in position.piles
            for target in position.piles
            if source is not target and source.cards
        }
        judged = {move for move in every_pair if rulebook.judge(position, move).legal}
        assert set(legal) == judged


def test_the_redundant_moves_are_the_card_just_moved_and_none_after_a_safe_move() -> None:
    """What the hint names; that each named move goes nowhere new is the contract test's (test_hint_contract.py)."""
    hint = patience_beleaguered_castle.MOVED_AGAIN
    named_after = {"row": 0, "home": 0, "safe move": 0}
    for rulebook, before, legal in random_walk(11, 60):
        for move in legal:
            position, via = settled(rulebook, before, move)
            named = hint.patience_solver_redundant(position, via)
            if len(via) > 1:  # a card went home after the move and may have uncovered a new move
                assert named is None
                named_after["safe move"] += 1
            elif move.target in TABLEAU:
                every = {Move(move.target, pile.id) for pile in position.piles}  # legal or not
                assert named == every
                named_after["row"] += 1
            else:
                assert named is None
                named_after["home"] += 1
    assert min(named_after.values()) > 5, named_after


@pytest.mark.parametrize(("number", "outcome"), [(1, "lost"), (3, "lost"), (24, "won")])
def test_leaving_the_redundant_moves_out_keeps_the_verdict_and_proves_losses_sooner(
    number: int, outcome: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    with_hint = solve(new_game("beleaguered-castle", number=number), positions=100_000, fast_pass=False)
    monkeypatch.setattr(_Search, "redundant", lambda self, position, after: frozenset())
    without = solve(new_game("beleaguered-castle", number=number), positions=100_000, fast_pass=False)
    assert with_hint.outcome == without.outcome == outcome
    if outcome == "lost":  # the same positions searched through fewer moves
        assert with_hint.held == without.held and with_hint.positions < 0.9 * without.positions


# --------------------------------------------------------------------------- the safe moves against brute force

RANKS = ["A", *map(str, range(2, 11)), "J", "Q", "K"]


def small_position(rng: random.Random, cards_out: int) -> Position:
    """A position near the end: the foundations built high at random, the ``cards_out`` cards above them in rows."""
    while True:
        heights = [rng.randint(1, 13) for _ in range(4)]
        out = [
            f"{RANKS[rank - 1]}{suit}"
            for suit, height in zip("CSHD", heights, strict=True)
            for rank in range(height + 1, 14)
        ]
        if len(out) == cards_out:
            break
    rng.shuffle(out)
    rows: list[list[str]] = [[] for _ in range(8)]
    for card in out:
        rows[rng.randrange(4)].append(card)  # four rows at most, so that spaces are left
    return position_with(rows, (heights[0], heights[1], heights[2], heights[3]))


def winnable(rulebook: Rulebook, position: Position) -> bool:
    """Whether ``position`` can be won, by an exhaustive search of the plain rules (no hint)."""

    def key(position: Position) -> tuple[object, ...]:  # the rows are interchangeable: sorted, they fold
        return tuple(len(pile.cards) for pile in position.piles[:4]), tuple(sorted(map(tuple, table(position))))

    seen = {key(position)}
    todo = [position]
    while todo:
        position = todo.pop()
        if rulebook.is_won(position):
            return True
        for move in rulebook.legal_moves(position):
            child = rulebook.apply(position, move)
            child_key = key(child)
            if child_key not in seen:
                seen.add(child_key)
                todo.append(child)
    return False


def test_a_safe_move_never_turns_a_winnable_position_into_a_lost_one() -> None:
    hints = safe_home()
    rulebook = new_game("beleaguered-castle", number=1).rulebook
    rng = random.Random(16)
    fired = won_before = beyond_the_old_rule = 0
    for _ in range(120):
        position = small_position(rng, rng.randint(5, 7))
        for move in hints.patience_solver_safe_moves(position):
            assert rulebook.judge(position, move).legal
            fired += 1
            heights = [len(pile.cards) for pile in position.piles[:4]]
            if min(heights) < len(position.pile(move.target).cards):  # the old rule: every foundation at rank - 1
                beyond_the_old_rule += 1
            if winnable(rulebook, position):
                won_before += 1
                assert winnable(rulebook, rulebook.apply(position, move)), position
    assert fired > 20 and won_before > 10 and beyond_the_old_rule > 10, (fired, won_before, beyond_the_old_rule)
