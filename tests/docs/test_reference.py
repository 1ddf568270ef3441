"""Meta-tests of the rules reference: the hooks, the tests of the hooks, and the bibliography agree with the code."""

from __future__ import annotations

import re
import sys
from collections.abc import Iterator
from pathlib import Path

import pytest

from patience_core import Reading, Registry, Source, Variant, hookspecs
from tests.conftest import own_plugin_modules

ROOT = Path(__file__).resolve().parent.parent.parent
DOCS = ROOT / "docs"

TESTS = ROOT / "tests"
HOOKS_PAGE = (DOCS / "reference" / "hooks.rst").read_text(encoding="utf-8")
BIB = (DOCS / "references.bib").read_text(encoding="utf-8")


def hook_names() -> list[str]:
    """Every hook specification the core declares (pluggy marks each with ``patience_spec``)."""
    return sorted(name for name, obj in vars(hookspecs).items() if hasattr(obj, "patience_spec"))


def bib_keys() -> set[str]:
    return set(re.findall(r"^@\w+\{\s*([^,\s]+)\s*,", BIB, re.M))


def hook_sections() -> dict[str, str]:
    """The text of hooks.rst from each ``autofunction`` of a hook to the next one."""
    marks = list(re.finditer(r"^\.\. autofunction:: patience_core\.hookspecs\.(\w+)\s*$", HOOKS_PAGE, re.M))
    return {
        mark.group(1): HOOKS_PAGE[mark.end() : marks[i + 1].start() if i + 1 < len(marks) else len(HOOKS_PAGE)]
        for i, mark in enumerate(marks)
    }


def test_the_hooks_are_found() -> None:
    names = hook_names()
    assert "patience_deal" in names and "patience_variant" in names
    assert len(names) >= 10


@pytest.mark.parametrize("name", hook_names())
def test_every_hook_is_documented_with_an_example(name: str) -> None:
    sections = hook_sections()
    assert name in sections, f"docs/reference/hooks.rst has no '.. autofunction:: patience_core.hookspecs.{name}'"
    section = sections[name]
    assert "**Example.**" in section, f"the section of {name} in hooks.rst gives no example"
    assert re.search(r"^\.\. (doctest|testcode)::", section, re.M) or (
        # the variant's example runs further down, where the variant it declares is played
        name == "patience_variant" and "registry.new_game" in section
    ), f"the example of {name} in hooks.rst does not run as a doctest"


def test_hooks_page_documents_no_hook_that_does_not_exist() -> None:
    assert set(hook_sections()) <= set(hook_names())


def test_hooks_page_explains_the_dispatch() -> None:
    assert "one manager per" in HOOKS_PAGE and "firstresult" in HOOKS_PAGE
    for layer in ("edition's rule objects", "variant's rule objects", "core's defaults"):
        assert layer in HOOKS_PAGE


def test_files() -> Iterator[Path]:
    here = Path(__file__).resolve()
    return (path for path in sorted(TESTS.rglob("test_*.py")) if path.resolve() != here)


test_files.__test__ = False  # type: ignore[attr-defined]  # a helper, not a test


@pytest.mark.parametrize("name", hook_names())
def test_every_hook_has_a_test_that_names_it(name: str) -> None:
    naming = [path.relative_to(ROOT) for path in test_files() if name in path.read_text(encoding="utf-8")]
    assert naming, f"no test file under tests/ names the hook {name}"


# --------------------------------------------------------------------------- the bibliography


def declared_sources(variants: list[Variant]) -> dict[str, list[Source]]:
    """Every work a plugin cites, by the plugin it comes from (as the sources page lists them)."""
    # The docs' extension finds them, for the sources page: without the docs extra, the tests asking skip.
    citations_of = pytest.importorskip(
        "patience_core.sphinx.directives", reason="the docs extra is not installed"
    ).citations_of
    return {
        variant.name: [cited for cited in citations_of(variant) if isinstance(cited, Source)] for variant in variants
    }


def own_variants() -> list[Variant]:
    """This repository's patiences, with the example plugin of the guide 'Adding a patience'."""
    sys.path.insert(0, str(DOCS / "examples" / "house-on-the-hill"))
    try:
        import patience_house_on_the_hill
    finally:
        sys.path.remove(str(DOCS / "examples" / "house-on-the-hill"))
    return list(Registry(plugins=[*own_plugin_modules(), patience_house_on_the_hill], entry_points=False).variants())


def test_a_patience_is_credited_only_with_what_its_own_rules_cite() -> None:
    # The book's games share one distribution and are mostly made of the core's clauses: neither the rest of the
    # distribution nor the core's list of works is what one game cites (the sources page once credited every game
    # of the book with every reading of the book, and the Sultan with PySolFC and a page on Capricieuse).
    citations_of = pytest.importorskip(
        "patience_core.sphinx.directives", reason="the docs extra is not installed"
    ).citations_of
    readings: dict[str, list[str]] = {}
    for variant in own_variants():
        for cited in citations_of(variant):
            if isinstance(cited, Reading):
                readings.setdefault(repr(cited), []).append(variant.name)
    sultan = {cited.key for cited in declared_sources(own_variants())["sultan"]}
    assert sultan == {"cadogan1914", "hoffmann1892"}  # Cadogan's patience, and Hoffmann's edition of it
    # A reading of the book's own usage, argued once and shared by its games on purpose, is no such mistake.
    conventions = {repr(reading) for reading in pytest.importorskip("patience_hoffmann.book").SHARED_READINGS}
    shared = {reading: names for reading, names in readings.items() if len(names) > 3 and reading not in conventions}
    assert not shared, shared


def test_every_plugin_source_is_in_the_bibliography() -> None:
    keys = bib_keys()
    problems: list[str] = []
    for variant, sources in declared_sources(own_variants()).items():
        for source in sources:
            if not source.key:
                problems.append(f"{variant}: {source} has no bibliography key")
            elif source.key not in keys:
                problems.append(f"{variant}: {source} cites {source.key!r}, which docs/references.bib lacks")
    assert not problems, "\n".join(dict.fromkeys(problems))


def cited_keys() -> set[str]:
    """Keys cited in the docs (``:cite:…:`key`` roles) or declared by a plugin's Source."""
    cited: set[str] = set()
    for page in DOCS.rglob("*.rst"):
        if "_build" in page.parts:
            continue
        for keys in re.findall(r":cite:[a-z]*:`([^`]+)`", page.read_text(encoding="utf-8")):
            cited.update(key.strip() for key in keys.split(","))
    for sources in declared_sources(own_variants()).values():
        cited.update(source.key for source in sources)
    return cited


def test_every_bibliography_entry_is_cited() -> None:
    uncited = sorted(bib_keys() - cited_keys())
    assert not uncited, f"docs/references.bib holds works nothing cites: {uncited}"


def test_the_bibliography_parses_into_the_expected_works() -> None:
    assert {"hoffmann1892", "heather1876", "cadogan1914", "cheney1869", "parlett1979", "pysolfc"} <= bib_keys()
