"""Sir Tommy, the one-pack patience with four waste piles.

Rules after Parlett (1979); Cheney (1869) prints the same game as "Solitaire".
Both books are known here only via the Wikipedia article "Sir Tommy".
Hoffmann's *Selected Patience Games* (1921), read first-hand, prints it as
No. 1, "The Original Patience", with the same rules: the edition
``hoffmann-1921`` cites it paragraph by paragraph.

The whole pack is the stock, turned one card at a time. Aces start the four
foundations as they turn up; the foundations build up to the kings whatever the
suit. A card turned goes to a foundation or onto any of four waste piles; only
the tops of the waste piles may be played, and only to the foundations. There is
no redeal.

The rules live in :class:`SirTommyRules`, so that another patience (Puss in the
Corner) can list them as its bottom layer and override only what differs.
"""

from __future__ import annotations

from patience_core import (
    Action,
    Edition,
    Move,
    Pile,
    Position,
    Reading,
    Role,
    Ruling,
    Setup,
    Source,
    Variant,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import Card
from patience_core.sources import HOFFMANN_1921
from patience_sir_tommy import hints

WIKIPEDIA_SIR_TOMMY = Source(
    "Wikipedia contributors",
    2026,
    "Sir Tommy",
    key="wikipedia-sir-tommy",
    name='Wikipedia "Sir Tommy"',
    copy="the English article as read in 2026; it summarises Parlett 1979, p. 214, and names Cheney 1869",
)
PARLETT_1979 = Source(
    "Parlett",
    1979,
    "The Penguin Book of Patience",
    pages="214",
    note="the page as the Wikipedia article cites it",
    key="parlett1979",
    via=WIKIPEDIA_SIR_TOMMY,
)
CHENEY_1869 = Source(
    "Cheney",
    1869,
    "Patience",
    note="prints the game as 'Solitaire'",
    key="cheney1869",
    via=WIKIPEDIA_SIR_TOMMY,
)

FOUNDATIONS = ("f1", "f2", "f3", "f4")
WASTES = ("w1", "w2", "w3", "w4")


class SirTommyRules:
    """The rules of Sir Tommy, one hook per rule, each citing its source.

    ``source`` is the work the rulings cite. A patience built on Sir Tommy (Puss
    in the Corner) passes its own source, since its books state these clauses
    again for it, and ``solver_moves=False`` where its moves are not Sir
    Tommy's, so that the solver asks the rules for them. Where a ruling rests
    on our reading of that work rather than on its words, it cites the reading
    (``ace_first``), argued on the game's page; where the work states it
    (Hoffmann 1921, No. 1, ¶2: the aces "as they appear, are placed" in a row
    of their own), ``ace_rule`` cites the work instead.
    """

    def __init__(
        self, source: Source = PARLETT_1979, *, solver_moves: bool = True, ace_rule: Source | None = None
    ) -> None:
        self.source = source
        self.ace_first: Source | Reading = ace_rule or Reading("the ace must start a foundation", of=source)
        self.solver_moves = solver_moves

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """The whole pack, shuffled, is the stock; four empty foundations and four empty waste piles.

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy": nothing is dealt to the table; cards are turned
        from the stock one by one.
        """
        piles = (
            *(Pile(pile_id, Role.FOUNDATION) for pile_id in FOUNDATIONS),
            *(Pile(pile_id, Role.WASTE) for pile_id in WASTES),
            Pile("stock", Role.STOCK, setup.pack),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Where cards may come from and go to.

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy": the card turned from the stock goes to a foundation
        or onto a waste pile, and an ace turned starts a foundation; a waste
        pile's top card may go only to a foundation; the foundations are never
        broken up, and nothing goes back to the stock.
        """
        if not isinstance(move, Move):
            return None
        source = position.pile(move.source)
        target = position.pile(move.target)
        if source.role is Role.FOUNDATION:
            return illegal("cards built on a foundation stay there", self.source)
        if target.role is Role.STOCK:
            return illegal("no card goes back to the stock", self.source)
        if source.role is Role.WASTE and target.role is not Role.FOUNDATION:
            return illegal("a waste pile's top card may be played only to a foundation", self.source)
        top = source.cards[-1]
        if source.role is Role.STOCK and target.role is Role.WASTE and top.is_ace:
            return illegal("an ace turned from the stock must start a foundation", self.ace_first)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """One card at a time: the stock's turned card or a waste pile's top card.

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy".
        """
        if pile.role not in (Role.STOCK, Role.WASTE):
            return None
        if count != 1:
            return illegal("only one card is moved at a time", self.source)
        return legal("the top card may be played", self.source)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Building: foundations up from the ace regardless of suit; waste piles take any card.

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy".
        """
        card = cards[0]
        if pile.role is Role.FOUNDATION:
            return self.foundation_ruling(pile, card)
        if pile.role is Role.WASTE:
            return legal("any card may go onto any waste pile", self.source)
        return None

    def foundation_ruling(self, pile: Pile, card: Card) -> Ruling:
        """The foundation rule: an ace starts a foundation, which builds up regardless of suit."""
        if pile.top is None:
            if card.is_ace:
                return legal("an ace starts a foundation", self.source)
            return illegal("only an ace starts a foundation", self.source)
        if card.rank == pile.top.rank + 1:
            return legal("foundations build up in sequence regardless of suit", self.source)
        return illegal("foundations build up one rank at a time, to the king", self.source)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """No moves beyond the core's: Sir Tommy has no redeal.

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy".
        """
        return []

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The moves worth judging: the turned card to the waste piles, it and the waste tops to a foundation.

        Only cards that leave the stock or a waste pile ever move (Parlett 1979,
        p. 214, via Wikipedia "Sir Tommy"), so the core's question for every pair of piles is narrowed to
        these; a foundation is offered only a card one rank above its top (an
        ace, if it is empty). Each move is still judged by the rules above.
        """
        foundations = position.piles_of(Role.FOUNDATION)
        wastes = position.piles_of(Role.WASTE)
        moves: list[Action] = []
        stock = position.pile("stock")
        for source in (*wastes, stock):
            if not source.cards:
                continue
            rank = source.cards[-1].rank
            for pile in foundations:
                if (pile.top.rank if pile.top is not None else 0) == rank - 1:
                    moves.append(Move(source.id, pile.id))
            if source is stock:
                moves.extend(Move(stock.id, pile.id) for pile in wastes)
        return moves

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """An ace never lies on a waste pile: the ace turned must start a foundation.

        Our reading of Parlett 1979, p. 214, via Wikipedia "Sir Tommy" (see ``ace_first``).
        """
        return [
            f"{card} lies on {pile.id}, but an ace turned from the stock must start a foundation"
            for pile in position.piles_of(Role.WASTE)
            for card in pile.cards
            if card.is_ace
        ]

    # ------------------------------------------------------------------ solver hints (see hints)

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Move] | None:
        """The moves above, one of each set that the key makes alike (:func:`hints.moves`).

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy".
        """
        return hints.moves(position) if self.solver_moves else None

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """Suits dropped, waste piles and foundations sorted: no rule tells them apart.

        Parlett 1979, p. 214, via Wikipedia "Sir Tommy".
        """
        return hints.key(position, hints.any_group)

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Move]:
        """A card goes home at once when every foundation holds the rank below it: then none of its rank lacks one."""
        return hints.safe_moves(position, hints.any_group)

    @hookimpl
    def patience_solver_score(self, position: Position) -> float:
        """Cards home, less the cards lying on lower ones (:func:`hints.score`)."""
        return hints.score(position)

    @hookimpl
    def patience_solver_dead(self, position: Position) -> bool:
        """A waste pile holds a rising chain longer than the foundations left to take it (:func:`hints.dead`)."""
        return hints.dead(position, hints.any_group)


class PlayedWhenItFits:
    """A card turned that fits a foundation is played there, not laid on a heap (Hoffmann 1921, No. 1, ¶2).

    ``source`` is the reading it rests on: Hoffmann plays the twos and the
    rest "as appropriate cards appear", and lays on the heaps the cards "not
    at once playable". It never changes who wins: a card played home covers
    nothing, and any card of its rank would do as well later.
    """

    def __init__(self, source: Source | Reading) -> None:
        self.source = source

    @staticmethod
    def fits(position: Position, card: Card) -> bool:
        """Whether ``card`` goes on some foundation now: an ace on an empty one, or one rank higher."""
        return any(
            (pile.top.rank if pile.top is not None else 0) == card.rank - 1
            for pile in position.piles_of(Role.FOUNDATION)
        )

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card turned that fits a foundation may not go onto a heap (Hoffmann 1921, No. 1, ¶2, as read)."""
        if not isinstance(move, Move) or move.source != "stock" or move.target not in WASTES:
            return None
        card = position.pile("stock").top
        if card is None or card.is_ace:  # an ace is the rule for aces' own (``ace_rule``), stated, not read
            return None
        if self.fits(position, card):
            return illegal(f"the card turned, {card}, can be played at once, so it goes to a foundation", self.source)
        return None

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Move]:
        """Sir Tommy's moves for the solver (:func:`hints.moves`), less the card turned onto a heap when it fits."""
        card = position.pile("stock").top
        if card is None or not self.fits(position, card):
            return hints.moves(position)
        return [move for move in hints.moves(position) if not (move.source == "stock" and move.target in WASTES)]


RULES = SirTommyRules()

#: Hoffmann's Selected Patience Games, No. 1, "The Original Patience": the game read first-hand.
ORIGINAL_PATIENCE = HOFFMANN_1921.game(1)
#: "Cards dealt, and not at once playable ... are laid on one or other of the four original heaps."
PLAYED_WHEN_IT_FITS = Reading("a card turned that can be played at once is played", of=ORIGINAL_PATIENCE.paragraph(2))
#: No second deal is named, and ¶3 says success is less frequent than failure.
NO_REDEAL = Reading("no redeal is named, so there is none", of=ORIGINAL_PATIENCE.paragraph(2))

VARIANT = Variant(
    name="sir-tommy",
    title="Sir Tommy",
    family="Sir Tommy",
    packs=1,
    aliases=("old-patience", "try-again"),
    sources=(PARLETT_1979, CHENEY_1869, HOFFMANN_1921.game(1)),
    editions=(
        Edition(
            "parlett-1979",
            "Sir Tommy after Parlett",
            (PARLETT_1979,),
            changes="the base rules: turn one card at a time, four waste piles, no redeal",
        ),
        Edition(
            "hoffmann-1921",
            "The Original Patience, after Hoffmann",
            (ORIGINAL_PATIENCE.paragraph(2), ORIGINAL_PATIENCE.paragraph(3), PLAYED_WHEN_IT_FITS, NO_REDEAL),
            changes="Hoffmann's rules, the same game read first-hand: the aces set out as they turn up (stated, "
            "not a reading), four heaps of the player's choice, foundations up regardless of suit; a card turned "
            "that fits is played at once",
            rules=(
                SirTommyRules(ORIGINAL_PATIENCE.paragraph(2), ace_rule=ORIGINAL_PATIENCE.paragraph(2)),
                PlayedWhenItFits(PLAYED_WHEN_IT_FITS),
            ),
            redeals=0,
        ),
    ),
    rules=(RULES,),
    redeals=0,
    summary="Turn the pack one card at a time onto four waste piles and build four foundations "
    "up from the aces, regardless of suit.",
)


@hookimpl
def patience_variant() -> Variant:
    """Sir Tommy."""
    return VARIANT


__all__ = ["CHENEY_1869", "ORIGINAL_PATIENCE", "PARLETT_1979", "RULES", "VARIANT", "PlayedWhenItFits", "SirTommyRules"]
