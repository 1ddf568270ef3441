"""The core's default hook implementations, registered ``trylast`` in every rulebook.

They know no game: they move cards, offer the obvious candidates and call a
game won when every card is on a foundation. Every rule that forbids or allows
something belongs to a plugin, which cites its source; where no rule speaks
to a move, :func:`no_rule` refuses it, citing the clause that says what the
pile takes, or the game's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING

from patience_core.clauses import Dealing, LatestKing, Layout, Refill
from patience_core.markers import hookimpl
from patience_core.model import Move, Pile, Role
from patience_core.provenance import Citation, Reading, Source

if TYPE_CHECKING:
    from patience_core.model import Action, Position, Ruling
    from patience_core.rulebook import Rulebook


class CoreDefaults:
    """Default implementations; one instance per rulebook, which it asks for lifting rules."""

    def __init__(self, rulebook: Rulebook) -> None:
        self._rulebook = rulebook

    @hookimpl(trylast=True)
    def patience_candidate_moves(self, position: Position) -> Iterable[Action]:
        """The card moves the top layer of :func:`~patience_core.hookspecs.patience_card_moves` offers."""
        return self._rulebook.card_moves(position)

    @hookimpl(trylast=True)
    def patience_card_moves(self, position: Position) -> Iterator[Action]:
        """Every liftable run of top cards onto every other pile."""
        can_lift = self._rulebook.can_lift
        for source in position.piles:
            counts = []
            for count in range(1, len(source.cards) + 1):
                ruling = can_lift(position, source, count)
                if not ruling.legal:
                    break
                counts.append(count)
            if not counts:
                continue
            for target in position.piles:
                if target.id != source.id:
                    for count in counts:
                        yield Move(source.id, target.id, count)

    @hookimpl(trylast=True)
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the top ``count`` cards of the source onto the target."""
        if not isinstance(move, Move):
            return None
        return position._moved(move)

    @hookimpl(trylast=True)
    def patience_is_won(self, position: Position) -> bool:
        """Won when no card lies outside the foundations."""
        return all(pile.role is Role.FOUNDATION or not pile.cards for pile in position.piles)


def no_rule(pile: Pile, what: str, rules: Sequence[object], text: Citation | None) -> Ruling:
    """The ruling when no layer has a rule for cards that ``what`` (``"go onto"``, ``"be taken from"``) ``pile``.

    It refuses the move and says what that rests on: the clause of ``rules``
    (top layer first) that says what the pile takes, or gives up, when one
    does (a space rule that asks for an empty pile, a refill, the deal that
    lays the pile's cards); else the game's text, ``text``, none of whose
    rules lets the cards go.

    >>> from patience_core.clauses import Building, DealRound, Layout, table_of
    >>> from patience_core.model import Role
    >>> from patience_core.works import CADOGAN_1914
    >>> fortress = CADOGAN_1914.game("Fortress")
    >>> rules = (Layout(table_of(tableau=("t1",), stock="stock"), DealRound(fortress.play(1), to=("t1",)),
    ...                 rest="stock"), Building(fortress.play(3)))
    >>> empty = no_rule(Pile("t1", Role.TABLEAU), "go onto", rules, fortress)
    >>> print(empty.rule)
    t1 takes only what its rule allows: a card goes on the next higher card regardless of suit
    >>> print(empty.source)
    Cadogan 1914, "Fortress", play ¶3
    >>> print(no_rule(Pile("stock", Role.STOCK), "go onto", rules, fortress).describe())
    stock takes only the cards the deal lays there [Cadogan 1914, "Fortress", play ¶1]
    >>> print(no_rule(Pile("w1", Role.WASTE), "be taken from", rules, fortress).describe())
    no rule of this patience lets cards be taken from w1 [Cadogan 1914, "Fortress"]
    """
    from patience_core.model import illegal

    layers = tuple(reversed(tuple(rules)))
    said = _what_it_takes(pile, layers) if what == "go onto" else _what_it_gives(pile, layers)
    if said is not None:
        return illegal(*said)
    return illegal(f"no rule of this patience lets cards {what} {pile.id}", text)


def _governs(rule: object, attribute: str, pile: Pile) -> bool:
    """Whether the pile, or its role, is among those ``rule`` names by ``attribute``."""
    named = getattr(rule, attribute, None)
    if isinstance(named, Role):
        return pile.role is named
    if isinstance(named, str):
        return pile.id == named
    return isinstance(named, tuple) and pile.id in named


def _dealt(pile: Pile, layers: Sequence[object]) -> Citation | None:
    """The citation of the step of the deal that lays ``pile``'s cards (or leaves it the rest), if one does."""
    for rule in layers:
        if isinstance(rule, Layout) and rule.steps:
            for step in rule.steps:
                if _governs(step, "to", pile):
                    return step.cite
            if rule.rest == pile.id:
                return rule.steps[-1].cite
        if isinstance(rule, Dealing) and _governs(rule, "piles", pile):
            return rule.cite
        if isinstance(rule, LatestKing):
            rows = [place for row in rule.rows.values() for place in row]
            if pile.id in rule.under or pile.id in rows:
                return rule.cite
    return None


def _what_it_takes(pile: Pile, layers: Sequence[object]) -> tuple[str, Citation] | None:
    """What the clause that says what ``pile`` takes says, and its citation: a placing rule, a refill, the deal."""
    for rule in layers:
        if hasattr(rule, "accepts") and _governs(rule, "piles", pile) and isinstance(getattr(rule, "rule", None), str):
            return f"{pile.id} takes only what its rule allows: {rule.rule}", rule.cite  # type: ignore[attr-defined]
    for rule in layers:
        if isinstance(rule, Refill) and _governs(rule, "piles", pile):
            return f"{pile.id} takes only what its rule allows: {rule.rule}", rule.cite
    dealt = _dealt(pile, layers)
    return None if dealt is None else (f"{pile.id} takes only the cards the deal lays there", dealt)


def _what_it_gives(pile: Pile, layers: Sequence[object]) -> tuple[str, Citation] | None:
    """What the clause that says what leaves ``pile`` says, and its citation: a deal from it, or the deal laying it."""
    for rule in layers:
        if isinstance(rule, (Dealing, LatestKing)) and rule.stock == pile.id:
            return f"{pile.id} gives up cards only as they are dealt", rule.cite
    dealt = _dealt(pile, layers)
    return None if dealt is None else (f"{pile.id} keeps the cards the deal lays there", dealt)


def game_text(rules: Sequence[object], sources: Sequence[Citation]) -> Citation | None:
    """The text a game's rules read, cited where none allows a move: the game its clauses cite, else ``sources``.

    A clause citing a rule or paragraph of a game names the game; a reading names the text it reads.
    """
    for rule in rules:
        cite = getattr(rule, "cite", None)
        if isinstance(cite, Reading):
            cite = cite.of
        if isinstance(cite, Source) and cite.chapter:
            return cite.game(cite.chapter)
    found = next(iter(sources), None)
    return found.of if isinstance(found, Reading) else found
