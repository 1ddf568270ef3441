"""Draw a position as an SVG picture of the table.

The drawing knows no game: it reads each pile's role and id and lays the piles
out in bands, top to bottom: foundations, reserves, tableau, then the stock
with the waste piles. Foundations show their top card and how many cards they
hold; the stock is a face-down pack with its count; every other pile is fanned
downwards so each of its cards can be read, bottom card first.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from patience_core import Card, Colour, Pile, Position, Role

__all__ = ["CARD_HEIGHT", "CARD_WIDTH", "position_svg"]

CARD_WIDTH = 46
CARD_HEIGHT = 64
GAP = 12  # between piles
FAN = 20  # vertical offset of fanned cards
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


def _card(canvas: _Canvas, x: float, y: float, card: Card, *, whole: bool) -> None:
    """A face-up card at (x, y); ``whole`` when nothing covers it (draws the big pip)."""
    colour = _suit_colour(card)
    css = "card red" if card.colour is Colour.RED else "card black"
    canvas.add(
        f'<g class="{css}"><title>{escape(_card_name(card))}</title>'
        f'<rect x="{x}" y="{y}" width="{CARD_WIDTH}" height="{CARD_HEIGHT}" rx="5" ry="5" '
        f'fill="{CARD_FILL}" stroke="{CARD_EDGE}" stroke-width="1"/>'
        f'<text x="{x + 4}" y="{y + 14}" font-size="13" font-weight="600" fill="{colour}" '
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


def pile_height(pile: Pile) -> float:
    """The height the pile's drawing takes, without its label."""
    if pile.role in (Role.FOUNDATION, Role.STOCK) or len(pile.cards) <= 1:
        return CARD_HEIGHT
    return CARD_HEIGHT + _fan_step(len(pile.cards)) * (len(pile.cards) - 1)


def _label(canvas: _Canvas, x: float, y: float, pile: Pile) -> None:
    text = pile.id
    if pile.role is Role.FOUNDATION and pile.cards:
        text += f" ({len(pile.cards)})"
    canvas.add(
        f'<text class="pile-id" x="{x + CARD_WIDTH / 2}" y="{y + LABEL - 5}" font-size="11" text-anchor="middle" '
        f'fill="{LABEL_FILL}" font-family="monospace">{escape(text)}</text>'
    )


def _pile(canvas: _Canvas, x: float, y: float, pile: Pile) -> float:
    """Draw ``pile`` with its label at (x, y); return the bottom edge."""
    _label(canvas, x, y, pile)
    top = y + LABEL
    canvas.add(f'<g class="pile role-{pile.role.value}" data-pile="{escape(pile.id)}">')
    if not pile.cards:
        _empty(canvas, x, top)
    elif pile.role is Role.STOCK:
        _back(canvas, x, top, len(pile.cards))
    elif pile.role is Role.FOUNDATION:
        _card(canvas, x, top, pile.cards[-1], whole=True)
    else:
        step = _fan_step(len(pile.cards))
        for i, card in enumerate(pile.cards):
            _card(canvas, x, top + i * step, card, whole=i == len(pile.cards) - 1)
    canvas.add("</g>")
    bottom = top + pile_height(pile)
    canvas.reach(x + CARD_WIDTH + 6, bottom)  # room for the stock's edges
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


def position_svg(position: Position, title: str = "") -> str:
    """The table of ``position`` as an SVG document fragment, ready to put inline in HTML.

    ``title`` is the accessible name of the picture.
    """
    canvas = _Canvas([])
    y: float = MARGIN
    for roles in BANDS:
        piles = [pile for pile in position.piles if pile.role in roles]
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
