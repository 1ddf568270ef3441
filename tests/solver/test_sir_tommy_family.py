"""The solver hints of Sir Tommy and Puss in the Corner: what the key folds, which plays are safe, and that
the verdicts with the hints are the verdicts without them."""

from __future__ import annotations

import random
from dataclasses import replace

import patience_puss_in_the_corner
import patience_sir_tommy
import pytest

from patience_core import Card, Game, Move, Registry, solve
from patience_core.cards import Suit
from tests.plugins.tables import arrange

REGISTRY = Registry(plugins=[patience_sir_tommy, patience_puss_in_the_corner], entry_points=False)
PUSS_EDITIONS = [edition.name for edition in REGISTRY.variant("puss-in-the-corner").editions]


def key(game: Game) -> object:
    return game.rulebook._call("patience_solver_canonical", position=game.position)


def safe(game: Game) -> list[Move]:
    return list(game.rulebook._call("patience_solver_safe_moves", position=game.position) or ())


# --------------------------------------------------------------------------- the key


def relabelled(game: Game, suits: dict[Suit, Suit], piles: dict[str, str]) -> Game:
    """The same game with every card's suit changed by ``suits`` and the piles renamed by ``piles``."""
    renamed = {pile.id: pile.cards for pile in game.position.piles}
    changes = {
        piles.get(pile_id, pile_id): tuple(Card(card.rank, suits[card.suit]) for card in cards_)
        for pile_id, cards_ in renamed.items()
    }
    return Game(game.rulebook, game.position.with_piles(changes), from_deal=False)


SUITS_SWAPPED = {
    Suit.CLUBS: Suit.SPADES,
    Suit.SPADES: Suit.CLUBS,
    Suit.HEARTS: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.HEARTS,
}
COLOURS_SWAPPED = {
    Suit.CLUBS: Suit.HEARTS,
    Suit.HEARTS: Suit.CLUBS,
    Suit.SPADES: Suit.DIAMONDS,
    Suit.DIAMONDS: Suit.SPADES,
}


def test_sir_tommy_key_drops_the_suits_and_the_places_of_the_waste_piles() -> None:
    one = arrange(REGISTRY, "sir-tommy", w1="KC 5H", w2="9S", turn="5C 3D")
    two = relabelled(one, COLOURS_SWAPPED, {"w1": "w3", "w3": "w1"})
    assert one.position != two.position
    assert key(one) == key(two)


def test_sir_tommy_key_keeps_the_ranks_and_their_order() -> None:
    one = arrange(REGISTRY, "sir-tommy", w1="KC 5H", turn="5C 3D")
    assert key(one) != key(arrange(REGISTRY, "sir-tommy", w1="5H KC", turn="5C 3D"))
    assert key(one) != key(arrange(REGISTRY, "sir-tommy", w1="KC 5H", turn="3D 5C"))
    assert key(one) != key(arrange(REGISTRY, "sir-tommy", w1="KC 6H", turn="5C 3D"))


def test_puss_key_keeps_the_colour_but_not_the_suit() -> None:
    base = arrange(REGISTRY, "puss-in-the-corner", w1="KC 5H", turn="5C 3D")
    # The aces set out are relabelled too; the foundations of one colour are alike.
    same_colours = relabelled(base, SUITS_SWAPPED, {"w1": "w2", "w2": "w1"})
    assert same_colours.position != base.position
    assert key(base) == key(same_colours)
    colours_swapped = arrange(REGISTRY, "puss-in-the-corner", w1="KC 5C", turn="5H 3D")
    assert key(base) != key(colours_swapped)


def test_puss_pysolfc_corners_are_alike_only_after_the_redeal() -> None:
    # PySolFC gathers the corners in a fixed order, so before the redeal each corner has its own place.
    before = [arrange(REGISTRY, "puss-in-the-corner", "pysolfc", **{pile: "KC 5H"}) for pile in ("w1", "w2")]
    assert key(before[0]) != key(before[1])
    after = [
        arrange(REGISTRY, "puss-in-the-corner", "pysolfc", redeals_left=0, **{pile: "KC 5H"}) for pile in ("w1", "w2")
    ]
    assert key(after[0]) == key(after[1])
    # Where the player chooses the order, the corners are alike throughout.
    chosen = [arrange(REGISTRY, "puss-in-the-corner", **{pile: "KC 5H"}) for pile in ("w1", "w2")]
    assert key(chosen[0]) == key(chosen[1])


def test_sevens_privilege_over_two_corners_keeps_the_corners_apart() -> None:
    two = {"privilege": "w1 w2"}
    one = arrange(REGISTRY, "puss-in-the-corner", "sevens-privilege", w1="KC", w3="QH", turn="7S", state=two)
    other = arrange(REGISTRY, "puss-in-the-corner", "sevens-privilege", w3="KC", w1="QH", turn="7S", state=two)
    assert key(one) != key(other)
    four = {"privilege": "w1 w2 w3 w4"}
    one = arrange(REGISTRY, "puss-in-the-corner", "sevens-privilege", w1="KC", w3="QH", turn="7S", state=four)
    other = arrange(REGISTRY, "puss-in-the-corner", "sevens-privilege", w3="KC", w1="QH", turn="7S", state=four)
    assert key(one) == key(other)


def test_sir_tommy_offers_one_move_of_each_kind_the_key_makes_alike() -> None:
    game = arrange(REGISTRY, "sir-tommy", f1="AC", f2="AS", w1="2H", w2="2D", turn="7C")
    offered = game.rulebook._call("patience_solver_moves", position=game.position)
    # 2H and 2D are alike to the key, f1 and f2 too, and so are the two empty waste piles
    assert offered == [Move("w1", "f1"), Move("stock", "w1"), Move("stock", "w3")]
    assert set(offered) <= set(game.legal_moves())
    assert len(game.legal_moves()) == 8  # each 2 to either ace, the 7 onto each of the four piles


# --------------------------------------------------------------------------- safe plays


def test_sir_tommy_plays_a_card_home_at_once_only_when_every_foundation_holds_the_rank_below() -> None:
    ready = arrange(REGISTRY, "sir-tommy", f1="AC 2C", f2="AS 2S", f3="AH 2H", f4="AD 2D 3D", w1="KC 3C")
    assert safe(ready) == [Move("w1", "f1")]
    short = arrange(REGISTRY, "sir-tommy", f1="AC 2C", f2="AS 2S", f3="AH", f4="AD 2D", w1="KC 3C", w2="2H")
    # 3C could go on f1, f2 or f4, but another 3 may need one of them before 2H is free: not safe.
    assert [move for move in safe(short) if move.source == "w1"] == []
    assert safe(short) == [Move("w2", "f3")]  # 2H is safe: every foundation holds an ace


def test_sir_tommy_plays_an_ace_turned_at_once() -> None:
    game = arrange(REGISTRY, "sir-tommy", turn="AH")
    assert safe(game) == [Move("stock", "f1")]


def test_puss_counts_only_the_foundations_of_the_cards_colour() -> None:
    # Both red foundations hold a 2; the black ones only their aces.
    game = arrange(REGISTRY, "puss-in-the-corner", f2="AH 2D", f4="AD 2H", w1="KC 3H", w2="2S")
    assert safe(game) == [Move("w1", "f2")]
    black = arrange(REGISTRY, "puss-in-the-corner", f1="AC 2S", w1="KC 3C", w2="QH")
    assert safe(black) == []  # f3 still waits for the 2C


@pytest.mark.parametrize(
    ("edition", "offered"),
    [
        ("parlett-1979", [Move("stock", "f1")]),
        ("no-stock-to-foundation", []),
        ("must-build", []),
    ],
)
def test_the_editions_offer_only_their_own_safe_plays(edition: str, offered: list[Move]) -> None:
    game = arrange(REGISTRY, "puss-in-the-corner", edition, turn="2C 9H")
    assert safe(game) == offered


def test_the_sevens_privilege_keeps_a_turned_7_until_the_privilege_is_spent() -> None:
    sixes = {"f1": "AC 2C 3S 4C 5S 6C", "f3": "AS 2S 3C 4S 5C 6S"}
    held = arrange(
        REGISTRY, "puss-in-the-corner", "sevens-privilege", turn="7C", state={"privilege": "w1 w2 w3 w4"}, **sixes
    )
    assert safe(held) == []
    spent = arrange(REGISTRY, "puss-in-the-corner", "sevens-privilege", turn="7C", **sixes)
    assert safe(spent) == [Move("stock", "f1")]


def test_four_at_a_time_plays_nothing_home_while_cards_dealt_wait_to_be_placed() -> None:
    waiting = arrange(REGISTRY, "puss-in-the-corner", "four-at-a-time", w1="2C", turn="9H", state={"to_place": 1})
    assert safe(waiting) == []
    placed = arrange(REGISTRY, "puss-in-the-corner", "four-at-a-time", w1="2C", turn="9H")
    assert safe(placed) == [Move("w1", "f1")]


RANKS = ("A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K")


def built(*heights: int) -> dict[str, str]:
    """Sir Tommy's foundations f1 to f4 built in clubs, spades, hearts and diamonds to the ranks given."""
    return {
        f"f{i}": " ".join(f"{RANKS[rank - 1]}{suit}" for rank in range(1, height + 1))
        for i, (suit, height) in enumerate(zip("CSHD", heights, strict=True), 1)
    }


#: Two positions where a card the foundations have room for must not go home yet (the solver's page).
#: With another jack on a waste pile: the lone JD must wait, for the JH on the 10D needs f3's place first.
WASTE_RIVAL = ({**built(13, 12, 10, 9), "w1": "10D JH", "w3": "QD", "w4": "JD"}, "KS KH KD QH", Move("w4", "f3"))
#: With another queen on a waste pile and a needed card in the stock: the QH turned must wait on w4.
STOCK_RIVAL = ({**built(13, 13, 11, 7), "w1": "9D", "w2": "KH 10D", "w3": "JD QD"}, "QH 8D KD", Move("stock", "f3"))


@pytest.mark.parametrize("table", [WASTE_RIVAL, STOCK_RIVAL], ids=["waste", "stock"])
def test_a_card_the_foundations_have_room_for_can_lose_the_deal_if_played(
    table: tuple[dict[str, str], str, Move],
) -> None:
    piles, turn, play = table
    game = arrange(REGISTRY, "sir-tommy", turn=turn, **piles)
    assert play in game.legal_moves() and play not in safe(game)
    assert solve(game, hints=False).outcome == "won"
    game.play(play)
    assert solve(game, hints=False).outcome == "lost"


# --------------------------------------------------------------------------- verdicts


def late_positions(name: str, edition: str, count: int, left: int) -> list[Game]:
    """Games of random play from deals 1, 2, ..., stopped in the last pass with ``left`` cards still to turn."""
    rng = random.Random(5)
    games = []
    for number in range(1, count + 1):
        game = REGISTRY.new_game(name, number=number, edition=edition)
        position = game.position
        while (position.redeals_left or len(position.pile("stock").cards) > left) and game.legal_moves():
            game.play(rng.choice(game.legal_moves()))
            position = game.position
        games.append(game)
    return games


@pytest.mark.parametrize(
    ("name", "edition"),
    [("sir-tommy", "parlett-1979"), *(("puss-in-the-corner", edition) for edition in PUSS_EDITIONS)],
)
def test_the_hints_never_change_a_verdict(name: str, edition: str) -> None:
    outcomes = set()
    for game in late_positions(name, edition, 4, 4):
        hinted = solve(game, positions=10_000)
        plain = solve(game, positions=10_000, hints=False)
        if hinted.decided and plain.decided:
            assert hinted.outcome == plain.outcome, f"deal {game.number}"
            outcomes.add(plain.outcome)
    assert outcomes, "no position decided both ways: the comparison checked nothing"


def test_a_sir_tommy_deal_is_won_through_the_hints_and_the_line_replays() -> None:
    game = REGISTRY.new_game("sir-tommy", number=19)
    result = solve(game, positions=20_000)
    assert result.outcome == "won"
    copy = Game(game.rulebook, game.position, from_deal=False)
    for move in result.moves:
        copy.play(move)
    assert copy.is_won
    assert solve(game, positions=20_000, hints=False).outcome == "undecided"


# --------------------------------------------------------------------------- dead positions


def dead(game: Game) -> bool:
    return bool(game.rulebook._call("patience_solver_dead", position=game.position))


def endgame(rng: random.Random, name: str, edition: str, out: int, stock: int) -> Game:
    """A late position of ``name``: each foundation built in its own suit, ``out`` cards not home, ``stock`` of them
    (and every ace not home) still to turn, in random order, the others in random waste piles, no redeal left."""
    suits = (Suit.CLUBS, Suit.HEARTS, Suit.SPADES, Suit.DIAMONDS)  # Puss in the Corner's foundations, f1 to f4
    start = 1 if name == "puss-in-the-corner" else 0  # its aces are set out before play
    while True:
        heights = [rng.randint(start, 13) for _ in suits]
        if 52 - sum(heights) == out:
            break
    piles: dict[str, list[Card]] = {
        f"f{i}": [Card(rank, suit) for rank in range(1, height + 1)]
        for i, (suit, height) in enumerate(zip(suits, heights, strict=True), 1)
    }
    rest = [Card(rank, suit) for suit, height in zip(suits, heights, strict=True) for rank in range(height + 1, 14)]
    rng.shuffle(rest)
    aces = [card for card in rest if card.is_ace]
    others = [card for card in rest if not card.is_ace]
    more = max(0, stock - len(aces))
    turned = aces + others[:more]
    rng.shuffle(turned)
    wastes: dict[str, list[Card]] = {f"w{i}": [] for i in range(1, 5)}
    for card in others[more:]:
        wastes[rng.choice(list(wastes))].append(card)
    game = REGISTRY.new_game(name, number=1, edition=edition)
    changes = {**piles, **wastes, "stock": list(reversed(turned))}
    position = replace(game.position.with_piles(changes), redeals_left=0)
    return Game(game.rulebook, position, from_deal=False)


@pytest.mark.parametrize(
    ("name", "edition"),
    [("sir-tommy", "parlett-1979"), ("puss-in-the-corner", "parlett-1979"), ("puss-in-the-corner", "pysolfc")],
)
def test_a_position_called_dead_is_lost_by_exhaustive_search_without_hints(name: str, edition: str) -> None:
    rng = random.Random(3)
    confirmed = won = 0
    for _ in range(300):
        game = endgame(rng, name, edition, out=rng.randint(6, 11), stock=rng.randint(1, 4))
        plain = solve(game, hints=False, positions=100_000)
        if dead(game):
            assert plain.outcome != "won", f"called dead, but won: {game.position}"
            confirmed += plain.outcome == "lost"
        elif plain.outcome == "won":
            won += 1
    assert confirmed >= 20, f"the test called only {confirmed} brute-force losses dead: it checked too little"
    assert won >= 20, "the positions were nearly all lost: the comparison checked too little"


def test_puss_calls_nothing_dead_while_the_redeal_is_left() -> None:
    rng = random.Random(8)
    games = [endgame(rng, "puss-in-the-corner", "parlett-1979", 10, 2) for _ in range(40)]
    called = [game for game in games if dead(game)]
    assert called
    for game in called:
        again = Game(game.rulebook, replace(game.position, redeals_left=1), from_deal=False)
        assert not dead(again)
