"""The Windmill after Hoffmann: Cadogan's The Mill with the kings set out first and no privilege of the kings' packets.

Hoffmann 1892, No. 39 "The Windmill", pp. 67–69. Two packs. An ace is laid in
the centre and a king of each suit slanting at its four corners; two cards
at each side and end of the ace are the sails. Regardless of suit, the centre
takes four sequences from ace to king, one after another, and each king a
sequence down to the ace. Sail cards that fit are played and their places
filled from the stock; the rest of the pack is turned one card at a time onto
a waste-heap, a card that fits being played. No second deal. A close variant
of Cadogan's The Mill (:mod:`patience_cadogan.mill`): Hoffmann's text is the
edition ``hoffmann-1892`` of that patience, which takes his title,
``windmill``, as a name.
"""

from __future__ import annotations

from patience_core import RankKey
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    OneCard,
    Refill,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, edition_of, offered

GAME = HOFFMANN_1892.game(39)
KINGS = numbered("k", 4)
#: Clockwise from the top: the outer and inner sail above the ace, the inner and outer to its right, and so on.
SAILS = numbered("s", 8)
TABLE = table_of(foundation=("centre", *KINGS), reserve=SAILS, waste="talon", stock="stock")
#: The picture (p. 67): the ace of hearts in the centre; the kings of diamonds and clubs slanting above it, of hearts
#: and spades below.
ACE_AND_KINGS = ("AH", "KD", "KC", "KH", "KS")

#: P. 68 fills the vacancies among the sails at the start and does not speak of later ones.
FRESH_CARDS = Reading("a sail emptied is filled at once from the stock, as at the start", of=GAME.page(68))
#: P. 68 deals the rest to a waste-heap, "meanwhile playing any available cards which may present themselves".
FITTING_CARD_PLAYED = Reading("a card turned that fits is played", of=GAME.page(68))
#: P. 68: the centre "should always have the preference" over a king's sequence, "the collective heap of four
#: sequences being much the more difficult to complete": advice, with its reason, not a rule of play.
PREFERENCE_IS_ADVICE = Reading("the centre's preference is advice to the player, not a rule", of=GAME.page(68))

#: The centre: four whole sequences, ace to king, one after another, regardless of suit.
CENTRE = Foundations(GAME.page(68), piles=("centre",), suit=Suits.ANY, order=4 * tuple(range(ACE, KING + 1)))
CORNERS = Foundations(GAME.page(68), piles=KINGS, build=Build.DOWN, suit=Suits.ANY, start=KING, end=ACE, set_out=True)

#: Hoffmann's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(GAME.page(67), ACE_AND_KINGS, to=("centre", *KINGS), stays=True),
        DealRound(GAME.page(67), to=SAILS, rounds=1),
        rest="stock",
    ),
    CENTRE,
    CORNERS,
    Available(GAME.page(68), piles=SAILS, rule="every card of the sails is available"),
    OneCard(GAME.page(67), piles=SAILS, rule="a sail is one card"),
    Talon(GAME.page(68)),
    MustPlay(FITTING_CARD_PLAYED, foundations=CENTRE),
    MustPlay(FITTING_CARD_PLAYED, foundations=CORNERS),
    Spaces(FRESH_CARDS, piles=SAILS, take=Space.ANY, sources=("stock",)),
    Refill(FRESH_CARDS, piles=SAILS, supply=("stock",)),
    # A solver hint: no rule looks at a suit (p. 68), so the sails are alike, and so are the kings' sequences.
    RankKey(alike=(KINGS, SAILS), heights=("centre", *KINGS)),
)
RULES += (CardMoves(RULES),)

#: Hoffmann's text of The Windmill, an edition of Cadogan's The Mill.
EDITION = edition_of(
    "mill",
    39,
    rules=RULES,
    readings=(FRESH_CARDS, FITTING_CARD_PLAYED, PREFERENCE_IS_ADVICE),
    changes="the four kings set out before the deal, not the first four dealt; no king's packet lends a card to "
    "the centre; a sail is refilled from the stock",
    aliases=("windmill",),
)

patience_editions = offered(EDITION)
