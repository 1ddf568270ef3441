"""“Covering” Patience: one pack, four cards face up, two of a suit covered from the pack until it runs out.

Hoffmann 1892, No. 24 "“Covering” Patience", pp. 42–43. Four cards are dealt
face up. Whenever two of the four showing cards are of the same suit, they are
covered with the next two cards of the pack, and the four showing cards are
looked at again. The game is won when the pack is used up; it is lost as soon
as the four showing cards are of four different suits. The player's only
choice is which two to cover when more than two share a suit, or two suits are
paired.
"""

from __future__ import annotations

from patience_core import Position, hookimpl
from patience_core.clauses import (
    Available,
    CardMoves,
    Cleared,
    DealRound,
    Layout,
    Pairs,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(24)
SHOWING = numbered("t", 4)
TABLE = table_of(tableau=SHOWING, stock="stock")

#: "If there are among them two of the same suit, you cover these": of three or four of one suit, or two pairs,
#: the player chooses the two.
PLAYERS_PAIR = Reading("the player chooses which two of a suit to cover", of=GAME.page(42))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(42), to=SHOWING, rounds=1), rest="stock"),
    Available(GAME.page(42), piles=SHOWING, rule="only the four cards showing are in play"),
    Pairs(GAME.page(42), piles=SHOWING, suited=True, cover="stock"),
    Cleared(GAME.page(42), piles=("stock",), rule="the game is won when the pack is exhausted"),
)


class ShowingCards:
    """The solver's key: the four cards showing, in any order, and how many cards the pack has left.

    Exact: a covered card never comes into play again, the four places are
    alike, and the pack's order is the deal's, so two positions that show the
    same four cards with as many left in the pack are won or lost alike.

    >>> from patience_core import Pile, Position, Role, parse_card
    >>> from patience_hoffmann.covering import ShowingCards
    >>> def table(*tops):
    ...     piles = [Pile(f"t{i}", Role.TABLEAU, (parse_card("2C"), parse_card(top))) for i, top in enumerate(tops, 1)]
    ...     return Position("x", "y", 1, 0, (*piles, Pile("stock", Role.STOCK, (parse_card("5D"),))))
    >>> key = ShowingCards().patience_solver_canonical
    >>> key(table("9H", "KH", "4S", "AD")) == key(table("AD", "4S", "KH", "9H"))
    True
    """

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The showing cards sorted, and the pack's count."""
        tops = sorted(str(pile.top) for pile in position.piles if pile.id in SHOWING)
        return " ".join((*tops, str(len(position.pile("stock").cards)))).encode()


RULES += (CardMoves(RULES), ShowingCards())

#: "Covering" Patience and its edition.
VARIANT = variant(
    "covering",
    24,
    packs=1,
    rules=RULES,
    readings=(PLAYERS_PAIR,),
    changes="the book's rules: two showing cards of one suit covered from the pack, won when it is exhausted",
    summary="Deal four cards, cover any two of one suit with the next two from the pack, and use up the pack "
    "before the four showing cards are of four suits.",
)

patience_variant = published(VARIANT)
