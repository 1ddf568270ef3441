"""A book's contents in its own order, each game found among the installed patiences by what it cites.

``.. patience-book:: MODULE.NAME`` names a :class:`~patience_core.Source`
whose ``contents`` list the book's games (``patience_core.sources.CADOGAN_1914``)
and draws the contents as a table: the number and title of each game, linked
to the game's page where there is one, the patience and edition that play it,
and its measured odds (option ``:odds:``, the JSON file of summaries written by
``bench/odds_table.py``), or "not yet built". Nothing in it is kept by hand:

- a patience plays a game of the book when the edition that cites the book
  (the first of its editions whose sources name the work) or, where that
  edition names no game, the patience's own rules cite the work at that game's
  title, ``CADOGAN_1914.game("Nestor").rule("I")``; the title cited most
  often wins where a rule borrows from another game;
- the page is the document named after the patience, in the directory of the
  page holding the table or, failing that, in any other;
- an alias of the patience is shown where it is the title's own name (``nation``
  for The Nation).

A patience that cites the book but no game of it is reported as a warning: its
clauses should name the game they enforce.

With the flag ``:relatives:`` the directive draws instead the other editions
of the book's games: those that follow another work (a program such as
PySolFC, or another book), each with the work and what the edition changes.

>>> from patience_core import default_registry
>>> from patience_core.sources import CADOGAN_1914
>>> chapters, unplaced = book_games(CADOGAN_1914, default_registry().variants())
>>> nation = chapters[CADOGAN_1914.contents.index("The Nation")]
>>> nation.number, [(player.variant.name, player.edition) for player in nation.players], unplaced
(39, [('nationale', 'cadogan-1914')], [])
"""

from __future__ import annotations

import collections
import importlib
import inspect
import json
import re
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from docutils.statemachine import StringList  # type: ignore[import-untyped]
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from patience_core import Edition, Reading, Source, Variant
from patience_core.sphinx.helpers import _registry, _watch_plugin, source_rst

__all__ = [
    "Chapter",
    "PatienceBook",
    "Player",
    "book_games",
    "odds_text",
    "other_editions",
    "read_summaries",
    "title_alias",
]

_LOGGER = logging.getLogger(__name__)


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
    sources: list[object] = list(edition.sources)
    while sources:
        value = sources.pop()
        if isinstance(value, Source) and value.key == key and value.first_hand:  # not a summary of the book
            return True
        if isinstance(value, Reading):
            sources.append(value.of)
    return False


def book_games(work: Source, variants: Iterable[Variant]) -> tuple[list[Chapter], list[str]]:
    """The games of ``work`` in its order, each with the patiences that play it; and the patiences left unplaced.

    An unplaced patience cites the work in an edition's sources but no game of it anywhere.
    """
    if not work.contents:
        raise ValueError(f"{work.short} lists no games (its Source has no contents=)")
    players: dict[str, list[Player]] = {title: [] for title in work.contents}
    unplaced = []
    for variant in sorted(variants, key=lambda variant: variant.name):
        edition = next((edition for edition in variant.editions if _cites(edition, work.key)), None)
        if edition is None:
            continue
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


def other_editions(work: Source, chapter: Chapter) -> list[tuple[Player, Edition, list[Source]]]:
    """The editions of the game's patiences that follow another work than ``work``, with those works.

    A reading of ours is not another work: an edition citing only readings is left out.

    >>> from patience_core import default_registry
    >>> from patience_core.sources import CADOGAN_1914
    >>> chapters, _ = book_games(CADOGAN_1914, default_registry().variants())
    >>> nestor = chapters[CADOGAN_1914.contents.index("Nestor")]
    >>> [(edition.name, [str(cited) for cited in works]) for _, edition, works in other_editions(CADOGAN_1914, nestor)]
    [('pysolfc', ['PySolFC, "Nestor", game 235']), ('hoffmann-1892', ['Hoffmann 1892, No. 9 "Nestor"'])]
    """
    found = []
    for player in chapter.players:
        for edition in player.variant.editions:
            others = [source for source in edition.sources if isinstance(source, Source) and source.key != work.key]
            if edition.name != player.edition and others:
                found.append((player, edition, others))
    return found


def title_alias(variant: Variant, title: str) -> str | None:
    """The alias of ``variant`` that is the title's own name, if it has one.

    >>> from patience_core import default_registry
    >>> title_alias(default_registry().variant("nationale"), "The Nation")
    'nation'
    """
    name = re.sub(r"[^a-z0-9]+", "-", title.lower()).strip("-").removeprefix("the-")
    return name if name in variant.aliases else None


def odds_text(summary: Mapping[str, Any] | None) -> str:
    """Measured odds as the contents give them: the solver's won, lost and undecided, then the player's wins.

    >>> odds_text({"won": 1, "lost": 0, "undecided": 199, "deals": 200})
    'won 1, lost 0, undecided 199 of 200 deals'
    >>> odds_text({"won": 0, "lost": 0, "undecided": 200, "deals": 200,
    ...            "player": {"player": "greedy", "won": 16, "deals": 200}})
    'won 0, lost 0, undecided 200 of 200 deals; the greedy player won 16 of 200'
    >>> odds_text(None)
    'not yet measured'
    """
    if summary is None:
        return "not yet measured"
    told = f"won {summary['won']}, lost {summary['lost']}, undecided {summary['undecided']} of {summary['deals']} deals"
    player = summary.get("player")
    if player is not None:
        told += f"; the {player['player']} player won {player['won']} of {player['deals']}"
    return told


def _work(directive: SphinxDirective) -> Source:
    path = directive.arguments[0]
    module_name, _, name = path.rpartition(".")
    try:
        work = getattr(importlib.import_module(module_name), name)
    except (ImportError, AttributeError, ValueError) as error:
        raise directive.error(f"patience-book: cannot import {path!r}: {error}") from None
    if not isinstance(work, Source) or not work.contents:
        raise directive.error(f"patience-book: {path} is not a Source that lists its games (contents=)")
    return work


def read_summaries(directive: SphinxDirective, option: str) -> dict[tuple[str, str], dict[str, Any]]:
    """The odds summaries in the JSON file the directive's ``option`` names, by (patience, edition); none without it.

    The page is rebuilt when the file changes; a file that cannot be read is the directive's error.
    """
    if option not in directive.options:
        return {}
    relative, path = directive.env.relfn2path(directive.options[option])
    directive.env.note_dependency(relative)
    try:
        summaries = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, ValueError) as error:
        raise directive.error(f"{directive.name}: cannot read {directive.options[option]}: {error}") from None
    return {(summary["variant"], summary["edition"]): summary for summary in summaries}


class PatienceBook(SphinxDirective):
    """``.. patience-book:: MODULE.NAME``: a book's contents in its order, each game linked, played and measured."""

    required_arguments = 1
    has_content = False
    option_spec = {"odds": directives.unchanged_required, "relatives": directives.flag}  # noqa: RUF012 (a dict)

    def _summaries(self) -> dict[tuple[str, str], dict[str, Any]]:
        return read_summaries(self, "odds")

    def _page(self, variant: Variant) -> str | None:
        """The document named after the patience: beside this page first, else anywhere."""
        here = self.env.docname.rpartition("/")[0]
        found = sorted(name for name in self.env.found_docs if name.rpartition("/")[2] == variant.name)
        found.sort(key=lambda name: name.rpartition("/")[0] != here)
        return found[0] if found else None

    def _title(self, chapter: Chapter) -> str:
        """The game's title as a table cell, linked to the page of the first of its patiences that has one."""
        page = next((page for page in map(self._page, (player.variant for player in chapter.players)) if page), None)
        return f"     - :doc:`{chapter.title} </{page}>`" if page else f"     - {chapter.title}"

    def _rows(self, chapters: list[Chapter], summaries: Mapping[tuple[str, str], dict[str, Any]]) -> list[str]:
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 6 30 32 32",
            "   :class: patience-book",
            "",
            "   * - No.",
            "     - Game",
            "     - Patience and edition",
            "     - Odds measured",
        ]
        for chapter in chapters:
            rows += [f"   * - {chapter.number}", self._title(chapter)]
            if not chapter.players:
                rows += ["     - not yet built", "     - —"]
                continue
            played, measured = [], []
            for player in chapter.players:
                alias = title_alias(player.variant, chapter.title)
                also = f" (also ``{alias}``)" if alias else ""
                played.append(f"``{player.variant.name}``{also}, edition ``{player.edition}``")
                measured.append(odds_text(summaries.get((player.variant.name, player.edition))))
            # Two patiences playing one game get a line each.
            mark = "| " if len(chapter.players) > 1 else ""
            for cell in (played, measured):
                rows.append("     - " + "\n       ".join(mark + line for line in cell))
        return rows

    def _relatives(self, work: Source, chapters: list[Chapter]) -> list[str]:

        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 6 18 14 24 38",
            "   :class: patience-book-relatives",
            "",
            "   * - No.",
            "     - Game",
            "     - Edition",
            "     - After",
            "     - What it changes",
        ]
        for chapter in chapters:
            for player, edition, sources in other_editions(work, chapter):
                rows += [f"   * - {chapter.number}", self._title(chapter)]
                rows.append(f"     - ``{player.variant.name}``, ``{edition.name}``")
                rows.append("     - " + "; ".join(source_rst(source, notes=False) for source in sources))
                rows.append(f"     - {edition.changes or '—'}")
        return rows

    def run(self) -> list[nodes.Node]:
        # A game installed or a page added changes the table without touching this page: read it on every build.
        self.env.note_reread()
        work = _work(self)

        chapters, unplaced = book_games(work, _registry(self).variants())
        for name in unplaced:
            _LOGGER.warning(
                "patience-book: %s cites %s but no game of it; cite the game: %s.game(title)",
                name,
                work.short,
                self.arguments[0].rpartition(".")[2],
                location=self.get_location(),
            )
        for chapter in chapters:
            for player in chapter.players:
                _watch_plugin(self, player.variant)
        if "relatives" in self.options:
            lines, kind = self._relatives(work, chapters), "relatives"
        else:
            summaries = self._summaries()
            players = [player for chapter in chapters for player in chapter.players]
            intro = f"{sum(1 for chapter in chapters if chapter.players)} of the {len(chapters)} games are built"
            if summaries:
                measured = sum(1 for player in players if (player.variant.name, player.edition) in summaries)
                intro += f"; {measured} of them are measured"
            lines, kind = [intro + ".", "", *self._rows(chapters, summaries)], "contents"
        node = nodes.container(classes=[f"patience-book-{kind}"])
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]
