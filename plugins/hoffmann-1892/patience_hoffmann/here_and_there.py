"""Here and There: two players race to be rid of their packs, loading their cards on each other's waste-heap.

Hoffmann 1892, No. 62 "Here and There", p. 119. Two players, a pack each.
The first player's first card fixes the value of eight foundations, built up
in suit from that value round to the one below it; the cards of that value are
laid down as they come. Each player in turn turns up his cards one by one,
playing them to the foundations; a card that will not go there may be laid on
his adversary's waste-heap if it is one above or below its top card, whatever
the suit; the first card he can do nothing with goes on his own waste-heap,
and the turn passes. A player whose pack is out takes up his waste-heap and
goes on. The first to be rid of all his cards wins.

Both hands lie on one table and one player moves them both; the game counts
as won when the first player wins, so its odds are the first player's chance
when both play alike.
"""

from __future__ import annotations

from patience_core import Action, Card, Deal, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.clauses import (
    Available,
    DealPackets,
    Foundations,
    Layout,
    PackEach,
    Turns,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(62)
FOUNDATIONS = numbered("f", 8)
#: Each player's pack, face down in his hand, and his waste-heap: the first player's, then the second's.
PACKS = {"a": "apack", "b": "bpack"}
WASTES = {"a": "awaste", "b": "bwaste"}
TABLE = table_of(foundation=FOUNDATIONS, stock=("apack", "bpack"), waste=("awaste", "bwaste"))

#: "He who cuts highest begins, which he does by turning up his uppermost card. This fixes the foundation-cards".
FIRST_CARD = Reading("the first card turned is the first foundation", of=GAME.page(119))
#: The text has each player turn up "his cards", never his waste-heap's top card.
ONLY_THE_CARD_TURNED = Reading("only the card just turned from one's pack is played", of=GAME.page(119))
#: "So soon as the first player comes to a card which is not playable, he lays it … as the first card of a
#: waste-heap": a card that can go to a foundation is played there.
NOT_PLAYABLE = Reading("a card goes to one's own waste-heap only when no foundation takes it", of=GAME.page(119))
#: "Then, and not till then, he may pick up his cards": the waste-heap, turned over, is his pack again.
TAKEN_UP = Reading("a player whose pack is out takes up his waste-heap, turned over, on his turn", of=GAME.page(119))
#: Each player's pack is his own; the deal numbers shuffle two packs together.
ONE_PACK_EACH = Reading(
    "each player's pack is the first of each two alike in the shuffled double pack, or the second", of=GAME.page(119)
)

FOUNDATION_RULE = Foundations(
    GAME.page(119), piles=FOUNDATIONS, start=tuple(range(1, 14)), wrap=True, first="f1", first_cite=GAME.page(119)
)
TURNS = Turns(
    GAME.page(119),
    players=(("a", ("apack", "awaste")), ("b", ("bpack", "bwaste"))),
    passes_on=("awaste", "bwaste"),
)


class Loading:
    """Where the card turned goes: a foundation, else the adversary's waste-heap or one's own; and taking up."""

    def player(self, position: Position) -> str:
        """The player to move."""
        return TURNS.to_move(position)

    def playable(self, position: Position, card: Card) -> bool:
        """Whether a foundation takes ``card``."""
        return any(
            FOUNDATION_RULE.fits(pile, card) and FOUNDATION_RULE.refuses_first(position, pile, card) is None
            for pile in map(position.pile, FOUNDATIONS)
        )

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Taking up the waste-heap is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The card turned onto each foundation and each waste-heap."""
        pack = PACKS[self.player(position)]
        if not position.pile(pack).cards:
            return []
        return [Move(pack, target) for target in (*FOUNDATIONS, *WASTES.values())]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The first card begins the foundations; a card turned goes to a waste-heap as p. 119 says."""
        player = self.player(position)
        if isinstance(move, Deal):
            if position.pile(PACKS[player]).cards:
                return illegal("a player takes up his waste-heap only when his pack is out", TAKEN_UP)
            if not position.pile(WASTES[player]).cards:
                return illegal("there is no waste-heap to take up", TAKEN_UP)
            return legal("a player whose pack is out takes up his waste-heap", TAKEN_UP)
        if not isinstance(move, Move):
            return None
        if move.source != PACKS[player]:
            return illegal("only the card just turned from one's pack is played", ONLY_THE_CARD_TURNED)
        card = position.pile(move.source).top
        if card is None or move.count != 1:
            return None
        if not position.pile("f1").cards and move.target != "f1":
            return illegal("the first card turned begins the foundations", FIRST_CARD)
        if move.target == WASTES[player]:
            if self.playable(position, card):
                return illegal("a card that a foundation takes is played there", NOT_PLAYABLE)
            return legal("a card not playable goes to one's own waste-heap, and the turn passes", GAME.page(119))
        if move.target in WASTES.values():
            top = position.pile(move.target).top
            if self.playable(position, card):
                return illegal(
                    "a card that a foundation takes is not laid on the adversary's waste-heap", GAME.page(119)
                )
            if top is None or abs(top.rank - card.rank) != 1:
                return illegal(
                    "a card goes on the adversary's waste-heap one above or below its top card", GAME.page(119)
                )
            return legal("a card goes on the adversary's waste-heap one above or below its top card", GAME.page(119))
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Taking up: the waste-heap turned over becomes the pack."""
        if not isinstance(move, Deal):
            return None
        player = self.player(position)
        waste = position.pile(WASTES[player]).cards
        return position.with_piles({PACKS[player]: tuple(reversed(waste)), WASTES[player]: ()})

    def lays(self, pile: Pile) -> tuple[str, Reading] | None:
        """What lays cards on a pack: the deal, and the waste-heap taken up."""
        return ("a player takes up his waste-heap", TAKEN_UP) if pile.id in PACKS.values() else None


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        PackEach(
            ONE_PACK_EACH,
            (DealPackets(GAME.page(119), size=52, to=("apack",)),),
            (DealPackets(GAME.page(119), size=52, to=("bpack",)),),
        ),
    ),
    FOUNDATION_RULE,
    Available(ONLY_THE_CARD_TURNED, piles=tuple(PACKS.values()), rule="the card turned from one's pack is played"),
    Loading(),
    TURNS,
)

#: Here and There and its edition.
VARIANT = variant(
    "here-and-there",
    62,
    packs=2,
    rules=RULES,
    readings=(FIRST_CARD, ONLY_THE_CARD_TURNED, NOT_PLAYABLE, TAKEN_UP, ONE_PACK_EACH),
    changes="the book's rules, both hands on one table: won when the first player is rid of his cards first",
    summary="Two players turn their packs in turn onto foundations fixed by the first card, loading the other's "
    "waste-heap; the first rid of his cards wins. Won here when the first player wins.",
)

patience_variant = published(VARIANT)
