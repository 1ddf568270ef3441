"""La Nivernaise: two packs, eight flank cards beside the foundations and a line of six packets.

Cadogan 1914, "La Nivernaise". Four aces build up and four kings build down,
each of a different suit, taken as they come. Eight single cards, the flanks,
lie beside them; below, the line of six packets is dealt four cards at a time,
round after round, and only each packet's top card may be played. Flank cards
and packet tops go to the foundations; a vacancy in the flanks may be filled
from a packet or from the pack; a packet played away is replaced at once with
four cards. The top card of a foundation may pass to the other foundation of
its suit. One redeal of the line, gathered from the left and turned.
"""

from __future__ import annotations

from patience_cadogan.book import published, variant
from patience_core import Suit
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    CardMoves,
    Dealing,
    DealPackets,
    DealRound,
    Exchange,
    Foundations,
    GoesOnlyTo,
    Layout,
    Redeals,
    Refill,
    Space,
    Spaces,
    numbered,
    table_of,
)
from patience_core.sources import CADOGAN_1914, Reading

NIVERNAISE = CADOGAN_1914.game("La Nivernaise")
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
ACES, KINGS = numbered("f", 4), tuple(f"f{i}" for i in range(5, 9))
#: The flanks: four cards on the left (``l1`` to ``l4``), four on the right (``r1`` to ``r4``).
FLANKS = (*numbered("l", 4), *numbered("r", 4))
LINE = numbered("p", 6)
TABLE = table_of(foundation=(*ACES, *KINGS), reserve=FLANKS, tableau=LINE, stock="stock")
PACKETS = DealPackets(NIVERNAISE.play(2), size=4, to=LINE)
UP = Foundations(NIVERNAISE.play(1), piles=ACES, start=ACE, suits=SUITS)
DOWN = Foundations(NIVERNAISE.play(1), piles=KINGS, build=Build.DOWN, start=KING, suits=SUITS)
#: Packets taken up from the left, each under the one before, as Babette's columns are; then turned.
GATHER = Reading("the line is taken up from the left, each packet under the last, and turned", of=NIVERNAISE.rule("IV"))
PACK_TO_FLANKS = Reading("the pack fills only the flanks", of=NIVERNAISE.play(5))


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(NIVERNAISE.play(1), to=FLANKS, rounds=1), PACKETS, rest="stock"),
    UP,
    DOWN,
    Exchange(NIVERNAISE.play(10), between=(UP, DOWN)),
    Available(NIVERNAISE.rule("I"), piles=LINE, rule="only the uppermost card of a packet is available"),
    Available(NIVERNAISE.play(3), piles=(*FLANKS, "stock"), rule="a flank card and the pack's next card are available"),
    Spaces(NIVERNAISE.play(5), piles=FLANKS, take=Space.ANY, sources=(*LINE, "stock")),
    GoesOnlyTo(
        PACK_TO_FLANKS, piles=("stock",), to=FLANKS, rule="a card from the pack only fills a vacancy in the flanks"
    ),
    Dealing(NIVERNAISE.play(7), piles=LINE, size=4),
    Refill(NIVERNAISE.play(6), piles=LINE, supply=("stock",), count=4),
    Redeals(GATHER, gather=LINE[::-1], shuffle=False, turn=True, steps=(PACKETS,), rest="stock", after_stock="stock"),
)
RULES += (CardMoves(RULES),)

VARIANT = variant(
    "la-nivernaise",
    "La Nivernaise",
    packs=2,
    changes="the book's rules",
    rules=RULES,
    redeals=1,
    summary="Play the flanks and the tops of six packets to aces building up and kings building down, "
    "filling the flanks from the packets or the pack; one redeal.",
)

patience_variant = published(VARIANT)
