"""The Sultan (Cadogan 1914, "The Sultan"): every clause, legal and illegal."""

from __future__ import annotations

from collections import Counter

import pytest

from patience_core import Move, Redeal, new_game, pack
from patience_core.rulebook import Rulebook

from ..tables import assert_illegal, pile_cards
from .helpers import arrange

DIVAN = [f"d{i}" for i in range(1, 9)]


def test_the_kings_and_an_ace_of_hearts_are_set_out_and_the_divan_dealt() -> None:
    position = new_game("sultan", number=4).position
    assert [str(position.pile(f"f{i}").top) for i in range(1, 9)] == ["KC", "KC", "KS", "KS", "KH", "KD", "KD", "AH"]
    assert pile_cards(new_game("sultan", number=4), "sultan") == "KH"
    assert [len(position.pile(pile_id).cards) for pile_id in DIVAN] == [1] * 8
    assert len(position.pile("stock").cards) == 87 and not position.pile("talon").cards
    assert Counter(position.cards()) == Counter(pack(2))


def test_a_king_takes_the_ace_of_its_suit_and_the_foundations_follow_suit() -> None:
    game = arrange("sultan", d1="AC", d2="AS")
    assert game.play("d1-f1") == Move("d1", "f1")
    assert_illegal(game, "d2-f1", "built up in suit")


def test_a_foundation_ends_with_its_queen() -> None:
    game = arrange("sultan", f1="KC AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC", d1="KC")
    assert_illegal(game, "d1-f1", "to the queen")


def test_cards_on_a_foundation_stay_there() -> None:
    game = arrange("sultan", f1="KC AC", talon="2D")
    assert_illegal(game, "f1-d1", "stays there")


def test_a_card_turned_that_fits_is_played_not_laid_aside() -> None:
    game = arrange("sultan", stock="9D AC")
    assert_illegal(game, "stock-talon", "fits a foundation is played")
    assert game.play("stock-f1") == Move("stock", "f1")
    assert game.play("stock-talon") == Move("stock", "talon")


def test_the_optional_play_edition_lays_aside_a_card_that_fits() -> None:
    game = arrange("sultan", "optional-play", stock="9D AC")
    assert game.play("stock-talon") == Move("stock", "talon")
    assert "reading" in str(game.rulebook.judge(game.position, Move("stock", "talon")).source)


def test_only_the_pack_feeds_the_talon_and_the_divan_takes_nothing() -> None:
    game = arrange("sultan", d1="9D", d2="8D", stock="2C")
    assert_illegal(game, "d1-talon", "only a card turned")
    refused = assert_illegal(game, "d2-d1", "d1 takes only what its rule allows: a pile emptied is filled at once")
    assert str(refused.ruling.source) == 'Cadogan 1914, "The Sultan", play ¶3'
    refused = assert_illegal(game, "sultan-f5", "sultan gives up cards only as its rule says: the deal lays its cards")
    assert str(refused.ruling.source) == 'Cadogan 1914, "The Sultan", play ¶1'


def test_a_gap_in_the_divan_is_filled_from_the_talon_or_else_the_pack() -> None:
    game = arrange("sultan", d1="AC", talon="5S 9H", stock="3D")
    game.play("d1-f1")
    assert pile_cards(game, "d1") == "9H" and pile_cards(game, "talon") == "5S"
    game = arrange("sultan", d1="AC", talon="", stock="4H 3D")
    game.play("d1-f1")
    assert pile_cards(game, "d1") == "3D" and pile_cards(game, "stock") == "4H"


def test_the_talon_is_shuffled_and_dealt_again_once_the_pack_is_used_up_twice() -> None:
    game = arrange("sultan", talon="5S 9H 3D", stock="4H")
    assert_illegal(game, "redeal", "only when the stock is used up")
    game = arrange("sultan", talon="5S 9H 3D", stock="")
    assert game.play("redeal") == Redeal()
    assert sorted(pile_cards(game, "stock").split()) == ["3D", "5S", "9H"] and not pile_cards(game, "talon")
    again = arrange("sultan", talon="5S 9H 3D", stock="")
    again.play("redeal")
    assert again.position == game.position  # the shuffle is the deal's own, every time
    assert_illegal(arrange("sultan", talon="5S", stock="", redeals_left=0), "redeal", "no redeal is left")


@pytest.mark.parametrize("broken", [{"sultan": "KS"}, {"f8": "KH"}])
def test_a_saved_game_keeps_the_sultan_alone_and_one_ace_of_hearts(broken: dict[str, str]) -> None:
    game = arrange("sultan", **broken)
    rulebook: Rulebook = game.rulebook
    assert rulebook.position_problems(game.position)
