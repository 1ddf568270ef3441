"""Puss in the Corner: every rule clause and every edition, legal and illegal.

The base rules after Parlett (1979) and Morehead (2001); the editions after the
book of about 1911, the Wikipedia article of 2015 and PySolFC (game 430).
"""

from __future__ import annotations

import json
from itertools import permutations
from pathlib import Path

import patience_puss_in_the_corner
import patience_sir_tommy
import pytest
from patience_puss_in_the_corner import RULES, SIR_TOMMY_RULES, VARIANT, PussRules
from patience_puss_in_the_corner.editions import PYSOLFC_ORDER
from patience_puss_in_the_corner.sources import HOFFMANN_1921, PARLETT_1979, PATIENCE_GAMES_1911, PYSOLFC, WIKIPEDIA
from patience_sir_tommy import SirTommyRules

from patience_core import (
    Deal,
    Game,
    InvalidMoveError,
    Move,
    PositionError,
    Reading,
    Redeal,
    Registry,
    Role,
    Under,
    pack,
    shuffled_pack,
)

from . import tables
from .tables import assert_illegal, cards, pile_cards, saved

NAME = "puss-in-the-corner"
EDITIONS = (
    "parlett-1979",
    "sevens-privilege",
    "hoffmann-1921",
    "four-at-a-time",
    "no-stock-to-foundation",
    "must-build",
    "pysolfc",
)
CORNERS = ("w1", "w2", "w3", "w4")
ALL_ORDERS = [Redeal(order) for order in permutations(CORNERS)]


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry(plugins=[patience_sir_tommy, patience_puss_in_the_corner], entry_points=False)


def arrange(registry: Registry, edition: str | None = None, **kwargs: object) -> Game:
    """A Puss in the Corner game from a table set up by hand (see :func:`tables.arrange`)."""
    return tables.arrange(registry, NAME, edition, **kwargs)  # type: ignore[arg-type]


def empty_stock(registry: Registry, edition: str | None = None, **piles: str) -> Game:
    """A game whose stock is exhausted: the given piles, every other card on w4 (bottom) in pack order."""
    game = arrange(registry, edition, **piles)
    placed = set(cards(" ".join(piles.values())))
    placed |= {pile.cards[0] for pile in game.position.piles_of(Role.FOUNDATION)}
    rest = tuple(card for card in pack() if card not in placed)
    w4 = rest + cards(piles.get("w4", ""))
    position = game.position.with_piles({"stock": (), "w4": w4})
    return Game(game.rulebook, position, from_deal=False)


# --------------------------------------------------------------------------- the variant


def test_metadata(registry: Registry) -> None:
    variant = registry.variant(NAME)
    assert variant is VARIANT
    assert variant.title == "Puss in the Corner"
    assert variant.packs == 1 and variant.redeals == 1
    assert registry.variant("puss-in-corner") is variant
    assert [(source.author.split(",")[0], source.year) for source in variant.sources] == [
        ("Parlett", 1979),
        ("Morehead", 2001),
        ("(author not identified)", 1911),
        ("Hoffmann", 1921),
    ]
    assert tuple(edition.name for edition in variant.editions) == EDITIONS
    for edition in variant.editions:
        assert edition.sources and edition.changes
    works = {(source.of if isinstance(source, Reading) else source) for e in variant.editions for source in e.sources}
    assert {work.key for work in works} == {
        "parlett1979",
        "morehead2001",
        "patiencegames1911",
        "hoffmann1921",
        "wikipedia-puss",
        "pysolfc",
    }


def test_the_rules_are_sir_tommys_with_puss_layered_above(registry: Registry) -> None:
    assert VARIANT.rules == (SIR_TOMMY_RULES, RULES)
    assert isinstance(SIR_TOMMY_RULES, SirTommyRules) and isinstance(RULES, PussRules)
    # Puss overrides only what differs: the deal, building on foundations, the redeal, and its position check;
    # and the solver's key, safe plays and dead positions, which depend on the building and the redeal.
    own = {name for name in vars(PussRules) if name.startswith("patience_")}
    assert own == {
        "patience_deal",
        "patience_can_place",
        "patience_check_move",
        "patience_candidate_moves",
        "patience_redeal",
        "patience_solver_canonical",
        "patience_solver_safe_moves",
        "patience_solver_dead",
        "patience_check_position",
    }
    assert "patience_can_lift" not in own


def test_the_shared_clauses_cite_the_books_of_puss_in_the_corner(registry: Registry) -> None:
    game = arrange(registry, w1="5C", turn="9H")
    error = assert_illegal(game, "w1-w2", "a waste pile's top card may be played only to a foundation")
    assert error.ruling.source == PARLETT_1979
    error = assert_illegal(game, "stock-w1(2)", "only one card is moved at a time")
    assert error.ruling.source == PARLETT_1979


# --------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("edition", EDITIONS)
def test_the_aces_are_set_out_first_as_a_square(registry: Registry, edition: str) -> None:
    game = registry.new_game(NAME, number=617, edition=edition)
    position = game.position
    assert [(pile.id, pile.role) for pile in position.piles] == [
        ("f1", Role.FOUNDATION),
        ("f2", Role.FOUNDATION),
        ("f3", Role.FOUNDATION),
        ("f4", Role.FOUNDATION),
        *((pile_id, Role.WASTE) for pile_id in CORNERS),
        ("stock", Role.STOCK),
    ]
    assert [pile_cards(game, pile_id) for pile_id in ("f1", "f2", "f3", "f4")] == ["AC", "AH", "AS", "AD"]
    assert all(not position.pile(pile_id).cards for pile_id in CORNERS)
    assert position.pile("stock").cards == tuple(card for card in shuffled_pack(617) if not card.is_ace)
    assert len(position.pile("stock").cards) == 48
    assert position.redeals_left == 1


def test_the_stock_keeps_pysolfcs_order_of_the_talon_without_its_aces(registry: Registry, data_dir: Path) -> None:
    vectors = [vector for vector in json.loads((data_dir / "pysol-deals.json").read_text())["vectors"]]
    checked = 0
    for vector in vectors:
        if vector["packs"] != 1:
            continue
        for edition in ("parlett-1979", "pysolfc"):
            game = registry.new_game(NAME, number=vector["number"], edition=edition)
            stock = [str(card) for card in game.position.pile("stock").cards]
            assert stock == [card for card in vector["order"] if not card.startswith("A")]
        checked += 1
    assert checked >= 3


def test_the_first_moves_turn_the_top_card(registry: Registry) -> None:
    game = registry.new_game(NAME, number=1)
    assert game.position.pile("stock").top == cards("JD")[0]
    assert game.legal_moves() == [Move("stock", pile_id) for pile_id in CORNERS]
    game.play("stock-w2")
    assert pile_cards(game, "w2") == "JD"
    assert len(game.position.pile("stock").cards) == 47


# --------------------------------------------------------------------------- building by colour


@pytest.mark.parametrize(
    ("foundation", "card"),
    [("f1", "2C"), ("f1", "2S"), ("f3", "2C"), ("f3", "2S"), ("f2", "2H"), ("f2", "2D"), ("f4", "2H"), ("f4", "2D")],
)
def test_foundations_build_up_in_colour_regardless_of_suit(registry: Registry, foundation: str, card: str) -> None:
    game = arrange(registry, turn=card)
    game.play(f"stock-{foundation}")
    assert pile_cards(game, foundation).split()[1] == card


@pytest.mark.parametrize(
    ("foundation", "card"),
    [("f1", "2H"), ("f1", "2D"), ("f3", "2H"), ("f2", "2C"), ("f2", "2S"), ("f4", "2S")],
)
def test_a_card_of_the_other_colour_is_refused(registry: Registry, foundation: str, card: str) -> None:
    game = arrange(registry, turn=card)
    error = assert_illegal(
        game, f"stock-{foundation}", "the foundations build up in colour: red on red, black on black"
    )
    assert error.ruling.source == PARLETT_1979
    game = arrange(registry, w3=card, turn="9C")
    assert_illegal(game, f"w3-{foundation}", "the foundations build up in colour")


@pytest.mark.parametrize("card", ["3C", "4S", "KC", "QS"])
def test_foundations_build_one_rank_at_a_time(registry: Registry, card: str) -> None:
    game = arrange(registry, f1="AC 2S", turn=card)
    if card == "3C":
        game.play("stock-f1")
        assert pile_cards(game, "f1") == "AC 2S 3C"
    else:
        assert_illegal(game, "stock-f1", "the foundations build up one rank at a time, to the king")


def test_foundations_build_to_the_king(registry: Registry) -> None:
    black = "AC 2S 3C 4S 5C 6S 7C 8S 9C 10S JC QS"
    game = arrange(registry, f1=black, turn="KC")
    assert Move("stock", "f1") in game.legal_moves()
    game.play("stock-f1")
    game = arrange(registry, f1=black + " KC", f3="AS 2C", turn="3S")
    assert_illegal(game, "stock-f1", "one rank at a time, to the king")
    game.play("stock-f3")


def test_the_legal_moves_build_only_in_colour(registry: Registry) -> None:
    game = arrange(registry, w1="2H", w2="2C", w3="9D", turn="KS")
    assert game.legal_moves() == [
        Move("w1", "f2"),
        Move("w1", "f4"),
        Move("w2", "f1"),
        Move("w2", "f3"),
        *(Move("stock", pile_id) for pile_id in CORNERS),
    ]


# --------------------------------------------------------------------------- the corners (Sir Tommy's clauses)


def test_a_turned_card_goes_to_a_foundation_or_onto_any_corner(registry: Registry) -> None:
    game = arrange(registry, turn="2D 9S 9H KD QC")
    game.play("stock-f4")
    for pile_id in CORNERS:
        game.play(f"stock-{pile_id}")
    assert [pile_cards(game, pile_id) for pile_id in CORNERS] == ["9S", "9H", "KD", "QC"]


def test_corner_tops_go_only_to_the_foundations(registry: Registry) -> None:
    game = arrange(registry, w1="9D 2S", w2="5H", turn="KD")
    game.play("w1-f3")
    assert pile_cards(game, "f3") == "AS 2S"
    assert_illegal(game, "w2-w1", "a waste pile's top card may be played only to a foundation")
    assert_illegal(game, "w2-stock", "no card goes back to the stock")


def test_foundation_cards_stay(registry: Registry) -> None:
    game = arrange(registry, f2="AH 2D", turn="KD")
    assert_illegal(game, "f2-w1", "cards built on a foundation stay there")
    assert_illegal(game, "f2-f4", "cards built on a foundation stay there")


def test_one_card_at_a_time(registry: Registry) -> None:
    game = arrange(registry, f1="AC 2S", w1="4C 3C", turn="KD")
    assert_illegal(game, "w1-f1(2)", "only one card is moved at a time")


# --------------------------------------------------------------------------- the redeal


def test_no_redeal_while_the_stock_lasts(registry: Registry) -> None:
    game = arrange(registry, w1="9D", turn="KD")
    assert not any(isinstance(move, Redeal) for move in game.legal_moves())
    assert_illegal(game, "redeal w1 w2 w3 w4", "the corners are gathered only once the stock is exhausted")


def test_every_order_of_gathering_is_offered_once_the_stock_is_exhausted(registry: Registry) -> None:
    game = empty_stock(registry)
    redeals = [move for move in game.legal_moves() if isinstance(move, Redeal)]
    assert redeals == ALL_ORDERS
    assert len(redeals) == 24


def test_the_redeal_gathers_the_corners_in_the_order_chosen_unshuffled(registry: Registry) -> None:
    game = empty_stock(registry, w1="9D 8C", w2="KH", w3="", w4="QS JD")
    w4 = game.position.pile("w4").cards
    game.play("redeal w2 w4 w1 w3")
    # The first corner named comes up first, each corner from its bottom card.
    coming_up = (*cards("KH"), *w4, *cards("9D 8C"))
    assert game.position.pile("stock").cards == tuple(reversed(coming_up))
    assert all(not game.position.pile(pile_id).cards for pile_id in CORNERS)
    assert game.position.redeals_left == 0
    assert game.position.pile("stock").top == cards("KH")[0]
    game.play("stock-w1")
    assert game.position.pile("stock").top == w4[0]


@pytest.mark.parametrize("order", list(permutations(CORNERS)))
def test_each_order_turns_the_corners_in_that_order(registry: Registry, order: tuple[str, ...]) -> None:
    game = empty_stock(registry, w1="9D", w2="KH 5S", w3="QD")
    before = {pile_id: game.position.pile(pile_id).cards for pile_id in CORNERS}
    game.play(Redeal(order))
    expected = tuple(card for pile_id in order for card in before[pile_id])
    assert tuple(reversed(game.position.pile("stock").cards)) == expected


@pytest.mark.parametrize(
    "move",
    ["redeal", "redeal w1 w2 w3", "redeal w1 w2 w3 w3", "redeal w1 w2 w3 w4 w1", "redeal f1 w2 w3 w4"],
)
def test_the_redeal_names_each_corner_once(registry: Registry, move: str) -> None:
    game = empty_stock(registry)
    assert_illegal(game, move, "the player gathers the four corners in an order of their choice")


def test_a_redeal_naming_no_pile_of_the_table_is_no_move(registry: Registry) -> None:
    game = empty_stock(registry)
    with pytest.raises(InvalidMoveError):
        game.play("redeal w1 w2 w3 w9")


def test_only_one_redeal(registry: Registry) -> None:
    game = empty_stock(registry, w1="9D")
    game.play("redeal w4 w3 w2 w1")
    while game.position.pile("stock").cards:
        game.play("stock-w1")
    assert not any(isinstance(move, Redeal) for move in game.legal_moves())
    error = assert_illegal(game, "redeal w1 w2 w3 w4", "no redeal is left")
    assert "allows 1" in error.ruling.rule


def test_nothing_to_gather(registry: Registry) -> None:
    game = empty_stock(registry)
    position = game.position.with_piles({"w4": ()})
    bare = Game(game.rulebook, position, from_deal=False)
    assert_illegal(bare, "redeal w1 w2 w3 w4", "there is nothing in the corners to gather")


def test_a_deal_is_no_move_of_the_base_game(registry: Registry) -> None:
    game = registry.new_game(NAME, number=1)
    assert_illegal(game, "deal", "no rule of this patience allows a deal")


# --------------------------------------------------------------------------- the end


def test_won_when_every_card_is_on_the_foundations(registry: Registry) -> None:
    black = ["AC 2S 3C 4S 5C 6S 7C 8S 9C 10S JC QS", "AS 2C 3S 4C 5S 6C 7S 8C 9S 10C JS QC"]
    red = ["AH 2D 3H 4D 5H 6D 7H 8D 9H 10D JH QD", "AD 2H 3D 4H 5D 6H 7D 8H 9D 10H JD QH"]
    game = arrange(registry, f1=black[0], f3=black[1], f2=red[0], f4=red[1], w1="KC KH", turn="KS KD")
    for move in ("stock-f1", "stock-f2", "w1-f4", "w1-f3"):
        assert not game.is_won
        game.play(move)
    assert game.is_won and game.is_over
    assert game.legal_moves() == []


def play_greedily(game: Game) -> None:
    """Play to the end: build whatever builds, else the turned card onto the shortest corner, else redeal."""
    while not game.is_over:
        moves = game.legal_moves()
        builds = [move for move in moves if isinstance(move, Move) and move.target.startswith("f")]
        others = [move for move in moves if isinstance(move, Move) and move.source == "stock"]
        if builds:
            game.play(builds[0])
        elif others:
            game.play(min(others, key=lambda move: len(game.position.pile(move.target))))
        else:
            game.play(moves[0])  # a deal or a redeal


@pytest.mark.parametrize("edition", EDITIONS)
@pytest.mark.parametrize("number", [1, 2, 617])
def test_every_edition_is_playable_to_its_end(registry: Registry, edition: str, number: int) -> None:
    game = registry.new_game(NAME, number=number, edition=edition)
    play_greedily(game)
    assert game.is_over
    assert game.position.redeals_left == 0 or game.is_won
    assert not game.position.pile("stock").cards
    assert sorted(game.position.cards()) == sorted(pack())
    assert registry.load_game(game.to_json()) == game


SAMPLE_DEAL = 1
SAMPLE_LINE = (
    "stock-w1 stock-f2 stock-w1 stock-w2 stock-w1 stock-w2 stock-w3 stock-w2 stock-w4 stock-w4 stock-w4 stock-w3 "
    "stock-w4 stock-w4 stock-f2 stock-f1 stock-w4 stock-w4 stock-w4 stock-w4 stock-f1 stock-f1 stock-f1 stock-w4 "
    "stock-w4 stock-f2 w1-f2 stock-w2 stock-w1 stock-w2 stock-w4 stock-w3 stock-w4 stock-w4 stock-f3 w2-f3 w3-f3 "
    "w3-f3 stock-w4 stock-w4 stock-f2 w4-f2 stock-w4 stock-f2 stock-w4 stock-f1 w1-f1 w1-f2 stock-w2 stock-f1 "
    "stock-w1 stock-f3 stock-f1 stock-f4 w1-f1 w2-f4 w2-f4 w2-f4 stock-f4 w2-f4 w2-f1 w3-f3 w4-f1 w4-f3"
)


def test_a_sample_deal_is_won_with_the_redeal(registry: Registry) -> None:
    game = registry.new_game(NAME, number=SAMPLE_DEAL)
    for move in SAMPLE_LINE.split():
        game.play(move)
    assert not game.position.pile("stock").cards and not game.is_won
    game.play("redeal w1 w2 w3 w4")
    assert game.position.redeals_left == 0
    for move in (
        "stock-w1 stock-w2 stock-f1 stock-f3 stock-w2 stock-w3 stock-w4 stock-w1 stock-w3 stock-w2 stock-f3 w2-f3 "
        "w2-f3 w4-f3 stock-w2 stock-f2 stock-w2 stock-f4 stock-f2 w1-f4 w2-f4 w1-f4 w2-f2 w2-f2 w3-f4 w3-f4"
    ).split():
        game.play(move)
    assert game.is_won


# --------------------------------------------------------------------------- impossible positions


def test_an_empty_foundation_is_refused(registry: Registry) -> None:
    game = arrange(registry, f2="", w1="AH", turn="KD")
    with pytest.raises(PositionError, match="foundation f2 is empty, but the AH is set out on it before play"):
        registry.load_game(saved(game))


def test_an_ace_in_the_wrong_place_is_refused(registry: Registry) -> None:
    game = arrange(registry, f1="AS", f3="AC 2S", turn="KD")
    with pytest.raises(PositionError, match="foundation f1 starts with AS, but the AC is set out on it"):
        registry.load_game(saved(game))


def test_a_foundation_out_of_colour_is_refused(registry: Registry) -> None:
    game = arrange(registry, f1="AC 2H", turn="KD")
    with pytest.raises(
        PositionError, match="foundation f1 is out of sequence at 2H: the foundations build up in colour"
    ):
        registry.load_game(saved(game))


def test_a_possible_position_loads(registry: Registry) -> None:
    game = arrange(registry, f1="AC 2S 3S", w1="9D", w4="KH QC", turn="5D")
    loaded = registry.load_game(saved(game))
    assert loaded.position.piles == game.position.piles


# --------------------------------------------------------------------------- edition: the sevens privilege

SEVENS = "sevens-privilege"


def sevens(registry: Registry, **kwargs: object) -> Game:
    return arrange(registry, SEVENS, **kwargs)


def test_a_seven_turned_up_grants_the_privilege(registry: Registry) -> None:
    game = sevens(registry, w1="KD", w2="QC", turn="9H 7C 2D")
    assert game.position.get("privilege") is None
    game.play("stock-w3")
    assert game.position.pile("stock").top == cards("7C")[0]
    assert game.position.get("privilege") == "w1 w2 w3 w4"
    assert "privilege: w1 w2 w3 w4" in str(game)


def test_under_the_privilege_one_packet_goes_on_top_of_another(registry: Registry) -> None:
    game = sevens(registry, w1="KD 9S", w2="QC", w3="JH", w4="10S 8C", turn="7C 2D", state={"privilege": "w1 w2 w3 w4"})
    assert Move("w1", "w2", 2) in game.legal_moves()
    assert Move("w2", "w1") in game.legal_moves()
    game.play("w1-w2(2)")
    assert pile_cards(game, "w2") == "QC KD 9S"
    assert pile_cards(game, "w1") == ""
    assert game.position.get("privilege") == "w3 w4"
    error = assert_illegal(game, "w2-w3(3)", "only w3 and w4 may still be paired")
    assert error.ruling.source == PATIENCE_GAMES_1911
    game.play("w4-w3(2)")
    assert pile_cards(game, "w3") == "JH 10S 8C"
    assert game.position.get("privilege") is None
    assert_illegal(game, "w3-w2(3)", "a corner packet may be moved onto another only while a 7 is turned up")


def test_the_privilege_moves_whole_packets_onto_packets(registry: Registry) -> None:
    game = sevens(registry, w1="KD 9S", w2="QC", turn="7C", state={"privilege": "w1 w2 w3 w4"})
    assert_illegal(game, "w1-w2", "the privilege moves a whole corner packet (2 cards)")
    assert_illegal(game, "w2-w3", "the privilege puts a corner packet on top of another packet")
    assert Move("w1", "w3", 2) not in game.legal_moves()


def test_without_a_seven_no_packet_moves(registry: Registry) -> None:
    game = sevens(registry, w1="KD 9S", w2="QC", turn="8C 7C")
    assert_illegal(game, "w1-w2(2)", "a corner packet may be moved onto another only while a 7 is turned up")
    assert_illegal(game, "w2-w1", "only while a 7 is turned up")


def test_the_privilege_is_optional_and_lasts_until_the_seven_is_placed(registry: Registry) -> None:
    game = sevens(registry, f1="AC 2S", w1="3C", w2="QC", turn="7C 7D 5H", state={"privilege": "w1 w2 w3 w4"})
    game.play("w1-f1")  # a play to a foundation keeps the privilege
    assert game.position.get("privilege") == "w1 w2 w3 w4"
    game.play("stock-w1")  # placing the 7 ends it; the next 7 grants it anew
    assert game.position.get("privilege") == "w1 w2 w3 w4"
    game.play("stock-w2")
    assert game.position.get("privilege") is None
    assert_illegal(game, "w1-w2", "only while a 7 is turned up")


def test_placing_the_seven_on_a_foundation_ends_the_privilege(registry: Registry) -> None:
    black = "AC 2S 3C 4S 5C 6S"
    game = sevens(registry, f1=black, w1="KD", w2="QC", turn="7C 9H", state={"privilege": "w1 w2 w3 w4"})
    game.play("stock-f1")
    assert game.position.get("privilege") is None


def test_a_deal_whose_first_card_is_a_seven_grants_the_privilege(registry: Registry) -> None:
    number = next(n for n in range(1, 500) if [c for c in shuffled_pack(n) if not c.is_ace][-1].rank == 7)
    game = registry.new_game(NAME, number=number, edition=SEVENS)
    assert game.position.get("privilege") == "w1 w2 w3 w4"
    plain = registry.new_game(NAME, number=number)
    assert plain.position.get("privilege") is None


def test_a_redeal_turning_up_a_seven_grants_the_privilege(registry: Registry) -> None:
    game = empty_stock(registry, SEVENS, w1="7H 9D", w2="KC")
    game.play("redeal w1 w2 w3 w4")
    assert game.position.pile("stock").top == cards("7H")[0]
    assert game.position.get("privilege") == "w1 w2 w3 w4"


def test_the_privilege_is_refused_in_a_position_without_a_seven(registry: Registry) -> None:
    game = sevens(registry, w1="KD", turn="8C", state={"privilege": "w1 w2 w3 w4"})
    with pytest.raises(PositionError, match="the sevens privilege is held only while a 7 is turned up"):
        registry.load_game(saved(game))
    game = sevens(registry, w1="KD", turn="7C", state={"privilege": "w1 w5"})
    with pytest.raises(PositionError, match="the sevens privilege names four corners or two"):
        registry.load_game(saved(game))
    game = sevens(registry, w1="KD", turn="7C", state={"privilege": "w1 w3"})
    assert registry.load_game(saved(game)).position.get("privilege") == "w1 w3"


def test_the_base_game_has_no_privilege(registry: Registry) -> None:
    game = arrange(registry, w1="KD", w2="QC", turn="9H 7C")
    game.play("stock-w3")
    assert game.position.get("privilege") is None
    assert_illegal(game, "w1-w2", "a waste pile's top card may be played only to a foundation")


# --------------------------------------------------------------------------- edition: Hoffmann's sevens

HOFFMANN = "hoffmann-1921"
FOUR_CORNERS = {"privilege": "w1 w2 w3 w4"}


def test_hoffmanns_privilege_moves_any_number_of_cards_to_the_top_of_another_heap(registry: Registry) -> None:
    # Hoffmann 1921, No. 11, para. 2: "any number of cards ... from any one corner heap to the top or bottom".
    game = arrange(registry, HOFFMANN, w1="KD 9S 5H", w2="QC", turn="7C 2D", state=FOUR_CORNERS)
    game.play("w1-w2(2)")
    assert (pile_cards(game, "w1"), pile_cards(game, "w2")) == ("KD", "QC 9S 5H")
    assert game.position.get("privilege") == "w3 w4"


def test_hoffmanns_privilege_moves_cards_under_another_heap(registry: Registry) -> None:
    game = arrange(registry, HOFFMANN, w1="KD 9S 5H", w2="QC JH", turn="7C 2D", state=FOUR_CORNERS)
    assert Under("w1", "w2", 2) in game.legal_moves() and Under("w1", "w2", 3) in game.legal_moves()
    game.play("w1-under-w2(2)")
    assert (pile_cards(game, "w1"), pile_cards(game, "w2")) == ("KD", "9S 5H QC JH")
    assert game.position.pile("w2").top == cards("JH")[0]


def test_hoffmanns_double_change_is_between_the_other_two_heaps(registry: Registry) -> None:
    game = arrange(registry, HOFFMANN, w1="KD 9S", w2="QC", w3="JH", w4="10S 8C", turn="7C 2D", state=FOUR_CORNERS)
    game.play("w1-w2")
    error = assert_illegal(game, "w2-under-w3", "the same heap is not disturbed twice under one seven")
    assert error.ruling.source == HOFFMANN_1921.paragraph(2)
    game.play("w4-under-w3")
    assert pile_cards(game, "w3") == "8C JH"
    assert game.position.get("privilege") is None
    assert_illegal(game, "w1-w3", "only when a seven turns up")


def test_hoffmanns_privilege_is_no_move_without_a_seven_nor_into_an_empty_corner(registry: Registry) -> None:
    game = arrange(registry, HOFFMANN, w1="KD 9S", w2="QC", turn="8C 7C")
    error = assert_illegal(game, "w1-under-w2", "only when a seven turns up")
    assert isinstance(error.ruling.source, Reading)
    game = arrange(registry, HOFFMANN, w1="KD 9S", w2="QC", turn="7C", state=FOUR_CORNERS)
    assert_illegal(game, "w1-w3", "not to an empty one")
    assert_illegal(game, "stock-under-w1", "cards go under a heap only from another corner heap")


def test_hoffmanns_edition_cites_hoffmann_for_the_base_rules_too(registry: Registry) -> None:
    game = arrange(registry, HOFFMANN, f1="AC", turn="2H")
    error = assert_illegal(game, "stock-f1", "the foundations build up in colour")
    assert error.ruling.source == HOFFMANN_1921.paragraph(1)
    game = empty_stock(registry, HOFFMANN, w1="9D")
    error = assert_illegal(game, "redeal", "name each corner once")
    assert isinstance(error.ruling.source, Reading) and error.ruling.source.of == HOFFMANN_1921.paragraph(3)
    game.play("redeal w1 w2 w3 w4")
    assert game.position.redeals_left == 0


# --------------------------------------------------------------------------- edition: four at a time

FOUR = "four-at-a-time"


def test_four_at_a_time_starts_with_a_deal(registry: Registry) -> None:
    game = registry.new_game(NAME, number=1, edition=FOUR)
    assert game.legal_moves() == [Deal()]
    error = assert_illegal(game, "stock-w1", "cards leave the stock only when dealt, four at a time: deal first")
    assert error.ruling.source == WIKIPEDIA


def test_four_cards_dealt_are_placed_on_corners_of_the_players_choice(registry: Registry) -> None:
    game = arrange(registry, FOUR, f2="AH", turn="2H 9C 8C 7S 5D")
    game.play("deal")
    assert game.position.get("to_place") == 4
    assert game.legal_moves() == [Move("stock", pile_id) for pile_id in CORNERS]
    assert_illegal(game, "stock-f2", "the cards dealt go onto the corners, not straight to a foundation")
    game.play("stock-w1")
    assert game.position.get("to_place") == 3
    assert_illegal(game, "w1-f2", "the cards dealt are placed on the corners before any play (3 to place)")
    assert_illegal(game, "deal", "the cards dealt are placed before the next deal (3 to place)")
    for _ in range(3):
        game.play("stock-w2")  # not necessarily one on each corner
    assert game.position.get("to_place") is None
    assert pile_cards(game, "w2") == "9C 8C 7S"
    assert game.legal_moves() == [Deal(), Move("w1", "f2"), Move("w1", "f4")]
    game.play("w1-f2")
    assert_illegal(game, "stock-w3", "deal first")
    game.play("deal")
    assert pile_cards(game, "stock").split()[-1] == "5D"


def test_the_last_deal_may_be_short(registry: Registry) -> None:
    game = empty_stock(registry, FOUR)
    w4 = game.position.pile("w4").cards
    position = game.position.with_piles({"w4": w4[:-2], "stock": w4[-2:]})
    short = Game(game.rulebook, position, from_deal=False)
    short.play("deal")
    assert short.position.get("to_place") == 2
    short.play("stock-w1")
    short.play("stock-w1")
    assert short.position.get("to_place") is None
    assert_illegal(short, "deal", "the stock is exhausted: there is nothing to deal")
    short.play("redeal w1 w2 w3 w4")
    assert short.legal_moves()[-1] == Deal()
    assert_illegal(short, "stock-w1", "deal first")


def test_four_at_a_time_refuses_an_impossible_count(registry: Registry) -> None:
    game = arrange(registry, FOUR, turn="KD", state={"to_place": 5})
    with pytest.raises(PositionError, match="'to_place' counts the cards of a deal still to place, 1 to 4, not 5"):
        registry.load_game(saved(game))
    empty = empty_stock(registry, FOUR)
    position = empty.position.with_state(to_place=2)
    data = saved(Game(empty.rulebook, position, from_deal=False))
    with pytest.raises(PositionError, match="2 cards dealt are still to place, but the stock holds fewer"):
        registry.load_game(data)


# --------------------------------------------------------------------------- edition: no stock to foundation


def test_no_play_from_the_stock_to_a_foundation(registry: Registry) -> None:
    game = arrange(registry, "no-stock-to-foundation", w1="2C", turn="2H")
    error = assert_illegal(game, "stock-f2", "no card goes from the stock straight to a foundation")
    assert error.ruling.source == WIKIPEDIA
    assert game.legal_moves() == [Move("w1", "f1"), Move("w1", "f3"), *(Move("stock", p) for p in CORNERS)]
    game.play("stock-w2")
    game.play("w2-f2")
    assert pile_cards(game, "f2") == "AH 2H"


# --------------------------------------------------------------------------- edition: must build


def test_a_turned_card_that_builds_must_be_built(registry: Registry) -> None:
    game = arrange(registry, "must-build", w1="2C", turn="2H 9C")
    error = assert_illegal(game, "stock-w1", "the turned card 2H will build on a foundation, so it must go there")
    assert error.ruling.source == PATIENCE_GAMES_1911
    assert Move("w1", "f1") in game.legal_moves()  # a corner top that builds may wait
    game.play("stock-f4")
    game.play("stock-w3")  # the 9C builds nowhere: onto a corner
    assert pile_cards(game, "w3") == "9C"


# --------------------------------------------------------------------------- edition: PySolFC


def test_pysolfc_redeals_in_its_fixed_order(registry: Registry) -> None:
    game = empty_stock(registry, "pysolfc", w1="9D 8C", w2="KH", w3="QS JD")
    before = {pile_id: game.position.pile(pile_id).cards for pile_id in CORNERS}
    assert [move for move in game.legal_moves() if isinstance(move, Redeal)] == [Redeal()]
    game.play("redeal")
    coming_up = tuple(card for pile_id in ("w4", "w3", "w2", "w1") for card in before[pile_id])
    assert tuple(reversed(game.position.pile("stock").cards)) == coming_up
    assert PYSOLFC_ORDER == ("w4", "w3", "w2", "w1")


def test_pysolfc_gives_the_player_no_choice_of_order(registry: Registry) -> None:
    game = empty_stock(registry, "pysolfc", w1="9D")
    for order in ("w1 w2 w3 w4", "w4 w3 w2 w1"):
        error = assert_illegal(game, f"redeal {order}", "PySolFC gathers the corners in a fixed order")
        assert error.ruling.source == PYSOLFC
    game.play("redeal")
    assert tuple(reversed(game.position.pile("stock").cards))[-1] == cards("9D")[0]


def test_pysolfc_redeals_only_once_the_stock_is_exhausted(registry: Registry) -> None:
    game = arrange(registry, "pysolfc", w1="9D", turn="KD")
    assert_illegal(game, "redeal", "the corners are gathered only once the stock is exhausted")


# --------------------------------------------------------------------------- every edition keeps the base rules


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_edition_builds_in_colour_and_keeps_the_corners(registry: Registry, edition: str) -> None:
    state = {"privilege": "w1 w2 w3 w4"} if edition == SEVENS else None
    game = arrange(registry, edition, w1="2H", w2="9C", turn="7D", state=state)
    assert_illegal(game, "w1-f1", "the foundations build up in colour")
    assert_illegal(game, "f1-w3", "cards built on a foundation stay there")
    game.play("w1-f2")
    assert pile_cards(game, "f2") == "AH 2H"
    assert game.rulebook.redeals == 1
