"""The Empress of India: four packs, an Army of red cards and a Navy of black, played to the foundations in pairs.

Cadogan 1914, "The Empress of India". The eight black aces (Admirals) build up
in suit to the kings without the queens, the eight red kings (Generals) down
in suit to the aces without the knaves. Two rows of twelve red cards (the
Army) and two of twelve black (the Navy) are dealt, the surplus of a colour
laid on a talon of its own. A card goes to a foundation only with one of the
other colour at the same time: an Army card is paired with a Navy card, and
the pair is played together. A vacancy is refilled at once from its colour's
talon, or from the pack. No redeal.
"""

from __future__ import annotations

from patience_cadogan.book import CADOGAN_1914, Reading, published, variant
from patience_core import Action, Deal, Move, Position, Ruling, hookimpl, illegal, legal
from patience_core.cards import ACE, KING, KNAVE, QUEEN, Card, Colour
from patience_core.clauses import Build, DealStep, Foundations, Layout, SetOut, numbered, table_of
from patience_core.sources import Citation

EMPRESS = CADOGAN_1914.game("The Empress of India")
ADMIRALS = numbered("adm", 8)
GENERALS = numbered("gen", 8)
ARMY = numbered("a", 24)
NAVY = numbered("n", 24)
SLOTS = {Colour.RED: ARMY, Colour.BLACK: NAVY}
TALON = {Colour.RED: "red", Colour.BLACK: "black"}
SIDE = {**dict.fromkeys(ARMY, Colour.RED), **dict.fromkeys(NAVY, Colour.BLACK)}
SET_OUT = {"empress": ("QC",), "guard": ("JH", "JD") * 4, "aside": ("QS",) * 4 + ("QC",) * 3}
TABLE = table_of(
    foundation=(*ADMIRALS, *GENERALS),
    reserve=tuple(SET_OUT),
    tableau=(*ARMY, *NAVY),
    waste=("red", "black"),
    stock="stock",
)

#: The places of the foundations are in the book's illustration only.
PLACES = Reading("Admirals clubs then spades, Generals hearts then diamonds", of=EMPRESS.play(2))
#: Cards dealt "at the same time" into the Army and the Navy: each to the first place of its colour.
MUSTER = Reading(
    "each card dealt goes to the first vacancy of its colour, or onto its colour's talon", of=EMPRESS.play(7)
)
#: Two available cards are played together by pairing them and playing the pair.
PAIRING = Reading("two single cards are played together by pairing them first", of=EMPRESS.rule("I"))
#: "When you have played all available cards" says when the deal is worth making; the time is the player's.
DEAL_WHEN = Reading("the rest of the pack may be dealt out whenever the player chooses", of=EMPRESS.play(10))


class Verdicts:
    """The two rulings of one rule, made once: the rules judge about a thousand pairings a position."""

    def __init__(self, rule: str, cite: Citation) -> None:
        self.allowed = legal(rule, cite)
        self.refused = illegal(rule, cite)


PAIR_PLAYED = Verdicts("a pair is played at once, each card on a foundation of its colour", EMPRESS.rule("I"))
PAIRED_ACROSS = Verdicts("a card of the Army is paired only with one of the Navy, or vice versa", EMPRESS.play(8))
PAIRED_ONCE = illegal("each card can only be paired once", EMPRESS.play(9))
NOT_ALONE = illegal("no card is played unless one of the other colour is played at once: pair them", PAIRING)
THROUGH_ARMY_OR_NAVY = illegal(
    "cards from the pack or talon must first pass through the Army or Navy", EMPRESS.rule("III")
)
DEAL = legal("the rest of the pack is dealt onto the two talons", DEAL_WHEN)
DEALT_ALREADY = illegal("the pack is dealt out already", EMPRESS.play(10))

ADMIRAL_RULE = Foundations(EMPRESS.rule("V"), piles=ADMIRALS, end=KING, omit=QUEEN, set_out=True)
GENERAL_RULE = Foundations(
    EMPRESS.play(5), piles=GENERALS, build=Build.DOWN, start=KING, end=ACE, omit=KNAVE, set_out=True
)
FOUNDATIONS = {Colour.BLACK: ADMIRAL_RULE, Colour.RED: GENERAL_RULE}
HOMES = {Colour.BLACK: ADMIRALS, Colour.RED: GENERALS}
FOUNDATION_IDS = frozenset((*ADMIRALS, *GENERALS))


def muster(table: dict[str, list[Card]], cards: list[Card], *, until_full: bool = False) -> None:
    """Deal from the end of ``cards``: each to the first vacancy of its colour, else onto its colour's talon."""
    while cards and not (until_full and all(table[slot] for slot in SIDE)):
        card = cards.pop()
        vacancy = next((slot for slot in SLOTS[card.colour] if not table[slot]), TALON[card.colour])
        table[vacancy].append(card)


def refill(table: dict[str, list[Card]], slot: str) -> None:
    """Rule II: the vacancy takes its colour's talon's top card, or the pack is turned until one comes."""
    talon = table[TALON[SIDE[slot]]]
    if talon:
        table[slot].append(talon.pop())
    while not table[slot] and table["stock"]:
        card = table["stock"].pop()
        table[slot if card.colour is SIDE[slot] else TALON[card.colour]].append(card)


def pair_home(position: Position, pile_id: str, target: str) -> str | None:
    """Where the partner goes when the pair on ``pile_id`` is played with one card onto ``target``; ``None``
    if the pair cannot be played so."""
    cards = position.pile(pile_id).cards
    if len(cards) != 2:
        return None
    mine, partner = cards if target in HOMES[cards[0].colour] else cards[::-1]
    if not FOUNDATIONS[mine.colour].fits(position.pile(target), mine):
        return None
    home = FOUNDATIONS[partner.colour].next_home(position, partner)
    return None if home is None else home.id


class ArmyAndNavy(DealStep):
    """The deal of the Army and the Navy (play ¶6–7), and its rules of play."""

    cite = MUSTER

    def lay(self, pack: list[Card], table: dict[str, list[Card]]) -> None:
        """Deal until both are complete, the surplus of a colour onto its talon."""
        muster(table, pack, until_full=True)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Rules I–III, play ¶8–10: pairing across, pairs to the foundations, the deal of the rest."""
        if isinstance(move, Deal):
            return DEAL if position.pile("stock").cards else DEALT_ALREADY
        if not isinstance(move, Move) or move.source in FOUNDATION_IDS:
            return None
        if move.source not in SIDE:
            return THROUGH_ARMY_OR_NAVY
        held = len(position.pile(move.source).cards)
        if move.target in FOUNDATION_IDS:
            if held == 1:
                return NOT_ALONE
            if move.count != held or pair_home(position, move.source, move.target) is None:
                return PAIR_PLAYED.refused
            return PAIR_PLAYED.allowed
        if move.target not in SIDE or SIDE[move.target] is SIDE[move.source]:
            return PAIRED_ACROSS.refused
        if held != 1 or len(position.pile(move.target).cards) != 1:
            return PAIRED_ONCE
        return PAIRED_ACROSS.allowed

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """Deal the rest; pair two cards; play a pair; a vacancy is refilled at once (rule II)."""
        if isinstance(move, Deal):
            table = {pile.id: list(pile.cards) for pile in position.piles}
            muster(table, table["stock"])
            return position.with_piles(table)
        if not isinstance(move, Move):
            return None
        # Only the piles the move can touch are copied: the rules try a thousand pairings a position.
        touched = (move.source, move.target, *TALON.values(), "stock")
        table = {pile_id: list(position.pile(pile_id).cards) for pile_id in touched}
        if move.target in SIDE:
            table[move.target].append(table[move.source].pop())
        else:
            partner = pair_home(position, move.source, move.target)
            assert partner is not None  # the move was judged legal
            table[partner] = list(position.pile(partner).cards)
            for card in table[move.source]:
                table[move.target if move.target in HOMES[card.colour] else partner].append(card)
            table[move.source].clear()
        refill(table, move.source)
        return position.with_piles(table)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """Every pairing, each pair onto each foundation one of its cards fits (the other fitting too), and the deal."""
        single = {colour: [s for s in slots if len(position.pile(s).cards) == 1] for colour, slots in SLOTS.items()}
        moves: list[Action] = [Move(a, n) for a in single[Colour.RED] for n in single[Colour.BLACK]]
        moves += [Move(n, a) for n in single[Colour.BLACK] for a in single[Colour.RED]]
        for slot in SIDE:
            if len(position.pile(slot).cards) == 2:
                moves += [Move(slot, home, 2) for home in (*ADMIRALS, *GENERALS) if pair_home(position, slot, home)]
        return [*moves, Deal()] if position.pile("stock").cards else moves

    @hookimpl
    def patience_is_won(self, position: Position) -> bool:
        """Won when every Admiral has reached its king and every General its ace."""
        return ADMIRAL_RULE.complete(position) and GENERAL_RULE.complete(position)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """What the deal and the rules cannot leave: wrong colours, unfilled vacancies, unpaired plays."""
        problems = [
            f"{pile_id} holds other cards than the deal sets there"
            for pile_id, texts in SET_OUT.items()
            if sorted(map(str, position.pile(pile_id).cards)) != sorted(texts)
        ]
        for slot, colour in SIDE.items():
            cards = position.pile(slot).cards
            if (
                len(cards) > 2
                or (cards and cards[0].colour is not colour)
                or (len(cards) == 2 and cards[1].colour is colour)
            ):
                problems.append(f"{slot} holds {' '.join(map(str, cards))}: one card of its colour, or a pair")
            if not cards and (position.pile(TALON[colour]).cards or position.pile("stock").cards):
                problems.append(f"{slot} is empty, but a vacancy is refilled at once")
        for colour, talon in TALON.items():
            if any(card.colour is not colour for card in position.pile(talon).cards):
                problems.append(f"the {talon} talon holds a card of the other colour")
        played = [sum(len(position.pile(p).cards) for p in HOMES[c]) for c in Colour]
        if played[0] != played[1]:
            problems.append("the foundations hold more cards of one colour than the other, but cards go in pairs")
        return problems


ARMY_AND_NAVY = ArmyAndNavy()

#: The ranks of each colour's foundations, in the order they are built.
ORDER = {
    Colour.BLACK: {rank: i for i, rank in enumerate((*range(ACE, QUEEN), KING))},
    Colour.RED: {rank: i for i, rank in enumerate((KING, QUEEN, *range(10, ACE - 1, -1)))},
}


def wait(position: Position, card: Card) -> int:
    """How many cards of its suit must go home before ``card`` fits: 0 when it fits now."""
    order = ORDER[card.colour]
    gaps = [
        order[card.rank] - order[top.rank] - 1
        for pile_id in HOMES[card.colour]
        if (top := position.pile(pile_id).top) is not None and top.suit is card.suit
    ]
    return min((gap for gap in gaps if gap >= 0), default=99)


class SolverHints:
    """Hints for the solver: the Army's places are interchangeable, and so are the Navy's.

    Pairings of the same two cards from different places lead to the same
    table up to an exchange of places, so one is offered; pairings are tried
    soonest where both cards wait least.
    """

    @hookimpl
    def patience_solver_canonical(self, position: Position) -> object | None:
        """Army, Navy and each colour's foundations as sorted contents; talons and pack as they lie."""
        return tuple(
            tuple(sorted(position.pile(pile_id).cards for pile_id in group))
            for group in (ARMY, NAVY, ADMIRALS, GENERALS, ("red",), ("black",), ("stock",))
        )

    @hookimpl
    def patience_solver_moves(self, position: Position) -> list[Action]:
        """Pairs that fit, then pairings by the cards' waits, then the deal."""
        plays: list[Action] = []
        singles: dict[Colour, dict[Card, str]] = {Colour.RED: {}, Colour.BLACK: {}}
        seen: set[tuple[Card, ...]] = set()
        for slot, colour in SIDE.items():
            cards = position.pile(slot).cards
            if len(cards) == 1:
                singles[colour].setdefault(cards[0], slot)
            elif len(cards) == 2 and cards not in seen:
                seen.add(cards)
                home = next((h for h in ADMIRALS if pair_home(position, slot, h)), None)
                plays += [Move(slot, home, 2)] if home else []
        pairings = []
        for red, a in singles[Colour.RED].items():
            for black, n in singles[Colour.BLACK].items():
                waits = (wait(position, red), wait(position, black))
                rank = (max(waits), min(waits))
                pairings += [(rank, 0, Move(a, n)), (rank, 1, Move(n, a))]
        pairings.sort(key=lambda item: item[:2])
        deal: list[Action] = [Deal()] if position.pile("stock").cards else []
        return [*plays, *(move for *_, move in pairings), *deal]

    @hookimpl
    def patience_solver_score(self, position: Position) -> float:
        """Cards home, less the waits of the cards already paired."""
        home = sum(len(position.pile(pile_id).cards) for pile_id in FOUNDATION_IDS)
        stuck = sum(
            max(wait(position, card) for card in position.pile(slot).cards)
            for slot in SIDE
            if len(position.pile(slot).cards) == 2
        )
        return home - stuck / 10


#: The book's rules, one clause each, and the hooks written by hand.
RULES = (
    Layout(
        TABLE,
        SetOut(PLACES, ("AC",) * 4 + ("AS",) * 4, to=ADMIRALS),
        SetOut(PLACES, ("KH",) * 4 + ("KD",) * 4, to=GENERALS),
        *(SetOut(EMPRESS.play(2), texts, to=(pile_id,) * len(texts)) for pile_id, texts in SET_OUT.items()),
        ARMY_AND_NAVY,
        rest="stock",
    ),
    ADMIRAL_RULE,
    GENERAL_RULE,
    ARMY_AND_NAVY,
    SolverHints(),
)

#: The game and its edition.
VARIANT = variant(
    "empress-of-india",
    "The Empress of India",
    packs=4,
    changes="the book's rules: an Army and a Navy of 24 cards each, cards played in pairs of red and black",
    rules=RULES,
    summary="Four packs: play the red Army and the black Navy to the foundations in pairs, one red card "
    "and one black at a time, the black suits up from the aces, the red down from the kings.",
)

patience_variant = published(VARIANT)
