"""The Star after Hoffmann (Hoffmann 1921, No. 2), the edition hoffmann-1921 of Cadogan's The Shah: each rule."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Game, Move, PositionError, load_game, new_game, pack
from patience_core.analysis.compare import compare
from patience_core.sources import HOFFMANN_1921

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards, saved

H, H1892 = "hoffmann-1921", "hoffmann-1892"
RAYS = [f"r{i}" for i in range(1, 9)]
#: The solver's winning line of deal 27 under Cadogan's rules (the sample game of her page).
LINE_27 = (
    "r2-f5 r3-f3 deal deal r1-f7 r3-f6 r8-r5 stock-r1 stock-r5 stock-r3 stock-f1 r8-f1 r3-f1 stock-r8 stock-r3 "
    "stock-r8 stock-talon stock-talon stock-f5 r1-f5 r1-f1 talon-r1 talon-f5 stock-r2 stock-r1 stock-f3 "
    "stock-talon stock-talon stock-f3 r8-f3 stock-r8 stock-f7 r5-f7 r5-f7 r5-f7 stock-r5 stock-talon stock-r6 "
    "stock-talon stock-talon stock-f8 stock-talon stock-f8 r7-f8 r6-f8 r6-f8 stock-r6 stock-f3 stock-r7 "
    "stock-talon stock-f6 r6-f6 stock-f4 stock-r6 stock-talon stock-f7 stock-talon stock-talon stock-f5 r7-f5 "
    "stock-r4 stock-r2 stock-f6 stock-f1 stock-f4 talon-r7 talon-f4 stock-f4 r7-f4 stock-r7 stock-f2 stock-f8 "
    "stock-f7 r5-r4 r5-f3 talon-r5 talon-r4 talon-f3 talon-f7 talon-f4 r7-r4 r7-f7 r1-f7 r1-f3 r1-f3 r8-f3 "
    "r6-f3 r6-f1 r4-f1 r4-f1 r4-f1 r4-f1 r4-f1 r3-r1 r3-f2 r4-f2 talon-r1 talon-f5 r2-f5 r2-f5 r2-f5 r2-f7 "
    "stock-r2 stock-f5 stock-f4 r3-f4 r7-f4 stock-r3 stock-f6 stock-f4 r2-f4 stock-r7 stock-r2 stock-r3 "
    "stock-f6 r3-f6 r5-f6 r5-f2 r2-f2 r3-f2 r7-f2 talon-f2 r1-f2 r4-f2 r8-f2 stock-r3 stock-r4 stock-f8 r4-f8 "
    "r3-f8 r6-f8 r2-f8 stock-f6 r8-f6 r1-f6"
).split()


def dealt(edition: str = H, **piles: str) -> Game:
    """The star with its three circles dealt, every ray three cards that fit nowhere unless ``piles`` says."""
    game = arrange("shah", edition, **({ray: "9S 9S 9S" for ray in RAYS} | piles))
    return Game(game.rulebook, game.position.with_state(circles=3), from_deal=False)


def cites(game: Game, move: str) -> str:
    """The citation of the ruling on ``move``."""
    return str(game.judge(move).source)


def star(paragraph: int) -> str:
    return f'Hoffmann 1921, No. 2 "The Star", ¶{paragraph}'


SHAH_1892 = 'Hoffmann 1892, No. 46 "The Shah", p. {}'


def test_the_edition_deals_cadogans_table_round_the_king_of_hearts_while_the_base_stays_cadogans() -> None:
    star_game = new_game("shah", number=3, edition=H)
    assert new_game("shah", number=3).position.edition == "cadogan-1914"
    assert star_game.position.piles == new_game("shah", number=3).position.piles
    assert pile_cards(star_game, "shah") == "KH" and len(star_game.position.pile("aside").cards) == 7
    assert Counter(star_game.position.cards()) == Counter(pack(2)) and star_game.position.redeals_left == 0
    edition = star_game.rulebook.edition
    assert edition.sources[0] == HOFFMANN_1921.game(2) and edition.title == "The Star after Hoffmann (1921)"


def test_while_the_circles_are_dealt_a_suitable_card_is_played_and_replaced_from_the_pack_citing_paragraph_3() -> None:
    game = arrange("shah", H, r3="2C", stock="9D 7H")
    error = assert_illegal(game, "deal", "a suitable card is played before the next circle: r3")
    assert str(error.ruling.source) == star(3)
    assert_illegal(game, "stock-talon", "cards go only from the star to the foundations")
    game.play("r3-f1")
    assert pile_cards(game, "r3") == "7H" and cites(game, "deal") == star(3)


def test_the_foundations_follow_suit_to_the_queens_as_the_book_of_1892_says() -> None:
    game = dealt(r1="9S 9S 2H", r2="9S 9S 2S")
    assert_illegal(game, "r1-f1", "in suit")
    assert cites(game, "r1-f1") == SHAH_1892.format(85)
    assert game.play("r2-f3") == Move("r2", "f3")
    assert_illegal(arrange("shah", H, f1="AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", r1="KC"), "r1-f1", "to the queen")


def test_only_the_ends_of_the_outer_circle_marry_down_in_suit_and_inner_cards_are_only_played() -> None:
    game = dealt(r1="9S 9S 10H", r2="9S 9S 9H")
    assert cites(game, "r2-r1") == star(4)
    assert game.play("r2-r1") == Move("r2", "r1")
    error = assert_illegal(dealt(r1="9S 9S 9H", r3="9S 8H"), "r3-r1", "inner circles are only played, never married")
    assert str(error.ruling.source) == star(4)
    assert_illegal(dealt(r1="9S 9S 9H", r2="9S 9S 7H"), "r2-r1", "next higher card in suit")


def test_the_rest_of_the_pack_goes_one_card_at_a_time_to_a_waste_heap_whose_top_marries_as_1892_reads() -> None:
    game = dealt(r1="9S 9S 9H", stock="8H 5C")
    assert cites(game, "stock-talon") == SHAH_1892.format(86)
    game.play("stock-talon")
    assert pile_cards(game, "talon") == "5C"
    game = dealt(r1="9S 9S 9H", talon="8H")
    assert cites(game, "talon-r1") == "reading: the waste-heap's top card may be married on the outer circle"
    assert game.play("talon-r1") == Move("talon", "r1")


def test_vacancies_are_refilled_inner_circle_first_from_the_left_before_the_next_card_is_turned() -> None:
    game = dealt(r2="9S 9S", r5="9S", talon="4D", stock="5D 7C 6H")
    error = assert_illegal(game, "stock-talon", "refilled before the next card is turned: r5")
    assert str(error.ruling.source) == "reading: the rays are made complete before the next card is turned"
    assert_illegal(game, "talon-r2", "from the inner circles outwards, from the left: r5")
    assert game.play("talon-r5") == Move("talon", "r5")
    assert game.play("stock-r2") == Move("stock", "r2")


def test_a_ray_cleared_fills_all_three_places_from_other_rays_ends_where_1892_fills_only_the_inner() -> None:
    piles = {"r4": "", "r1": "9S 9S 9D", "r2": "9S 9S 8C", "r3": "9S 9S 7H", "stock": "5C 6C 7C"}
    game, book_1892 = dealt(**piles), dealt(H1892, **piles)
    assert cites(game, "r1-r4") == star(5)
    game.play("r1-r4")  # the inner place: both books allow it
    book_1892.play("r1-r4")
    assert game.position.get("cleared") == "r4"
    assert cites(game, "r2-r4") == star(5)
    game.play("r2-r4")  # the middle place: the booklet's privilege alone
    error = assert_illegal(book_1892, "r2-r4", "a space is refilled from the talon or the pack")
    assert str(error.ruling.source).startswith("reading: a vacancy takes the card turned from the pack")
    # The places the cards left are refilled in order, inner circles first, from the left: r1, r2, then r4's outer.
    assert_illegal(game, "r3-r4", "from the inner circles outwards, from the left: r1")
    game.play("stock-r1")
    game.play("stock-r2")
    assert cites(game, "r3-r4") == star(5) and game.position.get("cleared") == "r4"
    game.play("r3-r4")  # the outer place: the ray is whole again, and the privilege ends
    assert pile_cards(game, "r4") == "9D 8C 7H" and game.position.get("cleared") is None
    # The rays the cards came from are not cleared: their places are filled from the pack, not from other ends.
    assert_illegal(game, "r5-r3", "a space is refilled from the talon or the pack")
    assert game.play("stock-r3") == Move("stock", "r3")


def test_the_privilege_is_the_cleared_rays_until_it_is_whole_and_takes_only_outer_cards() -> None:
    game = dealt(r1="9S 9S 9D", r2="9S 9S 9C", r4="2D", f2="AD")
    game.play("r4-f2")  # the last card of r4 played: r4 is cleared
    assert game.position.get("cleared") == "r4"
    game.play("stock-r4")  # the pack's card may fill the inner place too, and the ray stays cleared
    assert game.position.get("cleared") == "r4" and game.play("r1-r4") == Move("r1", "r4")
    short = dealt(r3="", r5="9S 8D", stock="5C")
    assert_illegal(short, "r5-r3", "a space is refilled from the talon or the pack")


def test_there_is_no_second_deal_as_1892_says() -> None:
    game = dealt(stock="")
    assert_illegal(game, "redeal", "")
    assert game.position.redeals_left == 0


def played(edition: str, moves: int) -> Game:
    """Deal 27 of ``edition`` after the first ``moves`` moves of :data:`LINE_27`."""
    game = new_game("shah", number=27, edition=edition)
    for move in LINE_27[:moves]:
        game.play(move)
    return game


@pytest.mark.parametrize(
    ("edition", "cleared", "problem"),
    [
        (H, "r1", ""),
        (H, "r2", "state 'cleared' names r2, not rays short of their three circles"),
        ("cadogan-1914", "r1", "state 'cleared' is kept only where every place of a cleared ray"),
    ],
)
def test_a_saved_game_naming_a_cleared_ray_no_play_could_reach_is_refused(
    edition: str, cleared: str, problem: str
) -> None:
    data = saved(played(edition, 94))  # r1 cleared and given its inner card; r2 whole
    data["state"]["cleared"] = cleared
    if not problem:
        assert load_game(data).position.get("cleared") == "r1"
        return
    with pytest.raises(PositionError, match=problem):
        load_game(data)


def test_the_editions_differ_in_the_star_alone_and_play_alike_until_a_ray_is_cleared() -> None:
    for other in ("cadogan-1914", H1892):
        (difference,) = compare("shah", other, H).differences()
        texts = {edition: statements[0].text for edition, statements in difference.statements.items()}
        assert "every place of a lane cleared" in texts[H] and "a lane's inner place" in texts[other]
    assert compare("shah", H1892, H).in_play(deals=range(1, 3), limit=1) == ()


def test_won_by_the_line_that_wins_deal_27_under_cadogans_rules_using_the_privilege_on_the_way() -> None:
    game = played(H, 84)
    assert game.position.get("cleared") is None
    game.play(LINE_27[84])  # r1-f3 plays the last card of the first ray
    assert game.position.get("cleared") == "r1" and not game.position.pile("r1").cards
    for move in LINE_27[85:]:
        game.play(move)
    assert game.is_won and len(game.moves) == 135
    assert all(len(pile.cards) == 12 for pile in game.position.piles if pile.id.startswith("f"))


def test_lost_when_the_pack_is_spent_and_nothing_more_will_go() -> None:
    game = dealt(r1="9S 9S 9H", stock="", talon="8H")
    game.play("talon-r1")
    assert game.is_over and not game.is_won
