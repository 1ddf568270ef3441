"""The Picture Gallery (Hoffmann 1892, No. 58 "The Picture Gallery", pp. 111–112): the edition of Cadogan's The Salic
Law, reached by Hoffmann's title too."""

from __future__ import annotations

from patience_core import default_registry, new_game

from ..cadogan.helpers import arrange
from ..tables import assert_illegal, pile_cards

NAME, EDITION = "salic-law", "hoffmann-1892"
PAGE_112 = 'Hoffmann 1892, No. 58 "The Picture Gallery", p. 112'


def test_hoffmanns_title_names_cadogans_patience_and_his_text_is_its_edition() -> None:
    variant = default_registry().variant("picture-gallery")
    assert variant.name == NAME and "picture-gallery" in variant.aliases
    assert [edition.name for edition in variant.editions] == ["cadogan-1914", EDITION]
    assert variant.edition(EDITION).standalone
    assert new_game("picture-gallery", number=1).edition.name == "cadogan-1914"
    game = new_game("picture-gallery", number=1, edition=EDITION)
    assert pile_cards(game, "k1") == "KH" and len(game.position.pile("stock").cards) == 103


def test_the_cards_are_dealt_on_the_latest_king_aces_and_queens_to_rows_of_their_own() -> None:
    game = arrange(NAME, EDITION, k1="KH", stock="4C KS QD AH 9S")
    for _ in range(5):
        game.play("deal")
    assert [pile_cards(game, pile_id) for pile_id in ("k1", "f1", "q1", "k2")] == ["KH 9S", "AH", "QD", "KS 4C"]
    assert str(game.judge("deal").source) == PAGE_112


def test_the_aces_are_built_up_regardless_of_suit_to_the_knave() -> None:
    game = arrange(NAME, EDITION, f1="AH 2C 3D 4S 5H 6C 7D 8S 9H 10C", k1="KH JS", k2="KC QS", stock="5D")
    game.play("k1-f1")
    assert pile_cards(game, "f1").endswith("10C JS")
    refused = assert_illegal(game, "k2-f1", "regardless of suit")
    assert str(refused.ruling.source) == PAGE_112


def test_a_bare_king_takes_one_card_from_another_heap_even_while_the_deal_goes_on() -> None:
    game = arrange(NAME, EDITION, k1="KH", k2="KS 7C 9D", k3="KD 8H", stock="3C 4C")
    ruling = game.judge("k2-k1")
    assert ruling.legal and "reading" in str(ruling.source)
    game.play("k2-k1")
    assert pile_cards(game, "k1") == "KH 9D"
    assert_illegal(game, "k3-k1", "one card")
    cadogan = arrange(NAME, k1="KH", k2="KS 7C 9D", stock="3C 4C")
    assert_illegal(cadogan, "k2-k1", "only when the deal is over")


def test_the_kings_stay_in_their_row() -> None:
    game = arrange(NAME, EDITION, k1="KH", k2="KS", stock="3C")
    refused = assert_illegal(game, "k2-k1", "the kings stay in their row")
    assert str(refused.ruling.source) == PAGE_112


def test_a_card_that_fits_as_it_appears_goes_home_before_the_next_is_dealt() -> None:
    game = arrange(NAME, EDITION, k1="KH", f1="AS", stock="9D 2H")
    game.play("deal")
    refused = assert_illegal(game, "deal", "before the next card is dealt")
    assert "reading" in str(refused.ruling.source)
    game.play("k1-f1")
    game.play("deal")
    assert pile_cards(game, "k1") == "KH 9D"
