"""Where a rule comes from, and how we know it.

A rule rests on one of two things:

- a :class:`Source`, a work, which is either read **first-hand** (``copy=``
  says which copy was read) or known only **via** another work, a summary
  read first-hand (``via=``). A work known via a summary is always cited with
  it, so a reader sees what was actually read::

      Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse"

- a :class:`Reading`, an interpretation of our own where a text is silent or
  ambiguous: named, cited as ``reading: <name>``, and argued on the game's
  page beside the text it interprets.

A :class:`~patience_core.model.Ruling` carries one of these (a
:data:`Citation`), never a bare string.

A work read first-hand whose games have numbered rules is cited finer than by
page: :meth:`Source.game` names the game, then :meth:`Source.rule` a rule or
:meth:`Source.play` a paragraph of the play.

>>> wiki = Source("Wikipedia contributors", 2026, "Capricieuse", name='Wikipedia "Capricieuse"',
...               copy="the English article", key="wikipedia-capricieuse")
>>> hoffmann = Source("Hoffmann", 1892, "The Illustrated Book of Patience Games", via=wiki)
>>> print(hoffmann.at("92–94"))
Hoffmann 1892, pp. 92–94, via Wikipedia "Capricieuse"
>>> print(Reading("redeal at any time", of=hoffmann))
reading: redeal at any time
"""

from __future__ import annotations

import difflib
import re
from dataclasses import KW_ONLY, dataclass, field, replace
from typing import TypeAlias

__all__ = ["Citation", "Reading", "Source", "is_citation", "pages_text"]

ROMAN = re.compile(r"[IVXL]+\Z")


def pages_text(pages: str) -> str:
    """Pages as cited after a work: ``, p. 9`` or ``, pp. 9–10``; a place named where a text has no pages.

    >>> pages_text("214"), pages_text("92–94"), pages_text('"The Nation"'), pages_text("")
    (', p. 214', ', pp. 92–94', ', "The Nation"', '')
    """
    if not pages:
        return ""
    if not pages[0].isdigit():
        return ", " + pages
    return (", pp. " if any(mark in pages for mark in "-–,") else ", p. ") + pages


@dataclass(frozen=True)
class Source:
    """A work a rule comes from, and how we know it.

    ``key`` is the work's key in the bibliography (``docs/references.bib``).
    Exactly one of the keyword fields says how the work is known:

    - ``copy``: it was read first-hand, in this copy (an edition, a scan, a
      program at a named commit);
    - ``via``: it is known only through that other work, itself read
      first-hand; every rendering of the work then names it.

    ``name`` replaces "author year" where a work is better cited by name
    (an encyclopaedia article, a program). ``chapter`` names a game within
    the work and ``locator`` a place finer than a page (set through
    :meth:`game`, :meth:`rule` and :meth:`play`). ``contents`` lists the
    games of a work read first-hand, so that :meth:`game` refuses a title it
    does not hold.

    >>> parlett = Source("Parlett", 1979, "The Penguin Book of Patience", key="parlett1979",
    ...                  via=Source("Wikipedia contributors", 2026, "Sir Tommy", name='Wikipedia "Sir Tommy"',
    ...                             copy="the English article"))
    >>> print(parlett.at("214"))
    Parlett 1979, p. 214, via Wikipedia "Sir Tommy"
    >>> Source("Parlett", 1979, "The Penguin Book of Patience")  # doctest: +NORMALIZE_WHITESPACE
    Traceback (most recent call last):
    ...
    ValueError: Parlett 1979: say how the work is known: copy=... (read first-hand, in which copy) or via=...
    (known through which summary)
    """

    author: str
    year: int
    title: str
    pages: str = ""
    note: str = ""
    key: str = ""
    _: KW_ONLY
    copy: str = ""
    via: Source | None = None
    name: str = ""
    chapter: str = ""
    locator: str = ""
    contents: tuple[str, ...] = field(default=(), repr=False, compare=False)

    def __post_init__(self) -> None:
        if not (isinstance(self.author, str) and self.author and isinstance(self.title, str) and self.title):
            raise ValueError(f"a source needs an author and a title, not {self.author!r} and {self.title!r}")
        if not isinstance(self.year, int) or isinstance(self.year, bool):
            raise ValueError(f"{self.author}: a source's year is a whole number, not {self.year!r}")
        here = f"{self.author} {self.year}"
        if bool(self.copy) == (self.via is not None):
            raise ValueError(
                f"{here}: say how the work is known: copy=... (read first-hand, in which copy) "
                "or via=... (known through which summary)" + (", not both" if self.copy else "")
            )
        if self.via is not None:
            if not isinstance(self.via, Source):
                raise ValueError(f"{here}: via= names a Source, not {type(self.via).__name__}")
            if not self.via.first_hand:
                raise ValueError(f"{here}: via {self.via} is itself known only via another work; cite that one")
            if self.locator:
                raise ValueError(f"{here}: a rule or paragraph can be cited only from a work read first-hand")

    @property
    def first_hand(self) -> bool:
        """Whether the work itself was read (rather than known through a summary)."""
        return self.via is None

    @property
    def provenance(self) -> str:
        """How the work is known: ``"first-hand"`` or ``"via"``."""
        return "first-hand" if self.first_hand else "via"

    @property
    def short(self) -> str:
        """The work's short name in citations: its ``name``, or author and year."""
        return self.name or f"{self.author} {self.year}"

    def at(self, pages: str, note: str = "") -> Source:
        """The same work, cited at ``pages`` (a clause's own page)."""
        return replace(self, pages=pages, note=note or self.note)

    def game(self, title: str) -> Source:
        """The same work, cited at the game called ``title``.

        >>> from patience_core.works import CADOGAN_1914
        >>> print(CADOGAN_1914.game("La Belle Lucie"))
        Cadogan 1914, "La Belle Lucie"
        >>> CADOGAN_1914.game("La Bele Lucie")
        Traceback (most recent call last):
        ...
        ValueError: Cadogan 1914 has no game 'La Bele Lucie' (did you mean 'La Belle Lucie'?)
        """
        if self.contents and title not in self.contents:
            close = difflib.get_close_matches(title, self.contents, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ValueError(f"{self.short} has no game {title!r}{hint}")
        return replace(self, chapter=title, locator="")

    def rule(self, numeral: str) -> Source:
        """The game's rule ``numeral`` (``"I"``, ``"II"``, …), in a work read first-hand.

        >>> from patience_core.works import CADOGAN_1914
        >>> print(CADOGAN_1914.game("La Belle Lucie").rule("II"))
        Cadogan 1914, "La Belle Lucie", rule II
        >>> CADOGAN_1914.rule("II")
        Traceback (most recent call last):
        ...
        ValueError: Cadogan 1914: name the game first, e.g. .game("La Belle Lucie").rule("II")
        """
        if not isinstance(numeral, str) or not ROMAN.match(numeral):
            raise ValueError(f"{self.short}: a rule is numbered in Roman numerals (I, II, …), not {numeral!r}")
        return self._located(f"rule {numeral}", f'.rule("{numeral}")')

    def play(self, paragraph: int) -> Source:
        """The game's paragraph ``paragraph`` (from 1) of the play, in a work read first-hand.

        >>> from patience_core.works import CADOGAN_1914
        >>> print(CADOGAN_1914.game("La Belle Lucie").play(3))
        Cadogan 1914, "La Belle Lucie", play ¶3
        """
        if not isinstance(paragraph, int) or isinstance(paragraph, bool) or paragraph < 1:
            raise ValueError(f"{self.short}: a paragraph of the play is numbered from 1, not {paragraph!r}")
        return self._located(f"play ¶{paragraph}", f".play({paragraph})")

    def _located(self, locator: str, call: str) -> Source:
        if not self.first_hand:
            raise ValueError(f"{self.short}: rules and paragraphs are cited only from a work read first-hand")
        if not self.chapter:
            example = self.contents[0] if self.contents else "Title"
            raise ValueError(f'{self.short}: name the game first, e.g. .game("{example}"){call}')
        return replace(self, locator=locator)

    def __str__(self) -> str:
        cited = self.short
        if self.chapter:
            cited += f', "{self.chapter}"'
        cited += pages_text(self.pages)
        if self.locator:
            cited += f", {self.locator}"
        if self.via is not None:
            cited += f", via {self.via}"
        return cited


@dataclass(frozen=True)
class Reading:
    """An interpretation of our own, where the text ``of`` is silent or ambiguous.

    ``name`` says in a few words what the reading decides; it is argued on the
    game's page, under the same name, beside the text it interprets.

    >>> from patience_core.works import CADOGAN_1914
    >>> fortress = CADOGAN_1914.game("Fortress")
    >>> print(Reading("the aces ascend to the kings", of=fortress))
    reading: the aces ascend to the kings
    >>> Reading("", of=fortress)
    Traceback (most recent call last):
    ...
    ValueError: a reading needs a name saying what it decides
    """

    name: str
    of: Source

    def __post_init__(self) -> None:
        if not isinstance(self.name, str) or not self.name.strip():
            raise ValueError("a reading needs a name saying what it decides")
        if any(mark in self.name for mark in "[]"):
            raise ValueError(f"a reading's name is plain words, not {self.name!r}")
        if not isinstance(self.of, Source):
            raise ValueError(f"reading {self.name!r}: of= names the Source it interprets, not {self.of!r}")

    @property
    def provenance(self) -> str:
        """How the clause is known: always ``"reading"``."""
        return "reading"

    def __str__(self) -> str:
        return f"reading: {self.name}"


#: What a rule may cite: a work (first-hand or via a summary) or a reading of ours.
Citation: TypeAlias = Source | Reading


def is_citation(value: object) -> bool:
    """Whether ``value`` is a :data:`Citation` (a Source or a Reading)."""
    return isinstance(value, (Source, Reading))
