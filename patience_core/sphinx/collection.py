"""``.. patience-collection::``: every installed patience at a glance, with its sources, packs, editions and odds.

One table a collection (the games that stand alone first, then each book's
games under the book's name), a row a patience in the order of its title:
its page, the works its rules rest on, its packs, how many editions it has,
and how often its base edition comes out, for the solver and for the greedy
player, read from the odds page's summaries (option ``:summaries:``, the JSON
file that ``bench/odds_table.py`` writes). Everything is read from the
installed plugins when the page is built, so a new patience appears in the
table by itself, and its odds once they are measured.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from docutils.statemachine import StringList  # type: ignore[import-untyped]
from sphinx.util.docutils import SphinxDirective

import patience_core
from patience_core import Source, Variant

__all__ = ["COLUMNS", "PatienceCollection", "odds_cell"]

#: The table's columns.
COLUMNS = ("Patience", "Its sources", "Packs", "Editions", "Won: solver · greedy player")
#: The mark of a work known here only through a summary, and what it means.
VIA_MARK = "†"


def _percent(share: float) -> str:
    return f"{100 * share:.1f}\u00a0%"


def odds_cell(summary: Mapping[str, Any] | None) -> str:
    """How often an edition came out: the solver's share, then the greedy player's; a dash where unmeasured.

    The solver's share is a floor (``≥``) where it left deals undecided, and
    a dash where it decided none.

    >>> odds_cell({"deals": 200, "won": 1, "lost": 0, "undecided": 199, "rate": 0.005,
    ...            "player": {"rate": 0.0049}})
    '≥\\xa00.5\\xa0% · 0.5\\xa0%'
    >>> odds_cell({"deals": 1000, "won": 1000, "lost": 0, "undecided": 0, "rate": 1.0})
    '100.0\\xa0% · —'
    >>> odds_cell(None)
    'not measured'
    """
    if summary is None:
        return "not measured"
    if not summary.get("deals") or not summary["won"] + summary["lost"]:
        solver = "—"
    else:
        solver = ("≥\u00a0" if summary["undecided"] else "") + _percent(summary["rate"])
    player = summary.get("player")
    return f"{solver} · {_percent(player['rate']) if player else '—'}"


def _sources(variant: Variant) -> str:
    """The works the patience's rules rest on, by bibliography label; those known through a summary marked."""
    works = []
    for source in variant.sources:
        if isinstance(source, Source) and source.key:
            label = f":cite:label:`{source.key}`" + (VIA_MARK if source.via is not None else "")
            if label not in works:
                works.append(label)
    return ", ".join(works) or "—"


class PatienceCollection(SphinxDirective):
    """``.. patience-collection::``: a table a collection, a row a patience; see the module's description."""

    has_content = False
    option_spec = {"summaries": directives.unchanged_required}  # noqa: RUF012 (docutils reads a plain dict)

    def run(self) -> list[nodes.Node]:
        from patience_core.sphinx.book import read_summaries
        from patience_core.sphinx.helpers import game_page

        summaries = read_summaries(self, "summaries")
        groups: dict[str, list[Variant]] = {}
        for variant in patience_core.default_registry().variants():
            groups.setdefault(variant.collection, []).append(variant)
        rows: list[str] = []
        for collection in sorted(groups, key=lambda name: (name != "", name)):
            found = sorted(groups[collection], key=lambda variant: variant.title.removeprefix("The "))
            title = collection or "The games that stand alone"
            rows += [
                "",
                f".. list-table:: {title}: {len(found)} patience{'s' if len(found) != 1 else ''}",
                "   :header-rows: 1",
                "   :class: patience-collection",
                "   :widths: 27 33 9 11 20",
                "",
                *(f"   {'*' if i == 0 else ' '} - {column}" for i, column in enumerate(COLUMNS)),
            ]
            for variant in found:
                page = game_page(self.env.srcdir, variant.name)
                name = f":doc:`{variant.title} </{page}>`" if page else variant.title
                packs = str(variant.packs) + ("" if variant.pack.whole else f" ({variant.pack.name})")
                base = summaries.get((variant.name, variant.editions[0].name))
                rows += [
                    f"   * - {name}",
                    f"     - {_sources(variant)}",
                    f"     - {packs}",
                    f"     - {len(variant.editions)}",
                    f"     - {odds_cell(base)}",
                ]
        rows += [
            "",
            f"{VIA_MARK} known here only through a summary (:doc:`/sources`). The odds are those of each",
            "patience's base edition, the first on its page (:doc:`/studies/odds`): the share of deals won by",
            "the solver, who sees every card (``≥`` where it left some undecided), and by the greedy player,",
            "who sees only what the rules show.",
        ]
        container = nodes.container(classes=["patience-collection-tables"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, container)
        return [container]
