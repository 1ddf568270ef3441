"""Robert (Hoffmann 1892, No. 15 "Robert", pp. 27–28): the pile, the waste-heap and its three redeals."""

from __future__ import annotations

from collections import Counter

from patience_core import Game, default_registry, new_game, pack

from ..tables import arrange, assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME = "robert"


def table(edition: str | None = None, *, turn: str = "", redeals_left: int | None = None, **piles: str) -> Game:
    return arrange(default_registry(), NAME, edition, turn=turn, redeals_left=redeals_left, **piles)


def test_the_first_card_turned_begins_the_pile_and_the_rest_is_the_pack() -> None:
    game = new_game(NAME, number=1)
    assert len(game.position.pile("pile").cards) == 1
    assert len(game.position.pile("stock").cards) == 51
    assert game.position.redeals_left == 3
    assert Counter(game.position.cards()) == Counter(pack())


def test_a_card_one_above_or_one_below_of_any_suit_goes_on_and_no_other() -> None:
    for card in ("9C", "JH"):
        game = table(pile="10S", turn=card)
        game.play("stock-pile")
        assert pile_cards(game, "pile") == f"10S {card}"
    game = table(pile="10S", turn="8S")
    assert_illegal(game, "stock-pile", "a foundation is built up or down regardless of suit")


def test_a_king_and_an_ace_are_not_in_sequence_in_the_book_but_are_in_pysolfc() -> None:
    assert_illegal(table(pile="KS", turn="AH"), "stock-pile", "a foundation is built up or down")
    assert_illegal(table(pile="AS", turn="KH"), "stock-pile", "a foundation is built up or down")
    game = table("pysolfc", pile="KS", turn="AH")
    game.play("stock-pile")
    assert pile_cards(game, "pile") == "KS AH"


def test_a_card_turned_that_fits_is_laid_on_in_the_book_and_may_be_laid_aside_in_pysolfc() -> None:
    refused = assert_illegal(table(pile="10S", turn="9C"), "stock-talon", "a card turned that fits")
    assert "reading: a card turned that fits the pile is laid on it" in str(refused)
    game = table("pysolfc", pile="10S", turn="9C")
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "9C"


def test_the_top_card_of_the_waste_heap_may_be_laid_on_when_it_fits() -> None:
    game = table(pile="10S", talon="4D 9C")
    lifted = game.rulebook.can_lift(game.position, game.position.pile("talon"), 1)
    assert lifted.legal and str(lifted.source) == 'Hoffmann 1892, No. 31 "Lucas", p. 54'
    game.play("talon-pile")
    assert (pile_cards(game, "pile"), pile_cards(game, "talon")) == ("10S 9C", "4D")
    assert_illegal(game, "talon-pile", "a foundation is built up or down")
    assert_illegal(game, "pile-talon", "only a card turned from the stock goes to the talon")


def test_the_waste_heap_is_dealt_again_in_its_order_when_the_stock_is_out() -> None:
    assert_dealt_again_in_its_order(NAME, pile="10S")
    assert_dealt_again_in_its_order(NAME, "pysolfc", pile="10S")
    assert_illegal(table(pile="10S", turn="2C", talon="3H"), "redeal", "only when the stock is used up")


def test_three_redeals_in_the_book_two_in_pysolfc() -> None:
    assert new_game(NAME, number=1).position.redeals_left == 3
    assert new_game(NAME, number=1, edition="pysolfc").position.redeals_left == 2
