"""The book: Lady Adelaide Cadogan, *Illustrated Games of Solitaire or Patience*, new revised edition, 1914.

Every game of this distribution cites it, rule by rule. The electronic text
has no page numbers; each game numbers its rules (I, II, …) and then describes
the play in paragraphs, so a clause cites the game's title and its rule or
paragraph: ``CADOGAN_1914.game("La Belle Lucie").rule("I")`` or ``.play(3)``.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from patience_core import Source

__all__ = ["CADOGAN_1914", "COLLECTION", "Game"]

#: The group the book's games are listed under.
COLLECTION = "Cadogan 1914, Illustrated Games of Solitaire or Patience"


@dataclass(frozen=True)
class Game:
    """One game of the book, to cite its rules and the paragraphs of its play."""

    title: str

    def rule(self, numeral: str) -> Source:
        """The game's rule ``numeral`` (``"I"``, ``"II"``, …)."""
        return replace(CADOGAN_1914, pages=f'"{self.title}", rule {numeral}')

    def play(self, paragraph: int) -> Source:
        """The game's paragraph ``paragraph`` (from 1) of the play."""
        return replace(CADOGAN_1914, pages=f'"{self.title}", play ¶{paragraph}')


@dataclass(frozen=True)
class _Book(Source):
    def game(self, title: str) -> Game:
        return Game(title)

    def __str__(self) -> str:
        return f"{self.author} {self.year}" + (f", {self.pages}" if self.pages else "")


CADOGAN_1914 = _Book("Cadogan", 1914, "Illustrated Games of Solitaire or Patience", key="cadogan1914")


def reading(name: str, of: Source) -> Source:
    """An interpretation of ours where the text ``of`` is silent, argued on the game's page."""
    return replace(of, pages=f"{of.pages}, reading: {name}")
