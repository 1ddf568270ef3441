"""The ``patience`` command line: ``patience list``, ``show``, ``moves``, ``play``, ``solve`` and ``odds``.

:data:`main` is the command group (the console script ``patience`` and
``python -m patience_core`` run it). The commands that list, show and play
games are in :mod:`patience_core.cli.commands`, those of the solver and the
odds in :mod:`patience_core.cli.solve`. A module that adds commands registers
them with ``main.add_command``; naming it in :data:`COMMAND_MODULES` imports it
whenever the command line is used.

Errors the project raises on purpose (an unknown patience, a bad save file, a
broken plugin) end the command with one line on standard error and exit code 2,
never a traceback.
"""

from __future__ import annotations

import importlib

from patience_core.cli.commands import CommandError, PatienceGroup, get_registry, main

__all__ = ["COMMAND_MODULES", "CommandError", "PatienceGroup", "get_registry", "main"]

#: Modules that add commands to :data:`main` (each calls ``main.add_command``); imported here.
COMMAND_MODULES: tuple[str, ...] = ("patience_core.cli.solve", "patience_core.cli.compare")

for _module in COMMAND_MODULES:
    importlib.import_module(_module)
