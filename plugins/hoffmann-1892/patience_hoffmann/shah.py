"""The Shah after Hoffmann: Cadogan's game rule for rule, the Shah named by the picture as the king of hearts.

Hoffmann 1892, No. 46 "The Shah", pp. 84–86. Two packs. The eight aces are set
in a circle round one king, the Shah, which his picture (p. 84) shows to be the
king of hearts; the seven other kings are thrown aside as dead. The aces are
built up in suit to the queens. Three circles of eight cards are dealt round
them, each blocking the one before, a card that fits a foundation being played
as they are dealt and its place filled from the pack. Then only the outer card
of a ray is available; outer cards are married downwards in suit, inner cards
only played. The rest of the pack is turned a card at a time, each card
played, married, put into a vacancy or laid on the waste-heap; the vacancies
are filled inner circle first, from the left, and a ray wholly cleared may take
a card of the outer circle as its inner card. No second deal. It is the game
the project already plays after Cadogan (:mod:`patience_cadogan.shah`), whose
star serves here with Hoffmann's citations: his text is its edition
``hoffmann-1892``.
"""

from __future__ import annotations

from patience_cadogan.shah import ShahCites, StarCites, shah

from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(46)

#: P. 85 has the foundations played to "accordingly" while the circles are dealt; p. 86 frees the player only once
#: the star is formed ("you are not, however, bound to play any card"): before then a card that fits is played.
PLAYED_AS_DEALT = Reading("a suitable card is played before the next circle", of=GAME.page(85))
#: P. 86: the vacancies "must always be supplied": no card goes to the waste-heap while the star has one.
COMPLETE_RAYS = Reading("the rays are made complete before the next card is turned", of=GAME.page(86))
#: P. 86 fills vacancies "from the pack" and a cleared ray's outer places "as usual, from the waste-heap".
PACK_OR_WASTE = Reading("a vacancy takes the card turned from the pack or the waste-heap's top card", of=GAME.page(86))
#: P. 86 uses "any available cards" for the outer circle's sequences as the pack is gone through, and the waste-heap's
#: top card is available "in all Patience games" (p. 90): it may be married too.
WASTE_MARRIES = Reading("the waste-heap's top card may be married on the outer circle", of=GAME.page(86))

#: The star's own rules, where Hoffmann gives them (and the readings his edition takes).
CITES = StarCites(
    circles=GAME.page(85),
    played_as_dealt=PLAYED_AS_DEALT,
    inner=GAME.page(86),
    spaces=PACK_OR_WASTE,
    complete=COMPLETE_RAYS,
    lane=GAME.page(86),
    talon_marries=WASTE_MARRIES,
)

#: Hoffmann's rules, one clause each, on the piles of Cadogan's edition so that the two deal one table.
RULES = shah(
    ShahCites(
        aces=GAME.page(85),
        shah=GAME.page(84),
        dead=GAME.page(85),
        first_circle=GAME.page(85),
        foundations=GAME.page(85),
        available=GAME.page(85),
        marriages=GAME.page(85),
        talon=GAME.page(86),
        kept=GAME.page(85),
        star=CITES,
    )
)

#: Hoffmann's text of The Shah, an edition of Cadogan's patience.
EDITION = edition_of(
    "shah",
    46,
    rules=RULES,
    readings=(PLAYED_AS_DEALT, COMPLETE_RAYS, PACK_OR_WASTE, WASTE_MARRIES),
    changes="Cadogan's rules, the Shah the king of hearts of the picture; a vacancy takes the pack's card or the "
    "waste-heap's top",
)

patience_editions = offered(EDITION)
