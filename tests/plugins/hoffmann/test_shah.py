"""The Shah after Hoffmann (Hoffmann 1892, No. 46, pp. 84–86): the edition of Cadogan's patience, each rule cited."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Game, Move, PositionError, load_game, new_game, pack
from patience_core.analysis.compare import compare

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards, saved

H = "hoffmann-1892"
RAYS = [f"r{i}" for i in range(1, 9)]


def dealt(**piles: str) -> Game:
    """Hoffmann's star with its three circles dealt, every ray three cards that fit nowhere unless ``piles`` says."""
    game = arrange("shah", H, **({ray: "9S 9S 9S" for ray in RAYS} | piles))
    return Game(game.rulebook, game.position.with_state(circles=3), from_deal=False)


def cites(game: Game, move: str) -> str:
    """The citation of the ruling on ``move``."""
    return str(game.judge(move).source)


def test_the_edition_deals_cadogans_table_with_the_king_of_hearts_of_the_picture_as_the_shah() -> None:
    hoffmann = new_game("shah", number=3, edition=H)
    assert hoffmann.position.piles == new_game("shah", number=3).position.piles
    assert pile_cards(hoffmann, "shah") == "KH" and len(hoffmann.position.pile("aside").cards) == 7
    assert Counter(hoffmann.position.cards()) == Counter(pack(2))
    assert hoffmann.position.redeals_left == 0
    assert hoffmann.rulebook.edition.name == H


def test_while_the_circles_are_dealt_a_suitable_card_is_played_citing_page_85() -> None:
    game = arrange("shah", H, r3="2C", stock="9D 7H")
    error = assert_illegal(game, "deal", "a suitable card is played before the next circle: r3")
    assert str(error.ruling.source) == "reading: a suitable card is played before the next circle"
    assert_illegal(game, "stock-talon", "cards go only from the star to the foundations")
    assert cites(game, "stock-talon") == 'Hoffmann 1892, No. 46 "The Shah", p. 85'
    game.play("r3-f1")
    assert pile_cards(game, "r3") == "7H"
    assert cites(game, "deal") == 'Hoffmann 1892, No. 46 "The Shah", p. 85'


def test_the_foundations_follow_suit_to_the_queens() -> None:
    game = dealt(r1="9S 9S 2H", r2="9S 9S 2S")
    assert_illegal(game, "r1-f1", "in suit")
    assert cites(game, "r1-f1") == 'Hoffmann 1892, No. 46 "The Shah", p. 85'
    assert game.play("r2-f3") == Move("r2", "f3")
    queens = arrange("shah", H, f1="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", r1="KC")
    assert_illegal(queens, "r1-f1", "to the queen")


def test_only_the_outer_circle_marries_down_in_suit_and_inner_cards_are_only_played() -> None:
    game = dealt(r1="9S 9S 9H", r2="9S 9S 8H")
    assert cites(game, "r2-r1") == 'Hoffmann 1892, No. 46 "The Shah", p. 85'
    assert game.play("r2-r1") == Move("r2", "r1")
    game = dealt(r1="9S 9S 9H", r3="9S 8H")
    error = assert_illegal(game, "r3-r1", "cards of the inner circles are only played, never married")
    assert str(error.ruling.source) == 'Hoffmann 1892, No. 46 "The Shah", p. 86'
    assert_illegal(dealt(r1="9S 9S 9H", r2="9S 9S 7H"), "r2-r1", "next higher card in suit")


def test_the_waste_heaps_top_card_marries_by_a_reading() -> None:
    game = dealt(r1="9S 9S 9H", talon="8H")
    assert cites(game, "talon-r1") == "reading: the waste-heap's top card may be married on the outer circle"
    assert game.play("talon-r1") == Move("talon", "r1")


def test_vacancies_are_supplied_inner_circle_first_from_the_left_from_the_pack_or_the_waste() -> None:
    game = dealt(r2="9S 9S", r5="9S", talon="4D", stock="5D 7C 6H")
    error = assert_illegal(game, "stock-talon", "refilled before the next card is turned: r5")
    assert str(error.ruling.source) == "reading: the rays are made complete before the next card is turned"
    assert_illegal(game, "talon-r2", "from the inner circles outwards, from the left: r5")
    waste = "reading: a vacancy takes the card turned from the pack or the waste-heap's top card"
    assert cites(game, "talon-r5") == waste
    assert game.play("talon-r5") == Move("talon", "r5")
    assert game.play("stock-r2") == Move("stock", "r2")
    game.play("stock-r5")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_a_ray_wholly_cleared_takes_an_outer_card_as_its_inner_card_citing_page_86() -> None:
    game = dealt(r4="", stock="7C")
    assert cites(game, "r1-r4") == 'Hoffmann 1892, No. 46 "The Shah", p. 86'
    assert game.play("r1-r4") == Move("r1", "r4")
    assert_illegal(dealt(r4="", r5="9S 9S", stock="7C"), "r5-r4", "refilled from the talon or the pack")


def test_there_is_no_second_deal() -> None:
    game = dealt(stock="")
    assert_illegal(game, "redeal", "")
    assert game.position.redeals_left == 0


def test_a_saved_game_of_the_edition_keeps_the_shah_alone() -> None:
    data = saved(new_game("shah", number=1, edition=H))
    piles = {entry["id"]: entry["cards"] for entry in data["piles"]}
    piles["r1"].append(piles["shah"].pop())
    with pytest.raises(PositionError, match="the Shah is one king alone"):
        load_game(data)


def test_the_two_books_agree_on_every_part_and_rule_alike_in_play() -> None:
    comparison = compare("shah", "cadogan-1914", H)
    assert comparison.differences() == ()
    assert comparison.in_play(deals=range(1, 4), limit=1) == ()
