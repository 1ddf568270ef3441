"""The Besieged City: two packs, a Reserve of twelve inside fourteen Ramparts, foundations that turn at the sevens.

Cadogan 1914, "The Besieged City". Twelve cards in four rows of three are the
Reserve; fourteen round them, one at each end of every row and column, are
the Ramparts. Four aces of different suits are built in suit ace, king, two,
queen, … seven, seven, eight, six, … king, ace. Rampart cards are built on
each other in suit, a rank up or down or in the foundations' order; a Reserve
card goes only onto a Rampart at an end of its own row or column. A Rampart
emptied is filled at once from its line of the Reserve, the Reserve from the
talon or the pack, which is turned to the foundations or the talon. At the
end, two places of the Reserve may exchange their cards.
"""

from __future__ import annotations

import itertools

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Move, Position, Ruling, Suit, hookimpl, illegal, legal
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Refill,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

CITY = CADOGAN_1914.game("The Besieged City")
FOUNDATIONS = numbered("f", 4)
RESERVE = tuple(f"r{row}c{column}" for row in range(1, 5) for column in range(1, 4))
#: Each Rampart and the line of the Reserve it ends: w and e the rows, n and s the columns.
LINE = {
    **{f"{side}{row}": tuple(f"r{row}c{column}" for column in range(1, 4)) for side in "we" for row in range(1, 5)},
    **{f"{side}{column}": tuple(f"r{row}c{column}" for row in range(1, 5)) for side in "ns" for column in range(1, 4)},
}
#: The Ramparts clockwise from the top left, the order they are dealt in.
RAMPARTS = ("n1", "n2", "n3", "e1", "e2", "e3", "e4", "s3", "s2", "s1", "w4", "w3", "w2", "w1")
ENDS = {place: tuple(rampart for rampart in RAMPARTS if place in LINE[rampart]) for place in RESERVE}
TABLE = table_of(foundation=FOUNDATIONS, tableau=RAMPARTS, reserve=RESERVE, waste="talon", stock="stock")
#: Ace, king, two, queen, … seven, then back: "finishing as well as beginning with aces".
ORDER: tuple[int, ...] = (1, 13, 2, 12, 3, 11, 4, 10, 5, 9, 6, 8, 7)
ORDER += ORDER[::-1]

#: The Ramparts' places are in the book's illustration; rule III's note shows one at each end of each line.
PLACES = Reading("a Rampart at each end of each row and column, dealt clockwise from the top", of=CITY.play(1))
TURNED = Reading("a card turned that fits a foundation is played", of=CITY.play(4))
#: Play ¶5: at the end, cards of the Reserve that cannot reach the Ramparts "you may transpose": two change places.
TRANSPOSED = Reading("to transpose is to exchange the cards of two places of the Reserve", of=CITY.play(5))


class RampartBuilding(Building):
    """Rule II: in suit, a rank up or down, or next to each other in the order the foundations take.

    That order runs seven, seven at its turn, so a seven goes on a seven too.
    """

    NEIGHBOURS = frozenset(itertools.pairwise(ORDER)) | frozenset(itertools.pairwise(ORDER[::-1]))

    def follows(self, below: Card, above: Card) -> bool:
        """In suit, and a rank apart or neighbours in the foundations' order."""
        steps = abs(below.rank - above.rank) == 1 or (below.rank, above.rank) in self.NEIGHBOURS
        return above.suit is below.suit and steps


class Lines:
    """Where the Reserve's cards go, the vacancies in the Ramparts, the exchanges at the end (rules I, III-V, play)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The lines of the Reserve, and nothing before a vacancy in the Ramparts is filled."""
        if not isinstance(move, Move):
            return None
        source, target = move.source, move.target
        empty = [r for r in RAMPARTS if not position.pile(r).cards and any(position.pile(p).cards for p in LINE[r])]
        if empty and not (target in empty and source in LINE[target]):
            return illegal(f"a vacancy in the Ramparts is filled at once: {empty[0]}", CITY.play(3))
        if target in LINE and not position.pile(target).cards:
            rule = "a vacancy in the Ramparts takes a card of the Reserve's line it ends"
            return (legal if source in LINE[target] else illegal)(rule, CITY.rule("IV"))
        if source in ENDS:
            if target in LINE:
                return None if target in ENDS[source] else illegal(TO_THE_ENDS, CITY.rule("III"))
            if target in ENDS:
                if position.pile("stock").cards or position.pile("talon").cards:
                    return illegal("two places of the Reserve exchange their cards only at the end", TRANSPOSED)
                return legal("at the end two places of the Reserve may exchange their cards", TRANSPOSED)
            return illegal("the Reserve must pass into the Ramparts before it is played", CITY.rule("I"))
        if source == "talon":
            return illegal("cards from the talon must pass through the Reserve", CITY.rule("I"))
        if source == "stock" and target not in (*FOUNDATIONS, "talon"):
            return illegal("a card turned from the pack goes to a foundation or the talon", CITY.play(4))
        if target in ENDS:
            return illegal("the Reserve is filled only from the talon or the pack", CITY.rule("V"))
        return None

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The moves the rules might allow, found along the lines: a speed-up, the rules still judge each."""
        tops = {pile.id: pile.top for pile in position.piles}
        done = not tops["stock"] and not tops["talon"]
        moves: list[Action] = [Move("stock", target) for target in (*FOUNDATIONS, "talon") if tops["stock"]]
        for source in (*RAMPARTS, *RESERVE):
            card = tops[source]
            if card is None:
                continue
            targets = [f for f in FOUNDATIONS if source in LINE and FOUNDATION_RULE.fits(position.pile(f), card)]
            for rampart in RAMPARTS if source in LINE else ENDS[source]:
                top = tops[rampart]
                if (top is None and source in LINE[rampart]) or (top is not None and BUILDING.follows(top, card)):
                    targets.append(rampart)
            if source in ENDS and done:
                targets += RESERVE
            moves += [Move(source, target) for target in targets if target != source]
        return moves

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Play ¶5: two places of the Reserve exchange their cards (an empty place takes the card, and gives none)."""
        if not isinstance(move, Move) or move.source not in ENDS or move.target not in ENDS:
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        return position.with_piles({source.id: target.cards, target.id: source.cards})

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The Reserve is refilled at once and holds one card a place; a Rampart's packet is built by rule II."""
        supply = position.pile("stock").cards or position.pile("talon").cards
        problems = [f"{p} holds more than one card" for p in RESERVE if len(position.pile(p).cards) > 1]
        problems += [
            f"{p} is empty, but the Reserve is refilled at once"
            for p in RESERVE
            if supply and not position.pile(p).cards
        ]
        for rampart in RAMPARTS:
            cards = position.pile(rampart).cards
            if not BUILDING.is_sequence(cards):
                problems.append(f"{rampart} is not built by rule II")
        return problems


TO_THE_ENDS = "a Reserve card goes only on a Rampart at an end of its own row or column"
FOUNDATION_RULE = Foundations(
    CITY.play(2), piles=FOUNDATIONS, suits=(Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS), order=ORDER
)
BUILDING = RampartBuilding(CITY.rule("II"), piles=RAMPARTS, build=Build.EITHER, suit=Suits.SAME)

#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE, DealRound(CITY.play(1), to=RESERVE, rounds=1), DealRound(PLACES, to=RAMPARTS, rounds=1), rest="stock"
    ),
    FOUNDATION_RULE,
    Available(CITY.rule("II"), piles=RAMPARTS, rule="the top card of each packet of the Ramparts is alone available"),
    Available(CITY.rule("III"), piles=RESERVE, rule="a card of the Reserve is available"),
    Talon(CITY.play(4)),
    MustPlay(TURNED, foundations=FOUNDATION_RULE),
    BUILDING,
    Spaces(CITY.rule("IV"), piles=RAMPARTS, take=Space.ANY),
    Spaces(TRANSPOSED, piles=RESERVE, take=Space.ANY),
    Refill(CITY.rule("V"), piles=RESERVE, supply=("talon", "stock")),
    Lines(),
)

#: The game and its edition.
VARIANT = variant(
    "besieged-city",
    "The Besieged City",
    packs=2,
    changes="the book's rules: a Reserve of twelve inside fourteen Ramparts, foundations turning at the sevens",
    rules=RULES,
    summary="Build four aces in suit ace, king, two, queen … to the sevens and back to the aces, from fourteen "
    "Ramparts fed by a Reserve of twelve, and from the pack.",
)

patience_variant = published(VARIANT)
