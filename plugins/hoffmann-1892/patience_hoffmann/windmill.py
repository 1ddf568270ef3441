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

from dataclasses import dataclass

from patience_core import Citation, RankKey
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


@dataclass(frozen=True)
class WindmillCites:
    """Where a text of The Windmill states each of its rules: the game is told alike in 1892 and in 1921.

    ``set_out`` lays the ace and the kings; ``sails`` deals the eight sails,
    one card each; ``sequences`` builds the centre and the kings;
    ``available`` frees every sail; ``talon`` turns the pack to a waste-heap;
    ``fitting_played`` and ``fresh_cards`` are the readings a text needs for a
    card turned that fits and for a sail emptied.
    """

    set_out: Citation
    sails: Citation
    sequences: Citation
    available: Citation
    talon: Citation
    fitting_played: Citation
    fresh_cards: Citation


def windmill(cites: WindmillCites) -> tuple[object, ...]:
    """The Windmill's rules, one clause each, citing ``cites``."""
    centre = Foundations(cites.sequences, piles=("centre",), suit=Suits.ANY, order=4 * tuple(range(ACE, KING + 1)))
    corners = Foundations(
        cites.sequences, piles=KINGS, build=Build.DOWN, suit=Suits.ANY, start=KING, end=ACE, set_out=True
    )
    rules: tuple[object, ...] = (
        Layout(
            TABLE,
            SetOut(cites.set_out, ACE_AND_KINGS, to=("centre", *KINGS), stays=True),
            DealRound(cites.sails, to=SAILS, rounds=1),
            rest="stock",
        ),
        centre,
        corners,
        Available(cites.available, piles=SAILS, rule="every card of the sails is available"),
        OneCard(cites.sails, piles=SAILS, rule="a sail is one card"),
        Talon(cites.talon),
        MustPlay(cites.fitting_played, foundations=centre),
        MustPlay(cites.fitting_played, foundations=corners),
        Spaces(cites.fresh_cards, piles=SAILS, take=Space.ANY, sources=("stock",)),
        Refill(cites.fresh_cards, piles=SAILS, supply=("stock",)),
        # A solver hint: no rule looks at a suit, so the sails are alike, and so are the kings' sequences.
        RankKey(alike=(KINGS, SAILS), heights=("centre", *KINGS)),
    )
    return (*rules, CardMoves(rules))


#: Hoffmann's rules, one clause each.
RULES = windmill(
    WindmillCites(
        set_out=GAME.page(67),
        sails=GAME.page(67),
        sequences=GAME.page(68),
        available=GAME.page(68),
        talon=GAME.page(68),
        fitting_played=FITTING_CARD_PLAYED,
        fresh_cards=FRESH_CARDS,
    )
)

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
