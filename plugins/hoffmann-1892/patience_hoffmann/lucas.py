"""Lucas: two packs, the eight aces set out, three rows of thirteen, built down in suit, one redeal.

Hoffmann 1892, No. 31 "Lucas", pp. 53–54. The eight aces are spread in a row;
beyond them three rows of thirteen cards are dealt, so that the cards lie in
thirteen columns of three, of which only the card in the lowest row is free.
A free card goes up in suit on an ace's foundation, to the king, or on the
next higher free card of its suit, one card at a time. The rest of the pack is
turned one card at a time: a card that fits a foundation goes there, one that
fits a column may be laid on it, any other goes onto the waste-heap, whose top
card stays in play. The waste-heap may be dealt again once, unshuffled.
"""

from __future__ import annotations

from patience_core import Move, MovedAgain, Position, Role, encode_cards, hookimpl
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Redeals,
    SetOut,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(31)
FOUNDATIONS = numbered("f", 8)
COLUMNS = numbered("t", 13)
TABLE = table_of(foundation=FOUNDATIONS, tableau=COLUMNS, waste="talon", stock="stock")
#: The aces as the picture (p. 53, printed sideways) lays them, left to right as the player sees them.
ACES = ("AS", "AS", "AH", "AH", "AC", "AC", "AD", "AD")

#: "The cards which cannot be thus employed" go to the waste-heap: one that fits a foundation is played.
FITTING_CARD_PLAYED = Reading("a card turned that fits a foundation is played", of=GAME.page(54))
#: "Thus employed" names both uses just described: a card turned may also be laid on a free card (no clause
#: keeps it from the columns, so the building rule takes it from wherever it comes).
TURNED_CARD_BUILT = Reading("a card turned may be laid on a free card of the lowest row", of=GAME.page(54))
#: Nothing is said of a column played out: no card comes to it.
NO_SPACES = Reading("a column emptied stays empty", of=GAME.page(54))
#: The waste-heap, gathered for the re-deal, is turned over: its cards come again in the order they were turned.
WASTE_TURNED_OVER = Reading("the waste-heap is dealt again in the order it was laid", of=GAME.page(54))

FOUNDATION_RULE = Foundations(GAME.page(54), end=KING, set_out=True)
SERIES = Building(GAME.page(54), build=Build.DOWN, suit=Suits.SAME)
FREE = Available(GAME.page(54), rule="only the card of the lowest row is free")
SPACES = Spaces(NO_SPACES, take=Space.NOTHING)


class AlikeKey:
    """The solver's key: the columns in any order, and each suit's two foundations by their heights in any order.

    Exact: every rule treats the thirteen columns alike, and the two
    foundations of a suit alike (each begins with its ace, which stays, and is
    built up in suit), so a position and the same with two columns, or two
    foundations of one suit, exchanged are won or lost alike. The waste-heap
    and the pack are keyed as they lie.

    >>> from patience_core import Pile, Position, Role, parse_card
    >>> from patience_hoffmann.lucas import AlikeKey
    >>> def table(t1, t2, f1, f2):
    ...     piles = [Pile(pile_id, Role.FOUNDATION, tuple(map(parse_card, cards.split())))
    ...              for pile_id, cards in (("f1", f1), ("f2", f2))]
    ...     piles += [Pile(pile_id, Role.TABLEAU, tuple(map(parse_card, cards.split()))) for pile_id, cards in
    ...               (("t1", t1), ("t2", t2))]
    ...     return Position("x", "y", 1, 1, (*piles, Pile("talon", Role.WASTE), Pile("stock", Role.STOCK)))
    >>> key = AlikeKey().patience_solver_canonical
    >>> key(table("9H 4C", "KD", "AS 2S", "AS")) == key(table("KD", "9H 4C", "AS", "AS 2S"))
    True
    >>> key(table("9H 4C", "KD", "AS 2S", "AS")) == key(table("4C 9H", "KD", "AS 2S", "AS"))
    False
    """

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The columns sorted, each suit's foundation heights sorted, then the waste-heap, the pack, the redeals."""
        columns = sorted(encode_cards(pile.cards) for pile in position.piles_of(Role.TABLEAU))
        heights: dict[str, list[int]] = {}
        for pile in position.piles_of(Role.FOUNDATION):
            heights.setdefault(pile.cards[0].suit.value if pile.cards else "", []).append(len(pile.cards))
        home = b"".join(s.encode() + bytes(sorted(h)) for s, h in sorted(heights.items()))
        rest = (encode_cards(position.pile(pile_id).cards) for pile_id in ("talon", "stock"))
        return b"\xff".join((*columns, home, *rest, str(position.redeals_left).encode()))


#: The book's rules, one clause each, and the moves worth judging.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(54), ACES, to=FOUNDATIONS, stays=True),
        DealRound(GAME.page(54), to=COLUMNS, rounds=3),
        rest="stock",
    ),
    FOUNDATION_RULE,
    FREE,
    SERIES,
    SPACES,
    Talon(GAME.page(54)),
    MustPlay(FITTING_CARD_PLAYED, foundations=FOUNDATION_RULE),
    Redeals(WASTE_TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    SingleCardMoves(
        foundations=(FOUNDATION_RULE,),
        building=SERIES,
        sources=(*COLUMNS, "talon", "stock"),
        also=(Move("stock", "talon"),),
    ),
    # The solver's hints: a card just laid on a column goes nowhere new by moving again, since every card moves
    # alone and a column takes it wherever it comes from; and a key under which alike piles may be exchanged.
    MovedAgain(SERIES, (FREE,), (SPACES,)),
    AlikeKey(),
)

#: Lucas and its edition.
VARIANT = variant(
    "lucas",
    31,
    packs=2,
    rules=RULES,
    family="Napoleon at St. Helena",
    readings=(FITTING_CARD_PLAYED, TURNED_CARD_BUILT, NO_SPACES, WASTE_TURNED_OVER),
    changes="the book's rules: the aces set out, thirteen columns of three, one redeal of the waste-heap",
    redeals=1,
    summary="Set out the eight aces, deal three rows of thirteen, build down in suit on the lowest row "
    "and up from the aces, and deal the waste-heap once more.",
)

patience_variant = published(VARIANT)
