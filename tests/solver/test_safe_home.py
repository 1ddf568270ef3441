"""The dominance rule (SafeHome) against brute force: on every small position enumerated, it never spoils a win.

For each game that lists the rule, a few endgames are fixed by the heights of
the foundations; the cards still out are laid in every order on a reduced
table (two rows, and for The Flower-Garden one place of the Bouquet). Every
position reachable from those is searched exhaustively through the plain
rules, and wherever the rule offers a move in a position that can be won, the
position after the move must still be winnable. The endgames are chosen so
that the rule fires beyond the older one (every other foundation at the card's
rank less one), and so that some positions are lost: the test could fail.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Hashable, Iterator
from dataclasses import replace

import patience_beleaguered_castle
import pytest
from patience_cadogan import flower_garden

from patience_core import Move, Pile, Position, Role, new_game, parse_card
from patience_core.clauses import Available, Build, Building, Foundations, Suits
from patience_core.rulebook import Rulebook
from patience_core.solving.codes import exact_key
from patience_core.solving.hints import SafeHome
from patience_core.sources import CADOGAN_1914

RANKS = ["A", *map(str, range(2, 11)), "J", "Q", "K"]
BASES = {game: new_game(game, number=1).position for game in ("beleaguered-castle", "flower-garden")}
SUITS = "CSHD"

#: Endgames by the foundations' heights (clubs, spades, hearts, diamonds): five cards out in each.
ENDGAMES = [
    (11, 10, 13, 13),  # QC home once the spades are at the ten: beyond the older rule
    (12, 11, 11, 13),  # KC home with two suits at the jack
    (12, 11, 12, 12),  # KC home with the spades at the jack
    (10, 12, 12, 13),  # JC home with every other suit at the queen: the older rule too
]


def table(game: str, rows: tuple[tuple[str, ...], ...], bouquet: tuple[str, ...], heights: tuple[int, ...]) -> Position:
    """A position of ``game`` on a reduced table: its four foundations built to ``heights``, ``rows``, ``bouquet``."""
    base = BASES[game]
    foundations = [
        Pile(f"f{i + 1}", Role.FOUNDATION, tuple(parse_card(rank + suit) for rank in RANKS[:height]))
        for i, (suit, height) in enumerate(zip(SUITS, heights, strict=True))
    ]
    prefix = "t" if game == "beleaguered-castle" else "g"
    piles = [Pile(f"{prefix}{i + 1}", Role.TABLEAU, tuple(map(parse_card, row))) for i, row in enumerate(rows)]
    piles += [Pile(f"b{i + 1}", Role.RESERVE, (parse_card(card),) if card else ()) for i, card in enumerate(bouquet)]
    return replace(base, number=None, piles=(*foundations, *piles))


def out(heights: tuple[int, ...]) -> list[str]:
    return [
        RANKS[rank - 1] + suit for suit, height in zip(SUITS, heights, strict=True) for rank in range(height + 1, 14)
    ]


def starts(game: str, heights: tuple[int, ...]) -> Iterator[Position]:
    """Every way of laying the cards out in two rows (and, for The Flower-Garden, one or none in the Bouquet)."""
    cards = out(heights)
    places = 1 if game == "flower-garden" else 0
    for order in itertools.permutations(cards):
        for held in range(places + 1):
            bouquet = tuple(order[:held]) + ("",) * (places - held)
            rest = order[held:]
            for cut in range(len(rest) + 1):
                yield table(game, (rest[:cut], rest[cut:]), bouquet, heights)


def winnable_positions(rulebook: Rulebook, first: list[Position]) -> tuple[dict[Hashable, Position], set[Hashable]]:
    """Every position reachable from ``first`` by the plain rules (no hint), by key, and the keys of those winnable."""
    reached: dict[Hashable, Position] = {}
    children: dict[Hashable, list[Hashable]] = {}
    todo = list(first)
    while todo:
        position = todo.pop()
        key = exact_key(position)
        if key in children:
            continue
        reached[key] = position
        children[key] = []
        if rulebook.is_won(position):
            continue
        for move in rulebook.legal_moves(position):
            child = rulebook.apply(position, move)
            children[key].append(exact_key(child))
            todo.append(child)
    parents: dict[Hashable, list[Hashable]] = defaultdict(list)
    for key, keys in children.items():
        for child_key in keys:
            parents[child_key].append(key)
    winnable = {key for key, position in reached.items() if rulebook.is_won(position)}
    frontier = list(winnable)
    while frontier:
        for parent in parents[frontier.pop()]:
            if parent not in winnable:
                winnable.add(parent)
                frontier.append(parent)
    return reached, winnable


@pytest.mark.parametrize(
    ("game", "rule"),
    [("beleaguered-castle", patience_beleaguered_castle.SAFE_HOME), ("flower-garden", flower_garden.HINTS[0])],
)
def test_the_dominance_rule_never_spoils_a_win_on_any_small_position(game: str, rule: SafeHome) -> None:
    rulebook = new_game(game, number=1).rulebook
    fired = beyond_the_older_rule = lost = 0
    for heights in ENDGAMES:
        reached, winnable = winnable_positions(rulebook, list(starts(game, heights)))
        lost += len(reached) - len(winnable)
        for key, position in reached.items():
            for move in rule.patience_solver_safe_moves(position):
                assert rulebook.judge(position, move).legal, (position, move)
                if key not in winnable:
                    continue
                fired += 1
                after = rulebook.apply(position, move)
                assert exact_key(after) in winnable, f"{move} spoils the win of {position}"
                card = position.pile(move.source).cards[-1]
                others = [len(pile.cards) for pile in position.piles_of(Role.FOUNDATION) if pile.id != move.target]
                beyond_the_older_rule += min(others) == card.rank - 2
    assert fired > 2_000 and beyond_the_older_rule > 1_000 and lost > 500, (fired, beyond_the_older_rule, lost)


def test_one_rank_lower_the_rule_would_spoil_a_win() -> None:
    """With a foundation at the card's rank less three, playing it home can lose: the bound of two is tight.

    Clubs home to the knave, spades to the nine, the rest home, on two rows:
    the queen of clubs must first take the knave of spades, which covers the
    ten the spades need. Sent home, it leaves the knave nowhere to go.
    """
    rulebook = new_game("beleaguered-castle", number=1).rulebook
    position = table("beleaguered-castle", (("KS",), ("QS", "KC", "10S", "JS", "QC")), (), (11, 9, 13, 13))
    home = Move("t2", "f1")
    assert rulebook.judge(position, home).legal
    assert patience_beleaguered_castle.SAFE_HOME.patience_solver_safe_moves(position) == []
    _, winnable = winnable_positions(rulebook, [position])
    assert exact_key(position) in winnable
    assert exact_key(rulebook.apply(position, home)) not in winnable


# --------------------------------------------------------------------------- for which rules it holds

CITE = CADOGAN_1914.game("The Flower-Garden").rule("III")


@pytest.mark.parametrize(
    ("clauses", "message"),
    [
        ({"foundations": Foundations(CITE, build=Build.DOWN)}, "foundations are built up in suit from the ace"),
        ({"foundations": Foundations(CITE, suit=Suits.ANY)}, "foundations are built up in suit"),
        ({"foundations": Foundations(CITE, wrap=True)}, "foundations are built up in suit"),
        ({"building": Building(CITE, build=Build.UP)}, "the tableau is built down only"),
        ({"building": Building(CITE, build=Build.EITHER)}, "the tableau is built down only"),
        ({"building": Building(CITE, wrap=True)}, "the tableau is built down only"),
        ({"building": Building(CITE, step=2)}, "the tableau is built down only"),
        ({"available": Available(CITE, sequences=Building(CITE))}, "cards are free one at a time"),
    ],
)
def test_the_rule_is_refused_where_the_clauses_show_it_does_not_hold(clauses: dict[str, object], message: str) -> None:
    foundations = clauses.get("foundations", Foundations(CITE))
    building = clauses.get("building", Building(CITE))
    available = clauses.get("available", Available(CITE))
    with pytest.raises(ValueError, match=message):
        SafeHome(foundations, (building,), (available,))  # type: ignore[arg-type]


def test_a_table_of_more_foundations_than_suits_is_never_called_safe() -> None:
    rule = SafeHome(Foundations(CITE), (Building(CITE),), (Available(CITE),))  # every foundation of the table
    position = table("beleaguered-castle", (("2C",), ()), (), (1, 1, 1, 1))
    assert rule.patience_solver_safe_moves(position) == [Move("t1", "f1")]
    aces = tuple(Pile(f"f{i + 5}", Role.FOUNDATION, (parse_card(f"A{suit}"),)) for i, suit in enumerate(SUITS))
    two_packs = replace(position, piles=(*position.piles[:4], *aces, *position.piles[4:]))
    assert rule.patience_solver_safe_moves(two_packs) == []  # the argument is for one pack
