"""Every plugin imports only the contract: the names that patience_core, .cards, .clauses and .sources export.

The rest of the package may change without notice (see the architecture
page), so a plugin that reached into it would break. Both the plugins' code and
the examples in their docstrings are read: an example is code a reader copies.
The plugins are this repository's distributions and the guide's example plugin.
"""

from __future__ import annotations

import ast
import doctest
import importlib
from collections.abc import Iterator
from pathlib import Path

import pytest

from patience_core.sphinx.architecture import CONTRACT

ROOT = Path(__file__).resolve().parent.parent.parent
PLUGIN_FILES = sorted(
    [*(ROOT / "plugins").glob("*/patience_*/**/*.py"), *(ROOT / "docs" / "examples").glob("*/patience_*/**/*.py")]
)


def exported(module: str) -> frozenset[str]:
    """What a module of the contract exports: its ``__all__``."""
    return frozenset(importlib.import_module(module).__all__)


def code_of(source: str) -> Iterator[tuple[str, str]]:
    """The code of a file, then the code of each example in its docstrings, each with where it is."""
    yield "code", source
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Module | ast.ClassDef | ast.FunctionDef | ast.AsyncFunctionDef):
            docstring = ast.get_docstring(node)
            if docstring:
                examples = doctest.DocTestParser().get_examples(docstring)
                if examples:
                    name = getattr(node, "name", "the module")
                    yield f"the docstring of {name}", "\n".join(example.source for example in examples)


def outside_the_contract(source: str) -> list[str]:
    """Each import of the core in ``source`` (code or examples) that reaches past the contract, said in words."""
    found = []
    for where, code in code_of(source):
        try:
            tree = ast.parse(code)
        except SyntaxError:  # an example that is not whole statements (a continuation of a traceback, say)
            continue
        for node in ast.walk(tree):
            if isinstance(node, ast.Import):
                for alias in node.names:
                    if alias.name.split(".")[0] == "patience_core" and alias.name not in CONTRACT:
                        found.append(f"{where}, line {node.lineno}: import {alias.name}")
            elif isinstance(node, ast.ImportFrom) and (node.module or "").split(".")[0] == "patience_core":
                module = node.module or ""
                if module not in CONTRACT:
                    found.append(f"{where}, line {node.lineno}: from {module} import ...")
                    continue
                for alias in node.names:
                    if alias.name not in exported(module):
                        found.append(f"{where}, line {node.lineno}: {alias.name} is not exported by {module}")
    return found


def test_the_plugins_are_found() -> None:
    packages = {
        path.relative_to(ROOT).parts[2] for path in PLUGIN_FILES if path.relative_to(ROOT).parts[0] == "plugins"
    }
    assert {"patience_sir_tommy", "patience_cadogan", "patience_hoffmann"} <= packages
    assert any("house-on-the-hill" in str(path) for path in PLUGIN_FILES)


@pytest.mark.parametrize("path", PLUGIN_FILES, ids=lambda path: str(path.relative_to(ROOT)))
def test_a_plugin_imports_only_the_contract(path: Path) -> None:
    found = outside_the_contract(path.read_text(encoding="utf-8"))
    assert not found, f"{path.relative_to(ROOT)} reaches past the contract ({', '.join(CONTRACT)}): " + "; ".join(found)


def test_an_import_past_the_contract_is_caught() -> None:
    source = '''"""A plugin.

>>> from patience_core.solving.hints import RankKey
"""
import patience_core
from patience_core import Move, solve
from patience_core.clauses import Building, _governs
from patience_core.model import Position
import patience_core.rulebook


def rules():
    from patience_core.clauses.common import numbered
'''
    assert outside_the_contract(source) == [
        "code, line 7: _governs is not exported by patience_core.clauses",
        "code, line 8: from patience_core.model import ...",
        "code, line 9: import patience_core.rulebook",
        "code, line 13: from patience_core.clauses.common import ...",
        "the docstring of the module, line 1: from patience_core.solving.hints import ...",
    ]
