"""The Carpet (Cadogan 1914, "The Carpet"): the deal, the narrow ends, building on the talon, the redeals."""

from __future__ import annotations

from collections import Counter

from patience_cadogan.carpet import GRID, PLACES

from patience_core import Move, Redeal, load_game, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

#: Deal 59 won, as the solver found it (the sample game of the docs).
WON_59 = (
    "r1c4-f4 r1c8-f2 r8c5-f1 r7c5-f7 r6c5-f4 r8c6-f8 stock-f2 r8c1-f2 stock-talon stock-talon stock-talon "
    "stock-talon r1c7-talon r2c7-f5 stock-talon stock-f2 r1c3-f2 r2c3-f7 stock-f2 r8c8-f2 r3c7-f2 r1c2-f2 "
    "r1c1-f2 r7c8-f7 r1c5-f7 r6c8-f7 stock-talon stock-talon stock-talon stock-f8 r7c1-f8 stock-talon "
    "stock-talon stock-talon stock-talon r2c8-talon r3c8-f5 r2c2-f5 r6c1-f5 r4c8-f5 stock-talon r2c4-talon "
    "r3c2-talon r4c2-f5 r5c2-f4 r8c2-f5 r7c2-f2 r8c7-f5 r2c1-f5 stock-talon stock-talon stock-talon stock-f1 "
    "r4c7-f1 stock-f6 r2c5-f6 r5c1-f6 stock-talon stock-f8 r7c7-f8 r6c2-f8 r3c5-talon r4c5-f4 stock-talon "
    "stock-f7 r8c3-f7 stock-talon stock-f3 r3c3-f3 r7c6-f3 r6c6-f3 r5c6-f3 r4c6-f5 r3c6-f6 stock-talon "
    "stock-talon stock-talon stock-f4 redeal stock-talon stock-talon stock-talon stock-f8 stock-f4 "
    "stock-talon stock-talon stock-talon stock-f4 r7c3-f4 r4c3-f4 r6c3-f3 r3c1-f3 r3c4-f3 r8c4-talon r7c4-f5 "
    "r4c4-talon r5c4-f8 stock-talon stock-f1 stock-talon stock-f1 stock-f3 r5c3-f3 stock-talon stock-f2 "
    "stock-f7 stock-talon stock-f4 r5c8-f4 stock-talon stock-f3 stock-f1 r6c7-f1 stock-talon stock-f8 r5c7-f8 "
    "r2c6-f8 r1c6-f8 stock-f1 r5c5-f1 r4c1-f1 stock-f3 stock-f6 talon-f6 redeal stock-f4 stock-f7 stock-f1 "
    "stock-talon stock-f1 stock-f5 stock-f7 stock-f6 r6c4-f6 stock-talon stock-talon stock-f6 talon-f6 "
    "talon-f6 talon-f6 stock-f7 stock-f7"
)


def test_the_aces_and_kings_are_set_out_and_sixty_four_cards_make_the_carpet() -> None:
    game = new_game("carpet", number=1)
    position = game.position
    assert [pile_cards(game, f"f{i}") for i in range(1, 9)] == ["AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD"]
    assert all(len(position.pile(place).cards) == 1 for place in PLACES)
    assert len(position.pile("stock").cards) == 32
    assert Counter(position.cards()) == Counter(pack(2))


def test_after_the_deal_only_the_top_and_bottom_rows_are_available() -> None:
    game = new_game("carpet", number=1)
    free = {move.source for move in game.legal_moves() if isinstance(move, Move) and move.source in PLACES}
    assert free <= set(GRID[0]) | set(GRID[-1])
    inner = arrange("carpet", r4c4="2H")
    assert_illegal(inner, "r4c4-f3", "one of its narrow ends is free")


def test_taking_a_card_away_frees_none_beside_it() -> None:
    game = arrange("carpet", r4c4="", r4c6="", r4c5="2H")
    assert_illegal(game, "r4c5-f3", "one of its narrow ends is free")


def test_a_lane_across_to_a_narrow_end_frees_an_inner_card() -> None:
    lane = dict.fromkeys(("r3c1", "r3c2", "r3c3", "r3c4", "r3c5"), "")
    game = arrange("carpet", **lane, r4c5="2H")
    assert game.play("r4c5-f3") == Move("r4c5", "f3")
    game = arrange("carpet", **{**lane, "r3c1": "QS"}, r4c5="2H")
    assert_illegal(game, "r4c5-f3", "one of its narrow ends is free")


def test_a_card_with_its_column_cleared_above_it_is_free() -> None:
    game = arrange("carpet", r1c3="", r2c3="", r3c3="2H")
    assert game.play("r3c3-f3") == Move("r3c3", "f3")


def test_the_foundations_ascend_from_the_aces_and_descend_from_the_kings_in_suit() -> None:
    game = arrange("carpet", r1c1="2S", r1c2="QH", r1c3="2H", r8c1="3S")
    game.play("r1c1-f2")
    game.play("r1c2-f7")
    assert_illegal(game, "r1c3-f2", "built up in suit")
    assert_illegal(game, "r8c1-f7", "built down in suit")


def test_available_cards_are_built_on_the_talons_top_card_up_or_down_in_suit() -> None:
    game = arrange("carpet", talon="7C", r1c1="8C", r1c2="6C", r1c3="8D", r5c5="6C")
    assert game.play("r1c1-talon") == Move("r1c1", "talon")
    assert_illegal(game, "r1c3-talon", "next higher or lower card in suit")
    assert_illegal(game, "r5c5-talon", "one of its narrow ends is free")
    game = arrange("carpet", talon="", r1c1="8C")
    assert_illegal(game, "r1c1-talon", "only once it holds one")


def test_a_sequence_on_the_talon_runs_one_way_and_never_turns() -> None:
    # Rule IV: "in ascending or descending sequences"; a sequence, in the book's terms, ascends or descends.
    game = arrange("carpet", talon="9C", r1c1="8C", r1c2="9C", r1c3="7C")
    assert game.play("r1c1-talon") == Move("r1c1", "talon")  # the nine and the eight: a descending sequence
    refused = assert_illegal(game, "r1c2-talon", "a sequence on the talon runs one way")
    assert str(refused.ruling.source) == "reading: the talon's top two cards in sequence set the way the next card goes"
    assert game.play("r1c3-talon") == Move("r1c3", "talon")
    # A card turned from the pack that lies one apart in suit makes a sequence as well (play ¶4: cards "placed in
    # the wrong (ascending) sequence" in dealing have "no remedy").
    game = arrange("carpet", talon="9C", stock="10C", r1c1="9C", r1c2="JC")
    game.play("stock-talon")
    assert_illegal(game, "r1c1-talon", "runs one way")
    assert game.play("r1c2-talon") == Move("r1c2", "talon")


def test_a_place_of_the_carpet_emptied_stays_empty() -> None:
    game = arrange("carpet", r1c1="", talon="5D", r1c2="9S")
    assert_illegal(game, "talon-r1c1", "takes nothing")
    assert_illegal(game, "talon-r1c2", "holds one card")


def test_the_talon_is_shuffled_and_dealt_again_twice_once_the_pack_is_out() -> None:
    game = new_game("carpet", number=1)
    game.play("stock-talon")
    assert_illegal(game, Redeal(), "only when the stock is used up")
    while game.position.pile("stock").cards:
        game.play("stock-talon")
    talon = Counter(game.position.pile("talon").cards)
    game.play(Redeal())
    assert Counter(game.position.pile("stock").cards) == talon
    assert game.position.redeals_left == 1


def test_a_saved_carpet_with_a_card_that_could_never_have_come_free_is_refused() -> None:
    game = new_game("carpet", number=1)
    problems = game.rulebook.position_problems(game.position.with_piles({"r4c4": ()}))
    assert problems == ["r4c4 is empty, but its card could never have come free"]
    assert game.rulebook.position_problems(game.position.with_piles({"r1c4": ()})) == []


def test_the_sample_game_deal_59_is_won_and_its_save_loads() -> None:
    game = new_game("carpet", number=59)
    for move in WON_59.split():
        game.play(move)
    assert game.is_won and game.position.redeals_left == 0
    assert load_game(game.to_json()) == game
