"""The package's layers, what each may import, and the contract a plugin imports from: one table, read twice.

:data:`LAYERS` places every module of :mod:`patience_core` in a layer and
says which layers each one builds on. The layering test of the suite parses
every module's imports and fails when a module imports one of a layer it may
not (a higher layer, or a sibling it does not build on); the architecture
page draws the same table (``layers_svg``), so the picture cannot drift
from what the test enforces. :data:`CONTRACT` names the modules a plugin may
import from; the suite fails when a plugin imports anything else.

A layer may import its own modules and those of every layer below it along
its ``uses``, directly or through another: the clauses use the values, which
use the sources, so a clause may cite a source.

>>> from patience_core.sphinx.architecture import layer_of, may_import
>>> layer_of("patience_core.clauses.stock").name, layer_of("patience_core").name
('clauses', 'api')
>>> sorted(may_import(layer_of("patience_core.clauses")))
['clauses', 'sources', 'values']
>>> "engine" in may_import(layer_of("patience_core.clauses"))  # a clause never reaches for the rulebook
False
"""

from __future__ import annotations

import functools
from dataclasses import dataclass
from html import escape
from pathlib import Path

__all__ = ["CONTRACT", "LAYERS", "Layer", "layer_of", "layers_svg", "layers_text", "may_import"]


@dataclass(frozen=True)
class Layer:
    """One layer: its ``name``, what it is for (``says``), its modules and the layers it ``uses``.

    A name in ``modules`` is a module, or a package standing for all its
    modules; ``patience_core`` itself stands for its ``__init__`` alone.
    """

    name: str
    says: str
    modules: tuple[str, ...]
    uses: tuple[str, ...] = ()


#: The layers, lowest first.
LAYERS: tuple[Layer, ...] = (
    Layer(
        "sources",
        "what a rule rests on: Source, Reading, Citation and the works cited",
        ("patience_core.sources",),
    ),
    Layer(
        "values",
        "what the engine and the plugins exchange: cards, rulings, errors, positions, moves, variants, deals",
        (
            "patience_core.rulings",
            "patience_core.errors",
            "patience_core.cards",
            "patience_core.deals",
            "patience_core.model",
            "patience_core.books",
            "patience_core.markers",
        ),
        ("sources",),
    ),
    Layer(
        "engine",
        "what plays any patience: the hooks, the rulebook that calls them, games, the registry, saves",
        (
            "patience_core.hookspecs",
            "patience_core.defaults",
            "patience_core.rulebook",
            "patience_core.notation",
            "patience_core.game",
            "patience_core.registry",
            "patience_core.saves",
        ),
        ("values",),
    ),
    Layer(
        "clauses",
        "the cited rule objects a game is made of, by what each governs",
        ("patience_core.clauses",),
        ("values",),
    ),
    Layer(
        "solving",
        "machines that play the rules: the solver and its hints, the greedy player, the odds, random walks",
        ("patience_core.solving",),
        ("engine", "clauses"),
    ),
    Layer(
        "analysis",
        "the rules read as a whole: editions compared, rulings by what they rest on",
        ("patience_core.analysis",),
        ("solving",),
    ),
    Layer(
        "api",
        "the names a plugin or a program imports from patience_core",
        ("patience_core",),
        ("solving",),
    ),
    Layer(
        "cli",
        "the patience command",
        ("patience_core.cli", "patience_core.__main__"),
        ("api", "analysis"),
    ),
    Layer(
        "sphinx",
        "the documentation extension: directives drawn from the installed plugins",
        ("patience_core.sphinx",),
        ("api", "analysis"),
    ),
)

#: The modules a plugin imports from, with what their ``__all__`` lists: the rest of the package may change.
CONTRACT: tuple[str, ...] = ("patience_core", "patience_core.cards", "patience_core.clauses", "patience_core.sources")

_BY_NAME = {layer.name: layer for layer in LAYERS}


def layer_of(module: str) -> Layer:
    """The layer of ``module`` (a dotted name in :mod:`patience_core`): the one naming it or its nearest package.

    A module that no layer places is an error, so that a new module is placed on purpose.
    """
    best: tuple[int, Layer] | None = None
    for layer in LAYERS:
        for name in layer.modules:
            covers = module == name or (name != "patience_core" and module.startswith(name + "."))
            if covers and (best is None or len(name) > best[0]):
                best = (len(name), layer)
    if best is None:
        raise LookupError(f"no layer places the module {module}: add it to LAYERS in {__name__}")
    return best[1]


@functools.cache
def may_import(layer: Layer) -> frozenset[str]:
    """The names of the layers ``layer``'s modules may import from: its own and all it uses, directly or not."""
    found = {layer.name}
    for name in layer.uses:
        found |= may_import(_BY_NAME[name])
    return frozenset(found)


def depth(layer: Layer) -> int:
    """How high ``layer`` stands: 0 for a layer that uses none, else one above the highest it uses."""
    return max((depth(_BY_NAME[name]) + 1 for name in layer.uses), default=0)


#: The folder of the package, to tell a package from a module.
PACKAGE = Path(__file__).resolve().parent.parent


def _short(module: str) -> str:
    """A module as the picture names it: a package with a slash, the package itself as ``__init__``."""
    if module == "patience_core":
        return "patience_core/__init__"
    name = module.removeprefix("patience_core.")
    return name + "/" if (PACKAGE / name.replace(".", "/")).is_dir() else name


LINE = 14
GAP = 24
WIDTH = 860
TOP = 16
INK = "#24323f"
MUTED = "#5b6670"
PAPER = "#fffdf6"
EDGE = "#7b8a96"
FONT = "Georgia, 'DejaVu Serif', serif"


def _wrapped(words: list[str], width: float) -> list[str]:
    """``words`` in lines of at most ``width`` characters."""
    lines: list[list[str]] = [[]]
    for word in words:
        if lines[-1] and len(" ".join([*lines[-1], word])) > width:
            lines.append([])
        lines[-1].append(word)
    return [" ".join(line) for line in lines]


@dataclass(frozen=True)
class _Box:
    """Where a layer is drawn, and the lines it holds: what it says, its modules."""

    left: float
    top: float
    width: float
    says: list[str]
    modules: list[str]

    @property
    def height(self) -> float:
        return 30 + LINE * (len(self.says) + len(self.modules)) + 10


def _boxes() -> dict[str, _Box]:
    """Each layer's box: the highest layer at the top, the layers of a row side by side, every row as tall."""
    rows: dict[int, list[Layer]] = {}
    for layer in LAYERS:
        rows.setdefault(depth(layer), []).append(layer)
    sized = {}
    for layers in rows.values():
        width = (WIDTH - 2 * GAP - GAP * (len(layers) - 1)) / len(layers)
        for i, layer in enumerate(layers):
            says = _wrapped(layer.says.split(), (width - 24) / 5.9)
            modules = _wrapped([_short(module) for module in layer.modules], (width - 24) / 6.7)
            sized[layer.name] = (i, width, says, modules)
    row = max(30 + LINE * (len(says) + len(modules)) + 10 for _, _, says, modules in sized.values()) + 44
    highest = max(rows)
    boxes = {}
    for level, layers in rows.items():
        for layer in layers:
            i, width, says, modules = sized[layer.name]
            boxes[layer.name] = _Box(GAP + i * (width + GAP), TOP + (highest - level) * row, width, says, modules)
    return boxes


def _box(layer: Layer, box: _Box) -> str:
    left, top = box.left, box.top
    parts = [
        f'<g class="layer" data-layer="{layer.name}">',
        f'<rect x="{left:g}" y="{top:g}" width="{box.width:g}" height="{box.height:g}" rx="8" ry="8" '
        f'fill="{PAPER}" stroke="{INK}" stroke-width="1.3"/>',
        f'<text x="{left + 12:g}" y="{top + 21:g}" font-size="15" font-weight="700" fill="{INK}" '
        f'font-family="{FONT}">{escape(layer.name)}</text>',
    ]
    y = top + 38
    for line in box.says:
        parts.append(
            f'<text x="{left + 12:g}" y="{y:g}" font-size="11" fill="{MUTED}" font-family="{FONT}">'
            f"{escape(line)}</text>"
        )
        y += LINE
    y += 4
    contract = {_short(module) for module in CONTRACT}
    for line in box.modules:
        spans = [
            f'<tspan font-weight="700">{escape(name)}</tspan>' if name in contract else escape(name)
            for name in line.split()
        ]
        parts.append(
            f'<text x="{left + 12:g}" y="{y:g}" font-size="11" fill="{INK}" font-family="monospace">'
            + " ".join(spans)
            + "</text>"
        )
        y += LINE
    parts.append("</g>")
    return "".join(parts)


def _arrow(upper: _Box, lower: _Box) -> str:
    x1, y1 = upper.left + upper.width / 2, upper.top + upper.height
    x2, y2 = lower.left + lower.width / 2, lower.top - 3
    middle = (y1 + y2) / 2
    return (
        f'<path d="M{x1:g},{y1:g} C{x1:g},{middle:g} {x2:g},{middle:g} {x2:g},{y2:g}" fill="none" '
        f'stroke="{EDGE}" stroke-width="1.8" marker-end="url(#layer-arrow)"/>'
    )


def layers_svg() -> str:
    """The layers as an SVG fragment: a box for each, an arrow to each layer it uses, the contract's modules bold."""
    boxes = _boxes()
    height = max(box.top + box.height for box in boxes.values()) + 34
    body = [_arrow(boxes[layer.name], boxes[used]) for layer in LAYERS for used in layer.uses]
    body += [_box(layer, boxes[layer.name]) for layer in LAYERS]
    body.append(
        f'<text x="{GAP}" y="{height - 12:g}" font-size="11" fill="{INK}" font-family="{FONT}">'
        "An arrow: the layer may import the one it points to, and all that one may. "
        "In bold: the contract a plugin imports from.</text>"
    )
    label = "The layers of patience_core: " + "; ".join(
        f"{layer.name} uses {', '.join(layer.uses) or 'nothing'}" for layer in LAYERS
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="layers-svg" role="img" aria-label="{escape(label)}" '
        f'viewBox="0 0 {WIDTH} {height:g}" width="100%" style="max-width: {WIDTH}px">'
        f"<title>{escape(label)}</title>"
        '<defs><marker id="layer-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{EDGE}"/></marker></defs>'
        + "".join(body)
        + "</svg>"
    )


def layers_text() -> str:
    """The layers as text, highest first, for builders other than HTML."""
    lines = []
    for layer in sorted(LAYERS, key=depth, reverse=True):
        uses = ", ".join(layer.uses) or "nothing"
        lines.append(f"{layer.name} (uses {uses}): {', '.join(_short(module) for module in layer.modules)}")
    return "\n".join(lines)
