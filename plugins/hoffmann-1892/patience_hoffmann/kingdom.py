"""The Kingdom: two packs, eight aces built up to the kings regardless of suit, from a row of eight and a waste-heap.

Hoffmann 1892, No. 37 "The Kingdom", pp. 63–64. One ace is picked out and laid
below the first of a row of eight cards dealt from the shuffled pack; the
other seven aces are laid below the rest of the row as they come. All eight
are built up to the kings without regard to suit. The row's aces and the
cards that fit are played and their places filled; then the pack is turned
one card at a time onto a waste-heap. An ace turned is placed at once; any
other card may be played to a foundation, or fill a place in the row left by
a card played, or go to the waste-heap, whose top card may be used in the
same ways. No second deal.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    AsTheyFall,
    Available,
    CardMoves,
    Foundations,
    Layout,
    MustPlay,
    OneCard,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(37)
FOUNDATIONS = numbered("f", 8)
ROW = numbered("a", 8)
TABLE = table_of(foundation=FOUNDATIONS, reserve=ROW, waste="talon", stock="stock")

#: P. 64 removes the row's aces and the cards that fit, then fills the places: read card by card as the row is
#: dealt, each card played as it comes and the next taking its place.
ROW_AS_IT_FALLS = Reading(
    "the row's aces, and the cards that fit them, are played as the row is dealt", of=GAME.page(64)
)
#: P. 64: a card turned "may be used to complete the row", and a waste card "thus employed": when the player chooses.
WHEN_THE_PLAYER_CHOOSES = Reading(
    "a place in the row is filled when the player chooses, with the card turned or the waste-heap's top",
    of=GAME.page(64),
)

FOUNDATION_RULE = Foundations(GAME.page(64), piles=FOUNDATIONS, suit=Suits.ANY, end=KING, set_out=("f1",))

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(63), ("AH",), to=("f1",), stays=True),
        AsTheyFall(ROW_AS_IT_FALLS, to=ROW, foundations=(FOUNDATION_RULE,), rounds=1),
        rest="stock",
    ),
    FOUNDATION_RULE,
    Available(GAME.page(64), piles=ROW, rule="every card of the row is available"),
    OneCard(GAME.page(64), piles=ROW, rule="a place in the row holds one card"),
    Spaces(WHEN_THE_PLAYER_CHOOSES, piles=ROW, take=Space.ANY, sources=("stock", "talon")),
    Talon(GAME.page(64)),
    MustPlay(GAME.page(64), foundations=FOUNDATION_RULE, ranks=(ACE,)),
    # A solver hint: no rule looks at a suit (p. 64), so the places of the row are alike, and so are the foundations.
    RankKey(alike=(ROW, FOUNDATIONS), heights=FOUNDATIONS),
)
RULES += (CardMoves(RULES),)

#: The Kingdom and its edition.
VARIANT = variant(
    "kingdom",
    37,
    packs=2,
    rules=RULES,
    readings=(ROW_AS_IT_FALLS, WHEN_THE_PLAYER_CHOOSES),
    changes="the book's rules",
    summary="Build eight aces up to kings regardless of suit from a row of eight and one pass through the pack.",
)

patience_variant = published(VARIANT)
