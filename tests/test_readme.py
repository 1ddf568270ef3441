"""The README's examples are doctests too, its shell examples finish in seconds, and its Quick start is what CI runs."""

from __future__ import annotations

import doctest
import re
import shlex
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_readme_api_taste_runs() -> None:
    blocks = re.findall(r"```python\n(.*?)```", README, re.S)
    assert blocks, "the README shows the API in a ```python block"
    parser = doctest.DocTestParser()
    runner = doctest.DocTestRunner(optionflags=doctest.ELLIPSIS)
    for i, block in enumerate(blocks):
        test = parser.get_doctest(block, {}, f"README.md block {i + 1}", "README.md", 0)
        assert test.examples, f"README block {i + 1} has no examples"
        runner.run(test)
    result = runner.summarize(verbose=False)
    assert result.failed == 0


#: How long a shell example of the README may take: a newcomer trying it should not wait.
EXAMPLE_SECONDS = 10


def shell_examples() -> list[str]:
    """The commands of the README's ``console`` blocks, without their prompt."""
    blocks = re.findall(r"```console\n(.*?)```", README, re.S)
    return [line.removeprefix("$ ") for block in blocks for line in block.splitlines() if line.startswith("$ ")]


def test_readme_shows_the_command_line() -> None:
    assert len(shell_examples()) >= 3
    assert all(command.startswith("patience ") for command in shell_examples())


@pytest.mark.parametrize("command", shell_examples())
def test_readme_shell_example_shows_something_within_seconds(command: str) -> None:
    # Run as the installed command runs, with nothing on standard input (a game ends at the end of its input).
    args = [sys.executable, "-m", "patience_core", *shlex.split(command)[1:]]
    try:
        result = subprocess.run(
            args, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=EXAMPLE_SECONDS, check=False
        )
    except subprocess.TimeoutExpired:
        pytest.fail(f"the README's example '{command}' did not finish within {EXAMPLE_SECONDS} s")
    assert result.returncode == 0, f"'{command}' failed: {result.stderr[-2000:]}"
    assert len(result.stdout.strip().splitlines()) >= 2, f"'{command}' showed next to nothing: {result.stdout!r}"


def quick_start() -> list[str]:
    section = re.search(r"^## Quick start$(.*?)(?=^## )", README, re.M | re.S)
    assert section is not None
    block = re.search(r"```bash\n(.*?)```", section.group(1), re.S)
    assert block is not None
    return [line.strip() for line in block.group(1).splitlines() if line.strip()]


def test_quick_start_has_two_commands_and_ci_runs_the_second() -> None:
    commands = quick_start()
    assert len(commands) == 2
    assert commands[1] in (ROOT / ".ci" / "run").read_text(encoding="utf-8")
    assert "pytest" in commands[1]


def test_each_game_of_the_readme_lists_every_edition_by_name() -> None:
    """A row of the games table that names an installed patience lists all its editions, each as written to ask
    for it (``--edition NAME``), so that none is left out as the games change."""
    import patience_core

    by_title = {variant.title: variant for variant in patience_core.variants()}
    rows = re.findall(r"^\| ([^|]+?) \|[^|\n]*\|([^|\n]*)\|$", README, re.M)
    checked = 0
    for title, editions in rows:
        variant = by_title.get(title)
        if variant is None:
            continue
        assert re.findall(r"`([^`]+)`", editions) == [edition.name for edition in variant.editions], title
        checked += 1
    assert checked >= 5


def test_the_readme_gives_the_test_budget_the_suite_uses() -> None:
    """The README's account of how the properties are sized is the one tests/conftest.py applies."""
    from tests.conftest import EDITION_EXAMPLES_FEWEST, PROPERTY_BUDGET, examples_per_edition

    text = " ".join(README.split())
    assert f"one budget of {PROPERTY_BUDGET} examples" in text
    assert f"never fewer than {EDITION_EXAMPLES_FEWEST}," in text
    shares = re.findall(r"(\d+) each (?:for today's|at) (\d+)", text)
    assert len(shares) == 2
    for each, editions in shares:
        assert examples_per_edition(int(editions), long_run=False) == int(each), (each, editions)
