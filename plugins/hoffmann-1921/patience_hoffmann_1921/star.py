"""The Star after Hoffmann (1921): The Shah under another title, a cleared ray refilled wholly from other rays' ends.

Hoffmann 1921, No. 2 "The Star". Two packs. The king of hearts is the centre
and the eight aces are laid round it as an eight-rayed star; the seven other
kings are dead. A circle of eight cards is dealt at the points, a two among them
played on its ace and a three after it, each card played replaced at once from
the pack; when nothing more can be played a second circle is dealt outside,
then a third, so that each ray holds three cards beyond its ace. Two cards in
sequence at the ends of different rays may be married, the lower on the
higher; and a ray whose three cards are all cleared away may fill every one of
its places with cards from the ends of the other rays (¶5), where Cadogan's
book and Hoffmann's of 1892 give the inner place alone. A paragraph of the
booklet is lost after ¶2: the object, the waste-heap and the end of the game,
which are taken, cited, from Hoffmann's The Shah of 1892 (No. 46, pp. 84–86),
the same game. The booklet's text is the edition ``hoffmann-1921`` of
Cadogan's The Shah (:mod:`patience_cadogan.shah`), whose star serves here with
the booklet's citations.
"""

from __future__ import annotations

from patience_cadogan.shah import ShahCites, StarCites, shah
from patience_hoffmann.shah import COMPLETE_RAYS, PACK_OR_WASTE, WASTE_MARRIES

from patience_core.sources import HOFFMANN_1892
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, edition_of, offered

GAME = HOFFMANN_1921.game(2)
#: The same game in Hoffmann's book of 1892, read first-hand, whose pages supply what the booklet lost.
SHAH_1892 = HOFFMANN_1892.game(46)

#: ¶3 begins "To this end" with nothing before it to point to: a paragraph is lost after ¶2, and with it the object
#: of the game and what becomes of the pack once the star is laid. They are taken from The Shah of 1892, the same game
#: rule for rule in every part that survives, and each clause that takes one cites the page of 1892 it comes from.
LOST_PARAGRAPH = Reading("what the lost paragraph left unsaid is taken from The Shah of 1892", of=GAME.paragraph(3))
#: ¶5 fills a cleared ray "with cards from the extremities of any of the other rays"; ¶4 calls the cards that may be
#: married, which are the outer circle's, cards "at the extremity of different rays": an extremity is an outer card.
EXTREMITIES = Reading("an extremity of a ray is its card of the outer circle", of=GAME.paragraph(5))

#: The star's own rules, where the booklet gives them, and the 1892 edition's readings for its waste-heap.
CITES = StarCites(
    circles=GAME.paragraph(3),
    played_as_dealt=GAME.paragraph(3),
    inner=GAME.paragraph(4),
    spaces=PACK_OR_WASTE,
    complete=COMPLETE_RAYS,
    lane=GAME.paragraph(5),
    talon_marries=WASTE_MARRIES,
)

#: The booklet's rules, one clause each, with the 1892 book's for what the lost paragraph held, on the piles of
#: Cadogan's edition so that the editions deal one table; a cleared ray is filled wholly (``whole_ray``, ¶5).
RULES = shah(
    ShahCites(
        aces=GAME.paragraph(1),
        shah=GAME.paragraph(1),
        dead=GAME.paragraph(2),
        first_circle=GAME.paragraph(2),
        foundations=SHAH_1892.page(85),
        available=SHAH_1892.page(85),
        marriages=GAME.paragraph(4),
        talon=SHAH_1892.page(86),
        kept=GAME.paragraph(2),
        star=CITES,
    ),
    whole_ray=True,
)

#: Hoffmann's 1921 text of The Star, an edition of Cadogan's The Shah.
EDITION = edition_of(
    "shah",
    2,
    rules=RULES,
    readings=(LOST_PARAGRAPH, EXTREMITIES, COMPLETE_RAYS, PACK_OR_WASTE, WASTE_MARRIES),
    changes="The Shah of 1892 under another title, the lost paragraph's rules taken from it; a ray cleared may fill "
    "all three of its places with other rays' outer cards, not its inner place alone",
)

patience_editions = offered(EDITION)
