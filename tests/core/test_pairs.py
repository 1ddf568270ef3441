"""Pairs: two available cards taken off together, and what it leaves to the other clauses."""

from __future__ import annotations

from patience_core import Move, Pile, Position, Role
from patience_core.clauses import Pairs
from patience_core.sources import HOFFMANN_1892
from tests.plugins.tables import cards

WISH = HOFFMANN_1892.game(1)


def table(**piles: str) -> Position:
    laid = [Pile("pairs", Role.FOUNDATION)]
    laid += [
        Pile(pile_id, Role.STOCK if pile_id == "stock" else Role.RESERVE, cards(text))
        for pile_id, text in piles.items()
    ]
    return Position("x", "y", 1, 0, tuple(laid))


def test_a_card_moved_into_an_empty_pile_is_no_pair_and_is_left_to_the_other_rules() -> None:
    pairs = Pairs(WISH.page(8), piles=("t1", "t2"), into="pairs")
    position = table(t1="7S 9H", t2="")
    assert pairs.patience_check_move(position, Move("t1", "t2")) is None
    assert pairs.patience_can_place(position, position.pile("t2"), cards("9H")) is None
    assert pairs.patience_apply_move(position, Move("t1", "t2")) is None


def test_two_cards_of_equal_rank_are_still_paired_off() -> None:
    pairs = Pairs(WISH.page(8), piles=("t1", "t2"), into="pairs")
    after = pairs.patience_apply_move(table(t1="7S 9H", t2="9C"), Move("t1", "t2"))
    assert after is not None
    assert [len(pile.cards) for pile in after.piles] == [2, 1, 0]


ELEVENS = HOFFMANN_1892.game(13).page(26)
COURTS = (11, 12, 13)


def elevens(refill: bool = False) -> Pairs:
    from patience_core.clauses import Refill

    places = Refill(ELEVENS, piles=("t1", "t2"), supply=("stock",)) if refill else None
    return Pairs(ELEVENS, piles=("t1", "t2"), total=11, alone=COURTS, alone_cite=ELEVENS, refill=places)


def test_a_card_of_a_rank_alone_is_taken_off_by_itself_and_its_place_refilled() -> None:
    pairs = elevens(refill=True)
    position = table(t1="7S QH", t2="4D", stock="5C")
    assert pairs.patience_check_move(position, Move("t1", "pairs")) is None
    after = pairs.patience_apply_move(position, Move("t1", "pairs"))
    assert after is not None
    assert [" ".join(map(str, pile.cards)) for pile in after.piles] == ["QH", "7S", "4D", "5C"]
    emptied = pairs.patience_apply_move(table(t1="QH", t2="4D", stock="5C"), Move("t1", "pairs"))
    assert emptied is not None and str(emptied.pile("t1").top) == "5C"


def test_any_other_card_goes_off_only_in_a_pair() -> None:
    ruling = elevens().patience_check_move(table(t1="7S", t2="4D"), Move("t1", "pairs"))
    assert ruling is not None and not ruling.legal
    assert (
        ruling.rule
        == "cards are taken off only in pairs, one card played onto the other, or a knave, queen or king by itself"
    )
    assert elevens().alone_rule == "a knave, queen or king is taken off by itself"


def test_the_card_moves_offer_a_card_alone_onto_the_pile_of_cards_taken_off() -> None:
    pairs = elevens()
    into = Pile("pairs", Role.FOUNDATION)
    assert pairs.accepts(into, cards("KD")) is True
    assert pairs.accepts(into, cards("7D")) is False


def test_the_cards_taken_off_are_read_back_as_pairs_and_cards_alone() -> None:
    pairs = elevens()
    taken = cards("7S 4D JH 9C 2C KS")
    for i, card in enumerate(taken):
        pile = Pile("pairs", Role.FOUNDATION, taken[:i])
        ruling = pairs.patience_can_place(table(), pile, (card,))
        assert ruling is not None and ruling.legal, (i, card)
    waiting = Pile("pairs", Role.FOUNDATION, cards("7S"))
    ruling = pairs.patience_can_place(table(), waiting, cards("JH"))
    assert ruling is not None and not ruling.legal  # the seven waits for its four: a knave is no partner
    position = Position("x", "y", 1, 0, (Pile("pairs", Role.FOUNDATION, cards("7S 4D QH 9C")),))
    assert pairs.patience_check_position(position) == ["pairs holds 4 cards, but cards are taken off in pairs"]
