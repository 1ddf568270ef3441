"""The Five Court Cards: five heaps, each stripped to an honour of one suit; then four, three, two and one.

Hoffmann 1892, No. 17 "The Five Court Cards", pp. 29–30. The pack is dealt
face down into five heaps. The first heap is turned up and its cards thrown
away one by one until a court card, an ace or a ten (which count as court
cards here) lies uppermost; the other heaps are treated alike, but the card
looked for must be of the first heap's suit, and a heap without one is
rejected whole. The heaps left are gathered, their order undisturbed, and
dealt into four heaps, stripped the same way, then three, two and one. The
game is won if the last heap, stripped, holds only the ace, king, queen,
knave and ten of the suit. Nothing is the player's to decide: the deal
decides the game.
"""

from __future__ import annotations

from typing import ClassVar

from patience_core import Action, Card, Deal, Move, Position, Ruling, Suit, hookimpl, illegal, legal
from patience_core.cards import ACE, KING, KNAVE, QUEEN
from patience_core.clauses import DealRound, Layout, Part, numbered, table_of
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(17)
HEAPS = numbered("h", 5)
TABLE = table_of(reserve=HEAPS, waste="out")
#: The court cards, the ace and the ten: "which in this game are equivalent to court cards" (p. 30).
HONOURS = (ACE, 10, KNAVE, QUEEN, KING)

#: The heaps lie turned up after the discard; the text says only that they are gathered "without disturbing the
#: order of the cards" and dealt face down again, as The Amazons lays "the other heaps upon the left hand heap".
GATHERED = Reading(
    "the heaps, the others laid on the first in turn, are turned over to be dealt again", of=GAME.page(30)
)
#: The text does not foresee a first heap with no honour at all: the suit is the first honour met.
FIRST_HONOUR = Reading(
    "the suit is that of the first honour met, a heap with none before it rejected", of=GAME.page(30)
)


def honour(card: Card, suit: Suit | None) -> bool:
    """Whether ``card`` is an honour the discard stops at: of ``suit``, or of any suit before one is fixed."""
    return card.rank in HONOURS and (suit is None or card.suit is suit)


class Sifting:
    """The heaps stripped one by one (the move ``deal``), then gathered and dealt into one heap fewer.

    A heap is turned up, its first card dealt coming uppermost, and its cards
    thrown out (onto ``out``) until an honour of the suit lies uppermost; a
    heap with none is thrown out whole. The first honour met fixes the suit.
    With every heap of the round stripped, the move ``deal`` gathers them and
    deals them face down into one heap fewer. The position records in its
    state how many heaps this round has (``heaps``), how many are stripped
    (``sifted``) and the suit (``suit``).
    """

    governs: ClassVar[Part] = Part.SPECIAL
    cite = GAME.page(30)
    rule = "each heap in turn is turned up and stripped until an honour of the suit lies uppermost"

    @staticmethod
    def state(position: Position) -> tuple[int, int, Suit | None]:
        """The heaps of this round, the heaps stripped, and the suit (``None`` before it is fixed)."""
        letter = position.get("suit")
        suit = next((suit for suit in Suit if suit.value == letter), None)
        return position.get("heaps", len(HEAPS)), position.get("sifted", 0), suit

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next heap stripped, or the heaps gathered; the rule below says whether it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A heap to strip, or heaps to gather into one fewer; no card moved by hand."""
        if isinstance(move, Move):
            return illegal("no card is moved by hand: the heaps are only stripped and dealt", self.cite)
        if not isinstance(move, Deal):
            return None
        heaps, sifted, _ = self.state(position)
        if sifted < heaps:
            return legal(self.rule, self.cite)
        if heaps == 1:
            return illegal("the last heap is stripped: the game is over", self.cite)
        if not any(position.pile(pile_id).cards for pile_id in HEAPS):
            return illegal("every heap has been rejected", self.cite)
        return legal("the heaps left are gathered and dealt face down into one heap fewer", GATHERED)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Strip the next heap, or gather the heaps and deal them into one fewer."""
        if not isinstance(move, Deal):
            return None
        heaps, sifted, suit = self.state(position)
        if sifted == heaps:
            packet = [card for pile_id in HEAPS[:heaps] for card in position.pile(pile_id).cards]
            dealt: dict[str, list[Card]] = {pile_id: [] for pile_id in HEAPS}
            for i, card in enumerate(packet):
                dealt[HEAPS[i % (heaps - 1)]].append(card)
            return position.with_piles(dealt).with_state(heaps=heaps - 1, sifted=0)
        pile_id = HEAPS[sifted]
        cards = position.pile(pile_id).cards  # face down: the first card dealt lies at the bottom
        stop = next((i for i, card in enumerate(cards) if honour(card, suit)), len(cards))
        out = position.pile("out").cards + cards[:stop]
        kept = cards[stop:][::-1]  # turned up: the honour uppermost
        after = position.with_piles({pile_id: kept, "out": out}).with_state(sifted=sifted + 1)
        return after.with_state(suit=kept[-1].suit.value) if suit is None and kept else after

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when the last heap, stripped, holds only the ace, king, queen, knave and ten of the suit."""
        heaps, sifted, suit = self.state(position)
        if heaps != 1 or sifted != 1 or suit is None:
            return False
        return sorted(position.pile(HEAPS[0]).cards) == sorted(Card(rank, suit) for rank in HONOURS)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The counts are counts of this game, and the heaps beyond the round's hold nothing."""
        heaps, sifted, _ = self.state(position)
        if isinstance(heaps, bool) or not isinstance(heaps, int) or not 1 <= heaps <= len(HEAPS):
            return [f"state 'heaps' is {heaps!r}, not a number of heaps from 1 to {len(HEAPS)}"]
        if isinstance(sifted, bool) or not isinstance(sifted, int) or not 0 <= sifted <= heaps:
            return [f"state 'sifted' is {sifted!r}, not a number of the {heaps} heaps"]
        if position.get("suit") not in (None, *(suit.value for suit in Suit)):
            return [f"state 'suit' is {position.get('suit')!r}, not a suit"]
        return [
            f"{pile_id} holds cards, but this round has {heaps} heaps"
            for pile_id in HEAPS[heaps:]
            if position.pile(pile_id).cards
        ]


#: The book's rules.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(GAME.page(29, 30), to=HEAPS)),
    Sifting(),
)

#: The Five Court Cards and its edition.
VARIANT = variant(
    "five-court-cards",
    17,
    packs=1,
    rules=RULES,
    readings=(GATHERED, FIRST_HONOUR),
    changes="the book's rules: five heaps, then four, three, two and one, each stripped to an honour of the "
    "first heap's suit; won if the last holds the five honours of that suit",
    summary="Deal five heaps and strip each to an honour of one suit; then four heaps, three, two, one: won if "
    "the five honours of that suit are all that is left.",
    state_notes=(
        ("heaps", "the number of heaps this round"),
        ("sifted", "the heaps of this round stripped so far"),
        ("suit", "the suit of the honours looked for"),
    ),
)

patience_variant = published(VARIANT)
