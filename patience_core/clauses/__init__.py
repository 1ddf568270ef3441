"""Clauses: a patience composed from cited rules, one rule to an object.

A clause is a pluggy rule object that enforces one rule of a book and carries
the citation of that rule: every :class:`~patience_core.Ruling` it gives names
it. A game lists its clauses as its ``Variant.rules``; the rulebook layers them
(the later in the list is asked first), and each clause answers only for the
piles it was given, returning ``None`` for the others. Hooks written by hand
remain for what is peculiar to one game.

The clauses take their parameters as words of the game's own language:
:class:`Build` (up, down, either way), :class:`Suits` (in suit, by colour,
alternating colours, regardless of suit), the piles they govern (a
:class:`~patience_core.Role` or a tuple of pile ids) and, for the deal, the
steps of the deal in order (:class:`SetOut`, :class:`DealPackets`,
:class:`DealRound`).

The clauses are grouped by what they govern, one module each, but a game
imports them from here, ``patience_core.clauses``, which is the contract: the
modules behind it may change. They are ``common`` (the words above and the
helpers every clause uses), ``deal`` (the table's piles and the steps of the
deal), ``foundations``, ``tableau`` (building, which cards are available, what
a space takes, where a card may go), ``stock`` (turning the stock, the talon,
deals during play, redeals), ``compulsion`` (a card that can go home
goes home first), ``pairs`` (cards taken off together), ``opening`` (packets
face down, turned over when play is blocked), ``sorting``
(a deal that sorts the pack by rank), ``wastes`` (several waste-heaps, a card turned
laid on whichever the player chooses) and ``moves`` (the card moves worth judging: speed-ups, never rules, that read
the game's other clauses).

>>> from patience_core import parse_card
>>> from patience_core.sources import CADOGAN_1914
>>> marriages = Building(CADOGAN_1914.game("La Belle Lucie").play(4), build=Build.DOWN, suit=Suits.SAME)
>>> marriages.follows(parse_card("9H"), parse_card("8H")), marriages.follows(parse_card("9H"), parse_card("8S"))
(True, False)
>>> print(marriages.rule)
a card goes on the next higher card in suit
"""

from __future__ import annotations

from patience_core.clauses.common import Build, Part, Space, Suits, move_cards, numbered, reproducible_shuffle, table_of
from patience_core.clauses.compulsion import HomeFirst
from patience_core.clauses.deal import DealPackets, DealRound, DealStep, Layout, SetOut
from patience_core.clauses.foundations import FOUNDATIONS_KEEP, Exchange, Foundations
from patience_core.clauses.moves import CardMoves, SingleCardMoves
from patience_core.clauses.opening import OpenWhenBlocked
from patience_core.clauses.pairs import Pairs
from patience_core.clauses.sorting import DealByRank
from patience_core.clauses.stock import Dealing, LatestKing, MustPlay, Redeals, Talon, TalonAgain, WhileDealing
from patience_core.clauses.tableau import (
    Available,
    Building,
    GoesOnlyTo,
    NarrowEnds,
    OneCard,
    Refill,
    Spaces,
    TakesOnlyFrom,
)
from patience_core.clauses.wastes import WasteHeaps

__all__ = [
    "FOUNDATIONS_KEEP",
    "Available",
    "Build",
    "Building",
    "CardMoves",
    "DealByRank",
    "DealPackets",
    "DealRound",
    "DealStep",
    "Dealing",
    "Exchange",
    "Foundations",
    "GoesOnlyTo",
    "HomeFirst",
    "LatestKing",
    "Layout",
    "MustPlay",
    "NarrowEnds",
    "OneCard",
    "OpenWhenBlocked",
    "Pairs",
    "Part",
    "Redeals",
    "Refill",
    "SetOut",
    "SingleCardMoves",
    "Space",
    "Spaces",
    "Suits",
    "TakesOnlyFrom",
    "Talon",
    "TalonAgain",
    "WasteHeaps",
    "WhileDealing",
    "move_cards",
    "numbered",
    "reproducible_shuffle",
    "table_of",
]
