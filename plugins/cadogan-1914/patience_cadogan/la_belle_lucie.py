"""La Belle Lucie: one pack in packets of three, built down in suit, two redeals.

Cadogan 1914, "La Belle Lucie". The pack is dealt in seventeen packets of
three and one of a single card; only the top card of a packet is available.
The aces are played to the foundations as they come free and built up in suit
to the kings; on the packets a card goes on the next higher card of its suit.
When no card can be played, the tableau is taken up, shuffled and dealt again
in packets of three, at most twice.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Role
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    Layout,
    Redeals,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)

LUCIE = CADOGAN_1914.game("La Belle Lucie")
FOUNDATIONS = numbered("f", 4)
PACKETS = numbered("t", 18)
TABLE = table_of(foundation=FOUNDATIONS, tableau=PACKETS)

IN_THREES = DealPackets(LUCIE.play(1), size=3, to=PACKETS)
FOUNDATION_RULE = Foundations(LUCIE.rule("II"))
NO_SPACES = Reading("a packet emptied is not refilled", of=LUCIE.rule("I"))

#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, IN_THREES),
    FOUNDATION_RULE,
    Available(LUCIE.rule("I"), rule="only the top card of a packet is available"),
    Building(LUCIE.play(4), build=Build.DOWN, suit=Suits.SAME),
    Spaces(NO_SPACES, take=Space.NOTHING),
    Redeals(LUCIE.play(5), gather=Role.TABLEAU, steps=(IN_THREES,), blocked_by=FOUNDATION_RULE),
)
RULES += (CardMoves(RULES),)

#: The game and its editions.
VARIANT = variant(
    "la-belle-lucie",
    "La Belle Lucie",
    packs=1,
    aliases=("belle-lucie",),
    changes="the book's rules: packets of three, marriages downward, two redeals once no card can be played",
    rules=RULES,
    redeals=2,
    summary="Deal the pack in packets of three, build down in suit on the packets and up from the aces, "
    "and shuffle and deal again twice.",
)

patience_variant = published(VARIANT)
