"""The solver's hints for Sir Tommy and the patiences built on it.

The rules of Sir Tommy give the solver (:mod:`patience_core.solver`) three
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

The functions take the patience's *group* of a card as a parameter, so that a
patience built on Sir Tommy reuses them for its own building rule.
"""

from __future__ import annotations

from collections.abc import Callable

from patience_core import Move, Pile, Position, Role
from patience_core.cards import Card

__all__ = ["ASCENT_COST", "FIT_COST", "FLOOR", "Group", "any_group", "card_key", "key", "safe_moves", "score"]

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


_ENCODED: dict[tuple[int, Group], tuple[tuple[Card, ...], bytes]] = {}
_ENCODED_LIMIT = 100_000


def _encode(cards: tuple[Card, ...], group: Group) -> bytes:
    """The cards' keys as bytes, remembered for the tuple: a pile's tuple is shared by the positions that follow."""
    known = _ENCODED.get((id(cards), group))
    if known is not None and known[0] is cards:
        return known[1]
    encoded = bytes([card_key(card, group) for card in cards])
    if len(_ENCODED) >= _ENCODED_LIMIT:
        _ENCODED.clear()
    _ENCODED[id(cards), group] = (cards, encoded)
    return encoded


def key(position: Position, group: Group, *, wastes_alike: bool = True) -> bytes:
    """The canonical key: foundations' heights by group, the waste piles, the stock, the redeals, the state.

    The foundations are keyed by group and height, sorted; the waste piles by
    their cards' ranks and groups, sorted too unless ``wastes_alike`` is false
    (when a rule names a waste pile, as a fixed order of gathering does).
    """
    heights = sorted(
        (group(pile.cards[0]) if pile.cards else -1, len(pile.cards)) for pile in position.piles_of(Role.FOUNDATION)
    )
    wastes = [_encode(pile.cards, group) for pile in position.piles_of(Role.WASTE)]
    if wastes_alike:
        wastes.sort()
    parts = [
        bytes(value % 256 for pair in heights for value in pair),
        *wastes,
        _encode(position.pile("stock").cards, group),
        str(position.redeals_left).encode(),
    ]
    if position.state:
        parts.append(repr(position.state).encode())
    return b"\x7f".join(parts)


def safe_moves(position: Position, group: Group, *, from_stock: bool = True) -> list[Move]:
    """The plays home that can never spoil a win (see the module's argument), at most one.

    A waste pile's top card, or the stock's turned card when ``from_stock``,
    of rank ``r`` goes home when every foundation of its group holds at least
    rank ``r - 1``. An ace goes to an empty foundation.
    """
    foundations = position.piles_of(Role.FOUNDATION)
    sources = [pile for pile in position.piles_of(Role.WASTE) if pile.cards]
    stock = position.pile("stock")
    if from_stock and stock.cards:
        sources.append(stock)
    # an empty foundation (Sir Tommy's, before its ace) belongs to every group
    owners = [None if not pile.cards else group(pile.cards[0]) for pile in foundations]
    # each group's foundations and the lowest of them, found once per position
    theirs: dict[int, tuple[list[Pile], int]] = {}
    for source in sources:
        card = source.cards[-1]
        g = group(card)
        if g not in theirs:
            found = [pile for pile, owner in zip(foundations, owners, strict=True) if owner is None or owner == g]
            theirs[g] = (found, min(len(pile.cards) for pile in found))
        mine, lowest = theirs[g]
        if lowest < card.rank - 1:
            continue
        for pile in mine:
            if card.is_ace and not pile.cards:
                return [Move(source.id, pile.id)]
            if pile.cards and len(pile.cards) == card.rank - 1:
                return [Move(source.id, pile.id)]
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
    home = sum(len(pile.cards) for pile in position.piles_of(Role.FOUNDATION))
    blocking = 0
    gaps = 0
    for pile in position.piles_of(Role.WASTE):
        lowest = 99
        under = FLOOR
        for card in pile.cards:
            if card.rank > lowest:
                blocking += 1
            else:
                lowest = card.rank
            gaps += abs(under - card.rank)
            under = card.rank
    return 10.0 * home - ASCENT_COST * blocking - FIT_COST * gaps
