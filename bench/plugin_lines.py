"""Lines per game plugin: how long a patience is to write, the median and the largest.

Each installed patience is an entry point of the group ``patience``; its plugin
is the module the entry point names. The lines counted are that module's
whole file: docstrings, citations and blank lines included, since a game's
citations are part of writing it. ``--under`` lists the plugins of one
package only (``--under patience_cadogan`` for Cadogan's book).

Usage::

    python bench/plugin_lines.py
    python bench/plugin_lines.py --under patience_cadogan --list
"""

from __future__ import annotations

import argparse
import importlib
import statistics
from importlib.metadata import entry_points
from pathlib import Path


def plugin_lines(under: str = "") -> dict[str, int]:
    """Lines of each installed patience's plugin module, by entry point name."""
    counted = {}
    for point in entry_points(group="patience"):
        if point.value.startswith(under):
            module = importlib.import_module(point.value)
            counted[point.name] = len(Path(str(module.__file__)).read_text(encoding="utf-8").splitlines())
    return counted


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--under", default="", help="only plugins whose module name begins so")
    parser.add_argument("--list", action="store_true", help="also list every plugin, longest first")
    args = parser.parse_args()
    counted = plugin_lines(args.under)
    if not counted:
        raise SystemExit(f"no installed patience plugin under {args.under!r}")
    if args.list:
        for name, lines in sorted(counted.items(), key=lambda item: (-item[1], item[0])):
            print(f"{lines:5d}  {name}")
    largest = max(counted, key=counted.__getitem__)
    under_100 = sum(lines < 100 for lines in counted.values())
    print(
        f"{len(counted)} plugins: median {statistics.median(counted.values()):g} lines, "
        f"largest {counted[largest]} ({largest}), {under_100} under 100 lines"
    )


if __name__ == "__main__":
    main()
