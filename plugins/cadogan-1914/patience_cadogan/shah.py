"""The Shah: two packs, a king in the centre, eight aces round it, a star of three circles.

Cadogan 1914, "The Shah". The eight aces are set in a circle round one king,
the Shah; the other kings are thrown aside. The aces build up in suit to the
queens. Three circles of eight cards are dealt round them, one after another,
making eight rays; while they are dealt, a card that fits a foundation is
played and its place filled at once from the pack. Then only the outer card
of a ray is available; cards of the outer circle may be married downwards in
suit, cards of the inner circles only played. Spaces are refilled from the
talon or the pack, inner circles first, before the next card is turned; a
ray emptied may take one outer card as its inner card. No redeal.
"""

from __future__ import annotations

from dataclasses import dataclass

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Citation, Deal, Move, Position, Role, Ruling, Suit, hookimpl, illegal, legal
from patience_core.cards import QUEEN
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    SetOut,
    Suits,
    Talon,
    move_cards,
    numbered,
    table_of,
)

SHAH = CADOGAN_1914.game("The Shah")
CIRCLES = 3
FOUNDATIONS = numbered("f", 8)
RAYS = numbered("r", 8)
TABLE = table_of(foundation=FOUNDATIONS, reserve=("shah", "aside"), tableau=RAYS, waste="talon", stock="stock")

#: Play ¶1 keeps "the remaining one" of the kings, any: the king of hearts (no king takes part in play).
THE_SHAH = Reading("the king of hearts is the Shah", of=SHAH.play(1))
#: Play ¶3: "If any of these are suitable, play them": while the circles are dealt, a suitable card must be played.
PLAYED_AS_DEALT = Reading("a suitable card is played before the next circle", of=SHAH.play(3))
#: Play ¶7 and ¶9: every space is refilled, inner circles first, before the next card is turned.
COMPLETE_RAYS = Reading("the rays are made complete before the next card is turned", of=SHAH.play(9))
#: Play ¶8 marries cards as they are dealt, and says nothing of the talon's but that they refill spaces (¶7): a talon's
#: cards, "laid aside ... till they can come into use" (the book's terms), marry as the card turned does.
TALON_MARRIES = Reading("the talon's top card may marry onto the outer circle", of=SHAH.play(8))
#: The paragraphs and rules the star's rulings cite, as :class:`StarCites` defaults.
PLAY_1, PLAY_3, PLAY_7, PLAY_9, RULE_II = SHAH.play(1), SHAH.play(3), SHAH.play(7), SHAH.play(9), SHAH.rule("II")
#: The others the rules cite, as :class:`ShahCites` defaults.
PLAY_5, PLAY_8, RULE_I, RULE_III = SHAH.play(5), SHAH.play(8), SHAH.rule("I"), SHAH.rule("III")


def dealing(position: Position) -> bool:
    """Whether the circles are still being dealt (the first is dealt with the table)."""
    return int(position.get("circles", 1)) < CIRCLES


def outer(position: Position, pile_id: str) -> bool:
    """Whether the top card of ray ``pile_id`` lies in the third, outer circle."""
    return len(position.pile(pile_id).cards) >= CIRCLES


def cleared(position: Position) -> tuple[str, ...]:
    """The rays emptied once the star was formed and not yet whole again (state ``cleared``, ids apart by spaces)."""
    return tuple(str(position.get("cleared", "")).split())


def next_space(position: Position) -> str | None:
    """The space to refill first: the innermost circle, then from the left (play ¶7); ``None`` if the star is whole."""
    short = [pile_id for pile_id in RAYS if len(position.pile(pile_id).cards) < CIRCLES]
    return min(short, key=lambda pile_id: len(position.pile(pile_id).cards)) if short else None


@dataclass(frozen=True)
class StarCites:
    """What each rule of the star rests on: a book's text of it, or a reading of that text (Cadogan's by default).

    Another book's text of the game (Hoffmann's No. 46) gives its own, so that the rulings cite the book they read.
    """

    #: The circles dealt, each blocking the one before, a card played replaced from the pack (play ¶3).
    circles: Citation = PLAY_3
    #: A suitable card played before the next circle (a reading).
    played_as_dealt: Citation = PLAYED_AS_DEALT
    #: The inner circles' cards only played, never married (rule II).
    inner: Citation = RULE_II
    #: Where a space is refilled from, and in what order (play ¶7).
    spaces: Citation = PLAY_7
    #: Every space refilled before the next card is turned (a reading).
    complete: Citation = COMPLETE_RAYS
    #: A lane's inner place taking one card of the outer circle (play ¶9).
    lane: Citation = PLAY_9
    #: The talon's top card marrying (a reading).
    talon_marries: Citation = TALON_MARRIES


class TheStar:
    """The circles dealt, the spaces refilled, the marriages kept to the outer circle.

    ``cites`` are the rules' citations (:class:`StarCites`), Cadogan's by
    default: rules I–II and play ¶3–9, with the readings above.

    A ray wholly cleared once the star is formed takes a card of another ray's
    outer circle as its inner card. With ``whole_ray`` (Hoffmann's booklet of
    1921) each of its three places may take one, until the ray is whole again:
    the position then records the rays so cleared in its state, ``cleared``.
    """

    says = (
        "three circles are dealt, a suitable card played and replaced from the pack before the next; spaces are "
        "refilled inner circles first, from the left, before the next card is turned, a lane's inner place from the "
        "outer circle; only the outer circle marries"
    )
    #: The privilege of a cleared ray, in the words its rulings give.
    LANE = "the inner place of a lane may take one card of the third circle"
    WHOLE_RAY = "each place of a ray cleared may take a card of another ray's outer circle"

    def __init__(
        self, foundations: Foundations, marriages: Building, cites: StarCites = StarCites(), *, whole_ray: bool = False
    ) -> None:
        self.foundations = foundations
        self.marriages = marriages
        self.cites = cites
        self.cite = cites.circles
        self.whole_ray = whole_ray
        if whole_ray:
            self.says = self.says.replace(
                "a lane's inner place from the outer circle",
                "every place of a lane cleared from the outer circle, until it is whole",
            )

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next circle, while there is one to deal."""
        return [Deal()] if dealing(position) else []

    def check_deal(self, position: Position) -> Ruling:
        """Play ¶3: three circles, a suitable card played before the next."""
        if not dealing(position):
            return illegal("the star has its three circles", self.cites.circles)
        for pile_id in RAYS:
            top = position.pile(pile_id).top
            if top is not None and self.foundations.next_home(position, top) is not None:
                return illegal(
                    f"a suitable card is played before the next circle: {pile_id}", self.cites.played_as_dealt
                )
        return legal("the next circle is dealt, blocking the one before", self.cites.circles)

    def check_space(self, position: Position, move: Move) -> Ruling:
        """Play ¶7, ¶9: a space takes the talon's or the pack's card, in order; a lane's inner place an outer card."""
        first, spaces = next_space(position), self.cites.spaces
        if move.target != first:
            return illegal(f"spaces are refilled from the inner circles outwards, from the left: {first}", spaces)
        if move.count != 1:
            return illegal("a space takes one card", spaces)
        if move.source in ("talon", "stock"):
            return legal("a space is refilled from the talon or the pack", spaces)
        if move.source in RAYS and move.source != move.target and outer(position, move.source):
            if not position.pile(move.target).cards:
                return legal(self.WHOLE_RAY if self.whole_ray else self.LANE, self.cites.lane)
            if self.whole_ray and move.target in cleared(position):
                return legal(self.WHOLE_RAY, self.cites.lane)
        return illegal("a space is refilled from the talon or the pack", spaces)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Rules I–II and play ¶3–9, by where the card goes."""
        if isinstance(move, Deal):
            return self.check_deal(position)
        if not isinstance(move, Move):
            return None
        if dealing(position):
            if move.source not in RAYS or move.target not in FOUNDATIONS:
                return illegal(
                    "while the circles are dealt, cards go only from the star to the foundations", self.cites.circles
                )
            return None
        space = next_space(position)
        if move.source == "stock" and move.target == "talon" and space is not None:
            return illegal(
                f"the star's spaces are refilled before the next card is turned: {space}", self.cites.complete
            )
        if move.target not in RAYS:
            return None
        if not outer(position, move.target):
            return self.check_space(position, move)
        if move.source in RAYS and not outer(position, move.source):
            return illegal("cards of the inner circles are only played, never married", self.cites.inner)
        card = position.pile(move.source).top if move.source == "talon" and move.count == 1 else None
        if card is not None and self.marriages.accepts(position.pile(move.target), (card,)):
            return legal("the talon's top card is married on the outer circle", self.cites.talon_marries)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """A circle dealt; while the circles are dealt, a card played is replaced at once from the pack (play ¶3)."""
        stock = position.pile("stock").cards
        if isinstance(move, Deal):
            circle = {
                pile_id: (*position.pile(pile_id).cards, card) for pile_id, card in zip(RAYS, stock[::-1], strict=False)
            }
            after = position.with_piles({**circle, "stock": stock[: max(0, len(stock) - len(RAYS))]})
            return after.with_state(circles=int(position.get("circles", 1)) + 1)
        if not isinstance(move, Move):
            return None
        if self.whole_ray and not dealing(position) and (move.source in RAYS or move.target in RAYS):
            return self.keep_cleared(position, move_cards(position, move))
        if move.source not in RAYS or move.count != 1 or not dealing(position) or not stock:
            return None
        source = position.pile(move.source)
        target = position.pile(move.target)
        return position.with_piles(
            {
                move.source: (*source.cards[:-1], stock[-1]),
                move.target: (*target.cards, source.cards[-1]),
                "stock": stock[:-1],
            }
        )

    def keep_cleared(self, before: Position, after: Position) -> Position:
        """``after`` with the rays cleared recorded: a ray found empty joins them, a ray whole again leaves them."""
        marked = cleared(before)
        kept = [
            pile_id
            for pile_id in RAYS
            if (pile_id in marked or not before.pile(pile_id).cards or not after.pile(pile_id).cards)
            and len(after.pile(pile_id).cards) < CIRCLES
        ]
        return after.with_state(cleared=" ".join(kept) or None)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The rays recorded as cleared are rays not yet whole again, and only where the privilege is kept."""
        marked = cleared(position)
        if marked and not self.whole_ray:
            return ["state 'cleared' is kept only where every place of a cleared ray may take an outer card"]
        wrong = [pile_id for pile_id in marked if pile_id not in RAYS or len(position.pile(pile_id).cards) >= CIRCLES]
        return [f"state 'cleared' names {' '.join(wrong)}, not rays short of their three circles"] if wrong else []


class WhereCardsGo:
    """The moves worth judging: a card available to the foundations it fits, the rays it may marry, the next space.

    Not a rule: each move is still judged by the clauses. The foundations and
    the outer cards are looked up by the card they want next, rather than each
    asked about each card.
    """

    def __init__(self, foundations: Foundations) -> None:
        self.foundations = foundations

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Each available card onto each pile that could take it, and the next card turned."""
        wanted: dict[tuple[Suit, int], list[str]] = {}
        for pile in position.piles_of(Role.FOUNDATION):
            if pile.top is not None:
                wanted.setdefault((pile.top.suit, pile.top.rank + 1), []).append(pile.id)
        empty = [pile for pile in position.piles_of(Role.FOUNDATION) if pile.top is None]
        rays = {pile_id: position.pile(pile_id) for pile_id in RAYS}
        space, moves = None, list[Action]()
        if not dealing(position):
            space = next_space(position)
            moves = [Move("stock", "talon")] if position.pile("stock").cards else []
            for pile_id, pile in rays.items():
                if pile.top is not None and len(pile.cards) >= CIRCLES:
                    wanted.setdefault((pile.top.suit, pile.top.rank - 1), []).append(pile_id)
        sources = (
            *((pile_id, pile.top) for pile_id, pile in rays.items()),
            *((p, position.pile(p).top) for p in ("talon", "stock")),
        )
        for source, card in sources:
            if card is None:
                continue
            targets = [
                *wanted.get((card.suit, card.rank), ()),
                *(pile.id for pile in empty if self.foundations.fits(pile, card)),
            ]
            if space is not None:
                targets.append(space)
            moves += [Move(source, target) for target in targets if target != source]
        return moves


class WhatTheDealMakes:
    """What a saved game must keep: the kings, the circles dealt so far, marriages on the outer circle only.

    The rule the deal rests on is ``cite``: Cadogan's play ¶1–3 by default, with rule II.
    """

    def __init__(self, marriages: Building, cite: Citation = PLAY_1) -> None:
        self.marriages = marriages
        self.cite = cite

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The Shah and the kings aside; the circles dealt so far; marriages only on the outer circle."""
        problems = []
        circles = position.get("circles", 1)
        if type(circles) is not int or not 1 <= circles <= CIRCLES:
            return [f"state 'circles' is {circles!r}, not a number of circles from 1 to {CIRCLES}"]
        kings = [len(position.pile(pile_id).cards) for pile_id in ("shah", "aside")]
        if kings != [1, 7] or not all(
            card.is_king for pile_id in ("shah", "aside") for card in position.pile(pile_id).cards
        ):
            problems.append("the Shah is one king alone, and the seven other kings lie aside")
        if circles < CIRCLES:
            if any(len(position.pile(pile_id).cards) != circles for pile_id in RAYS):
                problems.append(f"while the circles are dealt every ray holds {circles} cards")
            if position.pile("talon").cards:
                problems.append("the talon is empty until the star is dealt")
        for pile_id in RAYS:
            if not self.marriages.is_sequence(position.pile(pile_id).cards[CIRCLES - 1 :]):
                problems.append(f"{pile_id}: only marriages lie on the outer circle")
        return problems


@dataclass(frozen=True)
class ShahCites:
    """Where a text of The Shah states each of its rules: the game is told alike by Cadogan and Hoffmann (twice).

    ``aces``, ``shah`` and ``dead`` set out the aces, the Shah and the kings
    thrown aside; ``first_circle`` deals the first circle; ``foundations``,
    ``available``, ``marriages`` and ``talon`` are their clauses'; ``kept`` is
    what a saved game must keep; ``star`` the star's own (:class:`StarCites`).
    Cadogan's by default.
    """

    aces: Citation = PLAY_1
    shah: Citation = THE_SHAH
    dead: Citation = PLAY_1
    first_circle: Citation = PLAY_3
    foundations: Citation = RULE_III
    available: Citation = RULE_I
    marriages: Citation = PLAY_5
    talon: Citation = PLAY_8
    kept: Citation = PLAY_1
    star: StarCites = StarCites()


def shah(cites: ShahCites = ShahCites(), *, whole_ray: bool = False) -> tuple[object, ...]:
    """The Shah's rules, one clause each, citing ``cites``; ``whole_ray`` is :class:`TheStar`'s."""
    foundations = Foundations(cites.foundations, end=QUEEN, set_out=True)
    marriages = Building(cites.marriages, piles=RAYS, build=Build.DOWN, suit=Suits.SAME)
    return (
        Layout(
            TABLE,
            SetOut(cites.aces, ("AC", "AC", "AS", "AS", "AH", "AH", "AD", "AD"), to=FOUNDATIONS),
            SetOut(cites.shah, ("KH",), to=("shah",)),
            SetOut(cites.dead, ("KC", "KC", "KS", "KS", "KH", "KD", "KD"), to=("aside",) * 7),
            DealRound(cites.first_circle, to=RAYS, rounds=1),
            rest="stock",
        ),
        foundations,
        Available(cites.available, piles=RAYS, rule="only the outermost card of a ray is available"),
        marriages,
        Talon(cites.talon),
        TheStar(foundations, marriages, cites.star, whole_ray=whole_ray),
        WhatTheDealMakes(marriages, cites.kept),
        WhereCardsGo(foundations),
    )


#: The book's rules, one clause each, and the hooks written by hand.
RULES = shah()

#: The Shah and its edition.
VARIANT = variant(
    "shah",
    "The Shah",
    packs=2,
    readings=(THE_SHAH, PLAYED_AS_DEALT, COMPLETE_RAYS, TALON_MARRIES),
    changes="the book's rules, a suitable card played as the circles are dealt",
    rules=RULES,
    state_notes=(("circles", "how many circles of the star have been dealt"),),
    summary="Deal a star of three circles round eight aces and the Shah, and build the aces up in suit to queens.",
)

patience_variant = published(VARIANT)
