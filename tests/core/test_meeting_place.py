"""MeetingPlace: a card that fits both sequences of its suit waits between them (Hoffmann 1892, No. 30, p. 52)."""

from __future__ import annotations

import pytest

from patience_core import Edition, Game, IllegalMoveError, Move, Variant
from patience_core.cards import KING, Suit, parse_card
from patience_core.clauses import (
    Available,
    Build,
    Foundations,
    Layout,
    MeetingPlace,
    Refill,
    numbered,
    table_of,
)
from patience_core.rulebook import Rulebook
from patience_core.sources import HOFFMANN_1892

CRESCENT = HOFFMANN_1892.game(30).page(52)
UP = Foundations(CRESCENT, piles=numbered("f", 4), set_out=True)
DOWN = Foundations(CRESCENT, piles=numbered("k", 4), build=Build.DOWN, start=KING, set_out=True)
BETWEEN = numbered("m", 4)  # clubs, spades, hearts, diamonds
HEAPS = numbered("t", 4)
TABLE = table_of(foundation=(*numbered("f", 4), *numbered("k", 4)), reserve=BETWEEN, tableau=HEAPS, stock="stock")


def rulebook(refill: Refill | None = None) -> Rulebook:
    rules: tuple[object, ...] = (
        Layout(TABLE, rest="stock"),
        UP,
        DOWN,
        Available(CRESCENT, piles=HEAPS),
        *((refill,) if refill else ()),
        MeetingPlace(CRESCENT, up=UP, down=DOWN, between=BETWEEN, refill=refill),
    )
    edition = Edition("test", "Meeting", (HOFFMANN_1892.game(30),))
    variant = Variant("meeting", "Meeting", "Meeting", 2, (HOFFMANN_1892,), (edition,), rules)
    return Rulebook(variant, edition)


def game(refill: Refill | None = None, **piles: str) -> Game:
    """Clubs built up to the seven and down to the nine (the book's example), and ``piles`` as given."""
    book = rulebook(refill)
    laid = {pile_id: "" for pile_id, _ in TABLE}
    laid.update(f1="AC 2C 3C 4C 5C 6C 7C", f2="AS", f3="AH", f4="AD", k1="KC QC JC 10C 9C", k2="KS", k3="KH", k4="KD")
    laid.update(piles)
    position = book.deal(1, []).with_piles(
        {pile_id: tuple(map(parse_card, text.split())) for pile_id, text in laid.items()}
    )
    return Game(book, position, from_deal=False)


def refused(game: Game, move: str, rule: str) -> None:
    before, legal = game.position, game.legal_moves()
    with pytest.raises(IllegalMoveError, match=rule):
        game.play(move)
    assert game.position == before and game.legal_moves() == legal


def cards(game: Game, pile_id: str) -> str:
    return " ".join(str(card) for card in game.position.pile(pile_id).cards)


def test_a_card_that_fits_both_sequences_goes_to_neither_but_waits_on_its_suits_place() -> None:
    play = game(t1="8C")
    refused(play, "t1-f1", "fits both the ascending and the descending sequence of its suit waits between them: m1")
    refused(play, "t1-k1", "waits between them: m1")
    refused(play, "t1-m2", "only a card of its suit that fits both")
    assert Move("t1", "m1") in play.legal_moves()
    play.play("t1-m1")
    assert cards(play, "m1") == "8C"


def test_a_card_that_fits_one_sequence_only_goes_there_and_does_not_wait() -> None:
    play = game(t1="10S", t2="5C", k2="KS QS JS")
    refused(play, "t1-m2", "only a card of its suit that fits both")
    refused(play, "t2-m1", "only a card of its suit that fits both")  # clubs: fits neither sequence
    play.play("t1-k2")
    assert cards(play, "k2") == "KS QS JS 10S"


def test_a_seven_sends_the_waiting_eight_to_the_kings_side_and_follows_it() -> None:
    play = game(m1="8C", t2="7C")
    assert Move("t2", "k1") in play.legal_moves()
    play.play("t2-k1")
    assert cards(play, "k1") == "KC QC JC 10C 9C 8C 7C"
    assert cards(play, "m1") == cards(play, "t2") == ""


def test_a_nine_sends_the_waiting_eight_to_the_aces_side_and_follows_it() -> None:
    play = game(m1="8C", t3="9C")
    refused(play, "t3-k1", "no rule of this patience|built down")  # the nine continues only the aces' side
    play.play("t3-f1")
    assert cards(play, "f1") == "AC 2C 3C 4C 5C 6C 7C 8C 9C"
    assert cards(play, "k1") == "KC QC JC 10C 9C"


def test_a_waiting_card_goes_only_to_a_foundation_and_not_while_it_fits_both() -> None:
    play = game(m1="8C", t1="9D")
    refused(play, "m1-t1", "goes only to a foundation")
    refused(play, "m1-f1", "waits between them")


def test_a_second_card_of_the_rank_waits_beside_the_first_and_goes_to_the_side_left_to_it() -> None:
    play = game(m1="8C", t1="8C", t2="7C")
    play.play("t1-m1")
    assert cards(play, "m1") == "8C 8C"
    play.play("t2-k1")  # one eight goes down with the seven; the other now fits only the aces' side
    refused(play, "m1-k1", "built down")
    assert Move("m1", "f1") in play.legal_moves()
    play.play("m1-f1")
    assert cards(play, "f1").endswith("7C 8C") and cards(play, "m1") == ""


def test_with_refill_the_pile_the_continuing_card_left_is_filled() -> None:
    refill = Refill(CRESCENT, piles=HEAPS, supply=("stock",))
    play = game(refill, m1="8C", t2="7C", stock="2D 5H")
    play.play("t2-k1")
    assert cards(play, "t2") == "5H" and cards(play, "stock") == "2D"


def test_a_saved_place_holding_a_card_of_another_suit_or_one_that_fits_nowhere_is_refused() -> None:
    book = rulebook()
    position = game(m1="8C").position
    assert book.position_problems(position) == []
    for text, problem in (("8H", "m1 holds 8H, but it is the place of the clubs"), ("3C", "fits neither sequence")):
        wrong = position.with_piles({"m1": (parse_card(text),)})
        assert any(problem in found for found in book.position_problems(wrong))


def test_a_place_is_named_for_each_suit() -> None:
    with pytest.raises(ValueError, match="one place for each suit"):
        MeetingPlace(CRESCENT, up=UP, down=DOWN, between=("m1",), suits=(Suit.CLUBS, Suit.HEARTS))
