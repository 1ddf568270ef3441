"""The Fish-Bone: two packs, the eight knaves built down in suit to the aces, a king and a queen beside each.

Cadogan 1914, "The Fish-Bone". Six cards dealt on the left are the gridiron,
on which cards from the pack or the talon are married up in suit. The knaves
are the foundations, laid in a line as they turn up, each descending in its
suit to the ace; each takes a king and a queen of its suit, one on either
side, which wait on the talon until a knave is there to receive them. The pack
is turned one card at a time, the cards that fit nowhere forming the talon,
which may be dealt again once. Won when the line of aces has its kings and
queens beside it.
"""

from __future__ import annotations

import itertools

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Card, Move, Pile, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import KING, KNAVE, QUEEN
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealRound,
    Foundations,
    Layout,
    MustPlay,
    Redeals,
    Space,
    Spaces,
    Suits,
    TakesOnlyFrom,
    Talon,
    numbered,
    table_of,
)

FISH_BONE = CADOGAN_1914.game("The Fish-Bone")
KNAVES, KINGS, QUEENS, GRIDIRON = numbered("f", 8), numbered("k", 8), numbered("q", 8), numbered("g", 6)
TABLE = table_of(foundation=(*KNAVES, *KINGS, *QUEENS), tableau=GRIDIRON, waste="talon", stock="stock")
PACK_OR_TALON = ("stock", "talon")

#: Play ¶1 lays the knaves "in a perpendicular line" as they come: each takes the next place down.
IN_A_LINE = Reading("each knave takes the next place down the line", of=FISH_BONE.play(1))
#: Play ¶1 marries on the gridiron in ascending sequence: each card covers the one it is married to.
TOP_OF_GRIDIRON = Reading("only the top card of a gridiron pile is available", of=FISH_BONE.play(1))
#: Play ¶1 lets "the unsuitable cards" form the talon: a card turned that fits a foundation is played.
UNSUITABLE_ONLY = Reading("the unsuitable cards alone form the talon", of=FISH_BONE.play(1))
#: Play ¶1 refills vacancies "from the pack or talon" and, unlike The Congress, not "immediately".
WHEN_YOU_LIKE = Reading("a vacancy in the gridiron is filled when the player likes", of=FISH_BONE.play(1))
#: Play ¶3 says only that the talon "may be taken up and re-dealt": turned over as it lies.
TURNED_OVER = Reading("the talon is turned over and dealt again unshuffled", of=FISH_BONE.play(3))

MARRYING = Building(FISH_BONE.play(1), piles=GRIDIRON, build=Build.UP, suit=Suits.SAME)
FOUNDATIONS = Foundations(FISH_BONE.play(1), piles=KNAVES, build=Build.DOWN, start=KNAVE)


class CourtCards:
    """Rule II and play ¶1: knaves to the line as they appear; kings and queens only beside a knave of their suit."""

    rule = "a king and a queen go beside a placed knave of their suit, one on either side"

    def _knave(self, position: Position, pile: Pile) -> Card | None:
        """The knave that ``pile``, a king's or a queen's place, lies beside."""
        number = (KINGS.index(pile.id) if pile.id in KINGS else QUEENS.index(pile.id)) + 1
        cards = position.pile(f"f{number}").cards
        return cards[0] if cards else None

    def accepts(self, pile: Pile, cards: tuple[Card, ...]) -> bool | None:
        """A king's empty place takes a king, a queen's a queen (the suit is judged with the table); else ``None``."""
        if pile.id not in (*KINGS, *QUEENS):
            return None
        return not pile.cards and len(cards) == 1 and cards[0].rank == (KING if pile.id in KINGS else QUEEN)

    def fits(self, position: Position, pile: Pile, card: Card) -> bool:
        """Whether ``card`` may go to the king's or queen's place ``pile`` now."""
        knave = self._knave(position, pile)
        return bool(self.accepts(pile, (card,))) and knave is not None and knave.suit is card.suit

    @hookimpl
    def patience_can_place(self, position: Position, pile: Pile, cards: tuple[Card, ...]) -> Ruling | None:
        """Cadogan 1914, "The Fish-Bone", rule II: beside a knave of its suit already placed, one of each."""
        if pile.id not in (*KINGS, *QUEENS):
            return None
        fits = len(cards) == 1 and self.fits(position, pile, cards[0])
        return (legal if fits else illegal)(self.rule, FISH_BONE.rule("II"))

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Where a knave, king or queen may go, and that one placed stays."""
        if not isinstance(move, Move):
            return None
        if move.source in (*KINGS, *QUEENS):
            return illegal("a king or queen placed beside its knave stays there", FISH_BONE.rule("II"))
        if move.count != 1:
            return None
        card = position.pile(move.source).cards[-1]
        if card.rank == KNAVE:
            line = next((pile_id for pile_id in KNAVES if not position.pile(pile_id).cards), None)
            if move.target not in KNAVES:
                return illegal("a knave is played to the line of foundations as it appears", FISH_BONE.play(1))
            return None if move.target == line else illegal("a knave takes the next place down the line", IN_A_LINE)
        if card.rank not in (KING, QUEEN) or move.target in (*KINGS, *QUEENS):
            return None
        if move.target != "talon":
            return illegal("a king or queen goes only beside its knave, or to the talon", FISH_BONE.rule("II"))
        if any(self.fits(position, position.pile(pile_id), card) for pile_id in (*KINGS, *QUEENS)):
            return illegal("a king or queen goes beside its knave when it can", FISH_BONE.rule("II"))
        return None

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """The line filled from the top, no knave on the talon, each gridiron pile a marriage up from its first card."""
        problems = [
            f"{later} is begun before {earlier}: the knaves take the line in order"
            for earlier, later in itertools.pairwise(KNAVES)
            if position.pile(later).cards and not position.pile(earlier).cards
        ]
        if any(card.rank == KNAVE for card in position.pile("talon").cards):
            problems.append("the talon holds a knave, which is played to the line as it appears")
        for pile in (position.pile(pile_id) for pile_id in GRIDIRON):
            if not MARRYING.is_sequence(pile.cards) or any(card.rank > 10 for card in pile.cards[1:]):
                problems.append(f"{pile.id} is not a marriage up in suit below the court cards")
        return problems


#: The book's rules, one clause each, and the hook written by hand.
RULES: tuple[object, ...] = (
    Layout(TABLE, DealRound(FISH_BONE.play(1), to=GRIDIRON, rounds=1), rest="stock"),
    Available(TOP_OF_GRIDIRON, piles=GRIDIRON, rule="only the top card of a gridiron pile is available"),
    MARRYING,
    TakesOnlyFrom(
        FISH_BONE.play(1),
        piles=GRIDIRON,
        sources=PACK_OR_TALON,
        rule="the gridiron marries only with cards from the pack or the talon, not with each other",
    ),
    Spaces(WHEN_YOU_LIKE, piles=GRIDIRON, take=Space.ANY, sources=PACK_OR_TALON),
    FOUNDATIONS,
    Talon(FISH_BONE.play(1)),
    MustPlay(UNSUITABLE_ONLY, foundations=FOUNDATIONS),
    Redeals(TURNED_OVER, gather=("talon",), shuffle=False, turn=True, after_stock="stock"),
    CourtCards(),
)
RULES += (CardMoves(RULES),)

#: The Fish-Bone and its edition.
VARIANT = variant(
    "fish-bone",
    "The Fish-Bone",
    packs=2,
    readings=(IN_A_LINE, TOP_OF_GRIDIRON, UNSUITABLE_ONLY, WHEN_YOU_LIKE, TURNED_OVER),
    changes="the book's rules: knaves down in suit to the aces, kings and queens beside them",
    rules=RULES,
    redeals=1,
    summary="Build eight knaves down in suit to the aces, each flanked by a king and a queen of its suit, "
    "from a gridiron of six married up in suit and the pack.",
)

patience_variant = published(VARIANT)
