"""The Constitution: two packs, four divisions of eight, cards rising from the People to the Privy Council.

Cadogan 1914, "The Constitution". The kings, queens and aces are taken out:
the queen of diamonds is the Sovereign, the kings the Bishops and Judges,
seven queens are thrown aside, and the eight aces, the Government, are built
up in suit to the knaves. Four rows of eight are dealt, the lowest first: the
People, the House of Commons, the House of Lords and the Privy Council. Only
the Privy Council plays to the foundations; a card rises by being placed in
sequence, downwards in alternating colours, on a card of the division next
above. A vacancy is filled at once from the division below; one in the People
from the talon, or the pack while there is no talon. No redeal.
"""

from __future__ import annotations

import itertools

from patience_cadogan.book import CADOGAN_1914, published, variant
from patience_core import Action, Move, Pile, Position, Role, Ruling, hookimpl, illegal
from patience_core.cards import KNAVE, Card
from patience_core.clauses import (
    Available,
    Build,
    Building,
    DealRound,
    Foundations,
    Layout,
    SetOut,
    Space,
    Spaces,
    Suits,
    Talon,
    numbered,
    table_of,
)

CONSTITUTION = CADOGAN_1914.game("The Constitution")
FOUNDATIONS = numbered("f", 8)
PEOPLE = numbered("p", 8)
COMMONS = numbered("h", 8)
LORDS = numbered("l", 8)
COUNCIL = numbered("c", 8)
#: The divisions from the lowest up, and the piles that fill a vacancy in each.
DIVISIONS = (PEOPLE, COMMONS, LORDS, COUNCIL)
BELOW = {
    pile_id: ("talon", "stock") if row is PEOPLE else DIVISIONS[i - 1]
    for i, row in enumerate(DIVISIONS)
    for pile_id in row
}
DIVISION = {pile_id: i for i, row in enumerate(DIVISIONS) for pile_id in row}
#: The court cards set aside, and the piles they lie on for good.
COURT = {
    "sovereign": ("QD",),
    "bishops": ("KC", "KC", "KS", "KS"),
    "judges": ("KH", "KH", "KD", "KD"),
    "aside": ("QC", "QC", "QS", "QS", "QH", "QH", "QD"),
}
TABLE = table_of(
    foundation=FOUNDATIONS,
    reserve=tuple(COURT),
    tableau=tuple(pile_id for row in reversed(DIVISIONS) for pile_id in row),
    waste="talon",
    stock="stock",
)


def vacancies(position: Position) -> list[str]:
    """The empty places of the divisions that their supply could fill now: each must be filled at once."""
    waiting = []
    for pile_id, supply in BELOW.items():
        if not position.pile(pile_id).cards and any(position.pile(source).cards for source in supply):
            waiting.append(pile_id)
    return waiting


class Divisions:
    """Rules I, II and V: cards rise a division at a time, only the Privy Council plays, vacancies fill at once."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Constitution", rules I, II and V."""
        if not isinstance(move, Move):
            return None
        waiting = vacancies(position)
        target = position.pile(move.target)
        if waiting and move.target not in waiting:
            return illegal(
                f"a vacancy is filled at once from the division below it: {waiting[0]}", CONSTITUTION.rule("V")
            )
        if move.source == "stock" and move.target in PEOPLE and position.pile("talon").cards:
            return illegal(
                "a vacancy in the People is filled from the talon while there is one", CONSTITUTION.rule("V")
            )
        if target.role is Role.FOUNDATION and move.source not in COUNCIL:
            return illegal("the foundations are formed only from the Privy Council", CONSTITUTION.rule("I"))
        if target.cards and move.target in DIVISION and DIVISION.get(move.source) != DIVISION[move.target] - 1:
            return illegal(
                "a card is placed in sequence only on the division next above its own", CONSTITUTION.rule("II")
            )
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The court cards stay where they were laid, and the People hold single cards."""
        problems = [
            f"{pile_id} holds {' '.join(cards)} for good"
            for pile_id, cards in COURT.items()
            if tuple(map(str, position.pile(pile_id).cards)) != cards
        ]
        problems += [
            f"{pile_id} holds more than one card" for pile_id in PEOPLE if len(position.pile(pile_id).cards) > 1
        ]
        problems += [
            f"{pile_id} holds cards out of sequence"
            for pile_id in (*COMMONS, *LORDS, *COUNCIL)
            if not SEQUENCES.is_sequence(position.pile(pile_id).cards)
        ]
        return problems


class WhereCardsGo:
    """The moves worth judging: up a division, to a foundation from the Privy Council, into the People, to the talon.

    The engine's default tries every pile onto every other; only these can be
    legal here, and each is still judged by the clauses.
    """

    @hookimpl
    def patience_card_moves(self, position: Position) -> list[Action]:
        """Each top card onto the division above, the Council's to the foundations, the talon and pack to the People."""
        moves: list[Action] = [Move("stock", "talon")] if position.pile("stock").cards else []
        for below, above in itertools.pairwise(DIVISIONS):
            for source in below:
                card = position.pile(source).top
                if card is not None:
                    moves += [Move(source, pile_id) for pile_id in above if fits(position.pile(pile_id), card)]
        for source in COUNCIL:
            card = position.pile(source).top
            if card is not None:
                moves += [
                    Move(source, pile_id) for pile_id in FOUNDATIONS if GOVERNMENT.fits(position.pile(pile_id), card)
                ]
        empty = [pile_id for pile_id in PEOPLE if not position.pile(pile_id).cards]
        supply = [source for source in ("talon", "stock") if position.pile(source).cards]
        moves += [Move(source, pile_id) for source in supply for pile_id in empty]
        return moves


def fits(pile: Pile, card: Card) -> bool:
    """Whether ``card`` may go onto ``pile`` of a division: a vacancy, or the next card of its sequence."""
    return pile.top is None or SEQUENCES.follows(pile.top, card)


GOVERNMENT = Foundations(CONSTITUTION.play(3), end=KNAVE, set_out=True)
SEQUENCES = Building(
    CONSTITUTION.rule("IV"), piles=(*COMMONS, *LORDS, *COUNCIL), build=Build.DOWN, suit=Suits.ALTERNATE
)

#: The book's rules, one clause each, and the hooks written by hand.
RULES: tuple[object, ...] = (
    Layout(
        TABLE,
        SetOut(
            CONSTITUTION.play(1),
            [card for cards in COURT.values() for card in cards],
            to=tuple(pile_id for pile_id, cards in COURT.items() for _ in cards),
        ),
        SetOut(CONSTITUTION.play(3), ("AC", "AC", "AS", "AS", "AH", "AH", "AD", "AD"), to=FOUNDATIONS),
        *(DealRound(CONSTITUTION.play(4), to=row, rounds=1) for row in DIVISIONS),
        rest="stock",
    ),
    GOVERNMENT,
    Available(CONSTITUTION.rule("III"), piles=tuple(BELOW), rule="only the top card of a sequence is available"),
    SEQUENCES,
    *(Spaces(CONSTITUTION.rule("V"), piles=row, take=Space.ANY, sources=BELOW[row[0]]) for row in DIVISIONS),
    Talon(CONSTITUTION.play(10)),
    Divisions(),
    WhereCardsGo(),
)

#: The game and its edition.
VARIANT = variant(
    "constitution",
    "The Constitution",
    packs=2,
    changes="the book's rules: cards rise a division at a time to the Privy Council, which alone plays",
    rules=RULES,
    summary="Raise the cards from the People through the Commons and the Lords to the Privy Council, "
    "which alone builds the eight aces up to the knaves.",
)

patience_variant = published(VARIANT)
