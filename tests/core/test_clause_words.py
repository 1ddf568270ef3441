"""What a clause says in words: the comparison of editions states a clause by its rule, so the words must differ
wherever the rules do."""

from __future__ import annotations

import pytest

from patience_core.cards import ACE, KING, PIQUET_PACK
from patience_core.clauses import Build, Foundations, Suits
from patience_core.sources import HOFFMANN_1892

CITE = HOFFMANN_1892.game(15).page(27)


@pytest.mark.parametrize(
    ("build", "words"),
    [
        (Build.UP, "the ace following the king"),
        (Build.DOWN, "the king following the ace"),
        (Build.EITHER, "the king and the ace in sequence"),
    ],
)
def test_a_foundation_that_turns_the_corner_says_so_and_one_that_does_not_says_nothing(
    build: Build, words: str
) -> None:
    start = KING if build is Build.DOWN else ACE
    assert Foundations(CITE, build=build, start=start, wrap=True).rule.endswith(words)
    assert "ace" not in Foundations(CITE, build=build, start=7, wrap=False).rule


def test_a_foundation_begun_with_any_card_says_any_card_whatever_the_pack() -> None:
    every = tuple(range(ACE, KING + 1))
    assert (
        Foundations(CITE, suit=Suits.ANY, start=every).rule
        == "a foundation is built up regardless of suit, from any card"
    )
    assert Foundations(CITE, start=PIQUET_PACK.ranks, pack=PIQUET_PACK).rule.endswith(", from any card")
    assert Foundations(CITE, start=every[:-1]).rule.endswith("or queen")
