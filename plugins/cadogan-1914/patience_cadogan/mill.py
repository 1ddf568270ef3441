"""The Mill: two packs, an ace in the centre, eight wings round it, four kings in the angles.

Cadogan 1914, "The Mill". One ace is set in the centre and eight cards dealt
round it as the wings of a windmill. The first four kings to appear go to the
four angles and are built down to the aces; the centre ace takes four whole
families, ace to king, one after another; no foundation follows suit. Every
wing card is available, and a vacancy in the wings is refilled at once from
the pack or the talon. The pack is turned a card at a time, a card that fits
a foundation played, any other laid on the talon. The top card of a king's
packet may pass to the centre when that brings another card into play. No
redeal. Won when all 104 cards are on the foundations.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Move, Pile, Position, RankKey, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
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

MILL = CADOGAN_1914.game("The Mill")
FAMILIES = 4 * KING
ANGLES = numbered("a", 4)
WINGS = numbered("w", 8)
TABLE = table_of(foundation=("centre", *ANGLES), reserve=WINGS, waste="talon", stock="stock")

#: Play ¶1 takes "one ace", any: the ace of hearts nearest the top (the centre builds regardless of suit).
CENTRE_ACE = Reading("the ace of hearts nearest the top is the centre", of=MILL.play(1))
#: Play ¶2: "playing all whose value admit of it": a card turned that fits a foundation is played.
FITTING_CARD_PLAYED = Reading("a card turned that fits is played", of=MILL.play(2))
#: Play ¶6: "one card of each at a time": each card passed over is a move of its own, with its own reason.
ONE_AT_A_TIME = Reading("each card passed to the centre brings another into play", of=MILL.play(6))

#: The centre and the angles. The game is won when the kings have come down to the aces and the centre holds its
#: four families, both packs home (play ¶1): the angles' clause, complete, leaves the verdict to the core's check.
CENTRE = Foundations(MILL.rule("II"), piles=("centre",), suit=Suits.ANY, wrap=True, set_out=True)
KINGS = Foundations(MILL.rule("II"), piles=ANGLES, build=Build.DOWN, suit=Suits.ANY, start=KING, end=ACE)


def vacancy(position: Position) -> str | None:
    """The first empty wing while the pack or the talon can fill it, or ``None``."""
    if not position.pile("stock").cards and not position.pile("talon").cards:
        return None
    return next((pile_id for pile_id in WINGS if not position.pile(pile_id).cards), None)


def centre_refuses(position: Position, card: Card) -> Ruling | None:
    """Why the centre may not take ``card`` although it follows: four families are done, or an angle wants a king."""
    if len(position.pile("centre").cards) >= FAMILIES:
        return illegal("the centre holds four families, each from ace to king", MILL.play(3))
    if card.is_king and any(not position.pile(angle).cards for angle in ANGLES):
        return illegal("the first four kings go to the angles", MILL.play(1))
    return None


class FourFamilies:
    """The centre takes four whole families, ace to king, and no king while an angle waits for one (play ¶1, ¶3)."""

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Cadogan 1914, "The Mill", play ¶3: four families end the centre; play ¶1: kings go first to the angles."""
        return centre_refuses(position, cards[0]) if pile.id == "centre" else None


class Immediately:
    """A vacancy in the wings is refilled before anything else is done (play ¶5)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Mill", play ¶5: "immediately refilled from the pack or talon"."""
        gap = vacancy(position)
        if gap is None or (isinstance(move, Move) and move.target == gap):
            return None
        return illegal(f"a vacancy in the wings is refilled at once: {gap}", MILL.play(5))


class KingsPacketToCentre:
    """The top card of a king's packet may pass to the centre, when that brings another card into play (play ¶6)."""

    rule = "a king's packet may lend its top card to the centre when that brings a card of the wings or talon into play"

    def brings_into_play(self, position: Position, angle: str) -> bool:
        """Whether, the card passed over, a wing card or the talon's top fits the centre or the packet it left."""
        after = position.with_piles(
            {
                angle: position.pile(angle).cards[:-1],
                "centre": (*position.pile("centre").cards, position.pile(angle).cards[-1]),
            }
        )
        waiting = [after.pile(pile_id).top for pile_id in (*WINGS, "talon")]
        return any(
            card is not None
            and (
                (CENTRE.fits(after.pile("centre"), card) and centre_refuses(after, card) is None)
                or KINGS.fits(after.pile(angle), card)
            )
            for card in waiting
        )

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The top card of each king's packet onto the centre."""
        return [Move(angle, "centre") for angle in ANGLES if len(position.pile(angle).cards) > 1]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Mill", play ¶6: one card, onto the centre it fits, for a card brought into use."""
        if not isinstance(move, Move) or move.source not in ANGLES or move.target != "centre":
            return None
        packet = position.pile(move.source).cards
        if move.count != 1 or len(packet) < 2 or not CENTRE.fits(position.pile("centre"), packet[-1]):
            return illegal(self.rule + ", one card that fits it, never the king", MILL.play(6))
        refused = centre_refuses(position, packet[-1])
        if refused is not None:
            return refused
        if not self.brings_into_play(position, move.source):
            return illegal(self.rule, ONE_AT_A_TIME)
        return legal(self.rule, MILL.play(6))


class WhatTheDealMakes:
    """What a saved game must keep (play ¶1, ¶5)."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """One card a wing, one vacancy at most while it can be filled; no king passed by while an angle is empty."""
        problems = [f"{pile_id} holds one card" for pile_id in WINGS if len(position.pile(pile_id).cards) > 1]
        gap = vacancy(position)
        if gap is not None and sum(not position.pile(pile_id).cards for pile_id in WINGS) > 1:
            problems.append("the wings have two vacancies, but each is refilled at once")
        if any(not position.pile(angle).cards for angle in ANGLES):
            passed = (*position.pile("talon").cards, *position.pile("centre").cards)
            if any(card.is_king for card in passed):
                problems.append("an angle is empty, but a king lies on the talon or the centre")
        return problems


class WhereCardsGo:
    """The moves worth judging: the vacancy filled, else each available card to the foundations it fits.

    Not a rule: each move is still judged by the clauses.
    """

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The card turned and the tops of the talon and the wings, where they could go."""
        gap = vacancy(position)
        if gap is not None:
            return [Move(source, gap) for source in ("stock", "talon") if position.pile(source).cards]
        moves: list[Action] = [Move("stock", "talon")] if position.pile("stock").cards else []
        homes = [(CENTRE, position.pile("centre")), *((KINGS, position.pile(angle)) for angle in ANGLES)]
        for source in (*WINGS, "talon", "stock"):
            card = position.pile(source).top
            if card is not None:
                moves += [Move(source, pile.id) for rule, pile in homes if rule.fits(pile, card)]
        return moves


#: A solver hint: no rule of this game looks at a suit. No foundation follows suit (rule II) and a wing takes any
#: card; the wings are alike, and so are the four kings' packets, known by their heights like the centre's.
SUITS_DO_NOT_MATTER = RankKey(alike=(ANGLES, WINGS), heights=("centre", *ANGLES))


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE, SetOut(CENTRE_ACE, ("AH",), to=("centre",)), DealRound(MILL.play(1), to=WINGS, rounds=1), rest="stock"
    ),
    CENTRE,
    KINGS,
    FourFamilies(),
    Available(MILL.rule("I"), piles=WINGS, rule="every card in the wings is available"),
    Spaces(MILL.play(5), piles=WINGS, take=Space.ANY, sources=("stock", "talon")),
    Talon(MILL.play(2)),
    MustPlay(FITTING_CARD_PLAYED, foundations=CENTRE),
    MustPlay(FITTING_CARD_PLAYED, foundations=KINGS),
    KingsPacketToCentre(),
    Immediately(),
    WhatTheDealMakes(),
    SUITS_DO_NOT_MATTER,
    WhereCardsGo(),
)

#: The Mill and its edition.
VARIANT = variant(
    "mill",
    "The Mill",
    packs=2,
    readings=(CENTRE_ACE, FITTING_CARD_PLAYED, ONE_AT_A_TIME),
    changes="the book's rules: a card turned that fits a foundation must be played to it",
    rules=RULES,
    summary="Build four families up on a centre ace and four kings down to aces, "
    "from eight wings, the pack and a talon, regardless of suit.",
)

patience_variant = published(VARIANT)
