"""The ``patience`` command and its commands to list, show and play the installed patiences.

``main`` is a :class:`click.Group`. Each command below is one function; a module
adding commands defines them with click and registers them with
``main.add_command(command)``; naming that module in ``COMMAND_MODULES`` of
:mod:`patience_core.cli` imports it whenever the command line is used.

Errors the project raises on purpose (an unknown patience, a bad save file, a
broken plugin) end the command with one line on standard error and exit code 2,
never a traceback.
"""

from __future__ import annotations

import contextlib
import functools
import json
import os
import re
import sys
import tempfile
import textwrap
import warnings
from collections.abc import Callable, Iterable, Iterator, Mapping
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

import click
from rich import box
from rich.columns import Columns
from rich.console import Console, Group
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from patience_core import default_registry
from patience_core.analysis.contents import Place, book_label, places, works_cited
from patience_core.cards import Card, Colour
from patience_core.deals import MAX_NUMBER
from patience_core.errors import IllegalMoveError, PatienceError, PluginError
from patience_core.game import Game
from patience_core.model import Action, Deal, Move, Pile, Position, Redeal, Role, Variant
from patience_core.notation import position_to_dict
from patience_core.registry import MAX_SAVE_BYTES, PluginWarning, Registry
from patience_core.saves import read_game, save_game
from patience_core.sources import Citation, Reading, Source, pages_text

__all__ = ["CommandError", "PatienceGroup", "get_registry", "main"]


class CommandError(click.ClickException):
    """A :class:`~patience_core.PatienceError` met by a command: one line on standard error, exit code 2."""

    exit_code = 2


class PatienceGroup(click.Group):
    """A command group that turns the project's errors into :class:`CommandError`."""

    def invoke(self, ctx: click.Context) -> Any:
        try:
            return super().invoke(ctx)
        except PatienceError as error:
            raise CommandError(" ".join(str(error).split())) from None


def get_registry(ctx: click.Context | None = None) -> Registry:
    """The registry the commands use: ``ctx.obj`` if it is a :class:`Registry`, else the default one.

    Tests pass their own registry as ``obj``. Loading the default registry
    reports each broken plugin as one ``warning:`` line on standard error.
    """
    ctx = ctx or click.get_current_context(silent=True)
    if ctx is not None:
        given = ctx.find_object(Registry)
        if given is not None:
            return given
    with warnings.catch_warnings(record=True) as caught:
        warnings.simplefilter("always")
        registry = default_registry()
    for warning in caught:
        if issubclass(warning.category, PluginWarning):
            click.echo(f"warning: {warning.message}", err=True)
        else:
            warnings.warn_explicit(warning.message, warning.category, warning.filename, warning.lineno)
    return registry


# --------------------------------------------------------------------------- display


#: The width of output that is not going to a terminal (a pipe, a file), unless ``COLUMNS`` says otherwise.
PIPED_WIDTH = 80


def _console() -> Console:
    """The console the commands print on: at a terminal its width; piped, :data:`PIPED_WIDTH` or ``COLUMNS``.

    Left to itself, rich would take the width of whatever terminal standard
    input or standard error is on, and write lines a file cannot hold.
    """
    console = Console(highlight=False)
    if not console.is_terminal:
        columns = os.environ.get("COLUMNS", "")
        console.width = int(columns) if columns.isascii() and columns.isdigit() and int(columns) > 0 else PIPED_WIDTH
    return console


class WholeNumber(click.IntRange):
    """A whole number within a range, said as such when the value is not one (click says "integer range")."""

    def convert(self, value: Any, param: click.Parameter | None, ctx: click.Context | None) -> Any:
        if not isinstance(value, int):
            try:
                int(value)
            except (TypeError, ValueError):
                within = f" from {self.min}" if self.min is not None else ""
                within += f" to {self.max}" if self.max is not None else ""
                self.fail(f"{value!r} is not a whole number{within}", param, ctx)
        return super().convert(value, param, ctx)


def _card(card: Card) -> Text:
    return Text(card.symbol(), style="bold red" if card.colour is Colour.RED else "bold")


def _cards(cards: tuple[Card, ...]) -> Text:
    return Text(" ").join(_card(card) for card in cards)


def _pile_text(pile: Pile) -> Text:
    if not pile.cards:
        return Text("--", style="dim")
    if pile.role is Role.FOUNDATION:
        return Text.assemble(_card(pile.cards[-1]), (f" ({len(pile.cards)})", "dim"))
    if pile.role is Role.STOCK:
        size = f"[{len(pile.cards)} card{'s' if len(pile.cards) != 1 else ''}]"
        return Text.assemble((size, "dim"), " next ", _card(pile.cards[-1]))
    return _cards(pile.cards)


def _header(position: Position, title: str) -> str:
    parts = [title, position.edition]
    if position.number is not None:
        parts.append(f"deal {position.number}")
    parts.append(f"redeals left {position.redeals_left}")
    return " · ".join(parts)


def render_position(position: Position, title: str, notes: Mapping[str, str] | None = None) -> Panel:
    """The table as a rich panel: one row per pile, suits in colour.

    The ``state`` facts follow the piles, each with its meaning from ``notes``
    (a variant's ``state_notes``) where one is given.
    """
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold cyan", no_wrap=True)
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column()
    for pile in position.piles:
        grid.add_row(pile.id, pile.role.value, _pile_text(pile))
    facts = [_state_text(key, value, (notes or {}).get(key)) for key, value in position.state]
    body = Group(grid, Text(), *facts) if facts else grid
    return Panel(body, title=Text(_header(position, title), style="bold"), title_align="left", expand=False)


def _state_text(key: str, value: object, note: str | None) -> Text:
    return Text.assemble((f"{key}: {value}", "bold"), (f"  ({note})" if note else "", "dim"))


def show_game(console: Console, game: Game) -> None:
    """Print the table: the rich panel on a terminal, the fixed text diagram otherwise."""
    notes = dict(game.variant.state_notes)
    if console.is_terminal:
        console.print(render_position(game.position, game.variant.title, notes))
        return
    click.echo(str(game))
    for key, _ in game.position.state:
        if key in notes:
            click.echo(f"  ({key}: {notes[key]})")


_CARD_NAME = re.compile(r"\b(10|[2-9AJQK])([CSHD])\b")
_SUIT_SYMBOL = {"C": "♣", "S": "♠", "H": "♥", "D": "♦"}


def cards_as_drawn(text: str) -> str:
    """``text`` with each card name (``KH``) written as the table draws it on a terminal (``K♥``)."""
    return _CARD_NAME.sub(lambda match: match[1] + _SUIT_SYMBOL[match[2]], text)


def _move_label(position: Position, move: Action, *, symbols: bool) -> str:
    if isinstance(move, Move) and position.has_pile(move.source):
        cards = position.pile(move.source).cards[-move.count :]
        shown = " ".join(card.symbol() if symbols else str(card) for card in cards)
        return f"{move} {shown}"
    return str(move)


def _source_text(source: Citation | None) -> str:
    if source is None:
        return "the rules of this patience"
    if isinstance(source, Reading):
        return f"{source}, our reading of {_source_text(source.of)}"
    # The title beside the author, before the page and any summary it is known through.
    return str(source if source.name else replace(source, name=f"{source.short}, {source.title}"))


# --------------------------------------------------------------------------- the group


@click.group(cls=PatienceGroup, context_settings={"help_option_names": ["-h", "--help"]})
@click.version_option(package_name="patience-core", prog_name="patience")
def main() -> None:
    """Read, show and play the patiences of patience_core.

    Each patience is a plugin: 'patience list' shows those installed.
    """


# --------------------------------------------------------------------------- list


def _source_dict(source: Citation) -> dict[str, Any]:
    if isinstance(source, Reading):
        return {"provenance": "reading", "reading": source.name, "of": _source_dict(source.of)}
    return {
        "author": source.author,
        "year": source.year,
        "title": source.title,
        "pages": source.pages,
        "note": source.note,
        "key": source.key,
        "provenance": source.provenance,
        "cited": str(source),
        **({"via": _source_dict(source.via)} if source.via is not None else {}),
    }


def _place_dict(place: Place) -> dict[str, Any]:
    return {
        "key": place.work.key,
        "book": place.work.short,
        "number": place.number,
        "numbered": place.work.numbered,
        "title": place.title,
        "pages": place.pages,
        "edition": place.edition,
    }


def _variant_dict(variant: Variant, where: list[Place] | None = None) -> dict[str, Any]:
    return {
        "name": variant.name,
        "title": variant.title,
        "family": variant.family,
        "collection": variant.collection,
        "collections": list(variant.collections()),
        "aliases": list(variant.aliases),
        "packs": variant.packs,
        "pack": variant.pack.name,
        "redeals": variant.redeals,
        "summary": variant.summary,
        "sources": [_source_dict(source) for source in variant.sources],
        "editions": [
            {
                "name": edition.name,
                "title": edition.title,
                "changes": edition.changes,
                "packs": variant.packs_of(edition),
                "redeals": variant.redeals if edition.redeals is None else edition.redeals,
                "collection": edition.collection or variant.collection,
                "sources": [_source_dict(source) for source in edition.sources],
            }
            for edition in variant.editions
        ],
        "books": [_place_dict(place) for place in where or ()],
    }


def _place_text(place: Place, *, book: bool = True) -> str:
    """A patience's game in a book: ``No. 42 "The Sultan", pp. 76–77 (edition hoffmann-1892)``, the book named first
    where ``book`` is true.

    >>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
    >>> print(_place_text(Place(HOFFMANN_1892, 42, "The Sultan", "hoffmann-1892"), book=False))
    No. 42 "The Sultan", pp. 76–77 (edition hoffmann-1892)
    >>> print(_place_text(Place(CADOGAN_1914, 12, "The Sultan", "cadogan-1914")))
    Cadogan 1914, "The Sultan" (edition cadogan-1914)
    """
    number = f"No. {place.number} " if place.work.numbered else ""
    named = f"{place.work.short}, " if book else ""
    return f'{named}{number}"{place.title}"{pages_text(place.pages)} (edition {place.edition})'


def _place_lines(where: list[Place], work: Source | None, *, flat: bool = False) -> list[tuple[str, str]]:
    """What a patience's entry says of its books: its game in ``work`` (the group's book), then the others.

    In the flat list, every book is "in the books"; in a group, the others are "also in".
    """
    lines = [("in the book", _place_text(place, book=False)) for place in where if work and place.work == work]
    others = [_place_text(place) for place in where if work is None or place.work != work]
    if others:
        lines.append(("in the books" if flat else "also in", "; ".join(others)))
    return lines


def _book_count(work: Source, found: list[Variant], books: Books) -> str:
    """How much of a book is played: its games played, of how many, and how many of them other books give too."""
    games = {place.title for variant in found for place in books.places[variant.name] if place.work == work}
    shared = [variant for variant in found if any(place.work != work for place in books.places[variant.name])]
    return (
        f"{len(games)} of its {len(work.contents)} games played here, by {len(found)} "
        f"patience{'s' * (len(found) != 1)}; {len(shared)} of them also in another book (marked 'also in')."
    )


def _variant_table(
    title: str, found: list[Variant], books: Books, work: Source | None = None, *, flat: bool = False
) -> Table:
    """A table of patiences: names, titles, aliases, their games in the books, packs, editions and sources."""
    caption = _book_count(work, found, books) if work is not None else None
    table = Table(title=title, caption=caption, box=box.SIMPLE_HEAD, title_justify="left", leading=1)
    table.add_column("Patience (title, aliases, books)", no_wrap=True)
    table.add_column("Packs", justify="right")
    table.add_column("Editions (base first)", no_wrap=True)
    table.add_column("Sources")
    for variant in found:
        names = Text(variant.name, style="bold cyan")
        names.append("\n" + variant.title)
        for alias in variant.aliases:
            names.append(f"\nalias {alias}", style="dim")
        # Short, so that the column leaves room for the others: the book's number and pages, the other books.
        for place in sorted(books.places[variant.name], key=lambda place: place.work != work):
            if place.work == work:
                if place.work.numbered:
                    names.append(f"\nNo. {place.number}{pages_text(place.pages)}", style="green")
            else:
                names.append(f"\n{'in' if flat else 'also in'} {book_label(place)}", style="yellow")
        table.add_row(
            names,
            Text(str(variant.packs) + ("" if variant.pack.whole else f" {variant.pack.name}")),
            Text("\n".join(edition.name for edition in variant.editions)),
            Text("\n".join(str(source.at("")) for source in variant.sources)),
        )
    return table


def _variant_text(
    title: str, found: list[Variant], width: int, books: Books, work: Source | None = None, *, flat: bool = False
) -> str:
    """Patiences as plain text, for a pipe or a file: a block each, wrapped to ``width`` between words.

    Under a book (``work``), each says its game in the book and, where its
    editions follow other books too, "also in" and their games.
    """

    def fill(text: str, indent: str) -> str:
        wrap = textwrap.TextWrapper(
            max(width, 40), initial_indent=indent, subsequent_indent=indent + "  ", break_long_words=False
        )
        wrap.break_on_hyphens = False
        return wrap.fill(text)

    lines = [title, "=" * min(len(title), max(width, 40)), ""]
    if work is not None:
        lines += [fill(_book_count(work, found, books), ""), ""]
    for variant in found:
        lines.append(fill(f"{variant.name}: {variant.title}", ""))
        if variant.aliases:
            lines.append(fill("aliases: " + ", ".join(variant.aliases), "  "))
        found_in = _place_lines(books.places[variant.name], work, flat=flat)
        lines += [fill(f"{label}: {said}", "  ") for label, said in found_in]
        lines.append(fill(f"packs: {variant.packs}" + ("" if variant.pack.whole else f" {variant.pack.name}"), "  "))
        lines.append(fill("editions (base first): " + ", ".join(edition.name for edition in variant.editions), "  "))
        lines.append("  sources:")
        lines += [fill(str(source.at("")), "    ") for source in variant.sources]
        lines.append("")
    return "\n".join(lines)


#: The title of the group of patiences none of whose base editions follows a book read whole.
OTHERS = "Other patiences"


@dataclass(frozen=True)
class Books:
    """The patiences listed by book: where each stands in the books read whole, and the groups in their order.

    A book read whole that lists its games (a :class:`~patience_core.Source`
    with ``contents``) is a group, holding every patience with an edition
    after it, in the book's order; a collection that names no such book
    (a plugin's own) is a group, by name; :data:`OTHERS` holds the patiences
    whose base edition follows no book and that belong to no collection, and
    any that no other group holds.
    A patience with editions after several books is in each of their groups.
    """

    places: dict[str, list[Place]]
    groups: list[tuple[str, Source | None, list[Variant]]]

    @classmethod
    def of(cls, found: Iterable[Variant]) -> Books:
        found = list(found)
        works = works_cited(found)
        where = {variant.name: places(variant, works) for variant in found}
        groups: list[tuple[str, Source | None, list[Variant]]] = []
        for work in works:
            members = sorted(
                (place.number, variant.name, variant)
                for variant in found
                for place in where[variant.name]
                if place.work == work
            )
            groups.append((f"{work.short}, {work.title}", work, list(dict.fromkeys(v for _, _, v in members))))

        def named(collection: str) -> bool:
            return any(collection.startswith(work.short) for work in works)

        collections = sorted({name for variant in found for name in variant.collections() if not named(name)})
        for collection in collections:
            groups.append((collection, None, [variant for variant in found if collection in variant.collections()]))
        listed = {variant.name for _, _, members in groups for variant in members}
        others = [
            variant
            for variant in found
            if variant.name not in listed
            or (
                not variant.collection
                and not any(place.edition == variant.editions[0].name for place in where[variant.name])
            )
        ]
        if others:
            groups.append((OTHERS, None, others))
        return cls(where, groups)


def _cited_keys(variant: Variant) -> set[str]:
    """The bibliography keys of the works a patience or any of its editions cites (a reading, the work it reads)."""
    keys = set()
    for source in (*variant.sources, *(source for edition in variant.editions for source in edition.sources)):
        while isinstance(source, Reading):
            source = source.of
        keys.add(source.key)
    return keys


@main.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON (one list, each patience's books in it).")
@click.option(
    "--flat",
    is_flag=True,
    help="One list of every patience, in the order they are installed, instead of a group for each book.",
)
@click.option(
    "--source",
    metavar="KEY",
    help="Only the patiences that cite the work with this bibliography key, e.g. cadogan1914 for Cadogan's book.",
)
def list_command(as_json: bool, flat: bool, source: str | None) -> None:
    """List the installed patiences: names, titles, aliases, books, packs, editions and sources.

    The patiences are grouped by book: under each book read whole, every
    patience with an edition after it, in the book's order, with its number
    and pages there; a patience that other books give too is listed under
    each, marked "also in" with its games there. The patiences of no book
    come last. --flat lists them all once, in the order they are installed.
    Plugins that could not be loaded are listed as broken, with the reason.
    """
    registry = get_registry()
    found = registry.variants()
    if source is not None:
        cited = {variant.name: _cited_keys(variant) for variant in found}
        if not any(source in keys for keys in cited.values()):
            known = ", ".join(sorted(set().union(*cited.values()))) or "none"
            raise click.BadParameter(
                f"no installed patience cites {source!r}; the works cited are: {known}", param_hint="'--source'"
            )
        found = tuple(variant for variant in found if source in cited[variant.name])
    broken = registry.broken
    books = Books.of(found)
    if as_json:
        data = {
            "variants": [_variant_dict(variant, books.places[variant.name]) for variant in found],
            "broken": [{"name": plugin.name, "reason": plugin.reason} for plugin in broken],
        }
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    console = _console()
    groups = [("Installed patiences", None, list(found))] if flat else books.groups
    for title, work, members in groups if found else ():
        if console.is_terminal:
            console.print(_variant_table(title, members, books, work, flat=flat))
        else:  # a table's narrow columns would break the sources over many lines: a block a patience instead
            click.echo(_variant_text(title, members, console.width, books, work, flat=flat))
    if not found:
        console.print(Text("No patience is installed."))
    if broken:
        bad = Table(title="Broken plugins", box=box.SIMPLE_HEAD, title_justify="left", title_style="bold red")
        bad.add_column("Plugin", style="red", no_wrap=True)
        bad.add_column("Reason", overflow="fold")
        for plugin in broken:
            bad.add_row(Text(plugin.name), Text(plugin.reason))
        console.print(bad)


# --------------------------------------------------------------------------- show


def _new_game(registry: Registry, name: str, number: int | None, edition: str | None) -> Game:
    game = registry.new_game(name, number=number, edition=edition)
    if number is None:
        click.echo(
            f"Deal number {game.number} was drawn at random; add --number {game.number} to see it again.", err=True
        )
    return game


_NUMBER = click.option(
    "--number",
    "-n",
    type=WholeNumber(0, MAX_NUMBER),
    metavar="N",
    help="The deal number (PySolFC's numbering). Without it a random number is drawn and reported.",
)
_EDITION = click.option("--edition", "-e", metavar="EDITION", help="A reading of the rules (see patience list).")


@main.command()
@click.argument("name")
@_NUMBER
@_EDITION
@click.option("--json", "as_json", is_flag=True, help="Print the position JSON instead of the table.")
def show(name: str, number: int | None, edition: str | None, as_json: bool) -> None:
    """Show the table of patience NAME as dealt.

    On a terminal the cards are drawn with coloured suit symbols; otherwise the
    fixed text diagram is printed.
    """
    game = _new_game(get_registry(), name, number, edition)
    if as_json:
        click.echo(json.dumps(position_to_dict(game.position, game.variant.pack), indent=2, ensure_ascii=False))
    else:
        show_game(_console(), game)


# --------------------------------------------------------------------------- moves


@main.command()
@click.argument("file", default="-", metavar="[FILE|-]")
@click.option("--json", "as_json", is_flag=True, help="Print the moves as a JSON list of move dicts.")
def moves(file: str, as_json: bool) -> None:
    """List the legal moves in a position or saved game.

    FILE holds the position JSON or a saved game; '-' (the default) reads it
    from standard input. The moves are numbered as 'patience play' numbers them.
    """
    registry = get_registry()
    if file == "-":
        if sys.stdin.isatty():
            click.echo(
                "Reading a position or saved game (JSON) from standard input: paste it and end with Ctrl-D "
                "(Ctrl-Z, Enter on Windows), or name a FILE.",
                err=True,
            )
        data = sys.stdin.buffer.read(MAX_SAVE_BYTES + 1)
        game = registry.load_game(data)
    else:
        game = read_game(file, registry=registry)
    legal = game.legal_moves()
    if as_json:
        click.echo(json.dumps([move.to_dict() for move in legal]))
        return
    for i, move in enumerate(legal, 1):
        click.echo(f"{i}. {move}")
    if not legal:
        click.echo("No legal move: the game is " + ("won." if game.is_won else "stuck."), err=True)


# --------------------------------------------------------------------------- play

COMMANDS_HELP = """\
Other commands:
  u, undo               take back the last move
  s, save FILE          save the game to FILE
  l, load FILE          load the game saved in FILE
  t, table              show the table again
  h, help               show this help
  q, quit               stop playing (asks first if moves are not saved; Ctrl-C or Ctrl-D too)"""


def play_help(game: Game) -> str:
    """The in-game help, its examples taken from the game being played."""
    legal = game.legal_moves()
    moves = [move for move in legal if isinstance(move, Move)]
    rows = [("3", "play move number 3 of the list")]
    single = next((move for move in moves if move.count == 1), None)
    if single is not None:
        rows.append((str(single), f"move the top card of {single.source} onto {single.target}"))
    else:
        rows.append(("PILE-PILE", "move the top card of one pile onto another, by the names on the table"))
    several = next((move for move in moves if move.count > 1), None)
    if several is not None:
        rows.append((str(several), f"move {several.count} cards from {several.source} onto {several.target}"))
    if game.rulebook.redeals:
        left = game.position.redeals_left
        rows.append(("redeal", f"redeal, where the rules allow it ({left} left)"))
        ordered = next((move for move in legal if isinstance(move, Redeal) and move.order), None)
        if ordered is not None:
            rows.append((str(ordered), "redeal, gathering the piles in the order given"))
    if any(isinstance(move, Deal) for move in legal):
        rows.append(("deal", "deal the next round"))
    width = max(21, *(len(example) for example, _ in rows))
    lines = ["Type a move's number, or the move itself:"]
    lines += [f"  {example:<{width}} {meaning}" for example, meaning in rows]
    return "\n".join(lines) + "\n" + COMMANDS_HELP


class _Session:
    """One game at the terminal: reads commands, plays them, shows the table.

    ``saved_to`` is the file the game was loaded from, if any. Moves played
    since the game was loaded or last saved are *unsaved*: quitting (``q``,
    or Ctrl-C or Ctrl-D at a terminal) or loading another game asks first, and
    saving over a file other than the game's own asks before replacing it. A
    player who presses Ctrl-C or Ctrl-D again instead of answering is leaving
    all the same: the game is saved to a recovery file, named on the screen.
    """

    def __init__(self, game: Game, registry: Registry, console: Console, saved_to: str | None = None) -> None:
        self.game = game
        self.registry = registry
        self.console = console
        self.fancy = console.is_terminal
        self.saved_moves = game.moves
        self.saved_to = None if saved_to is None else Path(saved_to).resolve()
        self.input: Iterator[str | None] = iter(())

    # output

    def say(self, text: str, style: str = "") -> None:
        if self.fancy:
            self.console.print(Text(text, style=style))
        else:
            click.echo(text)

    def show_moves(self) -> None:
        position = self.game.position
        labels = [_move_label(position, move, symbols=self.fancy) for move in self.game.legal_moves()]
        if self.fancy:
            self.console.print(Text("Moves:", style="bold"))
            items = [Text.assemble((f"{i})", "bold"), " ", label) for i, label in enumerate(labels, 1)]
            self.console.print(Columns(items, padding=(0, 3)))
        else:
            # Non-breaking spaces keep each move whole when the line is wrapped.
            words = [f"{i})\u00a0{label.replace(' ', chr(0xA0))}" for i, label in enumerate(labels, 1)]
            for line in textwrap.wrap("Moves: " + "   ".join(words), 78, subsequent_indent="       "):
                click.echo(line.replace("\u00a0", " "))

    def show_turn(self) -> bool:
        """Show the table and the moves; return whether the game goes on."""
        click.echo()
        show_game(self.console, self.game)
        played = len(self.game.moves)
        if self.game.is_won:
            self.say(f"Won: every card is home, in {played} move{'s' if played != 1 else ''}.", "bold green")
            return False
        if not self.game.legal_moves():
            self.say("Stuck: no legal move is left. Type u to undo, l FILE to load, or q to quit.", "bold yellow")
        else:
            self.show_moves()
        return True

    # input

    def lines(self) -> Iterator[str | None]:
        """The lines typed; at a terminal, ``None`` for Ctrl-C or Ctrl-D, the keys that ask to leave."""
        interactive = sys.stdin.isatty()
        if interactive:
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401  (line editing for input())
        while True:
            try:
                line = input("> ")
            except (EOFError, KeyboardInterrupt) as key:
                if not interactive:
                    if isinstance(key, KeyboardInterrupt):
                        raise
                    return
                click.echo()
                yield None
                continue
            if not interactive:
                click.echo(line)
            yield line

    def confirm(self, question: str) -> bool:
        """Ask a yes-or-no question; the next line answers it (no answer, or the end of input, is no)."""
        return self.answer(question) is True

    def answer(self, question: str) -> bool | None:
        """Ask a yes-or-no question: whether the next line says yes; ``None`` for Ctrl-C, Ctrl-D or the end of input."""
        self.say(f"{question} (y/n)", "bold yellow")
        answer = next(self.input, None)
        return None if answer is None else answer.strip().lower() in ("y", "yes")

    def unsaved(self) -> int:
        """How many moves would be lost by leaving this game now."""
        if self.game.moves == self.saved_moves or self.game.is_won:
            return 0
        return len(self.game.moves)

    def may_leave(self, doing: str) -> bool:
        """Whether the player, told what unsaved moves would be lost, agrees to ``doing``."""
        return self.asked_to_leave(doing) is True

    def asked_to_leave(self, doing: str) -> bool | None:
        """:meth:`may_leave`'s question, if there are unsaved moves: yes, no, or ``None`` for no answer."""
        if not self.unsaved():
            return True
        played = len(self.game.moves)
        lost = "the moves played" if self.saved_to is None and not self.saved_moves else "the moves since the save"
        return self.answer(
            f"This game ({played} move{'s' if played != 1 else ''}) is not saved: {doing} loses {lost}. "
            f"{doing.capitalize()} anyway?"
        )

    def leave(self) -> bool:
        """``q``, Ctrl-C or Ctrl-D: quit, asking first; left unanswered (Ctrl-C or Ctrl-D again), save a recovery file.

        Returns (that play goes on) only if the player answers no; otherwise ends the session.
        """
        answer = self.asked_to_leave("quitting")
        if answer is None:
            path = self.recover()
            shown = path.name if path.parent == Path.cwd() else str(path)
            self.say(f"Saved this game to {shown}: patience play --load {shown} goes on with it.", "bold yellow")
        elif not answer:
            self.say("Not quitting: s FILE saves the game.")
            return True
        raise _Quit

    def recover(self) -> Path:
        """Save the game to a new file in the current folder (or, failing that, the temporary one); its path."""
        number = self.game.position.number
        name = f"{self.game.variant.name}-{number if number is not None else 'game'}"
        for folder in (Path.cwd(), Path(tempfile.gettempdir())):
            for attempt in range(1, 1000):
                path = folder / f"{name}{'' if attempt == 1 else f'-{attempt}'}.recovered.json"
                if path.exists():
                    continue
                with contextlib.suppress(OSError, PatienceError):
                    return save_game(self.game, path)
                break
        raise PatienceError("the game could not be saved to a recovery file, here or in the temporary folder")

    # commands

    def run(self) -> None:
        self.say(f"{self.game.variant.title}: type a move's number or its notation; h for help, q to quit.")
        self.input = self.lines()
        if not self.attempt(self.show_turn):
            return
        for line in self.input:
            step = self.leave if line is None else functools.partial(self.turn, line)
            if not self.attempt(step):
                return
        if not self.attempt(lambda: self.game.is_over):
            self.say("End of input: the game was left unfinished.")

    def attempt(self, step: Callable[[], bool]) -> bool:
        """Carry out ``step``, reporting a refused move or a failing plugin; return whether play goes on.

        Ctrl-C while a step runs (a terminal's player waiting on a slow plugin) asks to leave, as at the prompt.
        """
        try:
            return step()
        except _Quit:
            return False
        except KeyboardInterrupt:
            if not sys.stdin.isatty():
                raise
            click.echo()
            return self.attempt(self.leave)
        except IllegalMoveError as error:
            rule = cards_as_drawn(error.ruling.rule) if self.fancy else error.ruling.rule
            self.say(f"Illegal move {error.move}: {rule}", "bold red")
            self.say(f"  Source: {_source_text(error.ruling.source)}. Nothing was changed.", "red")
        except PluginError as error:
            self.say(" ".join(str(error).split()), "bold red")
            self.say("  The game is kept as it was before: s FILE saves it, u takes back a move, q quits.", "red")
        except PatienceError as error:
            self.say(" ".join(str(error).split()), "red")
        return True

    def turn(self, line: str) -> bool:
        """Carry out one line and show the table if it changed; return whether play goes on."""
        return not self.command(line.strip()) or self.show_turn()

    def command(self, line: str) -> bool:
        """Carry out one line; return whether the table changed."""
        if not line:
            return False
        word, _, rest = line.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word in ("q", "quit", "exit"):
            return self.leave() and False
        if word in ("h", "help", "?"):
            click.echo(play_help(self.game))
            return False
        if word in ("t", "table"):
            return True
        if word in ("u", "undo"):
            undone = self.game.undo()
            self.say(f"Took back {undone}.")
            return True
        if word in ("s", "save"):
            return self.save(rest)
        if word in ("l", "load"):
            if not rest:
                raise PatienceError("say which file to load: l FILE")
            loaded = read_game(rest, registry=self.registry)
            if not self.may_leave("loading another game"):
                self.say("Not loaded: s FILE saves this game first.")
                return False
            self.game, self.saved_moves, self.saved_to = loaded, loaded.moves, Path(rest).resolve()
            self.say(f"Loaded {rest}: {self.game.variant.title}, {len(self.game.moves)} moves played.")
            return True
        if line.isascii() and line.isdigit():
            legal = self.game.legal_moves()
            index = int(line) if len(line) < 10 else 0
            if not 1 <= index <= len(legal):
                if not legal:
                    raise PatienceError("there is no legal move to choose")
                raise PatienceError(f"there is no move {line[:12]}: the moves are numbered 1 to {len(legal)}")
            self.game.play(legal[index - 1])
            return True
        self.game.play(line)
        return True

    def save(self, rest: str) -> bool:
        if not rest:
            raise PatienceError("say where to save: s FILE")
        target = Path(rest)
        if target.exists() and target.resolve() != self.saved_to and not target.is_dir():
            if not self.confirm(f"{rest} already exists. Replace it with this game?"):
                self.say("Not saved.")
                return False
        path = save_game(self.game, rest)
        self.saved_moves, self.saved_to = self.game.moves, path.resolve()
        self.say(f"Saved to {path}.")
        return False


class _Quit(Exception):
    pass


@main.command()
@click.argument("name", required=False)
@_NUMBER
@_EDITION
@click.option("--load", "-l", "load", metavar="FILE", help="Go on with the game saved in FILE.")
def play(name: str | None, number: int | None, edition: str | None, load: str | None) -> None:
    """Play patience NAME at the terminal, or go on with a saved game.

    The table is shown with the legal moves numbered. Type a move's number or
    its notation (w1-f2, t3-t5(3), redeal, redeal w3 w1 w2 w4, deal), or a
    command:

    \b
      u, undo           take back the last move
      s, save FILE      save the game to FILE
      l, load FILE      load the game saved in FILE
      t, table          show the table again
      h, help           list the commands
      q, quit           stop playing

    An illegal move is refused with the rule it breaks and the source of that
    rule, and nothing changes. Moves may be piped in, one a line.

    Quitting with moves not saved asks first; at a terminal Ctrl-C and Ctrl-D
    quit as q does. Pressed again instead of an answer (or, piped, when the
    input ends before one), they save the game to NAME-NUMBER.recovered.json
    here and say so: play --load that file goes on with it.
    """
    registry = get_registry()
    if load is not None:
        if number is not None or edition is not None:
            raise click.UsageError("--load takes the deal and edition from the file; leave out --number and --edition")
        game = read_game(load, registry=registry)
        if name is not None and registry.variant(name).name != game.variant.name:
            raise PatienceError(f"{load!r} holds a game of {game.variant.name}, not {name}")
    elif name is None:
        raise click.UsageError("name a patience to play (see patience list), or give --load FILE")
    else:
        game = _new_game(registry, name, number, edition)
    _Session(game, registry, _console(), saved_to=load).run()
