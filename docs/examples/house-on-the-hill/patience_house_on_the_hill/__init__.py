"""The House on the Hill, a two-pack La Belle Lucie, after Cadogan (1914).

Cadogan gives it in a few lines at the end of La Belle Lucie: the same game
with two packs, its foundations four aces and four kings of different suits,
the marriages made both upward and downward. Everything else is La Belle
Lucie's: the pack dealt in packets of three, only the top card of a packet
available, and the tableau taken up, shuffled and dealt again twice once no
card can be played.
"""

from __future__ import annotations

from patience_core import (
    Edition,
    Pile,
    Position,
    Reading,
    Role,
    Ruling,
    Variant,
    hookimpl,
    illegal,
)
from patience_core.cards import ACE, KING, Card
from patience_core.clauses import (
    Available,
    Build,
    Building,
    CardMoves,
    DealPackets,
    Foundations,
    Layout,
    Redeals,
    Space,
    Spaces,
    Suits,
    numbered,
    table_of,
)
from patience_core.sources import CADOGAN_1914

# The game is told in La Belle Lucie's last paragraph.
LUCIE = CADOGAN_1914.game("La Belle Lucie")
HILL = LUCIE.play(7)
NO_SPACES = Reading("a packet emptied is not refilled", of=LUCIE.rule("I"))

ACES = numbered("a", 4)
KINGS = numbered("k", 4)
PACKETS = numbered("t", 35)
TABLE = table_of(foundation=(*ACES, *KINGS), tableau=PACKETS)

IN_THREES = DealPackets(LUCIE.play(1), size=3, to=PACKETS)
UP_FROM_ACES = Foundations(HILL, piles=ACES, start=ACE, build=Build.UP)
DOWN_FROM_KINGS = Foundations(HILL, piles=KINGS, start=KING, build=Build.DOWN)


class OneOfEachSuit:
    """The rule no clause states: the aces, and the kings, differ in suit."""

    @hookimpl
    def patience_can_place(
        self, position: Position, pile: Pile, cards: tuple[Card, ...]
    ) -> Ruling | None:
        """Play ¶7: an ace or a king starts a foundation in a new suit."""
        kind = ACES if pile.id in ACES else KINGS if pile.id in KINGS else None
        if kind is None or pile.cards:
            return None
        if any(position.pile(other).cards[:1] == cards[:1] for other in kind):
            return illegal(
                "the four aces, and the four kings, are of different suits",
                HILL,
            )
        return None


RULES: tuple[object, ...] = (
    Layout(TABLE, IN_THREES),
    UP_FROM_ACES,
    DOWN_FROM_KINGS,
    OneOfEachSuit(),
    Available(
        LUCIE.rule("I"),
        rule="only the top card of a packet is available",
    ),
    Building(HILL, build=Build.EITHER, suit=Suits.SAME),
    Spaces(NO_SPACES, take=Space.NOTHING),
    Redeals(
        LUCIE.play(5),
        gather=Role.TABLEAU,
        steps=(IN_THREES,),
        blocked_by=(UP_FROM_ACES, DOWN_FROM_KINGS),
    ),
)
# The moves worth judging, found from the clauses above.
RULES += (CardMoves(RULES),)

VARIANT = Variant(
    name="house-on-the-hill",
    title="The House on the Hill",
    family="La Belle Lucie",
    packs=2,
    sources=(CADOGAN_1914,),
    editions=(
        Edition(
            "cadogan-1914",
            "The House on the Hill after Cadogan",
            (CADOGAN_1914,),
        ),
    ),
    rules=RULES,
    redeals=2,
    summary="La Belle Lucie with two packs: aces up and kings down, "
    "married both ways in suit.",
)


@hookimpl
def patience_variant() -> Variant:
    """The House on the Hill."""
    return VARIANT
