"""The readings of the summary's Capricieuse other than PySolFC's: the release of cards during
the deal, no filling of spaces, and supermoves. Also what every edition of Capricieuse shares.

Cadogan's The Nation, once an edition here, is an edition of La Nationale (:mod:`.test_nationale`).
"""

from __future__ import annotations

import random
import re
from pathlib import Path

import patience_capricieuse
import pytest

from patience_core import IllegalMoveError, Move, Reading, new_game, pack
from patience_core.solving.walks import random_walk

from .helpers import BASES, BOOK, EDITIONS, SUMMARY, cards, deal, game, rulebook, shown

# ----------------------------------------------------------------- release during the deal


def test_release_sends_up_a_card_already_lying_on_top() -> None:
    assert shown(deal("2S AS 9C", edition="deal-release")) == {"f2": "AS 2S", "t2": "9C"}
    assert shown(deal("2S AS 9C", edition=SUMMARY)) == {"f2": "AS", "t1": "2S", "t2": "9C"}


def test_release_follows_a_chain_across_piles() -> None:
    after = shown(deal("3S 2S 9H AS 5C", edition="deal-release"))
    assert after == {"f2": "AS 2S 3S", "t3": "9H", "t4": "5C"}


def test_release_also_works_in_the_redeal() -> None:
    played = game(BASES | {"t1": "2S", "t2": "3S"}, edition="deal-release")
    played.play("redeal")
    assert shown(played.position) == BASES | {"f2": "AS 2S 3S"}
    base = game(BASES | {"t1": "2S", "t2": "3S"}, edition=SUMMARY)
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
    # The same as seven single moves through the two empty piles, in the summary's rules.
    single = game(roomy, edition=SUMMARY)
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


def test_supermove_the_summary_still_moves_one_card() -> None:
    assert not game(CROWDED | {"t4": ""}, edition=SUMMARY).is_legal("t1-t2(3)")


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


#: The hooks each reading of the summary changes, in its own layer over the summary's rules.
OWN_HOOKS = {
    "pysolfc": {"patience_deal", "patience_redeal"},
    "deal-release": {"patience_deal", "patience_redeal"},
    "no-spaces": {"patience_can_place", "patience_solver_moves"},
    "supermoves": {"patience_can_lift", "patience_check_move", "patience_candidate_moves", "patience_solver_moves"},
}


def test_the_book_is_the_base_and_the_summary_an_edition_of_its_own() -> None:
    editions = patience_capricieuse.VARIANT.editions
    assert [edition.name for edition in editions[:2]] == [BOOK, SUMMARY]
    assert editions[0].rules == ()  # the base edition is the variant's rules: the book's clauses
    assert patience_capricieuse.VARIANT.rules == patience_capricieuse.book.RULES
    assert editions[1].rules == patience_capricieuse.SUMMARY


def test_every_reading_of_the_summary_overrides_only_the_hooks_that_differ() -> None:
    for edition in patience_capricieuse.VARIANT.editions[2:]:
        assert edition.rules[: len(patience_capricieuse.SUMMARY)] == patience_capricieuse.SUMMARY, edition.name
        own = edition.rules[len(patience_capricieuse.SUMMARY) :]
        hooks = {name for rule in own for name in dir(rule) if name.startswith("patience_")}
        assert hooks == OWN_HOOKS[edition.name], edition.name
    assert set(EDITIONS) == {BOOK, SUMMARY, *OWN_HOOKS}


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
