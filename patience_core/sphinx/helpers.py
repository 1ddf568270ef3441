"""What the directives share: the patiences a directive reads, the files it watches, a citation as reStructuredText."""

from __future__ import annotations

import importlib
import inspect
import sys
from pathlib import Path

from sphinx.util.docutils import SphinxDirective

import patience_core
from patience_core import Citation, Reading, Variant
from patience_core.sources import pages_text

__all__ = ["NOT_GAME_FOLDERS", "game_page", "source_rst"]


def _watch_plugin(directive: SphinxDirective, variant: Variant) -> None:
    """Rebuild the page when the plugin's code changes."""
    for obj in (*variant.rules, *(rule for edition in variant.editions for rule in edition.rules)):
        module = sys.modules.get(type(obj).__module__ if not inspect.ismodule(obj) else obj.__name__)
        path = getattr(module, "__file__", None)
        if path:
            directive.env.note_dependency(path)


def _registry(directive: SphinxDirective) -> patience_core.Registry:
    """The installed patiences; or, with the option ``:plugin: module``, that plugin module alone, uninstalled."""
    module = directive.options.get("plugin")
    if not module:
        return patience_core.default_registry()
    try:
        plugin = importlib.import_module(module)
    except ImportError as error:
        raise directive.error(f"{directive.name}: cannot import plugin {module!r}: {error}") from None
    return patience_core.Registry(plugins=[plugin], entry_points=False)


def _cite_rst(key: str, fallback: str) -> str:
    """A work by its bibliography key (a link to its entry), or by name when it has none."""
    return f":cite:t:`{key}`" if key else fallback


def source_rst(citation: Citation, *, notes: bool = True) -> str:
    """A citation as reStructuredText, saying how the work is known.

    A work: its bibliography entry, the game, the pages or rule, and ``via``
    the summary it is known through; then its note unless ``notes`` is false.
    A reading: ``reading:`` and its name.
    """
    if isinstance(citation, Reading):
        return f"reading: *{citation.name}*"
    cited = _cite_rst(citation.key, citation.short)
    if citation.number:
        cited += f", No. {citation.number}"
    if citation.chapter:
        cited += (" " if citation.number else ", ") + f'"{citation.chapter}"'
    cited += pages_text(citation.pages)
    if citation.locator:
        cited += f", {citation.locator}"
    if citation.via is not None:
        cited += f", via {citation.via.short}" + (f" :cite:p:`{citation.via.key}`" if citation.via.key else "")
    if notes and citation.note:
        cited += f" ({citation.note})"
    return cited


#: The folders of the documentation that hold no game's page; every other folder is one (``games``, a book's).
NOT_GAME_FOLDERS = frozenset({"guides", "studies", "reference", "examples", "_ext", "_static", "_build"})


def game_page(srcdir: Path | str, name: str) -> str | None:
    """The page of the patience ``name`` (``"cadogan/sultan"``), if the documentation has one.

    A game that stands alone has its page under ``games``; a book's game under
    the book's folder. ``games`` is looked in first, then the others in order.
    """
    folders = sorted(path.parent.name for path in Path(srcdir).glob(f"*/{name}.rst"))
    found = [folder for folder in folders if folder not in NOT_GAME_FOLDERS]
    found.sort(key=lambda folder: folder != "games")
    return f"{found[0]}/{name}" if found else None
