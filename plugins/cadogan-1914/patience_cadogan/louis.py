"""The "Louis" Patience: two packs, an alphabet of twelve packets dealt in circles, three redeals.

Cadogan 1914, "The \"Louis\" Patience". One ace and one king of each suit are
set out as foundations, the aces built up and the kings down, in suit. The
pack is dealt in circles of twelve onto the letters a to m of the alphabet;
while the pack lasts, each circle blocks the ones beneath it, and a card of
the latest circle that fits a foundation is played before the next. Once the
pack is out, the top card of every letter is available and the cards are
married up or down in suit. The alphabet is then taken up from g round to f
and dealt again without shuffling, three times at most.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Move, Position, Ruling, Suit, hookimpl, illegal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    Dealing,
    Exchange,
    Foundations,
    Layout,
    Redeals,
    SetOut,
    Space,
    Spaces,
    Suits,
    WhileDealing,
    numbered,
    table_of,
)

LOUIS = CADOGAN_1914.game('The "Louis" Patience')
ACES = numbered("f", 4)
KINGS = ("f5", "f6", "f7", "f8")
#: The twelve letters: a to m, with i and j one letter, as in the old alphabets.
ALPHABET = ("a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m")
TABLE = table_of(foundation=(*ACES, *KINGS), tableau=ALPHABET, stock="stock")

NO_SPACES = Reading("a letter emptied stays empty", of=LOUIS.play(3))
TAKEN_UP = Reading("the alphabet taken up from g to f once the pack is out", of=LOUIS.play(3))
CHANGED = Reading("a card turned up may change foundations in every deal", of=LOUIS.play(4))
BASES_STAY = Reading("the aces and kings set out never change foundations", of=LOUIS.play(4))

#: One foundation of each kind per suit, in the order of a new pack, set out before the deal.
UP = Foundations(LOUIS.rule("I"), piles=ACES, start=ACE, suits=tuple(Suit), set_out=True)
DOWN = Foundations(LOUIS.rule("I"), piles=KINGS, start=KING, build=Build.DOWN, suits=tuple(Suit), set_out=True)
BASES = SetOut(LOUIS.play(1), ("AC", "AS", "AH", "AD", "KC", "KS", "KH", "KD"), to=(*ACES, *KINGS))


class BasesStay:
    """Only a card that turned up changes foundations: the ace or king a foundation began with stays."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A foundation's first card never leaves it."""
        if isinstance(move, Move) and move.source in (*ACES, *KINGS) and len(position.pile(move.source).cards) == 1:
            return illegal("the ace or king a foundation began with stays there", BASES_STAY)
        return None


#: The book's rules, one clause each, and the hooks written by hand.
RULES = (
    Layout(TABLE, BASES, rest="stock"),
    UP,
    DOWN,
    Available(LOUIS.rule("II"), piles=ALPHABET, rule="the top card of a letter is available"),
    Building(LOUIS.play(3), piles=ALPHABET, build=Build.EITHER, suit=Suits.SAME),
    Spaces(NO_SPACES, piles=ALPHABET, take=Space.NOTHING),
    WhileDealing(LOUIS.play(3), piles=ALPHABET),
    Dealing(LOUIS.play(2), piles=ALPHABET, covers=LOUIS.rule("II"), unless=(UP, DOWN)),
    Redeals(TAKEN_UP, gather=(*ALPHABET[6:], *ALPHABET[:6]), shuffle=False, after_stock="stock"),
    Exchange(CHANGED, between=(UP, DOWN)),
    BasesStay(),
)

#: The game and its edition.
VARIANT = variant(
    "louis",
    'The "Louis" Patience',
    family="Louis",
    packs=2,
    changes="the book's rules: circles of twelve that block those beneath while dealing; three redeals",
    rules=RULES,
    redeals=3,
    summary="Deal the pack in circles of twelve round four aces and four kings, build them in suit, "
    "marry the letters' top cards, and deal again three times.",
)

patience_variant = published(VARIANT)
