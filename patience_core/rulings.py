"""Rulings: the verdict of a rule on a move, and what the rule rests on.

A rule answers a question about a move (may these cards be lifted, placed
there, may this move be made) with a :class:`Ruling`: legal or not, the rule
in words, and the citation it rests on. :func:`legal` and :func:`illegal`
make them. The errors a refused move raises carry the ruling
(:class:`~patience_core.errors.IllegalMoveError`), which is why rulings live
below the errors: they need nothing of the engine but the sources they cite.
"""

from __future__ import annotations

from dataclasses import dataclass

from patience_core.sources import Citation, is_citation

__all__ = ["Ruling", "illegal", "legal"]


@dataclass(frozen=True)
class Ruling:
    """The verdict of one rule on one move: legal or not, which rule, what it rests on.

    ``source`` is a :data:`~patience_core.sources.Citation`: a
    :class:`Source` (first-hand or via a summary) or a :class:`Reading` of
    ours, never a bare string. A ruling that allows a move always cites one;
    one without a citation can only refuse, saying that no rule allows it.

    >>> from patience_core.sources import CADOGAN_1914
    >>> print(illegal("only an outside card is available", CADOGAN_1914.game("Fortress").rule("I")).describe())
    only an outside card is available [Cadogan 1914, "Fortress", rule I]
    >>> legal("any card may go anywhere", "my memory")
    Traceback (most recent call last):
    ...
    TypeError: a ruling cites a Source or a Reading, not str ('my memory')
    """

    legal: bool
    rule: str
    source: Citation | None = None

    def __post_init__(self) -> None:
        if not isinstance(self.rule, str) or not self.rule:
            raise TypeError(f"a ruling names its rule in words, not {self.rule!r}")
        if self.source is not None and not is_citation(self.source):
            raise TypeError(f"a ruling cites a Source or a Reading, not {type(self.source).__name__} ({self.source!r})")
        if self.legal and self.source is None:
            raise ValueError(f"a ruling that allows a move cites what it rests on: {self.rule!r}")

    def describe(self) -> str:
        """The rule with its citation, for messages."""
        return self.rule + (f" [{self.source}]" if self.source else "")


def legal(rule: str, source: Citation) -> Ruling:
    """A ruling that allows the move, naming the rule that allows it and what that rests on."""
    return Ruling(True, rule, source)


def illegal(rule: str, source: Citation | None = None) -> Ruling:
    """A ruling that forbids the move, naming the rule it breaks and what that rests on.

    Without a citation it says only that no rule allows the move.
    """
    return Ruling(False, rule, source)
