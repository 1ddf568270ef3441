"""The Zodiac: two packs, eight cards in the Equator, twenty-four in the Zodiac, the foundations formed at the end.

Cadogan 1914, "The Zodiac". Eight cards are dealt in a row, the Equator, and
twenty-four about them, the Zodiac. Cards of the Equator and of the pack or
talon are married on the Zodiac's packets, in suit, up or down, the direction
changing at will; the Zodiac's cards never marry each other, nor the Equator's.
A gap in the Equator is filled from the talon or the pack, when the player
likes. The talon is turned again as often as it takes to place every card. Only
then are the foundations formed, four aces built up and four kings down, one of
each suit, from the Zodiac and the Equator. There is no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Pile, Position, Ruling, Suit, hookimpl, illegal
from patience_core.cards import KING, Card
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    Space,
    Spaces,
    Suits,
    Talon,
    TalonAgain,
    numbered,
    table_of,
)

ZODIAC = CADOGAN_1914.game("The Zodiac")
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
ACES, KINGS = numbered("f", 4), ("f5", "f6", "f7", "f8")
EQUATOR, CIRCLE = numbered("e", 8), numbered("z", 24)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=EQUATOR, tableau=CIRCLE, waste="talon", stock="stock")

#: Rule I names the Zodiac's "packets": a packet's top card is the one married on, and the one played at the end.
PACKETS = Reading("a packet's top card is its available card", of=ZODIAC.rule("I"))
#: Rule I holds to the end: an Equator card may still be married on the Zodiac once every card is placed.
MARRIAGES_GO_ON = Reading("the Equator marries on the Zodiac to the end", of=ZODIAC.rule("I"))


def placing(position: Position) -> bool:
    """Whether cards remain to be placed: the pack or the talon still holds some."""
    return bool(position.pile("stock").cards or position.pile("talon").cards)


class NoMarriageAmongThemselves:
    """No marriage within the Zodiac nor within the Equator (rule I); the foundations wait for the end (play ¶2)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A Zodiac card goes only to a foundation; a foundation takes cards only when all are placed."""
        if not isinstance(move, Move):
            return None
        if move.target in (*ACES, *KINGS) and placing(position):
            return illegal("the foundations are formed only when every card is placed", ZODIAC.play(2))
        if move.source in CIRCLE and move.target not in (*ACES, *KINGS):
            return illegal("cards in the Zodiac cannot marry each other", ZODIAC.rule("I"))
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """A card of the Equator takes no card on it."""
        if pile.id in EQUATOR and pile.cards:
            return illegal("cards in the Equator cannot marry each other", ZODIAC.rule("I"))
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A place of the Equator holds one card at most; while cards remain to be placed, no foundation is begun."""
        problems = [
            f"{pile_id} is a place of the Equator, one card" for pile_id in EQUATOR if len(position.pile(pile_id)) > 1
        ]
        if placing(position):
            problems += [
                f"{pile_id} is begun before every card is placed"
                for pile_id in (*ACES, *KINGS)
                if position.pile(pile_id).cards
            ]
            problems += [
                f"{pile_id} of the Zodiac is empty before every card is placed"
                for pile_id in CIRCLE
                if not position.pile(pile_id).cards
            ]
        return problems


class WhereCardsGo:
    """The moves worth judging: a speed-up, never a rule (every move offered is still judged).

    While cards remain to be placed: a card of the Equator, the pack or the
    talon onto a Zodiac packet it marries, a card of the pack or talon into a
    gap of the Equator, the next card turned, the talon turned again. Then:
    every top card to each foundation it fits, and the Equator onto the Zodiac.
    """

    def __init__(self, marriage: Building, foundations: tuple[Foundations, ...]) -> None:
        self.marriage = marriage
        self.foundations = foundations

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Each available card where a clause could take it."""
        tops = {pile_id: position.pile(pile_id).top for pile_id in (*EQUATOR, *CIRCLE, "stock", "talon")}
        moves: list[Action] = []
        for source in ("stock", "talon", *EQUATOR) if placing(position) else (*EQUATOR, *CIRCLE):
            card = tops[source]
            if card is None:
                continue
            for target in CIRCLE:
                top = tops[target]
                if top is not None and self.marriage.follows(top, card):
                    moves.append(Move(source, target))
            if source in ("stock", "talon"):
                moves += [Move(source, pile_id) for pile_id in EQUATOR if tops[pile_id] is None]
            elif not placing(position):
                homes = (group.next_home(position, card) for group in self.foundations)
                moves += [Move(source, home.id) for home in homes if home is not None]
        if tops["stock"] is not None:
            moves.append(Move("stock", "talon"))
        return moves


class PlacedThenHome:
    """A solver hint: the cards placed from the pack and talon, then the cards home, are the progress."""

    @hookimpl
    def patience_solver_score(self, position: Position) -> float:
        """Cards out of the pack and talon, and cards on the foundations."""
        waiting = len(position.pile("stock").cards) + len(position.pile("talon").cards)
        home = sum(len(position.pile(pile_id).cards) for pile_id in (*ACES, *KINGS))
        return home - waiting


MARRIAGE = Building(ZODIAC.rule("I"), piles=CIRCLE, build=Build.EITHER, suit=Suits.SAME)
UP = Foundations(ZODIAC.rule("II"), piles=ACES, suits=SUITS)
DOWN = Foundations(ZODIAC.rule("II"), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS)

#: The book's rules, one clause each, and the hook written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(ZODIAC.play(1), to=EQUATOR, rounds=1),
        DealRound(ZODIAC.play(1), to=CIRCLE, rounds=1),
        rest="stock",
    ),
    UP,
    DOWN,
    Available(PACKETS, piles=(*EQUATOR, *CIRCLE)),
    MARRIAGE,
    Spaces(ZODIAC.play(3), piles=EQUATOR, take=Space.ANY, sources=("stock", "talon")),
    Talon(ZODIAC.play(3)),
    TalonAgain(ZODIAC.play(3)),
    NoMarriageAmongThemselves(),
    WhereCardsGo(MARRIAGE, (UP, DOWN)),
    PlacedThenHome(),
)

#: The game and its edition.
VARIANT = variant(
    "zodiac",
    "The Zodiac",
    packs=2,
    readings=(MARRIAGES_GO_ON,),
    changes="the book's rules: the talon turned until every card is placed, then the foundations",
    rules=RULES,
    state_notes=(("turned", "cards in the pack and talon when the talon was last turned"),),
    summary="Marry two packs in suit, up or down, on a circle of twenty-four packets about an Equator of eight, "
    "then build four aces up and four kings down from them.",
)

patience_variant = published(VARIANT)
