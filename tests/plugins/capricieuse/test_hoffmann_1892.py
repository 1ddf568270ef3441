"""La Capricieuse as Hoffmann prints it (1892, No. 49, pp. 92–94): the base edition ``hoffmann-1892``.

Each test names the page (or the reading) of the rule it checks, and fails if
that rule is broken: the foundations set out before the deal, rows of twelve,
cards played as they come, a card once laid staying put, building up or down
in suit one card at a time, no spaces, the gathering and the two redeals.
"""

from __future__ import annotations

import pytest
from patience_capricieuse import book
from patience_capricieuse.table import FOUNDATIONS

from patience_core import IllegalMoveError, Reading, Redeal, Source, new_game, pack
from patience_core.analysis.audit import reachable
from patience_core.cards import Card, Suit
from patience_core.clauses import FOUNDATIONS_KEEP
from patience_core.sources import HOFFMANN_1892

from .helpers import BASE_CARDS, BASES, BOOK, cards, deal, full_pack, game, rulebook, shown

CAPRICIEUSE = HOFFMANN_1892.game(49)
#: The two spade foundations one card apart: the ace's at the six, the king's at the eight.
SPADES_MEET = {"f2": "AS 2S 3S 4S 5S 6S", "f6": "KS QS JS 10S 9S 8S"}
#: Cards that fit no foundation while only the aces and kings are out: no two, no queen.
PLAIN = "5H 6H 7H 8H 9H 10H 5S 6S 7S 8S 9S 10S JH"


def dealt(first: str) -> dict[str, list[str]]:
    """The book's table after a deal that begins with the aces and kings, then ``first``: each pile as a list."""
    position = deal(full_pack(BASE_CARDS + " " + first), edition=BOOK)
    return {pile.id: [str(card) for card in pile.cards] for pile in position.piles}


def refusal(piles: dict[str, str], move: str) -> tuple[str, object]:
    """Play ``move`` on the hand-made table; check it is refused, the game unchanged; the rule and what it cites."""
    played = game(BASES | piles, edition=BOOK)
    before = played.position
    with pytest.raises(IllegalMoveError) as caught:
        played.play(move)
    assert played.position == before
    return caught.value.ruling.rule, caught.value.ruling.source


def after(piles: dict[str, str], *moves: str) -> dict[str, str]:
    """The non-empty piles after ``moves`` on the hand-made table (foundations as in ``BASES`` unless given)."""
    played = game(BASES | piles, edition=BOOK)
    for move in moves:
        played.play(move)
    return shown(played.position)


# ----------------------------------------------------------------- the deal (p. 93)


def test_an_ace_and_a_king_of_each_suit_are_set_out_before_the_deal() -> None:
    # p. 93: "in the first place", before the cards are shuffled and laid out: the deal begins after them.
    table = dealt("5H 9C")
    assert [table[f][0] for f in FOUNDATIONS] == BASE_CARDS.split()
    assert (table["t1"][0], table["t2"][0]) == ("5H", "9C")


def test_the_rest_is_laid_out_in_rows_of_twelve() -> None:
    # p. 93: the first twelve in a row, a second row below it, and so on: the thirteenth card begins row two.
    table = dealt(PLAIN)
    assert [table[f"t{i}"][0] for i in range(1, 13)] == PLAIN.split()[:12]
    assert table["t1"][:2] == ["5H", "JH"]


def test_a_card_that_fits_goes_up_as_it_comes_and_the_next_card_takes_its_place() -> None:
    # p. 93: played "forthwith"; reading: the row stays of twelve, so 9C is laid where 2S would have gone.
    table = dealt("5H 2S 9C")
    assert table["f2"][:2] == ["AS", "2S"]
    assert (table["t1"][0], table["t2"][0]) == ("5H", "9C")


def test_a_card_once_laid_stays_in_its_row_during_the_deal() -> None:
    # p. 93: a card that has taken its place in the line may not be removed to a foundation, though it fits.
    table = dealt("3S 2S 9C")
    assert table["t1"][0] == "3S"
    assert table["f2"][:2] == ["AS", "2S"]


def test_a_card_fitting_both_foundations_of_its_suit_waits_between_them_during_the_deal() -> None:
    # No. 30, p. 52, "in all Patiences" with rising and falling families: 7S fits the aces at 6S and the kings
    # at 8S; it waits, and the next 6S, continuing the kings through it, takes both down.
    meet = BASE_CARDS + " 2S 3S 4S 5S 6S QS JS 10S 9S 8S 7S"
    assert shown(deal(meet + " 5H", edition=BOOK)) == BASES | SPADES_MEET | {"b2": "7S", "t1": "5H"}
    assert shown(deal(meet + " 6S 5H", edition=BOOK)) == BASES | {
        "f2": "AS 2S 3S 4S 5S 6S",
        "f6": "KS QS JS 10S 9S 8S 7S 6S",
        "t1": "5H",
    }


@pytest.mark.parametrize("number", [1, 2, 617, 123456])
def test_a_numbered_deal_sets_out_eight_cards_and_deals_the_other_96_in_even_rows(number: int) -> None:
    position = new_game("capricieuse", number=number).position
    assert position.edition == BOOK
    assert sorted(position.cards()) == sorted(pack(2))
    for i, suit in enumerate(Suit):
        assert position.piles[i].cards[0] == Card(1, suit)
        assert position.piles[i + 4].cards[0] == Card(13, suit)
    lengths = [len(pile.cards) for pile in position.piles[8:20]]
    assert lengths == sorted(lengths, reverse=True) and max(lengths) - min(lengths) <= 1
    assert sum(lengths) <= 96


# ----------------------------------------------------------------- play (pp. 93–94)


def test_a_free_card_goes_on_the_bottom_card_of_a_column_one_above_or_below_in_suit() -> None:
    assert after({"t1": "5S", "t2": "6S"}, "t1-t2") == BASES | {"t2": "6S 5S"}
    assert after({"t1": "5S", "t2": "4S"}, "t1-t2") == BASES | {"t2": "4S 5S"}
    rule, cited = refusal({"t1": "5S", "t2": "6H"}, "t1-t2")
    assert rule == "a card goes on the next higher or lower card in suit"
    assert cited == CAPRICIEUSE.page(93, 94)


def test_the_direction_may_change_within_a_column() -> None:
    # Reading: each card is judged by the bottom card it goes on, as the book's examples are.
    assert after({"t1": "6S 5S", "t2": "6S"}, "t2-t1") == BASES | {"t1": "6S 5S 6S"}


def test_never_a_king_on_an_ace_nor_an_ace_on_a_king() -> None:
    # p. 93: "in sequence": a king and an ace are not.
    assert refusal({"t1": "KS", "t2": "AS"}, "t1-t2")[0] == "a card goes on the next higher or lower card in suit"
    assert refusal({"t1": "AS", "t2": "KS"}, "t1-t2")[0] == "a card goes on the next higher or lower card in suit"


def test_only_a_card_with_no_card_below_it_is_free_so_cards_move_one_at_a_time() -> None:
    rule, cited = refusal({"t1": "6S 5S", "t2": "4S"}, "t1-t2(2)")
    assert rule == "only a card with no card below it is free"
    assert cited == book.FREE


def test_an_emptied_column_stays_empty_until_the_next_deal() -> None:
    rule, cited = refusal({"t1": "9H QS"}, "t1-t7")
    assert rule == "a space takes nothing: it stays empty"
    assert isinstance(cited, Reading) and cited is book.NO_SPACES


def test_the_foundations_build_in_suit_the_aces_up_the_kings_down_and_cards_stay_there() -> None:
    assert after({"t1": "2S"}, "t1-f2") == BASES | {"f2": "AS 2S"}
    assert after({"t1": "QS"}, "t1-f6") == BASES | {"f6": "KS QS"}
    assert refusal({"t1": "3S"}, "t1-f2")[1] == CAPRICIEUSE.page(93)
    assert refusal({"t1": "QS"}, "t1-f2")[1] == CAPRICIEUSE.page(93)
    # The book does not say a card may not come back: the project's reading for every foundation, of this page.
    rule, cited = refusal({"f2": "AS 2S", "t1": "3H"}, "f2-t1")
    assert rule == "a card played to a foundation stays there"
    assert cited == Reading(FOUNDATIONS_KEEP, of=CAPRICIEUSE.page(93))


def test_a_free_card_fitting_both_foundations_waits_between_them_and_goes_up_with_the_next() -> None:
    # No. 30, p. 52: not onto either foundation, but between them, until a card continues one sequence.
    rule, cited = refusal(SPADES_MEET | {"t1": "7S"}, "t1-f2")
    assert rule.startswith("a card that fits both foundations of its suit waits between them") and cited == book.BETWEEN
    assert after(SPADES_MEET | {"t1": "7S", "t2": "8S"}, "t1-b2", "t2-f2") == BASES | {
        "f2": "AS 2S 3S 4S 5S 6S 7S 8S",
        "f6": "KS QS JS 10S 9S 8S",
    }
    assert after(SPADES_MEET | {"t1": "7S", "t2": "7S"}, "t1-b2", "t2-b2") == BASES | {
        "f2": "AS 2S 3S 4S 5S 6S 7S",
        "f6": "KS QS JS 10S 9S 8S 7S",
    }
    rule, cited = refusal(SPADES_MEET | {"b2": "7S", "t1": "9H"}, "b2-f2")
    assert rule == "the card waiting goes up only with the card that continues it" and cited == book.BETWEEN
    assert refusal({"t1": "7S"}, "t1-b2")[0] == "only a card that fits both foundations of its suit waits between them"


def test_the_ace_foundation_ends_with_its_king() -> None:
    aces = " ".join(f"{rank}S" for rank in "A 2 3 4 5 6 7 8 9 10 J Q K".split())
    assert refusal({"f2": aces, "t1": "AS"}, "t1-f2")[0] == "a foundation is built up in suit, from the ace"


# ----------------------------------------------------------------- the redeals (p. 94)


def test_the_columns_are_gathered_from_the_left_each_under_the_one_before() -> None:
    # Reading: turned over, the packet deals the twelfth column first, each column from its first card.
    assert after({"t1": "5H 6H", "t2": "9C", "t12": "7D 8D"}, "redeal") == BASES | {
        "t1": "7D",
        "t2": "8D",
        "t3": "9C",
        "t4": "5H",
        "t5": "6H",
    }


def test_the_redeal_plays_cards_as_they_come_by_the_rules_of_the_first_deal() -> None:
    assert after({"t1": "2S 9C 10C"}, "redeal") == BASES | {"f2": "AS 2S", "t1": "9C", "t2": "10C"}
    assert after({"t1": "3S 2S 9C"}, "redeal") == BASES | {"f2": "AS 2S", "t1": "3S", "t2": "9C"}


def test_a_second_and_a_third_distribution_and_no_more() -> None:
    played = game(BASES | {"t1": "5H", "t2": "6H"}, edition=BOOK)
    assert played.is_legal("t1-t2") and played.is_legal("redeal")  # reading: at the player's word
    played.play("redeal")
    played.play("redeal")
    assert Redeal() not in played.legal_moves()
    with pytest.raises(IllegalMoveError) as caught:
        played.play("redeal")
    assert "no redeal is left" in caught.value.ruling.rule
    assert caught.value.ruling.source == CAPRICIEUSE.page(94)


def test_the_player_chooses_no_order_of_gathering() -> None:
    rule, cited = refusal({"t1": "5H", "t2": "9C"}, "redeal t2 t1")
    assert "takes no order" in rule and cited == CAPRICIEUSE.page(94)


def test_won_when_every_card_is_home_and_then_nothing_is_dealt_again() -> None:
    ranks = "A 2 3 4 5 6 7 8 9 10 J Q K".split()
    home = {f"f{i + 1}": " ".join(rank + suit for rank in ranks) for i, suit in enumerate("CSHD")}
    home |= {f"f{i + 5}": " ".join(rank + suit for rank in reversed(ranks)) for i, suit in enumerate("CSHD")}
    played = game(home, edition=BOOK)
    assert played.is_won
    ruling = rulebook(BOOK).judge(played.position, Redeal())
    assert not ruling.legal and ruling.rule == "there are no cards to deal again"


# ----------------------------------------------------------------- what every ruling rests on


def test_every_ruling_met_in_play_cites_a_page_of_no_49_or_of_the_general_rule_of_no_30_or_a_reading() -> None:
    met = reachable("capricieuse", BOOK, games=2, moves=60)
    assert met
    for ruling in met:
        cited = ruling.source
        if cited is None or cited == CAPRICIEUSE:  # "no rule allows": a refusal citing no rule, or the game's text
            assert not ruling.legal
            continue
        if isinstance(cited, Reading):
            # The game's readings, or the one the core argues for every foundation (the clauses' reference page).
            assert cited in book.READINGS or cited.name == FOUNDATIONS_KEEP, ruling.describe()
            continue
        assert isinstance(cited, Source) and cited.first_hand and cited.via is None, ruling.describe()
        assert (cited.number, bool(cited.pages)) in {(49, True)} or cited == book.BETWEEN, ruling.describe()


def test_the_book_edition_is_the_base_and_cites_no_summary() -> None:
    edition = rulebook().edition
    assert edition.name == BOOK
    assert all(getattr(source, "via", None) is None for source in edition.sources)
    assert [str(card) for card in cards(BASE_CARDS)] == list(book.BASES)
