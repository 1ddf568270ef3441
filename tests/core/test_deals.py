"""Deal numbers: PySolFC's shuffles, checked against published vectors and an independent reading.

Numbers 0 to 31999 use the Microsoft C library's congruential generator (a
single pack first put in FreeCell's order); 32000 and above seed a Mersenne
Twister. The vectors in ``tests/data/pysol-deals.json`` are plain facts: the
shuffled order of deals 1, 617 and 123456 for one and two packs.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from patience_core import pack, parse_card, shuffled_pack
from patience_core.cards import Card
from patience_core.deals import LCG_LIMIT, MAX_NUMBER, random_number

VECTORS = json.loads((Path(__file__).resolve().parent.parent / "data" / "pysol-deals.json").read_text("utf-8"))[
    "vectors"
]


@pytest.mark.parametrize("vector", VECTORS, ids=lambda v: f"{v['packs']}pack-{v['number']}")
def test_published_vectors(vector: dict[str, object]) -> None:
    order = [str(card) for card in shuffled_pack(vector["number"], vector["packs"])]  # type: ignore[arg-type]
    assert order == vector["order"]


def test_vectors_cover_both_generators_and_both_pack_sizes() -> None:
    kinds = {(v["packs"], v["number"] < LCG_LIMIT) for v in VECTORS}
    assert kinds == {(1, True), (1, False), (2, True), (2, False)}


def test_deal_one_is_freecell_game_one() -> None:
    # FreeCell game #1 as Microsoft's FreeCell lays it out, first card dealt first.
    freecell_1 = (
        "JD 2D 9H JC 5D 7H 7C 5H KD KC 9S 5S AD QC KH 3H 2S KS 9D QD JS AS AH 3C 4C 5C "
        "10S QH 4H AC 4D 7S 3S 10D 4S 10H 8H 2C JH 7D 6D 8S 8D QS 6C 3D 8C 10C 6S 9C 2H 6H"
    ).split()
    assert [str(card) for card in reversed(shuffled_pack(1))] == freecell_1


def freecell_deal(number: int) -> list[Card]:
    """Microsoft FreeCell's deal, written the way FreeCell's own description goes.

    The pack in FreeCell order (aces first, clubs, diamonds, hearts, spades);
    repeatedly draw ``rand() % cards left``, deal that card and put the last
    card in its place. Returns the cards in the order dealt.
    """
    deck = [parse_card(rank + suit) for rank in ("A 2 3 4 5 6 7 8 9 10 J Q K".split()) for suit in "CDHS"]
    seed = number
    dealt = []
    while deck:
        seed = (seed * 214013 + 2531011) & 0x7FFFFFFF
        i = (seed >> 16) % len(deck)
        dealt.append(deck[i])
        deck[i] = deck[-1]
        deck.pop()
    return dealt


def twister_deal(number: int, packs: int) -> list[Card]:
    """PySolFC's Mersenne Twister shuffle, bottom to top."""
    generator = random.Random(number)
    cards = pack(packs)
    for n in range(len(cards) - 1, 0, -1):
        j = int(generator.random() * (n + 1))
        cards[n], cards[j] = cards[j], cards[n]
    return cards


@pytest.mark.parametrize("number", [0, 1, 2, 617, 11982, 31998, 31999])
def test_numbers_below_32000_are_freecell_deals(number: int) -> None:
    assert list(reversed(shuffled_pack(number))) == freecell_deal(number)


@pytest.mark.parametrize("number", [32000, 32001, 123456, 10**9, 2**64, MAX_NUMBER])
@pytest.mark.parametrize("packs", [1, 2, 4])
def test_numbers_from_32000_use_the_mersenne_twister(number: int, packs: int) -> None:
    assert shuffled_pack(number, packs) == twister_deal(number, packs)


def test_the_switch_is_below_32000() -> None:
    assert LCG_LIMIT == 32000
    assert shuffled_pack(31999) != twister_deal(31999, 1)
    assert list(reversed(shuffled_pack(32000))) != freecell_deal(32000)


@given(st.integers(0, MAX_NUMBER), st.sampled_from([1, 2, 4]))
def test_every_deal_is_a_permutation_of_the_packs(number: int, packs: int) -> None:
    cards = shuffled_pack(number, packs)
    assert sorted(cards) == sorted(pack(packs))


def test_the_same_number_gives_the_same_deal_and_leaves_global_random_alone() -> None:
    random.seed(5)
    expected = random.random()
    random.seed(5)
    first = shuffled_pack(123456)
    assert random.random() == expected
    assert shuffled_pack(123456) == first


@pytest.mark.parametrize("number", [-1, MAX_NUMBER + 1, 1.0, "1", True, None])
def test_bad_numbers_are_refused(number: object) -> None:
    with pytest.raises(ValueError, match="deal number"):
        shuffled_pack(number)  # type: ignore[arg-type]


def test_random_numbers_are_valid_and_vary() -> None:
    numbers = {random_number() for _ in range(20)}
    assert len(numbers) > 1
    assert all(1 <= number < 10**9 for number in numbers)  # short enough to note and type into PySolFC
