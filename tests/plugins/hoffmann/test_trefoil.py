"""The Trefoil (Hoffmann 1892, No. 27, pp. 46-48): every clause, legal and illegal, and its editions."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, Redeal, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

FANS = [f"t{i}" for i in range(1, 17)]
#: A table on which no card can be moved: nine cards left in three fans, the rest home or gone.
STUCK = {pile_id: "" for pile_id in FANS} | {"t1": "KS QC 3D", "t2": "JS 5D KD", "t3": "6S 3S", "t4": "9C"}


def test_the_aces_are_set_out_as_the_picture_has_them_and_the_rest_laid_in_sixteen_fans_of_three() -> None:
    position = new_game("trefoil", number=4).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 5)] == ["AD", "AC", "AH", "AS"]
    assert [len(position.pile(pile_id).cards) for pile_id in FANS] == [3] * 16
    assert Counter(position.cards()) == Counter(pack())


def test_only_the_uppermost_card_of_a_fan_is_available() -> None:
    game = arrange("trefoil", t1="7H 6H", t2="8H")
    assert_illegal(game, "t1-t2(2)", "only the uppermost card of a fan")


def test_the_foundations_build_up_in_suit_to_the_king_and_keep_their_cards() -> None:
    game = arrange("trefoil", t1="2C", t2="2D", t3="KD")
    assert_illegal(game, "t1-f1", "built up in suit")
    assert game.play("t2-f1") == Move("t2", "f1")
    assert_illegal(game, "f1-t2", "stays there")
    done = arrange("trefoil", f1="AD 2D 3D 4D 5D 6D 7D 8D 9D 10D JD QD KD", t1="AD")
    assert_illegal(done, "t1-f1", "to the king")


def test_a_card_goes_on_the_next_higher_card_of_its_suit() -> None:
    game = arrange("trefoil", t1="6H", t2="6S", t3="4H", t4="5H")
    assert_illegal(game, "t4-t2", "next higher card in suit")
    assert_illegal(game, "t4-t3", "next higher card in suit")
    assert game.play("t4-t1") == Move("t4", "t1")
    assert pile_cards(game, "t1") == "6H 5H"


def test_a_fan_emptied_stays_empty() -> None:
    game = arrange("trefoil", t1="", t2="5D")
    ruling = assert_illegal(game, "t2-t1", "stays empty").ruling
    assert "a fan emptied stays empty" in str(ruling.source)


def test_the_fans_are_gathered_only_when_no_card_can_go_home_or_on_another() -> None:
    assert_illegal(arrange("trefoil", **(STUCK | {"t4": "2S"})), "redeal", "none can be played: t4")
    assert_illegal(arrange("trefoil", **(STUCK | {"t4": "4D"})), "redeal", "none can be played: t1")  # 3D on 4D
    assert arrange("trefoil", **STUCK).play("redeal") == Redeal()


def test_the_fans_come_back_unshuffled_in_their_order_dealt_in_threes() -> None:
    game = arrange("trefoil", **STUCK)
    game.play("redeal")
    dealt = [pile_cards(game, pile_id) for pile_id in FANS[:4]]
    assert dealt == ["KS QC 3D", "JS 5D KD", "6S 3S 9C", ""]
    assert game.position.redeals_left == 1


def test_the_pack_is_dealt_three_times_in_all() -> None:
    game = arrange("trefoil", redeals_left=0, **STUCK)
    assert_illegal(game, "redeal", "no redeal is left (this edition allows 2)")


def test_with_the_aces_in_the_pack_seventeen_fans_of_three_and_one_card_and_an_ace_begins_a_foundation() -> None:
    position = new_game("trefoil", number=4, edition="aces-in-play").position
    assert [len(position.pile(f"t{i}").cards) for i in range(1, 19)] == [3] * 17 + [1]
    assert all(not position.pile(f"f{i}").cards for i in range(1, 5))
    game = arrange("trefoil", "aces-in-play", t1="2S", t2="AS")
    assert_illegal(game, "t1-f1", "from the ace")
    assert game.play("t2-f1") == Move("t2", "f1")
    assert game.play("t1-f1") == Move("t1", "f1")


def test_pysolfcs_trefoil_shuffles_the_fans_and_deals_again_when_the_player_will() -> None:
    game = arrange("trefoil", "pysolfc", **(STUCK | {"t4": "2S"}))
    game.play("redeal")  # a card could still go home
    dealt = " ".join(pile_cards(game, pile_id) for pile_id in FANS[:4]).split()
    assert sorted(dealt) == sorted("KS QC 3D JS 5D KD 6S 3S 2S".split())
    assert dealt != "KS QC 3D JS 5D KD 6S 3S 2S".split()
