"""Light and Shade: two packs, the aces built up in alternating colours, fed only from four Auxiliaries.

Cadogan 1914, "Light and Shade". The eight aces are set out as foundations and
built up to the kings in alternating colours. Eight cards are dealt above
them in two rows of four: the Auxiliaries, the only cards that go to the
foundations, and below them the Rivals. Cards from the Rivals, the talon and
the pack are built down in alternating colours on the Auxiliaries; a space in
the Auxiliaries is filled from the Rivals, a space in the Rivals from the pack
or the talon. The pack is turned one card at a time onto a talon. No redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    GoesOnlyTo,
    Layout,
    OneCard,
    SetOut,
    Space,
    Spaces,
    Suits,
    TakesOnlyFrom,
    Talon,
    numbered,
    table_of,
)

LIGHT_AND_SHADE = CADOGAN_1914.game("Light and Shade")
FOUNDATIONS = numbered("f", 8)
AUXILIARIES = numbered("a", 4)
RIVALS = numbered("r", 4)
TABLE = table_of(tableau=AUXILIARIES, reserve=RIVALS, foundation=FOUNDATIONS, waste="talon", stock="stock")

#: The aces lie "as in tableau", in the book's illustration only.
ACES_IN_PACK_ORDER = Reading("the aces in the order of a new pack", of=LIGHT_AND_SHADE.play(1))
#: Which of the two rows is dealt first the text does not say.
UPPER_ROW_FIRST = Reading("the Auxiliaries are dealt before the Rivals", of=LIGHT_AND_SHADE.play(2))
#: Rule I's example starts from a red ace; a black ace's foundation alternates from black.
FROM_THE_ACE = Reading("the colours alternate from the ace's own", of=LIGHT_AND_SHADE.rule("I"))
#: The text names the Rivals, the talon and the pack as what passes into the Auxiliaries.
NO_SHIFTING = Reading("no Auxiliary feeds another", of=LIGHT_AND_SHADE.play(2))


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(ACES_IN_PACK_ORDER, ("AC", "AS", "AH", "AD") * 2, to=FOUNDATIONS),
        DealRound(UPPER_ROW_FIRST, to=(*AUXILIARIES, *RIVALS), rounds=1),
        rest="stock",
    ),
    Foundations(FROM_THE_ACE, suit=Suits.ALTERNATE, set_out=True),
    Available(
        LIGHT_AND_SHADE.play(2), piles=(*AUXILIARIES, *RIVALS), rule="an Auxiliary's top card and a Rival are available"
    ),
    Building(LIGHT_AND_SHADE.rule("II"), piles=AUXILIARIES, build=Build.DOWN, suit=Suits.ALTERNATE),
    Spaces(LIGHT_AND_SHADE.rule("III"), piles=AUXILIARIES, take=Space.ANY, sources=RIVALS),
    Spaces(LIGHT_AND_SHADE.rule("III"), piles=RIVALS, take=Space.ANY, sources=("stock", "talon")),
    GoesOnlyTo(NO_SHIFTING, piles=AUXILIARIES, to=FOUNDATIONS, rule="an Auxiliary's cards go only to the foundations"),
    Talon(LIGHT_AND_SHADE.play(2)),
    TakesOnlyFrom(
        LIGHT_AND_SHADE.play(3),
        piles=FOUNDATIONS,
        sources=AUXILIARIES,
        rule="cards go to the foundations only from the Auxiliaries",
    ),
    OneCard(LIGHT_AND_SHADE.rule("III"), piles=RIVALS, rule="a Rival is one card: it takes a card only when vacant"),
)
RULES += (CardMoves(RULES),)

#: The game and its edition.
VARIANT = variant(
    "light-and-shade",
    "Light and Shade",
    packs=2,
    changes="the book's rules: foundations in alternating colours, fed only from the Auxiliaries; no redeal",
    rules=RULES,
    summary="Build the eight aces up in alternating colours from four Auxiliaries, "
    "fed by four Rivals and a talon turned once.",
)

patience_variant = published(VARIANT)
