"""The Wheel (Cadogan 1914, "The Wheel"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Deal, Game, Move, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

CUSHION = [f"t{i}" for i in range(1, 13)]
#: A cushion with one combination, 2 6 10 crowned by the king on t4, and nothing else to make.
ONE = {"t1": "2C", "t2": "6D", "t3": "10H", "t4": "KS", "t5": "2S", "t6": "2D"}
ONE.update({pile_id: "2H" for pile_id in CUSHION[6:]})


def later(game: Game) -> Game:
    """``game`` as it would stand after the second deal, when emptied places are no longer refilled."""
    return Game(game.rulebook, game.position.with_state(deals=1), from_deal=False)


def test_the_aces_are_set_out_and_twelve_cards_dealt_to_the_cushion() -> None:
    position = new_game("wheel", number=3).position
    assert [str(position.pile(f"a{i}").top) for i in range(1, 9)] == ["AC", "AC", "AS", "AS", "AH", "AH", "AD", "AD"]
    assert [len(position.pile(pile_id).cards) for pile_id in CUSHION] == [1] * 12
    assert all(not position.pile(f"c{i}").cards for i in range(1, 25))
    assert len(position.pile("stock").cards) == 84
    assert Counter(position.cards()) == Counter(pack(2))


def test_three_cards_of_different_values_making_eighteen_are_taken_up_and_crowned() -> None:
    game = arrange("wheel", **ONE)
    for move in ("t1-c1", "t2-c1", "t3-c1"):
        assert game.play(move) == Move(*move.split("-"))
    assert_illegal(game, "deal", "only when no combination can be made")
    game.play("t4-c1")
    assert pile_cards(game, "c1") == "2C 6D 10H KS"
    assert game.position.get("taken") is None


def test_after_the_first_deal_the_places_are_refilled_from_the_pack_in_order() -> None:
    game = arrange("wheel", **ONE, stock="5C 4C 3C 9C")
    for move in ("t3-c1", "t1-c1", "t2-c1", "t4-c1"):
        game.play(move)
    assert [pile_cards(game, pile_id) for pile_id in ("t1", "t2", "t3", "t4")] == ["9C", "3C", "4C", "5C"]


def test_after_a_later_deal_the_places_emptied_stay_empty() -> None:
    game = later(arrange("wheel", **ONE, stock="5C 4C 3C 9C"))
    for move in ("t1-c1", "t2-c1", "t3-c1", "t4-c1"):
        game.play(move)
    assert [pile_cards(game, pile_id) for pile_id in ("t1", "t2", "t3", "t4")] == ["", "", "", ""]


def test_no_two_cards_of_one_value_and_no_other_sum() -> None:
    game = arrange("wheel", **{**ONE, "t5": "6S", "t6": "8S"})
    game.play("t1-c1")
    game.play("t2-c1")
    assert_illegal(game, "t5-c1", "different values whose pips add up to 18")  # a second six
    assert_illegal(game, "t6-c1", "different values whose pips add up to 18")  # 2, 6 and 8 make 16


def test_a_combination_needs_a_court_card_to_crown_it_and_the_crown_comes_last() -> None:
    game = arrange("wheel", **{**ONE, "t4": "5S"})
    assert_illegal(game, "t1-c1", "holds a court card to crown it")
    game = arrange("wheel", **ONE)
    assert_illegal(game, "t4-c1", "the court card is put on the three cards")


def test_only_the_uppermost_card_of_a_place_is_available_and_a_place_gives_one_card() -> None:
    game = later(arrange("wheel", **{**ONE, "t1": "6C 2C", "t2": "10D 6D"}))
    game.play("t1-c1")
    assert pile_cards(game, "t1") == "6C"
    assert_illegal(game, "t1-c1", "none lies under another of it")


def test_the_packets_go_round_the_circle_in_turn_from_the_cushion_only() -> None:
    game = arrange("wheel", **ONE)
    assert_illegal(game, "t1-c2", "laid on the circle's next place")
    assert_illegal(game, "a1-c1", "laid on the circle's next place")
    game.play("t1-c1")
    assert_illegal(game, "c1-t5", "laid on the circle's next place")


def test_when_no_combination_is_left_twelve_cards_are_dealt_over_the_cushion() -> None:
    game = arrange("wheel", **{**ONE, "t4": "5S"}, stock=" ".join(["3D"] * 12 + ["4D"] * 3))
    assert game.play("deal") == Deal()
    assert [pile_cards(game, pile_id).split()[-1] for pile_id in CUSHION] == ["4D"] * 3 + ["3D"] * 9
    assert game.position.get("deals") == 1 and len(game.position.pile("stock").cards) == 3


def test_a_saved_game_keeps_the_circle_in_turn_and_one_card_a_place_before_the_second_deal() -> None:
    game = arrange("wheel", c2="2C 6D 10H KS", t5="2S 6S")
    problems = game.rulebook.position_problems(game.position)
    assert "the packets are laid round the circle in turn, one made at a time" in problems
    assert "t5 holds 2 cards, but before the second deal every place holds one" in problems
    assert "state 'deals' is 9" in " ".join(game.rulebook.position_problems(game.position.with_state(deals=9)))


def test_the_count_of_deals_agrees_with_the_cards_left_in_the_pack() -> None:
    """Each deal after the first takes up to twelve of the 84 cards left after the cushion: the pack bounds the count.

    A save whose count says seven deals were made while the pack still holds
    cards could deal an eighth, which no game reaches: it is refused on
    loading, and every count the pack allows plays on to positions that load.
    """
    game = new_game("wheel", number=1)
    problems = game.rulebook.position_problems(game.position.with_state(deals=7))
    assert "state 'deals' is 7, but the pack still holds 84 cards: 7 deals after the first leave at most 0" in problems
    for left in (84, 73, 72, 12, 1, 0):
        stock = game.position.pile("stock").cards[:left]
        for deals in range(1, 8):
            position = game.position.with_piles({"stock": stock}).with_state(deals=deals)
            refused = bool(game.rulebook.position_problems(position))
            assert refused == (left + 12 * deals > 84), (left, deals)
            if not refused and left:
                after = Game(game.rulebook, position, from_deal=False)
                after.play("deal")
                assert not game.rulebook.position_problems(after.position), (left, deals)
