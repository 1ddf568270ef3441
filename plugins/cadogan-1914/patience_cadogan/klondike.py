"""Canfield or Klondike: the one-pack game now called Klondike, as the book quotes it.

Cadogan 1914, "Canfield or Klondike", quoting the U.S. Playing Card Co.'s
*Official Rules of Card Games*. Seven rows are dealt, one card face up on each
and the rest face down, 28 cards in all; the aces go up as foundations and
build up in suit to the kings; the rows build down in alternating colours, the
face-up cards of a row moving all together or not at all, and a space takes
only a king. The stock is turned one card at a time, once. The counters (52
paid for the pack, 5 won for each card on a foundation) score the game; they
are :func:`counters`, not a rule of play.

Each row is two piles: ``d1`` to ``d7`` its face-down cards, ``t1`` to ``t7``
its face-up cards.
"""

from __future__ import annotations

from patience_cadogan.book import published, variant
from patience_core import (
    Action,
    AlikeKey,
    Edition,
    Move,
    Pile,
    Position,
    Role,
    Ruling,
    Suit,
    hookimpl,
    illegal,
)
from patience_core.cards import ACE, Card, pack
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    Space,
    Spaces,
    Suits,
    Talon,
    move_cards,
    numbered,
    table_of,
)
from patience_core.sources import CADOGAN_1914, PYSOLFC

KLONDIKE = CADOGAN_1914.game("Canfield or Klondike")
VEGAS = PYSOLFC.game("Vegas Klondike")
FOUNDATIONS = numbered("f", 4)
DOWN = numbered("d", 7)
ROWS = numbered("t", 7)
TABLE = table_of(foundation=FOUNDATIONS, stock=DOWN, tableau=ROWS) + table_of(waste="talon", stock="stock")
#: Counters paid for the pack, and won for each card on a foundation (play ¶1).
PRICE, REWARD = 52, 5

BUILDING = Building(KLONDIKE.play(2), piles=ROWS, build=Build.DOWN, suit=Suits.ALTERNATE)
FOUNDATIONS_RULE = Foundations(KLONDIKE.play(2), piles=FOUNDATIONS, start=ACE)
SPACES = Spaces(KLONDIKE.play(2), piles=ROWS, take=Space.KINGS)
#: The same building and spaces in PySolFC, which lets a run be split: its rulings cite PySolFC.
VEGAS_BUILDING = Building(VEGAS, piles=ROWS, build=Build.DOWN, suit=Suits.ALTERNATE)
VEGAS_SPACES = Spaces(VEGAS, piles=ROWS, take=Space.KINGS)


def counters(position: Position) -> int:
    """The player's counters: 5 for each card on a foundation, less the 52 paid for the pack (play ¶1).

    >>> from patience_core import new_game
    >>> counters(new_game("klondike", number=1).position)
    -52
    """
    return REWARD * sum(len(position.pile(pile_id).cards) for pile_id in FOUNDATIONS) - PRICE


class TurnUp:
    """The moment a row's face-up cards are gone, its next face-down card is turned up (play ¶2)."""

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A saved game keeps each row as dealt: no more face-down cards than the deal gave it, one face up on them."""
        problems = []
        for row, (down, up) in enumerate(zip(DOWN, ROWS, strict=True)):
            hidden = len(position.pile(down).cards)
            if hidden > row:
                problems.append(f"{down} holds {hidden} face-down cards; the deal gives that row {row} at most")
            if hidden and not position.pile(up).cards:
                problems.append(f"{up} has face-down cards under it but none face up")
        return problems

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the cards; then turn up the next face-down card of a row left without face-up cards."""
        if not isinstance(move, Move):
            return None
        after = move_cards(position, move)
        if move.source in ROWS and not after.pile(move.source).cards:
            down = DOWN[ROWS.index(move.source)]
            hidden = after.pile(down).cards
            if hidden:
                return after.with_piles({move.source: hidden[-1:], down: hidden[:-1]})
        return after


class AllTogether:
    """More than one card at the bottom of a row moves all together or not at all (play ¶2)."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move from row to row takes every face-up card of the row it leaves."""
        if isinstance(move, Move) and move.source in ROWS and move.target in ROWS:
            if move.count != len(position.pile(move.source).cards):
                return illegal("the cards at the bottom of a row move all together or not at all", KLONDIKE.play(2))
        return None


class BackFromFoundations:
    """PySolFC: the top card of a foundation may come back onto a row that takes it."""

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Each foundation's top card onto each row (judged by the rule below)."""
        return [Move(pile_id, row) for pile_id in FOUNDATIONS if position.pile(pile_id).cards for row in ROWS]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """One card back from a foundation, judged by the rows' building and space rules."""
        if not (isinstance(move, Move) and move.source in FOUNDATIONS and move.target in ROWS):
            return None
        if move.count != 1:
            return illegal("one card at a time comes back from a foundation", VEGAS)
        target = position.pile(move.target)
        card = position.pile(move.source).cards[-1]
        return (VEGAS_BUILDING if target.cards else VEGAS_SPACES).patience_can_place(position, target, (card,))


class Candidates:
    """The moves worth judging: a free card to a foundation or a row it fits, a row's cards onto a row, the turn.

    Every move is still judged by the rules; this only spares the engine the
    question for every pair of piles. (Used by every edition: runs of any
    length are offered, and the edition's rules decide.) Which cards follow a
    row's top card is asked of the building clause once for each card of the
    pack, and remembered; which cards a foundation takes, of the foundations
    clause once for each foundation pile met (a pile is never changed, and a
    move makes new piles only where cards come and go).
    """

    def __init__(self) -> None:
        #: For each card met at the top of a row (by its id, holding the card): the cards of the pack that follow it.
        self._following: dict[int, tuple[Card, frozenset[Card]]] = {}
        #: For each foundation pile met (by its id, holding the pile): the cards of the pack it takes.
        self._taken: dict[int, tuple[Pile, frozenset[Card]]] = {}

    def _takes(self, pile: Pile) -> frozenset[Card]:
        known = self._taken.get(id(pile))
        if known is not None and known[0] is pile:
            return known[1]
        if len(self._taken) >= 4096:
            self._taken.clear()
        taken = frozenset(card for card in pack() if FOUNDATIONS_RULE.fits(pile, card))
        self._taken[id(pile)] = (pile, taken)
        return taken

    def _follow(self, top: Card) -> frozenset[Card]:
        known = self._following.get(id(top))
        if known is not None and known[0] is top:
            return known[1]
        if len(self._following) >= 1024:  # cards made outside the pack: start afresh
            self._following.clear()
        following = frozenset(card for card in pack() if BUILDING.follows(top, card))
        self._following[id(top)] = (top, following)
        return following

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The stock turned; each free card where it fits; each row's face-up cards, or the end of them, moved on."""
        moves: list[Action] = [Move("stock", "talon")] if position.pile("stock").cards else []
        rows = [position.pile(pile_id) for pile_id in ROWS]
        foundations = [(pile_id, self._takes(position.pile(pile_id))) for pile_id in FOUNDATIONS]
        # each row by what it takes: the cards that follow its top card, or a king where it is empty
        takes = [(row, self._follow(row.cards[-1]) if row.cards else None) for row in rows]
        for source in (position.pile("talon"), position.pile("stock"), *rows):
            cards = source.cards
            for count in range(1, (len(cards) if source.id in ROWS else min(1, len(cards))) + 1):
                card = cards[-count]
                if count == 1:
                    moves += [Move(source.id, pile_id) for pile_id, taken in foundations if card in taken]
                for row, following in takes:
                    if row is not source and (card in following if following is not None else card.is_king):
                        moves.append(Move(source.id, row.id, count))
        return moves


class SafePlays:
    """The solver's safe plays, where a card home stays home: once no card that could go on it is left out."""

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action]:
        """An ace or a two, or a card whose two lower cards of the other colour are home.

        Only a card one rank lower of the other colour is ever built on a card;
        once both are home the card has no use on the rows, and playing it home
        uncovers what it covers as well as moving it would.
        """
        home = {pile.cards[0].suit: len(pile.cards) for pile in position.piles_of(Role.FOUNDATION) if pile.cards}
        for source in ("talon", *ROWS):
            card = position.pile(source).top
            # the foundations are built up in suit from the ace: only the next card of its suit can go home
            if card is None or home.get(card.suit, 0) != card.rank - 1:
                continue
            others = min(home.get(suit, 0) for suit in Suit if suit.colour is not card.colour)
            if card.rank > 2 and others < card.rank - 1:
                continue
            target = FOUNDATIONS_RULE.next_home(position, card)
            if target is not None:
                return [Move(source, target.id)]
        return []


def cadogan_rows() -> tuple[DealRound, ...]:
    """Row by row: one card face up, then one face down on each row to its right (play ¶1)."""
    return tuple(DealRound(KLONDIKE.play(1), to=(ROWS[row], *DOWN[row + 1 :]), rounds=1) for row in range(7))


def pysolfc_rows() -> tuple[DealRound, ...]:
    """PySolFC's order: the face-down cards round by round from the right, the face-up cards, one card turned."""
    face_down = tuple(DealRound(VEGAS, to=DOWN[row:][::-1], rounds=1) for row in range(1, 7))
    return (*face_down, DealRound(VEGAS, to=ROWS[::-1], rounds=1), DealRound(VEGAS, to=("talon",), rounds=1))


#: The rules of the game, bottom layer first: the clauses, then the hooks written by hand.
RULES = (
    Layout(TABLE, *cadogan_rows(), rest="stock"),
    FOUNDATIONS_RULE,
    BUILDING,
    SPACES,
    Available(KLONDIKE.play(2), piles=ROWS, sequences=BUILDING, rule="the face-up cards of a row are free"),
    Talon(KLONDIKE.play(3)),
    TurnUp(),
    Candidates(),
)

#: The solver's key beside the safe plays: no rule tells one row from another (each row's face-down cards and
#: face-up cards together) but the deal, so positions that differ only in which row holds which cards are searched
#: once.
HINTS = (AlikeKey(tuple(zip(DOWN, ROWS, strict=True))),)

VARIANT = variant(
    "klondike",
    "Canfield or Klondike",
    family="Klondike",
    packs=1,
    more_sources=(PYSOLFC,),
    changes="the book's rules: the face-up cards of a row move all together",
    edition_rules=(AllTogether(), SafePlays(), *HINTS),
    edition_title="Klondike after Cadogan",
    editions=(
        Edition(
            "pysolfc",
            "PySolFC's Vegas Klondike",
            (VEGAS,),
            changes="any part of a row's face-up cards may move, a card may come back from a foundation, "
            "and the deal is PySolFC's",
            rules=(
                Layout(TABLE, *pysolfc_rows(), rest="stock"),
                VEGAS_BUILDING,
                VEGAS_SPACES,
                Available(VEGAS, piles=ROWS, sequences=VEGAS_BUILDING, rule="any run of face-up cards is free"),
                BackFromFoundations(),
            ),
        ),
    ),
    rules=RULES,
    summary="Seven rows, the last card of each face up: build the rows down in alternating colours and the aces "
    "up in suit, turning the stock once, one card at a time.",
)

patience_variant = published(VARIANT)
