"""The Wheel: two packs, a cushion of twelve, combinations of eighteen crowned with a court card round a cross of aces.

Cadogan 1914, "The Wheel". The eight aces are set out in a cross. Twelve
cards are dealt, the cushion. Three available cards of different values whose
pips add up to eighteen are taken up together, crowned with an available court
card, and the packet is laid in the circle round the cross. After the first
deal the places emptied are refilled from the pack; when no combination is
left, twelve more cards are dealt over the cushion, and from then on places
emptied stay empty. Won when the circle holds twenty-four packets, each under
a court card. No redeal.
"""

from __future__ import annotations

import itertools
from collections.abc import Sequence

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Deal, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KNAVE, Card
from patience_core.clauses import DealRound, Layout, SetOut, numbered, table_of

WHEEL = CADOGAN_1914.game("The Wheel")
ACES = numbered("a", 8)
CIRCLE = numbered("c", 24)
CUSHION = numbered("t", 12)
TABLE = table_of(reserve=ACES, foundation=CIRCLE, tableau=CUSHION, stock="stock")
SUM = 18
#: The deals after the first: 96 cards less the first twelve, twelve at a time.
LATER_DEALS = 7
#: The cards each later deal takes from the pack, one to each place of the cushion.
DEALT_AT_ONCE = len(CUSHION)

#: Three cards "taken up together" are taken one move at a time onto the circle's next place, and crowned last.
CARD_BY_CARD = Reading(
    "the three cards of a combination go one by one to the circle's next place, then the court card",
    of=WHEEL.play(2),
)
#: Twelve cards dealt "covering those already forming the cushion": one onto each place, in order.
COVERING = Reading(
    "each later deal lays one card on each place of the cushion, in order",
    of=WHEEL.play(3),
)

TAKEN_TOGETHER = illegal(
    "the cards of a combination are taken up together: none lies under another of it",
    WHEEL.play(2),
)
CUSHION_ONLY = illegal(
    "only the cards of the cushion make combinations, laid on the circle's next place",
    CARD_BY_CARD,
)
NO_CROWN = illegal(
    "a combination is made only when the cushion holds a court card to crown it",
    WHEEL.rule("III"),
)
NO_SUM = illegal(
    f"three cards of different values whose pips add up to {SUM}, and none other, make a combination",
    WHEEL.rule("II"),
)
CROWN_LAST = illegal("the court card is put on the three cards of a combination, last", WHEEL.play(2))
TAKEN = legal(f"a card of a combination of {SUM} is taken up", WHEEL.play(2))
CROWNED = legal(
    "a court card crowns the combination, and the packet lies in the circle",
    WHEEL.play(2),
)
DEALT = legal("when no combination can be made, twelve more cards are dealt", WHEEL.play(3))


def is_court(card: Card) -> bool:
    """Whether ``card`` is a court card (knave, queen, king): rule IV leaves them out of the combinations."""
    return card.rank >= KNAVE


def makes_up(pips: Sequence[int], others: Sequence[int]) -> bool:
    """Whether ``pips`` (of different values) can be made up with ``others`` to three values adding up to 18."""
    if len(set(pips)) != len(pips) or len(pips) > 3:
        return False
    spare = {value for value in others if value not in pips}
    return any(sum(pips) + sum(more) == SUM for more in itertools.combinations(sorted(spare), 3 - len(pips)))


def fits(packet: Sequence[Card], card: Card) -> bool:
    """Whether ``card`` may go onto ``packet`` (rules II, IV): three pips of other values making 18, a court last."""
    if len(packet) == 3:
        return is_court(card) and makes_up([held.rank for held in packet], [])
    if len(packet) > 3 or is_court(card) or card.rank == ACE:
        return False
    return makes_up([*(held.rank for held in packet), card.rank], range(2, KNAVE))


def taken(position: Position) -> tuple[str, ...]:
    """The places of the cushion the combination in hand was taken from."""
    return tuple(str(position.get("taken", "")).split())


def building(position: Position) -> Pile | None:
    """The circle's next place: the first that holds no crowned packet (``None`` when all do)."""
    return next((pile for pile in map(position.pile, CIRCLE) if len(pile.cards) < 4), None)


def tops(position: Position, *leaving: str) -> dict[str, Card]:
    """The available cards of the cushion (rule V), by place, but for the places ``leaving`` and those taken from."""
    out = set(taken(position)) | set(leaving)
    return {pile.id: pile.top for pile in map(position.pile, CUSHION) if pile.top is not None and pile.id not in out}


def combination_left(position: Position) -> bool:
    """Whether three available cards and a court card make a combination now."""
    available = tops(position).values()
    pips = [card.rank for card in available if not is_court(card)]
    return any(map(is_court, available)) and makes_up([], pips)


class Combinations:
    """The cushion, the circle and the deals (rules I–V, play ¶1–3)."""

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Each available card to the circle's next place, and the deal."""
        place = building(position)
        moves: list[Action] = [Move(pile_id, place.id) for pile_id in tops(position)] if place is not None else []
        return [*moves, Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Rules I–V: a card taken up towards a combination that can be finished and crowned, or the deal."""
        if isinstance(move, Deal):
            if not position.pile("stock").cards:
                return illegal("the pack is dealt out", WHEEL.play(4))
            if taken(position) or combination_left(position):
                return illegal(
                    "the next deal is made only when no combination can be made",
                    WHEEL.play(3),
                )
            return DEALT
        if not isinstance(move, Move):
            return None
        place = building(position)
        if move.source not in CUSHION or place is None or move.target != place.id or move.count != 1:
            return CUSHION_ONLY
        if move.source in taken(position):
            return TAKEN_TOGETHER
        card = position.pile(move.source).cards[-1]
        if is_court(card) and len(place.cards) < 3:
            return CROWN_LAST
        if not fits(place.cards, card):
            return NO_SUM
        if is_court(card):
            return CROWNED
        others = tops(position, move.source).values()
        if not any(map(is_court, others)):
            return NO_CROWN
        pips = [*(held.rank for held in place.cards), card.rank]
        if not makes_up(pips, [other.rank for other in others if not is_court(other)]):
            return NO_SUM
        return TAKEN

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """A place of the circle takes three pips of different values making 18, then a court card."""
        if pile.id not in CIRCLE:
            return None
        return CROWNED if len(cards) == 1 and fits(pile.cards, cards[0]) else NO_SUM

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The card to the circle; a crowned packet's places refilled from the pack after the first deal only."""
        if isinstance(move, Deal):
            stock = list(position.pile("stock").cards)
            table = {pile_id: [*position.pile(pile_id).cards] for pile_id in CUSHION}
            for pile_id in CUSHION[: len(stock)]:
                table[pile_id].append(stock.pop())
            return position.with_piles({**table, "stock": stock}).with_state(deals=int(position.get("deals", 0)) + 1)
        if not isinstance(move, Move):
            return None
        card = position.pile(move.source).cards[-1]
        after = position.with_piles(
            {
                move.source: position.pile(move.source).cards[:-1],
                move.target: (*position.pile(move.target).cards, card),
            }
        )
        if not is_court(card):
            return after.with_state(taken=" ".join((*taken(position), move.source)))
        emptied = [pile_id for pile_id in (*taken(position), move.source) if not after.pile(pile_id).cards]
        after = after.with_state(taken=None)
        if position.get("deals", 0):
            return after
        stock = list(after.pile("stock").cards)
        refills = {pile_id: [stock.pop()] for pile_id in sorted(emptied, key=CUSHION.index) if stock}
        return after.with_piles({**refills, "stock": stock})

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when every place of the circle holds a crowned packet."""
        return building(position) is None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """What the deal and the rules cannot leave."""
        problems = [
            f"{pile_id} holds other than one ace"
            for pile_id in ACES
            if [card.rank for card in position.pile(pile_id).cards] != [ACE]
        ]
        place = building(position)
        beyond = CIRCLE[CIRCLE.index(place.id) + 1 :] if place is not None else ()
        if any(position.pile(pile_id).cards for pile_id in beyond):
            problems.append("the packets are laid round the circle in turn, one made at a time")
        held = len(place.cards) if place is not None else 0
        if len(taken(position)) != held or not set(taken(position)) <= set(CUSHION):
            problems.append(f"state 'taken' names {len(taken(position))} places of the cushion, not {held}")
        deals = position.get("deals", 0)
        if isinstance(deals, bool) or not isinstance(deals, int) or not 0 <= deals <= LATER_DEALS:
            problems.append(
                f"state 'deals' is {deals!r}, not a count of the deals after the first (0 to {LATER_DEALS})"
            )
        elif deals and (left := len(position.pile("stock").cards)) > DEALT_AT_ONCE * (LATER_DEALS - deals):
            # Each deal takes twelve cards (the last what is left) and refills stop after the first, so the pack
            # holds at most 84 - 12 * deals: a count beyond that would let play deal more often than the book.
            problems.append(
                f"state 'deals' is {deals}, but the pack still holds {left} cards: {deals} deals after the first "
                f"leave at most {DEALT_AT_ONCE * (LATER_DEALS - deals)}"
            )
        elif not deals:
            for pile_id in CUSHION:
                cards = position.pile(pile_id).cards
                if len(cards) > 1 or (not cards and position.pile("stock").cards and pile_id not in taken(position)):
                    problems.append(
                        f"{pile_id} holds {len(cards)} cards, but before the second deal every place holds one"
                    )
        return problems


def value(card: Card) -> int:
    """What the rules see of a card: its pips, or 11 for any court card (suits never matter in the Wheel)."""
    return KNAVE if is_court(card) else card.rank


class SolverHints:
    """Hints for the solver: suits and the kind of court card never matter, nor which packet lies where."""

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The values of the cushion's places and the pack, the pips in hand sorted, the places they came from."""
        place = building(position)
        circle = bytes((CIRCLE.index(place.id), *sorted(map(value, place.cards)))) if place is not None else b"won"
        cushion = (bytes(map(value, position.pile(pile_id).cards)) for pile_id in CUSHION)
        stock = bytes(map(value, position.pile("stock").cards))
        state = " ".join(sorted(taken(position))) + f"|{position.get('deals', 0)}"
        return b"|".join((*cushion, stock, circle, state.encode()))


#: The book's rules: the deal as clauses, the combinations by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(WHEEL.play(1), ("AC", "AC", "AS", "AS", "AH", "AH", "AD", "AD"), to=ACES),
        DealRound(WHEEL.play(1), to=CUSHION, rounds=1),
        rest="stock",
    ),
    Combinations(),
    SolverHints(),
)

#: The Wheel and its edition.
VARIANT = variant(
    "wheel",
    "The Wheel",
    packs=2,
    readings=(CARD_BY_CARD, COVERING),
    changes="the book's rules: three cards of different values making 18, crowned by a court card",
    rules=RULES,
    summary="Take up combinations of three cards of different values making eighteen from a cushion of twelve, "
    "each crowned by a court card, until a circle of twenty-four court cards surrounds a cross of aces.",
)

patience_variant = published(VARIANT)
