"""The summary's rules of play of Capricieuse (the edition ``wikipedia``: Hoffmann 1892 via Wikipedia):
building, moving, foundations, the win.

Every illegal move must raise :class:`IllegalMoveError` naming the rule it
breaks and its source, and leave the game as it was. The book's own rules are
tested in :mod:`.test_hoffmann_1892`.
"""

from __future__ import annotations

import random

import pytest
from patience_capricieuse.table import FOUNDATIONS

from patience_core import Deal, IllegalMoveError, Move, Redeal, new_game
from patience_core.solving.walks import random_walk

from .helpers import BOOK, SUMMARY, game, rulebook, single_moves

UP_RANKS = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
ALL_HOME = {
    **{f: " ".join(rank + s for rank in UP_RANKS) for f, s in zip(FOUNDATIONS[:4], "CSHD", strict=True)},
    **{f: " ".join(rank + s for rank in reversed(UP_RANKS)) for f, s in zip(FOUNDATIONS[4:], "CSHD", strict=True)},
}


def refused(piles: dict[str, str], move: str, **kwargs: object) -> str:
    """Play ``move`` on the table ``piles``; check it is refused and the game unchanged; return the rule."""
    kwargs.setdefault("edition", SUMMARY)
    played = game(piles, **kwargs)  # type: ignore[arg-type]
    before = played.position
    with pytest.raises(IllegalMoveError) as caught:
        played.play(move)
    assert played.position == before
    assert played.moves == ()
    ruling = caught.value.ruling
    assert not ruling.legal
    assert ruling.source is not None and ruling.source.key
    return ruling.rule


def allowed(piles: dict[str, str], move: str, **kwargs: object) -> dict[str, str]:
    """Play ``move`` on the table ``piles``; return the non-empty piles after it."""
    kwargs.setdefault("edition", SUMMARY)
    played = game(piles, **kwargs)  # type: ignore[arg-type]
    played.play(move)
    return {pile.id: " ".join(map(str, pile.cards)) for pile in played.position.piles if pile.cards}


# ----------------------------------------------------------------- building on the piles


def test_a_card_goes_down_in_suit() -> None:
    assert allowed({"t1": "5S", "t2": "6S"}, "t1-t2") == {"t2": "6S 5S"}


def test_a_card_goes_up_in_suit() -> None:
    assert allowed({"t1": "5S", "t2": "4S"}, "t1-t2") == {"t2": "4S 5S"}


def test_the_direction_may_change_within_a_pile() -> None:
    assert allowed({"t1": "6S 5S", "t2": "6S"}, "t2-t1") == {"t1": "6S 5S 6S"}


def test_a_card_of_another_suit_is_refused() -> None:
    rule = refused({"t1": "5S", "t2": "6H"}, "t1-t2")
    assert "in its own suit" in rule


def test_a_card_two_ranks_off_is_refused() -> None:
    assert "next card above or below" in refused({"t1": "5S", "t2": "7S"}, "t1-t2")


def test_never_a_king_on_an_ace() -> None:
    assert refused({"t1": "KS", "t2": "AS"}, "t1-t2") == "never a king on an ace nor an ace on a king"


def test_never_an_ace_on_a_king() -> None:
    assert refused({"t1": "AS", "t2": "KS"}, "t1-t2") == "never a king on an ace nor an ace on a king"


def test_one_card_at_a_time() -> None:
    assert refused({"t1": "6S 5S", "t2": "4S"}, "t1-t2(2)") == "only one card is moved at a time"


def test_an_empty_pile_takes_any_card() -> None:
    assert allowed({"t1": "9H QS"}, "t1-t7") == {"t1": "9H", "t7": "QS"}


# ----------------------------------------------------------------- the foundations


def test_an_ace_foundation_builds_up_in_suit() -> None:
    assert allowed({"f2": "AS 2S", "t1": "3S"}, "t1-f2") == {"f2": "AS 2S 3S"}


def test_a_king_foundation_builds_down_in_suit() -> None:
    assert allowed({"f6": "KS", "t1": "QS"}, "t1-f6") == {"f6": "KS QS"}


def test_an_ace_foundation_refuses_the_wrong_rank() -> None:
    rule = refused({"f2": "AS 2S", "t1": "4S"}, "t1-f2")
    assert rule == "the ace foundation of spades takes the three of spades next"


def test_a_foundation_refuses_another_suit() -> None:
    assert (
        refused({"f2": "AS 2S", "t1": "3H"}, "t1-f2") == "the ace foundation of spades takes the three of spades next"
    )


def test_a_king_foundation_refuses_building_up() -> None:
    assert (
        refused({"f6": "KS QS", "t1": "KS"}, "t1-f6") == "the king foundation of spades takes the jack of spades next"
    )


def test_the_second_ace_ends_a_king_foundation() -> None:
    piles = {"f6": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S", "t1": "AS"}
    assert allowed(piles, "t1-f6") == {"f6": piles["f6"] + " AS"}


def test_a_complete_foundation_takes_nothing() -> None:
    assert refused({"f2": ALL_HOME["f2"], "t1": "AS"}, "t1-f2") == "the ace foundation of spades is complete"


def test_cards_go_to_a_foundation_one_at_a_time() -> None:
    # Even in an edition that moves runs, a foundation takes one card.
    rule = refused({"f2": "AS", "t1": "3S 2S", "t5": ""}, "t1-f2(2)", edition="supermoves")
    assert rule == "cards go to a foundation one at a time"


def test_cards_on_a_foundation_stay_there() -> None:
    piles = {"f2": "AS 2S", "f6": "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S", "t1": "3S"}
    assert refused(piles, "f2-f6") == "cards on a foundation stay there"
    assert refused(piles, "f2-t1") == "cards on a foundation stay there"


def test_there_is_no_deal_step_in_play() -> None:
    played = game({"t1": "5S"}, edition=SUMMARY)
    with pytest.raises(IllegalMoveError) as caught:
        played.play(Deal())
    assert "dealt at the start" in caught.value.ruling.rule


# ----------------------------------------------------------------- the win


def test_won_when_every_card_is_on_the_foundations() -> None:
    won = game(ALL_HOME, edition=SUMMARY)
    assert won.is_won
    assert won.is_over
    assert won.legal_moves() == []


def test_not_won_while_a_card_lies_in_a_pile() -> None:
    piles = dict(ALL_HOME)
    piles["f1"] = piles["f1"].rsplit(" ", 1)[0]
    piles["t4"] = "KC"
    position = game(piles, edition=SUMMARY)
    assert not position.is_won
    moves = position.legal_moves()
    assert moves[0] == Move("t4", "f1")
    assert moves[-1] == Redeal()
    assert set(moves[1:-1]) == {Move("t4", f"t{i}") for i in range(1, 13) if i != 4}
    position.play("t4-f1")
    assert position.is_won


# ----------------------------------------------------------------- the moves offered


@pytest.mark.parametrize("edition", [SUMMARY, "no-spaces", BOOK])
@pytest.mark.parametrize("number", [1, 2, 3])
def test_the_moves_offered_are_exactly_the_legal_ones(number: int, edition: str) -> None:
    played = new_game("capricieuse", number=number, edition=edition)
    book = rulebook(edition)
    for moves in random_walk(played, random.Random(number), steps=200):
        singles = {move for move in moves if isinstance(move, Move)}
        assert singles == single_moves(played.position, book)
        assert (Redeal() in moves) == book.judge(played.position, Redeal()).legal
