"""Draw a position as an SVG picture of the table.

The drawing knows no game: it reads each pile's role and id and lays the piles
out in bands, top to bottom: foundations, reserves, tableau, then the stock
with the waste piles. Foundations show their top card and how many cards they
hold; the stock is a face-down pack with its count; every other pile is fanned
downwards so each of its cards can be read, bottom card first.

A *layout* (:func:`parse_layout`) places named piles on a grid instead, the
way a game's text sets them out: ``f1 f2 / f3 f4`` draws four foundations as a
square, ``<t1 f1 t5>`` a row fanned leftwards, an ace, and a row fanned
rightwards. The piles a layout leaves out are drawn below it in their bands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape
from typing import Literal

from patience_core import Card, Colour, Pile, Position, Role

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "Cell", "Layout", "parse_layout", "position_svg"]

CARD_WIDTH = 46
CARD_HEIGHT = 64
GAP = 12  # between piles
FAN = 20  # vertical offset of fanned cards
SIDE_FAN = 32  # horizontal offset of cards fanned sideways: room for a card's index
FAN_MIN = 9  # the offset never shrinks below this, however long the pile
MAX_FAN_HEIGHT = 330  # a fanned pile is squeezed to fit this height when it can be
LABEL = 16  # room for a pile's id above it
BAND_GAP = 18  # between bands
MARGIN = 10
SCALE = 1.4  # the picture's natural size against its drawing units
PER_ROW = 13  # piles of one band per row before wrapping

RED = "#c0262d"
BLACK = "#1a1a1a"
CARD_FILL = "#fdfdf8"
CARD_EDGE = "#8a8a80"
BACK_FILL = "#2f5a8a"
BACK_EDGE = "#1d3b5e"
LABEL_FILL = "#6b6b6b"

#: The bands of the table, top to bottom, with the roles each holds.
BANDS: tuple[tuple[Role, ...], ...] = (
    (Role.FOUNDATION,),
    (Role.RESERVE,),
    (Role.TABLEAU,),
    (Role.STOCK, Role.WASTE),
)

RANK_TEXT = ("", "A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


@dataclass
class _Canvas:
    parts: list[str]
    width: float = 0
    height: float = 0

    def add(self, text: str) -> None:
        self.parts.append(text)

    def reach(self, x: float, y: float) -> None:
        self.width = max(self.width, x)
        self.height = max(self.height, y)


def _suit_colour(card: Card) -> str:
    return RED if card.colour is Colour.RED else BLACK


def _card_name(card: Card) -> str:
    return RANK_TEXT[card.rank] + card.suit.symbol


Fan = Literal["down", "left", "right"]


@dataclass(frozen=True)
class Cell:
    """A place in a layout: the pile drawn there, and which way its cards are fanned."""

    pile: str
    fan: Fan = "down"


#: Rows of places, top to bottom; ``None`` is a place left empty.
Layout = tuple[tuple[Cell | None, ...], ...]


def parse_layout(text: str) -> Layout:
    """A layout from its text: rows parted by ``/``, places by spaces.

    A place is a pile id (fanned downwards), ``<id`` (fanned leftwards),
    ``id>`` (fanned rightwards) or ``.`` (left empty).

    >>> parse_layout("<t1 f1 t5> / . f2")[0]
    (Cell(pile='t1', fan='left'), Cell(pile='f1', fan='down'), Cell(pile='t5', fan='right'))
    >>> parse_layout("<t1 f1 t5> / . f2")[1]
    (None, Cell(pile='f2', fan='down'))
    """
    rows = []
    for row in text.split("/"):
        cells: list[Cell | None] = []
        for token in row.split():
            if token == ".":
                cells.append(None)
            elif token.startswith("<"):
                cells.append(Cell(token[1:], "left"))
            elif token.endswith(">"):
                cells.append(Cell(token[:-1], "right"))
            else:
                cells.append(Cell(token))
        rows.append(tuple(cells))
    return tuple(rows)


def _card(canvas: _Canvas, x: float, y: float, card: Card, *, whole: bool, index_right: bool = False) -> None:
    """A face-up card at (x, y); ``whole`` when nothing covers it (draws the big pip).

    The index (rank and suit) is in the top left corner, or the top right with
    ``index_right`` (for a pile fanned leftwards, whose cards cover each other's left side).
    """
    colour = _suit_colour(card)
    css = "card red" if card.colour is Colour.RED else "card black"
    index = f'x="{x + CARD_WIDTH - 4}" text-anchor="end"' if index_right else f'x="{x + 4}"'
    canvas.add(
        f'<g class="{css}"><title>{escape(_card_name(card))}</title>'
        f'<rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" ry="5" '
        f'fill="{CARD_FILL}" stroke="{CARD_EDGE}" stroke-width="1"/>'
        f'<text {index} y="{y + 14}" font-size="13" font-weight="600" fill="{colour}" '
        f"font-family=\"Georgia, 'DejaVu Serif', serif\">{RANK_TEXT[card.rank]}"
        f"<tspan font-family=\"'DejaVu Sans', 'Segoe UI Symbol', sans-serif\">{card.suit.symbol}</tspan></text>"
    )
    if whole:
        canvas.add(
            f'<text x="{x + CARD_WIDTH / 2}" y="{y + CARD_HEIGHT / 2 + 12}" font-size="28" text-anchor="middle" '
            f"fill=\"{colour}\" font-family=\"'DejaVu Sans', 'Segoe UI Symbol', sans-serif\">{card.suit.symbol}</text>"
        )
    canvas.add("</g>")


def _empty(canvas: _Canvas, x: float, y: float) -> None:
    canvas.add(
        f'<rect class="empty" x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" ry="5" '
        f'fill="none" stroke="{CARD_EDGE}" stroke-width="1" stroke-dasharray="4 3"/>'
    )


def _back(canvas: _Canvas, x: float, y: float, count: int) -> None:
    """A face-down pack with ``count`` on it."""
    depth = min(3, max(0, (count - 1) // 12))
    for i in range(depth, 0, -1):  # a few edges below suggest thickness
        canvas.add(
            f'<rect x="{x + 2 * i}" y="{y + 2 * i}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" ry="5" '
            f'fill="{BACK_EDGE}" stroke="{CARD_EDGE}" stroke-width="1"/>'
        )
    plural = "s" if count != 1 else ""
    canvas.add(
        f'<g class="card back"><title>{count} card{plural} face down</title>'
        f'<rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" ry="5" '
        f'fill="{BACK_FILL}" stroke="{BACK_EDGE}" stroke-width="1"/>'
        f'<rect x="{x + 4}" y="{y + 4}" width="{CARD_WIDTH - 8}" height="{CARD_HEIGHT - 8}" rx="3" ry="3" '
        f'fill="none" stroke="#9db7d5" stroke-width="1"/>'
        f'<text x="{x + CARD_WIDTH / 2}" y="{y + CARD_HEIGHT / 2 + 6}" font-size="16" font-weight="700" '
        f'text-anchor="middle" fill="#ffffff" font-family="sans-serif">{count}</text></g>'
    )


def _fan_step(count: int) -> float:
    if count <= 1:
        return FAN
    return max(FAN_MIN, min(FAN, (MAX_FAN_HEIGHT - CARD_HEIGHT) / (count - 1)))


def _fanned(pile: Pile) -> bool:
    return pile.role not in (Role.FOUNDATION, Role.STOCK) and len(pile.cards) > 1


def pile_height(pile: Pile, fan: Fan = "down") -> float:
    """The height the pile's drawing takes, without its label."""
    if not _fanned(pile) or fan != "down":
        return CARD_HEIGHT
    return CARD_HEIGHT + _fan_step(len(pile.cards)) * (len(pile.cards) - 1)


def pile_width(pile: Pile, fan: Fan = "down") -> float:
    """The width the pile's drawing takes."""
    if not _fanned(pile) or fan == "down":
        return CARD_WIDTH
    return CARD_WIDTH + SIDE_FAN * (len(pile.cards) - 1)


def _label(canvas: _Canvas, x: float, y: float, pile: Pile) -> None:
    text = pile.id
    if pile.role is Role.FOUNDATION and pile.cards:
        text += f" ({len(pile.cards)})"
    canvas.add(
        f'<text class="pile-id" x="{x + CARD_WIDTH / 2}" y="{y + LABEL - 5}" font-size="11" text-anchor="middle" '
        f'fill="{LABEL_FILL}" font-family="monospace">{escape(text)}</text>'
    )


def _pile(canvas: _Canvas, x: float, y: float, pile: Pile, fan: Fan = "down") -> float:
    """Draw ``pile`` with its label at (x, y), its bottom card there; return the bottom edge.

    Fanned leftwards, the pile's bottom card is at ``x`` and the others lie to its left.
    """
    _label(canvas, x, y, pile)
    top = y + LABEL
    canvas.add(f'<g class="pile role-{pile.role.value} fan-{fan}" data-pile="{escape(pile.id)}">')
    if not pile.cards:
        _empty(canvas, x, top)
    elif pile.role is Role.STOCK:
        _back(canvas, x, top, len(pile.cards))
    elif pile.role is Role.FOUNDATION:
        _card(canvas, x, top, pile.cards[-1], whole=True)
    else:
        step = _fan_step(len(pile.cards))
        last = len(pile.cards) - 1
        for i, card in enumerate(pile.cards):
            if fan == "down":
                _card(canvas, x, top + i * step, card, whole=i == last)
            else:
                shift = SIDE_FAN * i if fan == "right" else -SIDE_FAN * i
                _card(canvas, x + shift, top, card, whole=i == last, index_right=fan == "left")
    canvas.add("</g>")
    bottom = top + pile_height(pile, fan)
    right = x + (pile_width(pile, fan) if fan == "right" else CARD_WIDTH)
    canvas.reach(right + 6, bottom)  # room for the stock's edges
    return bottom


def _grid(canvas: _Canvas, y: float, layout: Layout, piles: dict[str, Pile]) -> float:
    """Draw the piles of ``layout`` on its grid from ``y``; return the bottom edge."""
    columns = max((len(row) for row in layout), default=0)
    widths = [float(CARD_WIDTH)] * columns
    for row in layout:
        for j, cell in enumerate(row):
            if cell is not None:
                widths[j] = max(widths[j], pile_width(piles[cell.pile], cell.fan))
    bottom = y
    for row in layout:
        x: float = MARGIN
        for j, cell in enumerate(row):
            if cell is not None:
                # a pile fanned leftwards ends at its place's right edge, where its bottom card lies
                base = x + widths[j] - CARD_WIDTH if cell.fan == "left" else x
                bottom = max(bottom, _pile(canvas, base, y, piles[cell.pile], cell.fan))
            x += widths[j] + GAP
        y = bottom + GAP
    return bottom


def _band(canvas: _Canvas, y: float, piles: Sequence[Pile]) -> float:
    """Lay ``piles`` left to right, wrapping after :data:`PER_ROW`; return the bottom edge."""
    bottom = y
    for start in range(0, len(piles), PER_ROW):
        row = piles[start : start + PER_ROW]
        row_bottom = y
        for i, pile in enumerate(row):
            row_bottom = max(row_bottom, _pile(canvas, MARGIN + i * (CARD_WIDTH + GAP), y, pile))
        bottom = row_bottom
        y = row_bottom + GAP
    return bottom


def position_svg(position: Position, title: str = "", layout: Layout = ()) -> str:
    """The table of ``position`` as an SVG document fragment, ready to put inline in HTML.

    ``title`` is the accessible name of the picture. The piles ``layout``
    places are drawn first, on its grid; the others below, in their bands.
    A layout naming a pile the position lacks, or a pile twice, is refused
    with a :exc:`ValueError` naming it.
    """
    by_id = {pile.id: pile for pile in position.piles}
    placed = [cell.pile for row in layout for cell in row if cell is not None]
    unknown = sorted(set(placed) - set(by_id))
    twice = sorted({pile for pile in placed if placed.count(pile) > 1})
    if unknown or twice:
        problem = f"no pile {', '.join(unknown)}" if unknown else f"{', '.join(twice)} placed twice"
        raise ValueError(f"layout {problem} (the piles are {', '.join(by_id)})")
    canvas = _Canvas([])
    y: float = MARGIN
    if layout:
        y = _grid(canvas, y, layout, by_id) + BAND_GAP
    for roles in BANDS:
        piles = [pile for pile in position.piles if pile.role in roles and pile.id not in placed]
        if roles == (Role.STOCK, Role.WASTE):  # the stock first, then the waste piles it feeds
            piles.sort(key=lambda pile: pile.role is not Role.STOCK)
        if piles:
            y = _band(canvas, y, piles) + BAND_GAP
    for key, value in position.state:
        canvas.add(
            f'<text class="state" x="{MARGIN}" y="{y + 4}" font-size="12" fill="{LABEL_FILL}" '
            f'font-family="monospace">{escape(f"{key}: {value}")}</text>'
        )
        y += 16
        canvas.reach(MARGIN + 8 * len(f"{key}: {value}"), y)
    width = canvas.width + MARGIN
    height = canvas.height + MARGIN
    label = escape(title or f"{position.variant}, deal {position.number}")
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="patience-table-svg" role="img" '
        f'aria-label="{label}" viewBox="0 0 {width:g} {height:g}" '
        f'width="100%" style="max-width: {width * SCALE:g}px">'
        f"<title>{label}</title>" + "".join(canvas.parts) + "</svg>"
    )
