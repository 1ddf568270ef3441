"""Light and Shade after Hoffmann (Hoffmann 1892, No. 53 "Light and Shade", pp. 102–103): the edition of Cadogan's
patience, its deal and every rule, legal and illegal."""

from __future__ import annotations

from collections import Counter

from patience_core import Move, default_registry, new_game, pack

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards
from .waste_heap import assert_dealt_again_in_its_order

NAME, EDITION = "light-and-shade", "hoffmann-1892"
FOUNDATIONS = [f"f{i}" for i in range(1, 9)]
ROWS = ("a1", "a2", "a3", "a4", "r1", "r2", "r3", "r4")
PAGE_102 = 'Hoffmann 1892, No. 53 "Light and Shade", p. 102'
PAGE_103 = 'Hoffmann 1892, No. 53 "Light and Shade", p. 103'


def test_hoffmanns_text_is_an_edition_of_cadogans_patience_and_the_base_stays_cadogans() -> None:
    variant = default_registry().variant(NAME)
    assert [edition.name for edition in variant.editions] == ["cadogan-1914", EDITION]
    assert variant.edition(EDITION).standalone and variant.edition(EDITION).redeals == 1
    assert new_game(NAME, number=1).edition.name == "cadogan-1914"


def test_the_aces_lie_as_the_diagram_shows_and_two_rows_of_four_are_dealt_above_them() -> None:
    position = new_game(NAME, number=1, edition=EDITION).position
    assert [str(position.pile(pile_id).top) for pile_id in FOUNDATIONS] == [
        "AD",
        "AD",
        "AC",
        "AC",
        "AH",
        "AH",
        "AS",
        "AS",
    ]
    assert all(len(position.pile(pile_id).cards) == 1 for pile_id in ROWS)
    assert not position.pile("talon").cards and len(position.pile("stock").cards) == 88
    assert Counter(position.cards()) == Counter(pack(2))


def test_the_foundations_ascend_a_red_card_on_a_black_and_a_black_on_a_red() -> None:
    game = arrange(NAME, EDITION, a1="2S", a2="2D", a3="3D", r1="KC", r2="KS")
    refused = assert_illegal(game, "a2-f1", "in alternating colours")  # a red two on the red ace of diamonds
    assert str(refused.ruling.source) == PAGE_102
    game.play("a1-f1")
    game.play("r1-a1")
    game.play("a3-f1")
    game.play("r2-a3")
    assert pile_cards(game, "f1") == "AD 2S 3D"
    assert game.play("a2-f3") == Move("a2", "f3")  # the black ace of clubs takes a red two


def test_the_pack_and_the_waste_heap_play_straight_to_the_foundations_where_cadogan_forbids_it() -> None:
    game = arrange(NAME, EDITION, talon="2C", stock="5H 2S")
    assert game.judge("stock-f1").legal and game.judge("talon-f2").legal
    game.play("stock-f1")
    game.play("talon-f2")
    assert (pile_cards(game, "f1"), pile_cards(game, "f2")) == ("AD 2S", "AD 2C")
    cadogan = arrange(NAME, talon="2C", stock="5H 2D")
    assert_illegal(cadogan, "stock-f1", "only from the Auxiliaries")


def test_the_lower_row_never_plays_to_a_foundation() -> None:
    game = arrange(NAME, EDITION, r1="2S")
    refused = assert_illegal(game, "r1-f1", "not from the lower row")
    assert "reading" in str(refused.ruling.source)


def test_an_upper_vacancy_is_filled_forthwith_from_the_lower_row() -> None:
    game = arrange(NAME, EDITION, a1="", r1="KD", r2="QS", talon="QS", stock="9D")
    assert_illegal(game, "talon-a1", "filled only from r1")
    refused = assert_illegal(game, "stock-talon", "filled at once")
    assert str(refused.ruling.source) == PAGE_103
    game.play("r2-a1")  # the player chooses which lower card
    assert pile_cards(game, "a1") == "QS" and not pile_cards(game, "r2")


def test_a_lower_vacancy_takes_the_packs_card_not_the_waste_heaps() -> None:
    game = arrange(NAME, EDITION, r1="", r2="4C", talon="QS", stock="9D")
    refused = assert_illegal(game, "talon-r1", "filled only from stock")
    assert "reading" in str(refused.ruling.source)
    assert_illegal(game, "stock-r2", "a lower card is one card")
    game.play("stock-r1")
    assert pile_cards(game, "r1") == "9D"


def test_the_waste_heap_is_dealt_through_once_more_as_it_lies() -> None:
    assert default_registry().variant(NAME).edition(EDITION).redeals == 1
    ruling = assert_dealt_again_in_its_order(NAME, EDITION)
    assert "reading" in str(ruling.source)
