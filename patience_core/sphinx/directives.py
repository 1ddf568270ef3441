"""The directives of the documentation extension :mod:`patience_core.sphinx`, and its ``setup``.

Each directive reads the installed plugins when the docs are built, so the
pages cannot drift from the code; the package's description lists them.
"""

from __future__ import annotations

import csv
import enum
import inspect
import json
import re
import sys
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from docutils import nodes  # type: ignore[import-untyped]
from docutils.parsers.rst import directives  # type: ignore[import-untyped]
from docutils.statemachine import StringList  # type: ignore[import-untyped]
from sphinx import addnodes
from sphinx.application import Sphinx
from sphinx.util import logging
from sphinx.util.docutils import SphinxDirective
from sphinx.util.osutil import relative_uri

import patience_core
from patience_core import Citation, Edition, Reading, Ruling, Source, Variant
from patience_core.analysis import audit
from patience_core.analysis.contents import book_label, places, works_cited
from patience_core.sources import pages_text
from patience_core.sphinx import architecture, bibstyle, book, collection, compare, excerpt, shared
from patience_core.sphinx.architecture import CONTRACT
from patience_core.sphinx.helpers import _cite_rst, _registry, _watch_plugin, game_page, source_rst
from patience_core.sphinx.odds_svg import odds_svg, odds_text
from patience_core.sphinx.table_svg import parse_layout, position_svg

__all__ = [
    "citations_of",
    "clause_classes",
    "clause_hooks",
    "clause_users",
    "edition_hooks",
    "literal_options",
    "setup",
    "solver_hooks",
    "source_rst",
]

_LOGGER = logging.getLogger(__name__)


def _text_fallback(text: str) -> nodes.Node:
    """The picture as text, for builders other than HTML (text, LaTeX)."""
    only = addnodes.only(expr="not html")
    only += nodes.literal_block(text, text)
    return only


class PatienceTable(SphinxDirective):
    """``.. patience-table:: NAME``: the table of a deal, drawn from the engine's position."""

    required_arguments = 1
    has_content = False
    option_spec = {  # noqa: RUF012 (docutils reads a plain dict)
        "number": directives.nonnegative_int,
        "edition": directives.unchanged_required,
        "moves": directives.unchanged,
        "caption": directives.unchanged,
        "plugin": directives.unchanged_required,
        "layout": directives.unchanged_required,
    }

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        number = self.options.get("number", 1)
        edition = self.options.get("edition")
        moves = (self.options.get("moves") or "").split()
        try:
            game = _registry(self).new_game(name, number=number, edition=edition)
            for i, move in enumerate(moves):
                try:
                    game.play(move)
                except patience_core.PatienceError as error:
                    raise self.error(f"patience-table {name}: move {i + 1} ({move}) is refused: {error}") from None
        except patience_core.PatienceError as error:
            raise self.error(f"patience-table {name}: {error}") from None
        _watch_plugin(self, game.variant)
        played = f", after {len(moves)} move{'s' if len(moves) != 1 else ''}" if moves else ""
        caption = self.options.get("caption") or (
            f"{game.variant.title}, deal {number} ({game.edition.name} edition){played}."
        )
        try:
            svg = position_svg(game.position, title=caption, layout=parse_layout(self.options.get("layout", "")))
        except ValueError as error:
            raise self.error(f"patience-table {name}: {error}") from None
        container = nodes.container(classes=["patience-table"])
        container += nodes.raw("", f'<figure class="patience-table-figure">{svg}', format="html")
        caption_node = nodes.paragraph(classes=["patience-table-caption"])
        caption_node += nodes.Text(caption)
        container += nodes.raw("", "<figcaption>", format="html")
        container += caption_node
        container += nodes.raw("", "</figcaption></figure>", format="html")
        return [container, _text_fallback(str(game))]


def edition_hooks(edition: Edition) -> list[str]:
    """The names of the hooks the edition's own rule objects implement."""
    names: set[str] = set()
    for obj in edition.rules:
        for attr in dir(obj):
            if attr.startswith("patience_") and attr != "patience_variant" and callable(getattr(obj, attr)):
                names.add(attr)
    return sorted(names)


def _cell(lines: Iterable[str]) -> list[str]:
    out = []
    for i, line in enumerate(lines):
        out.append(("     - " if i == 0 else "       ") + line)
    return out or ["     -"]


class PatienceEditions(SphinxDirective):
    """``.. patience-editions:: NAME``: the editions a plugin declares, as a table."""

    required_arguments = 1
    has_content = False
    option_spec = {"plugin": directives.unchanged_required}  # noqa: RUF012 (docutils reads a plain dict)

    def run(self) -> list[nodes.Node]:
        name = self.arguments[0]
        try:
            variant = _registry(self).variant(name)
        except patience_core.PatienceError as error:
            raise self.error(f"patience-editions {name}: {error}") from None
        _watch_plugin(self, variant)
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 12 15 20 10 15 28",
            "   :class: patience-editions",
            "",
            "   * - Edition",
            "     - Title",
            "     - Sources",
            "     - Redeals",
            "     - Rules of its own",
            "     - What it changes",
        ]
        for i, edition in enumerate(variant.editions):
            redeals = variant.redeals if edition.redeals is None else edition.redeals
            hooks = edition_hooks(edition)
            base = " (base)" if i == 0 else ""
            rows.append(f"   * - ``{edition.name}``{base}")
            rows += _cell([edition.title])
            # The notes on each source (seen first-hand or not) belong to the page's history, not to this table.
            rows += _cell(["| " + source_rst(source, notes=False) for source in edition.sources])
            rows += _cell([str(redeals)])
            rows += _cell(
                [
                    ", ".join(
                        f":func:`{hook.removeprefix('patience_')} <patience_core.hookspecs.{hook}>`" for hook in hooks
                    )
                    or "none"
                ]
            )
            rows += _cell([edition.changes or "—"])
        node = nodes.container(classes=["patience-editions-table"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]


SOLVER_HOOK_PREFIX = "patience_solver_"
_ROLE = re.compile(r":[\w:]+:`~?([^`<]*?)(?:\s*<[^>]*>)?`")


def solver_hooks(obj: object) -> list[tuple[str, str]]:
    """The solver's hint hooks ``obj`` implements: (hook name, first paragraph of its docstring), by name."""
    found = []
    for name in sorted(dir(obj)):
        method = getattr(obj, name, None)
        if name.startswith(SOLVER_HOOK_PREFIX) and callable(method):
            doc = inspect.getdoc(method) or ""
            found.append((name, " ".join(doc.split("\n\n")[0].split())))
    return found


def _skip_solver_hooks(app: Sphinx, what: str, name: str, obj: object, skip: bool, options: object) -> bool | None:
    """Leave a plugin class's solver hooks out of its page: :class:`PatienceSolverHints` lists them."""
    module = getattr(obj, "__module__", "") or ""
    if name.startswith(SOLVER_HOOK_PREFIX) and what == "class" and not module.startswith("patience_core"):
        return True
    return None


#: Moves of the one seeded random game per edition whose rulings the sources page lists.
CLAUSE_MOVES = 25


def citations_of(variant: Variant) -> list[Citation]:
    """Every citation a patience's plugin declares: its works, its editions', and those its rules hold.

    The rule objects of the variant and its editions are searched, with what
    they hold (tuples, dicts, other rule objects) and the module that defines a
    rule written for this patience, for :class:`~patience_core.Source` and
    :class:`~patience_core.Reading` values; the works a Source is known via and
    a Reading reads are included. The core's own modules are not searched
    (they name every work any patience cites), nor the rest of a plugin's
    package (a book's distribution holds every game of the book).
    """
    found: list[object] = [*variant.sources, *(source for edition in variant.editions for source in edition.sources)]
    modules: set[str] = set()
    seen: set[int] = set()
    todo: list[object] = [*variant.rules, *(rule for edition in variant.editions for rule in edition.rules)]
    while todo:
        value = todo.pop()
        if id(value) in seen or isinstance(value, (str, bytes, int, float, type(None))):
            continue
        seen.add(id(value))
        if isinstance(value, (Source, Reading)):
            found.append(value)
        elif inspect.ismodule(value):
            modules.add(value.__name__)
        elif isinstance(value, (tuple, list, set, frozenset)):
            todo += value
        elif isinstance(value, dict):
            todo += value.values()
        elif not callable(value) and hasattr(value, "__dict__"):
            if not type(value).__module__.startswith("patience_core"):
                modules.add(type(value).__module__)
            todo += [*vars(type(value)).values(), *vars(value).values()]
    for name in modules:
        found += list(vars(sys.modules[name]).values()) if name in sys.modules else []
    cited: dict[str, Citation] = {}
    for value in found:
        while isinstance(value, (Source, Reading)):
            cited.setdefault(repr(value), value)
            value = value.of if isinstance(value, Reading) else value.via
    return list(cited.values())


class PatienceSources(SphinxDirective):
    """``.. patience-sources::``: every work the installed patiences cite, how it is known, and who cites it.

    With ``:readings:`` instead, the readings of each patience: their names,
    the work each interprets, and the page that argues it. With ``:clauses:``,
    every clause met in a short seeded random game of each edition
    (:mod:`patience_core.analysis.audit`), with what it rests on and the editions it
    was met in.
    """

    has_content = False
    option_spec = {"readings": directives.flag, "clauses": directives.flag}  # noqa: RUF012 (docutils: a dict)

    def run(self) -> list[nodes.Node]:
        variants = list(_registry(self).variants())
        for variant in variants:
            _watch_plugin(self, variant)
        if "clauses" in self.options:
            rows = self._clauses(variants)
        elif "readings" in self.options:
            rows = self._readings(variants)
        else:
            rows = self._works(variants)
        table = nodes.container(classes=["patience-sources"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, table)
        return [table]

    def _game(self, variant: Variant) -> str:
        page = game_page(self.env.srcdir, variant.name)
        return f":doc:`{variant.title} </{page}>`" if page is not None else variant.title

    def _works(self, variants: list[Variant]) -> list[str]:
        # A work may be known through a different summary for each game (Parlett 1979 through three articles).
        known: dict[str, set[str]] = {}
        games: dict[str, set[str]] = {}
        for variant in variants:
            for citation in citations_of(variant):
                if isinstance(citation, Source) and citation.key:
                    if citation.via is not None:
                        how = f"**via** :cite:label:`{citation.via.key}`"
                    else:
                        how = f"**first-hand**: {citation.copy}"
                    known.setdefault(citation.key, set()).add(how)
                    games.setdefault(citation.key, set()).add(self._game(variant))
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 22 48 30",
            "",
            "   * - Work",
            "     - How we know it",
            "     - Cited by",
        ]
        for key in sorted(known, key=lambda key: (not any("first-hand" in how for how in known[key]), key)):
            hows = sorted(known[key])
            if all(how.startswith("**via**") for how in hows):
                hows.append("not read here")
            rows.append(f"   * - :cite:label:`{key}`")  # as the rules cite it: "Cadogan 1914", 'Wikipedia "Sir Tommy"'
            rows += _cell(["; ".join(hows)])
            rows += _cell([", ".join(sorted(games[key]))])
        return rows

    def _clauses(self, variants: list[Variant]) -> list[str]:
        rows = []
        for variant in variants:
            met: dict[tuple[str, str], tuple[Ruling, list[str]]] = {}
            for edition in variant.editions:
                for key, ruling in audit.clauses(variant.name, edition.name, moves=CLAUSE_MOVES).items():
                    met.setdefault(key, (ruling, []))[1].append(f"``{edition.name}``")
            rows += [
                "",
                f".. list-table:: {variant.title}",
                "   :header-rows: 1",
                "   :widths: 40 36 24",
                "",
                "   * - Rule (as a message states it)",
                "     - Rests on",
                "     - Met in",
            ]
            for (_, _), (ruling, editions) in sorted(met.items(), key=lambda item: (str(item[0][1]), item[0][0])):
                rows.append(f"   * - {ruling.rule}")
                rows += _cell(
                    [source_rst(ruling.source, notes=False) if ruling.source else "nothing: no rule allows it"]
                )
                rows += _cell([", ".join(editions)])
        return rows

    def _readings(self, variants: list[Variant]) -> list[str]:
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 24 40 36",
            "",
            "   * - Patience",
            "     - Reading (argued on the game's page)",
            "     - Of the text",
        ]
        for variant in variants:
            for citation in citations_of(variant):
                if isinstance(citation, Reading):
                    rows.append(f"   * - {self._game(variant)}")
                    rows += _cell([f"reading: *{citation.name}*"])
                    rows += _cell([source_rst(citation.of, notes=False)])
        return rows


class PatienceSolverHints(SphinxDirective):
    """``.. patience-solver-hints::``: every installed patience's solver hooks, as a table."""

    has_content = False

    def run(self) -> list[nodes.Node]:
        rows = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :widths: 16 24 18 42",
            "   :class: patience-solver-hints",
            "",
            "   * - Patience",
            "     - Rule object",
            "     - Hook",
            "     - What it does",
        ]
        for variant in sorted(patience_core.default_registry().variants(), key=lambda variant: variant.title):
            _watch_plugin(self, variant)
            layers = [*variant.rules, *(rule for edition in variant.editions for rule in edition.rules)]
            seen: set[object] = set()
            for layer in layers:
                kind = layer if inspect.ismodule(layer) else type(layer)
                if kind in seen:
                    continue
                seen.add(kind)
                for hook, doc in solver_hooks(layer):
                    # Roles in the docstring name objects of the plugin's module: here they are plain code.
                    rows.append(f"   * - {variant.title}")
                    rows += _cell([f"``{kind.__name__}``"])
                    rows += _cell([f":func:`{hook.removeprefix('patience_')} <patience_core.hookspecs.{hook}>`"])
                    rows += _cell([_ROLE.sub(r"``\1``", doc) or "—"])
        node = nodes.container(classes=["patience-solver-hints-table"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]


#: The modules of :mod:`patience_core.clauses`, in the order the vocabulary is listed: the speed-ups last.
CLAUSE_MODULES = (
    "foundations",
    "preference",
    "crowned",
    "meeting",
    "tableau",
    "claim",
    "pairs",
    "pairing",
    "row",
    "twins",
    "turns",
    "stock",
    "deal",
    "ranks",
    "falling",
    "grid",
    "wastes",
    "rotate",
    "blocked",
    "calls",
    "chains",
    "win",
    "distinct",
    "apart",
    "whole",
    "compulsion",
    "opening",
    "sorting",
    "moves",
)


def clause_classes() -> list[type]:
    """The clauses :mod:`patience_core.clauses` exports, module by module in :data:`CLAUSE_MODULES`' order."""
    from patience_core import clauses

    listed = [getattr(clauses, name) for name in clauses.__all__]
    found = []
    for name in CLAUSE_MODULES:
        found += sorted(
            (obj for obj in listed if inspect.isclass(obj) and obj.__module__ == f"{clauses.__name__}.{name}"),
            key=lambda cls: inspect.getsourcelines(cls)[1],
        )
    return [cls for cls in found if not issubclass(cls, enum.Enum) and cls is not clauses.DealStep]


def _public_module(cls: type) -> str:
    """Where a plugin imports the clause ``cls`` from: :mod:`patience_core.clauses` for the clauses it exports."""
    from patience_core import clauses

    return clauses.__name__ if getattr(clauses, cls.__name__, None) is cls else cls.__module__


def clause_hooks(cls: type) -> list[str]:
    """The hooks a clause implements, by name."""
    return sorted(name for name in vars(cls) if name.startswith("patience_") and callable(getattr(cls, name)))


def clause_users() -> dict[type, list[str]]:
    """For each clause class, the titles of the installed patiences whose rules (or deal steps) use one."""
    users: dict[type, list[str]] = {}
    for variant in patience_core.default_registry().variants():
        layers = [*variant.rules, *(rule for edition in variant.editions for rule in edition.rules)]
        layers += [step for layer in list(layers) for step in getattr(layer, "steps", ())]
        for kind in {type(layer) for layer in layers}:
            users.setdefault(kind, []).append(variant.title)
    return users


class PatienceClauses(SphinxDirective):
    """``.. patience-clauses::``: the clause vocabulary as a table; ``:by: hook`` turns it round."""

    has_content = False
    option_spec = {"by": lambda value: directives.choice(value, ("clause", "hook"))}  # noqa: RUF012

    def run(self) -> list[nodes.Node]:
        classes = clause_classes()
        if self.options.get("by", "clause") == "hook":
            rows = [".. list-table::", "   :header-rows: 1", "   :widths: 30 70", "", "   * - Hook", "     - Clauses"]
            by_hook: dict[str, list[str]] = {}
            for cls in classes:
                for hook in clause_hooks(cls):
                    by_hook.setdefault(hook, []).append(f":class:`~{_public_module(cls)}.{cls.__name__}`")
            for hook, names in sorted(by_hook.items()):
                rows.append(f"   * - :func:`{hook.removeprefix('patience_')} <patience_core.hookspecs.{hook}>`")
                rows += _cell([", ".join(names)])
        else:
            users = clause_users()
            rows = [".. list-table::", "   :header-rows: 1", "   :widths: 20 50 20 10", ""]
            rows += ["   * - Clause", "     - What it states", "     - Hooks", "     - Games"]
            for cls in classes:
                summary = " ".join((inspect.getdoc(cls) or "").split("\n\n")[0].split())
                hooks = [
                    f":func:`{hook.removeprefix('patience_')} <patience_core.hookspecs.{hook}>`"
                    for hook in clause_hooks(cls)
                ]
                rows.append(f"   * - :class:`~{_public_module(cls)}.{cls.__name__}`")
                rows += _cell([summary])
                rows += _cell([", ".join(hooks) or "a step of the deal"])
                rows += _cell([str(len(users.get(cls, ())))])
        node = nodes.container(classes=["patience-clauses"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, node)
        return [node]


#: The odds table's columns as shown: four, so that it reads whole on a laptop's screen.
ODDS_COLUMNS = (
    "Patience · edition",
    "The solver's deals",
    "The solver's win rate (95 % interval)",
    "The greedy player's win rate (95 % interval)",
)


def odds_cells(row: dict[str, str]) -> list[str]:
    """The shown cells, but the first, of a row of ``odds.csv`` (its columns by name): deals, and the two rates.

    >>> odds_cells({"Deals": "1–200", "Won": "1", "Lost": "0", "Undecided": "99.5 %", "Win rate": "≥ 0.5 %",
    ...             "95 % interval": "0.1–100.0 %", "Greedy player": "0.5 % of 10,000", "Its interval": "0.4–0.6 %"})
    ['1–200: 1 won, 0 lost, 99.5 % undecided', '≥ 0.5 % (0.1–100.0 %)', '0.5 % of 10,000 (0.4–0.6 %)']
    """
    solved = f"{row['Deals']}: {row['Won']} won, {row['Lost']} lost, {row['Undecided']} undecided"
    player = f"{row['Greedy player']} ({row['Its interval']})" if row.get("Greedy player") else "not played"
    return [solved, f"{row['Win rate']} ({row['95 % interval']})", player]


def _unbroken(text: str) -> str:
    """``text`` with a figure and its unit, or a sign and its figure, never parted at a line's end."""
    return re.sub(r"(?<=[\d≥≤]) (?=[\d%])", "\u00a0", text)


class PatienceOdds(SphinxDirective):
    """``.. patience-odds::``: the measured odds, as a picture, a table and the commands that made them."""

    has_content = False
    option_spec = {  # noqa: RUF012 (docutils reads a plain dict)
        "summaries": directives.unchanged_required,
        "table": directives.unchanged_required,
    }

    def _read(self, option: str) -> str:
        if option not in self.options:
            raise self.error(f"patience-odds: the option :{option}: is required")
        relative, path = self.env.relfn2path(self.options[option])
        self.env.note_dependency(relative)
        try:
            return Path(path).read_text(encoding="utf-8")
        except OSError as error:
            raise self.error(f"patience-odds: cannot read {self.options[option]}: {error}") from None

    def run(self) -> list[nodes.Node]:
        summaries = json.loads(self._read("summaries"))
        header, *rows = list(csv.reader(self._read("table").splitlines()))
        if "Command" not in header:
            raise self.error("patience-odds: the table has no Command column")
        commands_at = [i for i, name in enumerate(header) if name in ("Command", "Player command")]
        titles = {variant.name: variant.title for variant in patience_core.default_registry().variants()}
        figure = nodes.container(classes=["patience-odds"])
        figure += nodes.raw(
            "", f'<figure class="patience-odds-figure">{odds_svg(summaries, titles)}</figure>', format="html"
        )
        table = [
            ".. list-table::",
            "   :header-rows: 1",
            "   :class: patience-odds-table",
            "   :widths: 28 26 23 23",
            "",
            *(f"   {'*' if i == 0 else ' '} - {title}" for i, title in enumerate(ODDS_COLUMNS)),
        ]
        for row in rows:
            table.append(f"   * - {titles.get(row[0], row[0])} · {row[1]}")
            table += ["     - " + _unbroken(cell) for cell in odds_cells(dict(zip(header, row, strict=True)))]
        node = nodes.container(classes=["patience-odds-table-wrapper"])
        self.state.nested_parse(StringList(table, source=self.get_source_info()[0]), self.content_offset, node)
        commands = "\n".join(row[i].strip("`") for row in rows for i in commands_at if row[i])
        details = nodes.container(classes=["patience-odds-commands"])
        details += nodes.raw("", "<details><summary>The commands behind each row</summary>", format="html")
        details += nodes.literal_block(commands, commands, language="bash")
        details += nodes.raw("", "</details>", format="html")
        return [figure, _text_fallback(odds_text(summaries)), node, details]


class PatienceLayers(SphinxDirective):
    """``.. patience-layers::``: the package's layers, drawn from :mod:`patience_core.sphinx.architecture`.

    Below the picture, a table gives each layer, what it holds, its modules and what it may import.
    """

    has_content = False

    def run(self) -> list[nodes.Node]:
        self.env.note_dependency(architecture.__file__)
        container = nodes.container(classes=["patience-layers"])
        container += nodes.raw("", f'<figure class="layers-figure">{architecture.layers_svg()}</figure>', format="html")
        rows = [
            ".. list-table:: The layers, highest first",
            "   :header-rows: 1",
            "   :widths: 12 38 28 22",
            "",
            "   * - Layer",
            "     - What it holds",
            "     - Modules",
            "     - May import",
        ]
        for layer in sorted(architecture.LAYERS, key=architecture.depth, reverse=True):
            allowed = [
                name for name in (other.name for other in architecture.LAYERS) if name in architecture.may_import(layer)
            ]
            rows.append(f"   * - **{layer.name}**")
            rows += _cell([layer.says[0].upper() + layer.says[1:] + "."])
            rows += _cell([", ".join(f"``{module}``" for module in layer.modules)])
            rows += _cell([", ".join(allowed)])
        table = nodes.container(classes=["patience-layers-table"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, table)
        return [container, _text_fallback(architecture.layers_text()), table]


class PatienceFamilyTree(SphinxDirective):
    """``.. patience-family-tree::``: the descent of the patiences, drawn from :mod:`patience_core.sphinx.family`.

    Below the picture, a table lists each game with its first printing and later ones, cited.
    """

    has_content = False

    def run(self) -> list[nodes.Node]:
        from patience_core.sphinx import family

        self.env.note_dependency(family.__file__)
        pages = {}  # a game's page is under games/, or under the book it comes from
        for patience in family.PATIENCES:
            page = game_page(self.env.srcdir, patience.variant) if patience.variant else None
            if page is not None:
                pages[patience.id] = page
        hrefs = {patience_id: _DOC_LINK.format(page) for patience_id, page in pages.items()}
        books = self._books(family)
        svg = family.tree_svg(hrefs, books)
        container = nodes.container(classes=["patience-family-tree"])
        container += nodes.raw("", f'<figure class="family-tree-figure">{svg}</figure>', format="html")
        rows = [
            ".. list-table:: The games of the tree, where they are printed",
            "   :header-rows: 1",
            "   :widths: 20 26 28 26",
            "",
            "   * - Game",
            "     - Earliest printing known here",
            "     - Later printings",
            "     - Played here after",
        ]
        for patience in family.PATIENCES:
            first = _cite_rst(patience.key, str(patience.year)) + pages_text(patience.pages)
            later = [_cite_rst(key, key) + pages_text(pages) for key, pages in patience.also]
            game = patience.title
            if patience.id in pages:
                game = f":doc:`{patience.title} </{pages[patience.id]}>`"
            rows.append(f"   * - {game}")
            rows += _cell([first])
            rows += _cell(["; ".join(later) or "—"])
            rows += _cell(["; ".join(tag.label for tag in books.get(patience.id, ())) or "—"])
        table = nodes.container(classes=["family-tree-table"])
        self.state.nested_parse(StringList(rows, source=self.get_source_info()[0]), self.content_offset, table)
        return [container, _text_fallback(family.tree_text(books)), table]

    def _books(self, family: Any) -> dict[str, tuple[Any, ...]]:
        """The books each game's patience has editions after, found among the installed patiences, as tags."""
        registry = _registry(self)
        installed = {variant.name: variant for variant in registry.variants()}
        works = works_cited(installed.values())
        books = {}
        for patience in family.PATIENCES:
            variant = installed.get(patience.variant)
            if variant is None:
                continue
            _watch_plugin(self, variant)
            books[patience.id] = tuple(
                family.BookTag(book_label(place), place.work.key, place.work.key == patience.key)
                for place in places(variant, works)
            )
        return books


def _homes(target: str) -> list[str]:
    """The other names of what ``target`` names: the module that defines it, and the contract's modules that export it.

    ``target`` is ``patience_core.X`` (``X`` public), a bare public ``X``, or
    the full name of an object in any module of the package (a type hint names
    a clause by the module that defines it, ``patience_core.clauses.tableau.Building``,
    and it is documented as ``patience_core.clauses.Building``).
    """
    parts = target.split(".")
    if parts[0] != "patience_core":
        parts = ["patience_core", *parts]
    for cut in range(len(parts) - 1, 0, -1):
        module = sys.modules.get(".".join(parts[:cut]))
        if module is not None and hasattr(module, parts[cut]):
            break
    else:
        return []
    head, tail = parts[cut], "".join(f".{part}" for part in parts[cut + 1 :])
    obj = getattr(module, head)
    if module is patience_core and head not in patience_core.__all__:
        return []
    # Objects that are not classes or functions (the markers) say nothing of their module: look for them.
    modules = [getattr(obj, "__module__", None) or ""]
    modules += [
        name
        for name, found in sorted(sys.modules.items())
        if name.startswith("patience_core.") and getattr(found, head, None) is obj
    ]
    modules += [name for name in CONTRACT if getattr(sys.modules.get(name), head, None) is obj]
    return [f"{name}.{head}{tail}" for name in dict.fromkeys(modules) if name.startswith("patience_core")]


def _resolve_public_name(app: Sphinx, env: Any, node: Any, contnode: nodes.Element) -> nodes.Element | None:
    """Resolve ``patience_core.X`` (and a bare ``X``) to where the public object ``X`` is documented.

    That is the module that defines it, or for a clause or a source the
    contract's module that exports it (see :func:`_homes`).
    """
    if node.get("refdomain") != "py":
        return None
    target = str(node.get("reftarget", ""))
    domain = env.get_domain("py")
    for resolved in _homes(target):
        if resolved != target:
            result: nodes.Element | None = domain.resolve_xref(
                env, node["refdoc"], app.builder, node["reftype"], resolved, node, contnode
            )
            if result is not None:
                return result
    return None


_TAG = re.compile(r"(<[^>]*>)")
_RED_SUITS = re.compile("([♥♦])")
_NO_COLOUR = ("svg", "title", "script", "style", "textarea")


def colour_suits(html: str) -> str:
    """``html`` with every heart and diamond in text wrapped in ``<span class="suit-red">``.

    Text inside ``svg``, ``title``, ``script``, ``style`` and ``textarea`` is left
    alone, and so are attribute values.

    >>> colour_suits('<p title="A♥">A♥ K♠</p><svg><text>2♦</text></svg>')
    '<p title="A♥">A<span class="suit-red">♥</span> K♠</p><svg><text>2♦</text></svg>'
    """
    out = []
    closed = 0  # depth inside elements whose text must stay plain
    for part in _TAG.split(html):
        if part.startswith("<"):
            name = re.match(r"</?\s*([a-zA-Z]+)", part)
            if name and name.group(1).lower() in _NO_COLOUR and not part.endswith("/>"):
                closed += -1 if part.startswith("</") else 1
                closed = max(closed, 0)
            out.append(part)
        elif closed:
            out.append(part)
        else:
            out.append(_RED_SUITS.sub(r'<span class="suit-red">\1</span>', part))
    return "".join(out)


def _colour_page(app: Sphinx, pagename: str, templatename: str, context: dict[str, Any], doctree: Any) -> None:
    if "body" in context:
        context["body"] = colour_suits(context["body"])


_OPTION = re.compile(r"(?<![\w`-])(--[A-Za-z][\w-]*)")


def literal_options(app: Sphinx | None, ctx: object, lines: list[str]) -> None:
    """Set every ``--option`` in the help lines of a command as inline code, in place.

    Directive and field lines (``.. option:: --seconds``, ``:default:``) are left alone.

    >>> lines = ["Run again with --resume.", ".. option:: --resume", "   :default: --x"]
    >>> literal_options(None, None, lines)
    >>> lines
    ['Run again with ``--resume``.', '.. option:: --resume', '   :default: --x']
    """
    for i, line in enumerate(lines):
        if not line.lstrip().startswith((".. ", ":")):
            lines[i] = _OPTION.sub(r"``\1``", line)


#: The class with which Furo lets a page keep a ``.. contents::`` box without painting it as an error.
FURO_TOC_ESCAPE = "this-will-duplicate-information-and-it-is-still-useful-here"


def _refuse_contents_box(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Warn of every ``.. contents::`` box the theme would show as an error."""
    for topic in doctree.findall(nodes.topic):
        if "contents" in topic["classes"] and FURO_TOC_ESCAPE not in topic["classes"]:
            _LOGGER.warning(
                "'.. contents::' is drawn by Furo as a red ERROR box; the theme lists the page's sections already",
                location=topic,
            )


#: A link to a page inside raw HTML, written while reading and resolved by :func:`_resolve_doc_links` when the
#: page is written: the doctrees then hold no builder's URIs, and one builder can reuse another's.
_DOC_LINK = "patience-doc:{}:"
_DOC_LINKS = re.compile(r"patience-doc:([\w/-]+):")


def _resolve_doc_links(app: Sphinx, doctree: nodes.document, docname: str) -> None:
    """Turn the page links that raw HTML holds into URIs relative to ``docname``, for the builder writing it."""
    here = app.builder.get_target_uri(docname)
    for raw in doctree.findall(nodes.raw):
        text = raw.astext()
        resolved = _DOC_LINKS.sub(lambda link: relative_uri(here, app.builder.get_target_uri(link[1])), text)
        if resolved != text:
            raw.replace_self(nodes.raw("", resolved, format=raw["format"]))


#: The extension's stylesheet, ``patience.css``, installed with it: a project using the directives needs no copy.
STATIC = Path(__file__).resolve().parent / "static"


def _add_static(app: Sphinx) -> None:
    """Serve the extension's :data:`STATIC` files beside the project's own."""
    app.config.html_static_path.append(str(STATIC))


def setup(app: Sphinx) -> dict[str, Any]:
    """Register the directives, the reference resolver and the stylesheet."""
    bibstyle.register()
    app.add_directive("patience-table", PatienceTable)
    app.add_directive("patience-editions", PatienceEditions)
    app.add_directive("patience-family-tree", PatienceFamilyTree)
    app.add_directive("patience-layers", PatienceLayers)
    app.add_directive("patience-book", book.PatienceBook)
    app.add_directive("patience-compare", compare.PatienceCompare)
    app.add_directive("patience-odds-of", compare.PatienceOddsOf)
    app.add_directive("patience-shared", shared.PatienceShared)
    app.add_directive("patience-solver-hints", PatienceSolverHints)
    app.add_directive("patience-clauses", PatienceClauses)
    app.add_directive("patience-odds", PatienceOdds)
    app.add_directive("patience-sources", PatienceSources)
    app.setup_extension("sphinx.ext.autodoc")  # whose event hides the solver hooks of a game's rule objects
    app.add_directive("patience-excerpt", excerpt.PatienceExcerpt)
    app.add_directive("patience-collection", collection.PatienceCollection)
    app.connect("autodoc-skip-member", _skip_solver_hooks)
    app.connect("missing-reference", _resolve_public_name)
    app.connect("html-page-context", _colour_page)
    app.connect("doctree-resolved", _refuse_contents_box)
    app.connect("doctree-resolved", _resolve_doc_links)
    for part in ("description", "options", "epilog"):  # sphinx-click's events, when it is loaded first
        if f"sphinx-click-process-{part}" in app.events.events:
            app.connect(f"sphinx-click-process-{part}", literal_options)
    app.connect("builder-inited", _add_static)
    app.add_css_file("patience.css")
    return {"version": "1", "parallel_read_safe": True, "parallel_write_safe": True}
