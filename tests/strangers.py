"""Strangers' plugins for tests, installed as real distributions: a module and its ``.dist-info`` folder
written into a folder that the test puts on the path, so entry points are found exactly as for a user.

Each stranger is Sir Tommy under another name, with rule objects of its own added on top.
"""

from __future__ import annotations

from pathlib import Path

PLUGIN = """\
import dataclasses

import patience_sir_tommy
from patience_core import hookimpl

{rules}

@hookimpl
def patience_variant():
    variant = patience_sir_tommy.patience_variant()
    return dataclasses.replace(
        variant, name={name!r}, aliases=(), title={title!r}, rules=(*variant.rules, {layers})
    )
"""

#: A rule object that raises ``KeyError`` in one hook: ``FAULTY.format(hook=..., arguments=..., when=...)``.
FAULTY = """\
class Faulty:
    @hookimpl
    def {hook}(self, {arguments}):
        if {when}:
            raise KeyError("f9")
"""


def install_stranger(
    folder: Path, distribution: str, variant: str, *, title: str = "Impostor", rules: str = "", layers: str = ""
) -> str:
    """Write ``distribution`` into ``folder``: a plugin of patience ``variant``; return its module's name.

    ``rules`` is source code defining rule objects, ``layers`` the expression
    listing those added on top of Sir Tommy's (``"Faulty(),"``).
    """
    module = distribution.replace("-", "_")
    source = PLUGIN.format(rules=rules, name=variant, title=title, layers=layers)
    (folder / f"{module}.py").write_text(source, "utf-8")
    info = folder / f"{module}-1.0.dist-info"
    info.mkdir()
    (info / "METADATA").write_text(f"Metadata-Version: 2.1\nName: {distribution}\nVersion: 1.0\n", "utf-8")
    (info / "entry_points.txt").write_text(f"[patience]\n{distribution} = {module}\n", "utf-8")
    return module


def install_faulty(folder: Path, hook: str, arguments: str = "position", when: str = "True") -> None:
    """Install ``faulty-tommy``: Sir Tommy whose ``hook`` (taking ``arguments``) raises ``KeyError('f9')`` when
    ``when`` holds."""
    rules = FAULTY.format(hook=hook, arguments=arguments, when=when)
    install_stranger(folder, "faulty-tommy", "faulty-tommy", title="Faulty Tommy", rules=rules, layers="Faulty(),")
