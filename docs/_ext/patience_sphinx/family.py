"""The family tree of the patiences: the data, and the picture drawn from it when the docs are built.

Each :class:`Patience` is a game as first found in print (the earliest
printing at hand, which is not necessarily the game's birth); each
:class:`Link` says that one game descends from, or is a form of, another, and
how sure that is. The page ``studies/family-tree.rst`` explains every link in
prose; this module holds only the facts the picture needs.
"""

from __future__ import annotations

from dataclasses import dataclass
from html import escape

__all__ = ["CERTAINTY", "GROUPS", "LINKS", "PATIENCES", "Group", "Link", "Patience", "tree_svg", "tree_text"]


@dataclass(frozen=True)
class Patience:
    """A game in the tree: where it is first printed (``key`` in references.bib, ``pages``) and where it is drawn."""

    id: str
    title: str
    year: int
    printed: str  # how the first printing is cited in the picture
    key: str
    pages: str
    lane: int  # column of the picture
    row: int  # row of the picture, top to bottom
    variant: str = ""  # the project's patience that plays it, if any
    edition: str = ""  # and the edition, when it is not the base edition
    also: tuple[tuple[str, str], ...] = ()  # later printings: (bib key, pages)


@dataclass(frozen=True)
class Link:
    """``child`` descends from (or is a form of) ``parent``; ``certainty`` is a key of :data:`CERTAINTY`."""

    parent: str
    child: str
    certainty: str
    label: str


@dataclass(frozen=True)
class Group:
    """Games drawn together in a frame: one family under one name."""

    title: str
    members: tuple[str, ...]


#: How sure a link is, and how it is drawn: (description, SVG dash pattern).
CERTAINTY: dict[str, tuple[str, str]] = {
    "stated": ("a source calls the one a form of the other", ""),
    "probable": ("same name or nearly the same rules; no source says so", "7 4"),
    "possible": ("a likeness pointed out in later accounts", "2 4"),
    "conjectured": ("only a name and a place in a book; the rules are not known here", "1 5"),
    "reading": ("a likeness of the rules that we point out; no source links the games", "10 3 2 3"),
}

PATIENCES: tuple[Patience, ...] = (
    Patience(
        "russian-patience",
        "Russian Patience",
        1876,
        "Heather 1876, pp. 217–219",
        "heather1876",
        "217–219",
        lane=0,
        row=0,
        variant="russian-patience",
    ),
    Patience(
        "capricieuse",
        "La Capricieuse",
        1892,
        "Hoffmann 1892, No. 49, pp. 92–94",
        "hoffmann1892",
        "92–94",
        lane=0,
        row=1,
        variant="capricieuse",
        also=(("coops1939", "58–59"), ("moreheadmottsmith1950", ""), ("moyse1950", "119–120"), ("parlett1999", "321")),
    ),
    Patience(
        "la-nationale",
        "La Nationale",
        1892,
        "Hoffmann 1892, No. 50, pp. 94–96",
        "hoffmann1892",
        "94–96",
        lane=0,
        row=2,
        variant="nationale",
    ),
    Patience(
        "the-nation",
        "The Nation",
        1914,
        "Cadogan 1914, “The Nation”",
        "cadogan1914",
        "“The Nation”",
        lane=0,
        row=3,
        variant="nationale",
        edition="cadogan-1914",
    ),
    Patience(
        "sir-tommy",
        "Sir Tommy",
        1869,
        "Cheney 1869 (“Solitaire”)",
        "cheney1869",
        "",
        lane=3,
        row=0,
        variant="sir-tommy",
        also=(("parlett1979", "214"), ("hoffmann1921", "No. 1, “The Original Patience”")),
    ),
    Patience(
        "puss-in-the-corner",
        "Puss in the Corner",
        1911,
        "Patience Games, c. 1911",
        "patiencegames1911",
        "",
        lane=3,
        row=1,
        variant="puss-in-the-corner",
        also=(("hoffmann1921", "No. 11"), ("parlett1979", ""), ("morehead2001", "")),
    ),
    Patience(
        "the-fifteen",
        "The Fifteen",
        1914,
        "Cadogan 1914, “The Fifteen”",
        "cadogan1914",
        "“The Fifteen”",
        lane=1,
        row=1,
        variant="fifteen",
    ),
    Patience(
        "the-blockade",
        "The Blockade",
        1892,
        "Hoffmann 1892, No. 41, pp. 73–75",
        "hoffmann1892",
        "73–75",
        lane=2,
        row=1,
        variant="blockade",
        also=(("cadogan1914", "“The Blockade”"),),
    ),
    Patience(
        "the-four-corners",
        "The Four Corners",
        1892,
        "Hoffmann 1892, No. 33, pp. 57–59",
        "hoffmann1892",
        "57–59",
        lane=2,
        row=2,
        variant="four-corners",
        also=(("cadogan1914", "“The Four Corners”"),),
    ),
    Patience(
        "fortress",
        "Fortress",
        1914,
        "Cadogan 1914, “Fortress”",
        "cadogan1914",
        "“Fortress”",
        lane=4,
        row=1,
        variant="fortress",
    ),
    Patience(
        "beleaguered-castle",
        "Beleaguered Castle",
        1950,
        "Morehead & Mott-Smith 1950",
        "moreheadmottsmith1950",
        "",
        lane=4,
        row=2,
        variant="beleaguered-castle",
        also=(("parlett1979", ""),),
    ),
)

LINKS: tuple[Link, ...] = (
    Link("russian-patience", "capricieuse", "possible", "rows of twelve; like foundations"),
    Link("capricieuse", "la-nationale", "stated", "the same layout, dealt down"),
    Link("la-nationale", "the-nation", "probable", "same name, same counted deal"),
    Link("sir-tommy", "puss-in-the-corner", "stated", "a derivative (Hoffmann 1921)"),
    Link("russian-patience", "the-fifteen", "reading", "all in view; no redeal"),
    Link("russian-patience", "the-blockade", "reading", "rows of twelve; aces only"),
    Link("capricieuse", "the-four-corners", "reading", "same deal, corners rule"),
    Link("fortress", "beleaguered-castle", "reading", "aces first; any suit"),
)

GROUPS: tuple[Group, ...] = (Group("the Nationale family", ("la-nationale", "the-nation")),)

BOX_WIDTH = 226
BOX_HEIGHT = 64
LANE = 252
ROW = 140
TOP = 16
LEFT = 16
INK = "#24323f"
MUTED = "#5b6670"
PAPER = "#fffdf6"
EDGE = "#7b8a96"
FONT = "Georgia, 'DejaVu Serif', serif"


def _by_id() -> dict[str, Patience]:
    return {patience.id: patience for patience in PATIENCES}


def _corner(patience: Patience) -> tuple[float, float]:
    return LEFT + patience.lane * LANE, TOP + patience.row * ROW


def _box(patience: Patience, href: str | None) -> str:
    x, y = _corner(patience)
    plays = ""
    if patience.variant:
        plays = f"plays as {patience.variant}" + (f", {patience.edition}" if patience.edition else "")
    parts = [
        f'<g class="family-node" data-patience="{patience.id}">',
        f'<rect x="{x}" y="{y}" width="{BOX_WIDTH}" height="{BOX_HEIGHT}" rx="8" ry="8" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="1.3"/>',
        f'<text x="{x + 12}" y="{y + 22}" font-size="15" font-weight="700" fill="{INK}" font-family="{FONT}">'
        f"{escape(patience.title)}</text>",
        f'<text x="{x + 12}" y="{y + 40}" font-size="12" fill="{INK}" font-family="{FONT}">'
        f"{escape(patience.printed)}</text>",
    ]
    if plays:
        parts.append(
            f'<text x="{x + 12}" y="{y + 56}" font-size="10" fill="{MUTED}" font-family="monospace">'
            f"{escape(plays)}</text>"
        )
    parts.append("</g>")
    body = "".join(parts)
    if href:
        body = f'<a href="{escape(href)}"><title>{escape(patience.title)}: the rules</title>{body}</a>'
    return body


def _link(link: Link, patiences: dict[str, Patience]) -> str:
    parent, child = patiences[link.parent], patiences[link.child]
    px, py = _corner(parent)
    cx, cy = _corner(child)
    x1, y1 = px + BOX_WIDTH / 2, py + BOX_HEIGHT
    x2, y2 = cx + BOX_WIDTH / 2, cy - 2
    dash = CERTAINTY[link.certainty][1]
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    middle = (y1 + y2) / 2
    path = f"M{x1:g},{y1:g} C{x1:g},{middle:g} {x2:g},{middle:g} {x2:g},{y2:g}"
    last_lane = max(patience.lane for patience in patiences.values())
    bends_right = any(
        other.parent == link.parent and patiences[other.child].lane > parent.lane for other in LINKS if other != link
    )
    if x1 == x2 and bends_right and parent.lane == 0:  # no room on the left: beside the head, below the bends
        label_x, label_y, anchor = x1 + 8, y2 - 10, "start"
    elif x1 == x2 and (parent.lane == last_lane or bends_right):  # keep clear of the edge or of a bend: go left
        label_x, label_y, anchor = x1 - 8, middle + 4, "end"
    elif x1 == x2:  # straight down: the label beside the line, half way
        label_x, label_y, anchor = x1 + 8, middle + 4, "start"
    else:  # a bend: the label beside the arrow's head, clear of the other links
        label_x, label_y, anchor = x2 + 8, y2 - 30, "start"
    return (
        f'<g class="family-link certainty-{link.certainty}">'
        f'<path d="{path}" fill="none" stroke="{EDGE}" stroke-width="1.8"{dashed} marker-end="url(#family-arrow)"/>'
        f'<text x="{label_x:g}" y="{label_y:g}" font-size="11" font-style="italic" fill="{MUTED}" '
        f'text-anchor="{anchor}" font-family="{FONT}">{escape(link.label)}</text></g>'
    )


def _group(group: Group, patiences: dict[str, Patience]) -> str:
    corners = [_corner(patiences[member]) for member in group.members]
    x = min(cx for cx, _ in corners) - 8
    y = min(cy for _, cy in corners) - 10
    right = max(cx for cx, _ in corners) + BOX_WIDTH + 8
    bottom = max(cy for _, cy in corners) + BOX_HEIGHT + 26
    return (
        f'<g class="family-group"><rect x="{x}" y="{y}" width="{right - x}" height="{bottom - y}" rx="12" ry="12" '
        f'fill="#eef3ea" stroke="#9fb19a" stroke-width="1"/>'
        f'<text x="{right - 10}" y="{bottom - 7}" font-size="12" fill="{MUTED}" text-anchor="end" '
        f'font-family="{FONT}" font-style="italic">{escape(group.title)}</text></g>'
    )


def _legend(y: float) -> str:
    parts = []
    x: float = LEFT
    for certainty, (description, dash) in CERTAINTY.items():
        dashed = f' stroke-dasharray="{dash}"' if dash else ""
        parts.append(
            f'<line x1="{x}" y1="{y}" x2="{x + 34}" y2="{y}" stroke="{EDGE}" stroke-width="1.8"{dashed}/>'
            f'<text x="{x + 40}" y="{y + 4}" font-size="11" fill="{INK}" font-family="{FONT}">'
            f"<tspan font-weight="
            f'"700">{certainty}</tspan>: {escape(description)}</text>'
        )
        y += 18
    return "".join(parts)


def tree_svg(hrefs: dict[str, str] | None = None) -> str:
    """The family tree as an SVG fragment; ``hrefs`` maps a patience's id to the page it links to."""
    hrefs = hrefs or {}
    patiences = _by_id()
    lanes = max(patience.lane for patience in PATIENCES) + 1
    rows = max(patience.row for patience in PATIENCES) + 1
    width = LEFT * 2 + (lanes - 1) * LANE + BOX_WIDTH
    legend_top = TOP + (rows - 1) * ROW + BOX_HEIGHT + 50
    height = legend_top + 18 * len(CERTAINTY) + 6
    body = [_group(group, patiences) for group in GROUPS]
    body += [_link(link, patiences) for link in LINKS]
    body += [_box(patience, hrefs.get(patience.id)) for patience in PATIENCES]
    body.append(_legend(legend_top))
    label = "The family tree of the patiences: " + "; ".join(
        f"{patiences[link.parent].title} to {patiences[link.child].title} ({link.certainty})" for link in LINKS
    )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="family-tree-svg" role="img" aria-label="{escape(label)}" '
        f'viewBox="0 0 {width} {height}" width="100%" style="max-width: {width}px">'
        f"<title>{escape(label)}</title>"
        '<defs><marker id="family-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{EDGE}"/></marker></defs>'
        + "".join(body)
        + "</svg>"
    )


def tree_text() -> str:
    """The family tree as text, for builders other than HTML."""
    patiences = _by_id()
    lines = []
    for link in LINKS:
        parent, child = patiences[link.parent], patiences[link.child]
        lines.append(
            f"{parent.title} ({parent.printed}) -> {child.title} ({child.printed}): {link.certainty}, {link.label}"
        )
    return "\n".join(lines)
