"""The books the patiences come from: each book's games in its order, and the games two books share.

A book read first-hand lists its games (a :class:`~patience_core.Source` with
``contents``). A patience plays a game of the book when one of its editions
follows the book; which game is found from what the edition cites, never from
a list kept by hand:

- the edition that follows the book is the first of the patience's editions
  that cites the work first, read first-hand (not a summary of it), or
  failing one, the first that cites it at all: an edition after another book
  may borrow a reading from this one without being this book's edition;
- its game is the one that edition's sources and rules cite at a title
  (``CADOGAN_1914.game("Nestor").rule("I")``), or, where they name none, the
  one the patience's own rules cite; the title cited most often wins where a
  rule borrows from another game.

So the day a plugin adds an edition after a book, the patience is found among
that book's games, and, where it already followed another book, among the
games the two books share.

>>> from patience_core import default_registry
>>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
>>> variants = default_registry().variants()
>>> chapters, unplaced = book_games(HOFFMANN_1892, variants)
>>> sultan = chapters[41]
>>> print(sultan.number, sultan.title, pages_of(HOFFMANN_1892, sultan.title))
42 The Sultan 76–77
>>> [(player.variant.name, player.edition) for player in sultan.players]
[('sultan', 'hoffmann-1892')]
>>> for place in places(default_registry().variant("nationale"), works_cited(variants)):
...     print(place)
Cadogan 1914, "The Nation" (edition cadogan-1914)
Hoffmann 1892, No. 50 "La Nationale", pp. 94–96 (edition hoffmann-1892)
"""

from __future__ import annotations

import collections
import inspect
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from patience_core.model import Edition, Variant
from patience_core.sources import Reading, Source, pages_text

__all__ = [
    "Chapter",
    "Place",
    "Player",
    "Shared",
    "book_games",
    "book_label",
    "cards_text",
    "pages_of",
    "places",
    "shared_games",
    "works_cited",
]


@dataclass(frozen=True)
class Player:
    """A patience that plays a game of the book, and the edition that follows the book."""

    variant: Variant
    edition: str


@dataclass(frozen=True)
class Chapter:
    """A game of the book: its place in the book's order (from 1), its title, and who plays it."""

    number: int
    title: str
    players: tuple[Player, ...]


@dataclass(frozen=True)
class Place:
    """Where a patience stands in a book: the work, the game's place in its order and title, and the edition."""

    work: Source
    number: int
    title: str
    edition: str

    @property
    def pages(self) -> str:
        """The game's printed pages (``"92–94"``), or ``""`` where the copy read has none."""
        return pages_of(self.work, self.title)

    @property
    def cited(self) -> str:
        """The game as the book is cited at it, with its pages: ``Hoffmann 1892, No. 42 "The Sultan", pp. 76–77``."""
        return f"{self.work.game(self.title)}{pages_text(self.pages)}"

    def __str__(self) -> str:
        return f"{self.cited} (edition {self.edition})"


@dataclass(frozen=True)
class Shared:
    """A patience with an edition after each of two books, and where it stands in each."""

    variant: Variant
    first: Place
    second: Place


def _values(obj: object) -> list[object]:
    """The attributes of a rule object (a module's names, or an object's and its class's)."""
    if inspect.ismodule(obj):
        return list(vars(obj).values())
    return [*vars(type(obj)).values(), *getattr(obj, "__dict__", {}).values()]


def _chapters(sources: Iterable[object], rules: Iterable[object], key: str) -> collections.Counter[str]:
    """How often ``sources`` and ``rules`` cite each game of the work ``key``, a reading counting for its text."""
    counted: collections.Counter[str] = collections.Counter()
    for value in [*sources, *(value for rule in rules for value in _values(rule))]:
        while isinstance(value, (Source, Reading)):
            if isinstance(value, Source) and value.key == key and value.chapter:
                counted[value.chapter] += 1
            value = value.of if isinstance(value, Reading) else value.via
    return counted


def _cites(edition: Edition, key: str) -> bool:
    """Whether ``edition`` follows the work ``key`` read first-hand (a reading of it counts; a summary does not)."""
    sources: list[object] = list(edition.sources)
    while sources:
        value = sources.pop()
        if isinstance(value, Source) and value.key == key and value.first_hand:
            return True
        if isinstance(value, Reading):
            sources.append(value.of)
    return False


def _first_work(edition: Edition) -> str:
    """The key of the work the edition cites first (a reading standing for the work it reads), or ``""``."""
    first: object = edition.sources[0] if edition.sources else None
    while isinstance(first, Reading):
        first = first.of
    return first.key if isinstance(first, Source) else ""


def book_games(work: Source, variants: Iterable[Variant]) -> tuple[list[Chapter], list[str]]:
    """The games of ``work`` in its order, each with the patiences that play it; and the patiences left unplaced.

    An unplaced patience cites the work in an edition's sources but no game of it anywhere.
    """
    if not work.contents:
        raise ValueError(f"{work.short} lists no games (its Source has no contents=)")
    players: dict[str, list[Player]] = {title: [] for title in work.contents}
    unplaced = []
    for variant in sorted(variants, key=lambda variant: variant.name):
        citing = [edition for edition in variant.editions if _cites(edition, work.key)]
        if not citing:
            continue
        # The edition after the book: the first whose first source is the book, else the first citing it at all
        # (an edition after another book may borrow a reading from this one: it is not this book's edition).
        edition = next((edition for edition in citing if _first_work(edition) == work.key), citing[0])
        cited = _chapters(edition.sources, edition.rules, work.key)
        cited = cited or _chapters(variant.sources, variant.rules, work.key)
        if not cited:
            unplaced.append(variant.name)
            continue
        # The title cited most often; on a tie, the first in the book's order.
        title = max(cited, key=lambda title: (cited[title], -work.contents.index(title)))
        players[title].append(Player(variant, edition.name))
    chapters = [Chapter(i, title, tuple(players[title])) for i, title in enumerate(work.contents, start=1)]
    return chapters, unplaced


def cards_text(player: Player) -> str:
    """The cards the edition is played with, as a book heads a game: ``one pack``, ``two packs``, ``one piquet pack``.

    >>> from patience_core import default_registry
    >>> [cards_text(Player(default_registry().variant(name), "hoffmann-1892")) for name in ("wish", "nestor", "sultan")]
    ['one piquet pack', 'one pack', 'two packs']
    """
    variant = player.variant
    count = variant.packs_of(variant.edition(player.edition))
    kind = "" if variant.pack.whole else f" {variant.pack.name}"
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight")
    number = words[count] if count < len(words) else str(count)
    return f"{number}{kind} pack{'s' if count != 1 else ''}"


def book_label(place: Place) -> str:
    """A book and the game's number in it, as a tag names it: ``Hoffmann 1892, No. 41``; ``Cadogan 1914``.

    >>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
    >>> book_label(Place(HOFFMANN_1892, 41, "The Blockade", "hoffmann-1892"))
    'Hoffmann 1892, No. 41'
    >>> book_label(Place(CADOGAN_1914, 8, "The Blockade", "cadogan-1914"))
    'Cadogan 1914'
    """
    return place.work.short + (f", No. {place.number}" if place.work.numbered else "")


def pages_of(work: Source, title: str) -> str:
    """The printed pages of the game ``title`` of ``work`` (``"92–94"``, ``"11"``), or ``""`` where it gives none.

    >>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
    >>> pages_of(HOFFMANN_1892, "La Capricieuse"), pages_of(HOFFMANN_1892, "Hope"), pages_of(CADOGAN_1914, "Nestor")
    ('92–94', '11', '')
    """
    if not work.spans or title not in work.contents:
        return ""
    first, last = work.spans[work.contents.index(title)]
    return str(first) if first == last else f"{first}–{last}"


def works_cited(variants: Iterable[Variant]) -> list[Source]:
    """The books read first-hand that list their games and that an edition of ``variants`` follows.

    Each book once, as the work itself (no game cited), by author and year.
    """
    found: dict[str, Source] = {}
    for variant in variants:
        for edition in variant.editions:
            sources: list[object] = list(edition.sources)
            while sources:
                value = sources.pop()
                if isinstance(value, Reading):
                    sources.append(value.of)
                elif isinstance(value, Source) and value.first_hand and value.contents:
                    found.setdefault(value.key, value.work)
    return sorted(found.values(), key=lambda work: (work.author, work.year, work.title))


def places(variant: Variant, works: Sequence[Source]) -> list[Place]:
    """Where ``variant`` stands in each of ``works`` that one of its editions follows, in the order of ``works``."""
    found = []
    for work in works:
        chapters, _ = book_games(work, [variant])
        for chapter in chapters:
            found += [Place(work, chapter.number, chapter.title, player.edition) for player in chapter.players]
    return found


def shared_games(variants: Iterable[Variant], first: str, second: str) -> list[Shared]:
    """The patiences with both an edition ``first`` and an edition ``second``, each placed in the book it follows.

    The book of an edition is the work it follows, the one it cites first
    where it cites several (:func:`book_games`); an
    edition of that name that follows no book read first-hand is an error, as
    is an edition that places the patience in no game of its book. The
    patiences come in the order of the first book.

    >>> from patience_core import default_registry
    >>> shared = shared_games(default_registry().variants(), "cadogan-1914", "hoffmann-1892")
    >>> for each in (shared[0].variant.name, shared[0].first, shared[0].second):
    ...     print(each)
    salic-law
    Cadogan 1914, "The Salic Law" (edition cadogan-1914)
    Hoffmann 1892, No. 58 "The Picture Gallery", pp. 111–112 (edition hoffmann-1892)
    """
    found = []
    for variant in variants:
        named = {edition.name: edition for edition in variant.editions}
        if first not in named or second not in named:
            continue
        pair = []
        for name in (first, second):
            alone = replace(variant, editions=(named[name],))
            works = works_cited([alone])
            if not works:
                raise ValueError(f"{variant.name}: its edition {name} follows no book that lists its games")
            # Its book is the one it cites first; it may borrow readings from another.
            work = next((work for work in works if work.key == _first_work(named[name])), works[0])
            found_in = places(alone, [work])
            if not found_in:
                raise ValueError(f"{variant.name}: its edition {name} cites {work.short} but no game of it")
            pair.append(found_in[0])
        found.append(Shared(variant, pair[0], pair[1]))
    return sorted(found, key=lambda shared: (shared.first.number, shared.variant.name))
