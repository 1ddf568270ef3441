"""The Wrangle: two players race to be rid of their packs and reserves, loading their cards on each other.

Hoffmann 1892, No. 61 "The Wrangle", pp. 117–118. Two players, a pack each.
Each lays his first thirteen cards face up in a reserve-heap and the next four
face up in a row before him; the eight aces, laid between the rows as they
come, are built up in suit to the kings, and the eight cards of the rows are
built down in suit by both players. A player in turn turns up his cards one
by one and plays them, or his reserve's top card, to the foundations or the
heaps; a card he cannot use so he may lay on his adversary's waste-heap or
reserve-heap, same suit, one above or below; the first card he can do nothing
with goes on his own waste-heap, and the turn passes. A heap's cards go up to
the foundations as they fit; a heap cleared is filled from the waste-heap of
the player to move. A player whose pack is out takes up his waste-heap. The
first to be rid of all his cards wins.

The book gives no end to a game in which neither player can get rid of his
cards, and its rules alone would let such a game go round for ever. A reading
of ours ends it: the game is drawn when each player has taken up his
waste-heap twice since a card last went to a foundation or an auxiliary heap.

Both hands lie on one table and one player moves them both; the game counts
as won when the first player wins, so its odds are the first player's chance
when both play alike.
"""

from __future__ import annotations

from patience_core import Action, Card, Deal, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealPackets,
    DealRound,
    Foundations,
    Layout,
    PackEach,
    Space,
    Spaces,
    Suits,
    Turns,
    move_cards,
    numbered,
    table_of,
)
from patience_hoffmann.book import HOFFMANN_1892, Reading, published, variant

GAME = HOFFMANN_1892.game(61)
FOUNDATIONS = numbered("f", 8)
#: The eight auxiliary heaps: the first player's four, then the second's; both players build on all eight.
HEAPS = numbered("t", 8)
PLAYERS = ("a", "b")
PACKS = {"a": "apack", "b": "bpack"}
WASTES = {"a": "awaste", "b": "bwaste"}
RESERVES = {"a": "areserve", "b": "breserve"}
#: The cards each pack's deal leaves in the hand: 52, less thirteen in the reserve and four in the row.
IN_HAND = 52 - 13 - 4
TABLE = table_of(
    foundation=FOUNDATIONS,
    tableau=HEAPS,
    reserve=("areserve", "breserve"),
    stock=("apack", "bpack"),
    waste=("awaste", "bwaste"),
)

ONE_PACK_EACH = Reading(
    "each player's pack is the first of each two alike in the shuffled double pack, or the second", of=GAME.page(117)
)
#: "The first card which the player cannot make use of in either of these ways, he lays before him" (p. 117).
NOT_PLAYABLE = Reading(
    "a card goes to one's own waste-heap only when no foundation or heap takes it", of=GAME.page(117)
)
#: The turned card and, by the advice of p. 118, the reserve's top card are played; the waste-heap's never.
WHAT_IS_PLAYED = Reading("the card turned, the reserve's top and the heaps' tops are played", of=GAME.page(118))
#: P. 117 lists "his own reserve-heap" among the places the card turned may go, then the adversary's heaps.
OWN_RESERVE = Reading(
    "a card not playable may go on one's own reserve too, in suit, one above or below", of=GAME.page(117)
)
#: The second player loads from his first turn; "as the game proceeds, the first player has of course the same
#: privilege" (p. 118): from the time the second player has turned a card.
PRIVILEGE = Reading("the first player loads once the second has played", of=GAME.page(118))
#: A heap cleared is refilled from the mover's waste-heap (p. 118, footnote *); a heap cleared when it has none.
EMPTY_HEAP = Reading("a heap cleared while the mover has no waste-heap takes a card he plays", of=GAME.page(118))
TAKEN_UP = Reading("a player whose pack is out takes up his waste-heap, turned over, on his turn", of=GAME.page(118))
#: The turn passes when a player "is no longer able to play any card" (p. 118); one with no card left to turn and
#: none to take up can lay none on his waste-heap, so he gives up the turn instead.
PASSES = Reading(
    "a player with no card to turn, no waste-heap to take up and nothing to play passes the turn", of=GAME.page(118)
)
#: The book gives no end to a game in which nobody can be rid of his cards: ours, argued on the game's page.
DRAWN = Reading(
    "the game is drawn when each player has taken up his waste-heap twice since a card last went to a foundation "
    "or an auxiliary heap",
    of=GAME.page(118),
)
#: The state keys counting each player's takings-up (a pass counts as one) since a card last went home or to a heap.
TAKEN_UP_KEYS = {player: f"{player}_taken_up" for player in PLAYERS}
#: Takings-up without anything built that end the game, for each player.
IDLE = 2

FOUNDATION_RULE = Foundations(GAME.page(117), piles=FOUNDATIONS, end=KING)
BUILDING = Building(GAME.page(117), piles=HEAPS, build=Build.DOWN, suit=Suits.SAME)
TURNS = Turns(
    GAME.page(117),
    players=tuple((player, (RESERVES[player], PACKS[player], WASTES[player])) for player in PLAYERS),
    passes_on=tuple(WASTES.values()),
)


class Wrangling:
    """Which card goes where, the adversary loaded, a heap refilled from the mover's waste-heap, taking up, the draw."""

    def heaps(self, position: Position) -> tuple[str, ...]:
        """The heaps on the table: the first player's four alone until the second has laid out his (p. 117)."""
        return HEAPS if self.second_has_played(position) or TURNS.to_move(position) != PLAYERS[0] else HEAPS[:4]

    def playable(self, position: Position, card: Card) -> bool:
        """Whether a foundation or a heap takes ``card`` (a heap left empty takes any)."""
        if FOUNDATION_RULE.next_home(position, card) is not None:
            return True
        heaps = map(position.pile, self.heaps(position))
        return any(BUILDING.accepts(pile, (card,)) or not pile.cards for pile in heaps)

    def can_play(self, position: Position, player: str) -> bool:
        """Whether ``player`` has a card to turn or to take up, a reserve card to play or a heap to send up."""
        if position.pile(PACKS[player]).cards or position.pile(WASTES[player]).cards:
            return True
        top = position.pile(RESERVES[player]).top
        if top is not None and self.playable(position, top):
            return True
        return any(
            pile.top is not None and FOUNDATION_RULE.next_home(position, pile.top) is not None
            for pile in map(position.pile, self.heaps(position))
        )

    def loads(self, position: Position, target: str, card: Card) -> bool:
        """Whether ``card`` goes on the top card of ``target``: same suit, one above or below."""
        top = position.pile(target).top
        return top is not None and top.suit is card.suit and abs(top.rank - card.rank) == 1

    def taken_up(self, position: Position, player: str) -> int:
        """How often ``player`` has taken up his waste-heap (or passed) since a card last went home or to a heap."""
        count: int = position.get(TAKEN_UP_KEYS[player], 0)
        return count

    def drawn(self, position: Position) -> bool:
        """Whether each player has taken up his waste-heap twice since a card last went home or to a heap."""
        return all(self.taken_up(position, player) >= IDLE for player in PLAYERS)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Taking up the waste-heap (or passing) is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The mover's cards and the heaps' tops onto every place they might go."""
        player = TURNS.to_move(position)
        moves: list[Action] = []
        for source in (PACKS[player], RESERVES[player], *HEAPS):
            if position.pile(source).cards:
                targets = (*FOUNDATIONS, *HEAPS, *WASTES.values(), *RESERVES.values())
                moves += [Move(source, target) for target in targets if target != source]
        return moves

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Where each card may go (pp. 117–118), taking up, passing, and nothing once the game is drawn."""
        if self.drawn(position):
            return illegal("the game is drawn: each player has taken up his waste-heap twice with nothing built", DRAWN)
        player = TURNS.to_move(position)
        other = TURNS.other(player)
        if TURNS.rid_of_his_cards(position) is not None:
            return None  # the game is over: Turns says so
        if isinstance(move, Deal):
            return self.check_taking_up(position, player)
        if not isinstance(move, Move) or TURNS.owner.get(move.source) == other:
            return None  # the adversary's cards: Turns refuses them
        card = position.pile(move.source).top
        if {move.source, move.target} & set(HEAPS[4:]) and len(self.heaps(position)) == 4:
            return illegal("the second player lays out his row of four when his turn first comes", GAME.page(117))
        if move.source in WASTES.values():
            return illegal("a waste-heap's cards are not played but taken up", WHAT_IS_PLAYED)
        if card is None or move.count != 1 or move.target in FOUNDATIONS:
            return None
        if move.source in HEAPS:
            return illegal("a heap's cards go only to the foundations", GAME.page(118))
        if move.target in HEAPS:
            return None
        if move.source != PACKS[player]:
            return illegal("only the card turned goes to a waste-heap or a reserve-heap", GAME.page(117))
        if self.playable(position, card):
            return illegal("a card a foundation or a heap takes is played there", NOT_PLAYABLE)
        if move.target == WASTES[player]:
            return legal("a card not playable goes to one's own waste-heap, and the turn passes", GAME.page(117))
        if move.target == RESERVES[player]:
            allowed = self.loads(position, move.target, card)
            return (legal if allowed else illegal)("a card goes on a reserve in suit, one above or below", OWN_RESERVE)
        if move.target in (WASTES[other], RESERVES[other]):
            if player == PLAYERS[0] and not self.second_has_played(position):
                return illegal("the first player loads only once the second has played", PRIVILEGE)
            allowed = self.loads(position, move.target, card)
            rule = "a card goes on the adversary's heap in suit, one above or below"
            return (legal if allowed else illegal)(rule, GAME.page(117))
        return None

    def check_taking_up(self, position: Position, player: str) -> Ruling:
        """A ``deal``: the waste-heap taken up when the pack is out; or, with neither and nothing to play, a pass."""
        if position.pile(PACKS[player]).cards:
            return illegal("a player takes up his waste-heap only when his pack is out", TAKEN_UP)
        if position.pile(WASTES[player]).cards:
            return legal("a player whose pack is out takes up his waste-heap", TAKEN_UP)
        if self.can_play(position, player):
            return illegal("a player passes the turn only when he can play nothing", PASSES)
        return legal("a player with nothing to turn, take up or play passes the turn", PASSES)

    def second_has_played(self, position: Position) -> bool:
        """Whether the second player has turned a card: his waste-heap begun, or his pack no longer as dealt."""
        second = PLAYERS[1]
        return bool(position.pile(WASTES[second]).cards) or len(position.pile(PACKS[second]).cards) != IN_HAND

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The move, the turn, a heap cleared filled from the mover's waste-heap; the waste-heap taken up, or a pass.

        A card to a foundation or a heap clears the count of takings-up towards the draw; taking up (or passing)
        adds one to the mover's.
        """
        player = TURNS.to_move(position)
        if isinstance(move, Deal):
            waste = position.pile(WASTES[player]).cards
            count = min(self.taken_up(position, player) + 1, IDLE)
            counted = position.with_state(**{TAKEN_UP_KEYS[player]: count})
            if not waste:
                return counted.with_state(turn=TURNS.other(player))
            return counted.with_piles({PACKS[player]: tuple(reversed(waste)), WASTES[player]: ()})
        if not isinstance(move, Move):
            return None
        after = TURNS.patience_apply_move(position, move)
        if after is None:
            return None
        if move.target in FOUNDATIONS or move.target in HEAPS:
            after = after.with_state(**dict.fromkeys(TAKEN_UP_KEYS.values()))
        if move.source not in HEAPS or after.pile(move.source).cards:
            return after
        waste = after.pile(WASTES[player]).cards
        if not waste:
            return after
        return move_cards(after, Move(WASTES[player], move.source))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The counts of takings-up are 1 or 2 where set."""
        return [
            f"state {key!r} is {position.get(key)!r}, not 1 or 2"
            for key in TAKEN_UP_KEYS.values()
            if position.get(key) not in (None, 1, IDLE)
        ]

    def lays(self, pile: Pile) -> tuple[str, object] | None:
        """What lays cards on a pack or a heap outside play: taking up, and the refill from a waste-heap."""
        if pile.id in PACKS.values():
            return ("a player takes up his waste-heap", TAKEN_UP)
        return ("a heap cleared is filled from the mover's waste-heap", GAME.page(118)) if pile.id in HEAPS else None


def _pack(player: str, heaps: tuple[str, ...]) -> tuple[DealPackets | DealRound, ...]:
    """A player's deal: thirteen to his reserve, four to his row of heaps, the rest in his hand."""
    return (
        DealPackets(GAME.page(117), size=13, to=(RESERVES[player],)),
        DealRound(GAME.page(117), to=heaps, rounds=1),
        DealPackets(GAME.page(117), size=IN_HAND, to=(PACKS[player],)),
    )


#: The book's rules, one clause each.
RULES: tuple[object, ...] = (
    Layout(TABLE, PackEach(ONE_PACK_EACH, _pack("a", HEAPS[:4]), _pack("b", HEAPS[4:]))),
    FOUNDATION_RULE,
    BUILDING,
    Available(
        WHAT_IS_PLAYED,
        piles=(*PACKS.values(), *RESERVES.values(), *HEAPS),
        rule="the card turned, a reserve's top card and a heap's top card are played",
    ),
    Spaces(EMPTY_HEAP, piles=HEAPS, take=Space.ANY),
    TURNS,
    Wrangling(),
)

#: The Wrangle and its edition.
VARIANT = variant(
    "wrangle",
    61,
    packs=2,
    rules=RULES,
    readings=(
        ONE_PACK_EACH,
        NOT_PLAYABLE,
        WHAT_IS_PLAYED,
        OWN_RESERVE,
        PRIVILEGE,
        EMPTY_HEAP,
        TAKEN_UP,
        PASSES,
        DRAWN,
    ),
    changes="the book's rules, both hands on one table: won when the first player is rid of his cards first; "
    "drawn, by a reading of ours, when each player has twice taken up his waste-heap with nothing built",
    summary="Two players turn their packs in turn onto shared foundations and heaps, loading the other's "
    "waste-heap and reserve; the first rid of his cards wins. Won here when the first player wins.",
)

patience_variant = published(VARIANT)
