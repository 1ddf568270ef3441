"""The Sultan, a two-pack patience, after Cadogan (1914).

The eight kings and one ace of hearts are set out first. One king of hearts,
the Sultan, sits in the middle and takes no part; the seven other kings and the
ace of hearts are the foundations. Each foundation follows suit: on a king go
the ace, two, three and so on up to the queen; on the ace of hearts, the two of
hearts up to the queen. Eight cards dealt beside them, the Divan, may be played
to the foundations, and a gap in the Divan is filled at once from the talon, or
from the pack while there is no talon. The pack is then turned one card at a
time: a card that fits a foundation goes there, any other onto the talon, whose
top card may be played when it fits. The talon may be shuffled and dealt again
twice. The game is won when all eight foundations end with their queens.

Every rule below cites Cadogan 1914, "The Sultan", read first-hand; the
electronic text of the book has no page numbers, so a rule is cited by the
game's title and the paragraph of its play (``play ¶3``), and where the text
leaves a choice open, by the name of the reading taken.
"""

from __future__ import annotations

import random

from patience_core import (
    Action,
    Edition,
    Move,
    Pile,
    Position,
    Reading,
    Redeal,
    Role,
    Ruling,
    Setup,
    Variant,
    hookimpl,
    illegal,
    legal,
)
from patience_core.cards import Card, Suit
from patience_core.works import CADOGAN_1914

CADOGAN = CADOGAN_1914.game("The Sultan")
#: The paragraphs of the play each clause cites: the foundations (¶2), the Divan, the pack and the talon (¶3),
#: dealing the talon again (¶4).
FOUNDING, DEALING, REDEALING = CADOGAN.play(2), CADOGAN.play(3), CADOGAN.play(4)
#: The text lays aside only the cards that do not fit; whether one that fits must be played is ours to read.
FITTING_CARD_PLAYED = Reading("a card turned that fits is played", of=DEALING)
LAID_ASIDE_AT_WILL = Reading("a card turned may be laid aside, fitting or not", of=DEALING)

FOUNDATIONS = ("f1", "f2", "f3", "f4", "f5", "f6", "f7", "f8")
DIVAN = ("d1", "d2", "d3", "d4", "d5", "d6", "d7", "d8")
QUEEN = 12


def fits(pile: Pile, card: Card) -> bool:
    """Whether ``card`` is the next card of the foundation ``pile``: same suit, one up, the ace on the king."""
    top = pile.top
    if top is None or card.suit is not top.suit or top.rank == QUEEN:
        return False
    return card.rank == (1 if top.is_king else top.rank + 1)


class SultanRules:
    """The rules of The Sultan, one hook per rule, each citing Cadogan 1914 or a reading of it."""

    @hookimpl
    def patience_deal(self, setup: Setup) -> Position:
        """Set out the kings and one ace of hearts, then deal the Divan; the rest is the pack.

        Cadogan 1914, "The Sultan": the eight kings and an ace of hearts are taken
        out first; one king of hearts is the Sultan, the others and the ace are
        the foundations; eight cards dealt from the pack make the Divan.
        """
        top_ace = max(i for i, card in enumerate(setup.pack) if card.is_ace and card.suit is Suit.HEARTS)
        ace = setup.pack[top_ace]
        pack = [card for i, card in enumerate(setup.pack) if i != top_ace and not card.is_king]
        kings = sorted(card for card in setup.pack if card.is_king)  # clubs, spades, hearts, diamonds
        sultan = next(king for king in kings if king.suit is Suit.HEARTS)
        kings.remove(sultan)
        bases = (*kings, ace)
        divan = [pack.pop() for _ in DIVAN]
        piles = (
            *(Pile(pile_id, Role.FOUNDATION, (card,)) for pile_id, card in zip(FOUNDATIONS, bases, strict=True)),
            Pile("sultan", Role.RESERVE, (sultan,)),
            *(Pile(pile_id, Role.RESERVE, (card,)) for pile_id, card in zip(DIVAN, divan, strict=True)),
            Pile("talon", Role.WASTE),
            Pile("stock", Role.STOCK, tuple(pack)),
        )
        return Position(setup.variant, setup.edition, setup.number, setup.redeals, piles)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Where cards may go, and when the talon may be dealt again.

        Cadogan 1914, "The Sultan": cards go to the foundations; a card turned
        from the pack that does not fit one goes to the talon, and one that fits
        is played (the text lays aside only the cards that do not fit); the
        Sultan stays where he is; the talon may be shuffled and dealt again when
        the pack is used up.
        """
        if isinstance(move, Redeal):
            if position.pile("stock").cards:
                return illegal("the talon is dealt again only when the pack is used up", REDEALING)
            if not position.pile("talon").cards:
                return illegal("there is no talon to deal again", REDEALING)
            if move.order:
                return illegal("the talon is shuffled: dealing it again takes no order", REDEALING)
            return legal("the talon may be shuffled and dealt again, twice", REDEALING)
        if not isinstance(move, Move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        if source.role is Role.FOUNDATION or source.id == "sultan":
            return illegal("the Sultan and the foundations stay where they are", FOUNDING)
        if target.id == "talon":
            if source.id != "stock":
                return illegal("only a card turned from the pack goes to the talon", DEALING)
            if any(fits(pile, source.cards[-1]) for pile in position.piles_of(Role.FOUNDATION)):
                return illegal("a card turned that fits a foundation is played to it", FITTING_CARD_PLAYED)
        elif target.role is not Role.FOUNDATION:
            return illegal("cards go only to the foundations, or from the pack to the talon", DEALING)
        return None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """One card at a time: a Divan card, the talon's top card or the pack's next card (Cadogan 1914)."""
        if pile.id not in (*DIVAN, "talon", "stock"):
            return None
        if count != 1:
            return illegal("cards are played one at a time", DEALING)
        return legal("a Divan card, the top of the talon and the card turned are available", DEALING)

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """The foundations follow suit, from the ace on a king (or the two on the ace of hearts) to the queen.

        Cadogan 1914, "The Sultan": the rule of the game, and its account of the
        foundations ending with queens. The talon takes any card put aside.
        """
        card = cards[0]
        if pile.role is Role.FOUNDATION:
            if pile.top is None:  # asked only when a saved game's foundations are checked from the bottom
                if card.is_king or (card.is_ace and card.suit is Suit.HEARTS):
                    return legal("the kings and the ace of hearts are the foundations", FOUNDING)
                return illegal("a foundation begins with a king or the ace of hearts", FOUNDING)
            if fits(pile, card):
                return legal("the foundations follow suit, up to the queen", FOUNDING)
            return illegal("the foundations follow suit, one card up at a time, and end with the queen", FOUNDING)
        if pile.id == "talon":
            return legal("a card that does not fit goes to the talon", DEALING)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Move the card; a gap in the Divan is filled at once from the talon, or from the pack if there is no talon.

        Cadogan 1914, "The Sultan".
        """
        if not isinstance(move, Move):
            return None
        source, target = position.pile(move.source), position.pile(move.target)
        after = position.with_piles({source.id: source.cards[:-1], target.id: (*target.cards, source.cards[-1])})
        if source.id in DIVAN:
            for supply in ("talon", "stock"):
                cards = after.pile(supply).cards
                if cards:
                    return after.with_piles({source.id: cards[-1:], supply: cards[:-1]})
        return after

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The one move the core cannot guess: dealing the talon again (judged by the move rule above)."""
        return [Redeal()]

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Take up the talon, shuffle it and turn it as the new pack (Cadogan 1914, "The Sultan").

        The shuffle is reproducible: the talon's cards, sorted, are shuffled
        (Fisher-Yates from the end) by a private random generator seeded with the
        deal number and the number of redeals left, so a deal number always plays
        the same game. The global random module is never used.
        """
        cards = sorted(position.pile("talon").cards)
        generator = random.Random(f"sultan {position.number} redeal {position.redeals_left}")
        for n in range(len(cards) - 1, 0, -1):  # Fisher-Yates from the end
            j = int(generator.random() * (n + 1))
            cards[n], cards[j] = cards[j], cards[n]
        return position.with_piles({"talon": (), "stock": tuple(cards)})

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when all eight foundations end with their queens around the Sultan (Cadogan 1914, "The Sultan")."""
        return all(pile.top is not None and pile.top.rank == QUEEN for pile in position.piles_of(Role.FOUNDATION))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """A saved game must keep the Sultan alone, and exactly one foundation may begin with the ace of hearts."""
        problems = []
        sultan = position.pile("sultan").cards
        if len(sultan) != 1 or not sultan[0].is_king or sultan[0].suit is not Suit.HEARTS:
            problems.append("the Sultan's place holds a king of hearts alone")
        aces = [pile.id for pile in position.piles_of(Role.FOUNDATION) if pile.cards and pile.cards[0].is_ace]
        if len(aces) != 1:
            problems.append("exactly one foundation begins with the ace of hearts")
        return problems


class PlayWhenYouLike:
    """An edition's rule: a card turned may go to the talon even when it fits a foundation."""

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Cadogan 1914, "The Sultan", read the other way: the text does not say a fitting card must be played."""
        if isinstance(move, Move) and move.source == "stock" and move.target == "talon":
            return legal("a card turned may be laid on the talon, fitting or not", LAID_ASIDE_AT_WILL)
        return None


RULES = SultanRules()

VARIANT = Variant(
    name="sultan",
    title="The Sultan",
    family="The Sultan",
    packs=2,
    sources=(CADOGAN,),
    editions=(
        Edition(
            "cadogan-1914",
            "The Sultan after Cadogan",
            (CADOGAN, FITTING_CARD_PLAYED),
            changes="the base rules: a card turned that fits a foundation must be played to it",
        ),
        Edition(
            "optional-play",
            "The Sultan, playing to the foundations at will",
            (LAID_ASIDE_AT_WILL,),
            changes="a card turned may go to the talon even when it fits a foundation",
            rules=(PlayWhenYouLike(),),
        ),
    ),
    rules=(RULES,),
    redeals=2,
    summary="Build seven kings and an ace of hearts up to queens around the Sultan, the eighth king.",
)


@hookimpl
def patience_variant() -> Variant:
    """The Sultan."""
    return VARIANT


__all__ = [
    "CADOGAN",
    "DEALING",
    "FITTING_CARD_PLAYED",
    "FOUNDING",
    "LAID_ASIDE_AT_WILL",
    "REDEALING",
    "RULES",
    "VARIANT",
    "PlayWhenYouLike",
    "SultanRules",
    "fits",
]
