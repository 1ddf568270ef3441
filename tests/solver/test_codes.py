"""The codes a pile keeps for the solver's keys: worked out once, carried over by a move, never part of its value."""

from __future__ import annotations

import random

from patience_core import Move, Pile, new_game
from patience_core.solving.codes import card_code, encode_piles


def fresh_codes(pile: Pile) -> bytes:
    return bytes(card_code(card) for card in pile.cards)


def test_a_moves_new_piles_carry_the_codes_their_cards_have() -> None:
    chance = random.Random(5)
    made = 0
    for number in range(1, 60):  # random play, a new deal whenever it is stuck
        game = new_game("beleaguered-castle", number=number)
        rulebook, position = game.rulebook, game.position
        encode_piles(position.piles)
        for _ in range(100):
            moves = [move for move in rulebook.legal_moves(position) if isinstance(move, Move)]
            if not moves:
                break
            child = rulebook.apply(position, chance.choice(moves))
            for pile in child.piles:
                assert pile._codes is not None, f"{pile.id} lost its codes"
                assert pile._codes == fresh_codes(pile), pile.id
            made += sum(all(pile is not old for old in position.piles) for pile in child.piles)
            position = child
        if made >= 400:
            break
    assert made >= 400  # two new piles a move


def test_codes_are_not_worked_out_by_a_move_and_not_part_of_a_piles_value() -> None:
    game = new_game("beleaguered-castle", number=5)
    position, move = game.position, game.legal_moves()[0]
    assert isinstance(move, Move)
    after = game.rulebook.apply(position, move)  # no codes read yet: none to carry
    assert all(pile._codes is None for pile in after.piles)
    plain = [Pile(pile.id, pile.role, pile.cards) for pile in after.piles]
    assert encode_piles(after.piles) == [fresh_codes(pile) for pile in after.piles]
    assert [pile._codes for pile in plain] == [None] * len(plain)
    assert list(after.piles) == plain and [hash(pile) for pile in after.piles] == [hash(pile) for pile in plain]
    assert repr(after.piles[4]) == repr(plain[4]) and "_codes" not in repr(after.piles[4])
