"""The Great Thirteen: two packs in eight ground packets, a balcony of eight, numerals built by doubling and adding.

Cadogan 1914, "The Great Thirteen". There are no foundations. Eight packets of
thirteen are dealt; a king on the surface is slipped underneath, and the top
card of each packet goes up to the balcony. Under each balcony card grows a
packet of numerals: first a card of twice its value, then each card the value
of the one before plus the balcony card's, thirteen taken off whenever the sum
passes it, until a king ends the packet. Suits never count. Only the top card
of a ground packet is available, and a card that fills a vacancy in the
numerals goes there first. When nothing more can be played, the ground packets
are taken up one by one from the left and dealt round the eight places, from
the one to the right, the place of the packet in hand among them. Won when
every numeral packet ends with a king.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Deal, Move, Pile, Position, RankKey, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING
from patience_core.clauses import Available, DealPackets, DealStep, GoesOnlyTo, Layout, numbered, table_of

THIRTEEN = CADOGAN_1914.game("The Great Thirteen")
BALCONY, NUMERALS, GROUND = numbered("b", 8), numbered("n", 8), numbered("g", 8)
TABLE = table_of(reserve=BALCONY, foundation=NUMERALS, tableau=GROUND)

#: Rule II and play ¶6, ¶8: the numerals' first cards are placed before any addition, and a vacancy before it.
VACANCIES_FIRST = Reading(
    "no card is added to a numeral while a card available fills a vacancy", of=THIRTEEN.rule("II")
)
#: Play ¶9 and rule III: from the place to the right as far as No. 8, then "begin again at No. 1", counting every
#: place "from one to eight", a vacancy like a packet: the place of the packet in hand takes cards in its turn.
ROUND_ALL_EIGHT = Reading("a packet taken up is dealt round all eight places, its own among them", of=THIRTEEN.play(9))
#: Play ¶2 slips under "any kings" that "appear on the surface" in the first deal: one that surfaces so is one.
KINGS_AGAIN = Reading("a king is slipped under again while a king lies on top", of=THIRTEEN.play(2))
#: No paragraph moves a card off the balcony or the numerals: they are what the packets are built on and the packets.
KEPT = Reading("the balcony and the numerals keep their cards", of=THIRTEEN.play(2))
#: Play ¶9: the third process begins when "further progress is impossible", and so does each later deal.
WHEN_BLOCKED = Reading("each packet is taken up only when no card can be placed", of=THIRTEEN.play(9))


def ended(numeral: Pile) -> bool:
    """Whether the numeral packet has reached its king (play ¶2: "with which card ... each ... will terminate")."""
    return numeral.top is not None and numeral.top.rank == KING


def wanted(balcony: Card, numeral: Pile) -> int | None:
    """The value ``numeral`` takes next: its top (or the balcony card) plus the balcony card, less 13 over 13."""
    if ended(numeral):
        return None
    base = balcony.rank if numeral.top is None else numeral.top.rank
    return (base + balcony.rank - 1) % KING + 1


def fits(position: Position, card: Card, numeral: str) -> bool:
    """Whether ``card`` is the next card of the numeral packet ``numeral``."""
    balcony = position.pile(BALCONY[NUMERALS.index(numeral)]).top
    return balcony is not None and wanted(balcony, position.pile(numeral)) == card.rank


def placements(position: Position) -> list[Move]:
    """Every top card of the ground packets onto every numeral packet it fits."""
    tops = [(pile_id, position.pile(pile_id).top) for pile_id in GROUND]
    return [Move(g, n) for g, card in tops if card is not None for n in NUMERALS if fits(position, card, n)]


class KingsUnder(DealStep):
    """Play ¶2: in the first deal a king on the surface of a packet is slipped underneath it, again while one is.

    That a king surfacing when another is slipped under goes under too is a
    reading (``KINGS_AGAIN``).
    """

    cite = KINGS_AGAIN

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each ground packet's surface kings to its bottom, until a card of another value lies on top."""
        for pile_id in GROUND:
            packet = table[pile_id]
            for _ in range(len(packet)):
                if packet[-1].rank != KING:
                    break
                packet.insert(0, packet.pop())


class Balcony(DealStep):
    """Play ¶2: the top card of each ground packet goes up to the balcony, above its place."""

    cite = THIRTEEN.play(2)

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Each packet's top card to the balcony place above it."""
        for ground, balcony in zip(GROUND, BALCONY, strict=True):
            table[balcony].append(table[ground].pop())


class Numerals:
    """Doubling, addition and vacancies first (rule II, play ¶2–8), and the win (play ¶10)."""

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The moves worth judging: each available card onto each numeral packet it fits."""
        moves: list[Action] = [*placements(position)]
        return moves

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Rule II: while an available card fills a vacancy, no card is added to a numeral packet."""
        if not isinstance(move, Move):
            return None
        if move.source in BALCONY or move.source in NUMERALS:
            return illegal("the balcony and the numerals keep their cards", KEPT)
        if move.target not in NUMERALS or not position.pile(move.target).cards:
            return None
        if any(not position.pile(placing.target).cards for placing in placements(position)):
            return illegal("a vacancy in the numerals is filled before any card is added", VACANCIES_FIRST)
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Play ¶2–3, ¶6: twice the balcony card's value first, then the balcony card's value added each time."""
        if pile.id not in NUMERALS:
            return None
        if ended(pile):
            return illegal("a numeral packet ends with its king", THIRTEEN.play(2))
        if len(cards) == 1 and fits(position, cards[0], pile.id):
            return legal("the card's value is the sum, less thirteen when it passes thirteen", THIRTEEN.play(6))
        if pile.top is None:
            return illegal("a numeral packet begins with twice its balcony card's value, less 13", THIRTEEN.play(3))
        return illegal("a numeral's next card adds its balcony card's value, less 13", THIRTEEN.play(6))

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Play ¶10: won when every numeral packet ends with a king."""
        return all(ended(position.pile(pile_id)) for pile_id in NUMERALS)


class ThirdProcess:
    """Play ¶9, rule III: the ground packets taken up in turn from the left and dealt round the eight places."""

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next packet's deal is offered; the rule below says when it is legal."""
        return [Deal()]

    def next_packet(self, position: Position) -> str | None:
        """The ground packet to take up next: the first not yet taken, right of the last, that holds cards."""
        after = GROUND[position.get("taken", 0) :]
        return next((pile_id for pile_id in after if position.pile(pile_id).cards), None)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A packet is taken up only when none is left to take and no card can be placed."""
        if not isinstance(move, Deal):
            return None
        if self.next_packet(position) is None:
            return illegal("every ground packet has been dealt again", THIRTEEN.play(9))
        if placements(position):
            return illegal("a packet is taken up only when no card can be placed", WHEN_BLOCKED)
        return legal("the next ground packet is dealt round the eight places", ROUND_ALL_EIGHT)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The packet turned face down and dealt from its bottom card round the eight places, from the one to its right.

        Its own place, empty once it is taken up, comes last in each round.
        """
        taken = self.next_packet(position) if isinstance(move, Deal) else None
        if taken is None:
            return None
        start = GROUND.index(taken)
        places = [GROUND[(start + step) % len(GROUND)] for step in range(1, len(GROUND) + 1)]
        table = {pile_id: list(position.pile(pile_id).cards) for pile_id in places}
        table[taken] = []
        for i, card in enumerate(position.pile(taken).cards):
            table[places[i % len(places)]].append(card)
        return position.with_piles(table).with_state(taken=start + 1)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """One card, no king, on each balcony place; the packets as the deals leave them."""
        problems = [
            f"{pile_id} holds other than one card of ace to queen"
            for pile_id in BALCONY
            if len(position.pile(pile_id).cards) != 1 or position.pile(pile_id).cards[0].rank == KING
        ]
        taken = position.get("taken")
        if taken is None:
            problems += [
                f"{g} holds more than 12 cards before any is dealt again" for g in GROUND if len(position.pile(g)) > 12
            ]
        elif isinstance(taken, bool) or not isinstance(taken, int) or not 1 <= taken <= len(GROUND):
            problems.append(f"state 'taken' is {taken!r}, not the number of a ground packet (1 to 8)")
        return problems


#: The book's rules: the deal and the availability as clauses, the numerals and the third process by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealPackets(THIRTEEN.play(2), size=13, to=GROUND), KingsUnder(), Balcony()),
    Available(THIRTEEN.rule("I"), piles=GROUND, rule="only the uppermost card of a ground packet is available"),
    GoesOnlyTo(THIRTEEN.play(6), piles=GROUND, to=NUMERALS, rule="a card of the ground packets goes to the numerals"),
    Numerals(),
    ThirdProcess(),
    RankKey(heights=NUMERALS),
)

#: The Great Thirteen and its edition.
VARIANT = variant(
    "great-thirteen",
    "The Great Thirteen",
    packs=2,
    readings=(VACANCIES_FIRST, ROUND_ALL_EIGHT, WHEN_BLOCKED, KINGS_AGAIN, KEPT),
    changes="the book's rules: numerals by doubling and adding, less thirteen, the packets dealt again once",
    rules=RULES,
    state_notes=(("taken", "the number of the last ground packet taken up and dealt again"),),
    summary="Build eight packets of numerals regardless of suit, each card the one before plus its balcony card, "
    "thirteen taken off, until each ends with a king.",
)

patience_variant = published(VARIANT)
