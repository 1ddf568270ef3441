"""The hook specifications: the rules a patience consists of.

A patience is a pluggy plugin of the project ``patience``. One hook describes
it (:func:`patience_variant`); the others are its rules: the deal, which moves
there are and which are legal, what a move does, the redeal and the win.

**How a call reaches only the game being played.** The plugins installed
through the ``patience`` entry point group are registered in one *registry*
manager, and the only hook called there is :func:`patience_variant`: each plugin
says which patience it provides and hands over its rule objects. To play, the
engine builds a separate manager, a *rulebook*, for one variant and one
edition, registering, bottom to top:

1. the core's defaults (``trylast``), which know no game;
2. the variant's rule objects, in the order the variant lists them (a game
   built on another lists the parent's rules first, then its own);
3. the edition's rule objects.

pluggy calls the most recently registered implementation first, and every rule
hook below is ``firstresult``, so the edition's rule wins where it has one, the
variant's where it has one, and the default last. Returning ``None`` means
"no opinion: ask the layer below". No rule ever sees another game's call.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import TYPE_CHECKING

from patience_core.markers import hookspec

# The bodies are docstrings only: pluggy reads the names, arguments and docs.
# mypy: disable-error-code="empty-body"

if TYPE_CHECKING:
    from patience_core.cards import Card
    from patience_core.model import Action, EditionOf, Move, Pile, Position, Redeal, Setup, Variant
    from patience_core.rulings import Ruling


@hookspec
def patience_variant() -> Variant:
    """Describe the patience this plugin provides.

    Called once for each installed plugin when the plugins are loaded, in the
    registry manager only. Every plugin's result is collected.

    :returns: the :class:`~patience_core.Variant`: name, title, aliases,
        family, packs, sources, editions and the rule objects that implement the
        hooks below.
    """


@hookspec
def patience_editions() -> Iterable[EditionOf]:
    """Add editions to patiences that other plugins provide.

    Called once for each installed plugin when the plugins are loaded, in the
    registry manager only, after every plugin has described its own patience;
    a plugin may implement this hook, :func:`patience_variant`, or both. It is
    how a second book's text of a game already played after a first book
    joins that patience as an edition of it, rather than becoming a second
    patience of the same name. An edition offered to a patience that is not
    installed, or under a name the patience already has, sets the offering
    plugin aside with a message that says so.

    :returns: :class:`~patience_core.EditionOf` values, each naming the
        patience (or an alias) and the edition; the edition is normally
        ``standalone``, with rules of its own.
    """


@hookspec(firstresult=True)
def patience_deal(setup: Setup) -> Position | None:
    """Lay out the table from the shuffled pack: the deal.

    Called once when a game starts. Required: every variant implements it.
    Stops at first non-None result.

    :param setup: the variant, edition, deal number, the redeals the edition
        allows and the shuffled pack, bottom to top (deal from the end).
    :returns: the first position, with every card of the pack on the table and
        ``redeals_left`` set.
    """


@hookspec
def patience_candidate_moves(position: Position) -> Iterable[Action]:
    """Offer moves that may be legal in ``position``.

    Called whenever the legal moves of a position are wanted. Every layer's
    result is collected, in order, duplicates dropped; each candidate is then
    judged by :func:`patience_check_move`, :func:`patience_can_lift` and
    :func:`patience_can_place`, so a candidate that breaks a rule never shows.
    The core's default offers the moves of :func:`patience_card_moves`. A
    plugin adds the moves those cannot guess: redeals with their choices, a deal.

    :param position: the position to move from.
    :returns: candidate moves; an empty iterable when the plugin adds none.
    """


@hookspec(firstresult=True)
def patience_card_moves(position: Position) -> Iterable[Action] | None:
    """Offer the moves of cards worth judging in ``position``, in place of the core's guess.

    Called by the core's default :func:`patience_candidate_moves` whenever the
    legal moves of a position are wanted. Stops at first non-None result. The
    core's default (``trylast``) offers every count of every pile's top cards
    that :func:`patience_can_lift` allows, onto every other pile: right for any
    game, but hundreds of questions a position in a two-pack game. A plugin
    that knows where its cards can go returns those moves instead. Each is
    still judged, so offering a move the rules forbid is harmless; leaving out
    a legal one hides it from the player.

    :param position: the position to move from.
    :returns: the candidate moves (redeals and deals may be among them), or
        ``None`` to leave it to the layer below.
    """


@hookspec(firstresult=True)
def patience_check_move(position: Position, move: Action) -> Ruling | None:
    """Rule on a whole move before its parts are judged.

    Called first for every move, redeal and deal the engine judges. Stops at
    first non-None result. Use it for rules about the move as a whole: where a
    pile may be filled from, when a redeal is allowed, a privilege. For a
    :class:`~patience_core.Move`, ``None`` passes it on to
    :func:`patience_can_lift` and :func:`patience_can_place`; for a redeal or a
    deal, ``None`` from every layer means the move is illegal.

    :param position: the position the move is played in.
    :param move: the move, redeal or deal; its pile ids exist and its count is
        not more than the source pile holds.
    :returns: a :class:`~patience_core.Ruling` that decides the move, or ``None``.
    """


@hookspec(firstresult=True)
def patience_can_lift(position: Position, pile: Pile, count: int) -> Ruling | None:
    """Rule whether the top ``count`` cards of ``pile`` may be picked up.

    Called for each move not decided by :func:`patience_check_move`, and by the
    default candidate generator for ``count`` 1, 2, ... until it is refused (so
    a pile that allows ``n`` cards should allow fewer). Stops at first non-None
    result; ``None`` from every layer means the cards may not be lifted, and
    the refusal cites the clause that says what leaves the pile, or the game's
    text (:func:`~patience_core.defaults.no_rule`).

    :param position: the position.
    :param pile: the pile the cards come from (it holds at least ``count``).
    :param count: how many cards, from the top.
    :returns: a :class:`~patience_core.Ruling`, or ``None``.
    """


@hookspec(firstresult=True)
def patience_can_place(position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
    """Rule whether ``cards`` may be put onto ``pile``: the building rules.

    Called after :func:`patience_can_lift` allowed a move, and when a loaded
    position's foundations are checked card by card. Stops at first non-None
    result; ``None`` from every layer means the cards may not go there, and
    the refusal cites the clause that says what the pile takes, or the game's
    text (:func:`~patience_core.defaults.no_rule`).

    :param position: the position (``pile`` as it lies in it).
    :param pile: the pile that would receive the cards.
    :param cards: the cards, bottom to top, as they would lie on the pile.
    :returns: a :class:`~patience_core.Ruling`, or ``None``.
    """


@hookspec(firstresult=True)
def patience_apply_move(position: Position, move: Move | Action) -> Position | None:
    """Carry out a legal move or deal.

    Called after the move was judged legal. Stops at first non-None result.
    The core's default moves the top ``count`` cards of the source onto the
    target; implement it for deals and for moves with consequences (a space
    filled automatically, a privilege earned).

    :param position: the position before the move.
    :param move: the legal move or deal (never a redeal: see :func:`patience_redeal`).
    :returns: the position after it.
    """


@hookspec(firstresult=True)
def patience_redeal(position: Position, redeal: Redeal) -> Position | None:
    """Gather the cards and deal again: the redeal.

    Called after :func:`patience_check_move` allowed the redeal. Stops at first
    non-None result. The engine then lowers ``redeals_left`` by one.

    :param position: the position before the redeal.
    :param redeal: the redeal, with the player's choice (``order``) if any.
    :returns: the position after the cards are dealt again.
    """


@hookspec(firstresult=True)
def patience_is_won(position: Position) -> bool | None:
    """Say whether ``position`` is won: the win check.

    Called after every move. Stops at first non-None result. The core's default
    says won when every card lies on a foundation.

    :param position: the position.
    :returns: ``True`` or ``False``, or ``None`` to leave it to the layer below.
    """


@hookspec
def patience_check_position(position: Position) -> Iterable[str]:
    """Find what is impossible in a position read from outside (a save file).

    Called when a position is loaded, after the core has checked its piles, its
    cards and its foundations. Every layer's result is collected.

    :param position: the position read.
    :returns: a message for each problem found; an empty iterable when none.
    """


# --------------------------------------------------------------------------- solver hints
# Optional: the solver (:mod:`patience_core.solving.solver`) works without them, through
# the rule hooks above. A plugin implements them to make the search faster; a
# hint must never change which positions can be won.


@hookspec(firstresult=True)
def patience_solver_moves(position: Position) -> Iterable[Action | tuple[Action, ...]] | None:
    """Offer the solver the legal moves of ``position``, best first: a fast path.

    Called by the solver for every position it expands, instead of the
    engine's candidate-and-judge loop. Stops at first non-None result.
    The moves must be legal, in the order the solver should try them, and
    must leave out no legal move except one that leads to the same key under
    :func:`patience_solver_canonical` as a move offered (into each of several
    interchangeable spaces, say) or as the position itself. A winning line is
    always replayed through the ordinary rules before it is reported, but a
    move wrongly left out could make the solver call a winnable deal lost.

    An entry may also be a tuple of moves, each legal where it comes, which
    the solver plays one after another as one step, never searching the
    positions between them: the turns of a stock that bring up a card, then
    that card played (Solvitaire's "k+" moves). A move the hint offers only
    as the start of its tuples may then be left out on its own, where every
    line that wins through it can be reordered to play it only in such a
    tuple: a card turned onto a talon changes nothing but the talon, so the
    turn can wait until just before a card it brings up is played (and where
    no card of the stock can be played yet, it is not offered at all).

    :param position: the position to move from.
    :returns: the legal moves (and tuples of them), most promising first, or
        ``None`` to let the engine find them.
    """


@hookspec(firstresult=True)
def patience_solver_safe_moves(position: Position) -> Iterable[Action] | None:
    """Name moves the solver may play at once, without trying the alternatives.

    Called by the solver on every position it reaches; it plays the first move
    offered, asks again, and so on until none is offered. Stops at first
    non-None result. Offer a move only where it is *provably safe*: if
    ``position`` can be won, the position after the move can be won too (a
    foundation play that no other card could ever need, for example).

    :param position: the position reached.
    :returns: legal moves that never spoil a win (an empty iterable or ``None``
        when there are none).
    """


@hookspec(firstresult=True)
def patience_solver_redundant(position: Position, after: Sequence[Action]) -> Iterable[Action] | None:
    """Name moves of ``position`` that lead only where the position before could go in one move.

    Called by the solver's depth-first passes for every position they expand
    but the first, with ``after``: the move by which the search came from the
    position before, then the safe moves
    (:func:`patience_solver_safe_moves`) played after it, in order. Stops at
    first non-None result. Name a move only where, whatever the position
    before was, the position the move leads to (after its own safe moves)
    has the key (:func:`patience_solver_canonical`) of the position before
    or of one the position before reaches by a single legal move. The
    complete search has then already generated that position among the
    children of the position before, so leaving the move out loses nothing;
    a move named wrongly could make the solver call a winnable deal lost.
    (In Beleaguered Castle, moving again the card the last move moved is
    such a move, when no safe move followed it.)

    :param position: the position about to be expanded.
    :param after: the moves from the position before to ``position``.
    :returns: the moves to leave out (naming a move that is not legal there
        does no harm), or ``None`` (or nothing) when there are none.
    """


@hookspec(firstresult=True)
def patience_solver_dead(position: Position) -> bool | None:
    """Tell the solver that ``position`` can never be won, so that it searches nothing from it.

    Called by the solver on every new position it reaches, after the safe
    moves. Stops at first non-None result. Answer ``True`` only where it is
    *provable* that no line of play from ``position`` wins (cards that must
    reach more foundations than are left to them, for example): the solver
    drops the position unsearched, and a deal whose every line leads to such
    positions is reported lost. A layer above that changes the rules on
    which the argument rests must answer ``False``, not ``None``, to keep a
    layer below from answering.

    :param position: the position reached.
    :returns: ``True`` for a position that cannot be won; ``False`` or
        ``None`` when it may be.
    """


@hookspec(firstresult=True)
def patience_solver_canonical(position: Position) -> object | None:
    """Give the solver a key under which equivalent positions coincide.

    Called by the solver for every position it reaches, to find the positions
    it has already searched. Stops at first non-None result. Two positions may
    share a key only if they are equally winnable: the same cards in the same
    places up to an exchange of piles the rules treat alike (interchangeable
    tableau piles, foundations that build regardless of suit). The key must be
    hashable and compact (``bytes`` is best); the default keys the exact table.

    :param position: the position reached.
    :returns: the key, or ``None`` to key the exact table.
    """


@hookspec(firstresult=True)
def patience_solver_ignores() -> Iterable[str] | None:
    """Tell the solver which features of a position the rules of play mostly ignore.

    Called once per search. Stops at first non-None result. The names known
    are ``"suits"`` (cards move between the piles other than the foundations
    whatever their suits, as in a game that builds regardless of suit) and
    ``"pile order"`` (the piles of each role are interchangeable). With
    either, the solver runs one more heuristic pass, the *blind pass*, that
    treats positions alike when they differ only in those features. Since the
    foundations still care for suits, this can miss wins and proves nothing
    when it fails: it only ever finds wins, each replayed through the rules.
    Declare only what is true of the game's piles, or the pass only wastes
    its share of the budget. A game may list the core's
    :class:`~patience_core.solving.hints.Ignores` among its rules instead of
    writing the hook.

    :returns: the names of the features ignored, or ``None``.
    """


@hookspec(firstresult=True)
def patience_solver_score(position: Position) -> float | None:
    """Guess how near ``position`` is to a win, to tell the solver what to try first.

    Called by the solver for every position it reaches. Stops at first
    non-None result. Only the order of the search depends on it, never a
    verdict. The default counts the cards on the foundations and the empty
    piles.

    :param position: the position reached.
    :returns: a number, higher for more promising positions, or ``None``.
    """
