"""AsTheyFall: a deal that plays as the cards fall, the next card taking a played card's place."""

from __future__ import annotations

import pytest

from patience_core import Pile, Position, Redeal, Role
from patience_core.cards import KING, Card, Suit, parse_card
from patience_core.clauses import AsTheyFall, Build, Foundations, MeetingPlace, Redeals
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(33).page(58)
UP = Foundations(CITE, piles=("f1",), suits=(Suit.CLUBS,))
DOWN = Foundations(CITE, piles=("f2",), build=Build.DOWN, start=KING, suits=(Suit.CLUBS,))
MEETING = MeetingPlace(CITE, up=UP, down=DOWN, between=("m1",), suits=(Suit.CLUBS,))


def pack(text: str) -> list[Card]:
    """The cards of ``text`` as a pack whose first card is dealt first."""
    return [parse_card(word) for word in reversed(text.split())]


def shown(table: dict[str, list[Card]]) -> dict[str, str]:
    return {pile_id: " ".join(map(str, cards)) for pile_id, cards in table.items()}


def clubs(text: str) -> list[Card]:
    return [parse_card(f"{rank}C") for rank in text.split()]


def test_a_card_that_fits_goes_home_and_the_next_card_takes_its_place() -> None:
    deal = AsTheyFall(CITE, to=("p1", "p2"), foundations=(UP, DOWN))
    table: dict[str, list[Card]] = {"f1": [], "f2": [], "p1": [], "p2": []}
    cards = pack("5D AC 9S 2C 7H")
    deal.lay(cards, table)
    assert cards == []
    assert shown(table) == {"f1": "AC 2C", "f2": "", "p1": "5D 7H", "p2": "9S"}


def test_a_packet_feeds_only_the_foundations_named_for_it_but_a_foundation_is_begun_anywhere() -> None:
    deal = AsTheyFall(CITE, to=("p1",), foundations=(UP, DOWN), feeds={"p1": ("f2",)})
    table: dict[str, list[Card]] = {"f1": [], "f2": [], "p1": []}
    deal.lay(pack("AC 2C KC QC"), table)
    assert shown(table) == {"f1": "AC", "f2": "KC QC", "p1": "2C"}
    strict = AsTheyFall(CITE, to=("p1",), foundations=(UP, DOWN), feeds={"p1": ("f2",)}, begins_anywhere=False)
    table = {"f1": [], "f2": [], "p1": []}
    strict.lay(pack("AC KC"), table)
    assert shown(table) == {"f1": "", "f2": "KC", "p1": "AC"}


def test_a_card_that_fits_both_sequences_waits_between_and_the_next_card_carries_it() -> None:
    deal = AsTheyFall(CITE, to=("p1",), foundations=(UP, DOWN), meeting=MEETING)
    table = {"f1": clubs("A 2 3 4 5 6 7"), "f2": clubs("K Q J 10 9"), "m1": [], "p1": []}
    deal.lay(pack("8C 4D 9C"), table)
    assert shown(table)["m1"] == ""
    assert shown(table)["f1"] == "AC 2C 3C 4C 5C 6C 7C 8C 9C"  # the nine carried the eight to the aces' side
    assert shown(table)["p1"] == "4D"


def test_a_card_fitting_both_stays_on_a_packet_that_feeds_neither() -> None:
    deal = AsTheyFall(CITE, to=("p1",), foundations=(UP, DOWN), feeds={"p1": ()}, meeting=MEETING)
    table = {"f1": clubs("A 2 3 4 5 6 7"), "f2": clubs("K Q J 10 9"), "m1": [], "p1": []}
    deal.lay(pack("8C"), table)
    assert shown(table)["m1"] == "" and shown(table)["p1"] == "8C"


def test_feeds_must_name_foundations_of_the_deal() -> None:
    with pytest.raises(ValueError, match="no foundation of it: t9"):
        AsTheyFall(CITE, to=("p1",), foundations=(UP,), feeds={"p1": ("t9",)})
    with pytest.raises(ValueError, match="named by pile ids"):
        AsTheyFall(CITE, to=("p1",), foundations=(Foundations(CITE),))


def test_a_redeal_that_deals_as_the_cards_fall_plays_onto_the_foundations_as_they_lie() -> None:
    deal = AsTheyFall(CITE, to=("p1", "p2"), foundations=(UP, DOWN))
    redeal = Redeals(CITE, gather=("p1", "p2"), shuffle=False, steps=(deal,))
    table = (
        Pile("f1", Role.FOUNDATION, tuple(clubs("A 2"))),
        Pile("f2", Role.FOUNDATION, tuple(clubs("K"))),
        Pile("p1", Role.TABLEAU, tuple(clubs("Q 9"))),
        Pile("p2", Role.TABLEAU, tuple(clubs("3 5"))),
    )
    after = redeal.patience_redeal(Position("x", "y", 1, 1, table), Redeal())
    assert [" ".join(map(str, pile.cards)) for pile in after.piles] == ["AC 2C 3C", "KC QC", "5C", "9C"]
    assert after.pile("f1").cards[:2] == table[0].cards


def test_with_rounds_the_deal_stops_when_each_packet_has_had_its_cards_and_leaves_the_rest() -> None:
    deal = AsTheyFall(CITE, to=("p1", "p2"), foundations=(UP, DOWN), rounds=1)
    table: dict[str, list[Card]] = {"f1": [], "f2": [], "p1": [], "p2": []}
    cards = pack("AC 5D 2C 9S 7H")
    deal.lay(cards, table)
    assert shown(table) == {"f1": "AC 2C", "f2": "", "p1": "5D", "p2": "9S"}
    assert cards == [parse_card("7H")]
    assert "2 packets once" in deal.rule
