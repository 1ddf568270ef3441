"""The Plait: a plait of twenty cards whose last card alone is free, four corners fed by it, eight cards across.

Hoffmann 1892, No. 54 "The Plait", pp. 104–106. Twenty cards are laid
overlapping in an upright plait, of which only the last card is free; a card
lies at each of the four corners, fed from the plait's end when it is played,
and four cards lie crosswise on each side, a place emptied there being filled
from the pack. The first card turned from the pack fixes the foundations'
value: every card of that value goes up, and the eight foundations are built
up in suit, the king followed by the ace. Cards go only to the foundations,
the plait's card always before a corner's or a crosswise card where both could
go. The pack is dealt to a waste-heap, gone through three times more.
"""

from __future__ import annotations

from patience_core import Action, Edition, Move, Position, Ruling, hookimpl, illegal
from patience_core.cards import ACE, KING
from patience_core.clauses import (
    Available,
    CardMoves,
    DealPackets,
    DealRound,
    Foundations,
    GoesOnlyTo,
    Layout,
    OneCard,
    Preference,
    Redeals,
    Refill,
    Space,
    Spaces,
    Talon,
    numbered,
    table_of,
)
from patience_core.sources import Citation
from patience_hoffmann.book import HOFFMANN_1892, THREE_REDEALS, Reading, published, variant

GAME = HOFFMANN_1892.game(54)
FOUNDATIONS = numbered("f", 8)
#: The corners: above left, above right, below left, below right.
CORNERS = numbered("c", 4)
#: The cards laid crosswise, four on the left of the plait (t1–t4, from the top) and four on the right (t5–t8).
CROSSWISE = numbered("t", 8)
TABLE = table_of(reserve=("plait", *CORNERS, *CROSSWISE), foundation=FOUNDATIONS, waste="talon", stock="stock")
AUXILIARIES = (*CORNERS, *CROSSWISE)

#: The card turned "determines the foundation-card": it is itself laid as the first foundation.
TURNED_CARD_FIRST = Reading("the first card turned is the first foundation", of=GAME.page(105))
#: The cards of the foundations' value "are transferred" as soon as the value is known, the plait's end again and
#: again: no card is turned to the waste-heap while a card of that value lies free.
FIRST_TRANSFERS = Reading(
    "a card of the foundations' value lying free goes up before a card is turned", of=GAME.page(105)
)
#: The plait "always having the preference … should always be taken", twice said: a rule, not advice.
PLAIT_FIRST = Reading("the plait goes first", of=GAME.page(105, 106))
#: "Vacancies … among the eight auxiliaries placed transversely are supplied from the pack": with a card turned from
#: the pack, when the player chooses; not from the waste-heap, which the book keeps apart from the pack (p. 4).
CROSSWISE_FROM_THE_PACK = Reading("a crosswise vacancy takes the card turned from the pack", of=GAME.page(105))
#: The corners are fed from the plait alone; once it is used up, a corner emptied stays empty.
CORNERS_STAY_EMPTY = Reading("corners stay empty once the plait is gone", of=GAME.page(105))
#: The text builds no sequence anywhere but on the foundations.
NO_BUILDING = Reading("no building anywhere", of=GAME.page(105))
#: The waste-heap's top card is available "for any use that can be made of it" (No. 31's footnote, p. 54).
WASTE_TOP = Reading("the waste-heap's top card goes to a foundation", of=HOFFMANN_1892.game(31).page(54))
#: "Three times through the waste-heap", the first deal not counted (No. 11, p. 23: "exclusive of the original deal").
#: Nothing says the waste-heap is shuffled: it is turned over whole and dealt again as it lies.
TURNED_OVER = Reading("the waste-heap is turned over whole to be dealt again, its order kept", of=GAME.page(106))

#: Every value may be the foundations'; past the king comes the ace (p. 105, footnote).
FAMILIES = Foundations(
    GAME.page(105),
    start=tuple(range(ACE, KING + 1)),
    wrap=True,
    first=FOUNDATIONS[0],
    first_cite=TURNED_CARD_FIRST,
    set_out=FOUNDATIONS[:1],
)


class FirstTransfers:
    """No card is turned to the waste-heap while a free card of the foundations' value could begin a foundation."""

    rule = "a card of the foundations' value lying free goes up before a card is turned"

    def __init__(self, cite: Citation, *, free: tuple[str, ...], foundations: Foundations) -> None:
        self.cite = cite
        self.free = free
        self.foundations = foundations

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Hoffmann 1892, No. 54, p. 105: the turn waits while such a card lies on a free pile."""
        if not isinstance(move, Move) or move.source != "stock" or move.target != "talon":
            return None
        base = position.pile(FOUNDATIONS[0]).cards
        for pile_id in self.free:
            card = position.pile(pile_id).top
            if card is not None and base and card.rank == base[0].rank:
                if self.foundations.next_home(position, card) is not None:
                    return illegal(self.rule, self.cite)
        return None


def rules(*, plait_first: bool) -> tuple[object, ...]:
    """The book's rules, one clause each; with ``plait_first`` the plait's preference is a rule, else advice."""
    laid: tuple[object, ...] = (
        Layout(
            TABLE,
            DealPackets(GAME.page(105), size=20, to=("plait",)),
            DealRound(GAME.page(105), to=AUXILIARIES, rounds=1),
            DealRound(TURNED_CARD_FIRST, to=FOUNDATIONS[:1], rounds=1),
            rest="stock",
        ),
        FAMILIES,
        Available(GAME.page(106), piles=("plait", *AUXILIARIES), rule="only the last card of the plait is available"),
        Spaces(CROSSWISE_FROM_THE_PACK, piles=CROSSWISE, take=Space.ANY, sources=("stock",)),
        Spaces(CORNERS_STAY_EMPTY, piles=CORNERS, take=Space.NOTHING),
        OneCard(GAME.page(105), piles=AUXILIARIES, rule="a corner or a crosswise place holds one card"),
        Refill(GAME.page(105), piles=CORNERS, supply=("plait",)),
        GoesOnlyTo(NO_BUILDING, piles=("plait", *AUXILIARIES), to=FOUNDATIONS, rule="cards go only to the foundations"),
        Talon(WASTE_TOP),
        Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
        FirstTransfers(FIRST_TRANSFERS, free=("plait", *AUXILIARIES), foundations=FAMILIES),
    )
    if plait_first:
        laid += (Preference(PLAIT_FIRST, first=("plait",), then=AUXILIARIES, foundations=FAMILIES, name="plait"),)
    return (*laid, CardMoves(laid))


#: The book's rules, the plait's preference among them.
RULES = rules(plait_first=True)
#: The same rules with the plait's preference read as advice: a corner's or a crosswise card may go up first.
ADVICE_RULES = rules(plait_first=False)

#: The preference read as the book's advice rather than its rule (the other reading its words allow).
EDITION_ADVICE = Edition(
    "preference-advised",
    "The Plait, the plait's preference as advice",
    (GAME, TURNED_CARD_FIRST, FIRST_TRANSFERS, CROSSWISE_FROM_THE_PACK, CORNERS_STAY_EMPTY, NO_BUILDING),
    changes="the plait's card need not be taken before a corner's or a crosswise card that fits the same foundation",
    rules=ADVICE_RULES,
    redeals=3,
    standalone=True,
)

#: The Plait and its editions.
VARIANT = variant(
    "plait",
    54,
    packs=2,
    rules=RULES,
    readings=(
        TURNED_CARD_FIRST,
        FIRST_TRANSFERS,
        PLAIT_FIRST,
        CROSSWISE_FROM_THE_PACK,
        CORNERS_STAY_EMPTY,
        NO_BUILDING,
        WASTE_TOP,
        THREE_REDEALS,
        TURNED_OVER,
    ),
    changes="the book's rules: the foundations' value fixed by the first card turned, built up in suit round the "
    "corner, the plait's last card before the others, the corners fed by the plait and the crosswise places by the "
    "pack; three redeals",
    editions=(EDITION_ADVICE,),
    redeals=3,
    summary="Build eight foundations up in suit from the value of the first card turned, unwinding a plait of "
    "twenty whose last card alone is free, the pack gone through four times in all.",
)

patience_variant = published(VARIANT)
