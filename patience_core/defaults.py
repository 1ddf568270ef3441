"""The core's default hook implementations, registered ``trylast`` in every rulebook.

They know no game: they move cards, offer the obvious candidates and call a
game won when every card is on a foundation. Every rule that forbids or allows
something belongs to a plugin, which cites its source; where no rule speaks
to a move, :func:`no_rule` refuses it, citing the clause that says what the
pile takes, or the game's text.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from typing import TYPE_CHECKING, Protocol

from patience_core.markers import hookimpl
from patience_core.model import Move, Role, Under
from patience_core.rulings import illegal
from patience_core.sources import Citation, Reading, Source

if TYPE_CHECKING:
    from patience_core.model import Action, Pile, Position
    from patience_core.rulings import Ruling


class Questions(Protocol):
    """The two questions the defaults put back to the rulebook that holds them: a ``Rulebook`` answers them.

    Named here, so that the defaults, which the rulebook registers first, need not know the rulebook.
    """

    def card_moves(self, position: Position) -> Iterable[Action]:
        """The card moves worth judging, from the top layer that offers them."""
        ...

    def can_lift(self, position: Position, pile: Pile, count: int) -> Ruling:
        """The ruling on picking up the top ``count`` cards of ``pile``."""
        ...


class CoreDefaults:
    """Default implementations; one instance per rulebook, which it asks for lifting rules."""

    def __init__(self, rulebook: Questions) -> None:
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
        """Move the top ``count`` cards of the source onto the target (or, for :class:`Under`, beneath it)."""
        if isinstance(move, Under):
            source, target = position.pile(move.source), position.pile(move.target)
            split = len(source.cards) - move.count
            moved = source.cards[split:] + target.cards
            return position.with_piles({source.id: source.cards[:split], target.id: moved})
        if not isinstance(move, Move):
            return None
        return position._moved(move)

    @hookimpl(trylast=True)
    def patience_is_won(self, position: Position) -> bool:
        """Won when no card lies outside the foundations."""
        return all(pile.role is Role.FOUNDATION or not pile.cards for pile in position.piles)


def no_rule(pile: Pile, what: str, rules: Sequence[object], text: Citation | None) -> Ruling:
    """The ruling when no layer has a rule for cards that ``what`` (``"go onto"``, ``"be taken from"``) ``pile``.

    It refuses the move and says what that rests on: the rule object of
    ``rules`` (top layer first) that says what the pile takes, or gives up;
    else the game's text, ``text``, none of whose rules lets the cards go.
    What a pile takes is said by a clause that places cards on it (one with
    ``accepts``, its ``piles``, ``rule`` and ``cite``: a space rule, say, whose
    condition the move does not meet), else by one that lays cards there
    outside play (``lays(pile)``, giving its rule and citation: the deal, a
    refill); what a pile gives up, by one that deals from it
    (``deals_from(pile)``), else by what laid its cards. The rulebook does not
    import the clauses: it reads these attributes from the rule objects it
    holds.

    >>> from patience_core.clauses import Building, DealRound, Layout, table_of
    >>> from patience_core.defaults import no_rule
    >>> from patience_core.sources import CADOGAN_1914
    >>> fortress = CADOGAN_1914.game("Fortress")
    >>> rules = (Layout(table_of(tableau=("t1",), stock="stock"), DealRound(fortress.play(1), to=("t1",)),
    ...                 rest="stock"), Building(fortress.play(3)))
    >>> empty = no_rule(Pile("t1", Role.TABLEAU), "go onto", rules, fortress)
    >>> print(empty.rule)
    t1 takes only what its rule allows: a card goes on the next higher card regardless of suit
    >>> print(empty.source)
    Cadogan 1914, "Fortress", play ¶3
    >>> print(no_rule(Pile("stock", Role.STOCK), "go onto", rules, fortress).rule)
    stock takes only what its rule allows: the deal leaves the rest of the pack there
    >>> print(no_rule(Pile("w1", Role.WASTE), "be taken from", rules, fortress).describe())
    no rule of this patience lets cards be taken from w1 [Cadogan 1914, "Fortress"]
    """
    layers = tuple(reversed(tuple(rules)))
    if what == "go onto":
        said = _placing(pile, layers) or _said(pile, layers, "lays")
        if said is not None:
            return illegal(f"{pile.id} takes only what its rule allows: {said[0]}", said[1])
    else:
        said = _said(pile, layers, "deals_from") or _said(pile, layers, "lays")
        if said is not None:
            return illegal(f"{pile.id} gives up cards only as its rule says: {said[0]}", said[1])
    return illegal(f"no rule of this patience lets cards {what} {pile.id}", text)


def _placing(pile: Pile, layers: Sequence[object]) -> tuple[str, Citation] | None:
    """The rule and citation of the first clause placing cards on ``pile`` (``accepts``, and ``piles`` naming it)."""
    for rule in layers:
        piles, said, cite = getattr(rule, "piles", None), getattr(rule, "rule", None), getattr(rule, "cite", None)
        named = pile.role is piles if isinstance(piles, Role) else isinstance(piles, tuple) and pile.id in piles
        if hasattr(rule, "accepts") and named and isinstance(said, str) and isinstance(cite, (Source, Reading)):
            return said, cite
    return None


def _said(pile: Pile, layers: Sequence[object], asked: str) -> tuple[str, Citation] | None:
    """The first answer of the layers' ``asked`` method (``lays``, ``deals_from``) about ``pile``."""
    for rule in layers:
        method = getattr(rule, asked, None)
        said = method(pile) if callable(method) else None
        if said is not None:
            return said  # type: ignore[no-any-return]
    return None


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
