"""The Travellers: twelve packets numbered ace to queen; each card from the reserve starts a chain of travellers.

Hoffmann 1921, No. 3 "The Travellers". One pack. Forty-eight cards are laid out
face up in twelve packets of four, counted one to twelve; the four cards left
in hand are the reserve. The reserve's first card goes under the packet of its
value, and since a packet may hold only four, that packet's top card travels on
to the bottom of the packet of its own value, and so on, until the traveller is
a king: having no packet, it is thrown aside, and the next card of the reserve
starts again. The aim is twelve packets of four like cards, the kings apart.
Nothing is the player's to decide: the deal decides the game. It is Hoffmann's
Hidden Cards of 1892 (No. 10, :mod:`patience_hoffmann.hidden_cards`) begun
from the reserve rather than from the first heap, and is played by the same
clause.
"""

from __future__ import annotations

from patience_core.clauses import DealPackets, Layout, UnderItsNumber, numbered, table_of
from patience_hoffmann_1921.book import HOFFMANN_1921, Reading, published, variant

GAME = HOFFMANN_1921.game(3)
PACKETS = numbered("p", 12)
TABLE = table_of(tableau=PACKETS, stock="reserve", foundation="aside")

#: ¶1 lays out the packets "as shown in the diagram", which is not seen: each packet is dealt four cards together,
#: in their order, the last on top; the four cards left in hand are the reserve, its "first" card the top one.
PACKETS_OF_FOUR = Reading("each packet is dealt four cards together, the last on top", of=GAME.paragraph(1))
#: ¶3 gives the aim as an arrangement ("twelve heaps each consisting of four like cards") of packets laid face up:
#: when the last king is thrown aside, a packet whose cards are all of its number counts, travellers or not.
AS_THEY_LIE = Reading("the packets are judged as they lie when the reserve is spent", of=GAME.paragraph(3))

#: The booklet's rules, and the reading the deal rests on; the chain's end is judged as they lie (``AS_THEY_LIE``).
RULES: tuple[object, ...] = (
    Layout(TABLE, DealPackets(PACKETS_OF_FOUR, size=4, to=PACKETS), rest="reserve"),
    UnderItsNumber(GAME.paragraph(2), heaps=PACKETS, aside="aside", aside_cite=GAME.paragraph(2), start="reserve"),
)

#: The Travellers and its edition.
VARIANT = variant(
    "travellers",
    3,
    packs=1,
    rules=RULES,
    family="Hidden Cards",
    readings=(PACKETS_OF_FOUR, AS_THEY_LIE),
    changes="the booklet's rules: each card of the reserve in turn put under the packet of its value, whose top card "
    "travels on to its own, until a king is thrown aside; the packets judged as they lie",
    summary="From the reserve, slip each traveller under the packet of its number, ace to queen, till a king ends "
    "the journey: won if every packet sorts.",
    state_notes=(("turn", "the packet whose top card travels next"),),
)

patience_variant = published(VARIANT)
