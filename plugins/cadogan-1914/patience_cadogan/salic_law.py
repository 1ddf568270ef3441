"""The Salic Law: two packs, each card heaped on the latest king, the aces built up to knaves.

Cadogan 1914, "The Salic Law". A king starts a row of eight; the pack is dealt
a card at a time onto the latest king to appear, each new king starting a
packet of its own. Aces go up as foundations as they appear and are built up
to knaves regardless of suit; queens are laid in a row above them and take no
part. The card on the surface of a packet may be played. Once the deal is
over, a king whose packet is gone takes one card from the surface of another.
No redeal (play ¶3). Won when the eight foundations end with knaves.
"""

from __future__ import annotations

from collections.abc import Sequence

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Pile, Position, RankKey, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KING, KNAVE, QUEEN, Card
from patience_core.clauses import (
    Available,
    CardMoves,
    Foundations,
    LatestKing,
    Layout,
    SetOut,
    Suits,
    numbered,
    table_of,
)

SALIC_LAW = CADOGAN_1914.game("The Salic Law")
QUEENS = numbered("q", 8)
FOUNDATIONS = numbered("f", 8)
PACKETS = numbered("k", 8)
TABLE = table_of(reserve=QUEENS, foundation=FOUNDATIONS, tableau=PACKETS, stock="stock")

#: Play ¶1 takes out "one king", any: the first king of hearts from the top (kings hold packets, whatever their suit).
FIRST_KING = Reading("the king of hearts nearest the top begins the row", of=SALIC_LAW.play(1))
#: Play ¶2 puts "one card … on each king": read as one card at a time, as often as the king is bare again.
ONE_AT_A_TIME = Reading("a bare king takes one card at a time", of=SALIC_LAW.play(2))


def first_empty(position: Position, piles: tuple[str, ...]) -> str | None:
    """The first of ``piles`` with no card yet, or ``None``."""
    return next((pile_id for pile_id in piles if not position.pile(pile_id).cards), None)


#: Play ¶1–2: each king begins the next packet, an ace the next foundation, a queen the queens' row, and every
#: other card goes on the latest king.
DEAL = LatestKing(SALIC_LAW.play(1), kings=PACKETS, rows={ACE: FOUNDATIONS, QUEEN: QUEENS})


class TheKingsStay:
    """A king stays where it lies; once the deal is over a bare king takes one card from another packet (play ¶2)."""

    rule = "once the deal is over, a king whose packet is gone takes one card from another packet"

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """A packet that is its king alone takes one card that is not a king; ``None`` for other piles."""
        if pile.id not in PACKETS:
            return None
        return len(pile.cards) == 1 and len(cards) == 1 and not cards[0].is_king

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Salic Law", play ¶2: the kings stay in their row; placing waits for the deal's end."""
        if not isinstance(move, Move) or move.source not in PACKETS:
            return None
        if len(position.pile(move.source).cards) <= move.count:
            return illegal("the kings stay in their row", SALIC_LAW.play(2))
        if move.target in PACKETS and position.pile("stock").cards:
            return illegal("a card goes on a bare king only when the deal is over", SALIC_LAW.play(2))
        return None

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """One card on a bare king, the packet's only card."""
        verdict = self.accepts(pile, cards)
        if verdict is None:
            return None
        return (legal if verdict else illegal)(self.rule, ONE_AT_A_TIME)


class WhatTheDealMakes:
    """What a saved game must keep: the rows as the deal lays them (play ¶1–2)."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Cadogan 1914, "The Salic Law", play ¶1–2: kings below, aces begin the foundations, queens above."""
        problems = []
        for row, rank, what in ((PACKETS, KING, "king"), (FOUNDATIONS, ACE, "ace"), (QUEENS, QUEEN, "queen")):
            begun = [pile_id for pile_id in row if position.pile(pile_id).cards]
            gap = first_empty(position, row)
            if begun and gap is not None and row.index(gap) < row.index(begun[-1]):
                problems.append(f"the {what}s' row is filled from the left, but {gap} is empty")
            for pile_id in begun:
                if position.pile(pile_id).cards[0].rank != rank:
                    problems.append(f"{pile_id} must begin with a {what}")
        for pile_id in QUEENS:
            if len(position.pile(pile_id).cards) > 1:
                problems.append(f"{pile_id} holds one queen alone")
        for pile_id in PACKETS:
            if any(card.rank in (KING, ACE, QUEEN) for card in position.pile(pile_id).cards[1:]):
                problems.append(f"{pile_id} holds a king, an ace or a queen above its king")
        return problems


def latest_while_dealing(position: Position) -> str | None:
    """The packet that takes the cards dealt, while the pack lasts: the one packet a rule tells from the others."""
    return DEAL.receiving(position) if position.pile("stock").cards else None


#: A solver hint: no rule of this game looks at a suit. The foundations build regardless of suit (rule II), a bare
#: king takes any card, and the deal sorts cards by rank; foundations of equal height are interchangeable, and so
#: are the packets, except, while the pack is being dealt, the latest king's, which receives the cards dealt.
SUITS_DO_NOT_MATTER = RankKey(alike=(FOUNDATIONS, PACKETS), heights=FOUNDATIONS, apart=latest_while_dealing)

FOUNDATION_RULE = Foundations(SALIC_LAW.rule("II"), suit=Suits.ANY, end=KNAVE)

#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, SetOut(FIRST_KING, ("KH",), to=(PACKETS[0],)), rest="stock"),
    FOUNDATION_RULE,
    Available(SALIC_LAW.rule("I"), piles=PACKETS, rule="only the card on the surface of a packet is available"),
    DEAL,
    TheKingsStay(),
    WhatTheDealMakes(),
    SUITS_DO_NOT_MATTER,
)
RULES += (CardMoves(RULES),)

#: The Salic Law and its edition.
VARIANT = variant(
    "salic-law",
    "The Salic Law",
    packs=2,
    readings=(FIRST_KING, ONE_AT_A_TIME),
    changes="the book's rules, a bare king taking one card at a time",
    rules=RULES,
    summary="Heap the pack on the kings as they come and build the aces up to knaves regardless of suit.",
)

patience_variant = published(VARIANT)
