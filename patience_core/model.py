"""The values the engine and the plugins exchange.

Everything here is an immutable value: piles, positions, moves, sources,
editions and variants. A plugin builds new positions; it never changes one.
"""

from __future__ import annotations

import enum
import re
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field, fields, replace
from functools import cached_property
from typing import TYPE_CHECKING, Any, TypeAlias

from patience_core.cards import FULL_PACK, Card, PackKind, pack
from patience_core.errors import InvalidMoveError, PositionError, shown
from patience_core.sources import Citation, Source

if TYPE_CHECKING:
    from typing import Self

__all__ = [
    "Action",
    "Deal",
    "Edition",
    "EditionOf",
    "Move",
    "Pile",
    "Position",
    "Redeal",
    "Role",
    "Setup",
    "Under",
    "Variant",
    "parse_move",
]

PILE_ID = re.compile(r"[a-z][a-z0-9]*\Z")
VARIANT_NAME = re.compile(r"[a-z0-9]+(-[a-z0-9]+)*\Z")
#: The largest count a move may name: more cards than any table holds.
MAX_COUNT = 999
#: The largest whole number a ``state`` value may hold (JSON's exact integers).
MAX_STATE_INT = 2**53


class Role(enum.Enum):
    """What a pile is for on the table."""

    FOUNDATION = "foundation"
    TABLEAU = "tableau"
    STOCK = "stock"
    WASTE = "waste"
    RESERVE = "reserve"

    # Each role is one object, equal only to itself: hashed by identity, as suits are, rather than
    # by Enum's hash of its name, a call of Python code whenever piles are grouped by role.
    __hash__ = object.__hash__


# --------------------------------------------------------------------------- variants


@dataclass(frozen=True)
class Edition:
    """A named reading of a patience's rules, with its own sources.

    ``rules`` are plugin objects layered over the variant's rules: each hook an
    edition implements overrides the variant's; everything else is inherited.
    A ``standalone`` edition's rules replace the variant's instead: the same
    patience as another book gives it, which shares no rule object with the
    base (see :class:`EditionOf`). ``changes`` says in a sentence what the
    edition changes. ``redeals`` overrides the variant's number of redeals when
    not ``None``. ``collection`` names the book the edition belongs with, where
    that is not the patience's own (the variant's ``collection``), so that the
    patience is listed with both books. ``packs`` overrides the variant's
    number of packs when not ``None``: a second book's game under the same
    title may be played with fewer packs (Hoffmann's one-pack The Carpet
    beside Cadogan's two-pack game of that name); only a ``standalone``
    edition, whose deal is its own, may say so.
    """

    name: str
    title: str
    sources: tuple[Citation, ...]
    changes: str = ""
    rules: tuple[object, ...] = ()
    redeals: int | None = None
    standalone: bool = False
    collection: str = ""
    packs: int | None = None


@dataclass(frozen=True)
class EditionOf:
    """An edition a plugin adds to a patience another plugin provides: the hook ``patience_editions``.

    ``patience`` is the name (or an alias) of the patience; ``edition`` the
    edition added, normally ``standalone`` with its own ``collection``: a
    second book's text of a game the first book's plugin already plays.
    ``aliases`` are names the patience is also known by in that book (The
    Windmill for The Mill), added to the patience's aliases.
    """

    patience: str
    edition: Edition
    aliases: tuple[str, ...] = ()


@dataclass(frozen=True)
class Variant:
    """A patience: its metadata and its rules.

    ``editions`` lists the readings of the rules; the first is the base edition,
    played when no edition is asked for, and normally has no rules of its own.
    ``rules`` are the plugin objects implementing the rule hooks, bottom layer
    first (a game built on another lists the parent's rules, then its own).
    ``state_notes`` says, for each key a position's ``state`` may hold, what
    it means to the player, as ``(key, explanation)`` pairs: the table shows
    it beside the value.
    ``collection`` names the book whose games the patience belongs with, for
    listing them together (empty for a game on its own).
    ``pack`` is the kind of each of the ``packs``: whole, or stripped as the
    piquet pack (:class:`~patience_core.cards.PackKind`).
    """

    name: str
    title: str
    family: str
    packs: int
    sources: tuple[Source, ...]
    editions: tuple[Edition, ...]
    rules: tuple[object, ...]
    aliases: tuple[str, ...] = ()
    redeals: int = 0
    summary: str = ""
    state_notes: tuple[tuple[str, str], ...] = ()
    collection: str = ""
    pack: PackKind = FULL_PACK

    def packs_of(self, edition: Edition | None = None) -> int:
        """How many packs ``edition`` (the base for ``None``) is played with: its own count, or the variant's."""
        own = None if edition is None else edition.packs
        return self.packs if own is None else own

    def cards(self, edition: Edition | None = None) -> list[Card]:
        """Every card the patience (read as ``edition``, when given) is played with, unshuffled."""
        return pack(self.packs_of(edition), self.pack)

    def layers(self, edition: Edition) -> tuple[object, ...]:
        """The rule objects of ``edition``, bottom layer first: the variant's and then the edition's own.

        A ``standalone`` edition's rules are all its own.
        """
        return edition.rules if edition.standalone else (*self.rules, *edition.rules)

    def collections(self) -> tuple[str, ...]:
        """The books the patience is listed with: its own collection, then those of editions other books added."""
        found = [self.collection, *(edition.collection for edition in self.editions)]
        return tuple(dict.fromkeys(name for name in found if name))

    def edition(self, name: str | None = None) -> Edition:
        """The edition called ``name``; the base edition for ``None``."""
        from patience_core.errors import UnknownVariantError

        if name is None:
            return self.editions[0]
        for edition in self.editions:
            if edition.name == name:
                return edition
        import difflib

        names = [edition.name for edition in self.editions]
        close = tuple(difflib.get_close_matches(str(name), names, n=3, cutoff=0.5))
        raise UnknownVariantError(f"{self.name} has no edition {shown(name)} (it has {', '.join(names)})", close)


@dataclass(frozen=True)
class Setup:
    """What the deal hook is given: the game to set up and its shuffled pack.

    ``pack`` lists the shuffled cards bottom to top: dealing takes from the end.
    """

    variant: str
    edition: str
    number: int
    redeals: int
    pack: tuple[Card, ...]


# --------------------------------------------------------------------------- the table


@dataclass(frozen=True, slots=True)
class Pile:
    """A pile on the table: an ``id`` (``f1``, ``w3``, ``stock``), a role, its cards bottom to top."""

    id: str
    role: Role
    cards: tuple[Card, ...] = ()
    # The cards' codes, one byte a card (the solver's card_code), once the solver has read them: a cache, no part of
    # the pile's value. The two piles a move makes have theirs cut from the codes of the piles it took them from.
    _codes: bytes | None = field(default=None, init=False, repr=False, compare=False)

    @property
    def top(self) -> Card | None:
        """The top card, or ``None`` when the pile is empty."""
        return self.cards[-1] if self.cards else None

    def __len__(self) -> int:
        return len(self.cards)


# The engine's most frequent construction is a pile of a move's outcome. The frozen dataclass's __init__ sets
# each field through object.__setattr__; setting the slots through their own descriptors costs half as much.
_new_object = object.__new__
_set_pile_id = Pile.__dict__["id"].__set__
_set_pile_role = Pile.__dict__["role"].__set__
_set_pile_cards = Pile.__dict__["cards"].__set__
#: Sets a pile's cached codes (see ``Pile._codes``), for the solver, which works them out.
set_pile_codes = Pile.__dict__["_codes"].__set__


def _new_pile(pile_id: str, role: Role, cards: tuple[Card, ...], codes: bytes | None = None) -> Pile:
    """``Pile(pile_id, role, cards)``, made without the dataclass's ``__init__``, with its cards' ``codes`` if known."""
    pile: Pile = _new_object(Pile)
    _set_pile_id(pile, pile_id)
    _set_pile_role(pile, role)
    _set_pile_cards(pile, cards)
    set_pile_codes(pile, codes)
    return pile


@dataclass(frozen=True)
class Position:
    """A position: the piles on the table and what the rules need besides.

    ``piles`` are in the table's reading order (tableau piles in deal order);
    ``state`` holds any further facts a patience keeps (a privilege earned, a
    deal phase) as sorted ``(key, value)`` pairs of JSON scalars.
    """

    variant: str
    edition: str
    number: int | None
    redeals_left: int
    piles: tuple[Pile, ...]
    state: tuple[tuple[str, str | int | bool | None], ...] = ()

    @cached_property
    def _index(self) -> dict[str, int]:
        return {pile.id: i for i, pile in enumerate(self.piles)}

    def pile(self, pile_id: str) -> Pile:
        """The pile with id ``pile_id``; :class:`InvalidMoveError` if there is none."""
        try:
            return self.piles[self._index[pile_id]]
        except (KeyError, TypeError):
            raise InvalidMoveError(f"there is no pile {shown(pile_id)} on this table") from None

    def has_pile(self, pile_id: str) -> bool:
        """Whether the table has a pile ``pile_id``."""
        return pile_id in self._index

    def piles_of(self, role: Role) -> tuple[Pile, ...]:
        """The piles with ``role``, in table order."""
        return tuple(pile for pile in self.piles if pile.role is role)

    def get(self, key: str, default: Any = None) -> Any:
        """The value of ``key`` in ``state``, or ``default``."""
        for name, value in self.state:
            if name == key:
                return value
        return default

    def with_piles(self, changes: Mapping[str, Sequence[Card]]) -> Self:
        """A copy with the cards of some piles replaced, by pile id."""
        index = self._index
        piles = list(self.piles)
        for pile_id, cards in changes.items():
            i = index[pile_id]
            piles[i] = _new_pile(pile_id, piles[i].role, tuple(cards))
        return self._with_table(piles)

    def _moved(self, move: Move) -> Self:
        """A copy with the top ``move.count`` cards of ``move.source`` put onto ``move.target``."""
        piles = list(self.piles)
        index = self._index
        try:
            i, j = index[move.source], index[move.target]
        except (KeyError, TypeError):  # a pile not on the table: pile() says which
            i, j = index[self.pile(move.source).id], index[self.pile(move.target).id]
        source, target = piles[i], piles[j]
        cards = source.cards
        split = len(cards) - move.count
        codes, onto = source._codes, target._codes
        if codes is None or onto is None:
            piles[i] = _new_pile(source.id, source.role, cards[:split])
            piles[j] = _new_pile(target.id, target.role, target.cards + cards[split:])
        else:  # a byte a card: the codes are cut where the cards are
            piles[i] = _new_pile(source.id, source.role, cards[:split], codes[:split])
            piles[j] = _new_pile(target.id, target.role, target.cards + cards[split:], onto + codes[split:])
        return self._with_table(piles)

    def _with_table(self, piles: list[Pile]) -> Self:
        """A copy with ``piles``, the same piles in the same places, some holding other cards.

        The engine's most frequent step: the fields are copied directly rather
        than through dataclasses.replace, and the pile index, unchanged, is shared.
        """
        copy = object.__new__(type(self))
        data = copy.__dict__
        if type(self) is Position:  # its fields and its pile index are all it holds
            data.update(self.__dict__)
        else:
            for name in _POSITION_FIELDS:
                data[name] = getattr(self, name)
        data["piles"] = tuple(piles)
        data["_index"] = self._index
        return copy

    def with_state(self, **values: str | int | bool | None) -> Self:
        """A copy with ``state`` keys set (a value of ``None`` removes the key)."""
        merged = dict(self.state)
        for key, value in values.items():
            if value is None:
                merged.pop(key, None)
            else:
                merged[key] = value
        return replace(self, state=tuple(sorted(merged.items())))

    def cards(self) -> Iterable[Card]:
        """Every card on the table."""
        for pile in self.piles:
            yield from pile.cards

    def table_key(self) -> tuple[object, ...]:
        """The piles, redeals and state, without the game's name and number: equal keys, equal play."""
        return (self.redeals_left, tuple(pile.cards for pile in self.piles), self.state)


_POSITION_FIELDS = tuple(field.name for field in fields(Position))


# --------------------------------------------------------------------------- moves


_MOVE_TEXT = re.compile(r"([a-z][a-z0-9]*)-([a-z][a-z0-9]*)(?:\(([0-9]+)\))?\Z")
_UNDER_TEXT = re.compile(r"([a-z][a-z0-9]*)-under-([a-z][a-z0-9]*)(?:\(([0-9]+)\))?\Z")


@dataclass(frozen=True, slots=True)
class Move:
    """Cards moved from one pile to another: the top ``count`` cards of ``source`` onto ``target``.

    Text notation ``w1-f2``, or ``t3-t5(3)`` for three cards.

    >>> Move("w1", "f2")
    Move('w1', 'f2')
    >>> Move("t3", "t5", 3).to_dict()
    {'from': 't3', 'to': 't5', 'count': 3}
    >>> print(Move("t3", "t5", 3))
    t3-t5(3)
    """

    source: str
    target: str
    count: int = 1

    def to_dict(self) -> dict[str, object]:
        """The move's dict form: ``{"from": ..., "to": ..., "count": ...}``."""
        return {"from": self.source, "to": self.target, "count": self.count}

    def __str__(self) -> str:
        return f"{self.source}-{self.target}" + (f"({self.count})" if self.count != 1 else "")

    def __repr__(self) -> str:
        count = f", {self.count}" if self.count != 1 else ""
        return f"Move({self.source!r}, {self.target!r}{count})"


@dataclass(frozen=True, slots=True)
class Redeal:
    """Gather the cards and deal again, as the rules allow.

    ``order`` is the player's choice where the rules give one (for example the
    order in which piles are gathered); empty when the rules fix it.
    Text notation ``redeal`` or ``redeal w3 w1 w2 w4``.
    """

    order: tuple[str, ...] = ()

    def to_dict(self) -> dict[str, object]:
        """``{"redeal": true}``, with ``"order"`` when one is chosen."""
        return {"redeal": True, "order": list(self.order)} if self.order else {"redeal": True}

    def __str__(self) -> str:
        return " ".join(("redeal", *self.order))

    def __repr__(self) -> str:
        return f"Redeal({self.order!r})" if self.order else "Redeal()"


@dataclass(frozen=True, slots=True)
class Deal:
    """Deal the next round from the stock, in patiences where dealing is a step of play.

    Text notation ``deal``; dict form ``{"deal": true}``.
    """

    def to_dict(self) -> dict[str, object]:
        """``{"deal": true}``."""
        return {"deal": True}

    def __str__(self) -> str:
        return "deal"

    def __repr__(self) -> str:
        return "Deal()"


@dataclass(frozen=True, slots=True)
class Under:
    """Cards put beneath a pile: the top ``count`` cards of ``source``, in their order, under the cards of ``target``.

    A move of its own kind, not a :class:`Move`: no rule that allows a card
    onto a pile allows it under one, and the engine refuses it unless a rule
    of the patience allows it by name (Hoffmann's Puss in the Corner moves
    cards "to the top or bottom" of another heap).
    Text notation ``w1-under-w2``, or ``w1-under-w2(3)`` for three cards.

    >>> print(Under("w1", "w2", 3))
    w1-under-w2(3)
    >>> Under("w1", "w2").to_dict(), parse_move("w1-under-w2(3)")
    ({'from': 'w1', 'under': 'w2', 'count': 1}, Under('w1', 'w2', 3))
    """

    source: str
    target: str
    count: int = 1

    def to_dict(self) -> dict[str, object]:
        """The move's dict form: ``{"from": ..., "under": ..., "count": ...}``."""
        return {"from": self.source, "under": self.target, "count": self.count}

    def __str__(self) -> str:
        return f"{self.source}-under-{self.target}" + (f"({self.count})" if self.count != 1 else "")

    def __repr__(self) -> str:
        count = f", {self.count}" if self.count != 1 else ""
        return f"Under({self.source!r}, {self.target!r}{count})"


#: Anything a player can do: move cards onto a pile or under it, redeal, deal.
Action: TypeAlias = Move | Under | Redeal | Deal


def _pile_id(value: object, what: str) -> str:
    if not isinstance(value, str) or not PILE_ID.match(value):
        raise InvalidMoveError(f"{what} must be a pile id like 'w1' or 'stock', not {shown(value)}")
    return value


def _count(value: object) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_COUNT:
        raise InvalidMoveError(f"a move's count is a whole number from 1 to {MAX_COUNT}, not {shown(value)}")
    return value


def _move_from_dict(data: Mapping[Any, Any]) -> Action:
    if data.get("redeal") is True:
        order = data.get("order", [])
        if not isinstance(order, list):
            raise InvalidMoveError(f"a redeal's order is a list of pile ids, not {shown(order)}")
        return Redeal(tuple(_pile_id(item, "each pile of a redeal's order") for item in order))
    if data.get("deal") is True:
        return Deal()
    if "from" in data and "under" in data and "to" not in data:
        return Under(_pile_id(data["from"], '"from"'), _pile_id(data["under"], '"under"'), _count(data.get("count", 1)))
    if "from" not in data or "to" not in data:
        raise InvalidMoveError('a move needs "from" and "to" (or "under"; or "redeal": true, or "deal": true)')
    count = _count(data.get("count", 1))
    return Move(_pile_id(data["from"], '"from"'), _pile_id(data["to"], '"to"'), count)


def _move_from_text(text: str) -> Action:
    words = text.strip().lower().split()
    if not words:
        raise InvalidMoveError("an empty string is not a move")
    if words[0] == "redeal":
        return Redeal(tuple(_pile_id(word, "each pile of a redeal's order") for word in words[1:]))
    if words == ["deal"]:
        return Deal()
    under = _UNDER_TEXT.match(words[0]) if len(words) == 1 else None
    match = under or (_MOVE_TEXT.match(words[0]) if len(words) == 1 else None)
    if match is None:
        raise InvalidMoveError(f"not a move: {text!r} (write e.g. 'w1-f2', 't3-t5(3)', 'redeal' or 'deal')"[:200])
    source, target, count = match.groups()
    kind = Under if under else Move
    if count is None:
        return kind(source, target)
    if len(count) > len(str(MAX_COUNT)):
        raise InvalidMoveError(f"a move's count is a whole number from 1 to {MAX_COUNT}, not {shown(count)}")
    return kind(source, target, _count(int(count)))


def parse_move(move: object) -> Action:
    """A move from a :class:`Move` (or :class:`Redeal`, :class:`Deal`), its dict form or its text.

    >>> parse_move("w1-f2"), parse_move({"from": "stock", "to": "w3"}), parse_move("redeal")
    (Move('w1', 'f2'), Move('stock', 'w3'), Redeal())
    >>> parse_move("w1 to f2")
    Traceback (most recent call last):
    ...
    patience_core.errors.InvalidMoveError: not a move: 'w1 to f2' (write e.g. 'w1-f2', 't3-t5(3)', 'redeal' or 'deal')
    """
    if isinstance(move, Move | Under):
        _pile_id(move.source, "a move's source")
        _pile_id(move.target, "a move's target")
        _count(move.count)
        return move
    if isinstance(move, Redeal):
        if not isinstance(move.order, tuple):
            raise InvalidMoveError(f"a redeal's order is a tuple of pile ids, not {shown(move.order)}")
        for item in move.order:
            _pile_id(item, "each pile of a redeal's order")
        return move
    if isinstance(move, Deal):
        return move
    if isinstance(move, str):
        return _move_from_text(move)
    if isinstance(move, Mapping):
        return _move_from_dict(move)
    raise InvalidMoveError(f"not a move: {shown(move)}")


def check_state_value(key: object, value: object) -> tuple[str, str | int | bool | None]:
    """One ``state`` entry, checked to be a short name and a JSON scalar."""
    if not isinstance(key, str) or len(key) > 40 or not PILE_ID.match(key.replace("_", "")):
        raise PositionError(f"a state key is a short lower-case name, not {shown(key)}")
    if value is not None and not isinstance(value, str | int | bool):
        raise PositionError(f"state {key!r} must be a string, number or boolean, not {type(value).__name__}")
    if isinstance(value, str) and len(value) > 200:
        raise PositionError(f"state {key!r} is too long")
    if isinstance(value, int) and not -MAX_STATE_INT <= value <= MAX_STATE_INT:
        raise PositionError(f"state {key!r} is a number beyond ±2**53, which JSON cannot carry exactly")
    return key, value
