"""Beleaguered Castle, the one-pack open packer with the aces set out first.

Rules after Morehead & Mott-Smith (1949; London edition 1950) and Parlett
(1979), known here only via the Wikipedia article "Beleaguered Castle", which
summarises them. The four aces go to the middle as foundations, which build up by suit
to the kings. The other 48 cards are dealt face up into eight piles of six
("wings", four each side of the aces). Only the top card of a pile moves, one
card at a time: to its foundation, or onto a pile whose top card is one rank
higher, whatever the suit. A pile emptied takes any card. There is no stock
and no redeal; every card is in view from the start.

With ``number=N`` the deal is PySolFC's Beleaguered Castle deal ``N`` card for
card: the shuffled pack is dealt from the top, the aces going to the
foundations (clubs, spades, hearts, diamonds) as they come, the other cards
one to each pile in turn, six times round. The position lists the eight piles
in PySolFC's order, each bottom to top, so the same deal can be given to other
programs.

Besides the rules, the plugin offers the solver its three hints (see
:mod:`patience_core.hookspecs`): the legal moves quickly and best first, the
foundation plays that are provably safe, and a key that treats the eight piles
as interchangeable.
"""

from __future__ import annotations

from dataclasses import replace

from patience_core import (
    Action,
    Edition,
    Move,
    Pile,
    Position,
    Role,
    Ruling,
    Setup,
    Source,
    Suit,
    Variant,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import Card
from patience_core.solver import card_code, encode_cards
from patience_core.works import PYSOLFC as PYSOLFC_PROGRAM

WIKIPEDIA_BELEAGUERED_CASTLE = Source(
    "Wikipedia contributors",
    2026,
    "Beleaguered Castle",
    key="wikipedia-beleaguered-castle",
    name='Wikipedia "Beleaguered Castle"',
    copy="the English article as read in 2026; it summarises Morehead & Mott-Smith and Parlett",
)
MOREHEAD_MOTT_SMITH = Source(
    "Morehead & Mott-Smith",
    1950,
    "The Complete Book of Solitaire and Patience Games",
    note="London edition of the 1949 American book; page not known",
    key="moreheadmottsmith1950",
    via=WIKIPEDIA_BELEAGUERED_CASTLE,
)
PARLETT_1979 = Source(
    "Parlett",
    1979,
    "The Penguin Book of Patience",
    note="page not known",
    key="parlett1979",
    via=WIKIPEDIA_BELEAGUERED_CASTLE,
)
PYSOLFC = replace(
    PYSOLFC_PROGRAM.game("Beleaguered Castle"),
    note="the order of the deal for numbered games: aces to the foundations, then one card a pile in turn",
)

#: The foundations, one per suit in PySolFC's order, and the eight piles in deal order.
FOUNDATIONS = ("f1", "f2", "f3", "f4")
FOUNDATION_SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
TABLEAU = ("t1", "t2", "t3", "t4", "t5", "t6", "t7", "t8")
ROUNDS = 6
WEIGHTS = [2.0, 1.0, 0.0]
_SUIT_PLACE = {suit: i for i, suit in enumerate(FOUNDATION_SUITS)}
# The solver's card codes number the suits in pack order, which is the foundations' order.
assert tuple(Suit) == FOUNDATION_SUITS
_LAYOUT = tuple((pile_id, Role.FOUNDATION) for pile_id in FOUNDATIONS) + tuple(
    (pile_id, Role.TABLEAU) for pile_id in TABLEAU
)


class BeleagueredCastleRules:
    """The rules of Beleaguered Castle, one hook per rule, each citing its source."""

    source = MOREHEAD_MOTT_SMITH

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """The aces to the foundations; the other 48 cards face up, one to each of eight piles in turn, six rounds.

        Morehead & Mott-Smith 1950 and Parlett 1979, via Wikipedia "Beleaguered Castle": the aces are taken out
        first and the rest dealt into eight rows of six, four rows each side of
        the aces. The order of the cards follows PySolFC's deal of the same
        number (the pack dealt from the top, aces set aside as they come).
        """
        dealt = list(reversed(setup.pack))  # the top of the pack first
        aces = {card.suit: card for card in dealt if card.is_ace}
        rest = [card for card in dealt if not card.is_ace]
        piles: list[list[Card]] = [[] for _ in TABLEAU]
        for i, card in enumerate(rest):
            piles[i % len(TABLEAU)].append(card)
        homes = zip(FOUNDATIONS, FOUNDATION_SUITS, strict=True)
        table = (
            *(Pile(pile_id, Role.FOUNDATION, (aces[suit],)) for pile_id, suit in homes),
            *(Pile(pile_id, Role.TABLEAU, tuple(cards)) for pile_id, cards in zip(TABLEAU, piles, strict=True)),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, table)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Every foundation holds at least its ace.

        Morehead & Mott-Smith 1950; Parlett 1979, via Wikipedia "Beleaguered
        Castle": the aces are taken out before the deal and cards built on a
        foundation stay there, so no foundation is ever empty. The core checks
        that each foundation builds up card by card, but not that it has begun.
        """
        return [
            f"foundation {pile.id} is empty, but the aces are set out on the foundations before the deal"
            for pile in position.piles_of(Role.FOUNDATION)
            if not pile.cards
        ]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cards built on a foundation stay there.

        Morehead & Mott-Smith 1950; Parlett 1979, via Wikipedia "Beleaguered Castle".
        """
        if isinstance(move, Move) and position.pile(move.source).role is Role.FOUNDATION:
            return illegal("cards built on a foundation stay there", self.source)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """Only the top card of a pile moves, one card at a time.

        Morehead & Mott-Smith 1950; Parlett 1979, via Wikipedia "Beleaguered Castle".
        """
        if pile.role is not Role.TABLEAU:
            return None
        if count != 1:
            return illegal("only one card is moved at a time", self.source)
        return legal("the top card of a pile may be moved", self.source)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Foundations build up by suit; piles build down regardless of suit; a space takes any card.

        Morehead & Mott-Smith 1950; Parlett 1979, via Wikipedia "Beleaguered Castle".
        """
        card = cards[0]
        top = pile.top
        if pile.role is Role.FOUNDATION:
            suit = FOUNDATION_SUITS[FOUNDATIONS.index(pile.id)] if pile.id in FOUNDATIONS else None
            if top is None:
                if card.is_ace and card.suit is suit:
                    return legal("the aces start the foundations", self.source)
                return illegal("a foundation starts with its suit's ace, set out before the deal", self.source)
            if card.suit is not top.suit:
                return illegal("a foundation takes only cards of its ace's suit", self.source)
            if card.rank != top.rank + 1:
                return illegal("a foundation builds up one rank at a time", self.source)
            return legal("the next card of the suit goes onto its foundation", self.source)
        if pile.role is Role.TABLEAU:
            if top is None:
                return legal("a space may be filled by any card", self.source)
            if card.rank == top.rank - 1:
                return legal("piles build down regardless of suit", self.source)
            return illegal("a pile takes only a card one rank lower, of any suit", self.source)
        return None

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action] | None:
        """The moves worth judging: each pile's top card to its foundation, onto a card one higher, into a space.

        Every one is still judged by the rules above; this only spares the
        engine the question for every pair of piles.
        """
        piles = position.piles
        if len(piles) != len(_LAYOUT):
            return None
        tableau = piles[4:]
        moves: list[Action] = []
        for source in tableau:
            if not source.cards:
                continue
            card = source.cards[-1]
            moves.append(Move(source.id, FOUNDATIONS[_SUIT_PLACE[card.suit]]))
            for target in tableau:
                if target is not source and (not target.cards or target.cards[-1].rank == card.rank + 1):
                    moves.append(Move(source.id, target.id))
        return moves

    # ------------------------------------------------------------------ solver hints

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action] | None:
        """The legal moves, best first: to the foundations, then builds, then into spaces.

        Of the moves into spaces only one per source is offered (the spaces are
        interchangeable under :meth:`patience_solver_canonical`), and a lone
        card is never moved into a space (the position would only repeat).
        Builds and moves into spaces from shorter piles come first: emptying a
        pile gains a space.
        """
        piles = position.piles
        if len(piles) != len(_LAYOUT):
            return None
        heights = [len(pile.cards) for pile in piles[:4]]
        tableau = piles[4:]
        codes = [card_code(pile.cards[-1]) if pile.cards else 0 for pile in tableau]
        tops = [code & 15 for code in codes]
        home: list[Action] = []
        builds: list[tuple[int, Action]] = []
        spaces: list[tuple[int, Action]] = []
        space = next((pile.id for pile in tableau if not pile.cards), None)
        for source, code in zip(tableau, codes, strict=True):
            if not code:
                continue
            rank = code & 15
            if heights[code >> 4] == rank - 1:
                home.append(Move(source.id, FOUNDATIONS[code >> 4]))
            size = len(source.cards)
            for target, top in zip(tableau, tops, strict=True):
                if top == rank + 1:
                    builds.append((size, Move(source.id, target.id)))
            if space is not None and size > 1:
                spaces.append((size, Move(source.id, space)))
        builds.sort(key=_first)
        spaces.sort(key=_first)
        return [*home, *(move for _, move in builds), *(move for _, move in spaces)]

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action] | None:
        """A card may go home when every other foundation holds at least its rank less two.

        Of rank ``r``, its own foundation at ``r - 1``: the only cards that
        could be built on it are of rank ``r - 1``, and each of those not yet
        home could go home itself, with nothing ever to be built on it (every
        card of rank ``r - 2`` is home); so a winning line that keeps the card
        out can be changed, move by move, into one that plays it home now.
        The full argument is on the solver's page (the automatic foundation
        rule of Solvitaire, Blake & Gent 2019, for piles that build
        regardless of suit). Twos are always safe: every ace starts home.
        """
        piles = position.piles
        if len(piles) != len(_LAYOUT):
            return None
        heights = [len(pile.cards) for pile in piles[:4]]
        lowest = min(heights)
        for source in piles[4:]:
            if source.cards:
                code = card_code(source.cards[-1])
                rank = code & 15
                if heights[code >> 4] == rank - 1 and rank - 2 <= lowest:
                    return [Move(source.id, FOUNDATIONS[code >> 4])]
        return []

    @hookimpl
    def patience_solver_ignores(self) -> tuple[str, ...]:
        """The rows build regardless of suit and no rule tells one row from another: the blind pass may ignore both."""
        return ("suits", "pile order")

    @hookimpl
    def patience_solver_score(self, position: Position) -> float | None:
        """Cards home and spaces count for a position; cards lying on each suit's next card count against.

        A guess for the search order only, never for a verdict.
        """
        piles = position.piles
        if len(piles) != len(_LAYOUT):
            return None
        heights = [len(pile.cards) for pile in piles[:4]]
        score = 10.0 * sum(heights)
        for pile in piles[4:]:
            if not pile.cards:
                score += WEIGHTS[0]
                continue
            pile_codes = encode_cards(pile.cards)
            size = len(pile_codes)
            below = 99
            for depth, code in enumerate(pile_codes):
                rank = code & 15
                if rank == heights[code >> 4] + 1:
                    score -= WEIGHTS[1] * (size - 1 - depth)
                if rank >= below:
                    score -= WEIGHTS[2]
                below = rank
        return score

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes | None:
        """The foundations' heights, then the eight piles sorted: the piles are interchangeable.

        Every pile follows the same rules and no rule names a pile by its place
        (Morehead & Mott-Smith 1950, via Wikipedia "Beleaguered Castle"), so two positions that differ only in which
        pile holds which cards are equally winnable.
        """
        piles = position.piles
        if len(piles) != len(_LAYOUT):
            return None
        heights = bytes(len(pile.cards) for pile in piles[:4])
        return heights + b"\x7f" + b"\x7f".join(sorted(encode_cards(pile.cards) for pile in piles[4:]))


def _first(entry: tuple[int, Action]) -> int:
    return entry[0]


RULES = BeleagueredCastleRules()

VARIANT = Variant(
    name="beleaguered-castle",
    title="Beleaguered Castle",
    family="Beleaguered Castle",
    packs=1,
    aliases=("laying-siege", "sham-battle"),
    sources=(MOREHEAD_MOTT_SMITH, PARLETT_1979, PYSOLFC),
    editions=(
        Edition(
            "morehead-1950",
            "Beleaguered Castle after Morehead & Mott-Smith",
            (MOREHEAD_MOTT_SMITH, PARLETT_1979),
            changes="the base rules: aces out first, eight piles of six, build down regardless of suit, "
            "one card at a time, spaces take any card",
        ),
    ),
    rules=(RULES,),
    redeals=0,
    summary="Set out the aces, deal the rest into eight piles of six, and build the suits up from the aces, "
    "shifting cards one at a time down the piles regardless of suit.",
)


@hookimpl
def patience_variant() -> Variant:
    """Beleaguered Castle."""
    return VARIANT


__all__ = [
    "FOUNDATIONS",
    "FOUNDATION_SUITS",
    "MOREHEAD_MOTT_SMITH",
    "PARLETT_1979",
    "PYSOLFC",
    "RULES",
    "TABLEAU",
    "VARIANT",
    "BeleagueredCastleRules",
]
