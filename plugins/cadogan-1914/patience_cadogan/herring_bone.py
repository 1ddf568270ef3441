"""The Herring-Bone: two packs, a bone of twenty-eight cards released one by one, side scenes and bars.

Cadogan 1914, "The Herring-Bone". Twenty-eight cards make the herring-bone,
whose last card alone is available, each card played releasing the next.
Eight side scenes and four bars lie beside it, every one available. The next
card dealt is the first foundation; the seven others of its value follow as
they appear, four ascending and four descending in suit, and a card may pass
from one sequence to the other. A bar emptied is refilled at once from the
herring-bone, a side scene only from the pack or the talon. The cards that fit
nowhere form the talon, which may be shuffled and dealt again twice.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, hookimpl, illegal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    DealPackets,
    DealRound,
    Exchange,
    Foundations,
    Layout,
    Redeals,
    Refill,
    Space,
    Spaces,
    Talon,
    numbered,
    table_of,
)

HERRING_BONE = CADOGAN_1914.game("The Herring-Bone")
UP, DOWN = numbered("u", 4), numbered("d", 4)
SCENES, BARS = (*numbered("l", 4), *numbered("r", 4)), numbered("b", 4)
TABLE = table_of(foundation=(*UP, *DOWN), reserve=("bone", *SCENES, *BARS), waste="talon", stock="stock")
ANY_RANK = tuple(range(ACE, KING + 1))

#: Rule II releases the fans' cards after the single card below them: each card dealt is covered by the next.
LAST_DEALT_FIRST = Reading(
    "the herring-bone's cards are released in the reverse of their deal", of=HERRING_BONE.rule("II")
)
#: Play ¶2 places the first foundation "in one of the allotted spaces": the first ascending one.
FIRST_ASCENDS = Reading("the first foundation is the first of the ascending four", of=HERRING_BONE.play(2))
#: Play ¶3 has the sequences ascend and descend from any value: past the king (or the ace) they turn the corner.
TURNING = Reading("a foundation goes on from the king to the ace, or from the ace to the king", of=HERRING_BONE.play(3))

#: Play ¶5 exchanges cards "in forming the foundations": cards built on them, onto a sequence begun.
BUILT_CARDS_ONLY = Reading(
    "an exchange moves a card built on a foundation onto a foundation begun", of=HERRING_BONE.play(5)
)

ASCENDING = Foundations(
    TURNING, piles=UP, start=ANY_RANK, wrap=True, first=UP[0], first_cite=HERRING_BONE.play(2), set_out=UP[:1]
)
DESCENDING = Foundations(
    TURNING, piles=DOWN, build=Build.DOWN, start=ANY_RANK, wrap=True, first=UP[0], first_cite=HERRING_BONE.play(2)
)


class BuiltCardsOnly:
    """An exchange leaves every foundation's first card in place and goes onto a foundation begun (play ¶5)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move between foundations takes a card built on one, onto another that holds cards."""
        if not isinstance(move, Move) or move.source not in (*UP, *DOWN) or move.target not in (*UP, *DOWN):
            return None
        if len(position.pile(move.source).cards) < 2 or not position.pile(move.target).cards:
            return illegal("an exchange moves a card built on a foundation onto one begun", BUILT_CARDS_ONLY)
        return None


#: The book's rules, one clause each, and the hook written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        DealPackets(LAST_DEALT_FIRST, size=28, to=("bone",)),
        DealRound(HERRING_BONE.play(2), to=(*SCENES, *BARS), rounds=1),
        DealRound(FIRST_ASCENDS, to=UP[:1], rounds=1),
        rest="stock",
    ),
    ASCENDING,
    DESCENDING,
    Exchange(HERRING_BONE.play(5), between=(ASCENDING, DESCENDING)),
    Available(HERRING_BONE.rule("II"), piles=("bone",), rule="the lowest card of the herring-bone is alone available"),
    Available(HERRING_BONE.rule("III"), piles=(*SCENES, *BARS), rule="the side scenes and bars are all available"),
    Spaces(HERRING_BONE.rule("IV"), piles=SCENES, take=Space.ANY, sources=("stock", "talon")),
    Refill(HERRING_BONE.rule("IV"), piles=BARS, supply=("bone",)),
    Talon(HERRING_BONE.play(5)),
    Redeals(HERRING_BONE.play(6), gather=("talon",), after_stock="stock"),
    BuiltCardsOnly(),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "herring-bone",
    "The Herring-Bone",
    packs=2,
    readings=(LAST_DEALT_FIRST, FIRST_ASCENDS, TURNING, BUILT_CARDS_ONLY),
    changes="the book's rules",
    rules=RULES,
    redeals=2,
    summary="Release a herring-bone of twenty-eight cards onto four foundations going up and four going down "
    "in suit from the first one's value, with side scenes, bars, and two redeals of the talon.",
)

patience_variant = published(VARIANT)
