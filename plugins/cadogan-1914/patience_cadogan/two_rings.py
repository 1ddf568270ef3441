"""Two Rings: two packs, the sevens built up in suit to the kings and the sixes down to the aces.

Cadogan 1914, "Two Rings". The eight sevens and the eight sixes are set out
as the foundations, the sevens ascending in suit to the kings, the sixes
descending to the aces. Eight cards are dealt in a line, the bracelet; a card
of it may be played to a foundation, and a gap in it is refilled. The pack is
turned one card at a time, the cards that fit no foundation going to the
talon, which may be taken up and dealt again once.

PySolFC (game 729) has no talon: the pack is dealt a card onto each place of
the bracelet at a time, and once it is out the bracelet is gathered up and
dealt out so once more (edition ``pysolfc``).
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Edition, Position, Role, hookimpl
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    Dealing,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Redeals,
    Refill,
    SetOut,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC

TWO_RINGS = CADOGAN_1914.game("Two Rings")
SEVENS = numbered("sev", 8)
SIXES = numbered("six", 8)
BRACELET = numbered("b", 8)
TABLE = table_of(foundation=(*SEVENS, *SIXES), reserve=BRACELET, waste="talon", stock="stock")
SUITS = ("C", "C", "S", "S", "H", "H", "D", "D")

#: The rings are in the book's illustration only: which seven or six lies where changes nothing in play.
RINGS = Reading("the sevens in one ring, the sixes in another, clubs, spades, hearts, diamonds", of=TWO_RINGS.play(1))
#: Play ¶2 says the gaps are refilled, not from where: the pack first, then the talon once the pack is out.
REFILLED = Reading(
    "a gap in the bracelet is filled from the pack, or from the talon once the pack is out", of=TWO_RINGS.play(2)
)
#: Play ¶2 lays the "unsuitable" cards on the talon: read as compulsory, a card turned that fits is played.
FITTING_CARD_PLAYED = Reading("a card turned that fits is played", of=TWO_RINGS.play(2))
#: "Taken up and re-dealt": the talon turned over as it lies, not shuffled; the text names no shuffle.
TAKEN_UP = Reading("the talon is turned over unshuffled to be dealt again", of=TWO_RINGS.play(4))

# No end= rank: a king has no card above it, an ace none below, and the game is won, by the core's rule, when
# every card is on a foundation (two Foundations clauses each judging the win would let the first one decide).
ASCENDING = Foundations(TWO_RINGS.play(1), piles=SEVENS, start=7, set_out=True)
DESCENDING = Foundations(TWO_RINGS.play(1), piles=SIXES, build=Build.DOWN, start=6, set_out=True)


class NoGapWhileCardsRemain:
    """What a saved game must keep: the bracelet has no gap while the pack or the talon holds a card."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A gap is filled at once (play ¶2), so none is left while a card remains to fill it."""
        if not position.pile("stock").cards and not position.pile("talon").cards:
            return []
        return [
            f"{pile_id} is empty, but a gap in the bracelet is filled at once"
            for pile_id in BRACELET
            if not position.pile(pile_id).cards
        ]


def layout(table: tuple[tuple[str, Role], ...]) -> Layout:
    """The deal onto ``table``: the sevens and sixes set out, eight cards to the bracelet, the rest the pack."""
    return Layout(
        table,
        SetOut(RINGS, tuple(f"7{suit}" for suit in SUITS), to=SEVENS),
        SetOut(RINGS, tuple(f"6{suit}" for suit in SUITS), to=SIXES),
        DealRound(TWO_RINGS.play(2), to=BRACELET, rounds=1),
        rest="stock",
    )


#: What the book and PySolFC share: the deal, the two rings, and the bracelet's cards free for them.
SHARED: tuple[object, ...] = (
    layout(TABLE),
    ASCENDING,
    DESCENDING,
    Available(TWO_RINGS.play(2), piles=BRACELET, rule="a card of the bracelet may be played to a foundation"),
)
#: The book's rules beyond those, one clause each, and the one hook written by hand.
BOOK: tuple[object, ...] = (
    Talon(TWO_RINGS.play(2)),
    MustPlay(FITTING_CARD_PLAYED, foundations=ASCENDING),
    MustPlay(FITTING_CARD_PLAYED, foundations=DESCENDING),
    Refill(REFILLED, piles=BRACELET, supply=("stock", "talon")),
    Redeals(TAKEN_UP, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    NoGapWhileCardsRemain(),
)
BOOK += (CardMoves((*SHARED, *BOOK)),)
#: The book's rules, in the order the rulebook layers them.
RULES: tuple[object, ...] = (*SHARED, *BOOK)

PYSOLFC_TWO_RINGS = PYSOLFC.game("Two Rings").at(
    "game 729", note="no talon: the pack dealt onto the bracelet, which is gathered to be dealt once more"
)
#: PySolFC's own: the deal as a move, and the bracelet gathered up, place by place, as the pack again.
PYSOLFC_RULES: tuple[object, ...] = (
    layout(table_of(foundation=(*SEVENS, *SIXES), reserve=BRACELET, stock="stock")),
    Dealing(PYSOLFC_TWO_RINGS, piles=BRACELET),
    # Gathered from the first place to the last, each card turned face down onto the pack in turn:
    # the last place's bottom card is dealt first.
    Redeals(PYSOLFC_TWO_RINGS, gather=BRACELET[::-1], shuffle=False, turn=True, after_stock="stock"),
)
PYSOLFC_RULES += (CardMoves((*SHARED, *PYSOLFC_RULES)),)

#: Two Rings and its editions.
VARIANT = variant(
    "two-rings",
    "Two Rings",
    packs=2,
    readings=(RINGS, FITTING_CARD_PLAYED, REFILLED, TAKEN_UP),
    changes="the book's rules: the sevens up to the kings, the sixes down to the aces, one redeal of the talon",
    rules=SHARED,
    edition_rules=BOOK,
    editions=(
        Edition(
            "pysolfc",
            "Two Rings as PySolFC plays it",
            (PYSOLFC_TWO_RINGS,),
            changes="no talon: the pack is dealt a card onto each place of the bracelet at a time, gaps and all, "
            "and the bracelet is gathered up to be dealt so once more",
            rules=PYSOLFC_RULES,
        ),
    ),
    more_sources=(PYSOLFC,),
    redeals=1,
    summary="Build the sevens up in suit to the kings and the sixes down to the aces, from a bracelet of eight "
    "and the pack turned card by card, with one redeal of the talon.",
)

patience_variant = published(VARIANT)
