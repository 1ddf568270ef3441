"""What a foundation clause says of the order it takes its cards in."""

from __future__ import annotations

from patience_core.cards import ACE, KING
from patience_core.clauses import Foundations, Suits
from patience_core.sources import CADOGAN_1914, HOFFMANN_1892


def test_a_sequence_taken_again_and_again_is_said_once_with_the_count() -> None:
    centre = Foundations(HOFFMANN_1892.game(39).page(68), suit=Suits.ANY, order=4 * tuple(range(ACE, KING + 1)))
    assert centre.rule.endswith("in the order A 2 3 4 5 6 7 8 9 10 J Q K, four times over")
    aces = Foundations(CADOGAN_1914.game("Margarethe").play(1), suit=Suits.ANY, order=(ACE,) * 4)
    assert aces.rule.endswith("in the order A, four times over")


def test_an_order_that_does_not_repeat_is_said_in_full() -> None:
    olympus = Foundations(CADOGAN_1914.game("Mount Olympus").rule("II"), order=(ACE, 3, 5, 7, 9, 11, KING))
    assert olympus.rule.endswith("in the order A 3 5 7 9 J K")
    twice = Foundations(CADOGAN_1914.game("Mount Olympus").rule("II"), order=(ACE, 3, ACE, 3, ACE))
    assert twice.rule.endswith("in the order A 3 A 3 A")
