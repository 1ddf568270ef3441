"""The Olga: four piquet packs, a flower-bed of seven columns built down in alternate colours.

Cadogan 1914, "The Olga". Forty-nine cards are dealt in seven rows of seven,
the flower-bed; the sixteen aces go up as they come, each built in suit
through the seven to the king (a piquet pack has no two to six). The card at
the foot of each column is available; available cards, and cards from the pack
or the talon, are placed on the flower-bed in descending sequence and
alternate colours. The pack is turned one card at a time, the cards that fit
nowhere forming the talon. A column emptied takes any available card of the
flower-bed. There is no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Role, encode_cards, hookimpl
from patience_core.cards import ACE, KING, PIQUET_PACK
from patience_core.clauses import (
    Available,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

OLGA = CADOGAN_1914.game("The Olga")
FOUNDATIONS = numbered("f", 16)
COLUMNS = numbered("t", 7)
TABLE = table_of(foundation=FOUNDATIONS, tableau=COLUMNS, waste="talon", stock="stock")
#: Cards dealt to each column of the flower-bed (play ¶1: seven rows of seven).
DEPTH = 7

#: The face-down rows hide cards from the player, but each is turned the moment it is uncovered.
FACE_DOWN = Reading("the face-down rows change what is seen, not what may be played", of=OLGA.play(1))
#: Rule II makes the uncovered card available: the one card at the foot of a column.
ONE_CARD = Reading("the card at the foot of a column is available, one card at a time", of=OLGA.rule("II"))
#: Descending, in the order the foundations ascend (ace, seven, ... king): an ace goes on a seven.
ACE_ON_SEVEN = Reading("an ace goes on a seven, the foundations' order read downwards", of=OLGA.rule("III"))

FOUNDATION_RULE = Foundations(OLGA.play(1), start=ACE, end=KING, pack=PIQUET_PACK)
BUILDING = Building(OLGA.rule("III"), suit=Suits.ALTERNATE, pack=PIQUET_PACK)


class FlowerBed:
    """What a saved game must keep: cards above a column's dealt seven are built on it; the pack feeds the talon."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Cadogan 1914, "The Olga", play ¶1 and rule III: only a built sequence rises above the seven cards dealt."""
        problems = [
            f"{pile.id}: {pile.cards[i]} lies on {pile.cards[i - 1]} above the cards dealt, out of sequence"
            for pile in position.piles_of(Role.TABLEAU)
            for i in range(DEPTH, len(pile.cards))
            if not BUILDING.follows(pile.cards[i - 1], pile.cards[i])
        ]
        left = len(position.pile("stock").cards) + len(position.pile("talon").cards)
        if left > len(VARIANT.cards()) - DEPTH * len(COLUMNS):
            problems.append(f"the pack and the talon hold {left} cards, more than the deal leaves")
        return problems


class SolverHints:
    """Solver hints: piles alike, and foundation plays no card can regret.

    Any ace may start any empty foundation and no rule tells the columns apart,
    so positions that differ by an exchange of foundations or of columns are
    equally winnable. The stock only ever loses its top card: its size says
    what it holds. A card may go home at once when every card that could be
    placed on it (the next lower rank, of the other colour, eight of them in
    four packs) is home already: it can serve nowhere else.
    """

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action]:
        """The first available card that fits a foundation and that no card can still need."""
        homes = [pile.top for pile in position.piles_of(Role.FOUNDATION) if pile.top is not None]
        for pile_id in (*COLUMNS, "talon", "stock"):
            card = position.pile(pile_id).top
            home = None if card is None else FOUNDATION_RULE.next_home(position, card)
            if card is None or home is None:
                continue
            lower = PIQUET_PACK.before(card.rank)
            if lower is None or sum(top.colour is not card.colour and top.rank >= lower for top in homes) == 8:
                return [Move(pile_id, home.id)]
        return []

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> object | None:
        """Sorted foundation tops, sorted columns, the talon and the stock's size."""
        tops = sorted(encode_cards(pile.cards[-1:]) for pile in position.piles_of(Role.FOUNDATION))
        columns = sorted(encode_cards(position.pile(pile_id).cards) for pile_id in COLUMNS)
        talon = encode_cards(position.pile("talon").cards)
        return b"\x7f".join((*tops, *columns, talon, bytes([len(position.pile("stock").cards)])))


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(FACE_DOWN, to=COLUMNS, rounds=DEPTH), rest="stock"),
    FOUNDATION_RULE,
    Available(ONE_CARD, piles=COLUMNS, rule="only the card at the foot of a column is available"),
    BUILDING,
    Spaces(OLGA.play(1), piles=COLUMNS, take=Space.ANY, sources=COLUMNS),
    Talon(OLGA.play(1)),
    FlowerBed(),
    SolverHints(),
)
RULES += (CardMoves(RULES),)

#: The Olga and its edition.
VARIANT = variant(
    "olga",
    "The Olga",
    family="Klondike",
    packs=4,
    pack=PIQUET_PACK,
    readings=(FACE_DOWN, ONE_CARD, ACE_ON_SEVEN),
    changes="the book's rules: one card at a time, a column emptied filled from the flower-bed only",
    rules=RULES,
    summary="Build sixteen aces up in suit through the sevens to the kings from four piquet packs, "
    "placing cards down in alternate colours on a flower-bed of seven columns.",
)

patience_variant = published(VARIANT)
