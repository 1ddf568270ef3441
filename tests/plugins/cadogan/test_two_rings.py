"""Two Rings (Cadogan 1914, "Two Rings"): every clause, legal and illegal, and the page's won game."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

BRACELET = [f"b{i}" for i in range(1, 9)]


def test_the_sevens_and_sixes_are_set_out_and_the_bracelet_dealt() -> None:
    position = new_game("two-rings", number=2).position
    assert [str(position.pile(f"sev{i}").top) for i in range(1, 9)] == ["7C", "7C", "7S", "7S", "7H", "7H", "7D", "7D"]
    assert [str(position.pile(f"six{i}").top) for i in range(1, 9)] == ["6C", "6C", "6S", "6S", "6H", "6H", "6D", "6D"]
    assert [len(position.pile(pile_id).cards) for pile_id in BRACELET] == [1] * 8
    assert len(position.pile("stock").cards) == 80 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_sevens_ascend_in_suit_to_the_kings() -> None:
    game = arrange("two-rings", b1="8C", b2="8S", b3="KH", sev5="7H 8H 9H 10H JH QH KH")
    assert game.play("b1-sev1") == Move("b1", "sev1")
    assert_illegal(game, "b2-sev2", "built up in suit")
    assert_illegal(game, "b3-sev6", "built up in suit")
    assert_illegal(game, "b3-sev5", "built up in suit")  # nothing goes on a king


def test_the_sixes_descend_in_suit_to_the_aces() -> None:
    game = arrange("two-rings", b1="5D", b2="7D", b3="4D", b4="AH", six5="6H 5H 4H 3H 2H AH")
    assert game.play("b1-six7") == Move("b1", "six7")
    assert_illegal(game, "b2-six8", "built down in suit")
    assert_illegal(game, "b3-six8", "built down in suit")
    assert_illegal(game, "b4-six5", "built down in suit")  # nothing goes below an ace


def test_cards_on_a_foundation_stay_there() -> None:
    game = arrange("two-rings", sev1="7C 8C")
    assert_illegal(game, "sev1-sev2", "stays there")


def test_a_card_turned_that_fits_is_played_the_others_go_to_the_talon() -> None:
    game = arrange("two-rings", stock="9D 8C")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-sev1") == Move("stock", "sev1")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert pile_cards(game, "talon") == "9D"
    assert arrange("two-rings", talon="8D").play("talon-sev7") == Move("talon", "sev7")


def test_only_the_pack_feeds_the_talon_and_the_bracelet_takes_nothing() -> None:
    game = arrange("two-rings", b1="9D", b2="10D", stock="2C")
    assert_illegal(game, "b1-talon", "only a card turned")
    refused = assert_illegal(game, "b1-b2", "b2 takes only what its rule allows: a pile emptied is filled at once")
    assert "a gap in the bracelet is filled from the pack" in str(refused.ruling.source)


def test_a_gap_in_the_bracelet_is_filled_from_the_pack_then_from_the_talon() -> None:
    game = arrange("two-rings", b1="8C", talon="5S 9H", stock="3D")
    game.play("b1-sev1")
    assert pile_cards(game, "b1") == "3D" and pile_cards(game, "talon") == "5S 9H"
    game = arrange("two-rings", b1="8C", talon="5S 9H", stock="")
    game.play("b1-sev1")
    assert pile_cards(game, "b1") == "9H" and pile_cards(game, "talon") == "5S"
    assert game.rulebook.position_problems(game.position.with_piles({"b2": ()})) == [
        "b2 is empty, but a gap in the bracelet is filled at once"
    ]


def test_the_talon_is_taken_up_and_dealt_again_once_unshuffled() -> None:
    game = arrange("two-rings", talon="5S 9H 3D", stock="4H")
    assert_illegal(game, "redeal", "only when the stock is used up")
    game = arrange("two-rings", talon="5S 9H 3D", stock="")
    assert game.play("redeal") == Redeal()
    # Turned over as it lies: the first card laid on the talon is the first turned again.
    assert pile_cards(game, "stock") == "3D 9H 5S" and not pile_cards(game, "talon")
    assert_illegal(arrange("two-rings", talon="5S", stock="", redeals_left=0), "redeal", "no redeal is left")


def test_the_game_is_won_only_when_both_rings_are_complete() -> None:
    sevens = {
        f"sev{i}": f"7{suit} 8{suit} 9{suit} 10{suit} J{suit} Q{suit} K{suit}" for i, suit in enumerate("CCSSHHDD", 1)
    }
    sixes = {f"six{i}": f"6{suit} 5{suit} 4{suit} 3{suit} 2{suit} A{suit}" for i, suit in enumerate("CCSSHHDD", 1)}
    empty = dict.fromkeys([*BRACELET, "talon", "stock"], "")
    assert arrange("two-rings", **sevens, **sixes, **empty).is_won
    sevens["sev8"] = "7D 8D 9D 10D JD QD"
    assert not arrange("two-rings", **sevens, **sixes, **{**empty, "b8": "KD"}).is_won


def test_the_pages_sample_game_is_won() -> None:
    game = new_game("two-rings", number=1)
    while not game.is_over:
        moves = game.legal_moves()
        home = [move for move in moves if isinstance(move, Move) and move.target.startswith(("sev", "six"))]
        game.play((home or moves)[0])
    assert (
        game.is_won and len(game.moves) == 124 and game.moves.index(Redeal()) == 84 and game.position.redeals_left == 0
    )


def test_pysolfc_deals_the_pack_onto_the_bracelet_gaps_and_all_with_no_talon() -> None:
    game = arrange("two-rings", "pysolfc", b1="8C", b2="9D", stock="2S 3S 4S 5S 6H 7H 8H 9H 10H")
    assert not game.position.has_pile("talon")
    assert game.play("b1-sev1") == Move("b1", "sev1")
    assert_illegal(game, "stock-six1", "stock gives up cards only as its rule says: a card is dealt")
    assert_illegal(game, "b2-b1", "b1 takes only what its rule allows: a card is dealt from the stock")
    game.play("deal")
    assert [str(game.position.pile(pile_id).top) for pile_id in BRACELET[:3]] == ["10H", "9H", "8H"]
    assert pile_cards(game, "b1") == "10H" and pile_cards(game, "b2") == "9D 9H"
    assert pile_cards(game, "stock") == "2S"


def test_pysolfc_gathers_the_bracelet_once_the_last_places_bottom_card_dealt_first() -> None:
    bracelet = {pile_id: "" for pile_id in BRACELET} | {"b1": "2C 3C", "b8": "4D 5D"}
    game = arrange("two-rings", "pysolfc", **bracelet, stock="")
    assert_illegal(game, "deal", "the stock is used up")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "3C 2C 5D 4D" and not game.position.pile("b1").cards
    game.play("deal")
    assert [pile_cards(game, pile_id) for pile_id in ("b1", "b2", "b3", "b4")] == ["4D", "5D", "2C", "3C"]
    assert_illegal(game, "redeal", "no redeal is left")
