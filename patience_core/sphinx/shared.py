"""``.. patience-shared:: EDITION EDITION``: the games two books share, side by side.

The two arguments name editions, one after each book (``cadogan-1914
hoffmann-1892``). Every installed patience that has both is a row, found when
the page is built (:func:`patience_core.analysis.contents.shared_games`), so that
a game gains its row the day its second book's edition is installed. Each row
gives:

- the game, linked to its page;
- where each book prints it: the title it gives, its number and printed pages
  where the book has them, else its place in the book's order;
- the engine's comparison of the two editions in one line, computed from
  their clauses (:func:`patience_core.analysis.compare.compare`): the parts
  of the game in which the two agree and those in which they differ;
- the odds measured for each edition, from the JSON file of summaries that
  ``bench/odds_table.py`` writes (option ``:odds:``): the solver's verdicts
  and the greedy player's wins, each "not measured" where no run is stored.

Nothing in it is kept by hand.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from docutils.statemachine import StringList  # type: ignore[import-untyped]
from sphinx.util.docutils import SphinxDirective

from patience_core.analysis.compare import Comparison, compare
from patience_core.analysis.contents import Place, Shared, shared_games
from patience_core.sources import pages_text
from patience_core.sphinx.book import read_summaries
from patience_core.sphinx.helpers import _registry, _watch_plugin, game_page

__all__ = ["PatienceShared", "odds_lines", "place_lines", "verdict"]


def odds_lines(summary: Mapping[str, Any] | None) -> tuple[str, str]:
    """An edition's measured odds in two lines: the solver's verdicts, then the player's wins.

    >>> odds_lines({"won": 38, "lost": 0, "undecided": 162, "deals": 200,
    ...             "player": {"player": "greedy", "won": 462, "deals": 2000}})
    ('solver: won 38, lost 0, undecided 162 of 200 deals', 'greedy player: won 462 of 2000 deals')
    >>> odds_lines({"won": 0, "lost": 0, "undecided": 0, "deals": 0,
    ...             "player": {"player": "greedy", "won": 11, "deals": 200}})
    ('solver: not measured', 'greedy player: won 11 of 200 deals')
    >>> odds_lines(None)
    ('solver: not measured', 'greedy player: not measured')
    """
    solver = "solver: not measured"
    player = "greedy player: not measured"
    if summary is not None and summary.get("deals"):
        solver = (
            f"solver: won {summary['won']}, lost {summary['lost']}, "
            f"undecided {summary['undecided']} of {summary['deals']} deals"
        )
    played = summary.get("player") if summary is not None else None
    if played is not None and played.get("deals"):
        player = f"{played['player']} player: won {played['won']} of {played['deals']} deals"
    return solver, player


def place_lines(place: Place) -> tuple[str, str]:
    """Where a book prints the game: its title there, then its number and pages, or its place in an unnumbered book.

    >>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
    >>> place_lines(Place(HOFFMANN_1892, 58, "The Picture Gallery", "hoffmann-1892"))
    ('"The Picture Gallery"', 'No. 58, pp. 111–112')
    >>> place_lines(Place(CADOGAN_1914, 4, "The Salic Law", "cadogan-1914"))
    ('"The Salic Law"', 'unnumbered; the 4th of its 47 games')
    """
    title = f'"{place.title}"'
    if place.work.numbered:
        return title, f"No. {place.number}{pages_text(place.pages)}"
    count = len(place.work.contents)
    return title, f"unnumbered; the {_ordinal(place.number)} of its {count} games" + pages_text(place.pages)


def _ordinal(number: int) -> str:
    suffix = "th" if 10 <= number % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(number % 10, "th")
    return f"{number}{suffix}"


def verdict(comparison: Comparison) -> str:
    """The engine's comparison of two editions in one line, the parts they differ on first.

    >>> from patience_core.analysis.compare import compare
    >>> print(verdict(compare("four-corners", "cadogan-1914", "hoffmann-1892")))  # doctest: +NORMALIZE_WHITESPACE
    differ on the deal and layout, foundations; agree on packs, building, what is available, spaces, redeals,
    the win
    >>> print(verdict(compare("nestor", "cadogan-1914", "hoffmann-1892")))  # doctest: +NORMALIZE_WHITESPACE
    the same in every part: packs, the deal and layout, what is available, redeals, pairs and other plays, the win,
    other rules
    """
    agree = [found.part.value for found in comparison.parts if found.agree]
    differ = [found.part.value for found in comparison.differences()]
    if not differ:
        return "the same in every part: " + ", ".join(agree)
    return f"differ on {', '.join(differ)}; agree on {', '.join(agree) or 'nothing'}"


class PatienceShared(SphinxDirective):
    """``.. patience-shared:: EDITION EDITION``: every patience with both editions, its two books side by side."""

    required_arguments = 2
    has_content = False
    option_spec = {"odds": directives.unchanged_required}  # noqa: RUF012 (docutils reads a plain dict)

    def run(self) -> list[nodes.Node]:
        # An edition installed, or a page added, changes the table without touching this page.
        self.env.note_reread()
        first, second = self.arguments
        registry = _registry(self)
        try:
            shared = shared_games(registry.variants(), first, second)
        except ValueError as error:
            raise self.error(f"patience-shared: {error}") from None
        summaries = read_summaries(self, "odds")
        lines = [self._intro(shared, first, second), ""]
        if shared:
            lines += self._table(shared, summaries)
        node = nodes.container(classes=["patience-shared"])
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]

    def _intro(self, shared: list[Shared], first: str, second: str) -> str:
        if not shared:
            return f"No installed patience has both an edition ``{first}`` and an edition ``{second}``."
        alike = sum(1 for each in shared if not self._comparison(each).differences())
        both = f"both an edition ``{first}`` and an edition ``{second}``"
        if len(shared) == 1:
            found = "the same in every part" if alike else "different in some part"
            return f"One patience has {both}: the engine finds the two books' rules {found}."
        return (
            f"{len(shared)} patiences have {both}: the engine finds the two books' rules the same in every part "
            f"in {alike} of them, and different in some part in {len(shared) - alike}."
        )

    def _comparison(self, shared: Shared) -> Comparison:
        return compare(shared.variant, shared.first.edition, shared.second.edition)

    def _table(self, shared: list[Shared], summaries: Mapping[tuple[str, str], dict[str, Any]]) -> list[str]:
        books = (shared[0].first.work.short, shared[0].second.work.short)
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 14 16 16 26 28",
            "   :class: patience-shared",
            "",
            "   * - Game",
            f"     - {books[0]}",
            f"     - {books[1]}",
            "     - The rules compared",
            "     - Odds measured",
        ]
        for each in shared:
            variant = each.variant
            _watch_plugin(self, variant)
            page = game_page(self.env.srcdir, variant.name)
            game = f":doc:`{variant.title} </{page}>`" if page else variant.title
            rows.append(f"   * - {game}")
            rows.append(f"       (``{variant.name}``)")
            for place in (each.first, each.second):
                title, where = place_lines(place)
                rows.append(f"     - | {title}")
                rows.append(f"       | {where}")
            comparison = self._comparison(each)
            said = verdict(comparison)
            if comparison.differences():
                head, _, tail = said.partition("; ")
                said = f"**{head}**; {tail}"
            rows.append(f"     - {said}")
            odds = []
            for place in (each.first, each.second):
                solver, player = odds_lines(summaries.get((variant.name, place.edition)))
                odds += [f"``{place.edition}``: {solver};", f"{player}"]
            rows += ["     - | " + odds[0], *(f"       | {line}" for line in odds[1:])]
        return rows
