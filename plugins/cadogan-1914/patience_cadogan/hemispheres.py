"""The Hemispheres: two packs, four Races in a circle parted by four barriers, red cards north, black south.

Cadogan 1914, "The Hemispheres". The four red aces and the four black kings
are the foundations, the aces built up in suit to the kings, the kings down
to the aces. A king of hearts, a king of diamonds, an ace of clubs and an ace
of spades are the barriers, which part a circle of four Races of three cards:
the two northern Races are the red cards' hemisphere, the two southern the
black's. A card in the wrong hemisphere cannot be used, only exchanged for a
card in the wrong hemisphere of the other (or, at the end, moved home). Red
cards marry downwards, black upwards, in suit, within their Race; the rest of
the pack fills the vacancies, goes to the foundations or to a talon whose top
card may marry in any Race. The barriers are played last. No redeal.
"""

from __future__ import annotations

from collections.abc import Iterable

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Pile, Position, Role, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING, Card, Colour
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

HEMISPHERES = CADOGAN_1914.game("The Hemispheres")
ACES = numbered("f", 4)
KINGS = ("f5", "f6", "f7", "f8")
BARRIERS = numbered("b", 4)
NORTH = numbered("n", 6)
SOUTH = numbered("s", 6)
CIRCLE = (*NORTH, *SOUTH)
#: The Races, three places each, in the order of the deal: two in the north, two in the south.
RACES = (NORTH[:3], NORTH[3:], SOUTH[:3], SOUTH[3:])
RACE = {pile_id: i for i, race in enumerate(RACES) for pile_id in race}
HOME = {Colour.RED: NORTH, Colour.BLACK: SOUTH}
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=BARRIERS, tableau=CIRCLE, waste="talon", stock="stock")

#: The circle is in the illustration only: dealt round from the king of hearts, over the north first.
CIRCLE_ORDER = Reading("the circle runs from the king of hearts through the two northern Races", of=HEMISPHERES.play(5))
TOP_OF_MARRIAGE = Reading("only the top card of a marriage is available", of=HEMISPHERES.rule("III"))
FIRST_VACANCY = Reading(
    "a card dealt fills the first vacancy of the circle before anything else", of=HEMISPHERES.play(7)
)
FITTING_CARD_PLAYED = Reading("a card dealt that fits a foundation is played", of=HEMISPHERES.play(7))
HOME_TO_A_VACANCY = Reading(
    "at the end a card is transferred to a vacancy of its own hemisphere", of=HEMISPHERES.rule("II")
)
END_OF_GAME = Reading("the end of the game is when the pack and the talon are used up", of=HEMISPHERES.rule("IV"))
#: Rule III lets the talon's cards marry in any Race; a card dealt that would form the talon marries as its top would.
STRAIGHT_FROM_THE_PACK = Reading(
    "a card dealt may marry in any Race, as the talon's top card may", of=HEMISPHERES.rule("III")
)


def misplaced(pile_id: str, card: Card) -> bool:
    """Whether ``card`` lies in a place of the circle outside its own hemisphere."""
    return pile_id in CIRCLE and pile_id not in HOME[card.colour]


def first_vacancy(position: Position) -> str | None:
    """The first empty place of the circle, in the order of the deal, if any."""
    return next((pile_id for pile_id in CIRCLE if not position.pile(pile_id).cards), None)


def game_ended(position: Position) -> bool:
    """Whether all the cards are dealt and the talon is exhausted (rule II), the end of the game (rule IV)."""
    return not position.pile("stock").cards and not position.pile("talon").cards


class Hemispheres:
    """Rules I–III: a card in the wrong hemisphere is exchanged, or at the end transferred; marriages keep to a Race."""

    exchange = "a card in the wrong hemisphere is exchanged for one in the wrong hemisphere of the other"

    def exchanging(self, position: Position, move: Move) -> bool:
        """Whether ``move`` exchanges two cards, each lying in the other's hemisphere."""
        source, target = position.pile(move.source).top, position.pile(move.target).top
        return (
            source is not None
            and target is not None
            and misplaced(move.source, source)
            and misplaced(move.target, target)
            and source.colour is not target.colour
        )

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Hemispheres", rules I, II and III."""
        if not isinstance(move, Move):
            return None
        card, target = position.pile(move.source).top, position.pile(move.target)
        if card is not None and misplaced(move.source, card):
            if move.count == 1 and self.exchanging(position, move):
                return legal(self.exchange, HEMISPHERES.rule("II"))
            if move.count == 1 and game_ended(position) and not target.cards and move.target in HOME[card.colour]:
                return legal("at the end a card is transferred to its own hemisphere", HOME_TO_A_VACANCY)
            return illegal("a card in the wrong hemisphere cannot be used", HEMISPHERES.rule("I"))
        if target.top is not None and misplaced(target.id, target.top):
            return illegal("a card in the wrong hemisphere cannot be used", HEMISPHERES.rule("I"))
        if move.source in CIRCLE and target.cards and move.target in CIRCLE and RACE[move.source] != RACE[target.id]:
            return illegal("a card of the circle marries only in its own Race", HEMISPHERES.rule("III"))
        dealt = move.source == "stock" and move.count == 1 and move.target in CIRCLE and first_vacancy(position) is None
        if dealt and card is not None and target.cards:
            if MARRIAGES[move.target in SOUTH].accepts(target, (card,)):
                return legal("a card dealt marries in any Race, as the talon's top card may", STRAIGHT_FROM_THE_PACK)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """An exchange swaps the two cards; any other move is the core's."""
        if not isinstance(move, Move) or not self.exchanging(position, move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        swapped = {
            source.id: (*source.cards[:-1], *target.cards[-1:]),
            target.id: (*target.cards[:-1], *source.cards[-1:]),
        }
        return position.with_piles(swapped)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A card in the wrong hemisphere lies alone; a marriage holds only cards at home; the barriers stay."""
        problems = []
        for pile_id in CIRCLE:
            cards = position.pile(pile_id).cards
            if len(cards) > 1 and not all(pile_id in HOME[card.colour] for card in cards):
                problems.append(f"{pile_id} holds a card outside its hemisphere under or on another card")
            elif not MARRIAGES[pile_id in SOUTH].is_sequence(cards):
                problems.append(f"{pile_id} holds cards that are not married in order")
        for pile_id, card in zip(BARRIERS, BARRIER_CARDS, strict=True):
            held = tuple(map(str, position.pile(pile_id).cards))
            if held not in ((card,), ()):
                problems.append(f"barrier {pile_id} holds {card} alone until it is played")
            elif not held and not game_ended(position):
                problems.append(f"barrier {pile_id} has left before the end of the game")
        return problems


class Vacancies:
    """Play ¶7: the pack is dealt first into the vacancies of the circle, from left to right."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """While a place of the circle is empty, the card dealt goes to the first of them."""
        if not isinstance(move, Move) or move.source != "stock":
            return None
        vacancy = first_vacancy(position)
        if vacancy is None or move.target == vacancy:
            return None  # the talon, the foundations and the marriages, or the vacancy: the clauses decide
        return illegal(f"a card dealt fills the first vacancy of the circle, {vacancy}", FIRST_VACANCY)


class Barriers:
    """Rule IV: the barriers stay until the end of the game, and are then played to the foundations."""

    rule = "the barriers cannot be moved till the end of the game, and then only to a foundation"

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """A barrier, one card; ``None`` for any other pile."""
        return ((1,) if pile.cards else ()) if pile.id in BARRIERS else None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """A barrier may be taken once the game has ended (the pack and the talon used up)."""
        if pile.id not in BARRIERS:
            return None
        return (legal if game_ended(position) else illegal)(self.rule, END_OF_GAME)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A barrier goes nowhere but to a foundation."""
        if (
            isinstance(move, Move)
            and move.source in BARRIERS
            and position.pile(move.target).role is not Role.FOUNDATION
        ):
            return illegal(self.rule, HEMISPHERES.rule("IV"))
        return None


BARRIER_CARDS = ("KH", "AC", "KD", "AS")
#: Red cards marry downwards in the north, black upwards in the south (indexed by ``pile in SOUTH``).
MARRIAGES = (
    Building(HEMISPHERES.play(6), piles=NORTH, build=Build.DOWN, suit=Suits.SAME),
    Building(HEMISPHERES.play(6), piles=SOUTH, build=Build.UP, suit=Suits.SAME),
)


class WhereCardsGo:
    """The moves worth judging: each available card to the foundations it fits and the places it may go.

    The engine's default tries every pile onto every other; only these can be
    legal here, and each is still judged by the clauses.
    """

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Foundations, marriages in suit, exchanges, vacancies, and the next card to the talon."""
        moves: list[Action] = [Move("stock", "talon")] if position.pile("stock").cards else []
        places = [
            (pile.id, pile.top, pile.top is not None and misplaced(pile.id, pile.top))
            for pile in (position.pile(pile_id) for pile_id in CIRCLE)
        ]
        vacancies = [pile_id for pile_id, top, _ in places if top is None]
        sources = (*CIRCLE, "talon", "stock", *BARRIERS) if game_ended(position) else (*CIRCLE, "talon", "stock")
        for source in sources:
            card = position.pile(source).top
            if card is None:
                continue
            for piles, foundations in ((ACES, ACE_FOUNDATIONS), (KINGS, KING_FOUNDATIONS)):
                moves += [Move(source, pile) for pile in piles if foundations.fits(position.pile(pile), card)]
            stray = misplaced(source, card)
            if source == "stock" and vacancies:
                moves.append(Move(source, vacancies[0]))
                continue
            for target, top, target_stray in places:
                if target == source:
                    continue
                if stray if top is None or target_stray else card.suit is top.suit and abs(card.rank - top.rank) == 1:
                    moves.append(Move(source, target))
        return moves


ACE_FOUNDATIONS = Foundations(HEMISPHERES.play(3), piles=ACES, set_out=True)
KING_FOUNDATIONS = Foundations(HEMISPHERES.play(3), piles=KINGS, build=Build.DOWN, start=KING, set_out=True)

#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(HEMISPHERES.play(1), ("AH", "AH", "AD", "AD", "KC", "KC", "KS", "KS"), to=(*ACES, *KINGS)),
        SetOut(HEMISPHERES.play(2), BARRIER_CARDS, to=BARRIERS),
        DealRound(CIRCLE_ORDER, to=CIRCLE, rounds=1),
        rest="stock",
    ),
    ACE_FOUNDATIONS,
    KING_FOUNDATIONS,
    Available(TOP_OF_MARRIAGE, piles=CIRCLE, rule="only the top card of a place in the circle is available"),
    *MARRIAGES,
    Spaces(HEMISPHERES.play(7), piles=CIRCLE, take=Space.ANY, sources=("stock",)),
    Talon(HEMISPHERES.play(7)),
    MustPlay(FITTING_CARD_PLAYED, foundations=ACE_FOUNDATIONS),
    MustPlay(FITTING_CARD_PLAYED, foundations=KING_FOUNDATIONS),
    Vacancies(),
    Barriers(),
    Hemispheres(),
    WhereCardsGo(),
)

#: The game and its edition.
VARIANT = variant(
    "hemispheres",
    "The Hemispheres",
    packs=2,
    readings=(FIRST_VACANCY, FITTING_CARD_PLAYED, STRAIGHT_FROM_THE_PACK),
    changes="the book's rules: the pack fills the vacancies first, then goes to the foundations or the talon",
    rules=RULES,
    summary="Build the red aces up and the black kings down from four Races in a circle, "
    "red cards in the north and black in the south, exchanging the strays.",
)

patience_variant = published(VARIANT)
