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
deal), ``foundations``, ``crowned`` (foundations built up beneath a card of
the table and crowned with it), ``meeting`` (a card that fits both sequences of its
suit, waiting between them), ``tableau`` (building, which cards are available, what
a space takes, where a card may go), ``claim`` (a card played before any
other when it can be), ``stock`` (turning the stock, the talon, deals during
play, redeals), ``falling`` (a deal that plays as the cards fall), ``grid``
(a grid dealt row under row, its gaps filled first), ``wastes`` (several
waste-heaps, a card turned laid on any of them), ``rotate`` (a redeal that
brings each pile's undermost card to its top), ``apart`` (packs shuffled apart), ``distinct`` (cards of
distinct ranks laid out), ``whole`` (piles moved only whole), ``preference`` (a card of one group kept
from a foundation while a card preferred fits it), ``compulsion`` (a card that can go home goes
home first, and which cards can be played now), ``forthwith`` (nothing more from the stock while a
card can be played; spaces filled from the stock before the deal begins), ``opening`` (packets face
down, turned over when play is blocked),
``sorting`` (a deal that sorts the pack by rank), ``pairs`` (cards taken off
together), ``twins`` (a pack on each side, the same card paired across),
``turns`` (two players moving in turn), ``pairing`` (which pairs may be made), ``ranks`` (cards set out
by rank alone), ``row`` (a row of cards dealt one beside another, cards
between two alike thrown out), ``rounds`` (a pack dealt a round at a time, a card that fits played as it
turns up; a waste-heap spread once the pack is through),
``blocked`` (what a player blocked may still do), ``calls`` (counting games:
cards turned while ranks are called), ``chains`` (each card put under the heap
of its number), ``turned`` (cards turned aside in the deal, brought back into
such a chain when play is blocked), ``win`` (what a game is won by, where not every card goes to a
foundation) and ``moves`` (the card moves worth judging: speed-ups, never
rules, that read the game's other clauses).

>>> from patience_core import parse_card
>>> from patience_core.sources import CADOGAN_1914
>>> marriages = Building(CADOGAN_1914.game("La Belle Lucie").play(4), build=Build.DOWN, suit=Suits.SAME)
>>> marriages.follows(parse_card("9H"), parse_card("8H")), marriages.follows(parse_card("9H"), parse_card("8S"))
(True, False)
>>> print(marriages.rule)
a card goes on the next higher card in suit
"""

from __future__ import annotations

from patience_core.clauses.apart import PacksApart
from patience_core.clauses.blocked import ExtraCard
from patience_core.clauses.calls import Calls
from patience_core.clauses.chains import UnderItsNumber
from patience_core.clauses.claim import FirstClaim
from patience_core.clauses.common import Build, Part, Space, Suits, move_cards, numbered, reproducible_shuffle, table_of
from patience_core.clauses.compulsion import HomeFirst, playable
from patience_core.clauses.crowned import Crowned
from patience_core.clauses.deal import DealPackets, DealRound, DealStep, FirstOfEachSuit, Layout, SetOut, ToBottom
from patience_core.clauses.distinct import DistinctRanks
from patience_core.clauses.falling import AsTheyFall
from patience_core.clauses.forthwith import Forthwith, FreshCards
from patience_core.clauses.foundations import FOUNDATIONS_KEEP, Abeyance, Exchange, Foundations
from patience_core.clauses.grid import GridDeal
from patience_core.clauses.meeting import MeetingPlace
from patience_core.clauses.moves import CardMoves, SingleCardMoves
from patience_core.clauses.opening import OpenWhenBlocked
from patience_core.clauses.pairing import PairedWith, PairsFirst
from patience_core.clauses.pairs import Pairs
from patience_core.clauses.preference import Preference
from patience_core.clauses.ranks import SetOutRanks
from patience_core.clauses.rotate import Rotate
from patience_core.clauses.rounds import DealRounds, SpreadWaste
from patience_core.clauses.row import DealToRow, Intervening
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
from patience_core.clauses.turned import ChainWhenBlocked
from patience_core.clauses.turns import Turns
from patience_core.clauses.twins import PackEach, TurnUpWhenBlocked, Twins
from patience_core.clauses.wastes import WasteHeaps
from patience_core.clauses.whole import WholePiles
from patience_core.clauses.win import Cleared

__all__ = [
    "FOUNDATIONS_KEEP",
    "Abeyance",
    "AsTheyFall",
    "Available",
    "Build",
    "Building",
    "Calls",
    "CardMoves",
    "ChainWhenBlocked",
    "Cleared",
    "Crowned",
    "DealByRank",
    "DealPackets",
    "DealRound",
    "DealRounds",
    "DealStep",
    "DealToRow",
    "Dealing",
    "DistinctRanks",
    "Exchange",
    "ExtraCard",
    "FirstClaim",
    "FirstOfEachSuit",
    "Forthwith",
    "Foundations",
    "FreshCards",
    "GoesOnlyTo",
    "GridDeal",
    "HomeFirst",
    "Intervening",
    "LatestKing",
    "Layout",
    "MeetingPlace",
    "MustPlay",
    "NarrowEnds",
    "OneCard",
    "OpenWhenBlocked",
    "PackEach",
    "PacksApart",
    "PairedWith",
    "Pairs",
    "PairsFirst",
    "Part",
    "Preference",
    "Redeals",
    "Refill",
    "Rotate",
    "SetOut",
    "SetOutRanks",
    "SingleCardMoves",
    "Space",
    "Spaces",
    "SpreadWaste",
    "Suits",
    "TakesOnlyFrom",
    "Talon",
    "TalonAgain",
    "ToBottom",
    "TurnUpWhenBlocked",
    "Turns",
    "Twins",
    "UnderItsNumber",
    "WasteHeaps",
    "WhileDealing",
    "WholePiles",
    "move_cards",
    "numbered",
    "playable",
    "reproducible_shuffle",
    "table_of",
]
