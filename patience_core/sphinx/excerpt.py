"""``.. patience-excerpt:: FILE``: a piece of a Python module that runs when copied, its imports shown above it.

A ``literalinclude`` of part of a module (the same options: ``:start-at:``,
``:end-before:``, ``:pyobject:`` ...) shows code that needs the module's
imports, which stand at its top, outside the piece. This directive puts above
the piece the imports it uses, each import statement cut down to the names the
piece needs, so that a reader who copies the pieces of a page in order has
code that runs: the names the piece takes from earlier pieces (the module's
own definitions) come from those pieces, the names it takes from elsewhere
from the lines shown with it.
"""

from __future__ import annotations

import ast
import textwrap
from pathlib import Path

from docutils import nodes  # type: ignore[import-untyped]
from sphinx.directives.code import LiteralInclude

__all__ = ["WIDTH", "PatienceExcerpt", "imports_for"]

#: The longest import line written whole; a longer one lists its names one a line.
WIDTH = 79


def imports_for(module_source: str, excerpt: str) -> str:
    """The import statements of ``module_source`` that ``excerpt`` needs, cut down to the names it uses.

    A name counts as used if the excerpt reads it (in code or an annotation)
    and does not define it itself. Statements keep the module's order, names
    their order within each statement.

    >>> module = "from a import b, c\\nimport d\\nimport e as f\\nx = b(1)\\n"
    >>> print(imports_for(module, "def g(y: c) -> f.T:\\n    return x"))
    from a import c
    import e as f
    >>> imports_for(module, "x = 2")
    ''
    >>> names = [f"long_name_{i}" for i in range(9)]
    >>> print(imports_for(f"from a import {', '.join(names)}", f"print({names[1]}, {names[7]})"))
    from a import long_name_1, long_name_7
    >>> print(imports_for(f"from a import {', '.join(names)}", f"print({', '.join(names[:7])})"))
    from a import (
        long_name_0,
        long_name_1,
        long_name_2,
        long_name_3,
        long_name_4,
        long_name_5,
        long_name_6,
    )
    """
    tree = ast.parse(module_source)
    piece = ast.parse(textwrap.dedent(excerpt))
    defined = {
        target.id
        for node in ast.walk(piece)
        for target in (node.targets if isinstance(node, ast.Assign) else [getattr(node, "target", None)])
        if isinstance(target, ast.Name)
    }
    defined |= {node.name for node in ast.walk(piece) if isinstance(node, ast.FunctionDef | ast.ClassDef)}
    defined |= {node.arg for node in ast.walk(piece) if isinstance(node, ast.arg)}
    read = {node.id for node in ast.walk(piece) if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load)}
    wanted = read - defined
    lines = []
    for statement in tree.body:
        if isinstance(statement, ast.ImportFrom) and statement.module != "__future__":
            names = [alias for alias in statement.names if (alias.asname or alias.name) in wanted]
            if names:
                listed = [alias.name + (f" as {alias.asname}" if alias.asname else "") for alias in names]
                line = f"from {'.' * statement.level}{statement.module or ''} import "
                if len(line) + len(", ".join(listed)) <= WIDTH:
                    lines.append(line + ", ".join(listed))
                else:  # one name a line, as a formatter would write it
                    lines.append(line + "(\n" + "".join(f"    {name},\n" for name in listed) + ")")
        elif isinstance(statement, ast.Import):
            for alias in statement.names:
                if (alias.asname or alias.name.partition(".")[0]) in wanted:
                    lines.append(f"import {alias.name}" + (f" as {alias.asname}" if alias.asname else ""))
    return "\n".join(lines)


class PatienceExcerpt(LiteralInclude):
    """A ``literalinclude`` of part of a Python module, headed by the imports that part uses."""

    def run(self) -> list[nodes.Node]:
        result: list[nodes.Node] = super().run()
        _, path = self.env.relfn2path(self.arguments[0])
        module_source = Path(path).read_text(encoding=self.options.get("encoding", "utf-8"))
        for node in result:
            for block in node.findall(nodes.literal_block):
                imports = imports_for(module_source, block.astext())
                if imports:
                    text = f"{imports}\n\n{block.astext()}"
                    block[:] = [nodes.Text(text)]
                    block.rawsource = text
        return result
