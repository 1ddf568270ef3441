"""Russian Patience, the two-pack patience H. E. Heather recorded in 1876.

Heather's *Cards and Card Tricks* (1876, pp. 217–219) is, via the Wikipedia
article "Capricieuse", the first record of the game and a possible ancestor of
La Capricieuse. The book itself was not seen: the rules here follow that
article's summary of it, and each reading of an unclear clause is a
:class:`~patience_core.Reading` cited by the rule that implements it and
argued on the game's page in the documentation.

The game in short, as implemented in the base edition ``heather-1876``:

* The two packs are dealt in rows of twelve, each row overlapping the one
  before, so that the cards form twelve columns (piles ``t1`` to ``t12``). The
  undealt cards are the ``stock``. The first row is dealt at the start; each
  further row is one :class:`~patience_core.Deal` (``deal``).
* One ace and one king of each suit become the eight foundations (``f1`` to
  ``f4``: the ace foundations of clubs, spades, hearts, diamonds, building up
  by suit; ``f5`` to ``f8``: the king foundations, building down by suit).
* While the pack is being dealt, only *available* cards may be played, and only
  to the foundations: after the first row, every card of that row; after each
  later row, the uncovered card at the end of the leftmost and of the rightmost
  column. A card that fits a foundation must be played before the next row is
  dealt. The place a card leaves is at once filled with the next card of the
  stock.
* Once the whole pack is dealt, the bottom (uncovered) card of every column is
  available: it may go to a foundation, or onto another column one rank above
  or below in the same suit; a suit sequence moves as a unit; an empty column
  takes any available card or sequence.
* When the player is stuck, the tableau is gathered, shuffled and dealt again
  as before; two redeals. The shuffle is reproducible: see
  :func:`redeal_shuffle`.

The rules live in :class:`RussianPatienceRules`; each edition is a small rule
object layered over them that changes one reading.
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from dataclasses import replace

from patience_core import (
    Action,
    Deal,
    Edition,
    Move,
    Pile,
    Position,
    Reading,
    Redeal,
    Role,
    Ruling,
    Setup,
    Source,
    Suit,
    Variant,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import RANKS, Card, pack
from patience_core.sources import HOFFMANN_1892 as HOFFMANN_BOOK
from patience_core.sources import WIKIPEDIA_CAPRICIEUSE

PAGES = "217–219"

HEATHER_1876 = Source(
    "Heather",
    1876,
    "Cards and Card Tricks",
    pages=PAGES,
    key="heather1876",
    via=WIKIPEDIA_CAPRICIEUSE,
)
#: La Capricieuse, the game the summary calls a descendant, read first-hand to settle unclear clauses.
HOFFMANN_1892 = HOFFMANN_BOOK.game("La Capricieuse")

#: Twelve columns: a row is twelve cards (Heather 1876, pp. 217–219).
COLUMNS = 12
#: The tableau piles, left to right.
TABLEAU = tuple(f"t{column}" for column in range(1, COLUMNS + 1))
PACK_SIZE = 104
#: The most rows a deal can make: two packs in rows of twelve.
MAX_ROWS = -(-PACK_SIZE // COLUMNS)
#: The stock: the cards not yet dealt, the next one last.
STOCK = "stock"
#: Two redeals (Heather 1876, pp. 217–219).
REDEALS = 2
#: The suits in the order of a new pack: the foundations follow it.
SUITS = (Suit.CLUBS, Suit.SPADES, Suit.HEARTS, Suit.DIAMONDS)
_SUIT_INDEX = {suit: index for index, suit in enumerate(SUITS)}
_SUIT_NAME = {Suit.CLUBS: "clubs", Suit.SPADES: "spades", Suit.HEARTS: "hearts", Suit.DIAMONDS: "diamonds"}


# --------------------------------------------------------------------------- the table


def foundation_count(position: Position) -> int:
    """How many foundations the table has (8, or 16 in the edition ``every-ace-and-king``)."""
    return len(position.piles) - COLUMNS - 1


def foundation_kind(index: int, count: int) -> tuple[Suit, bool]:
    """The suit of foundation ``index`` (from 0) of ``count``, and whether it builds up from the ace.

    The first half of the foundations are ace foundations, the second half king
    foundations; within each half the suits follow the pack's order, repeating.

    >>> from patience_russian_patience import foundation_kind
    >>> foundation_kind(0, 8), foundation_kind(5, 8)
    ((<Suit.CLUBS: 'C'>, True), (<Suit.SPADES: 'S'>, False))
    """
    return SUITS[index % 4], index < count // 2


def foundation_accepts(index: int, count: int, built: tuple[Card, ...], card: Card) -> bool:
    """Whether ``card`` goes onto foundation ``index`` (of ``count``) holding ``built``."""
    suit, up = foundation_kind(index, count)
    if card.suit is not suit:
        return False
    if not built:
        return card.rank == (1 if up else 13)
    return card.rank == built[-1].rank + (1 if up else -1)


def run_length(cards: tuple[Card, ...]) -> int:
    """How many top cards of a column form a suit sequence (each one rank from the card beneath)."""
    if not cards:
        return 0
    length = 1
    upper = cards[-1]
    for i in range(len(cards) - 2, -1, -1):
        lower = cards[i]
        if lower.suit is not upper.suit or abs(lower.rank - upper.rank) != 1:
            break
        length += 1
        upper = lower
    return length


def is_dealing(position: Position) -> bool:
    """Whether the pack is still being dealt (the stock holds cards)."""
    return bool(position.piles[-1].cards)


def rows_dealt(position: Position) -> int:
    """How many rows of the current deal have been laid out."""
    rows: int = position.get("rows", 0)
    return rows


def available_columns(position: Position) -> tuple[int, ...]:
    """The columns (0 to 11) whose uncovered card is available, by the availability rules.

    During the deal: after the first row, all twelve; after a later row, the
    leftmost and the rightmost. After the deal: all twelve.
    """
    if is_dealing(position) and rows_dealt(position) > 1:
        return (0, COLUMNS - 1)
    return tuple(range(COLUMNS))


def _new_table(setup: Setup, foundations: int) -> Position:
    piles = (
        *(Pile(f"f{i}", Role.FOUNDATION) for i in range(1, foundations + 1)),
        *(Pile(pile_id, Role.TABLEAU) for pile_id in TABLEAU),
        Pile(STOCK, Role.STOCK, setup.pack),
    )
    position = Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)
    return deal_row(position)


def deal_row(position: Position) -> Position:
    """The position after the next row is dealt: one card to each column, left to right, while the stock lasts."""
    piles = list(position.piles)
    first = len(piles) - COLUMNS - 1
    stock = piles[-1].cards
    taken = min(COLUMNS, len(stock))
    for column in range(taken):
        pile = piles[first + column]
        piles[first + column] = Pile(pile.id, pile.role, (*pile.cards, stock[-1 - column]))
    piles[-1] = Pile(STOCK, Role.STOCK, stock[: len(stock) - taken])
    return replace(position, piles=tuple(piles)).with_state(rows=rows_dealt(position) + 1)


def _index_of(position: Position, pile_id: str) -> int:
    if pile_id == STOCK:
        return len(position.piles) - 1
    number = int(pile_id[1:]) - 1
    return number if pile_id[0] == "f" else len(position.piles) - COLUMNS - 1 + number


def move_cards(position: Position, move: Move, *, refill_every_card: bool = True) -> Position:
    """The position after ``move``, with the space it leaves filled from the stock during the deal.

    With ``refill_every_card`` (the base reading) the place of every card taken
    from the tableau while the stock lasts gets the stock's next card at once;
    without it only a column emptied by the move does.
    """
    piles = list(position.piles)
    source_at = _index_of(position, move.source)
    target_at = _index_of(position, move.target)
    source = piles[source_at]
    target = piles[target_at]
    split = len(source.cards) - move.count
    left = source.cards[:split]
    piles[target_at] = Pile(target.id, target.role, target.cards + source.cards[split:])
    stock = piles[-1].cards
    if stock and source.role is Role.TABLEAU and (refill_every_card or not left):
        left = (*left, stock[-1])
        piles[-1] = Pile(STOCK, Role.STOCK, stock[:-1])
    piles[source_at] = Pile(source.id, source.role, left)
    return replace(position, piles=tuple(piles))


def redeal_shuffle(cards: Iterable[Card], number: int | None, redeal: int) -> list[Card]:
    """The gathered ``cards`` shuffled for redeal ``redeal`` (1 or 2) of deal ``number``, bottom to top.

    Reproducible: the cards are first put in the order of a new pack (suits
    clubs, spades, hearts, diamonds, each ace to king), so the result depends
    only on which cards were gathered, the deal number and the redeal; then a
    private ``random.Random``, seeded with the text
    ``"russian-patience <number> redeal <redeal>"``, shuffles them by
    Fisher–Yates from the end, drawing ``int(random() * (n + 1))`` as PySolFC
    does. The global ``random`` module is never used.

    >>> from patience_core import Card
    >>> from patience_russian_patience import redeal_shuffle
    >>> cards = [Card.parse(text) for text in ("AS", "2S", "3S", "4S")]
    >>> [str(card) for card in redeal_shuffle(cards, 1, 1)] == [str(c) for c in redeal_shuffle(cards[::-1], 1, 1)]
    True
    """
    ordered = sorted(cards, key=lambda card: (_SUIT_INDEX[card.suit], card.rank))
    generator = random.Random(f"russian-patience {number} redeal {redeal}")
    for n in range(len(ordered) - 1, 0, -1):
        j = int(generator.random() * (n + 1))
        ordered[n], ordered[j] = ordered[j], ordered[n]
    return ordered


def fitting_foundations(position: Position, card: Card) -> list[int]:
    """The foundations (indices from 0) that ``card`` may go onto now."""
    count = foundation_count(position)
    piles = position.piles
    return [
        index
        for index in range(_SUIT_INDEX[card.suit], count, 4)
        if foundation_accepts(index, count, piles[index].cards, card)
    ]


def pending_play(position: Position) -> tuple[str, Card] | None:
    """During the deal, an available card that fits a foundation (its column and the card), if any."""
    first = foundation_count(position)
    piles = position.piles
    for column in available_columns(position):
        cards = piles[first + column].cards
        if cards and fitting_foundations(position, cards[-1]):
            return TABLEAU[column], cards[-1]
    return None


def legal_plays(position: Position) -> list[Action]:
    """Every legal move of the base edition in ``position``, computed in one pass.

    During the deal: the foundation plays of the available cards, and the next
    row when none is pending. After it: every foundation play, every packing
    move (each count of each suit sequence), and the redeal while one is left.
    """
    piles = position.piles
    first = foundation_count(position)
    moves: list[Action] = []
    if is_dealing(position):
        for column in available_columns(position):
            cards = piles[first + column].cards
            if cards:
                for index in fitting_foundations(position, cards[-1]):
                    moves.append(Move(TABLEAU[column], f"f{index + 1}"))
        if not moves:
            moves.append(Deal())
        return moves
    for column in range(COLUMNS):
        cards = piles[first + column].cards
        if not cards:
            continue
        source = TABLEAU[column]
        for index in fitting_foundations(position, cards[-1]):
            moves.append(Move(source, f"f{index + 1}"))
        for count in range(1, run_length(cards) + 1):
            base = cards[-count]
            for other in range(COLUMNS):
                if other == column:
                    continue
                target = piles[first + other].cards
                if not target or (target[-1].suit is base.suit and abs(target[-1].rank - base.rank) == 1):
                    moves.append(Move(source, TABLEAU[other], count))
    if position.redeals_left > 0 and tableau_holds_cards(position):
        moves.append(Redeal())
    return moves


def blocked_by_foundation_play(position: Position) -> bool:
    """Whether the uncovered card of some column fits a foundation (once the pack is dealt)."""
    first = foundation_count(position)
    return any(pile.cards and fitting_foundations(position, pile.cards[-1]) for pile in position.piles[first:-1])


def tableau_holds_cards(position: Position) -> bool:
    """Whether any column holds a card."""
    first = foundation_count(position)
    return any(pile.cards for pile in position.piles[first : first + COLUMNS])


def search_order(position: Position, moves: list[Action]) -> list[Action]:
    """``moves`` ordered for a search, without those that lead nowhere new under :func:`canonical_key`.

    The order: foundation plays, the next row, packing onto a card, moves into
    a vacancy, the redeal. Once the pack is dealt the columns are alike, so a
    move of a whole column into a vacancy (which changes nothing but the
    column's place) is left out, and of the moves of the same cards into
    several vacancies only the first is kept.
    """
    dealt = not is_dealing(position)
    vacancy = ""
    if dealt:
        first = foundation_count(position)
        vacancy = next((TABLEAU[i] for i in range(COLUMNS) if not position.piles[first + i].cards), "")

    def rank(move: Action) -> int:
        if isinstance(move, Deal):
            return 1
        if isinstance(move, Redeal):
            return 5
        if move.target[0] == "f":
            return 0
        target = position.piles[_index_of(position, move.target)]
        if target.cards:
            return 2
        source = position.piles[_index_of(position, move.source)]
        if dealt and (move.count == len(source.cards) or move.target != vacancy):
            return 6
        return 3

    ranked = sorted((rank(move), i, move) for i, move in enumerate(moves))
    return [move for order, _, move in ranked if order != 6]


def search_score(position: Position) -> float:
    """How promising ``position`` looks to a search: cards home count most, then cards lying in suit sequence."""
    first = foundation_count(position)
    home = sum(len(pile.cards) for pile in position.piles[:first])
    tidy = sum(run_length(pile.cards) - 1 if pile.cards else 2 for pile in position.piles[first : first + COLUMNS])
    return 3.0 * home + tidy


_CODE = {card: _SUIT_INDEX[card.suit] * 13 + card.rank for card in pack(1)}


def _encode(cards: tuple[Card, ...]) -> bytes:
    return bytes(map(_CODE.__getitem__, cards))


def canonical_key(position: Position) -> bytes:
    """A compact key under which equally winnable positions coincide, for a search.

    While the pack is being dealt the key is the exact table (only whether more
    than one row is out matters, not how many). Once it is dealt the twelve
    columns are alike (any uncovered card is available, any vacancy takes any
    card, and a redeal sorts the gathered cards before shuffling), so the key
    sorts them; foundations of the same suit and direction are sorted too.
    """
    piles = position.piles
    count = foundation_count(position)
    sizes: dict[tuple[Suit, bool], list[int]] = {}
    for index in range(count):
        sizes.setdefault(foundation_kind(index, count), []).append(len(piles[index].cards))
    head = bytes((position.redeals_left, *(size for group in sizes.values() for size in sorted(group))))
    columns = [_encode(pile.cards) for pile in piles[count : count + COLUMNS]]
    if is_dealing(position):
        row_mark = b"2" if rows_dealt(position) > 1 else b"1"
        return row_mark + head + b"\0".join(columns) + b"\0" + _encode(piles[-1].cards)
    return b"p" + head + b"\0".join(sorted(columns))


def grid(position: Position) -> str:
    """The tableau drawn as Heather lays it out: rows of twelve, each row under the one before.

    Row ``r`` shows the ``r``-th card of every column; a card marked ``*`` is
    available now. Columns are headed ``t1`` to ``t12``. (In the edition
    ``uncover-during-deal`` a side column can fall short of the rows dealt, and
    its cards then show at their places in the column, not in their rows.)
    """
    first = foundation_count(position)
    columns = [position.piles[first + column].cards for column in range(COLUMNS)]
    open_columns = set(available_columns(position))
    depth = max((len(cards) for cards in columns), default=0)
    lines = [" ".join(f"{pile_id:>4}" for pile_id in TABLEAU).rstrip()]
    for row in range(depth):
        cells = []
        for column, cards in enumerate(columns):
            if row < len(cards):
                mark = "*" if row == len(cards) - 1 and column in open_columns else " "
                cells.append(f"{RANKS[cards[row].rank] + cards[row].suit.value:>3}{mark}")
            else:
                cells.append("    ")
        lines.append(" ".join(cells).rstrip())
    return "\n".join(lines)


# --------------------------------------------------------------------------- the rules


# The base edition's own readings of the summary, each argued on the game's page under the same name.
COMPULSORY_PLAYS = Reading("whenever an available card fits, and compulsorily", of=HEATHER_1876)
NO_PACKING_WHILE_DEALING = Reading("no packing during the deal", of=HEATHER_1876)
TOP_ROW_BLOCKED = Reading("the thirteenth card begins the second row", of=HEATHER_1876)
REDEAL_BY_CHOICE = Reading("when the player chooses, once the pack is dealt", of=HEATHER_1876)


class RussianPatienceRules:
    """The rules of Russian Patience, one hook per rule.

    Each cites Heather 1876, pp. 217–219, via Wikipedia "Capricieuse", or a
    reading of it.
    """

    source = HEATHER_1876.at(PAGES)

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Eight empty foundations, twelve columns and the stock; the first row of twelve is dealt.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse": the two packs are dealt in rows of twelve.
        One ace and one king of each suit become foundations (the rule of
        Capricieuse, Hoffmann 1892, No. 49, p. 93), so eight foundation piles
        wait empty; every other card is dealt by rows, the first row at once.
        """
        return _new_table(setup, 8)

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """The legal moves computed in one pass (:func:`legal_plays`), the next row and the redeal included.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse". The next row is offered whenever the stock
        holds cards, so that an edition allowing it sooner finds it; the
        engine judges every candidate.
        """
        moves = legal_plays(position)
        if is_dealing(position) and not any(isinstance(move, Deal) for move in moves):
            moves.append(Deal())
        return moves

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Rules on the move as a whole: the next row, the redeal, and where cards may come from and go to.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse": the stock is dealt by rows; foundation cards
        stay; while the pack is being dealt, available cards go only to the
        foundations (no packing before the whole pack is dealt, as in
        Capricieuse, Hoffmann 1892, No. 49, p. 93).
        """
        if isinstance(move, Deal):
            return self.deal_ruling(position)
        if isinstance(move, Redeal):
            return self.redeal_ruling(position, move)
        source = position.pile(move.source)
        target = position.pile(move.target)
        if source.role is Role.FOUNDATION:
            return illegal("cards built on a foundation stay there", self.source)
        if source.role is Role.STOCK:
            return illegal("the stock is dealt a row at a time ('deal'), and fills spaces by itself", self.source)
        if target.role is Role.STOCK:
            return illegal("no card goes back to the stock", self.source)
        if target.role is Role.TABLEAU and source.cards and is_dealing(position):
            return illegal(
                "no packing until the whole pack is dealt: during the deal available cards go only to the foundations",
                NO_PACKING_WHILE_DEALING,
            )
        return None

    def deal_ruling(self, position: Position) -> Ruling:
        """The next row: while the stock lasts, once no available card fits a foundation."""
        if not is_dealing(position):
            return illegal("the whole pack has been dealt: there is no row left to deal", self.source)
        pending = pending_play(position)
        if pending is not None:
            column, card = pending
            return illegal(
                f"{card} in {column} fits a foundation and must be played before the next row is dealt",
                COMPULSORY_PLAYS,
            )
        return legal("the next row is dealt, one card to each column from left to right", self.source)

    def redeal_ruling(self, position: Position, redeal: Redeal) -> Ruling:
        """The redeal: after the whole pack is dealt, at the player's choice; the cards are shuffled."""
        if is_dealing(position):
            return illegal("no redeal until the whole pack has been dealt", self.source)
        if redeal.order:
            return illegal("the gathered cards are shuffled: a redeal takes no order", self.source)
        if not tableau_holds_cards(position):
            return illegal("the tableau is empty: there is nothing to gather and deal again", self.source)
        return legal("the tableau is gathered, shuffled and dealt again as before; two redeals", REDEAL_BY_CHOICE)

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """Availability: which cards may be played, during the deal and after it.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse". After the first row, the cards of the top row
        are available; while each later row is dealt, only the outside cards
        that are not yet covered: the top row is blocked once the second row
        begins (the thirteenth card, at its left end), so only the uncovered
        cards at the ends of the leftmost and rightmost columns stay available.
        Once the whole pack is dealt, the bottom card of every column is
        available, and a suit sequence moves as a unit.
        """
        if pile.role is Role.FOUNDATION:
            return illegal("cards built on a foundation stay there", self.source)
        if pile.role is not Role.TABLEAU:
            return illegal("the stock is dealt a row at a time ('deal')", self.source)
        if is_dealing(position):
            if count != 1:
                return illegal(
                    "during the deal cards are played one at a time, to the foundations", NO_PACKING_WHILE_DEALING
                )
            if rows_dealt(position) <= 1:
                return legal("after the first row every card of the top row is available", self.source)
            if pile.id in (TABLEAU[0], TABLEAU[-1]):
                return legal(
                    "while the rows are dealt the uncovered card of the leftmost or rightmost column is available",
                    self.source,
                )
            return illegal(
                "while the later rows are dealt only the outside cards are available: the uncovered cards "
                "of the leftmost and rightmost columns (the top row is blocked once the second row begins)",
                TOP_ROW_BLOCKED,
            )
        if count == 1:
            return legal("once the whole pack is dealt the bottom card of every column is available", self.source)
        if count <= run_length(pile.cards):
            return legal("a suit sequence moves between columns as a unit", self.source)
        return illegal(
            "only a suit sequence moves as a unit (each card one rank above or below the next, same suit)",
            self.source,
        )

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Building: foundations by suit, aces up and kings down; columns by suit, one rank up or down.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse": the kings are built down and the aces up in
        suit sequence; tableau cards are packed in ascending or descending suit
        sequence; a vacancy takes any available card. Direction may change
        within a column and a king never goes on an ace, as in Capricieuse as
        the project reads Hoffmann 1892, No. 49, pp. 93–94.
        """
        card = cards[0]
        if pile.role is Role.FOUNDATION:
            return self.foundation_ruling(position, pile, cards)
        if pile.role is Role.TABLEAU:
            if not pile.cards:
                return legal("a vacancy may be filled with any available card", self.source)
            top = pile.cards[-1]
            if card.suit is top.suit and abs(card.rank - top.rank) == 1:
                return legal("tableau cards are packed in ascending or descending suit sequence", self.source)
            return illegal("tableau cards are packed by suit, one rank above or below (no king on an ace)", self.source)
        return illegal("no card goes back to the stock", self.source)

    def foundation_ruling(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling:
        """The foundation rule for ``cards`` onto foundation ``pile``."""
        if len(cards) != 1:
            return illegal("cards go to a foundation one at a time", self.source)
        card = cards[0]
        count = foundation_count(position)
        index = int(pile.id[1:]) - 1
        suit, up = foundation_kind(index, count)
        kind = "ace" if up else "king"
        if card.suit is not suit:
            return illegal(f"{pile.id} is the {kind} foundation of {_SUIT_NAME[suit]}: it builds in suit", self.source)
        if foundation_accepts(index, count, pile.cards, card):
            if not pile.cards:
                return legal(f"the {kind} of {_SUIT_NAME[suit]} is taken as a foundation", self.source)
            return legal("kings are built down and aces up in suit sequence", self.source)
        if not pile.cards:
            return illegal(f"{pile.id} waits for {'an ace' if up else 'a king'} of {_SUIT_NAME[suit]}", self.source)
        following = pile.cards[-1].rank + (1 if up else -1)
        if not 1 <= following <= 13:
            return illegal(f"{pile.id} is complete", self.source)
        return illegal(
            f"{pile.id} builds {'up' if up else 'down'} in suit: it takes the {RANKS[following]} of "
            f"{_SUIT_NAME[suit]} next",
            self.source,
        )

    @hookimpl
    def patience_apply_move(self, position: Position, move: Move | Action) -> Position | None:
        """Carry out a move or the next row; a space made during the deal is filled from the stock at once.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse": spaces made during the deal are filled from
        the stock. Read as the project reads Capricieuse (Hoffmann 1892,
        No. 49, p. 93, and his Four Corners, No. 33, p. 58): the place a card
        leaves is filled at once by the next card, so every row stays twelve
        cards long while the stock lasts.
        """
        if isinstance(move, Deal):
            return deal_row(position)
        if isinstance(move, Move):
            return move_cards(position, move)
        return None

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Gather the tableau, shuffle it and deal it again by rows as before.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse": when the game is stuck the tableau cards are
        gathered up, shuffled and dealt again as before; two redeals. The
        shuffle is reproducible from the deal number and the redeal: see
        :func:`redeal_shuffle`.
        """
        first = foundation_count(position)
        gathered = [card for pile in position.piles[first : first + COLUMNS] for card in pile.cards]
        redeal_number = REDEALS - position.redeals_left + 1
        stock = tuple(redeal_shuffle(gathered, position.number, redeal_number))
        piles = (
            *position.piles[:first],
            *(Pile(pile_id, Role.TABLEAU) for pile_id in TABLEAU),
            Pile(STOCK, Role.STOCK, stock),
        )
        return deal_row(replace(position, piles=piles, state=()))

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """The legal moves (:func:`legal_plays`) in the order a search should try them (:func:`search_order`).

        A hint for the solver, by the rules of Heather 1876, pp. 217–219, via Wikipedia "Capricieuse".
        """
        return search_order(position, legal_plays(position))

    @hookimpl
    def patience_solver_score(self, position: Position) -> float:
        """The search score of :func:`search_score`: cards home, then tidy columns.

        A hint for the solver: the game is won when every card is home
        (Heather 1876, pp. 217–219, via Wikipedia "Capricieuse"), and cards in suit sequence move together.
        """
        return search_score(position)

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> bytes:
        """The search key of :func:`canonical_key`: columns are alike once the pack is dealt.

        A hint for the solver: by Heather 1876, pp. 217–219, via Wikipedia "Capricieuse", every column's
        bottom card is available after the deal and a vacancy takes any card.
        """
        return canonical_key(position)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A position read from a file must say how many rows of the current deal are out, as the table shows.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse": which cards are available depends on how far
        the deal by rows has gone, so the row count is part of the position.
        Two packs dealt in rows of twelve make at most nine rows. While the
        stock lasts, cards only leave the columns (for the foundations), so no
        column holds more cards than the rows dealt, and each row has taken
        twelve cards from the stock.
        """
        rows = position.get("rows")
        if isinstance(rows, bool) or not isinstance(rows, int) or not 1 <= rows <= MAX_ROWS:
            return [f"state 'rows' must count the rows dealt so far (1 to {MAX_ROWS})"]
        if not is_dealing(position):
            return []
        problems = []
        for pile_id in TABLEAU:
            held = len(position.pile(pile_id).cards)
            if held > rows:
                problems.append(f"{pile_id} holds {held} cards, but only {rows} rows are dealt and the deal goes on")
        dealt = COLUMNS * rows + len(position.pile(STOCK).cards)
        if dealt > PACK_SIZE:
            problems.append(
                f"{rows} rows dealt and the stock of {len(position.pile(STOCK).cards)} make more than two packs"
            )
        return problems


# --------------------------------------------------------------------------- other readings


# Each edition is another reading of the same summary; the game's page argues it under the same name.
EVERY_ACE_AND_KING_SOURCE = Reading("sixteen foundations", of=HEATHER_1876)
UNCOVER_SOURCE = Reading("only an emptied column is refilled", of=HEATHER_1876)
OPTIONAL_PLAYS_SOURCE = Reading("foundation plays during the deal are optional", of=HEATHER_1876)
REDEAL_WHEN_BLOCKED_SOURCE = Reading("a redeal only when no card can go to a foundation", of=HEATHER_1876)


class EveryAceAndKing:
    """Edition ``every-ace-and-king``: all eight aces and all eight kings become foundations."""

    source = EVERY_ACE_AND_KING_SOURCE

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Sixteen foundations: ``f1`` to ``f8`` for the aces, ``f9`` to ``f16`` for the kings, suits in pack order.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse", read as "any" ace or king starting a
        foundation: every one of the eight aces and eight kings does.
        """
        return _new_table(setup, 16)


class UncoverDuringDeal:
    """Edition ``uncover-during-deal``: taking a side column's card during the deal uncovers the one beneath."""

    source = UNCOVER_SOURCE

    @hookimpl
    def patience_apply_move(self, position: Position, move: Move | Action) -> Position | None:
        """Only an emptied column is filled from the stock; otherwise the card beneath becomes the uncovered one.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse", read with "spaces" as empty columns: a card
        played from the end of the leftmost or rightmost column leaves the card
        it covered uncovered, and so available as an outside card.
        """
        if isinstance(move, Move):
            return move_cards(position, move, refill_every_card=False)
        return None


class OptionalDealPlays:
    """Edition ``optional-deal-plays``: the next row may be dealt even when a card could go to a foundation."""

    source = OPTIONAL_PLAYS_SOURCE

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The next row may be dealt whenever the stock holds cards.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse", read so.
        """
        if isinstance(move, Deal) and is_dealing(position):
            return legal("the next row may be dealt at any time; plays during the deal are optional", self.source)
        return None

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """The base edition's moves, with the next row whenever the stock holds cards.

        Heather 1876, via Wikipedia "Capricieuse", read so.
        """
        moves = legal_plays(position)
        if is_dealing(position) and not any(isinstance(move, Deal) for move in moves):
            moves.append(Deal())
        return search_order(position, moves)


class RedealWhenBlocked:
    """Edition ``redeal-when-blocked``: a redeal only once no card can go to a foundation."""

    source = REDEAL_WHEN_BLOCKED_SOURCE

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A redeal only when the game is blocked: no available card fits a foundation.

        Heather 1876, pp. 217–219, via Wikipedia "Capricieuse", where the tableau is redealt when the game
        is stuck, read as a condition the program enforces. The strictest
        reading, no move of any kind left, could almost never be met: a card
        can always go into a vacancy and back, or between two like cards.
        """
        if isinstance(move, Redeal) and not is_dealing(position) and blocked_by_foundation_play(position):
            return illegal(
                "a redeal only when the game is stuck: no card may be left that can go to a foundation", self.source
            )
        return None

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """The base edition's moves, without the redeal while a card can go home.

        Heather 1876, via Wikipedia "Capricieuse", read so.
        """
        moves = legal_plays(position)
        if not is_dealing(position) and blocked_by_foundation_play(position):
            moves = [move for move in moves if not isinstance(move, Redeal)]
        return search_order(position, moves)


RULES = RussianPatienceRules()

BASE_EDITION = "heather-1876"

VARIANT = Variant(
    name="russian-patience",
    title="Russian Patience",
    family="Capricieuse",
    packs=2,
    sources=(HEATHER_1876,),
    editions=(
        Edition(
            BASE_EDITION,
            "Russian Patience after Heather",
            (HEATHER_1876,),
            changes="the base rules: one ace and one king of each suit as foundations, compulsory foundation plays "
            "during the deal, every space refilled from the stock at once, redeal at the player's choice",
        ),
        Edition(
            "every-ace-and-king",
            "Every ace and king a foundation",
            (EVERY_ACE_AND_KING_SOURCE,),
            changes="all eight aces and eight kings become foundations: sixteen foundation piles",
            rules=(EveryAceAndKing(),),
        ),
        Edition(
            "uncover-during-deal",
            "Side cards uncovered during the deal",
            (UNCOVER_SOURCE,),
            changes="a card played from a side column during the deal uncovers the card beneath it; "
            "only an emptied column is filled from the stock",
            rules=(UncoverDuringDeal(),),
        ),
        Edition(
            "optional-deal-plays",
            "Optional plays during the deal",
            (OPTIONAL_PLAYS_SOURCE,),
            changes="the next row may be dealt even when an available card fits a foundation",
            rules=(OptionalDealPlays(),),
        ),
        Edition(
            "redeal-when-blocked",
            "Redeal only when blocked",
            (REDEAL_WHEN_BLOCKED_SOURCE,),
            changes="a redeal is allowed only once no card can go to a foundation",
            rules=(RedealWhenBlocked(),),
        ),
    ),
    rules=(RULES,),
    redeals=REDEALS,
    summary="Deal two packs in overlapping rows of twelve, playing aces up and kings down by suit from the outside "
    "cards as the rows go down; then pack the columns up or down by suit; two shuffled redeals.",
    state_notes=(
        (
            "rows",
            "rows of twelve dealt so far in this deal: after the first row every uncovered card is available, "
            "after a later one only those of t1 and t12, until the stock is used up",
        ),
    ),
)


@hookimpl
def patience_variant() -> Variant:
    """Russian Patience."""
    return VARIANT


__all__ = [
    "BASE_EDITION",
    "COLUMNS",
    "HEATHER_1876",
    "HOFFMANN_1892",
    "REDEALS",
    "RULES",
    "STOCK",
    "TABLEAU",
    "VARIANT",
    "EveryAceAndKing",
    "OptionalDealPlays",
    "RedealWhenBlocked",
    "RussianPatienceRules",
    "UncoverDuringDeal",
    "available_columns",
    "blocked_by_foundation_play",
    "canonical_key",
    "deal_row",
    "fitting_foundations",
    "foundation_accepts",
    "foundation_count",
    "foundation_kind",
    "grid",
    "is_dealing",
    "legal_plays",
    "move_cards",
    "pending_play",
    "redeal_shuffle",
    "rows_dealt",
    "run_length",
    "search_order",
    "search_score",
    "tableau_holds_cards",
]
