"""The ``patience`` command: list, show and play the installed patiences.

``main`` is a :class:`click.Group`. Each command below is one function; a module
adding commands defines them with click and registers them with
``main.add_command(command)``; naming that module in :data:`COMMAND_MODULES`
(at the end of this file) imports it whenever the command line is used.

Errors the project raises on purpose (an unknown patience, a bad save file, a
broken plugin) end the command with one line on standard error and exit code 2,
never a traceback.
"""

from __future__ import annotations

import contextlib
import importlib
import json
import os
import sys
import textwrap
import warnings
from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import click
from rich import box
from rich.columns import Columns
from rich.console import Console
from rich.panel import Panel
from rich.table import Table
from rich.text import Text

from patience_core import default_registry
from patience_core.cards import Card, Colour
from patience_core.deals import MAX_NUMBER
from patience_core.errors import IllegalMoveError, PatienceError
from patience_core.game import Game
from patience_core.model import Action, Move, Pile, Position, Role, Variant
from patience_core.notation import position_to_dict
from patience_core.provenance import Citation, Reading
from patience_core.registry import MAX_SAVE_BYTES, PluginWarning, Registry
from patience_core.saves import read_game, save_game

__all__ = ["COMMAND_MODULES", "CommandError", "PatienceGroup", "get_registry", "main"]


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


def _console() -> Console:
    return Console(highlight=False)


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


def render_position(position: Position, title: str) -> Panel:
    """The table as a rich panel: one row per pile, suits in colour."""
    grid = Table.grid(padding=(0, 2))
    grid.add_column(style="bold cyan", no_wrap=True)
    grid.add_column(style="dim", no_wrap=True)
    grid.add_column()
    for pile in position.piles:
        grid.add_row(pile.id, pile.role.value, _pile_text(pile))
    for key, value in position.state:
        grid.add_row(Text(key), "state", Text(str(value)))
    return Panel(grid, title=Text(_header(position, title), style="bold"), title_align="left", expand=False)


def show_game(console: Console, game: Game) -> None:
    """Print the table: the rich panel on a terminal, the fixed text diagram otherwise."""
    if console.is_terminal:
        console.print(render_position(game.position, game.variant.title))
    else:
        click.echo(str(game))


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


def _variant_dict(variant: Variant) -> dict[str, Any]:
    return {
        "name": variant.name,
        "title": variant.title,
        "family": variant.family,
        "aliases": list(variant.aliases),
        "packs": variant.packs,
        "redeals": variant.redeals,
        "summary": variant.summary,
        "sources": [_source_dict(source) for source in variant.sources],
        "editions": [
            {
                "name": edition.name,
                "title": edition.title,
                "changes": edition.changes,
                "redeals": variant.redeals if edition.redeals is None else edition.redeals,
                "sources": [_source_dict(source) for source in edition.sources],
            }
            for edition in variant.editions
        ],
    }


@main.command("list")
@click.option("--json", "as_json", is_flag=True, help="Print the list as JSON.")
def list_command(as_json: bool) -> None:
    """List the installed patiences: names, titles, aliases, packs, editions and sources.

    Plugins that could not be loaded are listed as broken, with the reason.
    """
    registry = get_registry()
    found = registry.variants()
    broken = registry.broken
    if as_json:
        data = {
            "variants": [_variant_dict(variant) for variant in found],
            "broken": [{"name": plugin.name, "reason": plugin.reason} for plugin in broken],
        }
        click.echo(json.dumps(data, indent=2, ensure_ascii=False))
        return
    console = _console()
    if not console.is_terminal and "COLUMNS" not in os.environ:
        console.width = 120  # piped: wide rows rather than names broken across lines
    table = Table(title="Installed patiences", box=box.SIMPLE_HEAD, title_justify="left", leading=1)
    table.add_column("Patience (title, aliases)", no_wrap=True)
    table.add_column("Packs", justify="right")
    table.add_column("Editions (base first)", no_wrap=True)
    table.add_column("Sources")
    for variant in found:
        names = Text(variant.name, style="bold cyan")
        names.append("\n" + variant.title)
        for alias in variant.aliases:
            names.append(f"\nalias {alias}", style="dim")
        table.add_row(
            names,
            Text(str(variant.packs)),
            Text("\n".join(edition.name for edition in variant.editions)),
            Text("\n".join(str(source.at("")) for source in variant.sources)),
        )
    if found:
        console.print(table)
    else:
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
    type=click.IntRange(0, MAX_NUMBER),
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
        click.echo(json.dumps(position_to_dict(game.position), indent=2, ensure_ascii=False))
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

PLAY_HELP = """\
Type a move's number, or the move itself:
  3                     play move number 3 of the list
  w1-f2                 move the top card of w1 onto f2
  t3-t5(3)              move three cards from t3 onto t5
  redeal                redeal, where the rules allow it
  redeal w3 w1 w2 w4    redeal, gathering the piles in the order given
  deal                  deal the next round, where the rules have one
Other commands:
  u, undo               take back the last move
  s, save FILE          save the game to FILE
  l, load FILE          load the game saved in FILE
  t, table              show the table again
  h, help               show this help
  q, quit               stop playing (moves not saved are lost)"""


class _Session:
    """One game at the terminal: reads commands, plays them, shows the table."""

    def __init__(self, game: Game, registry: Registry, console: Console) -> None:
        self.game = game
        self.registry = registry
        self.console = console
        self.fancy = console.is_terminal

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

    def lines(self) -> Iterator[str]:
        interactive = sys.stdin.isatty()
        if interactive:
            with contextlib.suppress(ImportError):
                import readline  # noqa: F401  (line editing for input())
        while True:
            try:
                line = input("> ")
            except EOFError:
                if interactive:
                    click.echo()
                return
            if not interactive:
                click.echo(line)
            yield line

    # commands

    def run(self) -> None:
        self.say(f"{self.game.variant.title}: type a move's number or its notation; h for help, q to quit.")
        if not self.show_turn():
            return
        for line in self.lines():
            try:
                changed = self.command(line.strip())
            except _Quit:
                return
            except IllegalMoveError as error:
                self.say(f"Illegal move {error.move}: {error.ruling.rule}", "bold red")
                self.say(f"  Source: {_source_text(error.ruling.source)}. Nothing was changed.", "red")
                continue
            except PatienceError as error:
                self.say(" ".join(str(error).split()), "red")
                continue
            if changed and not self.show_turn():
                return
        if not self.game.is_over:
            self.say("End of input: the game was left unfinished.")

    def command(self, line: str) -> bool:
        """Carry out one line; return whether the table changed."""
        if not line:
            return False
        word, _, rest = line.partition(" ")
        word = word.lower()
        rest = rest.strip()
        if word in ("q", "quit", "exit"):
            raise _Quit
        if word in ("h", "help", "?"):
            click.echo(PLAY_HELP)
            return False
        if word in ("t", "table"):
            return True
        if word in ("u", "undo"):
            undone = self.game.undo()
            self.say(f"Took back {undone}.")
            return True
        if word in ("s", "save"):
            if not rest:
                raise PatienceError("say where to save: s FILE")
            path = save_game(self.game, rest)
            self.say(f"Saved to {path}.")
            return False
        if word in ("l", "load"):
            if not rest:
                raise PatienceError("say which file to load: l FILE")
            self.game = read_game(rest, registry=self.registry)
            self.say(f"Loaded {rest}: {self.game.variant.title}, {len(self.game.moves)} moves played.")
            return True
        if line.isdigit():
            legal = self.game.legal_moves()
            index = int(line)
            if not 1 <= index <= len(legal):
                if not legal:
                    raise PatienceError("there is no legal move to choose")
                raise PatienceError(f"there is no move {index}: the moves are numbered 1 to {len(legal)}")
            self.game.play(legal[index - 1])
            return True
        self.game.play(line)
        return True


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
    _Session(game, registry, _console()).run()


# --------------------------------------------------------------------------- more commands

#: Modules that add commands to :data:`main` (each calls ``main.add_command``); imported here.
COMMAND_MODULES: tuple[str, ...] = ("patience_core.cli_solve",)

for _module in COMMAND_MODULES:
    importlib.import_module(_module)
