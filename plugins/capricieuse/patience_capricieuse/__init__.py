"""Capricieuse, the two-pack patience of twelve columns, after Hoffmann (1892), and as summarised since.

Hoffmann's *Illustrated Book of Patience Games* (1892), read first-hand,
prints it as No. 49, "La Capricieuse", pp. 92–94: an ace and a king of each
suit are set out as foundations before the deal, the aces building up in suit
and the kings down; the rest of both packs is laid out in rows of twelve,
cards that fit going up as they come; then a card with none below it goes to
a foundation or onto the bottom card of another column, one above or below it
in suit; twice the columns are gathered and dealt again. That is the base
edition, ``hoffmann-1892``, made of the core's clauses
(:mod:`patience_capricieuse.book`).

The Wikipedia article "Capricieuse" summarises the book differently (the
foundations taken out during the deal, spaces filled by any card); those were
the project's rules before the book was read, and they stay playable as the
edition ``wikipedia`` (:class:`~patience_capricieuse.rules.CapricieuseRules`),
cited via the article: a standalone edition, sharing no rule object with the
book's. The other editions are readings of that summary, each a layer in
:mod:`patience_capricieuse.editions` over the summary's rules.
Morehead and Mott-Smith call the game "Capricious". Hoffmann's next game,
La Nationale, is a patience of its own (:mod:`patience_capricieuse.nationale`).
"""

from __future__ import annotations

from patience_capricieuse import book
from patience_capricieuse.editions import NoSpacesRules, PySolFCRules, ReleaseRules, SupermoveRules
from patience_capricieuse.rules import CapricieuseRules, legal_single_moves
from patience_capricieuse.search import CapricieuseHints
from patience_capricieuse.sources import (
    COOPS_1939,
    HEATHER_1876,
    HOFFMANN_1892,
    HOFFMANN_VIA_WIKIPEDIA,
    MOREHEAD_MOTT_SMITH_1950,
    MOYSE_1950,
    PARLETT_1999,
    PYSOLFC,
)
from patience_core import Edition, Variant, hookimpl

#: The rules the Wikipedia article gives: the ``wikipedia`` edition, under every other reading of the summary.
RULES = CapricieuseRules()
#: The solver's hints for those rules, in which an empty pile takes any card.
HINTS = CapricieuseHints()
SUMMARY = (RULES, HINTS)

EDITIONS = (
    Edition(
        "hoffmann-1892",
        "La Capricieuse after Hoffmann",
        (HOFFMANN_1892.page(94), HOFFMANN_1892.page(92), HOFFMANN_1892.page(93), book.BETWEEN, *book.READINGS),
        changes="the book's rules: an ace and a king of each suit set out before the deal; the rest dealt in "
        "rows of twelve, cards going up as they come, a card fitting both foundations of its suit waiting between "
        "them; one card at a time, up or down in suit; an emptied column stays empty; two redeals, the columns "
        "gathered from the left",
    ),
    Edition(
        "wikipedia",
        "Capricieuse as the Wikipedia article summarises Hoffmann",
        (HOFFMANN_VIA_WIKIPEDIA,),
        changes="the summary's rules, the project's until the book was read: foundations taken out during a "
        "round-robin deal, cards going up as they are dealt, one card at a time, spaces filled by any card, "
        "two redeals gathered last pile first",
        rules=SUMMARY,
        standalone=True,
    ),
    Edition(
        "pysolfc",
        "PySolFC's Capricieuse (game 292)",
        (PYSOLFC,),
        changes="the summary's rules, but the first pack's aces and kings set out before the deal; 96 cards dealt "
        "eight rounds of twelve with no play during the deal or the redeals; a deal number gives PySolFC's "
        "table card for card",
        rules=(*SUMMARY, PySolFCRules()),
        standalone=True,
    ),
    Edition(
        "deal-release",
        "The summary with cards released during the deal",
        (ReleaseRules.source,),
        changes="the summary's rules, but during the deal and the redeals a top card laid bare by a card going up "
        "goes up too if it fits, as in Hoffmann's La Nationale",
        rules=(*SUMMARY, ReleaseRules()),
        standalone=True,
    ),
    Edition(
        "no-spaces",
        "The summary without filling spaces",
        (NoSpacesRules.source,),
        changes="the summary's rules, but an emptied pile stays empty, as the book's edition reads it",
        rules=(*SUMMARY, NoSpacesRules()),
        standalone=True,
    ),
    Edition(
        "supermoves",
        "The summary with supermoves",
        (SupermoveRules.source,),
        changes="the summary's rules, but a run in suit moves at once when the empty piles could carry it one "
        "card at a time (up to 2 to the power of their number)",
        rules=(*SUMMARY, SupermoveRules()),
        standalone=True,
    ),
)

VARIANT = Variant(
    name="capricieuse",
    title="Capricieuse",
    family="Capricieuse",
    packs=2,
    aliases=("capricious",),
    sources=(
        HOFFMANN_1892,
        HOFFMANN_VIA_WIKIPEDIA,
        COOPS_1939,
        MOREHEAD_MOTT_SMITH_1950,
        MOYSE_1950,
        PARLETT_1999,
        HEATHER_1876,
        PYSOLFC,
    ),
    editions=EDITIONS,
    rules=book.RULES,
    redeals=2,
    summary="Set out an ace and a king of each suit, deal the rest in rows of twelve, sending up every card that "
    "fits as it comes; build up or down in suit, one card at a time; two redeals.",
)


@hookimpl
def patience_variant() -> Variant:
    """Capricieuse."""
    return VARIANT


__all__ = [
    "EDITIONS",
    "HINTS",
    "RULES",
    "SUMMARY",
    "VARIANT",
    "CapricieuseHints",
    "CapricieuseRules",
    "NoSpacesRules",
    "PySolFCRules",
    "ReleaseRules",
    "SupermoveRules",
    "book",
    "legal_single_moves",
]
