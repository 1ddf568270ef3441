"""A book's contents in its own order, each game found among the installed patiences by what it cites.

``.. patience-book:: MODULE.NAME`` names a :class:`~patience_core.Source`
whose ``contents`` list the book's games (``patience_core.sources.CADOGAN_1914``)
and draws the contents as a table: the number and title of each game, linked
to the game's page where there is one, its printed pages where the work gives
them (``spans``), the cards it is played with (flag ``:cards:``), the patience
and edition that play it, with the games of other books the same patience
plays ("also in"), and its measured odds (option ``:odds:``, the JSON file of
summaries written by ``bench/odds_table.py``); a game no patience plays yet is
"not yet built", unlinked. Nothing in it is kept by hand:

- a patience plays a game of the book when the edition that cites the book
  (the first of its editions whose sources name the work) or, where that
  edition names no game, the patience's own rules cite the work at that game's
  title, ``CADOGAN_1914.game("Nestor").rule("I")``; the title cited most
  often wins where a rule borrows from another game;
- the page is the document named after the patience, in the directory of the
  page holding the table or, failing that, in any other;
- an alias of the patience is shown where it is the title's own name (``nation``
  for The Nation).

How a patience is placed among a book's games is :mod:`patience_core.analysis.contents`'s
(:func:`~patience_core.analysis.contents.book_games`), which the command line shares.
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

import importlib
import json
import re
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from docutils.statemachine import StringList  # type: ignore[import-untyped]
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective

from patience_core import Edition, Source, Variant
from patience_core.analysis.contents import (
    Chapter,
    Place,
    Player,
    book_games,
    cards_text,
    pages_of,
    places,
    works_cited,
)
from patience_core.sphinx.helpers import _registry, _watch_plugin, source_rst

__all__ = [
    "Chapter",
    "PatienceBook",
    "Player",
    "book_games",
    "cards_text",
    "odds_text",
    "other_editions",
    "read_summaries",
    "title_alias",
]

_LOGGER = logging.getLogger(__name__)


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
    >>> odds_text({"won": 0, "lost": 0, "undecided": 0, "deals": 0,
    ...            "player": {"player": "greedy", "won": 11, "deals": 200}})
    'the solver not yet run; the greedy player won 11 of 200'
    >>> odds_text(None)
    'not yet measured'
    """
    if summary is None:
        return "not yet measured"
    told = f"won {summary['won']}, lost {summary['lost']}, undecided {summary['undecided']} of {summary['deals']} deals"
    if not summary["deals"]:  # a row the greedy player alone was run for
        told = "the solver not yet run"
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
    option_spec = {  # noqa: RUF012 (docutils reads a plain dict)
        "odds": directives.unchanged_required,
        "relatives": directives.flag,
        "cards": directives.flag,
    }

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

    def _rows(
        self, work: Source, chapters: list[Chapter], summaries: Mapping[tuple[str, str], dict[str, Any]]
    ) -> list[str]:
        """The contents as a table; a column of the printed pages where the work gives them (``spans``)."""
        paged, cards = bool(work.spans), "cards" in self.options
        widths = [6, 26, *([8] if paged else []), *([10] if cards else []), 28, 28]
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: " + " ".join(map(str, widths)),
            "   :class: patience-book",
            "",
            "   * - No.",
            "     - Game",
            *(["     - Pages"] if paged else []),
            *(["     - Cards"] if cards else []),
            "     - Patience and edition",
            "     - Odds measured",
        ]
        for chapter in chapters:
            rows += [f"   * - {chapter.number}", self._title(chapter)]
            if paged:
                rows.append(f"     - {pages_of(work, chapter.title)}")
            if cards:
                played_with = dict.fromkeys(cards_text(player) for player in chapter.players)
                rows.append("     - " + ("; ".join(played_with) or "—"))
            if not chapter.players:
                rows += ["     - not yet built", "     - —"]
                continue
            played, measured = [], []
            for player in chapter.players:
                alias = title_alias(player.variant, chapter.title)
                also = f" (also ``{alias}``)" if alias else ""
                elsewhere = "".join(f"; also in {place.cited}" for place in self._elsewhere(work, player))
                played.append(f"``{player.variant.name}``{also}, edition ``{player.edition}``{elsewhere}")
                measured.append(odds_text(summaries.get((player.variant.name, player.edition))))
            # Two patiences playing one game get a line each.
            mark = "| " if len(chapter.players) > 1 else ""
            for cell in (played, measured):
                # One source line a line: a line holding a newline would not be read as two.
                rows += ["     - " + mark + cell[0], *(f"       {mark}{line}" for line in cell[1:])]
        return rows

    def _elsewhere(self, work: Source, player: Player) -> list[Place]:
        """Where else the patience stands: the games of the other books its editions follow."""
        others = [other for other in works_cited(_registry(self).variants()) if other.key != work.key]
        return places(player.variant, others)

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
            lines, kind = [intro + ".", "", *self._rows(work, chapters, summaries)], "contents"
        node = nodes.container(classes=[f"patience-book-{kind}"])
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]
