"""The pluggy markers of the project ``patience``."""

import pluggy

#: Marks a function as a hook specification of the project ``patience``.
hookspec = pluggy.HookspecMarker("patience")
#: Marks a function or method as a hook implementation of the project ``patience``.
hookimpl = pluggy.HookimplMarker("patience")
