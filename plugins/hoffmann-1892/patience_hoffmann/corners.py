"""The Corners: one pack, nine cards in a square, the four corners of different suits built up round the corner.

Hoffmann 1892, No. 28 "The Corners", pp. 48–49. Nine cards are laid in three
rows; the four at the corners, of four different suits and any rank, are the
foundations, each built up in suit to the king and on from the ace until it
holds its thirteen cards. The other five are auxiliaries: one that fits a
corner is laid on it and its place filled from the stock. The rest of the pack
lies face down on the middle card of the lower row, which it hides, and is
turned one card at a time; a card that fits a corner is placed on it at once,
any other laid on the waste-heap. The stock is run through three times. No
card is ever built anywhere but on the corners: the game is decided by the
deal.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Card, Edition, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.clauses import (
    Available,
    DealRound,
    FirstOfEachSuit,
    Foundations,
    Layout,
    MustPlay,
    Part,
    Redeals,
    Refill,
    SingleCardMoves,
    Talon,
    table_of,
)
from patience_core.sources import PYSOLFC, Citation
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(28)
CORNERS = ("f1", "f2", "f3", "f4")
#: The auxiliaries in reading order: the top middle, the middle row left to right, the bottom middle.
AUXILIARIES = ("a1", "a2", "a3", "a4", "a5")
UNDER_THE_STOCK = "a5"
#: The square row by row, and then the waste-heap and the stock.
TABLE = (
    table_of(foundation=("f1",), reserve=("a1",))
    + table_of(foundation=("f2",))
    + table_of(reserve=("a2", "a3", "a4"))
    + table_of(foundation=("f3",))
    + table_of(reserve=(UNDER_THE_STOCK,))
    + table_of(foundation=("f4",), waste="talon", stock="stock")
)

#: "The cards at the four corners must be of different suits": the first card of each suit takes a corner.
FIRST_OF_EACH_SUIT = Reading("the first card of each suit takes a corner", of=GAME.page(48))
#: An auxiliary card "is laid thereon" when it fits, like a card turned, which is "forthwith placed".
AUXILIARY_PLAYED = Reading("an auxiliary card that fits is played before the next card is turned", of=GAME.page(48))
#: "Run through the stock three times": the waste-heap gathered as it lies, turned over, twice.
WASTE_TURNED_OVER = Reading("the waste-heap is dealt again in the order it was laid", of=GAME.page(49))

HOME = Foundations(GAME.page(48), piles=CORNERS, start=(), wrap=True, set_out=True)


class UnderTheStock:
    """The auxiliary card the stock lies on is hidden by it, and not available, while the stock holds cards.

    "The remainder of the pack is placed, face downwards, on the centre card
    of the lower row" (p. 48), which the book's footnote calls "a chance lost
    throughout to the player". The card comes free when the stock is used up.

    >>> from patience_core import Pile, Position, Role, parse_card
    >>> from patience_hoffmann.corners import GAME, UnderTheStock
    >>> hidden = UnderTheStock(GAME.page(48), pile="a5")
    >>> table = (Pile("a5", Role.RESERVE, (parse_card("2H"),)), Pile("stock", Role.STOCK, (parse_card("9C"),)))
    >>> print(hidden.patience_can_lift(Position("x", "y", 1, 0, table), table[0], 1).rule)
    the stock lies on this card and hides it while it lasts
    >>> hidden.patience_can_lift(Position("x", "y", 1, 0, (table[0], Pile("stock", Role.STOCK))), table[0], 1) is None
    True
    """

    governs: ClassVar[Part] = Part.AVAILABLE

    def __init__(self, cite: Citation, *, pile: str, stock: str = "stock") -> None:
        self.cite = cite
        self.pile = pile
        self.stock = stock
        self.rule = "the stock lies on this card and hides it while it lasts"

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The hidden card may not be taken while the stock has cards; else no opinion."""
        if pile.id == self.pile and position.pile(self.stock).cards:
            return illegal(self.rule, self.cite)
        return None


class FourSuits:
    """The corners begin with cards of four different suits, of any rank (p. 48).

    The deal lays them so; this says it of a position read from outside, which
    the engine checks by laying each corner's cards anew from an empty pile.

    >>> from patience_core import Pile, Position, Role, parse_card
    >>> from patience_hoffmann.corners import GAME, FourSuits
    >>> corners = FourSuits(GAME.page(48), piles=("f1", "f2"))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("9H"),)), Pile("f2", Role.FOUNDATION))
    >>> [corners.patience_can_place(Position("x", "y", 1, 0, table), table[1], (parse_card(text),)).legal
    ...  for text in ("4H", "4C")]
    [False, True]
    >>> both = (table[0], Pile("f2", Role.FOUNDATION, (parse_card("2H"),)))
    >>> corners.patience_check_position(Position("x", "y", 1, 0, both))
    ['the corners begin with cards of different suits, not two hearts']
    """

    governs: ClassVar[Part] = Part.FOUNDATIONS

    def __init__(self, cite: Citation, *, piles: tuple[str, ...]) -> None:
        self.cite = cite
        self.piles = piles
        self.rule = "the corners begin with cards of different suits, of any value"

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """An empty corner (in a position read) takes a card of a suit no other corner begins with."""
        if pile.id not in self.piles or pile.cards:
            return None
        begun = {position.pile(other).cards[0].suit for other in self.piles if position.pile(other).cards}
        return (illegal if cards[0].suit in begun else legal)(self.rule, self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """No two corners begin with cards of one suit."""
        suits = [position.pile(pile_id).cards[0].suit for pile_id in self.piles if position.pile(pile_id).cards]
        twice = sorted({suit.name.lower() for suit in suits if suits.count(suit) > 1})
        return [f"the corners begin with cards of different suits, not two {suit}" for suit in twice]


DEAL = Layout(
    TABLE,
    FirstOfEachSuit(FIRST_OF_EACH_SUIT, to=CORNERS),
    DealRound(GAME.page(48), to=AUXILIARIES, rounds=1),
    rest="stock",
)


def _with_moves(rules: tuple[object, ...], home: Foundations) -> tuple[object, ...]:
    """``rules`` and, last, the moves worth judging: single cards to the corners, and the next card turned."""
    sources = (*AUXILIARIES, "talon", "stock")
    return (
        *rules,
        SingleCardMoves(foundations=(home,), building=None, sources=sources, also=(Move("stock", "talon"),)),
    )


#: The book's rules, one clause each.
RULES = _with_moves(
    (
        DEAL,
        HOME,
        FourSuits(GAME.page(48), piles=CORNERS),
        Available(GAME.page(48), piles=AUXILIARIES, rule="an auxiliary card is available"),
        UnderTheStock(GAME.page(48), pile=UNDER_THE_STOCK),
        Talon(GAME.page(49)),
        MustPlay(GAME.page(49), foundations=HOME),
        MustPlay(AUXILIARY_PLAYED, foundations=HOME, waiting=AUXILIARIES[:4]),
        Refill(GAME.page(49), piles=AUXILIARIES, supply=("stock",)),
        Redeals(WASTE_TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    ),
    HOME,
)

#: The footnote's "better plan" (p. 48), as we read it: the stock kept apart, all five auxiliaries in play.
STOCK_APART = Reading("the stock kept apart, the fifth auxiliary is in play like the others", of=GAME.page(48))
STOCK_APART_RULES = _with_moves(
    (
        DEAL,
        HOME,
        FourSuits(GAME.page(48), piles=CORNERS),
        Available(STOCK_APART, piles=AUXILIARIES, rule="an auxiliary card is available"),
        Talon(GAME.page(49)),
        MustPlay(GAME.page(49), foundations=HOME),
        MustPlay(STOCK_APART, foundations=HOME, waiting=AUXILIARIES),
        Refill(GAME.page(49), piles=AUXILIARIES, supply=("stock",)),
        Redeals(WASTE_TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    ),
    HOME,
)

#: PySolFC's Corners: the stock apart, a place emptied filled from the waste-heap, and play at will.
PYSOLFC_CORNERS = PYSOLFC.game("Corners").at("game 417")
PYSOLFC_HOME = Foundations(PYSOLFC_CORNERS, piles=CORNERS, start=(), wrap=True, set_out=True)
PYSOLFC_RULES = _with_moves(
    (
        DEAL,
        PYSOLFC_HOME,
        FourSuits(PYSOLFC_CORNERS, piles=CORNERS),
        Available(PYSOLFC_CORNERS, piles=AUXILIARIES, rule="an auxiliary card is available"),
        Talon(PYSOLFC_CORNERS),
        Refill(PYSOLFC_CORNERS, piles=AUXILIARIES, supply=("talon", "stock")),
        Redeals(PYSOLFC_CORNERS, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    ),
    PYSOLFC_HOME,
)

#: The Corners and its editions.
VARIANT = variant(
    "corners",
    28,
    packs=1,
    rules=RULES,
    readings=(FIRST_OF_EACH_SUIT, AUXILIARY_PLAYED, WASTE_TURNED_OVER),
    changes="the book's rules: the stock lies on the middle card of the lower row, every card that fits is played "
    "at once, three passes",
    editions=(
        Edition(
            "stock-apart",
            "The Corners, the stock kept apart",
            (GAME.page(48), STOCK_APART, FIRST_OF_EACH_SUIT, WASTE_TURNED_OVER),
            changes="the book's footnote: the stock kept apart from the square, all five auxiliaries in play",
            rules=STOCK_APART_RULES,
            standalone=True,
        ),
        Edition(
            "pysolfc",
            "The Corners after PySolFC",
            (PYSOLFC_CORNERS, FIRST_OF_EACH_SUIT),
            changes="the stock kept apart, an auxiliary played filled from the waste-heap, and play at will",
            rules=PYSOLFC_RULES,
            standalone=True,
        ),
    ),
    redeals=2,
    summary="Lay nine cards in a square, build the four corners of four suits up round the corner from the other "
    "five and the stock, and run through the stock three times.",
)

patience_variant = published(VARIANT)
