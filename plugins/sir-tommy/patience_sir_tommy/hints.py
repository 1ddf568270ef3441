"""The solver's hints for Sir Tommy and the patiences built on it.

The rules of Sir Tommy give the solver (:func:`patience_core.solve`) four
things to lean on, none of them in any book: they follow from the rules, and
each is argued here.

* **What a card is.** The foundations build regardless of suit, so no rule
  ever looks at a card's suit: two positions that differ only in the suits of
  their cards are equally winnable. A patience that builds by colour (Puss in
  the Corner) keeps the colour and drops only the suit. A card is reduced to
  its *group* (all cards in Sir Tommy, red or black in Puss) and its rank.
* **Which piles are alike.** The four waste piles follow the same rules, and so
  do the foundations of one group: a position with two of them exchanged is
  as winnable as before. The key sorts them.
* **Which plays are safe.** A waste pile's top card may go only to a
  foundation, and under it lie only cards it blocks. So a card of rank ``r``
  may go home at once when every foundation of its group already holds rank
  ``r - 1`` or more: then every other card of rank ``r`` of the group will
  find a foundation too, whenever it comes, and no card can be spoiled by the
  play. (The argument: take any winning line from the position without the
  play, and play it with the card already home, skipping the card's own
  moves. Every play in it is still legal, since the foundations of the group
  hold one card more of rank ``r``, and there is room for the rest of that
  rank; every card the skipped card would have covered lies one place nearer
  the top.) An edition in which the foundations' state forces a move (a
  card that builds must be built) must not offer these plays, since a
  foundation one card higher may then force another card home.

  No wider rule is offered, for none is sound. Where a foundation has room
  for the card but not for every other card of its rank, playing it can lose
  a deal that waiting wins, both when the other card lies on a waste pile
  and when it is still in the stock; the solver's page gives a position of
  each kind, which the tests check by exhaustive search.
* **Which positions are dead.** A card leaves a waste pile only from the
  top and only for a foundation, and a foundation takes its cards one rank
  at a time, upwards. So of two cards of a group lying in one waste pile,
  the upper of the same rank as the lower or higher, the upper goes home
  first and on another foundation: the second card a foundation takes is
  the higher. And a card of rank ``r`` can go only to a foundation of its
  group that holds fewer than ``r`` cards. A *rising chain* of ``k`` cards in
  one pile, each somewhere above the last and no lower, needs ``k``
  foundations that hold fewer cards than its top card's rank, all
  different; where fewer remain, no play of the stock can win, since cards
  turned only go on top (:func:`dead`). Once a redeal gathers the waste
  piles into the stock again, this no longer holds.

The functions take the patience's *group* of a card as a parameter, so that a
patience built on Sir Tommy reuses them for its own building rule.
"""

from __future__ import annotations

from collections.abc import Callable

from patience_core import Move, Position, Role, card_code, encode_piles
from patience_core.cards import Card, pack

__all__ = [
    "ASCENT_COST",
    "FIT_COST",
    "FLOOR",
    "Group",
    "any_group",
    "card_key",
    "chains",
    "dead",
    "key",
    "moves",
    "safe_moves",
    "score",
]

#: The group of a card: the cards of one group are alike to the foundations.
Group = Callable[[Card], int]

#: What a card lying on a lower card costs a position in :func:`score`.
ASCENT_COST = 30.0
#: What each step of rank between a waste card and the card under it costs in :func:`score`.
FIT_COST = 0.5
#: The rank the floor of an empty waste pile counts as, for :data:`FIT_COST`: above the king.
FLOOR = 14


def any_group(card: Card) -> int:
    """Sir Tommy's grouping: every card builds on every foundation, so there is one group."""
    return 0


def card_key(card: Card, group: Group) -> int:
    """A card as the rules see it: its rank plus 16 times its group, one byte."""
    return card.rank + 16 * group(card)


_TABLES: dict[Group, bytes] = {}


def _table(group: Group) -> bytes:
    """For each of the solver's card codes (:func:`~patience_core.card_code`), the card's :func:`card_key`.

    The piles keep their cards' codes for the solver (:func:`~patience_core.encode_piles`), so a pile's
    keys are one ``bytes.translate`` away.
    """
    table = _TABLES.get(group)
    if table is None:
        keys = bytearray(256)
        for card in pack():
            keys[card_code(card)] = card_key(card, group)
        table = _TABLES[group] = bytes(keys)
    return table


#: The places of one table's piles by role, found once for a table (see _plan).
_Places = tuple[tuple[int, ...], tuple[int, ...], int]


class _LastTable:
    """The table last asked about, by its pile index, and where it keeps its foundations, waste piles and stock."""

    index: object = None
    places: _Places = ((), (), 0)


def _plan(position: Position) -> _Places:
    """Where the table keeps its foundations, its waste piles and its stock, found once for a table.

    Positions reached from one another share their pile index, so the places are worked out again only for
    another table.
    """
    index = position._index
    if _LastTable.index is not index:
        roles = [pile.role for pile in position.piles]
        _LastTable.places = (
            tuple(i for i, role in enumerate(roles) if role is Role.FOUNDATION),
            tuple(i for i, role in enumerate(roles) if role is Role.WASTE),
            index["stock"],
        )
        _LastTable.index = index
    return _LastTable.places


def key(position: Position, group: Group, *, wastes_alike: bool = True) -> bytes:
    """The canonical key: foundations' heights by group, the waste piles, the stock, the redeals, the state.

    The foundations are keyed by group and height, sorted; the waste piles by
    their cards' ranks and groups, sorted too unless ``wastes_alike`` is false
    (when a rule names a waste pile, as a fixed order of gathering does).
    """
    foundations, wastes, stock = _plan(position)
    codes = encode_piles(position.piles)
    table = _table(group)
    heights = sorted((table[codes[i][0]] >> 4 if codes[i] else -1, len(codes[i])) for i in foundations)
    waste_keys = [codes[i].translate(table) for i in wastes]
    if wastes_alike:
        waste_keys.sort()
    parts = [
        bytes(value % 256 for pair in heights for value in pair),
        *waste_keys,
        codes[stock].translate(table),
        str(position.redeals_left).encode(),
    ]
    if position.state:
        parts.append(repr(position.state).encode())
    return b"\x7f".join(parts)


def moves(position: Position) -> list[Move]:
    """Sir Tommy's legal moves for the solver, home first, one of each set that lead to the same key.

    Each waste top and the turned card go to one foundation of each height
    that takes them, and the turned card (an ace excepted, which must start
    a foundation) onto one waste pile of each content: the foundations and
    the waste piles are alike under :func:`key`, so the moves left out lead
    to the same key as one offered.
    """
    foundations, wastes, stock = _plan(position)
    piles = position.piles
    codes = encode_piles(piles)
    by_height: dict[int, int] = {}  # a foundation of each height, the first in table order
    for i in foundations:
        by_height.setdefault(len(codes[i]), i)
    ranks = _table(any_group)  # Sir Tommy's cards as its key sees them: by rank alone
    by_content: dict[bytes, int] = {}  # a waste pile of each content, the first in table order
    for i in wastes:
        by_content.setdefault(codes[i].translate(ranks), i)
    offered: list[Move] = []
    for i in (*by_content.values(), stock):
        if codes[i]:
            home = by_height.get((codes[i][-1] & 15) - 1)
            if home is not None:
                offered.append(Move(piles[i].id, piles[home].id))
    if codes[stock] and codes[stock][-1] & 15 != 1:
        offered.extend(Move(piles[stock].id, piles[i].id) for i in by_content.values())
    return offered


def safe_moves(position: Position, group: Group, *, from_stock: bool = True) -> list[Move]:
    """The plays home that can never spoil a win (see the module's argument), at most one.

    A waste pile's top card, or the stock's turned card when ``from_stock``,
    of rank ``r`` goes home when every foundation of its group holds at least
    rank ``r - 1``. An ace goes to an empty foundation.
    """
    foundations, wastes, stock = _plan(position)
    piles = position.piles
    codes = encode_piles(piles)
    table = _table(group)
    sources = [i for i in wastes if codes[i]]
    if from_stock and codes[stock]:
        sources.append(stock)
    # an empty foundation (Sir Tommy's, before its ace) belongs to every group
    owners = [table[codes[i][0]] >> 4 if codes[i] else None for i in foundations]
    # each group's foundations and the lowest of them, found once per position
    theirs: dict[int, tuple[list[int], int]] = {}
    for i in sources:
        code = table[codes[i][-1]]
        own, rank = code >> 4, code & 15
        if own not in theirs:
            found = [f for f, owner in zip(foundations, owners, strict=True) if owner is None or owner == own]
            theirs[own] = (found, min(len(codes[f]) for f in found))
        mine, lowest = theirs[own]
        if lowest < rank - 1:
            continue
        for f in mine:
            if len(codes[f]) == rank - 1:  # an ace to an empty foundation, any other card onto the rank below
                return [Move(piles[i].id, piles[f].id)]
    return []


def score(position: Position) -> float:
    """A guess for the search order: ten for each card home, less :data:`ASCENT_COST` for each card on a lower one.

    A card lying anywhere above a card of lower rank must go home before it,
    the usual way to lose. Less, too, :data:`FIT_COST` for each rank between
    a waste card and the card under it (or :data:`FLOOR`, for the bottom
    card), so that of the piles a card may go onto without lying on a lower
    card, the one whose top is nearest above it scores best, and an empty
    pile only after all of them: a pile left with a high top can still take
    the high cards to come.
    """
    foundations, wastes, _ = _plan(position)
    codes = encode_piles(position.piles)
    home = sum(len(codes[i]) for i in foundations)
    blocking = 0
    gaps = 0
    for i in wastes:
        lowest = 99
        under = FLOOR
        for code in codes[i]:
            rank = code & 15
            if rank > lowest:
                blocking += 1
            else:
                lowest = rank
            gaps += abs(under - rank)
            under = rank
    return 10.0 * home - ASCENT_COST * blocking - FIT_COST * gaps


#: By a pile's codes: the longest chain ending at a card of each key (64 of them), and those of two or more.
_CHAINS: dict[bytes, tuple[list[int], tuple[tuple[int, int], ...]]] = {}
#: How many piles' chains, and foundations' rooms, are remembered before the memory starts afresh.
_CACHE_LIMIT = 100_000


def chains(codes: bytes) -> tuple[tuple[int, int], ...]:
    """The longest rising chain of a waste pile under each card, for :func:`dead`.

    ``codes`` are the pile's cards from the bottom up, as :func:`card_key`
    gives them. A *chain* is a run of cards of one group, each lying
    somewhere above the last and of the same rank or higher. For each card
    key the result gives the most cards of a chain whose topmost card has
    that key, where there are two or more. Remembered for the pile's codes,
    and worked out from those of the pile without its top card, which the
    positions before it shared.

    >>> from patience_sir_tommy.hints import chains
    >>> chains(bytes([9, 5, 5, 12]))  # 5, 5, Q: a chain of three; 9, Q: of two
    ((5, 2), (12, 3))
    >>> chains(bytes([12, 9, 5]))  # falling from the bottom up: no chain
    ()
    """
    return _chained(codes)[1]


def _chained(codes: bytes) -> tuple[list[int], tuple[tuple[int, int], ...]]:
    known = _CHAINS.get(codes)
    if known is not None:
        return known
    if not codes:
        known = ([0] * 64, ())
    else:
        longest, found = _chained(codes[:-1])
        code = codes[-1]
        length = 1 + max(longest[(code & ~15) + 1 : code + 1])
        if length > longest[code]:
            longest = longest.copy()
            longest[code] = length
            if length > 1:
                found = tuple(sorted((key, most) for key, most in enumerate(longest) if most > 1))
        known = (longest, found)
    if len(_CHAINS) >= _CACHE_LIMIT:
        _CHAINS.clear()
    _CHAINS[codes] = known
    return known


def dead(position: Position, group: Group) -> bool:
    """Whether some waste pile holds a rising chain (:func:`chains`) that the foundations can never all take.

    A chain of ``k`` cards whose topmost is of rank ``r`` needs ``k``
    foundations of its group holding fewer than ``r`` cards, all different
    (the module's argument); where fewer are left, no line of play wins. The
    argument needs the waste piles to be broken up only from the top, to the
    foundations, so it is made only once no redeal is left.

    >>> from patience_core import new_game, parse_card
    >>> from patience_sir_tommy.hints import any_group, dead
    >>> def table(w1):
    ...     home = {f"f{i}": [parse_card(f"{rank}{suit}") for rank in "A23456789"] for i, suit in enumerate("CSH", 1)}
    ...     start = new_game("sir-tommy", number=1).position
    ...     return start.with_piles({**home, "f4": [parse_card("AD"), parse_card("2D")], "w1": map(parse_card, w1)})
    >>> dead(table(["3D", "7D"]), any_group)  # the 7 goes home first, and only f4 lacks a 7: it needs the 3 first
    True
    >>> dead(table(["7D", "3D"]), any_group)
    False
    """
    if position.redeals_left:
        return False
    foundations, wastes, _ = _plan(position)
    codes = encode_piles(position.piles)
    tall = [codes[i] for i in wastes if len(codes[i]) > 1]  # a chain needs two cards
    if not tall:
        return False
    table = _table(group)
    # an empty foundation (Sir Tommy's, before its ace) belongs to every group
    owned = tuple((table[codes[i][0]] >> 4 if codes[i] else -1, len(codes[i])) for i in foundations)
    room = _ROOMS.get(owned)
    if room is None:
        room = _rooms(owned)
    for pile in tall:
        for code, length in chains(pile.translate(table)):
            if length > room[code]:
                return True
    return False


_ROOMS: dict[tuple[tuple[int, int], ...], tuple[int, ...]] = {}


def _rooms(owned: tuple[tuple[int, int], ...]) -> tuple[int, ...]:
    """For each card key, how many foundations of its group hold fewer cards than its rank, remembered.

    ``owned`` gives each foundation's group (``-1``: empty, any group's) and height.
    """
    room = tuple(
        sum(1 for owner, height in owned if owner in (-1, code >> 4) and height < (code & 15)) for code in range(64)
    )
    if len(_ROOMS) >= _CACHE_LIMIT:
        _ROOMS.clear()
    _ROOMS[owned] = room
    return room
