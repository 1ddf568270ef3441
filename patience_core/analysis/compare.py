"""Editions of one patience compared, part by part, from the rules they are made of.

Each edition is a list of rule objects, most of them clauses that say in words
what they state and cite what they rest on. :func:`compare` reads those lists,
sorts every statement under the part of the game it governs (:class:`~patience_core.clauses.Part`) and
says, part by part, whether the editions agree, and where they differ what each
states and cites. Nothing here is written by hand for a game: two editions that
differ in a clause differ in the comparison, and the day a clause changes, so
does the comparison.

Where a statement comes from:

- the number of packs and of redeals, from the patience and the edition;
- a rule object with a ``says`` (a sentence) or ``rule`` (the wording its
  rulings give) attribute, cited by its ``cite`` attribute; a clause of the
  core whose wording is not one sentence (the deal's steps, the talon) is
  described by :func:`describe`, which a plugin may extend for its own classes
  (``describe.register``);
- any other rule object, by the first sentence of its class's docstring, cited
  by the first :data:`~patience_core.sources.Citation` it holds.

The part a rule object governs is its ``governs`` attribute (a
:class:`~patience_core.clauses.Part`, which every clause of the core declares),
or, for a rule object without one, the first of the hooks it implements found
in ``HOOK_PARTS``. An edition layered over the base (not ``standalone``)
inherits the base's statements; its own are marked so (:attr:`Statement.own`),
since they stand above the base's and decide first.

>>> olympus = compare("mount-olympus", "cadogan-1914", "pysolfc")
>>> [part.part.value for part in olympus.differences()]
['the deal and layout', 'what is available', 'spaces', 'stock and talon', 'redeals']
>>> for statement in olympus.part(Part.REDEALS).statements["pysolfc"]:
...     print(statement)
no redeal

Words alone can hide a difference: an edition may keep the base's clauses and
add one that decides first. :meth:`Comparison.in_play` plays the editions'
deals side by side and reports the moves they rule on differently
(:func:`divergences`):

>>> sultan = compare("sultan", "cadogan-1914", "optional-play")
>>> sultan.differences()
()
>>> found = sultan.in_play(limit=1)[0]
>>> print(found.number, len(found.moves), found.move)
1 9 stock-talon
>>> for edition, ruling in found.rulings:
...     print(edition, "allows" if ruling.legal else "refuses", "|", ruling.describe())
cadogan-1914 refuses | a card turned that fits a foundation is played to it [reading: a card turned that fits is played]
optional-play allows | a card turned is laid on the talon [reading: a card turned may be laid aside, fitting or not]
"""

from __future__ import annotations

import functools
import inspect
import random
import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING

from patience_core import clauses
from patience_core.clauses import Part
from patience_core.deals import shuffled_pack
from patience_core.model import Action, Edition, Position, Role, Variant
from patience_core.rulebook import Rulebook
from patience_core.rulings import Ruling
from patience_core.sources import Citation, Reading, Source, is_citation

if TYPE_CHECKING:
    from patience_core.registry import Registry

__all__ = [
    "HOOK_PARTS",
    "Comparison",
    "Divergence",
    "PartComparison",
    "Statement",
    "compare",
    "describe",
    "divergences",
    "statements",
]


#: Hooks that only help the engine find and weigh moves: an object implementing nothing else states no rule.
ENGINE_HOOKS = ("patience_solver_", "patience_card_moves")

#: The part a rule object governs when nothing else says: the first of its hooks found here.
HOOK_PARTS = (
    ("patience_deal", Part.DEAL),
    ("patience_redeal", Part.REDEALS),
    ("patience_is_won", Part.WIN),
    ("patience_can_lift", Part.AVAILABLE),
    ("patience_can_place", Part.BUILDING),
)


@dataclass(frozen=True)
class Statement:
    """What one rule of an edition states, and what it cites (``None``: a fact the engine counts)."""

    text: str
    cite: Citation | None = None
    #: Whether the statement is the edition's own, layered over the base's rules, rather than the base's.
    own: bool = False

    def __str__(self) -> str:
        mark = " (over the base rules)" if self.own else ""
        return self.text + (f" [{self.cite}]" if self.cite is not None else "") + mark


@dataclass(frozen=True)
class PartComparison:
    """One part of the game in each edition compared: the statements of each edition, by edition name."""

    part: Part
    statements: dict[str, tuple[Statement, ...]] = field(hash=False)

    @property
    def agree(self) -> bool:
        """Whether every edition states the same things in this part (whatever each cites)."""
        texts = [sorted(statement.text for statement in found) for found in self.statements.values()]
        return all(text == texts[0] for text in texts)

    @property
    def cited_alike(self) -> bool:
        """Whether every edition states the same things in this part and cites the same for them."""
        said = [sorted(map(str, found)) for found in self.statements.values()]
        return all(each == said[0] for each in said)


@dataclass(frozen=True)
class Comparison:
    """Editions of one patience compared part by part."""

    variant: Variant
    editions: tuple[Edition, ...]
    parts: tuple[PartComparison, ...]

    def part(self, part: Part) -> PartComparison:
        """The comparison of ``part``."""
        return next(found for found in self.parts if found.part is part)

    def differences(self) -> tuple[PartComparison, ...]:
        """The parts in which the editions do not agree."""
        return tuple(found for found in self.parts if not found.agree)

    def in_play(self, *, deals: Iterable[int] = range(1, 6), limit: int = 3) -> tuple[Divergence, ...] | None:
        """Moves the editions rule on differently in play (see :func:`divergences`); ``None`` if they deal apart."""
        return divergences(self.variant, self.editions, deals=deals, limit=limit)

    def summary(self) -> str:
        """One line: the parts where the editions agree and those where they differ."""
        agree = [found.part.value for found in self.parts if found.agree]
        differ = [found.part.value for found in self.differences()]
        return f"agree on {', '.join(agree) or 'nothing'}; differ on {', '.join(differ) or 'nothing'}"

    def __str__(self) -> str:
        names = ", ".join(edition.name for edition in self.editions)
        lines = [f"{self.variant.title}: {names}", self.summary()]
        for found in self.parts:
            verdict = "they differ" if not found.agree else "the same" if found.cited_alike else "the same, cited apart"
            lines.append(f"{found.part.value}: {verdict}")
            for edition in self.editions if not found.cited_alike else self.editions[:1]:
                lead = "  " if found.cited_alike else f"  {edition.name}: "
                said = found.statements[edition.name]
                lines += [lead + str(statement) for statement in said] or [lead + "nothing"]
        return "\n".join(lines)


# --------------------------------------------------------------------------- describing rule objects


def _cards(cards: Sequence[object]) -> str:
    return " ".join(map(str, cards))


def _piles(piles: object) -> str:
    if isinstance(piles, Role):
        return f"the {piles.value} piles"
    if isinstance(piles, str):
        return piles
    names = tuple(piles) if isinstance(piles, Iterable) else ()
    return f"{len(names)} piles ({names[0]}–{names[-1]})" if len(names) > 2 else " and ".join(map(str, names))


@functools.singledispatch
def describe(rule: object) -> str:
    """What ``rule`` states, in a sentence: its ``says`` or ``rule`` words, or its class's first sentence."""
    for name in ("says", "rule"):
        said = getattr(rule, name, None)
        if isinstance(said, str) and said:
            return said
    doc = inspect.getdoc(type(rule)) or type(rule).__name__
    return re.split(r"(?<=[.:])\s+(?=[A-Z])", " ".join(doc.split()), maxsplit=1)[0].rstrip(".:")


@describe.register
def _set_out(step: clauses.SetOut) -> str:
    kept = " to stay" if step.stays else ""
    return f"{_cards(step.cards)} are taken out before the deal and laid on {_piles(step.to)}{kept}"


@describe.register
def _packets(step: clauses.DealPackets) -> str:
    return f"the pack is dealt in packets of {step.size} onto {_piles(step.to)}, one a pile"


@describe.register
def _round(step: clauses.DealRound) -> str:
    times = {None: "until the pack is out", 1: "once round", 2: "twice round"}.get(
        step.rounds, f"{step.rounds} times round"
    )
    aside = "; a card that begins an empty foundation goes there as it comes" if step.aside is not None else ""
    return f"one card is dealt to each of {_piles(step.to)}{_fanned(step.fan)} in turn, {times}{aside}" + _own(
        step.own_number
    )


def _fanned(fan: Sequence[str]) -> str:
    """A fan ending each round, in words: empty without one."""
    return f" and fanwise to one of {_piles(fan)}" if fan else ""


def _own(own_number: str | None) -> str:
    """The put-aside of a card of its pile's own number, in words: empty without one."""
    if own_number is None:
        return ""
    return f"; a card of its pile's own number is put aside on {own_number} and the next takes its place"


#: How the table's piles of each role are counted in words: (one, several).
_ROLE_WORDS = {
    Role.FOUNDATION: ("foundation", "foundations"),
    Role.TABLEAU: ("tableau pile", "tableau piles"),
    Role.RESERVE: ("reserve place", "reserve places"),
    Role.WASTE: ("waste pile", "waste piles"),
    Role.STOCK: ("stock", "stocks"),
}


@describe.register
def _layout(layout: clauses.Layout) -> str:
    roles: dict[Role, int] = {}
    for _, role in layout.table:
        roles[role] = roles.get(role, 0) + 1
    counted = [
        f"{'a' if count == 1 else _number(count)} {_ROLE_WORDS[role][count > 1]}" for role, count in roles.items()
    ]
    rest = f"; what is left of the pack lies on {layout.rest}" if layout.rest else ""
    return f"the table holds {', '.join(counted)}{rest}"


@describe.register
def _spaces(spaces: clauses.Spaces) -> str:
    only = f", filled only from {_piles(spaces.sources)}" if spaces.sources is not None else ""
    now = ", at once, before anything else is played" if spaces.at_once else ""
    return f"{spaces.rule}{only}{now}"


@describe.register
def _talon(talon: clauses.Talon) -> str:
    said = "the pack is turned a card at a time onto the talon, whose top card is available"
    if talon.built_from:
        said += f"; cards of {_piles(talon.built_from)} may be built on it"
        said += ", but not one that can go to a foundation" if talon.unless_home else ""
    return said


@describe.register
def _must(must: clauses.MustPlay) -> str:
    waiting = f"; no card is turned while a card of {_piles(must.waiting)} fits one" if must.waiting else ""
    built = ", or may be built on a pile, is played there" if must.building is not None else ""
    rule = "a card turned that fits a foundation" + built if built else must.rule
    return rule + waiting


@describe.register
def _again(again: clauses.TalonAgain) -> str:
    return "once the pack is out, the talon is turned to be the pack again, as long as a card was placed"


@describe.register
def _dealing(dealing: clauses.Dealing) -> str:
    size = "a card" if dealing.size == 1 else f"a packet of {dealing.size}"
    piles = f"{_piles(dealing.piles)}{_fanned(dealing.fan)}"
    return f"a deal, when the player asks, puts {size} from the pack on each of {piles}" + _own(dealing.own_number)


@describe.register
def _while(wait: clauses.WhileDealing) -> str:
    return "while the pack is being dealt, cards go only to the foundations"


def _cite(rule: object) -> Citation | None:
    """What ``rule`` cites: its ``cite`` attribute, or the first citation it holds."""
    cite = getattr(rule, "cite", None)
    if is_citation(cite):
        return cite
    for value in [*vars(type(rule)).values(), *getattr(rule, "__dict__", {}).values()]:
        if is_citation(value):
            return value  # type: ignore[no-any-return]
    return None


def _part(rule: object) -> Part | None:
    """The part ``rule`` governs; ``None`` for an object that only helps the engine (finds moves, hints the solver)."""
    if hasattr(rule, "governs") and (rule.governs is None or isinstance(rule.governs, Part)):
        return rule.governs
    hooks = [name for name in dir(rule) if name.startswith("patience_") and callable(getattr(rule, name))]
    if hooks and all(name.startswith(ENGINE_HOOKS) for name in hooks):
        return None
    for hook, part in HOOK_PARTS:
        if callable(getattr(rule, hook, None)):
            return part
    return Part.OTHER


def _rule_statements(rule: object, own: bool) -> list[tuple[Part, Statement]]:
    part = _part(rule)
    if part is None:
        return []
    if isinstance(rule, clauses.Layout):
        found = [(Part.DEAL, Statement(describe(rule), None, own))]
        return found + [(Part.DEAL, Statement(describe(step), step.cite, own)) for step in rule.steps]
    return [(part, Statement(describe(rule), _cite(rule), own))]


def statements(variant: Variant, edition: Edition) -> list[tuple[Part, Statement]]:
    """Every statement of ``edition`` of ``variant``, with the part each governs, in the order of its rules."""
    works = [source.of if isinstance(source, Reading) else source for source in edition.sources]
    work = next((source for source in works if isinstance(source, Source)), None)
    played = variant.packs_of(edition)
    packs = "one pack" if played == 1 else f"{_number(played)} packs"
    if not variant.pack.whole:
        packs += f" of {variant.pack.name}"
    redeals = variant.redeals if edition.redeals is None else edition.redeals
    found: list[tuple[Part, Statement]] = [(Part.PACKS, Statement(packs, work))]
    layers = variant.layers(edition)
    base = len(layers) - len(edition.rules)
    shadowed = {type(rule) for rule in edition.rules} if not edition.standalone else set()
    layered = not edition.standalone and edition is not variant.editions[0]
    for i, rule in enumerate(layers):
        if i < base and type(rule) in shadowed:
            continue  # the edition's own clause of this kind stands in its place
        found += _rule_statements(rule, own=layered and i >= base)
    count = "no redeal" if redeals == 0 else "one redeal" if redeals == 1 else f"{_number(redeals)} redeals"
    found.append((Part.REDEALS, Statement(count)))
    if not any(part is Part.WIN for part, _ in found):
        found.append((Part.WIN, Statement("won when every card is on a foundation (the engine's rule)")))
    return found


def _number(count: int) -> str:
    words = ("no", "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten")
    return words[count] if count < len(words) else str(count)


def compare(name: str | Variant, *editions: str, registry: Registry | None = None) -> Comparison:
    """The editions ``editions`` of the patience ``name`` compared part by part (every edition if none is named).

    ``name`` is looked up in ``registry`` (the installed patiences by default), or given as a variant.

    >>> print(compare("nestor").summary())  # doctest: +NORMALIZE_WHITESPACE
    agree on packs, what is available, redeals, pairs and other plays, the win, other rules;
    differ on the deal and layout
    """
    if isinstance(name, Variant):
        variant = name
    else:
        if registry is None:
            from patience_core.registry import default_registry

            registry = default_registry()
        variant = registry.variant(name)
    chosen = tuple(variant.edition(edition) for edition in editions) if editions else variant.editions
    if len(chosen) < 2:
        raise ValueError(
            f"name two editions of {variant.name} or more to compare (it has "
            f"{', '.join(edition.name for edition in variant.editions)})"
        )
    by_edition = {edition.name: statements(variant, edition) for edition in chosen}
    present = {part for found in by_edition.values() for part, _ in found}
    parts = tuple(
        PartComparison(
            part,
            {
                edition: tuple(statement for of, statement in found if of is part)
                for edition, found in by_edition.items()
            },
        )
        for part in Part
        if part in present
    )
    return Comparison(variant, chosen, parts)


# --------------------------------------------------------------------------- in play


@dataclass(frozen=True)
class Divergence:
    """A move the editions rule on differently, met in play on a deal they lay out alike.

    ``moves`` lead from the deal to the position, each legal in every edition;
    ``rulings`` gives each edition's ruling on ``move``, by edition name.
    """

    number: int
    moves: tuple[Action, ...]
    move: Action
    rulings: tuple[tuple[str, Ruling], ...]

    def __str__(self) -> str:
        after = "at the deal" if not self.moves else f"after {len(self.moves)} move{'s' * (len(self.moves) > 1)}"
        said = "; ".join(
            f"{name} {'allows' if ruling.legal else 'refuses'} it: {ruling.describe()}" for name, ruling in self.rulings
        )
        return f"deal {self.number}, {after}, {self.move}: {said}"


def divergences(
    variant: Variant,
    editions: Sequence[Edition],
    *,
    deals: Iterable[int] = range(1, 6),
    steps: int = 200,
    limit: int = 3,
) -> tuple[Divergence, ...] | None:
    """Moves the ``editions`` rule on differently, met playing their deals side by side; ``None`` if they deal apart.

    On each deal, a seeded random walk plays only moves every edition allows,
    and at each position compares the moves each edition allows: the first
    move allowed by some and refused by others is recorded with every
    edition's ruling, and the walk goes on to the next deal, until ``limit``
    are found. Editions whose deals differ (other piles, other cards) cannot
    be played side by side: the answer is then ``None``.

    >>> from patience_core import default_registry
    >>> sultan = default_registry().variant("sultan")
    >>> found = divergences(sultan, [sultan.edition("cadogan-1914"), sultan.edition("optional-play")], limit=1)
    >>> print(found[0])  # doctest: +ELLIPSIS
    deal 1, after 9 moves, stock-talon: cadogan-1914 refuses it: a card turned that fits a foundation is played ...
    """
    books = [Rulebook(variant, edition) for edition in editions]
    found: list[Divergence] = []
    if len({book.packs for book in books}) > 1:
        return None
    for number in deals:
        pack = shuffled_pack(number, books[0].packs, variant.pack)
        tables = [book.deal(number, list(pack)) for book in books]
        if any(table.piles != tables[0].piles for table in tables):
            return None
        positions: list[Position] = tables
        moves: list[Action] = []
        chooser = random.Random(number)
        for _ in range(steps):
            seen = [book.legal_moves(position) for book, position in zip(books, positions, strict=True)]
            common = [move for move in seen[0] if all(move in legal for legal in seen[1:])]
            apart = sorted({move for legal in seen for move in legal} - set(common), key=str)
            if apart:
                move = apart[0]
                rulings = tuple(
                    (book.edition.name, book.judge(position, move))
                    for book, position in zip(books, positions, strict=True)
                )
                found.append(Divergence(number, tuple(moves), move, rulings))
                break
            if not common:
                break
            move = chooser.choice(common)
            moves.append(move)
            # Each edition carries the move out by its own rules: what it records (a privilege earned) may differ.
            positions = [book.apply(position, move) for book, position in zip(books, positions, strict=True)]
            if any(position.piles != positions[0].piles for position in positions):
                break  # the move lays the cards out differently: the tables part here
        if len(found) >= limit:
            break
    return tuple(found)
