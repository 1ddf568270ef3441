"""A rulebook's layers: two rule objects of one class both take part."""

from __future__ import annotations

from dataclasses import replace

import patience_sir_tommy

from patience_core import Position, hookimpl, shuffled_pack
from patience_core.rulebook import Rulebook


class NeverWon:
    """A layer that declares no position won, to see that both copies are registered and called."""

    def __init__(self) -> None:
        self.calls = 0

    @hookimpl
    def patience_is_won(self, position: Position) -> bool | None:
        self.calls += 1
        return None


def test_two_rule_objects_of_one_class_are_both_registered_and_called() -> None:
    first, second = NeverWon(), NeverWon()
    variant = replace(patience_sir_tommy.VARIANT, rules=(patience_sir_tommy.RULES, first, second))
    rulebook = Rulebook(variant, variant.editions[0])
    position = rulebook.deal(1, shuffled_pack(1))
    assert rulebook.is_won(position) is False
    assert (first.calls, second.calls) == (1, 1)
