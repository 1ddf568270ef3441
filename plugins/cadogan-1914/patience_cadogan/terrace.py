"""The Terrace: two packs, a row of thirteen released from its right-hand end, eight foundations of a chosen value.

Cadogan 1914, "The Terrace". Thirteen cards are dealt in a row, the Terrace,
whose right-hand card alone is available. Three cards are turned and one of
them chosen as the first foundation; the seven others of its value take their
places as they come. The foundations ascend in alternate colours. Below them
lies the valley, nine packets built down in alternate colours one card at a
time, its vacancies filled from the pack; the cards that fit nowhere form the
talon, whose top card may go to the foundations or the valley. There is no
redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Role, Ruling, hookimpl, illegal
from patience_core.cards import ACE, KING
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

TERRACE = CADOGAN_1914.game("The Terrace")
FOUNDATIONS, VALLEY = numbered("f", 8), numbered("v", 9)
TABLE = table_of(reserve="terrace", foundation=FOUNDATIONS, tableau=VALLEY, waste="talon", stock="stock")
THREE = VALLEY[:3]

#: Rule II has the foundations "ascend in sequence" from any value: past the king they go on with the ace.
TURNING = Reading("a foundation goes on from the king to the ace", of=TERRACE.rule("II"))
#: Play ¶1 turns three cards to choose from; they wait in the valley, where the two rejected stay.
CHOICE = Reading("the three cards turned wait in the valley until one is chosen", of=TERRACE.play(1))
#: Play ¶2 refills the valley's vacancies "from the pack in hand" before play goes on.
FILLED = Reading("no card goes to the talon while the valley has a vacancy", of=TERRACE.play(2))
#: Rule III names the valley and the talon as what may be placed on the valley: the Terrace feeds only the foundations.
HOME = Reading("a card of the Terrace goes only to a foundation", of=TERRACE.rule("III"))


class Choose:
    """Before anything else, one of the three cards turned is chosen as the first foundation (play ¶1)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """While ``f1`` is empty, only a card of the three turned may move, and only to ``f1``."""
        if position.pile("f1").cards or (isinstance(move, Move) and move.source in THREE and move.target == "f1"):
            return None
        return illegal("first one of the three cards turned is chosen as the first foundation", CHOICE)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """Until the choice the table is as dealt: the Terrace of thirteen and the three cards turned."""
        held = [len(position.pile(pile_id).cards) for pile_id in ("terrace", *VALLEY, "talon")]
        if position.pile("f1").cards or held == [13, 1, 1, 1, *[0] * 7]:
            return []
        return ["f1 is empty, but the table is not as dealt: the first foundation is chosen before any other move"]


class Home:
    """The Terrace's card goes only to a foundation, and no card goes onto the Terrace (rules I, III)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """From the Terrace, to a foundation only."""
        if not isinstance(move, Move) or move.source != "terrace":
            return None
        if position.pile(move.target).role is not Role.FOUNDATION:
            return illegal("a card of the Terrace goes only to a foundation", HOME)
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The Terrace is dealt thirteen cards and never given one."""
        held = len(position.pile("terrace").cards)
        return [f"the Terrace holds {held} cards, but it is dealt thirteen and only loses cards"] if held > 13 else []


class Filled:
    """No card is laid on the talon while the valley has a vacancy (play ¶2)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The pack to the talon waits until every place of the valley is filled."""
        if isinstance(move, Move) and move.target == "talon" and any(not position.pile(v).cards for v in VALLEY):
            return illegal("a vacancy in the valley is filled from the pack before a card goes to the talon", FILLED)
        return None


#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealRound(TERRACE.play(1), to=("terrace",), rounds=13),
        DealRound(CHOICE, to=THREE, rounds=1),
        rest="stock",
    ),
    Foundations(
        TURNING,
        suit=Suits.ALTERNATE,
        start=tuple(range(ACE, KING + 1)),
        wrap=True,
        first="f1",
        first_cite=TERRACE.play(1),
    ),
    Available(TERRACE.rule("I"), piles=("terrace",), rule="only the right-hand card of the Terrace is available"),
    Available(TERRACE.rule("IV"), piles=VALLEY, rule="only the uppermost card of a valley packet is available"),
    Building(TERRACE.rule("III"), piles=VALLEY, suit=Suits.ALTERNATE),
    Spaces(TERRACE.play(2), piles=VALLEY, take=Space.ANY, sources=("stock",)),
    Talon(TERRACE.rule("III")),
    Home(),
    Filled(),
    Choose(),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "terrace",
    "The Terrace",
    packs=2,
    changes="the book's rules",
    rules=RULES,
    summary="Release a row of thirteen from its right-hand end onto eight foundations of a value chosen "
    "from three cards, building up in alternate colours, with a valley of nine built down in alternate colours.",
)

patience_variant = published(VARIANT)
