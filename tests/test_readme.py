"""The README's examples are doctests too, and its Quick start is what CI runs."""

from __future__ import annotations

import doctest
import re
from pathlib import Path

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
