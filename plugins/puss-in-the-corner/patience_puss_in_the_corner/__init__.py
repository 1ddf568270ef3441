"""Puss in the Corner: Sir Tommy with the aces set out first, colour building and one redeal.

Rules after Parlett (1979) and Morehead (2001), known here only via the
Wikipedia article "Puss in the Corner", which summarises them. The four aces are set out
before play as a square of foundations, which build up *by colour* to the
kings: red on red, black on black, whatever the suit. The rest of the pack is
turned one card at a time, to a foundation or onto any of four waste piles at
the corners of the square; the corner tops may be played to the foundations.
Once the stock is exhausted the player gathers the corners, in any order,
without shuffling, and turns them through once more.

The game is, as it is often described, a thinly disguised Sir Tommy, and it is
written as one: the variant's rules are Sir Tommy's rules with
:class:`~patience_puss_in_the_corner.rules.PussRules` layered above them,
overriding only the deal, the building and the redeal. The editions
(:mod:`patience_puss_in_the_corner.editions`) layer further readings on top.
"""

from __future__ import annotations

from patience_sir_tommy import SirTommyRules

from patience_core import Edition, Reading, Variant, hookimpl
from patience_puss_in_the_corner.editions import (
    FourAtATime,
    HoffmannSevens,
    MustBuild,
    NoStockToFoundation,
    PySolFCGathering,
    SevensPrivilege,
)
from patience_puss_in_the_corner.rules import PussRules
from patience_puss_in_the_corner.sources import (
    HOFFMANN_1921,
    MOREHEAD_2001,
    PARLETT_1979,
    PATIENCE_GAMES_1911,
    PYSOLFC,
    WIKIPEDIA,
)

#: Sir Tommy's rules, citing the books of Puss in the Corner, which state them again for it; its list of moves
#: for the solver knows nothing of the colours and the editions, so the solver asks the rules.
SIR_TOMMY_RULES = SirTommyRules(PARLETT_1979, solver_moves=False)
#: What Puss in the Corner changes.
RULES = PussRules(PARLETT_1979)

#: Hoffmann states the redeal (¶3) but not who orders the corners: the base reading.
HOFFMANN_ORDER = Reading("the corners are gathered in the player's order", of=HOFFMANN_1921.paragraph(3))
#: Hoffmann's own statement of the game (¶1) and its redeal (¶3), under his privilege (¶2).
HOFFMANN_RULES = PussRules(
    HOFFMANN_1921.paragraph(1), redeal_source=HOFFMANN_1921.paragraph(3), order_source=HOFFMANN_ORDER
)
HOFFMANN_SEVENS = HoffmannSevens(HOFFMANN_RULES)

VARIANT = Variant(
    name="puss-in-the-corner",
    title="Puss in the Corner",
    family="Sir Tommy",
    packs=1,
    aliases=("puss-in-corner",),
    sources=(PARLETT_1979, MOREHEAD_2001, PATIENCE_GAMES_1911, HOFFMANN_1921),
    editions=(
        Edition(
            "parlett-1979",
            "Puss in the Corner after Parlett and Morehead",
            (PARLETT_1979, MOREHEAD_2001),
            changes="the base rules: aces set out first, building by colour, one card at a time onto four corners, "
            "one redeal gathering the corners in the player's order",
        ),
        Edition(
            "sevens-privilege",
            "With the privilege of the sevens",
            (PATIENCE_GAMES_1911,),
            changes="while a 7 is turned up, the player may put one corner packet on top of another, "
            "and the same with the remaining pair",
            rules=(SevensPrivilege(RULES),),
        ),
        Edition(
            "hoffmann-1921",
            "With the sevens as Hoffmann gives them",
            (
                HOFFMANN_1921.paragraph(2),
                HOFFMANN_1921.paragraph(1),
                HOFFMANN_1921.paragraph(3),
                HOFFMANN_ORDER,
                HOFFMANN_SEVENS.from_the_top,
                HOFFMANN_SEVENS.onto_a_heap,
                HOFFMANN_SEVENS.while_turned,
            ),
            changes="Hoffmann's rules, the base game with his privilege: while a 7 is turned up, any number of "
            "cards may pass from one corner heap to the top or bottom of another, and the same once more between "
            "the other two",
            rules=(
                SirTommyRules(HOFFMANN_1921.paragraph(1), solver_moves=False),
                HOFFMANN_RULES,
                HOFFMANN_SEVENS,
            ),
        ),
        Edition(
            "four-at-a-time",
            "Dealing four at a time",
            (WIKIPEDIA,),
            changes="the stock is dealt four cards at a time, each placed on a corner of the player's choice "
            "before any play; no card goes from the stock straight to a foundation",
            rules=(FourAtATime(RULES),),
        ),
        Edition(
            "no-stock-to-foundation",
            "No play from the stock to a foundation",
            (WIKIPEDIA,),
            changes="the turned card always goes onto a corner; only corner tops go to the foundations",
            rules=(NoStockToFoundation(),),
        ),
        Edition(
            "must-build",
            "A card that builds must be built",
            (PATIENCE_GAMES_1911,),
            changes="a turned card that will build on a foundation must go there, not onto a corner",
            rules=(MustBuild(RULES),),
        ),
        Edition(
            "pysolfc",
            "As PySolFC plays it (game 430)",
            (PYSOLFC,),
            changes="the redeal gathers the corners in a fixed order: the cards of w4 come up first, then w3, w2, w1",
            rules=(PySolFCGathering(RULES),),
        ),
    ),
    rules=(SIR_TOMMY_RULES, RULES),
    redeals=1,
    summary="Set out the aces as a square, turn the pack one card at a time onto four corners, build up in colour "
    "to the kings; one redeal, gathering the corners in any order.",
)


@hookimpl
def patience_variant() -> Variant:
    """Puss in the Corner."""
    return VARIANT


__all__ = ["RULES", "SIR_TOMMY_RULES", "VARIANT", "PussRules"]
