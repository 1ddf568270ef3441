"""``.. patience-compare:: NAME EDITION EDITION…``: editions of one patience compared, drawn side by side.

The comparison is :func:`patience_core.analysis.compare.compare`'s, computed when the
page is built from the editions' clauses: part by part, whether the editions
agree, and where they differ what each states and cites. Beside it:

- the deal of each edition drawn by the engine (option ``:number:``, deal 1 by
  default), side by side;
- the odds of each edition measured, from the JSON file of summaries written by
  ``bench/odds_table.py`` (option ``:odds:``);
- the moves the editions rule on differently when their deals are played side
  by side (option ``:deals:``, 5 by default; 0 plays nothing), with both
  rulings; or, where the editions deal different tables, a sentence saying so.

Nothing in it is kept by hand: a clause changed in a plugin changes the page.
"""

from __future__ import annotations

from typing import Any

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from docutils.statemachine import StringList  # type: ignore[import-untyped]
from sphinx.util.docutils import SphinxDirective

import patience_core
from patience_core.analysis.compare import Comparison, Divergence, compare
from patience_core.sphinx.book import odds_text, read_summaries
from patience_core.sphinx.helpers import _registry, _watch_plugin, source_rst
from patience_core.sphinx.table_svg import position_svg

__all__ = ["PatienceCompare", "PatienceOddsOf"]


def _rst(text: str) -> str:
    """Plain text made safe inside reStructuredText (no markup read into it)."""
    return text.replace("\\", "\\\\").replace("*", "\\*").replace("`", "\\`").replace("|", "\\|")


class PatienceOddsOf(SphinxDirective):
    """``.. patience-odds-of:: NAME [EDITION…]``: the odds measured for a patience's editions, from ``:odds:``.

    One line an edition (every edition if none is named): the solver's deals
    won, lost and undecided, and the greedy player's wins, as
    ``bench/odds_table.py`` stored them; "not yet measured" where no run is
    stored. A page states its odds with it, so that no figure is kept by hand.
    """

    required_arguments = 1
    optional_arguments = 20
    has_content = False
    option_spec = {"odds": directives.unchanged_required}  # noqa: RUF012 (docutils reads a plain dict)

    def run(self) -> list[nodes.Node]:

        name, *names = self.arguments
        try:
            variant = _registry(self).variant(name)
            editions = [variant.edition(edition) for edition in names] or list(variant.editions)
        except patience_core.PatienceError as error:
            raise self.error(f"patience-odds-of {name}: {error}") from None
        _watch_plugin(self, variant)
        self.options.setdefault("odds", "/studies/odds.json")
        summaries = read_summaries(self, "odds")
        lines = [
            f"* ``{edition.name}``: {odds_text(summaries.get((variant.name, edition.name)))}" for edition in editions
        ]
        node = nodes.container(classes=["patience-odds-of"])
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]


class PatienceCompare(SphinxDirective):
    """Editions of one patience compared part by part, with their deals drawn side by side and their odds."""

    required_arguments = 1
    optional_arguments = 20
    has_content = False
    option_spec = {  # noqa: RUF012 (docutils reads a plain dict)
        "number": directives.nonnegative_int,
        "deals": directives.nonnegative_int,
        "odds": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        # The package's own module imports this one at its top: its names are taken when the directive runs.

        name, *editions = self.arguments
        registry = _registry(self)
        try:
            comparison = compare(name, *editions, registry=registry)
        except (patience_core.PatienceError, ValueError) as error:
            raise self.error(f"patience-compare {name}: {error}") from None
        _watch_plugin(self, comparison.variant)
        deals = self.options.get("deals", 5)
        in_play = comparison.in_play(deals=range(1, deals + 1)) if deals else ()
        summaries = self._summaries()
        lines = [*self._parts(comparison, source_rst), ""]
        lines += self._odds(comparison, summaries, odds_text)
        lines += self._play(comparison, in_play, deals)
        node = nodes.container(classes=["patience-compare"])
        self.state.nested_parse(StringList(lines, source=self.get_source_info()[0]), self.content_offset, node)
        number = self.options.get("number", 1)
        figures = nodes.container(classes=["patience-compare-deals"])
        for edition in comparison.editions:
            game = registry.new_game(comparison.variant.name, number=number, edition=edition.name)
            caption = f"Deal {number}, edition {edition.name}: {edition.title}."
            svg = position_svg(game.position, title=caption)
            figures += nodes.raw(
                "",
                f'<figure class="patience-table-figure">{svg}<figcaption><p>{caption}</p></figcaption></figure>',
                format="html",
            )
        return [figures, node]

    def _summaries(self) -> dict[tuple[str, str], dict[str, Any]]:
        return read_summaries(self, "odds")

    @staticmethod
    def _parts(comparison: Comparison, source_rst: Any) -> list[str]:
        lines = [f"*{_rst(comparison.summary()).capitalize()}.*", ""]
        for found in comparison.parts:
            verdict = "they differ" if not found.agree else "the same" if found.cited_alike else "the same, cited apart"
            lines += [f"**{found.part.value.capitalize()}** — {verdict}", ""]
            shown = comparison.editions if not found.cited_alike else comparison.editions[:1]
            for edition in shown:
                said = found.statements[edition.name]
                lead = "" if found.cited_alike else f"``{edition.name}``: "
                if not said:
                    lines.append(f"* {lead}nothing")
                for statement in said:
                    cited = f" [{source_rst(statement.cite, notes=False)}]" if statement.cite is not None else ""
                    own = " *(over the base rules)*" if statement.own else ""
                    lines.append(f"* {lead}{_rst(statement.text)}{cited}{own}")
            lines.append("")
        return lines

    @staticmethod
    def _odds(comparison: Comparison, summaries: dict[tuple[str, str], dict[str, Any]], odds_text: Any) -> list[str]:
        if not summaries:
            return []
        lines = ["**The odds measured**", ""]
        for edition in comparison.editions:
            summary = summaries.get((comparison.variant.name, edition.name))
            lines.append(f"* ``{edition.name}``: {odds_text(summary)}")
        return [*lines, ""]

    @staticmethod
    def _play(comparison: Comparison, in_play: tuple[Divergence, ...] | None, deals: int) -> list[str]:
        if not deals:
            return []
        lines = [f"**In play**, deals 1 to {deals} played side by side", ""]
        if in_play is None:
            return [*lines, "The editions deal different tables, so their play is not set side by side.", ""]
        if not in_play:
            return [*lines, "Every move met was ruled alike by every edition.", ""]
        for found in in_play:
            lines.append(f"* {_rst(str(found))}")
        return [*lines, ""]
