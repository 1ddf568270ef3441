"""The Windmill after Hoffmann (1921): Cadogan's The Mill with the kings set out first and no privilege of theirs.

Hoffmann 1921, No. 5 "The Windmill". Two packs. An ace is laid in the centre
and a king of each suit slanting towards it at its four corners; two cards at
each side and end of the ace are the sails. Regardless of suit, the centre
takes four ascending sequences, ace to king, one after another, and each king a
sequence down to the ace. Sail cards that fit are played and their places
filled with fresh cards; the rest of the pack is turned one card at a time, a
card that fits being played, any other going to a waste-heap whose top card is
available. No grace. The booklet's text is the edition ``hoffmann-1921`` of
Cadogan's The Mill (:mod:`patience_cadogan.mill`); its one-pack version (¶7)
is not built here.
"""

from __future__ import annotations

from patience_hoffmann.windmill import WindmillCites, windmill

from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, edition_of, offered

GAME = HOFFMANN_1921.game(5)

#: ¶1 takes "an ace and four kings, one of each suit" and the booklet's diagram is not seen: the centre is the ace of
#: hearts and the kings run diamonds, clubs, hearts, spades, as the plate of Hoffmann's book of 1892 draws the game
#: (No. 39, p. 67). No rule looks at a suit, so the choice changes nothing in play.
AS_DRAWN_IN_1892 = Reading(
    "the ace of hearts in the centre, the kings of diamonds, clubs, hearts and spades at the corners",
    of=GAME.paragraph(1),
)
#: ¶3: "The spaces thus cleared must be filled with fresh cards": from the pack, at once.
FRESH_CARDS = Reading("a sail emptied is filled at once from the pack", of=GAME.paragraph(3))
#: ¶4: "any not finding a place on one or other of the sequences, must be dealt to a waste-heap".
FITTING_CARD_PLAYED = Reading("a card turned that fits a sequence is played", of=GAME.paragraph(4))
#: ¶5: the player "should give the preference" to the centre: advice, with its reason, not a rule of play.
PREFERENCE_IS_ADVICE = Reading("the centre's preference is advice to the player, not a rule", of=GAME.paragraph(5))

#: The booklet's rules: the game of 1892 (No. 39), each clause citing the booklet's paragraph instead.
RULES = windmill(
    WindmillCites(
        set_out=AS_DRAWN_IN_1892,
        sails=GAME.paragraph(2),
        sequences=GAME.paragraph(3),
        available=GAME.paragraph(3),
        talon=GAME.paragraph(4),
        fitting_played=FITTING_CARD_PLAYED,
        fresh_cards=FRESH_CARDS,
    )
)

#: Hoffmann's 1921 text of The Windmill, an edition of Cadogan's The Mill.
EDITION = edition_of(
    "mill",
    5,
    rules=RULES,
    readings=(AS_DRAWN_IN_1892, FRESH_CARDS, FITTING_CARD_PLAYED, PREFERENCE_IS_ADVICE),
    changes="the four kings set out before the deal, not the first four dealt; no king's packet lends a card to "
    "the centre; a sail is refilled from the pack",
)

patience_editions = offered(EDITION)
