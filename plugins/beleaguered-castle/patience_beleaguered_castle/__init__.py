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

Besides the rules, the plugin offers the solver its hints (see
:mod:`patience_core.hookspecs`): the legal moves quickly and best first, the
foundation plays that are provably safe (the core's dominance rule, read from
the clauses above), a key that treats the eight piles as interchangeable, and
the moves that go nowhere new (the card just moved, moved again: the core's
:class:`~patience_core.MovedAgain`, also read from the clauses).
"""

from __future__ import annotations

from dataclasses import replace
from operator import itemgetter

from patience_core import (
    Action,
    Edition,
    Ignores,
    Move,
    MovedAgain,
    Position,
    Role,
    SafeHome,
    Source,
    Suit,
    Variant,
    encode_piles,
    hookimpl,
)
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    SetOut,
    Space,
    Spaces,
    Suits,
)
from patience_core.sources import PYSOLFC as PYSOLFC_PROGRAM

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
#: The solver's score: what an empty pile counts for, and what each card lying on a suit's next card counts against.
SPACE_WEIGHT = 2.0
COVER_WEIGHT = 1.0
# The solver's card codes number the suits in pack order, which is the foundations' order.
assert tuple(Suit) == FOUNDATION_SUITS
#: The size in a (size, move) pair, by which the move hint sorts: an itemgetter, called at C's speed.
_first = itemgetter(0)
#: For each suit and foundation height below the king, the next card's code as one byte (see ``card_code``).
_NEXT_CARD = tuple(tuple(bytes((height + 1 + 16 * suit,)) for height in range(KING)) for suit in range(len(Suit)))
_LAYOUT = tuple((pile_id, Role.FOUNDATION) for pile_id in FOUNDATIONS) + tuple(
    (pile_id, Role.TABLEAU) for pile_id in TABLEAU
)

# Three clauses named, since the solver's dominance rule (``SAFE_HOME`` below) reads them too.
FOUNDATIONS_RULE = Foundations(MOREHEAD_MOTT_SMITH, piles=FOUNDATIONS, suits=FOUNDATION_SUITS, end=KING, set_out=True)
TOP_CARD = Available(MOREHEAD_MOTT_SMITH, rule="only the top card of a pile moves, one card at a time")
BUILDING = Building(MOREHEAD_MOTT_SMITH, build=Build.DOWN, suit=Suits.ANY)
SPACES = Spaces(MOREHEAD_MOTT_SMITH, take=Space.ANY)

#: The rules, one clause each, citing Morehead & Mott-Smith as the article summarises them (at no rule or page).
RULES: tuple[object, ...] = (
    Layout(
        _LAYOUT,
        # The aces out first, then the rest one to each pile in turn; from the top of the pack, as PySolFC deals.
        SetOut(MOREHEAD_MOTT_SMITH, ("AC", "AS", "AH", "AD"), to=FOUNDATIONS),
        DealRound(MOREHEAD_MOTT_SMITH, to=TABLEAU, rounds=ROUNDS),
    ),
    FOUNDATIONS_RULE,
    TOP_CARD,
    BUILDING,
    SPACES,
)


class BeleagueredCastleRules:
    """What Beleaguered Castle tells the solver besides its rules: its moves, key and score.

    Its safe moves are the core's :class:`~patience_core.SafeHome` and its redundant moves the core's
    :class:`~patience_core.MovedAgain`, both read from its own clauses, and what its rules ignore is said
    by the core's :class:`~patience_core.Ignores`.
    """

    def __init__(self) -> None:
        self._table: object = None
        self._moves: tuple[tuple[tuple[Move, ...], tuple[Move, ...]], ...] = ()
        # The position last keyed and its eight piles' codes: the solver scores a position just after keying it.
        self._keyed: tuple[Position | None, list[bytes]] = (None, [])

    def _moves_from(self, position: Position) -> tuple[tuple[tuple[Move, ...], tuple[Move, ...]], ...]:
        """For each pile of the eight, its moves home (by suit) and onto each pile (by place), made once a table.

        The solver asks for the moves of every position it expands: positions reached from one another
        share their pile index, and the moves, which are values, can be shared too.
        """
        if self._table is not position._index:
            tableau = position.piles[4:]
            self._moves = tuple(
                (
                    tuple(Move(source.id, foundation) for foundation in FOUNDATIONS),
                    tuple(Move(source.id, target.id) for target in tableau),
                )
                for source in tableau
            )
            self._table = position._index
        return self._moves

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
        encoded = encode_piles(tableau)
        codes = [cards[-1] if cards else 0 for cards in encoded]  # each top card's code (see card_code)
        # The piles whose top card is of each rank, in table order: a card of rank r goes onto those of r + 1.
        onto: dict[int, list[int]] = {}
        for place, code in enumerate(codes):
            if code:
                onto.setdefault(code & 15, []).append(place)
        space = codes.index(0) if 0 in codes else None
        home: list[Action] = []
        builds: list[tuple[int, Action]] = []
        spaces: list[tuple[int, Action]] = []
        for (to_home, to_pile), cards, code in zip(self._moves_from(position), encoded, codes, strict=True):
            if not code:
                continue
            rank = code & 15
            if heights[code >> 4] == rank - 1:
                home.append(to_home[code >> 4])
            size = len(cards)
            for target in onto.get(rank + 1, ()):
                builds.append((size, to_pile[target]))
            if space is not None and size > 1:
                spaces.append((size, to_pile[space]))
        builds.sort(key=_first)
        spaces.sort(key=_first)
        return home + [move for _, move in builds] + [move for _, move in spaces]

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
        keyed, tableau = self._keyed
        if keyed is not position:
            tableau = encode_piles(piles[4:])
        score += SPACE_WEIGHT * tableau.count(b"")
        # The eight piles end to end, each closed by a byte no card has: the cards above one end at the next.
        table = b"\x7f".join(tableau) + b"\x7f"
        for suit, height in enumerate(heights):
            if height < KING:
                place = table.find(_NEXT_CARD[suit][height])
                if place >= 0:
                    score -= COVER_WEIGHT * (table.index(b"\x7f", place) - place - 1)
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
        heights = bytes([len(pile.cards) for pile in piles[:4]])
        tableau = encode_piles(piles[4:])
        tableau.sort()
        self._keyed = (position, tableau)
        return heights + b"\x7f" + b"\x7f".join(tableau)


HINTS = BeleagueredCastleRules()
#: A card goes home unseen when every other foundation holds at least its rank less two.
SAFE_HOME = SafeHome(FOUNDATIONS_RULE, (BUILDING,), (TOP_CARD,))
#: The rows build regardless of suit and no rule tells one row from another: the blind pass may ignore both.
IGNORES = Ignores("suits", "pile order")
#: A card moves alone and a row or space takes it wherever it comes from: moving the card just moved goes nowhere new.
MOVED_AGAIN = MovedAgain(BUILDING, (TOP_CARD,), (SPACES,))
RULES += (CardMoves(RULES), HINTS, SAFE_HOME, IGNORES, MOVED_AGAIN)

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
    rules=RULES,
    redeals=0,
    summary="Set out the aces, deal the rest into eight piles of six, and build the suits up from the aces, "
    "shifting cards one at a time down the piles regardless of suit.",
)


@hookimpl
def patience_variant() -> Variant:
    """Beleaguered Castle."""
    return VARIANT


__all__ = [
    "BUILDING",
    "FOUNDATIONS",
    "FOUNDATIONS_RULE",
    "FOUNDATION_SUITS",
    "HINTS",
    "IGNORES",
    "MOREHEAD_MOTT_SMITH",
    "MOVED_AGAIN",
    "PARLETT_1979",
    "PYSOLFC",
    "RULES",
    "SAFE_HOME",
    "SPACES",
    "TABLEAU",
    "TOP_CARD",
    "VARIANT",
    "BeleagueredCastleRules",
]
