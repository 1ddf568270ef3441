"""Capricieuse, the two-pack patience of twelve piles, after Hoffmann (1892) via Wikipedia "Capricieuse".

Both packs are dealt round twelve piles; the first ace and king of each suit
to appear become eight foundations, aces building up and kings down in suit,
and any card that fits a foundation as it is dealt goes straight there. Then
the top cards go to the foundations or onto one another, a card on the next
one above or below it in its suit; an empty pile takes any card. The piles are
gathered and dealt again twice. Morehead and Mott-Smith call the game
"Capricious". Hoffmann's book is known here only via that article's summary,
and is cited with it.

The base rules are in :class:`~patience_capricieuse.rules.CapricieuseRules`;
each other reading of the sources is an edition, a layer in
:mod:`patience_capricieuse.editions` that overrides only what differs.
"""

from __future__ import annotations

from patience_capricieuse.editions import NationRules, NoSpacesRules, PySolFCRules, ReleaseRules, SupermoveRules
from patience_capricieuse.rules import CapricieuseRules, legal_single_moves
from patience_capricieuse.search import CapricieuseHints
from patience_capricieuse.sources import (
    CADOGAN_1914,
    COOPS_1939,
    HEATHER_1876,
    HOFFMANN_1892,
    MOREHEAD_MOTT_SMITH_1950,
    MOYSE_1950,
    PARLETT_1999,
    PYSOLFC,
)
from patience_core import Edition, Variant, hookimpl

RULES = CapricieuseRules()
HINTS = CapricieuseHints()

EDITIONS = (
    Edition(
        "hoffmann-1892",
        "Capricieuse after Hoffmann",
        (HOFFMANN_1892,),
        changes="the base rules: foundations taken out during a round-robin deal, cards going up as they are "
        "dealt, one card at a time, spaces filled by any card, two redeals gathered last pile first",
    ),
    Edition(
        "pysolfc",
        "PySolFC's Capricieuse (game 292)",
        (PYSOLFC,),
        changes="the first pack's aces and kings set out before the deal; 96 cards dealt eight rounds of twelve "
        "with no play during the deal or the redeals; a deal number gives PySolFC's table card for card",
        rules=(PySolFCRules(),),
    ),
    Edition(
        "cadogan-1914",
        "The Nation, after Cadogan",
        (CADOGAN_1914,),
        changes="foundations set out before the deal; each pile dealt in turn, counting eight, a card played "
        "during the deal using up its count so the pile comes out short; redealt the same way",
        rules=(NationRules(),),
    ),
    Edition(
        "deal-release",
        "Capricieuse with cards released during the deal",
        (ReleaseRules.source,),
        changes="during the deal and the redeals, a top card laid bare by a card going up goes up too if it fits",
        rules=(ReleaseRules(),),
    ),
    Edition(
        "no-spaces",
        "Capricieuse without filling spaces",
        (NoSpacesRules.source,),
        changes="an emptied pile stays empty: no card may be put into it",
        rules=(NoSpacesRules(),),
    ),
    Edition(
        "supermoves",
        "Capricieuse with supermoves",
        (SupermoveRules.source,),
        changes="a run in suit moves at once when the empty piles could carry it one card at a time "
        "(up to 2 to the power of their number)",
        rules=(SupermoveRules(),),
    ),
)

VARIANT = Variant(
    name="capricieuse",
    title="Capricieuse",
    family="Capricieuse",
    packs=2,
    aliases=("capricious", "nation"),
    sources=(
        HOFFMANN_1892,
        COOPS_1939,
        MOREHEAD_MOTT_SMITH_1950,
        MOYSE_1950,
        PARLETT_1999,
        HEATHER_1876,
        CADOGAN_1914,
        PYSOLFC,
    ),
    editions=EDITIONS,
    rules=(RULES, HINTS),
    redeals=2,
    summary="Deal two packs round twelve piles, sending the first ace and king of each suit out as foundations "
    "and every card that fits straight up; build up or down in suit, one card at a time; two redeals.",
)


@hookimpl
def patience_variant() -> Variant:
    """Capricieuse."""
    return VARIANT


__all__ = [
    "EDITIONS",
    "HINTS",
    "RULES",
    "VARIANT",
    "CapricieuseHints",
    "CapricieuseRules",
    "NationRules",
    "NoSpacesRules",
    "PySolFCRules",
    "ReleaseRules",
    "SupermoveRules",
    "legal_single_moves",
]
