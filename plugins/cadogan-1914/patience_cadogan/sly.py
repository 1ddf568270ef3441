"""Sly: two packs, a promenade of twenty packets laid at the player's choice, twenty cards at a time.

Cadogan 1914, "Sly". Twenty cards are dealt in two rows of ten, the
promenade. One ace and one king of each suit become the foundations as they
appear, the aces built up and the kings down, in suit. The rest of the pack
is dealt twenty cards at a time, each card laid on any packet the player
pleases; a card that fits a foundation as it turns up may go there instead.
A card on the promenade cannot be played until the round of twenty is
complete; then the top cards go to the foundations, never to another packet,
and a packet emptied is filled at once from the pack. No redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import (
    Action,
    Card,
    Move,
    Pile,
    Position,
    Ruling,
    Suit,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    DealRound,
    Foundations,
    Layout,
    Refill,
    move_cards,
    numbered,
    table_of,
)

SLY = CADOGAN_1914.game("Sly")
ACES = numbered("f", 4)
KINGS = ("f5", "f6", "f7", "f8")
PROMENADE = numbered("p", 20)
ROUND = 20
TABLE = table_of(foundation=(*ACES, *KINGS), tableau=PROMENADE, stock="stock")

FIRST_ROUND_AT_ONCE = Reading("the first twenty dealt at once, each place refilled", of=SLY.play(2))
FILLING_CARD = Reading("a card filling a vacancy is free and not one of the twenty", of=SLY.play(3))
PLAYED_OUT = Reading("the promenade is played out before the next round", of=SLY.play(3))

#: One foundation of each kind per suit, in the order of a new pack, each begun by its own ace or king.
UP = Foundations(SLY.rule("I"), piles=ACES, start=ACE, suits=tuple(Suit))
DOWN = Foundations(SLY.rule("I"), piles=KINGS, start=KING, build=Build.DOWN, suits=tuple(Suit))
FOUNDATIONS = (*ACES, *KINGS)


def home(position: Position, card: Card) -> Pile | None:
    """The first foundation ``card`` fits, if any."""
    return UP.next_home(position, card) or DOWN.next_home(position, card)


class ThePromenade:
    """The rounds of twenty (rule IV; play ¶3), laid anywhere (rule II), played only home (play ¶4)."""

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The next card of the pack; a packet's top card only once the round of twenty is complete."""
        if pile.id == "stock":
            return legal("the cards are dealt one at a time", SLY.play(3)) if count == 1 else None
        if pile.id in PROMENADE and position.get("placed") is not None:
            return illegal("a card on the promenade waits until the round of twenty is complete", SLY.rule("IV"))
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Any card on any packet: the promenade follows neither suit nor sequence."""
        if pile.id in PROMENADE:
            return legal("a card dealt to the promenade need not follow suit or sequence", SLY.rule("II"))
        return None

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Nothing moves between packets; the promenade is played out before a card is turned; bases at once."""
        if not isinstance(move, Move):
            return None
        if move.source in PROMENADE and move.target in PROMENADE:
            return illegal("cards are never moved from one packet to another", SLY.play(4))
        if move.source != "stock" or not position.pile("stock").cards:
            return None
        if position.get("placed") is None:
            for packet in PROMENADE:
                top = position.pile(packet).top
                if top is not None and home(position, top) is not None:
                    return illegal(f"the promenade is played out before the next round: {packet}", PLAYED_OUT)
        card = position.pile("stock").cards[-1]
        for group in (UP, DOWN):
            base = group.next_home(position, card)
            if move.target in PROMENADE and base is not None and not base.cards:
                return illegal(f"a foundation is placed at once: {card} to {base.id}", SLY.play(2))
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Deal a card and count it among the twenty; the round is complete at twenty or when the pack is out."""
        if not isinstance(move, Move) or move.source != "stock":
            return None
        after = move_cards(position, move)
        placed = position.get("placed", 0) + (move.target in PROMENADE)
        done = placed == ROUND or not after.pile("stock").cards
        return after.with_state(placed=None if done or not placed else placed)

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Between rounds, each packet's top card home; always, the next card home or onto any packet."""
        moves: list[Action] = []
        if position.pile("stock").cards:
            moves += [Move("stock", target) for target in (*FOUNDATIONS, *PROMENADE)]
        if position.get("placed") is None:
            moves += [Move(packet, home) for packet in PROMENADE if position.pile(packet).cards for home in FOUNDATIONS]
        return moves

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A round under way has placed from one to nineteen cards, and the pack is not out."""
        placed = position.get("placed")
        if placed is not None and not (0 < placed < ROUND and position.pile("stock").cards):
            return [f"state 'placed' is {placed}: a round under way places 1 to {ROUND - 1} cards from the pack"]
        return []


class Interchangeable:
    """A solver hint: the packets of the promenade follow one rule, so their order does not matter."""

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> object | None:
        """The state, foundations and stock as they lie, the packets sorted."""
        packets = sorted(position.pile(pile_id).cards for pile_id in PROMENADE)
        piles = tuple(position.pile(pile_id).cards for pile_id in (*FOUNDATIONS, "stock"))
        return (position.state, piles, tuple(packets))


#: The book's rules, one clause each, and the hooks written by hand.
RULES = (
    Layout(TABLE, DealRound(FIRST_ROUND_AT_ONCE, to=PROMENADE, rounds=1), rest="stock"),
    UP,
    DOWN,
    Available(SLY.rule("III"), piles=PROMENADE, rule="only the uppermost card of each packet is available"),
    Refill(FILLING_CARD, piles=PROMENADE, supply=("stock",)),
    ThePromenade(),
    Interchangeable(),
)

#: The game and its edition.
VARIANT = variant(
    "sly",
    "Sly",
    packs=2,
    changes="the book's rules: rounds of twenty laid at the player's choice; no redeal",
    rules=RULES,
    summary="Lay the pack twenty cards at a time on a promenade of twenty packets, as you please, "
    "and build four aces up and four kings down in suit from the packets' tops.",
)

patience_variant = published(VARIANT)
