"""Draw the measured odds as an SVG picture: each edition's win rate with its interval, grouped by patience.

The picture reads the summaries that ``bench/odds_table.py`` writes to
``docs/studies/odds.json`` (one dict per patience and edition, with the keys of
:meth:`patience_core.solving.odds.OddsSummary.to_dict`) and draws, on one scale from 0
to 100 %, a bar for the 95 % interval and a dot for the share won. A filled
dot is a rate; a hollow one is a lower bound, since some deals were left
undecided. The bar is then the interval of the deals won, the undecided
counted as lost; how far the interval widens were they all won is a faint
dotted line beyond it, so that a row the solver could barely decide does not
draw a bar across the whole scale.

Where the greedy player (:mod:`patience_core.solving.players`) has played the same
edition, its summary sits in the row under ``"player"`` and is drawn just
below the solver's: a thinner bar for its interval and a diamond for its
share won. The solver sees every card and the player only what the rules
show, so the two marks are the two ends of what a player can expect.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from html import escape
from itertools import groupby
from typing import Any

from patience_core.solving.odds import wilson_interval

__all__ = ["PLOT_WIDTH", "PLOT_X", "odds_svg", "odds_text", "x_of"]

MARGIN = 10
LABEL_WIDTH = 180  # the editions' names, left of the scale
PLOT_X = MARGIN + LABEL_WIDTH
PLOT_WIDTH = 420
ROW = 22
GROUP_HEAD = 24
AXIS = 30  # below the rows: ticks and their figures
LEGEND = 78

INK = "#1a1a1a"
MUTED = "#6b6b6b"
GRID = "#d9ddd5"
BAR = "#8fb0d6"
DOT = "#1d3b5e"
PLAYER_BAR = "#e8b98a"
PLAYER_DOT = "#9a4a0c"
REACH = "#9aa5b1"  # how far the undecided deals could carry a rate: faint, never a bar

FONT = "font-family=\"'DejaVu Sans', sans-serif\""
MONO = "font-family=\"'DejaVu Sans Mono', monospace\""


def x_of(share: float) -> float:
    """The horizontal place of a share (0 to 1) on the picture's scale."""
    return round(PLOT_X + PLOT_WIDTH * min(1.0, max(0.0, share)), 2)


def _told(summary: Mapping[str, Any]) -> str:
    """One edition's figures in words."""
    told = f"{summary['variant']} {summary['edition']}: " + (
        f"{summary['won']} of {summary['deals']} won, {summary['undecided']} undecided; "
        f"95 % interval {100 * summary['low']:.1f}–{100 * summary['high']:.1f} %"
        if summary["deals"]
        else "not solved"
    )
    player = summary.get("player")
    if player is not None:
        told += (
            f"; the {player['player']} player won {player['won']} of {player['deals']}, "
            f"95 % interval {100 * player['low']:.1f}–{100 * player['high']:.1f} %"
        )
    return told


def _diamond(x: float, y: float, size: float = 4.5) -> str:
    return f"{x},{y - size} {x + size},{y} {x},{y + size} {x - size},{y}"


def _row(parts: list[str], y: float, summary: Mapping[str, Any]) -> None:
    undecided, low, high, rate = summary["undecided"], summary["low"], summary["high"], summary["rate"]
    told = _told(summary)
    middle = y + ROW / 2
    parts.append(
        f'<g class="odds-row" data-variant="{escape(summary["variant"])}" data-edition="{escape(summary["edition"])}" '
        f'data-rate="{rate:.4f}" data-low="{low:.4f}" data-high="{high:.4f}" data-won="{summary["won"]}" '
        f'data-deals="{summary["deals"]}" data-undecided="{undecided}"><title>{escape(told)}</title>'
    )
    parts.append(
        f'<text x="{PLOT_X - 8}" y="{middle + 4}" font-size="12" text-anchor="end" fill="{INK}" {MONO}>'
        f"{escape(summary['edition'])}</text>"
    )
    if summary["deals"]:  # an edition only the player has played has no solver's marks
        # The bar is the interval of the deals decided as won, the undecided counted lost; how far the undecided
        # deals could carry it, were all of them won, is a faint dotted line, not a bar across the picture.
        decided_high = wilson_interval(summary["won"], summary["deals"])[1]
        left, right = x_of(low), x_of(decided_high)
        parts.append(
            f'<rect class="interval" x="{left}" y="{middle - 6}" width="{max(1.0, round(right - left, 2))}" '
            f'height="6" rx="3" fill="{BAR}"/>'
        )
        if undecided and x_of(high) > right:
            parts.append(
                f'<line class="undecided-reach" x1="{right}" y1="{middle - 3}" x2="{x_of(high)}" y2="{middle - 3}" '
                f'stroke="{REACH}" stroke-width="1" stroke-dasharray="1 3"/>'
            )
        fill = "#ffffff" if undecided else DOT
        kind = "bound" if undecided else "rate"
        parts.append(
            f'<circle class="{kind}" cx="{x_of(rate)}" cy="{middle - 3}" r="4.5" fill="{fill}" stroke="{DOT}" '
            f'stroke-width="1.6"/>'
        )
    player = summary.get("player")
    if player is not None:
        left, right = x_of(player["low"]), x_of(player["high"])
        parts.append(
            f'<rect class="player-interval" x="{left}" y="{middle + 4}" width="{max(1.0, round(right - left, 2))}" '
            f'height="4" rx="2" fill="{PLAYER_BAR}"/>'
            f'<polygon class="player-rate" data-rate="{player["rate"]:.4f}" '
            f'points="{_diamond(x_of(player["rate"]), middle + 6)}" fill="{PLAYER_DOT}"/>'
        )
    parts.append("</g>")


def odds_svg(summaries: Sequence[Mapping[str, Any]], titles: Mapping[str, str] | None = None) -> str:
    """The picture of ``summaries``, grouped by patience in the order given, as an inline SVG fragment.

    ``titles`` names each patience (``{"sir-tommy": "Sir Tommy"}``); a patience
    without one is shown by its variant name.
    """
    titles = titles or {}
    parts: list[str] = []
    y: float = MARGIN
    rows_top = y
    for variant, group in groupby(summaries, key=lambda summary: summary["variant"]):
        title = titles.get(variant, variant)
        parts.append(
            f'<text class="odds-patience" x="{MARGIN}" y="{y + GROUP_HEAD - 7}" font-size="13" font-weight="700" '
            f'fill="{INK}" {FONT}>{escape(title)}</text>'
        )
        y += GROUP_HEAD
        for summary in group:
            _row(parts, y, summary)
            y += ROW
    rows_bottom = y + 4
    grid = []
    for percent in range(0, 101, 25):
        x = x_of(percent / 100)
        grid.append(f'<line x1="{x}" y1="{rows_top}" x2="{x}" y2="{rows_bottom}" stroke="{GRID}" stroke-width="1"/>')
        grid.append(
            f'<text x="{x}" y="{rows_bottom + 16}" font-size="11" text-anchor="middle" fill="{MUTED}" {FONT}>'
            f"{percent} %</text>"
        )
    y = rows_bottom + AXIS
    legend_dot = PLOT_X - LABEL_WIDTH + 6
    legend = [
        f'<circle cx="{legend_dot}" cy="{y}" r="4.5" fill="{DOT}" stroke="{DOT}" stroke-width="1.6"/>',
        f'<text x="{legend_dot + 10}" y="{y + 4}" font-size="11" fill="{MUTED}" {FONT}>'
        "share won, every deal decided</text>",
        f'<circle cx="{legend_dot + 220}" cy="{y}" r="4.5" fill="#ffffff" stroke="{DOT}" stroke-width="1.6"/>',
        f'<text x="{legend_dot + 230}" y="{y + 4}" font-size="11" fill="{MUTED}" {FONT}>'
        "at least this share: some deals undecided</text>",
        f'<rect x="{legend_dot - 5}" y="{y + 15}" width="22" height="6" rx="3" fill="{BAR}"/>',
        f'<text x="{legend_dot + 22}" y="{y + 22}" font-size="11" fill="{MUTED}" {FONT}>'
        "the solver, who sees every card: 95 % interval of the deals it won</text>",
        f'<line x1="{legend_dot - 5}" y1="{y + 36}" x2="{legend_dot + 17}" y2="{y + 36}" stroke="{REACH}" '
        'stroke-width="1" stroke-dasharray="1 3"/>',
        f'<text x="{legend_dot + 22}" y="{y + 40}" font-size="11" fill="{MUTED}" {FONT}>'
        "how far that interval would reach, were every undecided deal won</text>",
        f'<polygon points="{_diamond(legend_dot, y + 56)}" fill="{PLAYER_DOT}"/>',
        f'<rect x="{legend_dot + 8}" y="{y + 54}" width="9" height="4" rx="2" fill="{PLAYER_BAR}"/>',
        f'<text x="{legend_dot + 22}" y="{y + 60}" font-size="11" fill="{MUTED}" {FONT}>'
        "the greedy player, who sees only what the rules show: share won, 95 % interval</text>",
    ]
    width = PLOT_X + PLOT_WIDTH + 2 * MARGIN
    height = y + LEGEND - 10
    label = "Measured win rates with their 95 % intervals, by patience and edition"
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" class="patience-odds-svg" role="img" aria-label="{label}" '
        f'viewBox="0 0 {width:g} {height:g}" width="100%" style="max-width: {width * 1.25:g}px">'
        f"<title>{label}</title>" + "".join(grid + parts + legend) + "</svg>"
    )


def odds_text(summaries: Sequence[Mapping[str, Any]]) -> str:
    """The picture's figures as text, one line an edition, for builders that draw no SVG."""
    return "\n".join(_told(summary) for summary in summaries)
