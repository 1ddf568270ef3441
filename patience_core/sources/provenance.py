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

A :class:`~patience_core.rulings.Ruling` carries one of these (a
:data:`Citation`), never a bare string.

A work read first-hand is cited finer than by work: :meth:`Source.game` names
the game (by title, or by the book's number where it numbers its games), then
:meth:`Source.rule` a rule or :meth:`Source.play` a paragraph of the play
(Cadogan 1914, whose e-text has no pages), or :meth:`Source.page` a printed
page, which must lie within the game's pages (Hoffmann 1892).

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
    the work, ``number`` the book's number for it (0 where the book numbers
    none), and ``locator`` a place finer than a page (set through
    :meth:`game`, :meth:`section`, :meth:`rule`, :meth:`play`,
    :meth:`paragraph` and :meth:`page`). ``contents`` lists the games of a
    work read first-hand, in the book's order, so that :meth:`game` refuses a
    title it does not hold; ``numbered`` says the book numbers them from 1 in
    that order; ``spans`` gives each game's first and last printed page, and
    ``sections`` the other parts of the book worth citing (an introduction, a
    solution), each as ``(title, first page, last page)``, so that
    :meth:`page` refuses a page outside the part cited; ``paged=False`` says
    the copy read has no page numbers, so that it refuses any page.

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
    number: int = 0
    locator: str = ""
    contents: tuple[str, ...] = field(default=(), repr=False, compare=False)
    numbered: bool = field(default=False, repr=False, compare=False)
    spans: tuple[tuple[int, int], ...] = field(default=(), repr=False, compare=False)
    sections: tuple[tuple[str, int, int], ...] = field(default=(), repr=False, compare=False)
    paged: bool = field(default=True, repr=False, compare=False)

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
        if self.spans and len(self.spans) != len(self.contents):
            raise ValueError(f"{here}: spans= gives the pages of each of the {len(self.contents)} games, in order")

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

    @property
    def work(self) -> Source:
        """The work itself, without the game, page or place cited in it.

        >>> from patience_core.sources import HOFFMANN_1892
        >>> print(HOFFMANN_1892.game(42).page(77).work)
        Hoffmann 1892
        """
        return replace(self, chapter="", number=0, pages="", locator="")

    def at(self, pages: str, note: str = "") -> Source:
        """The same work, cited at ``pages`` (a clause's own page)."""
        return replace(self, pages=pages, note=note or self.note)

    def game(self, title: str | int) -> Source:
        """The same work, cited at the game called ``title`` (or, in a book that numbers its games, numbered so).

        >>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
        >>> print(CADOGAN_1914.game("La Belle Lucie"))
        Cadogan 1914, "La Belle Lucie"
        >>> print(HOFFMANN_1892.game(49), "|", HOFFMANN_1892.game("La Capricieuse") == HOFFMANN_1892.game(49))
        Hoffmann 1892, No. 49 "La Capricieuse" | True
        >>> CADOGAN_1914.game("La Bele Lucie")
        Traceback (most recent call last):
        ...
        ValueError: Cadogan 1914 has no game 'La Bele Lucie' (did you mean 'La Belle Lucie'?)
        >>> HOFFMANN_1892.game(64)
        Traceback (most recent call last):
        ...
        ValueError: Hoffmann 1892 numbers its games 1 to 63, not 64
        """
        if isinstance(title, int) and not isinstance(title, bool):
            if not (self.numbered and 1 <= title <= len(self.contents)):
                numbers = f"numbers its games 1 to {len(self.contents)}" if self.numbered else "numbers no games"
                raise ValueError(f"{self.short} {numbers}, not {title}")
            title = self.contents[title - 1]
        if not isinstance(title, str):
            raise ValueError(f"{self.short}: a game is named by its title or number, not {title!r}")
        if self.contents and title not in self.contents:
            close = difflib.get_close_matches(title, self.contents, n=1)
            hint = f" (did you mean {close[0]!r}?)" if close else ""
            raise ValueError(f"{self.short} has no game {title!r}{hint}")
        number = self.contents.index(title) + 1 if self.numbered else 0
        return replace(self, chapter=title, number=number, pages="", locator="")

    def section(self, title: str) -> Source:
        """The same work, cited at a part of it that is not a game (``sections``).

        >>> from patience_core.sources import HOFFMANN_1892
        >>> print(HOFFMANN_1892.section("Introduction").page(2))
        Hoffmann 1892, "Introduction", p. 2
        """
        names = [name for name, _, _ in self.sections]
        if title not in names:
            raise ValueError(f"{self.short} has no section {title!r} (it has {', '.join(map(repr, names)) or 'none'})")
        return replace(self, chapter=title, number=0, pages="", locator="")

    def page(self, first: int, last: int | None = None) -> Source:
        """The part cited, at its printed page ``first`` (or pages ``first`` to ``last``).

        The pages must lie within the game or section named first, where the
        work gives its pages (``spans``, ``sections``).

        >>> from patience_core.sources import HOFFMANN_1892
        >>> CAPRICIEUSE = HOFFMANN_1892.game(49)
        >>> print(CAPRICIEUSE.page(93), "|", CAPRICIEUSE.page(93, 94))
        Hoffmann 1892, No. 49 "La Capricieuse", p. 93 | Hoffmann 1892, No. 49 "La Capricieuse", pp. 93–94
        >>> CAPRICIEUSE.page(95)
        Traceback (most recent call last):
        ...
        ValueError: Hoffmann 1892, No. 49 "La Capricieuse" is printed on pp. 92–94, not p. 95
        """
        if not self.first_hand:
            raise ValueError(f"{self.short}: a page is cited only from a work read first-hand; use .at() for a summary")
        if not self.paged:
            raise ValueError(f"{self.short}: the copy read has no page numbers; cite the game's rule or paragraph")
        last = first if last is None else last
        for value in (first, last):
            if not isinstance(value, int) or isinstance(value, bool) or value < 1:
                raise ValueError(f"{self.short}: a page is a whole number from 1, not {value!r}")
        if last < first:
            raise ValueError(f"{self.short}: pages run forwards, not {first} to {last}")
        span = self._span()
        if span is None and (self.spans or self.sections) and not self.chapter:
            example = self.contents[0] if self.contents else "Title"
            raise ValueError(f'{self.short}: name the game first, e.g. .game("{example}").page(...)')
        if span is not None and not (span[0] <= first and last <= span[1]):
            shown_pages = "p. " + str(first) if first == last else f"pp. {first}–{last}"
            printed = pages_text(_span_text(span)).removeprefix(", ")
            raise ValueError(f"{replace(self, pages='')} is printed on {printed}, not {shown_pages}")
        return replace(self, pages=str(first) if first == last else f"{first}–{last}")

    def _span(self) -> tuple[int, int] | None:
        """The first and last page of the game or section cited, where the work gives them."""
        if self.chapter in self.contents and self.spans:
            return self.spans[self.contents.index(self.chapter)]
        for name, first, last in self.sections:
            if name == self.chapter:
                return first, last
        return None

    def rule(self, numeral: str) -> Source:
        """The game's rule ``numeral`` (``"I"``, ``"II"``, …), in a work read first-hand.

        >>> from patience_core.sources import CADOGAN_1914
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

        >>> from patience_core.sources import CADOGAN_1914
        >>> print(CADOGAN_1914.game("La Belle Lucie").play(3))
        Cadogan 1914, "La Belle Lucie", play ¶3
        """
        if not isinstance(paragraph, int) or isinstance(paragraph, bool) or paragraph < 1:
            raise ValueError(f"{self.short}: a paragraph of the play is numbered from 1, not {paragraph!r}")
        return self._located(f"play ¶{paragraph}", f".play({paragraph})")

    def paragraph(self, paragraph: int) -> Source:
        """The game's paragraph ``paragraph`` (from 1), in a work read first-hand that has neither pages nor rules.

        >>> from patience_core.sources import HOFFMANN_1921
        >>> print(HOFFMANN_1921.game(11).paragraph(2))
        Hoffmann 1921, No. 11 "Puss in the Corner", ¶2
        """
        if not isinstance(paragraph, int) or isinstance(paragraph, bool) or paragraph < 1:
            raise ValueError(f"{self.short}: a paragraph is numbered from 1, not {paragraph!r}")
        return self._located(f"¶{paragraph}", f".paragraph({paragraph})")

    def _located(self, locator: str, call: str) -> Source:
        if not self.first_hand:
            raise ValueError(f"{self.short}: rules and paragraphs are cited only from a work read first-hand")
        if not self.chapter:
            example = self.contents[0] if self.contents else "Title"
            raise ValueError(f'{self.short}: name the game first, e.g. .game("{example}"){call}')
        return replace(self, locator=locator)

    def __str__(self) -> str:
        cited = self.short
        if self.number:
            cited += f", No. {self.number}"
        if self.chapter:
            cited += (" " if self.number else ", ") + f'"{self.chapter}"'
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

    >>> from patience_core.sources import CADOGAN_1914
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


def _span_text(span: tuple[int, int]) -> str:
    return str(span[0]) if span[0] == span[1] else f"{span[0]}–{span[1]}"


#: What a rule may cite: a work (first-hand or via a summary) or a reading of ours.
Citation: TypeAlias = Source | Reading


def is_citation(value: object) -> bool:
    """Whether ``value`` is a :data:`Citation` (a Source or a Reading)."""
    return isinstance(value, (Source, Reading))
