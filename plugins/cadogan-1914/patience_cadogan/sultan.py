"""The Sultan: two packs, the kings and an ace of hearts set out, built up in suit to the queens.

Cadogan 1914, "The Sultan". The eight kings and one ace of hearts are set out
first; one king of hearts, the Sultan, takes no part; the other kings build
from the ace up to the queen (a king is followed by the ace), the ace of
hearts from the two to the queen. Eight cards beside them, the Divan, may be
played; a gap in the Divan is filled at once from the talon, or from the
pack while there is no talon. The pack is turned one card at a time, the cards
that fit nowhere going to the talon, which may be shuffled and dealt again
twice. Won when all eight foundations end with queens.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Edition
from patience_core.cards import ACE, KING, QUEEN
from patience_core.clauses import (
    Available,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    OneCard,
    Redeals,
    Refill,
    SetOut,
    Talon,
    numbered,
    table_of,
)

SULTAN = CADOGAN_1914.game("The Sultan")
FOUNDATIONS = numbered("f", 8)
DIVAN = numbered("d", 8)
TABLE = table_of(foundation=FOUNDATIONS, reserve=("sultan", *DIVAN), waste="talon", stock="stock")

#: Play ¶3 lays aside the cards "not suitable": read as compulsory, or as the player's choice.
FITTING_CARD_PLAYED = Reading("a card turned that fits is played", of=SULTAN.play(3))
OPTIONAL_PLAY = Reading("a card turned may be laid aside, fitting or not", of=SULTAN.play(3))

FOUNDATION_RULE = Foundations(SULTAN.play(2), start=(KING, ACE), wrap=True, end=QUEEN, set_out=True)
KINGS_AND_ACE = ("KC", "KC", "KS", "KS", "KH", "KD", "KD", "AH", "KH")

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(SULTAN.play(1), KINGS_AND_ACE, to=(*FOUNDATIONS, "sultan"), stays=True),
        DealRound(SULTAN.play(3), to=DIVAN, rounds=1),
        rest="stock",
    ),
    OneCard(SULTAN.play(2), piles=("sultan",)),
    FOUNDATION_RULE,
    Available(SULTAN.play(3), piles=DIVAN, rule="a card of the Divan is available"),
    Talon(SULTAN.play(3)),
    MustPlay(FITTING_CARD_PLAYED, foundations=FOUNDATION_RULE),
    Refill(SULTAN.play(3), piles=DIVAN, supply=("talon", "stock")),
    Redeals(SULTAN.play(4), gather=("talon",), after_stock="stock"),
)
RULES += (CardMoves(RULES),)


#: The Sultan and its editions.
VARIANT = variant(
    "sultan",
    "The Sultan",
    packs=2,
    readings=(FITTING_CARD_PLAYED,),
    changes="the book's rules: a card turned that fits a foundation must be played to it",
    editions=(
        Edition(
            "optional-play",
            "The Sultan, playing to the foundations at will",
            (OPTIONAL_PLAY,),
            changes="a card turned may go to the talon even when it fits a foundation",
            rules=(Talon(OPTIONAL_PLAY),),
        ),
    ),
    rules=RULES,
    redeals=2,
    summary="Build seven kings and an ace of hearts up to queens around the Sultan, the eighth king.",
)

patience_variant = published(VARIANT)
