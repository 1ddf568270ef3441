"""PacksApart: packs shuffled together are dealt as if shuffled separately, the first whole above the second."""

from __future__ import annotations

from collections import Counter

from patience_core import pack, parse_card, shuffled_pack
from patience_core.clauses import PacksApart, Part
from patience_core.sources import HOFFMANN_1921

CITE = HOFFMANN_1921.game(13).paragraph(1)


def test_the_first_copy_of_each_card_from_the_top_makes_the_first_pack_lying_on_the_second() -> None:
    cards = [parse_card(text) for text in "2C 9D 2C AS AS 9D".split()]  # the top is the end: 9D, AS, AS, 2C, 9D, 2C
    PacksApart(CITE).lay(cards, {})
    top_first = [str(card) for card in reversed(cards)]
    assert top_first == ["9D", "AS", "2C", "AS", "9D", "2C"]  # the first pack 9D AS 2C, then the second AS 9D 2C


def test_two_shuffled_packs_become_two_whole_packs_keeping_every_card() -> None:
    cards = list(shuffled_pack(5, 2))
    top_first = cards[::-1]
    PacksApart(CITE).lay(cards, {})
    assert Counter(cards) == Counter(pack(2))
    assert Counter(cards[52:]) == Counter(pack(1)) and Counter(cards[:52]) == Counter(pack(1))
    first = []
    for card in top_first:
        if card not in first:
            first.append(card)
    assert cards[52:][::-1] == first


def test_one_pack_is_left_as_it_was_and_the_step_is_part_of_the_deal() -> None:
    cards = list(shuffled_pack(3, 1))
    before = list(cards)
    PacksApart(CITE).lay(cards, {})
    assert cards == before
    assert PacksApart.governs is Part.DEAL
