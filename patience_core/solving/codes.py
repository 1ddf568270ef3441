"""The solver's codes of cards and keys of positions: compact bytes, quick to compare and to hash.

A card is a byte (:func:`card_code`), a pile the bytes of its cards
(:func:`encode_cards`, ``encode_piles``), a position the bytes of its
piles joined: ``exact_key`` tells two positions apart exactly when their
play could differ, :func:`blind_key` overlooks what a plugin says its rules
ignore (:data:`BLIND_FEATURES`), for the solver's blind pass. A plugin may
build its own keys from the same codes, for its solver hints.
"""

from __future__ import annotations

from collections.abc import Iterable

from patience_core.cards import Card, Suit, pack
from patience_core.model import Pile, Position, Role, set_pile_codes

__all__ = ["BLIND_FEATURES", "blind_key", "card_code", "encode_cards", "encode_piles", "exact_key"]

#: The features a plugin may say its rules ignore, for the blind pass (``patience_solver_ignores``).
BLIND_FEATURES = frozenset({"suits", "pile order"})

_SUIT_INDEX = {suit: i for i, suit in enumerate(Suit)}
_CODES: dict[int, tuple[Card, int]] = {}
# The cards of the pack are made once and live as long as the program, so their
# ids are stable: a lookup by id is the quickest way from a card to its code.
_INTERNED: dict[int, int] = {id(card): card.rank + 16 * _SUIT_INDEX[card.suit] for card in pack()}
_interned_code = _INTERNED.get


def card_code(card: Card) -> int:
    """A small number for ``card``, from 1 to 61 (rank plus 16 times the suit's place in the pack).

    >>> from patience_core.cards import parse_card
    >>> card_code(parse_card("AC")), card_code(parse_card("KD"))
    (1, 61)
    """
    code = _interned_code(id(card))
    if code is not None:
        return code
    known = _CODES.get(id(card))
    if known is not None and known[0] is card:
        return known[1]
    code = card.rank + 16 * _SUIT_INDEX[card.suit]
    if len(_CODES) > 4096:  # cards made outside the pack: keep the cache small
        _CODES.clear()
    _CODES[id(card)] = (card, code)
    return code


_ENCODED: dict[int, bytes] = {}
#: The tuples encoded, held while their encodings are remembered: no other object can take their ids meanwhile.
_HELD: list[tuple[Card, ...]] = []
_ENCODED_LIMIT = 200_000


def encode_cards(cards: tuple[Card, ...]) -> bytes:
    """The cards as bytes, one byte a card (see :func:`card_code`): a compact, sortable key part.

    Piles are immutable and shared between a position and the next, so the
    result is remembered for the tuple (by identity, holding the tuple).

    >>> from patience_core.cards import parse_card
    >>> encode_cards((parse_card("AC"), parse_card("2S")))
    b'\\x01\\x12'
    """
    known = _ENCODED.get(id(cards))
    if known is not None:
        return known
    try:
        encoded = bytes(map(_interned_code, map(id, cards)))  # type: ignore[arg-type]
    except TypeError:  # a card made outside the pack
        encoded = bytes([card_code(card) for card in cards])
    if len(_HELD) >= _ENCODED_LIMIT:
        _ENCODED.clear()
        _HELD.clear()
    _ENCODED[id(cards)] = encoded
    _HELD.append(cards)
    return encoded


def encode_piles(piles: Iterable[Pile]) -> list[bytes]:
    """Each pile's cards as :func:`encode_cards` gives them, in order: the keys' and scores' common first step.

    A pile keeps its encoding once worked out, and the two piles a move makes
    have theirs cut from those of the piles they came from: it calls
    :func:`encode_cards` only for a pile made otherwise.

    >>> from patience_core.cards import parse_card
    >>> encode_piles([Pile("t1", Role.TABLEAU, (parse_card("AC"),)), Pile("t2", Role.TABLEAU)])
    [b'\\x01', b'']
    """
    encoded = []
    for pile in piles:
        codes = pile._codes
        if codes is None:
            codes = encode_cards(pile.cards)
            set_pile_codes(pile, codes)
        encoded.append(codes)
    return encoded


def exact_key(position: Position) -> bytes:
    """The default key: every pile's cards in table order, the redeals left and the state.

    Two positions share it exactly when they have the same
    :meth:`~patience_core.Position.table_key`.
    """
    parts = encode_piles(position.piles)
    tail = b""
    if position.state:
        tail = repr(position.state).encode()
    return b"\x7f".join(parts) + b"\x7e" + str(position.redeals_left).encode() + tail


_RANK_ONLY = bytes(code & 15 for code in range(256))


def blind_key(position: Position, ignores: Iterable[str]) -> bytes:
    """A key blind to some features of ``position``: the blind pass's, unsound for losses.

    The foundations are keyed exactly; with ``"suits"`` in ``ignores`` the
    other piles by their ranks alone, and with ``"pile order"`` the piles of
    each role sorted. Positions that share this key need not be equally
    winnable (a suit still decides a foundation play), so a search keyed on
    it may miss wins and proves nothing by failing.

    >>> from patience_core.cards import parse_card
    >>> from patience_core.model import Pile
    >>> rows = (Pile("t1", Role.TABLEAU, (parse_card("5H"),)), Pile("t2", Role.TABLEAU, (parse_card("9S"),)))
    >>> swapped = (Pile("t1", Role.TABLEAU, (parse_card("9C"),)), Pile("t2", Role.TABLEAU, (parse_card("5D"),)))
    >>> keys = [blind_key(Position("x", "y", None, 0, piles), {"suits", "pile order"}) for piles in (rows, swapped)]
    >>> keys[0] == keys[1]
    True
    """
    ignored = ignores if isinstance(ignores, frozenset) else frozenset(ignores)
    suits, order = "suits" in ignored, "pile order" in ignored
    by_role: dict[Role, list[bytes]] = {}
    for pile, cards in zip(position.piles, encode_piles(position.piles), strict=True):
        role = pile.role
        if suits and role is not Role.FOUNDATION:
            cards = cards.translate(_RANK_ONLY)
        group = by_role.get(role)
        if group is None:
            by_role[role] = [cards]
        else:
            group.append(cards)
    parts = []
    for piles in by_role.values():
        if order:
            piles.sort()
        parts.append(b"\x7f".join(piles))
    tail = repr(position.state).encode() if position.state else b""
    return b"\x7e".join(parts) + b"\x7d" + str(position.redeals_left).encode() + tail
