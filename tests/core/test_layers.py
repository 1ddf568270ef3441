"""The package's layers hold: no module imports one of a layer it may not, no import circles, no module too long.

The layers and what each may import are the table of
:mod:`patience_core.sphinx.architecture`, which the architecture page draws.
Every import counts, wherever it is written: at the top of a module, inside a
function, or only for type checking, since each is a dependency a reader must
follow and a circle through any of them is still a circle.
"""

from __future__ import annotations

import ast
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

import patience_core
from patience_core.sphinx.architecture import CONTRACT, LAYERS, Layer, layer_of, may_import

PACKAGE = Path(patience_core.__file__).resolve().parent
#: The most lines a module of the package may have.
MAX_LINES = 1_000


def module_name(path: Path) -> str:
    """The dotted name of the module in the file ``path`` of the package."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


MODULES = {module_name(path): path for path in sorted(PACKAGE.rglob("*.py"))}


def resolved(name: str) -> str:
    """The module of the package that ``name`` (a module, or a name inside one) is found in."""
    while name not in MODULES:
        name = name.rpartition(".")[0]
    return name


def imports_of(source: str, module: str, *, is_package: bool = False) -> Iterator[tuple[int, str]]:
    """Each module of :mod:`patience_core` that the code ``source`` of ``module`` imports, with its line.

    ``from patience_core import clauses`` imports the module ``patience_core.clauses``;
    ``from patience_core import Move`` imports ``patience_core`` itself. Relative imports are resolved.
    """
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == "patience_core":
                    yield node.lineno, resolved(alias.name)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = module if is_package else module.rpartition(".")[0]
                for _ in range(node.level - 1):
                    package = package.rpartition(".")[0]
                base = f"{package}.{base}".rstrip(".")
            if base.split(".")[0] != "patience_core":
                continue
            for alias in node.names:
                full = f"{base}.{alias.name}"
                yield node.lineno, full if full in MODULES else resolved(base)


def graph() -> dict[str, set[str]]:
    """Each module of the package and the modules of the package it imports."""
    return {
        module: {
            imported
            for _, imported in imports_of(path.read_text(encoding="utf-8"), module, is_package=path.stem == "__init__")
        }
        - {module}
        for module, path in MODULES.items()
    }


def circles(edges: dict[str, set[str]]) -> list[list[str]]:
    """The circles of imports: each group of two or more modules that import one another, directly or not."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    found: list[list[str]] = []
    for start in sorted(edges):
        if start in index:
            continue
        # Tarjan's strongly connected components, without recursion: (module, its imports still to visit).
        work = [(start, iter(sorted(edges[start])))]
        index[start] = low[start] = len(index)
        stack.append(start)
        while work:
            module, todo = work[-1]
            following = next(todo, None)
            if following is not None:
                if following not in index:
                    index[following] = low[following] = len(index)
                    stack.append(following)
                    work.append((following, iter(sorted(edges.get(following, ())))))
                elif following in stack:
                    low[module] = min(low[module], index[following])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[module])
            if low[module] == index[module]:
                group = []
                while True:
                    member = stack.pop()
                    group.append(member)
                    if member == module:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def test_the_modules_are_found() -> None:
    assert {"patience_core", "patience_core.model", "patience_core.clauses.stock", "patience_core.sphinx"} <= set(
        MODULES
    )


@pytest.mark.parametrize("module", sorted(MODULES))
def test_every_module_has_a_layer(module: str) -> None:
    layer_of(module)  # raises LookupError naming the module and the table to add it to


def test_a_module_no_layer_places_is_refused() -> None:
    with pytest.raises(LookupError, match=r"patience_core_extra\.x"):
        layer_of("patience_core_extra.x")


def test_the_layers_build_on_layers_below_them_only() -> None:
    names = [layer.name for layer in LAYERS]
    assert len(names) == len(set(names))
    for i, layer in enumerate(LAYERS):
        assert set(layer.uses) <= set(names[:i]), f"{layer.name} uses a layer that is not below it: {layer.uses}"


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_imports_a_layer_it_may_not(module: str) -> None:
    layer = layer_of(module)
    allowed = may_import(layer)
    path = MODULES[module]
    wrong = [
        f"line {line}: {imported} ({layer_of(imported).name})"
        for line, imported in imports_of(path.read_text(encoding="utf-8"), module, is_package=path.stem == "__init__")
        if layer_of(imported).name not in allowed
    ]
    assert not wrong, f"{module}, of the layer {layer.name}, may import only {sorted(allowed)}: " + "; ".join(wrong)


def test_a_layer_reaching_up_is_caught() -> None:
    # What the test above meets if the clauses ever import the rulebook, or the engine the solver.
    clauses, engine = layer_of("patience_core.clauses.stock"), layer_of("patience_core.registry")
    source = "from patience_core.rulebook import Rulebook\nfrom patience_core.solving import solver\n"
    found = {layer_of(imported).name for _, imported in imports_of(source, "patience_core.clauses.stock")}
    assert found == {"engine", "solving"}
    assert not found <= may_import(clauses)
    assert "solving" not in may_import(engine)


def test_imports_are_read_wherever_they_are_written() -> None:
    source = """
from typing import TYPE_CHECKING
from . import common
from .tableau import Refill
if TYPE_CHECKING:
    from patience_core.game import Game
def later():
    import patience_core.solving.solver
    from patience_core import Move, solving
"""
    found = {imported for _, imported in imports_of(source, "patience_core.clauses.pairs")}
    assert found == {
        "patience_core.clauses.common",
        "patience_core.clauses.tableau",
        "patience_core.game",
        "patience_core.solving.solver",
        "patience_core",
        "patience_core.solving",
    }


def test_no_import_circles() -> None:
    assert circles(graph()) == []


def test_a_circle_is_found() -> None:
    edges = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": {"e"}}
    assert circles(edges) == [["a", "b", "c"]]


@pytest.mark.parametrize("module", sorted(MODULES))
def test_no_module_is_longer_than_the_limit(module: str) -> None:
    lines = len(MODULES[module].read_text(encoding="utf-8").splitlines())
    assert lines <= MAX_LINES, f"{module} has {lines} lines: split it by what its parts do"


@pytest.mark.parametrize("module", CONTRACT)
def test_the_contract_states_its_names(module: str) -> None:
    names = getattr(__import__(module, fromlist=["__all__"]), "__all__", None)
    assert names, f"{module} is part of the contract: its __all__ says what it exports"


@pytest.mark.parametrize("package", ["patience_core.clauses", "patience_core.sources"])
def test_a_contract_package_exports_what_its_modules_export(package: str) -> None:
    exported = set(__import__(package, fromlist=["__all__"]).__all__)
    inner = [name for name in MODULES if name.startswith(package + ".")]
    assert inner
    for name in inner:
        module = __import__(name, fromlist=["__all__"])
        missing = set(getattr(module, "__all__", ())) - exported
        assert not missing, f"{package} does not export {sorted(missing)} of {name}"


def test_importing_the_package_imports_no_sphinx() -> None:
    code = (
        "import sys, patience_core, patience_core.sphinx\n"
        "print(sorted(name for name in sys.modules if name.split('.')[0] in ('sphinx', 'docutils')))"
    )
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True, timeout=120)
    assert result.stdout.strip() == "[]"


def test_every_layer_is_drawn() -> None:
    from patience_core.sphinx.architecture import layers_svg, layers_text

    svg, text = layers_svg(), layers_text()
    for layer in LAYERS:
        assert f'data-layer="{layer.name}"' in svg
        assert text.count(f"{layer.name} (uses") == 1
    assert svg.count("marker-end") == sum(len(layer.uses) for layer in LAYERS)


def layer(name: str) -> Layer:
    return next(layer for layer in LAYERS if layer.name == name)


def test_the_engine_and_the_clauses_do_not_know_each_other() -> None:
    assert "clauses" not in may_import(layer("engine"))
    assert "engine" not in may_import(layer("clauses"))
    assert {"engine", "clauses"} <= may_import(layer("solving"))
