"""Napoleon at St. Helena: two packs, four rows of ten, the aces built up in suit from the tableau and the talon.

Cadogan 1914, "Napoleon at St. Helena". Forty cards are dealt in four rows of
ten, each row partly over the one before, so that the cards lie in ten
columns; only the lowest card of a column is available. The eight aces, as
they become available, start the foundations, built up in suit to the kings.
Available cards are married downwards in suit, one at a time. A column
emptied (a lane) may be filled with any available card when the player likes.
The rest of the pack is turned one card at a time: a card that fits a
foundation is played there, one that fits a column may be married, any other
goes onto the talon, whose top card is available. There is no redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Edition, Move
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    SingleCardMoves,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

NAPOLEON = CADOGAN_1914.game("Napoleon at St. Helena")
FOUNDATIONS = numbered("f", 8)
COLUMNS = numbered("t", 10)
TABLE = table_of(foundation=FOUNDATIONS, tableau=COLUMNS, waste="talon", stock="stock")

FOUNDATION_RULE = Foundations(NAPOLEON.play(2), build=Build.UP, suit=Suits.SAME)
#: Play ¶8 lays aside the cards that "cannot be so employed": a card that fits a foundation is played.
FITTING_CARD_PLAYED = Reading("a card turned that fits a foundation is played", of=NAPOLEON.play(8))
#: The note under play ¶5: some players fill a lane only from the talon.
TALON_LANES = NAPOLEON.play(6)

MARRIAGES = Building(NAPOLEON.play(4), build=Build.DOWN, suit=Suits.SAME)

#: The book's rules, one clause each, and the moves worth judging.
RULES = (
    Layout(TABLE, DealRound(NAPOLEON.play(1), to=COLUMNS, rounds=4), rest="stock"),
    FOUNDATION_RULE,
    Available(NAPOLEON.rule("I"), rule="only the lowest card of a column is available"),
    MARRIAGES,
    Spaces(NAPOLEON.play(5), take=Space.ANY),
    Talon(NAPOLEON.play(8)),
    MustPlay(FITTING_CARD_PLAYED, foundations=FOUNDATION_RULE),
    SingleCardMoves(
        foundations=(FOUNDATION_RULE,),
        building=MARRIAGES,
        sources=(*COLUMNS, "talon", "stock"),
        spaces=COLUMNS,
        also=(Move("stock", "talon"),),
    ),
)

#: The game and its editions.
VARIANT = variant(
    "napoleon-at-st-helena",
    "Napoleon at St. Helena",
    packs=2,
    readings=(FITTING_CARD_PLAYED,),
    changes="the book's rules: a lane takes any available card, from the tableau or the talon",
    editions=(
        Edition(
            "talon-lanes",
            "Napoleon at St. Helena, lanes filled from the talon",
            (TALON_LANES,),
            changes="a lane may be filled only from the talon, as the book's note says some players have it",
            rules=(Spaces(TALON_LANES, take=Space.ANY, sources=("talon",)),),
        ),
    ),
    rules=RULES,
    summary="Free the eight aces from ten columns and the talon, and build them up in suit to the kings.",
)

patience_variant = published(VARIANT)
