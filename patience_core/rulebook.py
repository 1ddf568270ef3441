"""The rulebook: one pluggy manager holding the rules of one variant and edition.

See :mod:`patience_core.hookspecs` for why each game gets a manager of its own.
The rulebook calls the hooks, turns their answers into verdicts and positions,
and names the plugin and hook whenever a plugin misbehaves.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace
from operator import itemgetter
from types import CodeType
from typing import Any

import pluggy

from patience_core import hookspecs
from patience_core.cards import Card
from patience_core.defaults import CoreDefaults, game_text, no_rule
from patience_core.errors import InvalidMoveError, PluginError
from patience_core.model import Action, Deal, Edition, Move, Pile, Position, Redeal, Setup, Under, Variant, parse_move
from patience_core.rulings import Ruling, illegal

__all__ = ["Rulebook", "new_manager"]

PROJECT = "patience"


def new_manager() -> pluggy.PluginManager:
    """A plugin manager for the project ``patience`` with the hook specifications added."""
    manager = pluggy.PluginManager(PROJECT)
    manager.add_hookspecs(hookspecs)
    return manager


def register_checked(manager: pluggy.PluginManager, plugin: object, name: str) -> None:
    """Register ``plugin`` and check its hooks, raising :class:`PluginError` naming it."""
    try:
        manager.register(plugin, name=name)
        manager.check_pending()
    except pluggy.PluginValidationError as error:
        if manager.is_registered(plugin):
            manager.unregister(plugin)
        raise PluginError(name, f"invalid hook implementation: {error}") from None
    except ValueError as error:  # registered twice under one name
        raise PluginError(name, str(error)) from None


def _hook_callers(manager: pluggy.PluginManager) -> Iterator[tuple[str, Any]]:
    """Each ``patience_`` hook of ``manager`` with its caller."""
    for hook_name in dir(manager.hook):
        caller = getattr(manager.hook, hook_name)
        if hook_name.startswith("patience_") and hasattr(caller, "get_hookimpls"):
            yield hook_name, caller


#: One layer of a hook as the rulebook calls it: its function, the arguments it names, and (when it
#: names two or more) a getter of them from the call's arguments, all at once.
Layer = tuple[Callable[..., Any], tuple[str, ...], Callable[[dict[str, Any]], tuple[Any, ...]] | None]


def _direct_callers(manager: pluggy.PluginManager) -> dict[str, tuple[bool, tuple[Layer, ...]]]:
    """For each hook without wrappers: firstresult or not, and its layers, in calling order.

    A rulebook's layers are fixed when it is built, so the rulebook can call
    them itself: pluggy's general machinery (tracing, wrappers, argument
    checks) costs more than most rules, and the engine asks thousands of
    questions a second.
    """
    direct: dict[str, tuple[bool, tuple[Layer, ...]]] = {}
    for hook_name, caller in _hook_callers(manager):
        impls = caller.get_hookimpls()
        if any(impl.hookwrapper or impl.wrapper for impl in impls) or caller.spec is None:
            continue
        firstresult = bool(caller.spec.opts.get("firstresult"))
        layers: list[Layer] = []
        for impl in reversed(impls):
            argnames = tuple(impl.argnames)
            layers.append((impl.function, argnames, itemgetter(*argnames) if len(argnames) > 1 else None))
        direct[hook_name] = (firstresult, tuple(layers))
    return direct


def _call_layer(layer: Layer, kwargs: dict[str, Any]) -> Any:
    """Call one layer with the arguments it names."""
    function, argnames, getter = layer
    if getter is not None:
        return function(*getter(kwargs))
    return function(kwargs[argnames[0]]) if argnames else function()


class Rulebook:
    """The rules of ``variant`` read as ``edition``, ready to judge and carry out moves.

    ``plugin`` names the plugin that provided the variant, for error messages.
    ``text`` is the game's text as its rules cite it, what a refusal rests on
    where no rule of the game speaks to a move (see :func:`~patience_core.defaults.no_rule`).
    """

    def __init__(self, variant: Variant, edition: Edition, plugin: str | None = None) -> None:
        self.variant = variant
        self.edition = edition
        self.plugin = plugin or variant.name
        self.redeals = variant.redeals if edition.redeals is None else edition.redeals
        #: How many packs the game is played with: the edition's own number where it has one, else the variant's.
        self.packs = variant.packs_of(edition)
        manager = new_manager()
        register_checked(manager, CoreDefaults(self), "patience_core.defaults")
        inherited = len(variant.layers(edition)) - len(edition.rules)
        for i, obj in enumerate(variant.layers(edition)):
            if manager.is_registered(obj):
                continue
            layer = f"[{edition.name}]" if i >= inherited else ""
            name = f"{self.plugin}{layer}:{getattr(obj, '__name__', type(obj).__name__)}"
            if manager.has_plugin(name):  # two objects of one class: tell them apart
                name += f"#{sum(1 for known, _ in manager.list_name_plugin() if known.startswith(name))}"
            register_checked(manager, obj, name)
        if not manager.hook.patience_deal.get_hookimpls():
            raise PluginError(self.plugin, "no rule object implements the required hook patience_deal")
        self._manager = manager
        self._hook = manager.hook
        self._owners: dict[CodeType, str] = {}
        self._direct = _direct_callers(manager)
        self._formed: set[Move] = set()
        # What a refusal cites where no layer rules: the rule objects top layer first, the game's text, and the
        # refusals already made, by pile and direction (a pile's id fixes its role and the clauses that name it).
        self._layers = tuple(variant.layers(edition))  # a standalone edition: its own rules only
        self.text = game_text(self._layers, (*edition.sources, *variant.sources))
        self._unruled: dict[tuple[str, str], Ruling] = {}
        self._lifts: tuple[Position | None, dict[tuple[str, int], tuple[Pile, Ruling]]] = (None, {})
        for _, caller in _hook_callers(manager):
            for impl in caller.get_hookimpls():
                code = getattr(impl.function, "__code__", None)
                if code is not None:
                    self._owners[code] = impl.plugin_name
        # The two questions asked of every position the solver reaches, put to the layers without keywords.
        self._apply_move = self._positional("patience_apply_move", ("position", "move"))
        self._is_won = self._positional("patience_is_won", ("position",))

    # ----------------------------------------------------------------- calling hooks

    def _call(self, name: str, **kwargs: Any) -> Any:
        direct = self._direct.get(name)
        try:
            if direct is None:
                return getattr(self._hook, name)(**kwargs)
            # What pluggy's call does for a hook without wrappers, minus its
            # bookkeeping: each layer, top first, with the arguments it names.
            firstresult, layers = direct
            if firstresult:
                for function, argnames, getter in layers:  # _call_layer, written out: the engine's commonest call
                    if getter is not None:
                        result = function(*getter(kwargs))
                    else:
                        result = function(kwargs[argnames[0]]) if argnames else function()
                    if result is not None:
                        return result
                return None
            results = []
            for layer in layers:
                result = _call_layer(layer, kwargs)
                if result is not None:
                    results.append(result)
            return results
        except PluginError:
            raise
        except (Exception, SystemExit) as error:  # a plugin's bug, or its exit: say whose, and let play go on
            raise self._blame(error, name) from error

    def _positional(self, name: str, argnames: tuple[str, ...]) -> Callable[..., Any]:
        """A caller of the firstresult hook ``name`` taking its arguments by position, in the order ``argnames``.

        Where every layer names just those arguments, in that order, it calls
        the layers' functions itself, without building the keywords that
        :meth:`_call` hands out; otherwise it is :meth:`_call`.
        """
        direct = self._direct.get(name)
        if direct is None or not direct[0] or any(names != argnames for _, names, _ in direct[1]):
            return lambda *args: self._call(name, **dict(zip(argnames, args, strict=True)))
        functions = tuple(function for function, _, _ in direct[1])

        def call(*args: Any) -> Any:
            try:
                for function in functions:
                    result = function(*args)
                    if result is not None:
                        return result
                return None
            except PluginError:
                raise
            except (Exception, SystemExit) as error:
                raise self._blame(error, name) from error

        return call

    def _blame(self, error: BaseException, hook: str) -> PluginError:
        """The :class:`PluginError` for ``error``, raised by a layer of ``hook``: it names the layer's plugin."""
        return PluginError(self._culprit(error), f"{type(error).__name__}: {error}", hook=hook)

    def _collect(self, name: str, **kwargs: Any) -> list[Any]:
        """Call a hook whose every result is an iterable, and read them all here.

        A generator that fails while it is read, or a result that is not
        iterable, is a plugin's bug like any other: :class:`PluginError` says whose.
        """
        items: list[Any] = []
        for result in self._call(name, **kwargs):
            try:
                items.extend(result)
            except PluginError:
                raise
            except (Exception, SystemExit) as error:
                raise self._blame(error, name) from error
        return items

    def _culprit(self, error: BaseException) -> str:
        culprit = self.plugin
        tb = error.__traceback__
        while tb is not None:
            owner = self._owners.get(tb.tb_frame.f_code)
            if owner is not None:
                culprit = owner
            tb = tb.tb_next
        return culprit

    def _expect(self, name: str, result: object, kind: type) -> Any:
        if not isinstance(result, kind):
            raise PluginError(self.plugin, f"returned {type(result).__name__}, not the expected result", hook=name)
        return result

    # ----------------------------------------------------------------- the rules

    def deal(self, number: int, pack: list[Card]) -> Position:
        """The first position of deal ``number`` from the shuffled ``pack``."""
        setup = Setup(self.variant.name, self.edition.name, number, self.redeals, tuple(pack))
        position = self._call("patience_deal", setup=setup)
        return self._expect("patience_deal", position, Position)  # type: ignore[no-any-return]

    def can_lift(self, position: Position, pile: Pile, count: int) -> Ruling:
        """The ruling on picking up the top ``count`` cards of ``pile``.

        The rulings for the latest position are remembered: listing the legal
        moves asks the same question once per target pile.
        """
        remembered, rulings = self._lifts
        if remembered is not position:
            rulings = {}
            self._lifts = (position, rulings)
        known = rulings.get((pile.id, count))
        if known is not None and known[0] is pile:
            return known[1]
        ruling = self._call("patience_can_lift", position=position, pile=pile, count=count)
        if ruling is None:
            ruling = self._no_rule(pile, "be taken from")
        ruling = self._expect("patience_can_lift", ruling, Ruling)
        rulings[(pile.id, count)] = (pile, ruling)
        return ruling  # type: ignore[no-any-return]

    def can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling:
        """The ruling on putting ``cards`` onto ``pile``."""
        ruling = self._call("patience_can_place", position=position, pile=pile, cards=cards)
        if ruling is None:
            return self._no_rule(pile, "go onto")
        return self._expect("patience_can_place", ruling, Ruling)  # type: ignore[no-any-return]

    def _no_rule(self, pile: Pile, what: str) -> Ruling:
        """The refusal where no layer rules on cards that ``what`` the pile, saying what it rests on: see no_rule."""
        known = self._unruled.get((pile.id, what))
        if known is None:
            known = self._unruled[pile.id, what] = no_rule(pile, what, self._layers, self.text)
        return known

    def check_form(self, position: Position, move: object) -> Action:
        """``move`` parsed and checked against the table: its piles exist, its count fits.

        Raises :class:`InvalidMoveError` when it is not a move on this table.
        """
        if type(move) is Move and move in self._formed:
            action: Action = move
        else:
            action = parse_move(move)
            if type(action) is Move and len(self._formed) < 10_000:
                self._formed.add(action)  # the same candidates come back in every position
        if isinstance(action, Move | Under):
            source = position.pile(action.source)
            position.pile(action.target)
            if action.source == action.target:
                raise InvalidMoveError(f"{action}: a move goes from one pile to another")
            if action.count > len(source.cards):
                held = len(source.cards)
                raise InvalidMoveError(
                    f"{action}: {source.id} holds {held} card{'s' if held != 1 else ''}, not {action.count}"
                )
        elif isinstance(action, Redeal):
            for pile_id in action.order:
                position.pile(pile_id)
        return action

    def judge(self, position: Position, move: Action) -> Ruling:
        """The ruling on a well-formed ``move`` (see :meth:`check_form`)."""
        if isinstance(move, Redeal) and position.redeals_left <= 0:
            allowed = self.redeals
            # The count is the edition's own when it sets one, else the base edition's: cite whichever says it.
            counted = self.edition if self.edition.redeals is not None else self.variant.editions[0]
            cited = counted.sources[0] if counted.sources else None
            return illegal(f"no redeal is left (this edition allows {allowed})", cited)
        ruling = self._call("patience_check_move", position=position, move=move)
        if ruling is not None:
            return self._expect("patience_check_move", ruling, Ruling)  # type: ignore[no-any-return]
        if not isinstance(move, Move):
            what = {Redeal: "a redeal", Deal: "a deal", Under: "cards under a pile"}[type(move)]
            return illegal(f"no rule of this patience allows {what} now", self.text)
        source = position.pile(move.source)
        lifted = self.can_lift(position, source, move.count)
        if not lifted.legal:
            return lifted
        target = position.pile(move.target)
        return self.can_place(position, target, source.cards[len(source.cards) - move.count :])

    def card_moves(self, position: Position) -> Iterable[Action]:
        """The card moves worth judging, from the top layer that offers them."""
        moves = self._call("patience_card_moves", position=position)
        return () if moves is None else moves

    def candidates(self, position: Position) -> Iterator[object]:
        """Every candidate move the layers offer, in order, as offered (not yet checked)."""
        yield from self._collect("patience_candidate_moves", position=position)

    def legal_moves(self, position: Position) -> list[Action]:
        """Every legal move, redeal and deal in ``position``, without duplicates."""
        moves = []
        seen: set[Action] = set()
        for move in self.candidates(position):
            try:
                action = self.check_form(position, move)
            except InvalidMoveError as error:
                raise PluginError(
                    self.plugin, f"offered a malformed move: {error}", hook="patience_candidate_moves"
                ) from None
            if action not in seen:
                seen.add(action)
                if self.judge(position, action).legal:
                    moves.append(action)
        return moves

    def apply(self, position: Position, move: Action) -> Position:
        """The position after the legal ``move``."""
        if isinstance(move, Redeal):
            after = self._call("patience_redeal", position=position, redeal=move)
            after = self._expect("patience_redeal", after, Position)
            redealt: Position = replace(after, redeals_left=position.redeals_left - 1)
            return redealt
        after = self._apply_move(position, move)
        if isinstance(after, Position):  # the answer at nearly every move, taken without a further call
            return after
        if after is None and isinstance(move, Deal):
            raise PluginError(self.plugin, "no rule carries out a deal", hook="patience_apply_move")
        return self._expect("patience_apply_move", after, Position)  # type: ignore[no-any-return]

    def is_won(self, position: Position) -> bool:
        """Whether ``position`` is won."""
        won = self._is_won(position)
        if isinstance(won, bool):
            return won
        return self._expect("patience_is_won", won, bool)  # type: ignore[no-any-return]

    def position_problems(self, position: Position) -> list[str]:
        """What the plugins find impossible in ``position``."""
        return [str(problem) for problem in self._collect("patience_check_position", position=position)]

    def hook_names(self) -> list[str]:
        """The names of the hooks this rulebook's layers implement, for documentation."""
        return sorted(name for name in dir(self._hook) if name.startswith("patience_"))
