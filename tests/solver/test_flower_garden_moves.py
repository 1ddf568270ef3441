"""The Flower-Garden finds its moves card by card: in play they must be every legal move the clauses allow."""

from __future__ import annotations

import random

from patience_cadogan import flower_garden

from patience_core import default_registry
from patience_core.clauses import CardMoves, SingleCardMoves
from patience_core.solving.walks import Table, random_walk


def test_the_moves_found_card_by_card_are_every_move_the_clauses_allow() -> None:
    rulebook = default_registry().rulebook("flower-garden", "cadogan-1914")
    clauses = CardMoves(rule for rule in flower_garden.RULES if not isinstance(rule, SingleCardMoves))
    rng = random.Random(11)
    checked = 0
    for number in (1, 2, 3):
        table = Table(rulebook, default_registry().new_game("flower-garden", number=number).position)
        for _ in random_walk(table, rng, steps=60):
            # and the same with a packet cleared, which random play seldom reaches: the moves into a space
            for position in (table.position, table.position.with_piles({"g2": ()})):
                every = {move for move in clauses.patience_card_moves(position) if rulebook.judge(position, move).legal}
                assert set(rulebook.legal_moves(position)) == every
                checked += len(every)
    assert checked > 300
