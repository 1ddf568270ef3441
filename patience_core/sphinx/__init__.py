"""The documentation extension: Sphinx directives that draw the engine's own positions and list a patience's editions.

A project documents its patiences with it by naming ``patience_core.sphinx`` among
the ``extensions`` of its ``conf.py`` (Sphinx comes with the ``docs`` extra).
Importing :mod:`patience_core` never imports Sphinx, nor does this package: the
directives are loaded when Sphinx calls :func:`setup`, and the modules that
draw pictures (:mod:`~patience_core.sphinx.table_svg`, ``odds_svg``,
``family``, ``layers``) need no Sphinx.

``.. patience-table:: NAME`` plays a deal of an installed patience (options
``:number:``, ``:edition:``, ``:moves:``, ``:caption:`` and ``:layout:``) and
puts the resulting table into the page as an inline SVG picture.

``.. patience-editions:: NAME`` makes a table of the editions the plugin
declares: name, title, sources, redeals, the hooks it overrides and what it
changes. Both read the installed plugins when the docs are built, so the
pages cannot drift from the code.

``.. patience-odds::`` shows the measured odds (options ``:summaries:``, the
JSON file of summaries, and ``:table:``, the CSV table, both written by
``bench/odds_table.py``): a picture of each edition's win rate with its
interval, grouped by patience, the solver's and the greedy player's; the
table without its command columns, its figures kept on one line; and the
commands behind each row in a collapsible list below it.

``.. patience-solver-hints::`` lists, for every installed patience, the
solver's hint hooks its rule objects implement and what each does. The game
pages leave those hooks out (they are about searching, not about the rules),
so this table on the solver's page is where they are found.

``.. patience-clauses::`` lists the clause vocabulary: each clause, what it
states, the hooks it implements and how many installed patiences use it;
with ``:by: hook``, each hook and the clauses that implement it.

``.. patience-family-tree::`` draws the family tree of the patiences from the
data in :mod:`patience_core.sphinx.family`.

``.. patience-book:: MODULE.NAME`` draws a book's contents in its own order,
each game linked to its page with the patience that plays it and its odds,
found through what the installed patiences cite (:mod:`patience_core.sphinx.book`).

A page may not carry ``.. contents::``: the theme (Furo) draws its own table
of contents beside the page and paints a second one as a red "ERROR" box, so
the build warns of it (and ``-W`` fails).

In the command reference drawn by sphinx-click, every ``--option`` named in
a command's help is set as inline code, so that it keeps its two hyphens
(prose would turn them into an en-dash, and a copied option would fail).

A ``missing-reference`` handler lets docstrings name the core's public objects
as ``patience_core.Move`` or ``PositionError``: it resolves them to the module
that defines them.
"""

from __future__ import annotations

from typing import Any

__all__ = ["setup"]


def setup(app: Any) -> dict[str, Any]:
    """Register the directives, the reference resolver and the stylesheet (:mod:`~patience_core.sphinx.directives`)."""
    from patience_core.sphinx import directives

    return directives.setup(app)
