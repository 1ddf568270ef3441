"""The summary's deal of Capricieuse (the edition ``wikipedia``: Hoffmann 1892 via Wikipedia), on crafted packs
and numbered deals: the project's base rules until the book was read, kept as an edition.

Each crafted pack is written in dealing order; see :mod:`.helpers`.
"""

from __future__ import annotations

import pytest
from patience_capricieuse.table import FOUNDATIONS, PILES

from patience_core import Role, new_game, pack
from patience_core.cards import Card, Suit

from .helpers import REGISTRY, SUMMARY, cards, deal, shown


def test_the_deal_goes_round_the_twelve_piles_one_card_at_a_time() -> None:
    dealt = "5H 6H 7H 8H 9H 10H 5S 6S 7S 8S 9S 10S JH"
    assert shown(deal(dealt, SUMMARY)) == {
        "t1": "5H JH",
        "t2": "6H",
        "t3": "7H",
        "t4": "8H",
        "t5": "9H",
        "t6": "10H",
        "t7": "5S",
        "t8": "6S",
        "t9": "7S",
        "t10": "8S",
        "t11": "9S",
        "t12": "10S",
    }


def test_the_first_ace_of_a_suit_becomes_its_foundation_and_the_next_card_fills_the_pile_it_left() -> None:
    # 5H to t1; the ace of spades goes out to f2, and 9C goes to t2, the pile the ace would have taken.
    assert shown(deal("5H AS 9C", SUMMARY)) == {"f2": "AS", "t1": "5H", "t2": "9C"}


def test_the_first_king_of_a_suit_becomes_its_foundation() -> None:
    assert shown(deal("KD 8C", SUMMARY)) == {"f8": "KD", "t1": "8C"}


def test_a_card_that_fits_a_foundation_during_the_deal_must_go_there() -> None:
    assert shown(deal("AS 2S 3S 7H KH QH 5C", SUMMARY)) == {"f2": "AS 2S 3S", "f7": "KH QH", "t1": "7H", "t2": "5C"}


def test_no_other_building_during_the_deal() -> None:
    # 5H could go on 6H, and 2S could follow its ace once the ace is out: neither moves during the deal.
    assert shown(deal("6H 5H 2S AS 9C", SUMMARY)) == {"f2": "AS", "t1": "6H", "t2": "5H", "t3": "2S", "t4": "9C"}


def test_the_second_ace_of_a_suit_starts_nothing() -> None:
    assert shown(deal("AS AS", SUMMARY)) == {"f2": "AS", "t1": "AS"}


def test_the_second_ace_finishes_the_king_foundation() -> None:
    # The first two of spades goes on the ace, the second down from the king, and the second ace ends it.
    run = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S AS"
    assert shown(deal("AS KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S 2S AS", SUMMARY)) == {"f2": "AS 2S", "f6": run}


def test_the_second_king_finishes_the_ace_foundation() -> None:
    run = "AC 2C 3C 4C 5C 6C 7C 8C 9C 10C JC QC KC"
    assert shown(deal("KC " + run, SUMMARY)) == {"f1": run, "f5": "KC"}


def test_the_first_ace_starts_the_ace_foundation_even_when_the_king_foundation_waits_for_an_ace() -> None:
    # One ace of each suit is taken out as a foundation as it appears, whatever else it might finish.
    run = "KS QS JS 10S 9S 8S 7S 6S 5S 4S 3S 2S"
    assert shown(deal(run + " AS", SUMMARY)) == {"f2": "AS", "f6": run}


def test_a_card_fitting_both_foundations_of_its_suit_goes_to_the_aces() -> None:
    position = deal("AS 2S 3S 4S 5S 6S KS QS JS 10S 9S 8S 7S", SUMMARY)
    assert shown(position) == {"f2": "AS 2S 3S 4S 5S 6S 7S", "f6": "KS QS JS 10S 9S 8S"}


def test_the_deal_keeps_the_variant_edition_number_and_two_redeals() -> None:
    position = REGISTRY.rulebook("capricieuse", SUMMARY).deal(7, list(reversed(cards("5H"))))
    assert (position.variant, position.edition, position.number, position.redeals_left) == (
        "capricieuse",
        SUMMARY,
        7,
        2,
    )
    assert [pile.id for pile in position.piles] == [*FOUNDATIONS, *PILES]
    assert [pile.role for pile in position.piles] == [Role.FOUNDATION] * 8 + [Role.TABLEAU] * 12


@pytest.mark.parametrize("number", [1, 2, 3, 617, 31999, 123456])
def test_a_numbered_deal_lays_out_both_packs_with_every_foundation_started(number: int) -> None:
    position = new_game("capricieuse", number=number, edition=SUMMARY).position
    assert sorted(position.cards()) == sorted(pack(2))
    for i, suit in enumerate(Suit):
        assert position.piles[i].cards[0] == Card(1, suit)
        assert position.piles[i + 4].cards[0] == Card(13, suit)
    # No pile is skipped: the piles differ by one card at most, the longer ones first.
    lengths = [len(pile.cards) for pile in position.piles[8:]]
    assert lengths == sorted(lengths, reverse=True)
    assert max(lengths) - min(lengths) <= 1
    assert sum(lengths) == 104 - sum(len(pile.cards) for pile in position.piles[:8])


def test_the_alias_capricious_deals_the_same_game() -> None:
    for edition in (None, SUMMARY):
        assert (
            new_game("capricious", number=5, edition=edition).position
            == new_game("capricieuse", number=5, edition=edition).position
        )
