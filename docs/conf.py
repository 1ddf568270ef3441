"""Sphinx configuration for the patience_core rules reference."""

from __future__ import annotations

import doctest
import sys
from pathlib import Path

# The example plugin of the guide "Adding a patience", importable without installing it.
sys.path.insert(0, str(Path(__file__).parent / "examples" / "house-on-the-hill"))

project = "patience_core"
author = "patience_core developers"
copyright = "2026, patience_core developers"

extensions = [
    "sphinx.ext.autodoc",
    "sphinx.ext.doctest",
    "sphinx.ext.viewcode",
    # sphinx_click before sphinx_autodoc_typehints: loaded after it, sphinx-click 6.2 imports
    # sphinx.ext.autodoc.mock as a module instead of the mock() function (sphinx-click issue 159).
    "sphinx_click",
    "sphinx_autodoc_typehints",
    "sphinxcontrib.bibtex",
    "patience_core.sphinx",
]

bibtex_bibfiles = ["references.bib"]
# Entries labelled "Hoffmann 1892", as the text cites them (patience_core.sphinx.bibstyle).
bibtex_default_style = "patience-author-year"
bibtex_reference_style = "author_year"

html_theme = "furo"
html_title = "patience_core — an executable history of patience"

nitpicky = True
nitpick_ignore_regex = [
    (r"py:class", r"(pluggy\..*|_pytest\..*|click\..*|TypeAlias|Self|typing\..*)"),
    # The standard library is not cross-referenced (the build runs offline, without intersphinx).
    (r"py:(class|data|mod|func|exc)", r"(collections\.abc\..*|typing\..*|(random|os|pathlib|json|io)(\..*)?|Ellipsis)"),
]
autodoc_member_order = "bysource"
typehints_fully_qualified = False
always_document_param_types = False

# An exception's message is checked as any other output: the rule and the citation an illegal move is refused
# with are what a sample game shows (Sphinx's default ignores everything after the exception's name).
doctest_default_flags = doctest.ELLIPSIS | doctest.DONT_ACCEPT_TRUE_FOR_1

# Examples in docstrings run with their module's public names, as they would in the module itself: those of every
# module of the package, subpackages' modules included, then the package's own.
doctest_global_setup = """
import importlib as _importlib
import pkgutil as _pkgutil

import patience_core

for _info in _pkgutil.walk_packages(patience_core.__path__, "patience_core."):
    _parts = _info.name.split(".")
    # Every public module and package, but the documentation extension, which the pages do not document.
    if _parts[1] != "sphinx" and not any(_part.startswith("_") for _part in _parts):
        _module = _importlib.import_module(_info.name)
        globals().update({_name: getattr(_module, _name) for _name in getattr(_module, "__all__", ())})
from patience_core import *
"""
exclude_patterns = ["_build"]
