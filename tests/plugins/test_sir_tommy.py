"""Sir Tommy: every rule clause, legal and illegal (Parlett 1979, p. 214; Cheney 1869).

Each test builds a table, plays or judges a move and checks the verdict, the
rule it names and, for an illegal move, that the game is left as it was.
"""

from __future__ import annotations

import json
from pathlib import Path

import patience_sir_tommy
import pytest
from patience_sir_tommy import FOUNDATIONS, PARLETT_1979, WASTES

from patience_core import (
    Game,
    Move,
    Pile,
    PositionError,
    Reading,
    Redeal,
    Registry,
    Role,
    pack,
    parse_card,
    shuffled_pack,
)
from patience_core.solving.players import play
from patience_core.sources import HOFFMANN_1921

from . import tables
from .tables import assert_illegal, cards, pile_cards, saved


@pytest.fixture(scope="module")
def registry() -> Registry:
    return Registry(plugins=[patience_sir_tommy], entry_points=False)


def arrange(registry: Registry, *, turn: str = "", **piles: str) -> Game:
    """A Sir Tommy game from a table set up by hand (see :func:`tables.arrange`)."""
    return tables.arrange(registry, "sir-tommy", turn=turn, **piles)


# --------------------------------------------------------------------------- the variant


def test_metadata_names_sources_and_aliases(registry: Registry) -> None:
    variant = registry.variant("sir-tommy")
    assert variant.title == "Sir Tommy"
    assert variant.packs == 1
    assert variant.redeals == 0
    assert {"old-patience", "try-again"} <= set(variant.aliases)
    assert [(source.author, source.year) for source in variant.sources] == [
        ("Parlett", 1979),
        ("Cheney", 1869),
        ("Hoffmann", 1921),
    ]
    assert [edition.name for edition in variant.editions] == ["parlett-1979", "hoffmann-1921"]
    assert registry.variant("try-again") is variant
    assert registry.variant("old-patience") is variant


# --------------------------------------------------------------------------- the deal


@pytest.mark.parametrize("number", [1, 617, 123456])
def test_deal_is_the_whole_pack_as_stock(registry: Registry, number: int) -> None:
    game = registry.new_game("sir-tommy", number=number)
    position = game.position
    assert [(pile.id, pile.role) for pile in position.piles] == [
        *((pile_id, Role.FOUNDATION) for pile_id in FOUNDATIONS),
        *((pile_id, Role.WASTE) for pile_id in WASTES),
        ("stock", Role.STOCK),
    ]
    assert position.pile("stock").cards == tuple(shuffled_pack(number))
    assert all(not pile.cards for pile in position.piles if pile.role is not Role.STOCK)
    assert position.redeals_left == 0
    assert not game.is_won and not game.is_over


def test_deal_matches_the_pysolfc_vectors(registry: Registry, data_dir: Path) -> None:
    vectors = json.loads((data_dir / "pysol-deals.json").read_text())["vectors"]
    checked = 0
    for vector in vectors:
        if vector["packs"] != 1:
            continue
        game = registry.new_game("sir-tommy", number=vector["number"])
        assert [str(card) for card in game.position.pile("stock").cards] == vector["order"]
        checked += 1
    assert checked >= 2


def test_first_moves_turn_the_top_card_onto_a_waste_pile(registry: Registry) -> None:
    game = registry.new_game("sir-tommy", number=1)
    top = game.position.pile("stock").top
    assert top is not None and not top.is_ace
    assert game.legal_moves() == [Move("stock", pile_id) for pile_id in WASTES]


# --------------------------------------------------------------------------- the turned card


def test_the_turned_card_is_played_straight_from_the_stock(registry: Registry) -> None:
    game = arrange(registry, turn="9C 4D")
    game.play("stock-w3")
    assert pile_cards(game, "w3") == "9C"
    assert game.position.pile("stock").top == parse_card("4D")
    assert len(game.position.pile("stock")) == 51


# --------------------------------------------------------------------------- aces


def test_an_ace_turned_starts_a_foundation(registry: Registry) -> None:
    game = arrange(registry, turn="AH")
    assert game.legal_moves() == [Move("stock", pile_id) for pile_id in FOUNDATIONS]
    game.play("stock-f3")
    assert pile_cards(game, "f3") == "AH"


def test_an_ace_turned_must_go_to_a_foundation(registry: Registry) -> None:
    game = arrange(registry, turn="AS")
    error = assert_illegal(game, "stock-w1", "an ace turned from the stock must start a foundation")
    # The books say each ace starts a foundation as it turns up; that it may not be kept back is our reading.
    assert error.ruling.source == Reading("the ace must start a foundation", of=PARLETT_1979)


def test_only_an_ace_starts_a_foundation(registry: Registry) -> None:
    game = arrange(registry, turn="2S")
    assert_illegal(game, "stock-f1", "only an ace starts a foundation")
    game = arrange(registry, w1="5C", turn="AD")
    assert_illegal(game, "w1-f1", "only an ace starts a foundation")


def test_each_ace_may_start_any_empty_foundation(registry: Registry) -> None:
    game = arrange(registry, f1="AC", f2="AD", turn="AS")
    assert game.legal_moves() == [Move("stock", "f3"), Move("stock", "f4")]
    assert_illegal(game, "stock-f1", "foundations build up one rank at a time")


# --------------------------------------------------------------------------- building


def test_foundations_build_up_regardless_of_suit(registry: Registry) -> None:
    game = arrange(registry, f1="AC", w2="2H", turn="3D")
    game.play("w2-f1")
    game.play("stock-f1")
    assert pile_cards(game, "f1") == "AC 2H 3D"


def test_a_foundation_takes_the_next_rank_of_any_suit(registry: Registry) -> None:
    for card in ("3S", "3C", "3H", "3D"):
        game = arrange(registry, f1="AC 2H", turn=card)
        game.play("stock-f1")
        assert pile_cards(game, "f1") == f"AC 2H {card}"


@pytest.mark.parametrize("card", ["4S", "2C", "KH", "9D"])
def test_foundations_build_up_one_rank_at_a_time(registry: Registry, card: str) -> None:
    game = arrange(registry, f1="AC 2H", turn=card)
    assert_illegal(game, "stock-f1", "foundations build up one rank at a time")
    game = arrange(registry, f1="AC 2H", w1=card, turn="")
    assert_illegal(game, "w1-f1", "foundations build up one rank at a time")


def test_foundations_build_to_the_king_and_no_further(registry: Registry) -> None:
    suits = "CSHD"
    f1 = " ".join(f"{rank}{suits[i % 4]}" for i, rank in enumerate("A 2 3 4 5 6 7 8 9 10 J Q".split()))
    game = arrange(registry, f1=f1, turn="KD")
    game.play("stock-f1")
    assert pile_cards(game, "f1").endswith("QD KD")
    game = arrange(registry, f1=f1 + " KD", f2="AH", turn="2D")
    assert_illegal(game, "stock-f1", "foundations build up one rank at a time, to the king")
    game.play("stock-f2")


# --------------------------------------------------------------------------- the waste piles


def test_four_waste_piles_take_any_card_from_the_stock(registry: Registry) -> None:
    game = arrange(registry, w1="KS", w2="2C", turn="QH 3D JS 5C")
    for pile_id in WASTES:
        game.play(f"stock-{pile_id}")
    assert [pile_cards(game, pile_id) for pile_id in WASTES] == ["KS QH", "2C 3D", "JS", "5C"]


def test_a_waste_pile_takes_no_card_from_another_waste_pile(registry: Registry) -> None:
    game = arrange(registry, w1="KS", w2="2C", turn="5H")
    assert_illegal(game, "w1-w2", "a waste pile's top card may be played only to a foundation")
    assert_illegal(game, "w2-w3", "a waste pile's top card may be played only to a foundation")


def test_a_waste_pile_takes_no_card_from_a_foundation(registry: Registry) -> None:
    game = arrange(registry, f1="AC 2D", turn="5H")
    assert_illegal(game, "f1-w1", "cards built on a foundation stay there")


def test_waste_tops_go_to_the_foundations(registry: Registry) -> None:
    game = arrange(registry, f1="AC", w1="2D 9S", w2="9H 2S", turn="5H")
    assert Move("w2", "f1") in game.legal_moves()
    assert Move("w1", "f1") not in game.legal_moves()
    game.play("w2-f1")
    assert pile_cards(game, "w2") == "9H"
    assert pile_cards(game, "f1") == "AC 2S"


def test_only_the_top_of_a_waste_pile_may_be_played(registry: Registry) -> None:
    game = arrange(registry, f1="AC", w1="2D 9S", turn="5H")
    assert_illegal(game, "w1-f1", "foundations build up one rank at a time")
    assert_illegal(game, "w1-f1(2)", "only one card is moved at a time")


def test_no_card_goes_back_to_the_stock(registry: Registry) -> None:
    game = arrange(registry, f1="AC", w1="9S", turn="5H")
    assert_illegal(game, "w1-stock", "no card goes back to the stock")
    assert_illegal(game, "f1-stock", "cards built on a foundation stay there")


def test_foundation_cards_stay(registry: Registry) -> None:
    game = arrange(registry, f1="AC 2D", turn="5H")
    assert_illegal(game, "f1-f2", "cards built on a foundation stay there")


def test_one_card_at_a_time_from_the_stock(registry: Registry) -> None:
    game = arrange(registry, turn="5H 6H")
    assert_illegal(game, "stock-w1(2)", "only one card is moved at a time")


def test_legal_moves_list_every_waste_top_to_foundation_play(registry: Registry) -> None:
    game = arrange(registry, f1="AC", f2="AH 2H", w1="2D", w3="3S", turn="KC")
    assert game.legal_moves() == [
        Move("w1", "f1"),
        Move("w3", "f2"),
        *(Move("stock", pile_id) for pile_id in WASTES),
    ]


# --------------------------------------------------------------------------- no redeal, the end


def test_there_is_no_redeal(registry: Registry) -> None:
    game = arrange(registry, f1="AC", w1="9S 8D", turn="")
    rest = tuple(card for card in pack() if card not in set(cards("AC 9S 8D")))
    ended = Game(game.rulebook, game.position.with_piles({"stock": (), "w2": rest}), from_deal=False)
    assert not any(isinstance(move, Redeal) for move in ended.legal_moves())
    error = assert_illegal(ended, "redeal", "no redeal is left")
    assert "allows 0" in error.ruling.rule
    assert_illegal(ended, {"redeal": True, "order": ["w1", "w2", "w3", "w4"]}, "no redeal is left")


def test_a_deal_is_no_move_of_sir_tommy(registry: Registry) -> None:
    game = registry.new_game("sir-tommy", number=1)
    assert_illegal(game, "deal", "no rule of this patience allows a deal")


def test_the_game_is_won_when_every_card_is_on_the_foundations(registry: Registry) -> None:
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q".split()
    built = {f"f{i + 1}": " ".join(f"{rank}{suit}" for rank in ranks) for i, suit in enumerate("CSHD")}
    game = arrange(registry, **built, w2="KS KC", turn="KH KD")
    assert not game.is_won
    for move in ("stock-f3", "stock-f4", "w2-f1", "w2-f2"):
        assert not game.is_won
        game.play(move)
    assert game.is_won
    assert game.is_over
    assert game.legal_moves() == []


def test_the_game_is_over_when_no_move_is_left(registry: Registry) -> None:
    # The stock is empty and no waste top fits a foundation: lost.
    game = arrange(registry, f1="AC", f2="AS", f3="AH", f4="AD", turn="")
    rest = [card for card in pack() if not card.is_ace]
    stuck = game.position.with_piles({"stock": (), "w1": tuple(rest)})  # the twos lie at the bottom
    ended = Game(game.rulebook, stuck, from_deal=False)
    assert ended.legal_moves() == []
    assert ended.is_over and not ended.is_won


def play_greedily(game: Game) -> None:
    """Play to the end: any waste top or turned card that builds, else the turned card onto the shortest waste pile."""
    while not game.is_over:
        moves = game.legal_moves()
        builds = [move for move in moves if isinstance(move, Move) and move.target.startswith("f")]
        if builds:
            game.play(builds[0])
            continue
        stock = [move for move in moves if isinstance(move, Move) and move.source == "stock"]
        game.play(min(stock, key=lambda move: len(game.position.pile(move.target))))


@pytest.mark.parametrize("number", [1, 2, 3, 617])
def test_a_whole_game_is_playable_to_its_end(registry: Registry, number: int) -> None:
    game = registry.new_game("sir-tommy", number=number)
    play_greedily(game)
    assert game.is_over
    assert not game.position.pile("stock").cards
    assert sorted(game.position.cards()) == sorted(pack())
    for pile in game.position.piles_of(Role.WASTE):
        assert not any(card.is_ace for card in pile.cards)
    saved = game.to_json()
    assert registry.load_game(saved) == game


# --------------------------------------------------------------------------- impossible positions


def test_a_position_with_an_ace_on_a_waste_pile_is_refused(registry: Registry) -> None:
    game = arrange(registry, w1="9C AD", turn="")
    data = saved(game)
    with pytest.raises(PositionError, match="AD lies on w1, but an ace turned from the stock must start a foundation"):
        registry.load_game(dict(data))


def test_a_foundation_out_of_sequence_is_refused(registry: Registry) -> None:
    game = arrange(registry, f1="AC 3D", turn="")
    with pytest.raises(PositionError, match="foundation f1 is out of sequence at 3D"):
        registry.load_game(dict(saved(game)))


def test_a_possible_position_loads(registry: Registry) -> None:
    game = arrange(registry, f1="AC 2D 3S", w1="9C", w4="KD QD", turn="5H")
    loaded = registry.load_game(dict(saved(game)))
    assert loaded.position.piles == game.position.piles
    assert isinstance(loaded.position.pile("w4"), Pile)


# --------------------------------------------------------------------------- edition: The Original Patience

HOFFMANN = "hoffmann-1921"
ORIGINAL = HOFFMANN_1921.game(1)


def hoffmann(registry: Registry, turn: str = "", **piles: str) -> Game:
    """A game of Hoffmann's edition from a table set up by hand."""
    return tables.arrange(registry, "sir-tommy", HOFFMANN, turn=turn, **piles)


def test_the_original_patience_states_that_an_ace_starts_a_foundation(registry: Registry) -> None:
    # Hoffmann 1921, No. 1, para. 2: the aces, "as they appear, are placed" in a row of their own. A rule, no reading.
    error = assert_illegal(hoffmann(registry, turn="AS"), "stock-w1", "an ace turned from the stock must start")
    assert error.ruling.source == ORIGINAL.paragraph(2)


def test_the_original_patience_plays_a_card_that_fits_at_once(registry: Registry) -> None:
    game = hoffmann(registry, turn="2H 9C", f1="AS")
    error = assert_illegal(game, "stock-w1", "can be played at once, so it goes to a foundation")
    assert isinstance(error.ruling.source, Reading) and error.ruling.source.of == ORIGINAL.paragraph(2)
    game.play("stock-f1")
    game.play("stock-w1")
    assert pile_cards(game, "w1") == "9C"


def test_the_original_patience_cites_hoffmann_for_sir_tommys_rules(registry: Registry) -> None:
    game = hoffmann(registry, turn="9C", w1="5H")
    error = assert_illegal(game, "w1-w2", "a waste pile's top card may be played only to a foundation")
    assert error.ruling.source == ORIGINAL.paragraph(2)
    error = assert_illegal(game, "redeal", "no redeal is left")
    assert error.ruling.source == ORIGINAL.paragraph(2)


def test_the_original_patience_plays_as_sir_tommy_for_a_player_who_plays_home_first(registry: Registry) -> None:
    # The greedy player sends home every card that fits at once: Hoffmann's edition changes none of its games.
    for number in range(1, 31):
        games = [registry.new_game("sir-tommy", number=number, edition=edition) for edition in (None, HOFFMANN)]
        base, original = (play(game.rulebook, game.position, seed=number) for game in games)
        assert (original.outcome, original.moves) == (base.outcome, base.moves), number
