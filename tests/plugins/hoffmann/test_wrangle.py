"""The Wrangle (Hoffmann 1892, No. 61, pp. 117–118): each rule, legal and illegal, for both hands on one table."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Game, Move, new_game, pack

from ..cadogan.helpers import arrange as arrange_piles
from ..tables import assert_illegal, pile_cards

HEAPS = [f"t{i}" for i in range(1, 9)]
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
HANDS = ("apack", "bpack", "awaste", "bwaste", "areserve", "breserve")


def arrange(turn: str = "a", state: dict[str, int] | None = None, **piles: str) -> Game:
    """A table set up by hand, ``turn`` to move: every pile not named is empty but the heaps, ``b``'s hand and reserve.

    The heaps not named hold a two each, which takes only an ace; the second player has begun his waste-heap
    unless told otherwise, so that the first may load him.
    """
    table = {pile_id: "" for pile_id in (*FOUNDATIONS, *HANDS)}
    table.update(dict(zip(HEAPS, "2S 2H 2D 2C 2S 2H 2D 2C".split(), strict=True)))
    table.update(bpack="QD", breserve="KC", bwaste="2C")
    table.update(piles)
    game = arrange_piles("wrangle", "hoffmann-1892", **table)
    return Game(game.rulebook, game.position.with_state(turn=turn, **(state or {})), from_deal=False)


def choice(move: object) -> int:
    """A simple policy for both hands: the reserve home first, then any card home, a heap, a load, one's own heaps."""
    if not isinstance(move, Move):
        return 9
    source, target = move.source, move.target
    if target.startswith("f"):
        return 0 if source.endswith("reserve") else 1
    if target.startswith("t"):
        return 2 if source.endswith("reserve") else 3
    return 4 if target[0] != source[0] else 8


def played(number: int) -> Game:
    """Deal ``number`` played to its end by :func:`choice` for both hands."""
    game = new_game("wrangle", number=number, edition="hoffmann-1892")
    while not game.is_over:
        game.play(min(game.legal_moves(), key=choice))
    return game


def test_each_player_lays_thirteen_in_his_reserve_and_four_in_a_row_from_a_whole_pack() -> None:
    position = new_game("wrangle", number=5, edition="hoffmann-1892").position
    for player, row in (("a", HEAPS[:4]), ("b", HEAPS[4:])):
        assert len(position.pile(f"{player}reserve").cards) == 13
        assert [len(position.pile(heap).cards) for heap in row] == [1, 1, 1, 1]
        assert len(position.pile(f"{player}pack").cards) == 35 and not position.pile(f"{player}waste").cards
        mine = [
            card for pile_id in (f"{player}reserve", f"{player}pack", *row) for card in position.pile(pile_id).cards
        ]
        assert Counter(mine) == Counter(pack(1))
    assert not any(position.pile(pile_id).cards for pile_id in FOUNDATIONS)


def test_the_first_player_begins_and_a_card_on_his_own_waste_heap_passes_the_turn() -> None:
    game = arrange(apack="3D 5H", bpack="9C")
    refused = assert_illegal(game, "bpack-bwaste", "it is a's turn, not b's")
    assert "No. 61" in str(refused) and "p. 117" in str(refused)
    game.play("apack-awaste")
    assert game.position.get("turn") == "b"
    assert_illegal(game, "apack-awaste", "it is b's turn, not a's")


def test_aces_go_down_as_they_come_and_build_up_in_suit_to_the_king() -> None:
    game = arrange(apack="3D 2S AH", f1="AS")
    game.play("apack-f2")
    game.play("apack-f1")
    assert pile_cards(game, "f1") == "AS 2S" and pile_cards(game, "f2") == "AH"
    assert_illegal(game, "apack-f2", "")
    assert_illegal(arrange(apack="KS", f1="AS 2S 3S 4S 5S 6S 7S 8S 9S 10S JS QS KS"), "apack-f1", "")


def test_the_eight_heaps_are_built_down_in_suit_by_either_player() -> None:
    game = arrange(apack="2C 9S 9H", t1="10S", t6="10H")
    game.play("apack-t6")  # on a heap of the second player's row
    game.play("apack-t1")
    assert pile_cards(game, "t6") == "10H 9H" and pile_cards(game, "t1") == "10S 9S"
    assert_illegal(arrange(apack="9H", t1="10S", t2="KD", bwaste="5C"), "apack-t1", "")


def test_the_second_players_row_is_laid_out_when_his_turn_first_comes() -> None:
    game = arrange(apack="3D 9H", bwaste="", bpack=" ".join(["2C"] * 35), t5="10H", t6="AS")
    assert_illegal(game, "apack-t5", "the second player lays out his row of four when his turn first comes")
    assert_illegal(game, "t6-f1", "when his turn first comes")
    game.play("apack-awaste")  # the nine is not playable: no heap of the first player's row takes it
    assert game.position.get("turn") == "b"
    assert game.play("t6-f1") == Move("t6", "f1")  # his row is out on his turn


def test_a_card_a_foundation_or_a_heap_takes_is_played_there_not_laid_away() -> None:
    game = arrange(apack="AS", bwaste="2S")
    assert_illegal(game, "apack-awaste", "a card a foundation or a heap takes is played there")
    assert_illegal(game, "apack-bwaste", "a card a foundation or a heap takes is played there")
    assert_illegal(arrange(apack="9S", t3="10S"), "apack-awaste", "is played there")


def test_a_card_not_playable_loads_the_adversarys_waste_heap_or_reserve_in_suit_one_above_or_below() -> None:
    game = arrange(apack="4D 3C JC 5D", bwaste="6D", breserve="QC", t1="KS")
    game.play("apack-bwaste")
    assert pile_cards(game, "bwaste") == "6D 5D"
    game.play("apack-breserve")
    assert pile_cards(game, "breserve") == "QC JC"
    assert game.position.get("turn") == "a"  # loading does not pass the turn
    assert_illegal(game, "apack-bwaste", "a card goes on the adversary's heap in suit, one above or below")
    assert_illegal(game, "apack-breserve", "in suit, one above or below")


def test_the_first_player_loads_only_once_the_second_has_played() -> None:
    game = arrange(apack="5D", bwaste="", bpack=" ".join(["2C"] * 35), breserve="6D")
    assert_illegal(game, "apack-breserve", "the first player loads only once the second has played")
    game = arrange(turn="b", bpack="5D", awaste="6D", t1="KS")
    assert game.play("bpack-awaste") == Move("bpack", "awaste")  # the second player loads on his first turn


def test_a_card_not_playable_may_go_on_ones_own_reserve_in_suit() -> None:
    game = arrange(apack="8H", areserve="KS 9H", t1="KC")
    game.play("apack-areserve")
    assert pile_cards(game, "areserve") == "KS 9H 8H"
    assert_illegal(arrange(apack="8H", areserve="KS 9C", t1="KC"), "apack-areserve", "in suit, one above or below")


def test_the_reserves_top_card_is_played_and_the_waste_heaps_never() -> None:
    game = arrange(apack="3D", areserve="KH 4S", t1="5S", awaste="AD")
    game.play("areserve-t1")
    assert pile_cards(game, "t1") == "5S 4S" and pile_cards(game, "areserve") == "KH"
    assert_illegal(arrange(apack="3D", awaste="AD"), "awaste-f1", "a waste-heap's cards are not played but taken up")


def test_a_heap_goes_up_as_far_as_in_sequence_and_one_cleared_is_filled_from_the_movers_waste_heap() -> None:
    game = arrange(turn="b", f1="AS 2S", t2="4S 3S", bpack="9C", bwaste="2C KD", awaste="QH")
    game.play("t2-f1")
    game.play("t2-f1")
    assert pile_cards(game, "f1") == "AS 2S 3S 4S"
    assert pile_cards(game, "t2") == "KD" and pile_cards(game, "bwaste") == "2C"  # the mover's, not the other's
    assert pile_cards(game, "awaste") == "QH"
    assert_illegal(arrange(t1="5S", t2="6S", apack="3D"), "t1-t2", "a heap's cards go only to the foundations")


def test_a_player_takes_up_his_waste_heap_when_his_pack_is_out_and_passes_only_when_he_can_play_nothing() -> None:
    assert_illegal(arrange(apack="2C", awaste="3D"), "deal", "only when his pack is out")
    game = arrange(apack="", awaste="3D 9H JC")
    assert game.play("deal") == Deal()
    assert pile_cards(game, "apack") == "JC 9H 3D" and not pile_cards(game, "awaste")  # the first laid comes first
    assert game.position.get("a_taken_up") == 1 and game.position.get("turn") == "a"
    assert_illegal(arrange(apack="", areserve="AS"), "deal", "a player passes the turn only when he can play nothing")
    assert_illegal(arrange(apack="", areserve="KS", t1="6D", f1="AD 2D 3D 4D 5D"), "deal", "can play nothing")
    game = arrange(apack="", areserve="KS 5H")
    game.play("deal")
    assert game.position.get("turn") == "b" and game.position.get("a_taken_up") == 1


def test_drawn_when_each_player_has_taken_up_twice_since_a_card_last_went_home_or_to_a_heap() -> None:
    # Neither hand can use a card: a sends his to his waste-heap, b his, each takes his up, and round again.
    game = arrange(apack="5H", awaste="9C", areserve="KS", bpack="7D", bwaste="JC", breserve="QH")
    for move in ["apack-awaste", "bpack-bwaste", "deal", "apack-awaste", "deal", "bpack-bwaste"]:
        game.play(move)
        assert not game.is_over
    assert (game.position.get("a_taken_up"), game.position.get("b_taken_up")) == (1, 1)
    for move in ["apack-awaste", "bpack-bwaste", "deal"]:
        game.play(move)
    assert game.position.get("a_taken_up") == 2 and not game.is_over  # b has not yet gone through his cards again
    game.play("apack-awaste")
    game.play("deal")
    assert game.is_over and not game.is_won and game.legal_moves() == []
    refused = assert_illegal(game, "bpack-bwaste", "the game is drawn")
    assert "[reading: the game is drawn when each player has taken up his waste-heap twice" in str(refused)


def test_two_players_who_can_only_pass_draw_the_game() -> None:
    game = arrange(apack="", areserve="KS 5H", bpack="", bwaste="", breserve="QD 7C")
    for move, turn in (("deal", "b"), ("deal", "a"), ("deal", "b")):
        game.play(move)
        assert game.position.get("turn") == turn and not game.is_over
    game.play("deal")
    assert game.is_over and not game.is_won
    assert_illegal(game, "deal", "the game is drawn")


def test_a_card_home_or_on_a_heap_starts_the_count_towards_the_draw_again() -> None:
    state = {"a_taken_up": 2, "b_taken_up": 1}
    game = arrange(apack="9S", t1="10S", state=state)
    game.play("apack-t1")
    assert game.position.get("a_taken_up") is None and game.position.get("b_taken_up") is None
    game = arrange(apack="3D AH", state=state)
    game.play("apack-f1")
    assert game.position.get("a_taken_up") is None
    game = arrange(apack="3D 5H", bwaste="6H", state=state)
    game.play("apack-bwaste")  # a load builds nothing
    assert game.position.get("a_taken_up") == 2 and game.position.get("b_taken_up") == 1


def test_a_blocked_deal_is_drawn_and_over() -> None:
    game = played(1)
    assert game.is_over and not game.is_won
    assert (game.position.get("a_taken_up"), game.position.get("b_taken_up")) == (2, 2)
    assert all(game.position.pile(pile_id).cards for pile_id in ("areserve", "breserve"))


def test_won_when_the_first_player_is_rid_of_all_his_cards_first_and_over_when_the_second_is() -> None:
    game = arrange(apack="AS", areserve="", breserve="KC")
    game.play("apack-f1")
    assert game.is_won and game.is_over
    assert_illegal(game, "bpack-bwaste", "the game is over: a is rid of all his cards")
    lost = arrange(turn="b", apack="3C", bpack="AS", breserve="", bwaste="")
    lost.play("bpack-f1")
    assert lost.is_over and not lost.is_won
    assert_illegal(lost, "apack-awaste", "the game is over: b is rid of all his cards")


def test_a_deal_the_first_player_wins_ends_as_the_book_says() -> None:
    game = played(53)
    assert game.is_won and game.is_over
    assert not any(game.position.pile(pile_id).cards for pile_id in ("apack", "awaste", "areserve"))
    assert sum(len(game.position.pile(pile_id).cards) for pile_id in ("bpack", "bwaste", "breserve")) > 0
