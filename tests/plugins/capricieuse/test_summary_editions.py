"""The editions of Capricieuse other than PySolFC's: Cadogan's The Nation, the release of
cards during the deal, no filling of spaces, and supermoves. Also what every edition shares.
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import patience_capricieuse
import pytest

from patience_core import IllegalMoveError, Move, Reading, new_game, pack
from patience_core.cards import Card
from patience_core.walks import random_walk

from .helpers import EDITIONS, cards, deal, game, rulebook, shown

BASES = {f"f{i + 1}": f"A{s}" for i, s in enumerate("CSHD")} | {f"f{i + 5}": f"K{s}" for i, s in enumerate("CSHD")}
BASE_CARDS = "AC AS AH AD KC KS KH KD"


def full_pack(first: str) -> list[Card]:
    """Both packs, dealt in the order: ``first``, then the rest in new-pack order."""
    chosen = cards(first)
    rest = pack(2)
    for card in chosen:
        rest.remove(card)
    return chosen + rest


# ----------------------------------------------------------------- Cadogan's The Nation


def test_nation_sets_the_foundations_out_before_the_deal() -> None:
    # The eight foundation cards are taken from the pack; the deal starts with the next card.
    position = deal(full_pack(BASE_CARDS + " 5H"), edition="cadogan-1914")
    assert [pile.cards[0] for pile in position.piles[:8]] == cards(BASE_CARDS)
    assert position.piles[8].cards[0] == Card(5, cards("5H")[0].suit)


def test_nation_counts_eight_to_a_pile_and_a_card_played_uses_its_count() -> None:
    # 2S, 2H and 3S go up as they are dealt, each using up its count: the first pile gets five cards,
    # and 3H stays where it was laid although its foundation wants it when the deal is over.
    position = deal(full_pack(BASE_CARDS + " 5H 3H 2S 7C 2H 3S 10H 4C 6D"), edition="cadogan-1914")
    after = shown(position)
    assert after["t1"] == "5H 3H 7C 10H 4C"
    assert after["f2"].startswith("AS 2S 3S")
    assert after["f3"].startswith("AH 2H")
    assert after["t2"].startswith("6D")


@pytest.mark.parametrize("number", [1, 2, 3, 617, 123456])
def test_nation_piles_hold_eight_cards_at_most(number: int) -> None:
    position = new_game("capricieuse", number=number, edition="cadogan-1914").position
    assert sorted(position.cards()) == sorted(pack(2))
    assert all(len(pile.cards) <= 8 for pile in position.piles[8:])


def test_nation_redeal_makes_the_last_pile_the_first_and_counts_eight_again() -> None:
    played = game(BASES | {"t1": "5H 6H", "t2": "9C", "t12": "7D 8D"}, edition="cadogan-1914")
    played.play("redeal")
    assert shown(played.position) == BASES | {"t1": "7D 8D 9C 5H 6H"}


def test_nation_redeal_plays_cards_as_they_come_and_counts_them() -> None:
    played = game(BASES | {"t12": "3C 4C 5C 6C 7C 8C 9C 2S 10C 3H"}, edition="cadogan-1914")
    played.play("redeal")
    assert shown(played.position) == BASES | {"f2": "AS 2S", "t1": "3C 4C 5C 6C 7C 8C 9C", "t2": "10C 3H"}


# ----------------------------------------------------------------- release during the deal


def test_release_sends_up_a_card_already_lying_on_top() -> None:
    assert shown(deal("2S AS 9C", edition="deal-release")) == {"f2": "AS 2S", "t2": "9C"}
    assert shown(deal("2S AS 9C")) == {"f2": "AS", "t1": "2S", "t2": "9C"}


def test_release_follows_a_chain_across_piles() -> None:
    after = shown(deal("3S 2S 9H AS 5C", edition="deal-release"))
    assert after == {"f2": "AS 2S 3S", "t3": "9H", "t4": "5C"}


def test_release_also_works_in_the_redeal() -> None:
    played = game(BASES | {"t1": "2S", "t2": "3S"}, edition="deal-release")
    played.play("redeal")
    assert shown(played.position) == BASES | {"f2": "AS 2S 3S"}
    base = game(BASES | {"t1": "2S", "t2": "3S"})
    base.play("redeal")
    assert shown(base.position) == BASES | {"f2": "AS 2S", "t1": "3S"}


# ----------------------------------------------------------------- no spaces


def test_no_spaces_an_empty_pile_takes_nothing() -> None:
    played = game({"t1": "9H QS"}, edition="no-spaces")
    with pytest.raises(IllegalMoveError) as caught:
        played.play("t1-t7")
    assert caught.value.ruling.rule == "an empty pile stays empty: no rule lets a card into it"
    assert played.position.pile("t7").cards == ()


def test_no_spaces_building_is_unchanged() -> None:
    played = game({"t1": "9H QS", "t2": "KS"}, edition="no-spaces")
    played.play("t1-t2")
    assert played.position.pile("t2").cards == tuple(cards("KS QS"))


# ----------------------------------------------------------------- supermoves

# t1 holds a run 4S 5S 6S over 9H; t3 is empty; the other piles are blocked by kings of diamonds.
CROWDED = {"t1": "9H 4S 5S 6S", "t2": "3S", **{f"t{i}": "KD" for i in range(4, 13)}}


def test_supermove_a_run_moves_at_once_when_the_spaces_could_carry_it() -> None:
    roomy = CROWDED | {"t4": ""}
    played = game(roomy, edition="supermoves")
    played.play("t1-t2(3)")
    assert played.position.pile("t2").cards == tuple(cards("3S 4S 5S 6S"))
    # The same as seven single moves through the two empty piles, in the base rules.
    single = game(roomy)
    for move in ["t1-t3", "t1-t4", "t3-t4", "t1-t2", "t4-t3", "t4-t2", "t3-t2"]:
        single.play(move)
    assert single.position.piles == played.position.piles


def test_supermove_too_long_for_the_spaces_is_refused() -> None:
    played = game(CROWDED, edition="supermoves")
    with pytest.raises(IllegalMoveError) as caught:
        played.play("t1-t2(3)")
    assert caught.value.ruling.rule == "3 cards need 2 empty piles to pass through, and 1 is free"


def test_supermove_into_an_empty_pile_does_not_count_that_pile() -> None:
    roomy = CROWDED | {"t4": ""}
    played = game(roomy, edition="supermoves")
    assert played.is_legal("t1-t3(2)")
    assert not played.is_legal("t1-t3(3)")


def test_supermove_only_a_run_in_suit_moves_together() -> None:
    played = game(CROWDED | {"t1": "9H 4S 6S", "t2": "3S"}, edition="supermoves")
    with pytest.raises(IllegalMoveError) as caught:
        played.play("t1-t2(2)")
    assert "run" in caught.value.ruling.rule


def test_supermove_base_edition_still_moves_one_card() -> None:
    assert not game(CROWDED | {"t4": ""}).is_legal("t1-t2(3)")


@pytest.mark.parametrize("number", [1, 2])
def test_supermove_the_moves_offered_are_exactly_the_legal_ones(number: int) -> None:
    played = new_game("capricieuse", number=number, edition="supermoves")
    book = rulebook("supermoves")
    for moves in random_walk(played, random.Random(number), steps=150):
        position = played.position
        every = {
            Move(source.id, target.id, count)
            for source in position.piles
            for target in position.piles
            for count in range(1, len(source.cards) + 1)
            if source.id != target.id and book.judge(position, Move(source.id, target.id, count)).legal
        }
        assert {move for move in moves if isinstance(move, Move)} == every


# ----------------------------------------------------------------- every edition


OWN_HOOKS = {
    "hoffmann-1892": set(),
    "pysolfc": {"patience_deal", "patience_redeal"},
    "cadogan-1914": {"patience_deal", "patience_redeal"},
    "deal-release": {"patience_deal", "patience_redeal"},
    "no-spaces": {"patience_can_place", "patience_solver_moves"},
    "supermoves": {"patience_can_lift", "patience_check_move", "patience_candidate_moves", "patience_solver_moves"},
}


def test_every_edition_overrides_only_the_hooks_that_differ() -> None:
    for edition in patience_capricieuse.VARIANT.editions:
        hooks = {name for rule in edition.rules for name in dir(rule) if name.startswith("patience_")}
        assert hooks == OWN_HOOKS[edition.name], edition.name
    assert set(EDITIONS) == set(OWN_HOOKS)


def test_every_source_is_in_the_bibliography() -> None:
    bib = (Path(__file__).resolve().parents[3] / "docs" / "references.bib").read_text("utf-8")
    keys = set(re.findall(r"@\w+\{([^,\s]+),", bib))
    variant = patience_capricieuse.VARIANT
    for source in (*variant.sources, *(source for edition in variant.editions for source in edition.sources)):
        work = source.of if isinstance(source, Reading) else source
        assert work.key in keys, source
        assert work.via is None or work.via.key in keys, source


def test_every_rule_hook_cites_its_source() -> None:
    # The solver hints are no rules: they only order and key what the rules allow.
    rules = (patience_capricieuse.RULES, *(rule for e in patience_capricieuse.VARIANT.editions for rule in e.rules))
    for rule in rules:
        for name in dir(rule):
            if name.startswith("patience_") and not name.startswith("patience_solver_"):
                doc = getattr(rule, name).__doc__ or ""
                assert re.search(r"(Hoffmann|Cadogan|Heather) 1[89]\d\d|PySolFC", doc), f"{type(rule).__name__}.{name}"


@pytest.mark.parametrize("edition", EDITIONS)
def test_every_edition_plays_to_the_end(edition: str) -> None:
    played = new_game("capricieuse", number=11, edition=edition)
    assert played.edition.name == edition
    assert played.position.redeals_left == 2
    chooser = random.Random(edition)
    for _ in range(3000):
        moves = played.legal_moves()
        if not moves:
            break
        # Prefer progress, so that the redeals get used: foundations first, then anything.
        home = [move for move in moves if isinstance(move, Move) and move.target.startswith("f")]
        played.play(home[0] if home else chooser.choice(moves))
    assert played.is_over
    assert sorted(played.position.cards()) == sorted(pack(2))
