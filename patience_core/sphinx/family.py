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

__all__ = [
    "CERTAINTY",
    "GROUPS",
    "LINKS",
    "PATIENCES",
    "BookTag",
    "Group",
    "Link",
    "Patience",
    "tree_svg",
    "tree_text",
]


@dataclass(frozen=True)
class Patience:
    """A game in the tree: where it is first printed (``key`` in references.bib, ``pages``) and where it is drawn."""

    id: str
    title: str
    year: int
    printed: str  # how the first printing is cited in the picture
    key: str
    pages: str
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
class BookTag:
    """A book the patience a game plays as has an edition after: its name and place (``Hoffmann 1892, No. 41``).

    ``own`` marks the book the game is drawn at (its first printing known here); ``book`` is the
    book's key, which gives the tag its colour, the same in every box. The
    tags are not data of this module: the directive finds them among the
    installed patiences (:func:`patience_core.analysis.contents.places`), so that
    a game gains a book's tag the day an edition after that book is installed.
    """

    label: str
    book: str
    own: bool = False


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
        variant="russian-patience",
    ),
    Patience(
        "capricieuse",
        "La Capricieuse",
        1892,
        "Hoffmann 1892, No. 49, pp. 92–94",
        "hoffmann1892",
        "92–94",
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
        variant="nationale",
    ),
    Patience(
        "the-nation",
        "The Nation",
        1914,
        "Cadogan 1914, “The Nation”",
        "cadogan1914",
        "“The Nation”",
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
        variant="fifteen",
    ),
    Patience(
        "the-blockade",
        "The Blockade",
        1892,
        "Hoffmann 1892, No. 41, pp. 73–75",
        "hoffmann1892",
        "73–75",
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
        variant="fortress",
    ),
    Patience(
        "beleaguered-castle",
        "Beleaguered Castle",
        1950,
        "Morehead & Mott-Smith 1950",
        "moreheadmottsmith1950",
        "",
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

#: The picture's width: the text column of a page on a laptop's screen, so that it is drawn at its own size.
WIDTH = 640
LEFT = 12
TOP = 12
#: How far a game stands right of the game it descends from; its link runs down that margin and into its box.
INDENT = 36
LINE = 16  # a line of text in a box
GAP = 14  # between two boxes
GROUP_HEAD = 20  # above the first game of a group: the group's name
INK = "#24323f"
MUTED = "#5b6670"
PAPER = "#fffdf6"
EDGE = "#7b8a96"
FONT = "Georgia, 'DejaVu Serif', serif"
#: The colours of the books' tags, given to the books in the order of their keys (ink, paper).
BOOK_COLOURS = (("#7a2e1c", "#f7e3dc"), ("#1d5478", "#dcebf5"), ("#2f6330", "#e0efdc"), ("#5e3f80", "#ece2f5"))
TAG = 18  # a tag's height, and the row of tags' height
TAG_FONT = 11


@dataclass(frozen=True)
class _Placed:
    """A game's box in the picture: its corner, its width and height, how deep it stands and the link into it."""

    patience: Patience
    x: float
    y: float
    width: float
    height: float
    link: Link | None


def _by_id() -> dict[str, Patience]:
    return {patience.id: patience for patience in PATIENCES}


def _outline() -> list[tuple[Patience, int, Link | None]]:
    """The games in the picture's order, each with its depth and the link from its parent.

    The games no link descends to stand at the left, oldest first; under each,
    the games that descend from it, oldest first (in the order of
    :data:`LINKS` at one date), each followed by its own descendants. A game
    with two parents stands under the first; the other link is drawn too.
    """
    patiences = _by_id()
    children: dict[str, list[Link]] = {}
    for link in LINKS:
        children.setdefault(link.parent, []).append(link)
    order = {link: i for i, link in enumerate(LINKS)}
    descended = {link.child for link in LINKS}
    placed: list[tuple[Patience, int, Link | None]] = []
    seen: set[str] = set()

    def visit(patience: Patience, depth: int, link: Link | None) -> None:
        if patience.id in seen:
            return
        seen.add(patience.id)
        placed.append((patience, depth, link))
        below = children.get(patience.id, [])
        for child in sorted(below, key=lambda each: (patiences[each.child].year, order[each])):
            visit(patiences[child.child], depth + 1, child)

    for root in sorted((p for p in PATIENCES if p.id not in descended), key=lambda p: (p.year, p.title)):
        visit(root, 0, None)
    for patience in PATIENCES:  # a game only in a cycle of links: drawn at the left
        visit(patience, 0, None)
    return placed


def _lines(patience: Patience, link: Link | None) -> list[str]:
    lines = [patience.printed]
    if patience.variant:
        lines.append(f"plays as {patience.variant}" + (f", {patience.edition}" if patience.edition else ""))
    if link is not None:
        lines.append(f"{link.certainty}: {link.label}")
    return lines


def _tag_width(tag: BookTag) -> float:
    return len(tag.label) * 0.6 * TAG_FONT + 12


def _tag_rows(tags: tuple[BookTag, ...], width: float) -> list[list[BookTag]]:
    """The tags in rows that fit within ``width``, in their order."""
    rows: list[list[BookTag]] = []
    used = width
    for tag in tags:
        if not rows or used + _tag_width(tag) > width:
            rows.append([])
            used = 0.0
        rows[-1].append(tag)
        used += _tag_width(tag) + 6
    return rows


def _layout(books: dict[str, tuple[BookTag, ...]]) -> list[_Placed]:
    first_of_group = {group.members[0] for group in GROUPS}
    boxes = []
    y: float = TOP
    for patience, depth, link in _outline():
        if patience.id in first_of_group:
            y += GROUP_HEAD
        x = LEFT + depth * INDENT
        width = WIDTH - LEFT - x
        height = 12 + LINE + LINE * len(_lines(patience, link))
        rows = len(_tag_rows(books.get(patience.id, ()), width - 24))
        height += (TAG + 4) * rows + 4 * bool(rows)
        boxes.append(_Placed(patience, x, y, width, height, link))
        y += height + GAP
    return boxes


def _colours(books: dict[str, tuple[BookTag, ...]]) -> dict[str, tuple[str, str]]:
    keys = sorted({tag.book for tags in books.values() for tag in tags})
    return {key: BOOK_COLOURS[i % len(BOOK_COLOURS)] for i, key in enumerate(keys)}


def _tags(box: _Placed, tags: tuple[BookTag, ...], colours: dict[str, tuple[str, str]]) -> str:
    """The row of the box's book tags, below its lines: the book of its own edition filled, the others outlined."""
    parts = []
    top = box.y + 22 + LINE * len(_lines(box.patience, box.link)) + 8
    for row in _tag_rows(tags, box.width - 24):
        x = box.x + 12
        for tag in row:
            ink, paper = colours[tag.book]
            width = _tag_width(tag)
            fill = ink if tag.own else paper
            words = paper if tag.own else ink
            parts.append(
                f'<g class="family-book" data-book="{escape(tag.book)}"><rect x="{x:g}" y="{top:g}" '
                f'width="{width:g}" height="{TAG}" rx="4" ry="4" fill="{fill}" stroke="{ink}" stroke-width="1"/>'
                f'<text x="{x + 6:g}" y="{top + 13:g}" font-size="{TAG_FONT}" fill="{words}" '
                f'font-family="{FONT}">{escape(tag.label)}</text></g>'
            )
            x += width + 6
        top += TAG + 4
    return "".join(parts)


def _box(
    box: _Placed, href: str | None, tags: tuple[BookTag, ...] = (), colours: dict[str, tuple[str, str]] | None = None
) -> str:
    x, y, patience = box.x, box.y, box.patience
    parts = [
        f'<g class="family-node" data-patience="{patience.id}">',
        f'<rect x="{x:g}" y="{y:g}" width="{box.width:g}" height="{box.height:g}" rx="8" ry="8" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="1.3"/>',
        f'<text x="{x + 12:g}" y="{y + 22:g}" font-size="15" font-weight="700" fill="{INK}" font-family="{FONT}">'
        f"{escape(patience.title)}</text>",
    ]
    for i, line in enumerate(_lines(patience, box.link)):
        baseline = y + 22 + LINE * (i + 1)
        if line.startswith("plays as"):
            style = f'font-size="11" fill="{MUTED}" font-family="monospace"'
        elif box.link is not None and i == len(_lines(patience, box.link)) - 1:
            style = f'font-size="12" font-style="italic" fill="{MUTED}" font-family="{FONT}"'
        else:
            style = f'font-size="12" fill="{INK}" font-family="{FONT}"'
        parts.append(f'<text x="{x + 12:g}" y="{baseline:g}" {style}>{escape(line)}</text>')
    if tags:
        parts.append(_tags(box, tags, colours or {}))
    parts.append("</g>")
    body = "".join(parts)
    if href:
        body = f'<a href="{escape(href)}"><title>{escape(patience.title)}: the rules</title>{body}</a>'
    return body


def _link(link: Link, boxes: dict[str, _Placed]) -> str:
    """The link into a game's box: down the margin left of the parent's later games, then right into the box."""
    parent, child = boxes[link.parent], boxes[link.child]
    siblings = [other for other in LINKS if other.parent == link.parent]
    step = min(7.0, (INDENT - 16) / max(1, len(siblings) - 1)) if len(siblings) > 1 else 0.0
    trunk = parent.x + 14 + step * siblings.index(link)
    middle = child.y + 20
    dash = CERTAINTY[link.certainty][1]
    dashed = f' stroke-dasharray="{dash}"' if dash else ""
    path = f"M{trunk:g},{parent.y + parent.height:g} V{middle:g} H{child.x - 2:g}"
    return (
        f'<g class="family-link certainty-{link.certainty}"><title>{escape(link.label)}</title>'
        f'<path d="{path}" fill="none" stroke="{EDGE}" stroke-width="1.8"{dashed} marker-end="url(#family-arrow)"/>'
        "</g>"
    )


def _group(group: Group, boxes: dict[str, _Placed]) -> str:
    members = [boxes[member] for member in group.members]
    x = min(box.x for box in members) - 6
    y = min(box.y for box in members) - GROUP_HEAD + 2
    right = max(box.x + box.width for box in members) + 6
    bottom = max(box.y + box.height for box in members) + 6
    return (
        f'<g class="family-group"><rect x="{x:g}" y="{y:g}" width="{right - x:g}" height="{bottom - y:g}" rx="12" '
        f'ry="12" fill="#eef3ea" stroke="#9fb19a" stroke-width="1"/>'
        f'<text x="{right - 10:g}" y="{y + 14:g}" font-size="12" fill="{MUTED}" text-anchor="end" '
        f'font-family="{FONT}" font-style="italic">{escape(group.title)}</text></g>'
    )


def _legend(y: float, colours: dict[str, tuple[str, str]]) -> str:
    parts = []
    x: float = LEFT
    if colours:
        parts.append(
            f'<text x="{x}" y="{y + 4}" font-size="11" fill="{INK}" font-family="{FONT}"><tspan font-weight="700">'
            "books</tspan>: a tag for each book read whole whose text of the game is played here; filled: the "
            "book cited above it</text>"
        )
        y += 18
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


def tree_svg(hrefs: dict[str, str] | None = None, books: dict[str, tuple[BookTag, ...]] | None = None) -> str:
    """The family tree as an SVG fragment; ``hrefs`` maps a patience's id to the page it links to.

    ``books`` maps a patience's id to the tags of the books its patience has
    editions after: a game played after several books shows each, so that
    the links across the books are seen in the tree.

    The games stand one under another, each right of the game it descends
    from, its link running down the margin between them: no link crosses a
    box or a word, and the picture is as wide as a page's text, so that its
    words are drawn at their own size.
    """
    hrefs = hrefs or {}
    books = books or {}
    colours = _colours(books)
    patiences = _by_id()
    placed = _layout(books)
    boxes = {box.patience.id: box for box in placed}
    legend_top = max(box.y + box.height for box in placed) + 30
    height = legend_top + 18 * (len(CERTAINTY) + bool(colours)) + 6
    body = [_group(group, boxes) for group in GROUPS]
    body += [_link(link, boxes) for link in LINKS]
    body += [_box(box, hrefs.get(box.patience.id), books.get(box.patience.id, ()), colours) for box in placed]
    body.append(_legend(legend_top, colours))
    label = "The family tree of the patiences: " + "; ".join(
        f"{patiences[link.parent].title} to {patiences[link.child].title} ({link.certainty})" for link in LINKS
    )
    several = [(patiences[name].title, tags) for name, tags in books.items() if len(tags) > 1 and name in patiences]
    if several:
        label += ". Played after several books: " + "; ".join(
            f"{title} ({', '.join(tag.label for tag in tags)})" for title, tags in several
        )
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="family-tree-svg" role="img" aria-label="{escape(label)}" '
        f'viewBox="0 0 {WIDTH} {height:g}" width="100%" style="max-width: {WIDTH}px">'
        f"<title>{escape(label)}</title>"
        '<defs><marker id="family-arrow" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" markerHeight="7" '
        f'orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" fill="{EDGE}"/></marker></defs>'
        + "".join(body)
        + "</svg>"
    )


def tree_text(books: dict[str, tuple[BookTag, ...]] | None = None) -> str:
    """The family tree as text, for builders other than HTML: the links, then the books each game is played after."""
    patiences = _by_id()
    lines = []
    for link in LINKS:
        parent, child = patiences[link.parent], patiences[link.child]
        lines.append(
            f"{parent.title} ({parent.printed}) -> {child.title} ({child.printed}): {link.certainty}, {link.label}"
        )
    for patience in PATIENCES:
        tags = (books or {}).get(patience.id, ())
        if tags:
            lines.append(f"{patience.title}: played here after {'; '.join(tag.label for tag in tags)}")
    return "\n".join(lines)
