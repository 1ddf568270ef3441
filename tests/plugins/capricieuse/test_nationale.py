"""La Nationale: Hoffmann's (1892, No. 50, pp. 94–96), the base edition, and Cadogan's The Nation (``cadogan-1914``).

Each test names the page, rule or reading it checks, and fails if that rule
is broken. The tests of The Nation were the tests of Capricieuse's edition
``cadogan-1914`` until The Nation moved here; they are unchanged but for the
patience they name.
"""

from __future__ import annotations

import pytest
from patience_capricieuse import nationale

from patience_core import IllegalMoveError, Reading, Redeal, Source, new_game, pack
from patience_core.analysis.audit import reachable
from patience_core.cards import Card
from patience_core.clauses import FOUNDATIONS_KEEP
from patience_core.sources import CADOGAN_1914, HOFFMANN_1892

from .helpers import BASE_CARDS, BASES, cards, full_pack, shown
from .helpers import deal as deal_capricieuse
from .helpers import game as game_capricieuse

NATIONALE = HOFFMANN_1892.game(50)
NATION = CADOGAN_1914.game("The Nation")
BOOK, CADOGAN = "hoffmann-1892", "cadogan-1914"


def deal(dealt: str, edition: str = BOOK) -> dict[str, str]:
    """The non-empty piles after the deal of a short pack: the aces and kings, then ``dealt`` in dealing order."""
    return shown(deal_capricieuse(BASE_CARDS + " " + dealt, edition=edition, patience="nationale"))


def game(piles: dict[str, str], edition: str = BOOK, redeals_left: int = 0):  # type: ignore[no-untyped-def]
    """A game of La Nationale from a hand-made table (foundations as in ``BASES`` unless given)."""
    return game_capricieuse(BASES | piles, edition=edition, redeals_left=redeals_left, patience="nationale")


def refusal(piles: dict[str, str], move: str, edition: str = BOOK) -> tuple[str, object]:
    """Play ``move`` on the hand-made table; check it is refused and the game unchanged; the rule and its source."""
    played = game(piles, edition)
    before = played.position
    with pytest.raises(IllegalMoveError) as caught:
        played.play(move)
    assert played.position == before
    return caught.value.ruling.rule, caught.value.ruling.source


def after(piles: dict[str, str], *moves: str, edition: str = BOOK) -> dict[str, str]:
    played = game(piles, edition)
    for move in moves:
        played.play(move)
    return shown(played.position)


# ----------------------------------------------------------------- the names


def test_nation_and_nationale_reach_la_nationale_whose_base_is_hoffmanns() -> None:
    for name in ("nationale", "nation", "la-nationale"):
        played = new_game(name, number=3)
        assert (played.variant.name, played.edition.name) == ("nationale", BOOK)
    assert new_game("nation", number=3, edition=CADOGAN).edition.title == "The Nation, after Cadogan"
    assert [edition.name for edition in new_game("capricieuse", number=3).variant.editions].count(CADOGAN) == 0


# ----------------------------------------------------------------- Hoffmann's deal (pp. 94–95)


def test_the_columns_are_dealt_one_by_one_counting_eight_a_card_played_counting_too() -> None:
    # p. 95: a card played as it comes is still counted: the column is not made up, and holds seven.
    table = deal("5H 6H 2S 7H 8H 9H 10H JH 9C")
    assert table["t1"] == "5H 6H 7H 8H 9H 10H JH"
    assert table["f2"].startswith("AS 2S")
    assert table["t2"].startswith("9C")


def test_the_last_card_of_a_column_goes_up_as_soon_as_it_fits_during_the_deal() -> None:
    # p. 95 and its footnote: the three of spades, last of its column, follows the two as soon as it appears.
    table = deal("9H 5H 6H 7H 8H 10H JH 3S 2S 9C")
    assert table["t1"] == "9H 5H 6H 7H 8H 10H JH"
    assert table["f2"].startswith("AS 2S 3S")
    assert table["t2"].startswith("9C")


def test_the_column_being_dealt_plays_its_last_card_too() -> None:
    # Reading: the column in hand has a last card as much as the others.
    table = deal("3S 2S 5H")
    assert table["f2"].startswith("AS 2S 3S")
    assert table["t1"].startswith("5H")


def test_a_card_fitting_both_foundations_of_its_suit_waits_between_them() -> None:
    # No. 30, p. 52, for every patience with rising and falling families: 7S fits the aces at 6S and the kings
    # at 8S. Cadogan has no such rule: her reading sends it to the aces.
    meet = "2S 3S 4S 5S 6S QS JS 10S 9S 8S 7S 5H"
    assert deal(meet)["b2"] == "7S"
    assert deal(meet, edition=CADOGAN)["f2"].endswith("6S 7S")


def test_the_nation_leaves_a_card_where_it_was_laid_during_the_deal() -> None:
    # Cadogan, play ¶2: "a card once placed in a column cannot be removed", against Hoffmann's p. 95.
    table = deal("3S 2S 5H", edition=CADOGAN)
    assert table["f2"].startswith("AS 2S") and not table["f2"].startswith("AS 2S 3S")
    assert table["t1"].startswith("3S 5H")


@pytest.mark.parametrize("number", [1, 2, 617])
def test_a_numbered_deal_holds_twelve_columns_of_eight_at_most(number: int) -> None:
    position = new_game("nationale", number=number).position
    assert sorted(position.cards()) == sorted(pack(2))
    assert all(len(pile.cards) <= 8 for pile in position.piles[8:])
    assert position.redeals_left == 0


# ----------------------------------------------------------------- Hoffmann's play (pp. 95–96)


def test_only_the_last_card_of_a_column_is_available() -> None:
    rule, cited = refusal({"t1": "9H 8S", "t2": "7S"}, "t1-t2(2)")
    assert rule == "only the last card of a column is available" and cited == NATIONALE.page(95)


def test_two_last_cards_in_suit_and_sequence_go_one_on_the_other_either_way() -> None:
    # p. 96: an eight of spades on a nine or a seven of spades.
    assert after({"t1": "8S", "t2": "9S"}, "t1-t2") == BASES | {"t2": "9S 8S"}
    assert after({"t1": "8S", "t2": "7S"}, "t1-t2") == BASES | {"t2": "7S 8S"}
    rule, cited = refusal({"t1": "8S", "t2": "9H"}, "t1-t2")
    assert rule.endswith("in suit, a sequence once begun going on the way it runs")
    assert cited == NATIONALE.page(95, 96)


def test_a_card_laid_on_a_sequence_continues_it_the_same_way() -> None:
    # Reading of p. 96, "continue the sequence": 9S 8S takes the 7S, not another 9S.
    assert after({"t1": "9S 8S", "t2": "7S"}, "t2-t1") == BASES | {"t1": "9S 8S 7S"}
    rule, cited = refusal({"t1": "9S 8S", "t2": "9S"}, "t2-t1")
    assert rule == "a card laid on a sequence continues it the same way" and cited is nationale.CONTINUED


def test_a_cleared_column_takes_a_last_card_or_a_sequence_however_long() -> None:
    # p. 96; reading: the sequence may move whole or in part.
    assert after({"t1": "KD 9S 8S 7S"}, "t1-t5(3)") == BASES | {"t1": "KD", "t5": "9S 8S 7S"}
    assert after({"t1": "KD 9S 8S 7S"}, "t1-t5(2)") == BASES | {"t1": "KD 9S", "t5": "8S 7S"}
    assert after({"t1": "KD 9S"}, "t1-t5") == BASES | {"t1": "KD", "t5": "9S"}


def test_a_sequence_moves_only_into_a_vacant_column() -> None:
    # Reading of p. 96: sequences are named only for the vacant place.
    rule, cited = refusal({"t1": "9S 8S", "t2": "10S"}, "t1-t2(2)")
    assert rule == "one card at a time goes onto another card" and cited is nationale.INTO_SPACES


def test_there_is_no_second_deal() -> None:
    # p. 96: cards left unplayed after all these indulgences, and the game is lost.
    rule, cited = refusal({"t1": "5H"}, "redeal")
    assert "no redeal is left" in rule and cited == NATIONALE.page(96)


def test_every_ruling_met_in_play_cites_a_page_of_no_50_or_of_the_general_rule_of_no_30_or_a_reading() -> None:
    for ruling in reachable("nationale", BOOK, games=2, moves=60):
        cited = ruling.source
        if cited is None or cited == NATIONALE:  # "no rule allows": a refusal citing no rule, or the game's text
            assert not ruling.legal
        elif isinstance(cited, Reading):
            # The game's readings, or the one the core argues for every foundation (the clauses' reference page).
            assert cited in nationale.READINGS or cited.name == FOUNDATIONS_KEEP, ruling.describe()
        else:
            assert isinstance(cited, Source) and cited.via is None, ruling.describe()
            assert (cited.number == 50 and cited.pages) or cited == nationale.BETWEEN, ruling.describe()


# ----------------------------------------------------------------- Cadogan's The Nation


def test_nation_sets_the_foundations_out_before_the_deal() -> None:
    # The eight foundation cards are taken from the pack; the deal starts with the next card.
    position = deal_capricieuse(full_pack(BASE_CARDS + " 5H"), edition=CADOGAN, patience="nationale")
    assert [pile.cards[0] for pile in position.piles[:8]] == cards(BASE_CARDS)
    assert position.piles[8].cards[0] == Card(5, cards("5H")[0].suit)


def test_nation_counts_eight_to_a_pile_and_a_card_played_uses_its_count() -> None:
    # 2S, 2H and 3S go up as they are dealt, each using up its count: the first pile gets five cards,
    # and 3H stays where it was laid although its foundation wants it when the deal is over.
    table = deal("5H 3H 2S 7C 2H 3S 10H 4C 6D", edition=CADOGAN)
    assert table["t1"] == "5H 3H 7C 10H 4C"
    assert table["f2"].startswith("AS 2S 3S")
    assert table["f3"].startswith("AH 2H")
    assert table["t2"].startswith("6D")


@pytest.mark.parametrize("number", [1, 2, 3, 617, 123456])
def test_nation_piles_hold_eight_cards_at_most(number: int) -> None:
    position = new_game("nation", number=number, edition=CADOGAN).position
    assert sorted(position.cards()) == sorted(pack(2))
    assert all(len(pile.cards) <= 8 for pile in position.piles[8:])


def test_nation_redeal_makes_the_last_pile_the_first_and_counts_eight_again() -> None:
    played = game({"t1": "5H 6H", "t2": "9C", "t12": "7D 8D"}, CADOGAN, redeals_left=2)
    played.play("redeal")
    assert shown(played.position) == BASES | {"t1": "7D 8D 9C 5H 6H"}


def test_nation_redeal_plays_cards_as_they_come_and_counts_them() -> None:
    played = game({"t12": "3C 4C 5C 6C 7C 8C 9C 2S 10C 3H"}, CADOGAN, redeals_left=2)
    played.play("redeal")
    assert shown(played.position) == BASES | {"f2": "AS 2S", "t1": "3C 4C 5C 6C 7C 8C 9C", "t2": "10C 3H"}


def test_nation_redeals_twice_at_the_players_word() -> None:
    played = game({"t1": "5H", "t2": "6H"}, CADOGAN, redeals_left=2)
    assert played.is_legal("t1-t2") and played.is_legal("redeal")
    played.play("redeal")
    played.play("redeal")
    assert Redeal() not in played.legal_moves()


def test_nation_builds_either_way_one_card_at_a_time_and_a_space_takes_one_card() -> None:
    assert after({"t1": "6S 5S", "t2": "6S"}, "t2-t1", edition=CADOGAN) == BASES | {"t1": "6S 5S 6S"}
    assert after({"t1": "9H QS"}, "t1-t7", edition=CADOGAN) == BASES | {"t1": "9H", "t7": "QS"}
    rule, cited = refusal({"t1": "KD 9S 8S"}, "t1-t5(2)", edition=CADOGAN)
    assert rule == "only the lowest card of each column is available" and cited == NATION.rule("III")


def test_the_nation_cites_cadogan_and_nothing_else() -> None:
    for ruling in reachable("nationale", CADOGAN, games=2, moves=60):
        cited = ruling.source
        if cited is None:
            assert not ruling.legal
            continue
        work = cited.of if isinstance(cited, Reading) else cited
        assert work.key == "cadogan1914" and work.chapter == "The Nation", ruling.describe()
