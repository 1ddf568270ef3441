"""The Trefoil: one pack, the aces set out, the rest in sixteen fans of three, gathered and dealt again unshuffled.

Hoffmann 1892, No. 27 "The Trefoil", pp. 46–48. The four aces are laid in a
row; the other cards are shuffled and laid out in sixteen fans of three. Only
the top card of a fan may be moved: to its ace's foundation, which builds up
in suit to the king, or onto the next higher card of its suit at the top of
another fan. When no card can be so moved, the fans are gathered without
shuffling and laid out again in threes; the pack is dealt three times in all.

With the aces left in the pack (the book's harder version, p. 47) the game is
Cadogan's La Belle Lucie but for one thing: the fans are gathered without
shuffling. The book's version for two packs (p. 48: eight aces, thirty-two
fans, one deal) is not played here, since an edition cannot change the
number of packs.
"""

from __future__ import annotations

from patience_core import Edition
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    DealStep,
    Foundations,
    Layout,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import PYSOLFC
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(27)
FOUNDATIONS = numbered("f", 4)
FANS = numbered("t", 16)
#: The aces as the picture lays them along the lower edge, left to right (p. 46).
ACES = ("AD", "AC", "AH", "AS")

#: The gathering order is not given: the fans are taken up so that their cards come back as they lay.
FANS_IN_ORDER = Reading("the fans come back in their order", of=GAME.page(47))
#: Nothing is said of a fan played out: it is not refilled.
NO_SPACES = Reading("a fan emptied stays empty", of=GAME.page(47))
#: With the aces in the pack, 52 cards make seventeen fans of three and one card over.
SEVENTEEN_AND_ONE = Reading(
    "with the aces in the pack, seventeen fans of three and one of a single card", of=GAME.page(47)
)

FOUNDATION_RULE = Foundations(GAME.page(47), end=KING, set_out=True)
MARRIAGES = Building(GAME.page(47), build=Build.DOWN, suit=Suits.SAME)
IN_THREES = DealPackets(GAME.page(47), size=3, to=FANS)


def _rules(fans: tuple[str, ...], deal: tuple[DealStep, ...], home: Foundations, redeal: Redeals) -> tuple[object, ...]:
    """The clauses every edition shares, around its own deal, foundations and redeal."""
    rules: tuple[object, ...] = (
        Layout(table_of(foundation=FOUNDATIONS, tableau=fans), *deal),
        home,
        Available(GAME.page(47), rule="only the uppermost card of a fan is available"),
        MARRIAGES,
        Spaces(NO_SPACES, take=Space.NOTHING),
        redeal,
    )
    return (*rules, CardMoves(rules))


def _redeal(fans: tuple[str, ...], home: Foundations) -> Redeals:
    """The fans gathered in their order, unshuffled, and laid out again in threes once no card can be moved."""
    return Redeals(
        FANS_IN_ORDER,
        gather=fans,
        shuffle=False,
        turn=True,
        steps=(DealPackets(GAME.page(47), size=3, to=fans),),
        blocked_by=(home, MARRIAGES),
    )


#: The book's rules, one clause each.
RULES = _rules(
    FANS,
    (SetOut(GAME.page(47), ACES, to=FOUNDATIONS, stays=True), IN_THREES),
    FOUNDATION_RULE,
    _redeal(FANS, FOUNDATION_RULE),
)

#: The harder version (p. 47): the aces stay in the pack and begin the foundations as they come free.
ACES_IN_PLAY_FANS = numbered("t", 18)
ACES_AS_THEY_COME = Foundations(GAME.page(47), end=KING)
ACES_IN_PLAY_RULES = _rules(
    ACES_IN_PLAY_FANS,
    (DealPackets(SEVENTEEN_AND_ONE, size=3, to=ACES_IN_PLAY_FANS),),
    ACES_AS_THEY_COME,
    _redeal(ACES_IN_PLAY_FANS, ACES_AS_THEY_COME),
)

#: PySolFC's Trefoil: the fans shuffled before each redeal, which may be made at any time.
PYSOLFC_TREFOIL = PYSOLFC.game("Trefoil").at("game 88")
PYSOLFC_RULES = _rules(
    FANS,
    (SetOut(GAME.page(47), ACES, to=FOUNDATIONS, stays=True), IN_THREES),
    FOUNDATION_RULE,
    Redeals(PYSOLFC_TREFOIL, gather=FANS, steps=(IN_THREES,)),
)

#: The Trefoil and its editions.
VARIANT = variant(
    "trefoil",
    27,
    packs=1,
    rules=RULES,
    family="La Belle Lucie",
    readings=(FANS_IN_ORDER, NO_SPACES),
    changes="the book's rules: the aces set out, sixteen fans of three, gathered unshuffled and dealt again twice",
    editions=(
        Edition(
            "aces-in-play",
            "The Trefoil, the aces left in the pack",
            (GAME.page(47), SEVENTEEN_AND_ONE, FANS_IN_ORDER, NO_SPACES),
            changes="the book's harder version: the aces are not set out but begin the foundations as they come free",
            rules=ACES_IN_PLAY_RULES,
            standalone=True,
        ),
        Edition(
            "pysolfc",
            "The Trefoil after PySolFC",
            (PYSOLFC_TREFOIL,),
            changes="the fans are shuffled before they are dealt again, and may be dealt again at any time",
            rules=PYSOLFC_RULES,
            standalone=True,
        ),
    ),
    redeals=2,
    summary="Set out the aces, lay the rest in sixteen fans of three built down in suit, "
    "and gather them unshuffled and deal them again twice.",
)

patience_variant = published(VARIANT)
