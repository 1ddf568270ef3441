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
from patience_core.cards import ACE, KING, Card, Colour, pack
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
    clause once for each foundation and top card met (a foundation built up
    in suit from its ace holds just the cards up to its top one).
    """

    def __init__(self) -> None:
        #: For each card met at the top of a row (by its id, holding the card): the cards of the pack that follow it.
        self._following: dict[int, tuple[Card, frozenset[Card]]] = {}
        #: For each foundation and its top card (``None`` while it is empty): the cards of the pack it takes.
        self._taken: dict[tuple[str, Card | None], frozenset[Card]] = {}

    def takes(self, pile: Pile) -> frozenset[Card]:
        """The cards of the pack that the foundation ``pile`` takes."""
        key = (pile.id, pile.top)
        taken = self._taken.get(key)
        if taken is None:
            if len(self._taken) >= 4096:  # cards made outside the pack: start afresh
                self._taken.clear()
            taken = self._taken[key] = frozenset(card for card in pack() if FOUNDATIONS_RULE.fits(pile, card))
        return taken

    def following(self, top: Card) -> frozenset[Card]:
        """The cards of the pack that may be built on ``top`` in a row."""
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
        foundations = [(pile_id, self.takes(position.pile(pile_id))) for pile_id in FOUNDATIONS]
        # each row by what it takes: the cards that follow its top card, or a king where it is empty
        takes = [(row, self.following(row.cards[-1]) if row.cards else None) for row in rows]
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
    """The solver's safe plays, where a card home stays home: once no card that could go on it need stay out."""

    @hookimpl
    def patience_solver_safe_moves(self, position: Position) -> list[Action]:
        """An ace or a two; a card whose two lower cards of the other colour are home; or one of rank *r* once
        the other colour is home to *r* - 2 and the other suit of its colour to *r* - 3.

        Only a card one rank lower of the other colour is ever built on a card.
        Where both are home the card has no use on the rows. Where the other
        colour is home to *r* - 2, each card that could go on it can go home
        instead, and so can each card that could go on that one (its own suit is
        home to *r* - 1, the other suit of its colour to *r* - 3), and anything
        lower is home already: a line that builds on the card plays the same with
        those cards sent home, since the rows' groups keep the same bottom cards
        and a card home never comes back (Solvitaire's rule for foundations that
        keep their cards). Playing the card home uncovers what it covers as well
        as moving it would.
        """
        home = _home(position)
        for source in ("talon", *ROWS):
            card = position.pile(source).top
            # the foundations are built up in suit from the ace: only the next card of its suit can go home
            if card is None or home.get(card.suit, 0) != card.rank - 1:
                continue
            others = min(home.get(suit, 0) for suit in Suit if suit.colour is not card.colour)
            alike = min(home.get(suit, 0) for suit in Suit if suit.colour is card.colour and suit is not card.suit)
            if card.rank > 2 and others < card.rank - 1 and not (others >= card.rank - 2 and alike >= card.rank - 3):
                continue
            target = FOUNDATIONS_RULE.next_home(position, card)
            if target is not None:
                return [Move(source, target.id)]
        return []


class Blocked:
    """The solver's dead ends: a card that can never leave the pile it lies in, where a card under it must.

    A card lying over a lower card of its suit, in the talon or in a row (its
    face-down cards, with the face-up card at the bottom of the row's face-up
    cards on them), cannot go home before that card has left, which it cannot
    do while covered: it must leave by going onto a row, on one of the two
    cards of the other colour one rank higher (play ¶2). Where both are home
    (a card home stays home) or lie under it in the same pile (and so cannot
    be uncovered before it leaves), it never leaves, and the game is lost. A
    king is left out: it leaves for a space.
    """

    @hookimpl
    def patience_solver_dead(self, position: Position) -> bool:
        """Whether the talon, or a row's face-down cards and the card on them, hold a card that can never leave."""
        home = _home(position)
        if _stuck(position.pile("talon").cards, home):
            return True
        for down, row in zip(DOWN, ROWS, strict=True):
            hidden = position.pile(down).cards
            if hidden and _stuck(hidden + position.pile(row).cards[:1], home):
                return True
        return False


def _home(position: Position) -> dict[Suit, int]:
    """How many cards each foundation begun holds, by its suit."""
    return {pile.cards[0].suit: len(pile.cards) for pile in position.piles_of(Role.FOUNDATION) if pile.cards}


#: The suits of the other colour, by colour.
_OTHER_SUITS = {colour: tuple(suit for suit in Suit if suit.colour is not colour) for colour in Colour}


def _stuck(cards: tuple[Card, ...], home: dict[Suit, int]) -> bool:
    """Whether a card of ``cards`` (the first at the bottom) lies over a lower card of its suit and can never leave.

    ``home`` is how many cards each foundation holds, by its suit.
    """
    lowest: dict[Suit, int] = {}
    under: set[tuple[Suit, int]] = set()
    for card in cards:
        suit, rank = card.suit, card.rank
        if rank != KING and lowest.get(suit, KING + 1) < rank:
            first, second = _OTHER_SUITS[card.colour]
            if (home.get(first, 0) > rank or (first, rank + 1) in under) and (
                home.get(second, 0) > rank or (second, rank + 1) in under
            ):
                return True
        if rank < lowest.get(suit, KING + 1):
            lowest[suit] = rank
        under.add((suit, rank))
    return False


#: The turn of the stock: one card onto the talon.
TURN = Move("stock", "talon")


class TurnToPlay:
    """The solver's moves in the book's game: the stock turned only to bring up a card that is then played.

    A card turned onto the talon changes nothing but the talon, whose top card
    alone is free, and the stock goes round once: a turn can always wait until
    just before the card it brings up, or one turned after it, is played. So
    in place of the turn the solver is offered, for each card of the stock that
    could be played now, the turns that bring it up with its play, as one step
    (Solvitaire's "k+" moves), and every other legal move as it is: the rows'
    cards, all the face-up cards of a row together (play ¶2), and the talon's
    top card. No position with a card turned and not yet played is searched on
    its own.
    """

    def __init__(self, candidates: Candidates) -> None:
        self.candidates = candidates

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action | tuple[Action, ...]]:
        """The free cards home, the rows' cards onto the rows, then the cards of the stock that fit, turned up.

        A king's row moved from a row with no face-down cards to a space, or
        into a second space, would give a position that differs only in which
        row holds which cards: the solver's key (:class:`AlikeKey`) makes it one,
        and it is offered once.
        """
        candidates = self.candidates
        rows = [position.pile(pile_id) for pile_id in ROWS]
        foundations = [(pile_id, candidates.takes(position.pile(pile_id))) for pile_id in FOUNDATIONS]
        takes = [(row.id, candidates.following(row.cards[-1])) for row in rows if row.cards]
        space = next((row.id for row in rows if not row.cards), None)

        def places(card: Card, source: str) -> list[str]:
            """The piles ``card`` fits: the foundation of its suit, the rows it follows, a space for a king."""
            fits = [pile_id for pile_id, taken in foundations if card in taken]
            fits += [row for row, following in takes if row != source and card in following]
            if space is not None and card.is_king:
                fits.append(space)
            return fits

        moves: list[Action | tuple[Action, ...]] = []
        talon = position.pile("talon").top
        if talon is not None:
            moves += [Move("talon", target) for target in places(talon, "talon")]
        for row, down in zip(rows, DOWN, strict=True):
            if not row.cards:
                continue
            moves += [Move(row.id, pile_id) for pile_id, taken in foundations if row.cards[-1] in taken]
            bottom = row.cards[0]
            for target in places(bottom, row.id):
                if target in ROWS and (target != space or position.pile(down).cards):
                    moves.append(Move(row.id, target, len(row.cards)))
        stock = position.pile("stock").cards
        for turns in range(1, len(stock) + 1):
            moves += [(*(TURN,) * turns, Move("talon", target)) for target in places(stock[-turns], "talon")]
        return moves


def cadogan_rows() -> tuple[DealRound, ...]:
    """Row by row: one card face up, then one face down on each row to its right (play ¶1)."""
    return tuple(DealRound(KLONDIKE.play(1), to=(ROWS[row], *DOWN[row + 1 :]), rounds=1) for row in range(7))


def pysolfc_rows() -> tuple[DealRound, ...]:
    """PySolFC's order: the face-down cards round by round from the right, the face-up cards, one card turned."""
    face_down = tuple(DealRound(VEGAS, to=DOWN[row:][::-1], rounds=1) for row in range(1, 7))
    return (*face_down, DealRound(VEGAS, to=ROWS[::-1], rounds=1), DealRound(VEGAS, to=("talon",), rounds=1))


#: The moves worth judging, which the solver's moves read too.
CANDIDATES = Candidates()
#: The rules of the game, bottom layer first: the clauses, then the hooks written by hand.
RULES = (
    Layout(TABLE, *cadogan_rows(), rest="stock"),
    FOUNDATIONS_RULE,
    BUILDING,
    SPACES,
    Available(KLONDIKE.play(2), piles=ROWS, sequences=BUILDING, rule="the face-up cards of a row are free"),
    Talon(KLONDIKE.play(3)),
    TurnUp(),
    CANDIDATES,
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
    edition_rules=(AllTogether(), SafePlays(), TurnToPlay(CANDIDATES), Blocked(), *HINTS),
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
