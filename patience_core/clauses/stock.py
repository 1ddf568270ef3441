"""Clauses of the stock, the talon and redeals: turning, dealing during play, gathering and dealing again."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from typing import TYPE_CHECKING, ClassVar

from patience_core.cards import KING, Card
from patience_core.clauses.common import _RANK_NAMES, Part, Piles, _governs, _named, _selected, reproducible_shuffle
from patience_core.clauses.compulsion import playable
from patience_core.clauses.deal import DealStep, put_aside, round_piles
from patience_core.clauses.foundations import Foundations
from patience_core.clauses.tableau import Building
from patience_core.markers import hookimpl
from patience_core.model import Deal, Move, Pile, Position, Redeal, Role
from patience_core.rulings import illegal, legal
from patience_core.sources import Citation

if TYPE_CHECKING:
    from patience_core.model import Action
    from patience_core.rulings import Ruling

__all__ = ["Dealing", "LatestKing", "MustPlay", "Redeals", "Talon", "TalonAgain", "WhileDealing"]


class Talon:
    """The pack turned one card at a time onto the talon, whose top card is available.

    Only the stock feeds the talon.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> talon = Talon(CADOGAN_1914.game("The Sultan").play(3))
    >>> table = (Pile("t1", Role.TABLEAU, (parse_card("2C"),)), Pile("talon", Role.WASTE),
    ...          Pile("stock", Role.STOCK, (parse_card("9D"),)))
    >>> position = Position("x", "y", 1, 0, table)
    >>> print(talon.patience_check_move(position, Move("t1", "talon")).describe())
    only a card turned from the stock goes to the talon [Cadogan 1914, "The Sultan", play ¶3]
    >>> talon.patience_check_move(position, Move("stock", "talon")).legal
    True

    With ``built_from``, cards of those piles may also go onto the talon, as
    the game's other clauses allow: a :class:`Building` for the talon, the
    availability of the piles they come from (The Carpet builds available
    cards of the carpet on the talon's top card).

    >>> carpet = Talon(CADOGAN_1914.game("The Carpet").play(2), built_from=("t1",))
    >>> carpet.patience_check_move(position.with_piles({"talon": (parse_card("3C"),)}), Move("t1", "talon")) is None
    True
    >>> print(carpet.patience_check_move(position, Move("t1", "talon")).rule)
    a card is built on the talon only once it holds one

    With ``unless_home`` (the game's :class:`Foundations`, one or a tuple), a
    card of ``built_from`` goes onto the talon only when it fits none of them
    (The Reserves: a reserve card "not available for playing to the
    foundation cards" may be laid on the waste-heap).

    >>> from patience_core.sources import HOFFMANN_1892
    >>> aces = Foundations(HOFFMANN_1892.game(34).page(60), piles=("f1",))
    >>> reserves = Talon(HOFFMANN_1892.game(34).page(60), built_from=("t1",), unless_home=aces)
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AC"),)), Pile("t1", Role.TABLEAU, (parse_card("2C"),)),
    ...          Pile("talon", Role.WASTE, (parse_card("3C"),)), Pile("stock", Role.STOCK))
    >>> print(reserves.patience_check_move(Position("x", "y", 1, 0, table), Move("t1", "talon")).rule)
    a card that can go to a foundation is not laid on the talon

    With ``count``, the stock is turned that many cards at a time (fewer, when
    fewer are left), laid face up as a packet on the talon: the last of them
    comes uppermost, and only the talon's top card is available (Hoffmann's
    The Demon, three at a time). The move is ``stock-talon(3)``.

    >>> from patience_core.sources import HOFFMANN_1921
    >>> threes = Talon(HOFFMANN_1921.game("The Demon").paragraph(4), count=3)
    >>> deck = Pile("stock", Role.STOCK, tuple(parse_card(c) for c in ("KS", "4H", "9C", "2D")))
    >>> packet = Position("x", "y", 1, 0, (Pile("talon", Role.WASTE), deck))
    >>> print(threes.patience_check_move(packet, Move("stock", "talon")).describe())
    the stock is turned 3 cards at a time [Hoffmann 1921, No. 7 "The Demon", ¶4]
    >>> after = threes.patience_apply_move(packet, Move("stock", "talon", 3))
    >>> [str(card) for card in after.pile("talon").cards], [str(card) for card in after.pile("stock").cards]
    (['2D', '9C', '4H'], ['KS'])
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(
        self,
        cite: Citation,
        *,
        stock: str = "stock",
        talon: str = "talon",
        built_from: Piles = (),
        unless_home: Foundations | tuple[Foundations, ...] = (),
        count: int = 1,
    ) -> None:
        if count < 1:
            raise ValueError("Talon: count is a number of cards turned at a time, one or more")
        self.cite = cite
        self.stock = stock
        self.talon = talon
        self.built_from = built_from
        self.unless_home = (unless_home,) if isinstance(unless_home, Foundations) else unless_home
        self.count = count

    def turned(self, position: Position) -> int:
        """How many cards the next turn of the stock takes: ``count``, or what is left."""
        return min(self.count, len(position.pile(self.stock).cards))

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """Only the stock feeds the talon, one card at a time, but for the piles it is ``built_from``."""
        if not isinstance(move, Move) or move.target != self.talon:
            return None
        if _governs(self.built_from, position.pile(move.source)):
            if not position.pile(self.talon).cards:
                return illegal(f"a card is built on the {self.talon} only once it holds one", self.cite)
            card = position.pile(move.source).cards[-1]
            if any(foundations.next_home(position, card) is not None for foundations in self.unless_home):
                return illegal(f"a card that can go to a foundation is not laid on the {self.talon}", self.cite)
            return None
        if move.source != self.stock:
            return illegal(f"only a card turned from the {self.stock} goes to the {self.talon}", self.cite)
        if self.count != 1:
            if move.count != self.turned(position):
                return illegal(f"the {self.stock} is turned {self.count} cards at a time", self.cite)
            return legal(f"cards turned are laid on the {self.talon} as a packet, the last uppermost", self.cite)
        if move.count != 1:
            return illegal(f"only a card turned from the {self.stock} goes to the {self.talon}", self.cite)
        return legal(f"a card turned is laid on the {self.talon}", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """With ``count``: the cards turned from the stock lie on the talon in the order turned, the last on top."""
        if self.count == 1 or not isinstance(move, Move) or (move.source, move.target) != (self.stock, self.talon):
            return None
        stock = position.pile(self.stock).cards
        split = len(stock) - move.count
        talon = position.pile(self.talon).cards
        return position.with_piles({self.stock: stock[:split], self.talon: (*talon, *stock[split:][::-1])})

    def liftable(self, pile: Pile) -> Iterable[int] | None:
        """One card from the talon, and from the stock one card or, with ``count``, a turn's; ``None`` for others."""
        if pile.id not in (self.stock, self.talon):
            return None
        if not pile.cards:
            return ()
        return (min(self.count, len(pile.cards)),) if pile.id == self.stock else (1,)

    def accepts(self, pile: Pile, cards: Sequence[Card]) -> bool | None:
        """The talon takes a card (the move rule says from where); ``None`` for any other pile."""
        return True if pile.id == self.talon else None

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """The next card of the stock and the top card of the talon, one at a time."""
        if pile.id not in (self.stock, self.talon):
            return None
        if self.count != 1 and pile.id == self.stock:
            if count != min(self.count, len(pile.cards)):
                return illegal(f"the {self.stock} is turned {self.count} cards at a time", self.cite)
            return legal(f"the {self.stock} is turned {self.count} cards at a time onto the {self.talon}", self.cite)
        if count != 1:
            return illegal("cards are turned and played one at a time", self.cite)
        return legal(f"the card turned and the top of the {self.talon} are available", self.cite)


class MustPlay:
    """A card turned from the stock that fits one of the ``foundations`` is played there, not laid aside.

    Listed after :class:`Talon`, it is asked first. ``foundations`` is the
    game's :class:`Foundations` clause, or a tuple of them where the
    foundations are ruled by several (each heap its own order). With
    ``building`` (the game's :class:`~patience_core.clauses.Building`), a card
    turned that may be built on one of its piles is placed too, not laid
    aside (The Four Seasons: only the cards that "cannot be employed" go to
    the waste-heap).

    >>> from patience_core import parse_card
    >>> from patience_core.sources import Reading
    >>> from patience_core.sources import CADOGAN_1914
    >>> sultan = CADOGAN_1914.game("The Sultan")
    >>> home = Foundations(sultan.play(2))
    >>> must = MustPlay(Reading("a card turned that fits is played", of=sultan.play(3)), foundations=home)
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("talon", Role.WASTE), Pile("stock", Role.STOCK, (parse_card("AD"),)))
    >>> print(must.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "talon")).describe())
    a card turned that fits a foundation is played to it [reading: a card turned that fits is played]

    With ``waiting`` (piles whose top card is available), no card is turned
    while the top card of one of them fits a foundation: that card is played
    first (The Corners' auxiliary cards, "laid thereon" as they come to fit).

    >>> from patience_core.sources import HOFFMANN_1892
    >>> corners = MustPlay(HOFFMANN_1892.game(28).page(48), foundations=home, waiting=("a1",))
    >>> table = (*table[:2], Pile("stock", Role.STOCK, (parse_card("9D"),)),
    ...          Pile("a1", Role.RESERVE, (parse_card("AC"),)))
    >>> print(corners.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "f1")).rule)
    a card that fits a foundation is played before the next card is turned: a1

    With ``ranks``, only a card of those ranks must be played, and it goes
    nowhere but to a foundation: The Kingdom's aces, each "placed in
    position" as it appears, while any other card turned may go to the
    waste-heap or fill a place in the row.

    >>> from patience_core.cards import ACE
    >>> kingdom = MustPlay(HOFFMANN_1892.game(37).page(64), foundations=home, ranks=(ACE,))
    >>> table = (Pile("f1", Role.FOUNDATION), Pile("a1", Role.RESERVE), Pile("talon", Role.WASTE),
    ...          Pile("stock", Role.STOCK, (parse_card("AD"),)))
    >>> print(kingdom.patience_check_move(Position("x", "y", 1, 0, table), Move("stock", "a1")).rule)
    an ace turned is played to a foundation
    >>> print(kingdom.rule)
    an ace turned is played to a foundation
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(
        self,
        cite: Citation,
        *,
        foundations: Foundations | tuple[Foundations, ...],
        building: Building | None = None,
        stock: str = "stock",
        talon: str = "talon",
        waiting: tuple[str, ...] = (),
        ranks: tuple[int, ...] = (),
    ) -> None:
        self.cite = cite
        self.foundations = (foundations,) if isinstance(foundations, Foundations) else foundations
        self.building = building
        self.stock = stock
        self.talon = talon
        self.waiting = waiting
        self.ranks = ranks
        names = " or ".join(_RANK_NAMES[rank] for rank in ranks)
        article = "an" if names[:1] in ("a", "e") else "a"
        self.rule = (
            f"{article} {names} turned is played to a foundation"
            if ranks
            else "a card turned that fits a foundation is played to it"
        )

    def fits(self, position: Position, card: Card) -> bool:
        """Whether ``card`` may go to one of the foundations now."""
        return any(home.next_home(position, card) is not None for home in self.foundations)

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card turned that fits a foundation may not go to the talon; with ``waiting``, none is turned meanwhile."""
        if not isinstance(move, Move) or move.source != self.stock:
            return None
        due = playable(position, self.waiting, self.foundations)
        if due:
            return illegal(
                f"a card that fits a foundation is played before the next card is turned: {due[0]}", self.cite
            )
        cards = position.pile(self.stock).cards
        if not cards or (self.ranks and cards[-1].rank not in self.ranks):
            return None
        if move.target != self.talon and not (self.ranks and position.pile(move.target).role is not Role.FOUNDATION):
            return None
        if self.fits(position, cards[-1]):
            return illegal(self.rule, self.cite)
        building = self.building
        if building is not None and any(
            building.accepts(pile, cards[-1:]) for pile in _selected(building.piles, position)
        ):
            return illegal("a card turned that may be built on a pile is played there", self.cite)
        return None


class TalonAgain:
    """Once the stock is used up, the talon is turned over to be the stock again, as often as a card has been placed.

    The turn is a :class:`~patience_core.Deal` (text ``deal``) and is not
    counted among the redeals: the talon goes round "as often as required".
    Turned over, its cards come again in the order they were turned. A turn
    needs a card placed from the stock or the talon since the last one:
    after a pass that placed nothing, the next pass would meet the same cards
    on the same table, and the game could go round for ever. The position
    records in ``turned`` how many cards the stock and talon held after the
    last turn.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> again = TalonAgain(CADOGAN_1914.game("The Zodiac").play(3))
    >>> table = (Pile("e1", Role.RESERVE), Pile("talon", Role.WASTE, tuple(parse_card(c) for c in ("2C", "7D"))),
    ...          Pile("stock", Role.STOCK))
    >>> after = again.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(card) for card in after.pile("stock").cards], after.get("turned")
    (['7D', '2C'], 2)
    >>> after = after.with_piles({"talon": after.pile("stock").cards[::-1], "stock": ()})
    >>> print(again.patience_check_move(after, Deal()).describe())
    the talon is turned again only after a card of it has been placed [Cadogan 1914, "The Zodiac", play ¶3]
    >>> again.patience_check_move(after.with_piles({"talon": after.pile("talon").cards[:1]}), Deal()).legal
    True
    """

    governs: ClassVar[Part] = Part.STOCK

    def __init__(self, cite: Citation, *, stock: str = "stock", talon: str = "talon") -> None:
        self.cite = cite
        self.stock = stock
        self.talon = talon

    def _left(self, position: Position) -> int:
        return len(position.pile(self.stock).cards) + len(position.pile(self.talon).cards)

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The turn is offered once the stock is out; the rule below says when it is legal."""
        return [] if position.pile(self.stock).cards else [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """The stock used up, a talon to turn, and a card placed since the last turn."""
        if not isinstance(move, Deal):
            return None
        if position.pile(self.stock).cards:
            return illegal(f"the {self.talon} is turned again only when the {self.stock} is used up", self.cite)
        if not position.pile(self.talon).cards:
            return illegal(f"the {self.talon} is empty", self.cite)
        if self._left(position) >= position.get("turned", self._left(position) + 1):
            return illegal(f"the {self.talon} is turned again only after a card of it has been placed", self.cite)
        return legal(f"the {self.talon} is turned over to be the {self.stock} again", self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The talon, turned over, becomes the stock."""
        if not isinstance(move, Deal):
            return None
        talon = position.pile(self.talon).cards
        after = position.with_piles({self.stock: talon[::-1], self.talon: ()})
        return after.with_state(turned=len(talon))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """``turned`` counts cards the stock and talon held, never fewer than they hold now."""
        turned = position.get("turned")
        if turned is None:
            return []
        if isinstance(turned, bool) or not isinstance(turned, int) or not self._left(position) <= turned <= 999:
            return [f"state 'turned' is {turned!r}, not a count of cards the {self.stock} and {self.talon} held"]
        return []


class Dealing:
    """A deal as a move: one card (or a packet of ``size``) from the stock onto each of ``piles``, while it lasts.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> dealing = Dealing(CADOGAN_1914.game("The Blockade").play(3), piles=("t1", "t2"))
    >>> table = (Pile("t1", Role.TABLEAU), Pile("t2", Role.TABLEAU),
    ...          Pile("stock", Role.STOCK, (parse_card("9D"), parse_card("AS"))))
    >>> after = dealing.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(pile.top) for pile in after.piles]
    ['AS', '9D', 'None']
    >>> rounds = Dealing(CADOGAN_1914.game("La Nivernaise").play(7), piles=("t1", "t2"), size=2)
    >>> after = rounds.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [str(card) for card in after.pile("t1").cards], after.pile("t2").cards
    (['AS', '9D'], ())

    ``rule`` words the deal where the default, one card onto each pile, does
    not (The Spark deals three cards at a time to two waste-heaps in turn). A
    pile named more than once in ``piles`` takes a card each time it comes
    round (PySolFC's The Spark: a card to each waste pile, three times over).

    Three options, each a rule of its own with its own citation where it has one:

    - ``groups``: the ``piles`` fall into that many equal groups, dealt in
      turn, one group a deal (The Kings' columns, left then right); the
      position counts the deals in its state as ``deals``;
    - ``covers``: each round covers the ones before, so while the stock lasts
      only the cards of the latest round are available (the position records
      in ``latest`` how high each pile stood after it);
    - ``unless``: the game's :class:`Foundations`; the next deal waits while
      an available card of the ``piles`` fits one of them.

    >>> louis = CADOGAN_1914.game('The "Louis" Patience')
    >>> home = Foundations(louis.rule("I"))
    >>> circles = Dealing(louis.play(2), piles=("a", "b"), covers=louis.rule("II"), unless=home)
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), Pile("a", Role.TABLEAU), Pile("b", Role.TABLEAU),
    ...          Pile("stock", Role.STOCK, tuple(parse_card(text) for text in ("KD", "4D", "5H", "2S", "9C"))))
    >>> after = circles.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> print(circles.patience_check_move(after, Deal()).rule)
    an available card that fits a foundation is played before the next deal: b
    >>> after = circles.patience_apply_move(after.with_piles({"b": (parse_card("9C"),)}), Deal())
    >>> print(circles.patience_can_lift(after, after.pile("a"), 1))
    None
    >>> after = after.with_piles({"a": after.pile("a").cards[:-1]})
    >>> print(circles.patience_can_lift(after, after.pile("a"), 1).rule)
    while the stock lasts only the cards of the latest round are available
    >>> sides = Dealing(CADOGAN_1914.game("The Kings").play(2), piles=("a", "b"), groups=2)
    >>> after = sides.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [len(after.pile(pile_id).cards) for pile_id in ("a", "b")], after.get("deals")
    ([1, 0], 1)
    >>> sides.patience_check_position(after.with_state(deals=500))
    ["state 'deals' is 500, more deals than there are cards"]

    ``own_number`` and ``fan`` deal as :class:`~patience_core.clauses.DealRound`'s
    do: a card whose rank is the number of the pile it comes to goes to
    ``own_number`` face down, the next card taking its place; the round ends
    with a card on the place of ``fan`` after the last one holding a card
    (Les Petits Paquets, a round dealt whenever the player asks):

    >>> from patience_core.sources import HOFFMANN_1892
    >>> paquets = Dealing(HOFFMANN_1892.game(52).page(99), piles=("a", "b"), own_number="aside", fan=("x1", "x2"))
    >>> table = (Pile("a", Role.TABLEAU), Pile("b", Role.TABLEAU), Pile("aside", Role.STOCK),
    ...          Pile("x1", Role.RESERVE, (parse_card("9C"),)), Pile("x2", Role.RESERVE),
    ...          Pile("stock", Role.STOCK, tuple(parse_card(text) for text in ("KD", "4D", "2H", "7S", "AS"))))
    >>> after = paquets.patience_apply_move(Position("x", "y", 1, 0, table), Deal())
    >>> [" ".join(map(str, pile.cards)) for pile in after.piles]
    ['7S', '4D', 'AS 2H', '9C', 'KD', '']
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(
        self,
        cite: Citation,
        *,
        piles: tuple[str, ...],
        stock: str = "stock",
        size: int = 1,
        groups: int = 1,
        covers: Citation | None = None,
        unless: Foundations | tuple[Foundations, ...] = (),
        rule: str = "a card is dealt from the stock onto each pile",
        own_number: str | None = None,
        fan: tuple[str, ...] = (),
    ) -> None:
        if groups < 1 or len(piles) % groups:
            raise ValueError(f"{len(piles)} piles do not fall into {groups} equal groups")
        if (own_number is not None or fan) and (size != 1 or groups != 1):
            raise ValueError("Dealing: own_number= and fan= deal one card to each pile, in one group")
        self.cite = cite
        self.piles = piles
        self.own_number = own_number
        self.fan = fan
        self.stock = stock
        self.size = size
        self.groups = groups
        self.covers = covers
        self.unless = (unless,) if isinstance(unless, Foundations) else unless
        self.wording = rule

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that deals cards onto ``pile``, with its citation, if it is one of the ``piles`` (or ``fan``)."""
        dealt = pile.id in self.piles or pile.id in self.fan
        return (self.wording, self.cite) if dealt else None

    def deals_from(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that takes cards from ``pile``, with its citation, if it is the stock dealt from."""
        return (self.wording, self.cite) if pile.id == self.stock else None

    def dealt_to(self, position: Position) -> tuple[str, ...]:
        """The piles the next deal goes to."""
        if self.groups == 1:
            return self.piles
        size = len(self.piles) // self.groups
        turn: int = position.get("deals", 0) % self.groups
        return self.piles[turn * size : (turn + 1) * size]

    def covered(self, position: Position, pile: Pile) -> bool:
        """Whether ``covers`` blocks the top card of ``pile``: an earlier round's card while the stock lasts."""
        if self.covers is None or pile.id not in self.piles or not position.pile(self.stock).cards:
            return False
        latest: str = position.get("latest", "")
        heights = latest.split(".") if latest else []
        return len(heights) != len(self.piles) or heights[self.piles.index(pile.id)] != str(len(pile.cards))

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The deal is offered; the rule below says when it is legal."""
        return [Deal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A deal needs cards in the stock, and, with ``unless``, no available card that fits a foundation."""
        if not isinstance(move, Deal):
            return None
        if not position.pile(self.stock).cards:
            return illegal("the stock is used up", self.cite)
        if self.unless:
            available = tuple(pile_id for pile_id in self.piles if not self.covered(position, position.pile(pile_id)))
            due = playable(position, available, self.unless)
            if due:
                return illegal(
                    f"an available card that fits a foundation is played before the next deal: {due[0]}", self.cite
                )
        return legal(self.wording, self.cite)

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """With ``groups``, the count of deals is one the cards could have made: no more deals than cards."""
        deals = position.get("deals", 0)
        if self.groups > 1 and not 0 <= deals <= sum(len(pile.cards) for pile in position.piles):
            return [f"state 'deals' is {deals}, more deals than there are cards"]
        return []

    @hookimpl
    def patience_can_lift(self, position: Position, pile: Pile, count: int) -> Ruling | None:
        """With ``covers``, an earlier round's card waits until the stock is out; else no opinion."""
        if self.covered(position, pile):
            return illegal("while the stock lasts only the cards of the latest round are available", self.covers)
        return None

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """One card onto each pile in turn, from the top of the stock."""
        if not isinstance(move, Deal):
            return None
        stock = list(position.pile(self.stock).cards)
        changes: dict[str, tuple[Card, ...]] = {}
        if self.own_number is not None or self.fan:
            return self._round(position, stock)
        for pile_id in self.dealt_to(position):
            packet = [stock.pop() for _ in range(min(self.size, len(stock)))]
            if packet:
                changes[pile_id] = (*changes.get(pile_id, position.pile(pile_id).cards), *packet)
        changes[self.stock] = tuple(stock)
        after = position.with_piles(changes)
        if self.groups > 1:
            after = after.with_state(deals=position.get("deals", 0) + 1)
        if self.covers is not None:
            heights = (str(len(after.pile(pile_id).cards)) if pile_id in changes else "-" for pile_id in self.piles)
            after = after.with_state(latest=".".join(heights))
        return after

    def _round(self, position: Position, stock: list[Card]) -> Position:
        """One card onto each pile and the fan's next place, a card of the pile's own number going aside."""
        piles = round_piles(self.piles, self.fan, lambda pile_id: position.pile(pile_id).cards)
        aside = () if self.own_number is None else (self.own_number,)
        table = {pile_id: list(position.pile(pile_id).cards) for pile_id in (*piles, *aside)}
        for number, pile_id in enumerate(piles, 1):
            while stock and put_aside(stock[-1], number, self.own_number, table):
                stock.pop()
            if stock:
                table[pile_id].append(stock.pop())
        return position.with_piles({**table, self.stock: stock})


class CardByCard:
    """A deal as a move, a card at a time: the next card of the ``stock`` goes to the pile :meth:`place` names.

    The base of the clauses that deal so (:class:`LatestKing`, and the row's
    :class:`~patience_core.clauses.DealToRow`): each says in ``rule`` where a
    card goes, and names the pile in :meth:`place`.
    """

    governs: ClassVar[Part] = Part.DEAL

    cite: Citation
    stock: str
    rule: str

    def place(self, position: Position, card: Card) -> str:
        """The pile ``card``, the next of the stock, is dealt to."""
        raise NotImplementedError

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The next card of the deal, while the pack lasts."""
        return [Deal()] if position.pile(self.stock).cards else []

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A card is dealt while the pack lasts."""
        if not isinstance(move, Deal):
            return None
        if not position.pile(self.stock).cards:
            return illegal("the pack is dealt out", self.cite)
        return legal(self.rule, self.cite)

    @hookimpl
    def patience_apply_move(self, position: Position, move: Action) -> Position | None:
        """The top card of the stock to the pile :meth:`place` names."""
        if not isinstance(move, Deal):
            return None
        stock = position.pile(self.stock).cards
        target = self.place(position, stock[-1])
        return position.with_piles({self.stock: stock[:-1], target: (*position.pile(target).cards, stock[-1])})


class LatestKing(CardByCard):
    """A deal as a move, a card at a time: each king begins a pile of its own, the other cards go to the latest king.

    ``kings`` are the piles the kings take, one each, in the order they turn
    up. Every other card is dealt to the pile of the latest king to have turned
    up (the first, before any): the king's own pile, the cards heaped on it,
    or, with ``under`` (one pile for each king), a pile of its own below it.
    ``rows`` sends the cards of a rank to a row of their own instead, each to
    the first empty pile of the row (The Salic Law's aces and queens); a card
    whose row is full goes to the latest king like any other.

    >>> from patience_core import parse_card
    >>> from patience_core.cards import ACE
    >>> from patience_core.sources import CADOGAN_1914
    >>> salic = LatestKing(CADOGAN_1914.game("The Salic Law").play(1), kings=("k1", "k2"), rows={ACE: ("f1",)})
    >>> stock = Pile("stock", Role.STOCK, tuple(parse_card(text) for text in ("AC", "9D", "KS", "AS", "4H")))
    >>> position = Position("x", "y", 1, 0, (Pile("f1", Role.FOUNDATION), Pile("k1", Role.TABLEAU,
    ...     (parse_card("KH"),)), Pile("k2", Role.TABLEAU), stock))
    >>> for _ in range(5):
    ...     position = salic.patience_apply_move(position, Deal())
    >>> [[str(card) for card in pile.cards] for pile in position.piles[:3]]
    [['AS'], ['KH', '4H'], ['KS', '9D', 'AC']]
    >>> print(salic.patience_check_move(position, Deal()).describe())
    the pack is dealt out [Cadogan 1914, "The Salic Law", play ¶1]

    With ``under``, the kings stand apart and the cards go below them
    (Spenser's Fairie Queen):

    >>> fairie = LatestKing(CADOGAN_1914.game("Spenser's Fairie Queen").rule("II"), kings=("k1", "k2"),
    ...                     under=("c1", "c2"))
    >>> position = Position("x", "y", 1, 0, (Pile("k1", Role.RESERVE, (parse_card("KH"),)), Pile("k2", Role.RESERVE),
    ...     Pile("c1", Role.TABLEAU), Pile("c2", Role.TABLEAU), stock))
    >>> print(fairie.patience_check_move(position, Deal()).describe())
    the next card is dealt to the latest king, or to a row of its own [Cadogan 1914, "Spenser's Fairie Queen", rule II]
    >>> for _ in range(3):
    ...     position = fairie.patience_apply_move(position, Deal())
    >>> [[str(card) for card in pile.cards] for pile in position.piles[:4]], fairie.receiving(position)
    ([['KH'], ['KS'], ['4H', 'AS'], []], 'c2')
    """

    def __init__(
        self,
        cite: Citation,
        *,
        kings: tuple[str, ...],
        under: tuple[str, ...] = (),
        rows: Mapping[int, tuple[str, ...]] | None = None,
        stock: str = "stock",
    ) -> None:
        if under and len(under) != len(kings):
            raise ValueError("LatestKing: under= names one pile for each pile named in kings=")
        self.cite = cite
        self.kings = kings
        self.under = under or kings
        self.rows = {**(rows or {}), KING: kings}
        self.stock = stock
        self.rule = "the next card is dealt to the latest king, or to a row of its own"

    def lays(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that deals cards onto ``pile``, with its citation, if it is a king's pile or a row's."""
        rows = (place for row in self.rows.values() for place in row)
        return (self.rule, self.cite) if pile.id in self.under or pile.id in rows else None

    def deals_from(self, pile: Pile) -> tuple[str, Citation] | None:
        """The rule that takes cards from ``pile``, with its citation, if it is the stock dealt from."""
        return (self.rule, self.cite) if pile.id == self.stock else None

    def receiving(self, position: Position) -> str:
        """The pile that takes the cards dealt now: the latest king's (the first king's, before any)."""
        begun = [i for i, pile_id in enumerate(self.kings) if position.pile(pile_id).cards]
        return self.under[begun[-1] if begun else 0]

    def place(self, position: Position, card: Card) -> str:
        """The pile ``card`` is dealt to: the first empty pile of its rank's row, else the latest king's."""
        row = self.rows.get(card.rank, ())
        return next((pile_id for pile_id in row if not position.pile(pile_id).cards), None) or self.receiving(position)


class WhileDealing:
    """While the stock holds cards, cards leave ``piles`` only for the foundations: no building until the deal is done.

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914
    >>> wait = WhileDealing(CADOGAN_1914.game("The Kings").play(4), piles=("l1", "l2"))
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), Pile("l1", Role.TABLEAU, (parse_card("2H"),)),
    ...          Pile("l2", Role.TABLEAU, (parse_card("3C"),)), Pile("stock", Role.STOCK, (parse_card("9D"),)))
    >>> print(wait.patience_check_move(Position("x", "y", 1, 0, table), Move("l1", "l2")).describe())
    while the stock is being dealt, cards go only to the foundations [Cadogan 1914, "The Kings", play ¶4]
    >>> wait.patience_check_move(Position("x", "y", 1, 0, table), Move("l1", "f1")) is None
    True
    """

    governs: ClassVar[Part] = Part.DEAL

    def __init__(self, cite: Citation, *, piles: Piles = Role.TABLEAU, stock: str = "stock") -> None:
        self.cite = cite
        self.piles = piles
        self.stock = stock

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """A move from the ``piles`` to anything but a foundation waits for the end of the deal."""
        if not isinstance(move, Move) or not position.pile(self.stock).cards:
            return None
        if _governs(self.piles, position.pile(move.source)) and position.pile(move.target).role is not Role.FOUNDATION:
            return illegal("while the stock is being dealt, cards go only to the foundations", self.cite)
        return None


class Redeals:
    """Gather the cards of ``gather`` (in that order), shuffle them if ``shuffle``, and deal them again.

    The cards are dealt again onto the gathered piles by ``steps`` (steps of
    the game's deal) or, without steps, put face down as the new ``stock``. When the redeal is
    allowed: ``after_stock`` (a pile id) waits until that pile is used up;
    ``blocked_by`` (the game's :class:`Foundations`, one or a tuple) waits
    until no top card of the ``gather`` piles fits a foundation, and, for a
    :class:`Building` among them, until none goes on another of those piles'
    top cards (The Trefoil: "no card left which can be thus dealt with"). How many redeals there are is
    the variant's ``redeals``, counted by the engine. ``turn`` turns the
    gathered cards over as one pack before they are dealt (the last gathered
    is dealt first, each pile's first card before the rest); ``rest`` names
    the pile that takes the cards the ``steps`` leave (Babette deals one row
    again and leaves the rest as the stock). A step that plays cards to the
    foundations as they come (``plays``) plays them in the redeal too.
    ``rule`` states the redeal in the game's own words, where the piles'
    names would not.

    With ``idle``, the redeals are as many as the play needs, but a redeal is
    refused once that many deals in a row, the one just played among them,
    have put no card on a foundation (The Indefatigable: "if you have more
    than once dealt through the stock without placing a single card, the game
    is lost"), by the rule ``idle_cite`` (``cite`` if not given); ``home`` is
    how many cards lie on the foundations when the first deal begins. The
    position records in its state how many lay there when the current deal
    began (``home``) and how many deals in a row before it placed none
    (``idle``).

    >>> from patience_core import parse_card
    >>> from patience_core.sources import CADOGAN_1914, HOFFMANN_1892
    >>> redeal = Redeals(CADOGAN_1914.game("The Sultan").play(4), gather=("talon",), after_stock="stock")
    >>> table = (Pile("talon", Role.WASTE, (parse_card("2C"), parse_card("7D"))), Pile("stock", Role.STOCK))
    >>> position = Position("x", "y", 1, 2, table)
    >>> print(redeal.patience_check_move(position, Redeal()).describe())
    the talon may be shuffled and dealt again [Cadogan 1914, "The Sultan", play ¶4]
    >>> after = redeal.patience_redeal(position, Redeal())
    >>> len(after.pile("stock").cards), after.pile("talon").cards
    (2, ())
    >>> babette = CADOGAN_1914.game("Babette").play(6)
    >>> columns = (Pile("t1", Role.TABLEAU, tuple(parse_card(c) for c in ("AC", "2C"))),
    ...            Pile("t2", Role.TABLEAU, tuple(parse_card(c) for c in ("AD", "2D"))), Pile("stock", Role.STOCK))
    >>> again = Redeals(babette, gather=("t2", "t1"), shuffle=False, turn=True,
    ...                 steps=(DealRound(babette, to=("t1", "t2"), rounds=1),), rest="stock")
    >>> after = again.patience_redeal(Position("x", "y", 1, 2, columns), Redeal())
    >>> [[str(card) for card in pile.cards] for pile in after.piles]
    [['AD'], ['2D'], ['2C', 'AC']]
    >>> from patience_core.clauses import Build, Building, Suits
    >>> trefoil = HOFFMANN_1892.game(27).page(47)
    >>> marriages = Building(trefoil, build=Build.DOWN, suit=Suits.SAME)
    >>> stuck = Redeals(trefoil, gather=("t1", "t2"), shuffle=False, blocked_by=marriages)
    >>> fans = (Pile("t1", Role.TABLEAU, (parse_card("9C"), parse_card("5H"))),
    ...         Pile("t2", Role.TABLEAU, (parse_card("6H"),)))
    >>> print(stuck.patience_check_move(Position("x", "y", 1, 2, fans), Redeal()).rule)
    the cards are dealt again only when none can be played: t1
    >>> stuck.patience_check_move(Position("x", "y", 1, 2, columns), Redeal()).legal
    True
    >>> indefatigable = HOFFMANN_1892.game(25).page(44)
    >>> fours = (DealPackets(indefatigable, size=2, to=("t1", "t2")),)
    >>> again = Redeals(indefatigable, gather=("t1", "t2"), shuffle=False, steps=fours, idle=2, home=1)
    >>> table = (Pile("f1", Role.FOUNDATION, (parse_card("AS"),)), *columns)
    >>> after = again.patience_redeal(Position("x", "y", 1, 99, table), Redeal())
    >>> after.get("home"), after.get("idle")
    (1, 1)
    >>> print(again.patience_check_move(after, Redeal()).rule)
    the game is lost: 2 deals in a row have put no card on a foundation

    ``clears`` names keys of the position's state that the deal just played
    kept and the next begins without (Les Petits Paquets: the heap a chain of
    cards had reached):

    >>> paquets = Redeals(HOFFMANN_1892.game(52).page(101), gather=("t1", "t2"), shuffle=False, clears=("turn",))
    >>> paquets.patience_redeal(Position("x", "y", 1, 1, columns, (("turn", "t2"),)), Redeal()).state
    ()
    """

    governs: ClassVar[Part] = Part.REDEALS

    def __init__(
        self,
        cite: Citation,
        *,
        gather: tuple[str, ...] | Role,
        shuffle: bool = True,
        steps: Sequence[DealStep] = (),
        stock: str = "stock",
        after_stock: str | None = None,
        blocked_by: Foundations | Building | tuple[Foundations | Building, ...] = (),
        turn: bool = False,
        rest: str | None = None,
        idle: int | None = None,
        idle_cite: Citation | None = None,
        home: int = 0,
        rule: str = "",
        clears: tuple[str, ...] = (),
    ) -> None:
        self.clears = clears
        self.idle = idle
        self.idle_cite = idle_cite or cite
        self.home = home
        self.turn = turn
        self.rest = rest
        self.cite = cite
        self.gather = gather
        self.shuffle = shuffle
        self.steps = tuple(steps)
        self.stock = stock
        self.after_stock = after_stock
        self.blocked_by = (blocked_by,) if isinstance(blocked_by, Foundations | Building) else blocked_by
        what = _named(gather) if isinstance(gather, Role) else "the " + ", ".join(gather)
        self.rule = rule or f"{what} may be {'shuffled and ' if shuffle else ''}dealt again"

    @hookimpl
    def patience_candidate_moves(self, position: Position) -> list[Action]:
        """The redeal is offered; the rule below says when it is legal."""
        return [Redeal()]

    @hookimpl
    def patience_check_move(self, position: Position, move: Action) -> Ruling | None:
        """When the redeal may be made."""
        if not isinstance(move, Redeal):
            return None
        if move.order:
            return illegal("the redeal takes no order: the rules fix it", self.cite)
        piles = _selected(self.gather, position)
        if not any(pile.cards for pile in piles):
            return illegal("there are no cards to deal again", self.cite)
        if self.after_stock is not None and position.pile(self.after_stock).cards:
            return illegal(f"the cards are dealt again only when the {self.after_stock} is used up", self.cite)
        for blocker in self.blocked_by:
            for pile in piles:
                if pile.top is not None and self._playable(blocker, position, pile, piles):
                    return illegal(f"the cards are dealt again only when none can be played: {pile.id}", self.cite)
        if self.idle is not None and self._idle_after(position) >= self.idle:
            lost = f"the game is lost: {self.idle} deals in a row have put no card on a foundation"
            return illegal(lost, self.idle_cite)
        return legal(self.rule, self.cite)

    def _home(self, position: Position) -> int:
        return sum(len(pile.cards) for pile in position.piles_of(Role.FOUNDATION))

    def _idle_after(self, position: Position) -> int:
        """How many deals in a row, the one now ending among them, have put no card on a foundation."""
        if self._home(position) > position.get("home", self.home):
            return 0
        return int(position.get("idle", 0)) + 1

    @staticmethod
    def _playable(blocker: Foundations | Building, position: Position, pile: Pile, piles: Sequence[Pile]) -> bool:
        """Whether the top card of ``pile`` fits a foundation, or is built on another of ``piles``."""
        card = pile.cards[-1]
        if isinstance(blocker, Foundations):
            return blocker.next_home(position, card) is not None
        return any(other is not pile and other.top is not None and blocker.follows(other.top, card) for other in piles)

    @hookimpl
    def patience_redeal(self, position: Position, redeal: Redeal) -> Position:
        """Gather, shuffle (reproducibly: :func:`reproducible_shuffle`) and deal again; with ``idle``, count."""
        after = self._redealt(position)
        if self.clears:
            after = after.with_state(**dict.fromkeys(self.clears))
        if self.idle is None:
            return after
        return after.with_state(home=self._home(position), idle=self._idle_after(position))

    @hookimpl
    def patience_check_position(self, position: Position) -> list[str]:
        """With ``idle``, the counts of the state are ones play could have left."""
        if self.idle is None:
            return []
        home, idle = position.get("home", self.home), position.get("idle", 0)
        problems = []
        if not isinstance(home, int) or isinstance(home, bool) or not self.home <= home <= self._home(position):
            problems.append(
                f"state 'home' is {home!r}, not a count of the cards on the foundations when the deal began"
            )
        if not isinstance(idle, int) or isinstance(idle, bool) or not 0 <= idle < self.idle:
            problems.append(f"state 'idle' is {idle!r}, not a count of deals in a row below {self.idle}")
        return problems

    def _redealt(self, position: Position) -> Position:
        piles = _selected(self.gather, position)
        cards = [card for pile in piles for card in pile.cards]
        if self.turn:  # the gathered cards, face up, turned over as one pack: their order reversed
            cards.reverse()
        if self.shuffle:
            cards = reproducible_shuffle(cards, position)
        if not self.steps:
            emptied: dict[str, Sequence[Card]] = {pile.id: () for pile in piles}
            return position.with_piles({**emptied, self.stock: (*position.pile(self.stock).cards, *cards)})
        # The steps see the whole table, the gathered piles emptied: a deal that plays as the cards fall reads
        # and builds the foundations.
        gathered = {pile.id for pile in piles}
        table = {pile.id: [] if pile.id in gathered else list(pile.cards) for pile in position.piles}
        for step in self.steps:
            step.lay(cards, table)
        if cards and self.rest is not None:
            table[self.rest] = [*cards, *position.pile(self.rest).cards]
            cards = []
        if cards:
            raise ValueError(f"the redeal's steps leave {len(cards)} cards undealt")
        return position.with_piles(
            {
                pile.id: table[pile.id]
                for pile in position.piles
                if pile.id in gathered or table[pile.id] != list(pile.cards)
            }
        )
