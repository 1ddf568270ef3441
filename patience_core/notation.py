"""Positions as text: the save-game JSON and the fixed text diagram.

The position JSON (format ``patience-position/1``)::

    {"format": "patience-position/1", "variant": "sir-tommy", "edition": "parlett-1979",
     "number": 1, "redeals_left": 0,
     "piles": [{"id": "f1", "role": "foundation", "cards": ["AS", "2H"]}, ...],
     "state": {...}}

A patience played with stripped packs (:class:`~patience_core.cards.PackKind`)
says so in a ``"pack"`` field (``"pack": "piquet"``); a position without one is
of whole packs, and a position whose pack is not its patience's is refused.
Cards lie bottom to top; the last card of the stock is the next to turn. Piles
are in the table's reading order, tableau piles in deal order. Other fields are
allowed and ignored, except ``state`` (facts a patience keeps besides the
piles) and, in a saved game, ``moves`` and ``start`` (see :mod:`patience_core.game`).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from patience_core.cards import FULL_PACK, Card, PackKind, parse_card
from patience_core.errors import PositionError, shown
from patience_core.model import PILE_ID, Pile, Position, Role, check_state_value

if TYPE_CHECKING:
    from patience_core.model import Variant
    from patience_core.rulebook import Rulebook

__all__ = ["FORMAT", "diagram", "position_from_dict", "position_to_dict"]

FORMAT = "patience-position/1"
MAX_NUMBER = 10**20


def position_to_dict(position: Position, pack: PackKind = FULL_PACK) -> dict[str, Any]:
    """The position's JSON form, as a dict; ``pack`` is the kind of pack its patience is played with."""
    data: dict[str, Any] = {
        "format": FORMAT,
        "variant": position.variant,
        "edition": position.edition,
        "number": position.number,
        **({} if pack.whole else {"pack": pack.name}),
        "redeals_left": position.redeals_left,
        "piles": [
            {"id": pile.id, "role": pile.role.value, "cards": [str(card) for card in pile.cards]}
            for pile in position.piles
        ],
    }
    if position.state:
        data["state"] = dict(position.state)
    return data


def _field(data: Mapping[str, Any], name: str, kind: type | tuple[type, ...], what: str) -> Any:
    if name not in data:
        raise PositionError(f'the position has no "{name}" field')
    value = data[name]
    if (isinstance(value, bool) and kind is not bool) or not isinstance(value, kind):
        raise PositionError(f'"{name}" must be {what}, not {type(value).__name__}')
    return value


def _packs_text(variant: Variant, packs: int) -> str:
    kind = "" if variant.pack.whole else f" {variant.pack.name}"
    return f"one{kind} pack" if packs == 1 else f"{packs}{kind} packs"


def _pile(entry: object, index: int, variant: Variant, packs: int) -> Pile:
    if not isinstance(entry, Mapping):
        raise PositionError(f"pile {index + 1} must be an object with id, role and cards")
    pile_id = _field(entry, "id", str, "a pile id")
    if not PILE_ID.match(pile_id):
        raise PositionError(f"pile {index + 1}: {pile_id[:40]!r} is not a pile id")
    role_name = _field(entry, "role", str, "a role")
    try:
        role = Role(role_name)
    except ValueError:
        roles = ", ".join(role.value for role in Role)
        raise PositionError(f"pile {pile_id}: unknown role {role_name[:40]!r} (roles: {roles})") from None
    texts = _field(entry, "cards", list, "a list of cards")
    if len(texts) > packs * variant.pack.size:
        raise PositionError(f"pile {pile_id} holds {len(texts)} cards, more than {_packs_text(variant, packs)}")
    try:
        cards = tuple(parse_card(text) for text in texts)
    except PositionError as error:
        raise PositionError(f"pile {pile_id}: {error}") from None
    return Pile(pile_id, role, cards)


def position_from_dict(data: object, rulebook_for: Any) -> tuple[Position, Rulebook]:
    """Read and check a position; return it with the rulebook of its variant and edition.

    ``rulebook_for(variant, edition)`` gives the rulebook (or raises). Everything
    malformed or impossible raises :class:`PositionError` naming the problem.
    """
    if not isinstance(data, Mapping):
        raise PositionError(f"a position is a JSON object, not {type(data).__name__}")
    if data.get("format") != FORMAT:
        raise PositionError(f'"format" must be {FORMAT!r}, not {shown(data.get("format"))}')
    variant = _field(data, "variant", str, "a patience's name")
    edition = data.get("edition")
    if edition is not None and not isinstance(edition, str):
        raise PositionError(f'"edition" must be an edition name, not {type(edition).__name__}')
    try:
        rulebook: Rulebook = rulebook_for(variant[:100], edition[:100] if edition else None)
    except PositionError:
        raise
    except ValueError as error:  # UnknownVariantError, PluginError
        raise PositionError(f"cannot play this position: {error}") from None
    number = data.get("number")
    if number is not None and (
        isinstance(number, bool) or not isinstance(number, int) or not 0 <= number <= MAX_NUMBER
    ):
        raise PositionError(f'"number" must be a deal number from 0 to {MAX_NUMBER}, or null')
    redeals_left = _field(data, "redeals_left", int, "a whole number")
    if not 0 <= redeals_left <= rulebook.redeals:
        raise PositionError(f'"redeals_left" is {shown(redeals_left)}; this edition allows 0 to {rulebook.redeals}')
    entries = _field(data, "piles", list, "a list of piles")
    if len(entries) > 200:
        raise PositionError(f"the position lists {len(entries)} piles; no patience has so many")
    kind = data.get("pack", "full")
    if kind != rulebook.variant.pack.name:
        raise PositionError(
            f'"pack" is {shown(kind)}, but {rulebook.variant.title} is played with '
            f"{_packs_text(rulebook.variant, rulebook.packs)} (pack {rulebook.variant.pack.name!r})"
        )
    piles = tuple(_pile(entry, i, rulebook.variant, rulebook.packs) for i, entry in enumerate(entries))
    state_data = data.get("state", {})
    if not isinstance(state_data, Mapping):
        raise PositionError(f'"state" must be an object, not {type(state_data).__name__}')
    state = tuple(sorted(check_state_value(key, value) for key, value in state_data.items()))
    position = Position(rulebook.variant.name, rulebook.edition.name, number, redeals_left, piles, state)
    check_position(position, rulebook)
    return position, rulebook


def check_position(position: Position, rulebook: Rulebook) -> None:
    """Raise :class:`PositionError` if ``position`` cannot occur in its patience."""
    from patience_core.deals import shuffled_pack

    variant = rulebook.variant
    reference = rulebook.deal(1, shuffled_pack(1, rulebook.packs, variant.pack))
    expected = [(pile.id, pile.role) for pile in reference.piles]
    found = [(pile.id, pile.role) for pile in position.piles]
    if found != expected:
        layout = ", ".join(f"{pile_id} ({role.value})" for pile_id, role in expected)
        raise PositionError(f"the piles do not match the {variant.title} table: expected {layout}")
    have = Counter(position.cards())
    want = Counter(variant.cards(rulebook.edition))
    if have != want:
        missing = sorted(want - have)
        extra = sorted(have - want)
        parts = []
        if missing:
            parts.append("missing " + " ".join(map(str, missing[:10])))
        if extra:
            parts.append("too many " + " ".join(map(str, extra[:10])))
        raise PositionError(f"the cards are not {_packs_text(variant, rulebook.packs)}: " + "; ".join(parts))
    for pile in position.piles_of(Role.FOUNDATION):
        _check_foundation(position, pile, rulebook)
    problems = rulebook.position_problems(position)
    if problems:
        raise PositionError("; ".join(problems))


def _check_foundation(position: Position, pile: Pile, rulebook: Rulebook) -> None:
    built: tuple[Card, ...] = ()
    for card in pile.cards:
        partial = position.with_piles({pile.id: built})
        ruling = rulebook.can_place(partial, partial.pile(pile.id), (card,))
        if not ruling.legal:
            raise PositionError(f"foundation {pile.id} is out of sequence at {card}: {ruling.describe()}")
        built += (card,)


def diagram(position: Position, title: str, *, symbols: bool = False) -> str:
    """The fixed text diagram of the table: a header, then one line per pile.

    Foundations show their top card and size, the stock its size and the next
    card to turn; other piles show every card, bottom to top. ``--`` is an empty pile.
    """
    show = Card.symbol if symbols else Card.__str__
    header = f"{title} ({position.edition})"
    if position.number is not None:
        header += f", deal {position.number}"
    header += f", redeals left {position.redeals_left}"
    lines = [header]
    width = max((len(pile.id) for pile in position.piles), default=0) + 2
    for pile in position.piles:
        if not pile.cards:
            body = "--"
        elif pile.role is Role.FOUNDATION:
            body = f"{show(pile.cards[-1])} ({len(pile.cards)})"
        elif pile.role is Role.STOCK:
            body = f"[{len(pile.cards)} card{'s' if len(pile.cards) != 1 else ''}], next {show(pile.cards[-1])}"
        else:
            body = " ".join(show(card) for card in pile.cards)
        lines.append(f"{pile.id:<{width}}{body}")
    for key, value in position.state:
        lines.append(f"{key}: {value}")
    return "\n".join(lines)
