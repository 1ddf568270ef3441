"""The "Louis" Patience after Hoffmann (Hoffmann 1892, No. 60, pp. 115–116): each rule, legal and illegal."""

from __future__ import annotations

from collections import Counter
from typing import Any

from patience_core import Deal, Game, Move, Redeal, default_registry, new_game, pack
from patience_core.analysis.compare import compare

from ..tables import arrange as arrange_in
from ..tables import assert_illegal, cards, pile_cards

H = "hoffmann-1892"


def arrange(*, dealt: str = "", turn: str = "", redeals_left: int | None = None, **piles: Any) -> Game:
    """Hoffmann's Louis from a table set up by hand; ``dealt`` is the letter of the card just dealt.

    With ``stock=""`` the pack is out; else the rest of the cards lie in it, ``turn`` on top.
    """
    state = {"dealt": dealt} if dealt else {}
    if piles.get("stock") != "":
        return arrange_in(default_registry(), "louis", H, turn=turn, state=state, redeals_left=redeals_left, **piles)
    game = arrange_in(default_registry(), "louis", H, state=state, redeals_left=redeals_left)
    position = game.position.with_piles({pile_id: cards(text) for pile_id, text in piles.items()})
    return Game(game.rulebook, position, from_deal=False)


def test_an_ace_and_a_king_of_each_suit_are_set_out_as_the_picture_lays_them() -> None:
    game = new_game("louis", number=2, edition=H)
    bases = [str(game.position.pile(f"f{i}").top) for i in range(1, 9)]
    assert bases == ["AD", "AC", "AH", "AS", "KD", "KC", "KH", "KS"]
    assert Counter(game.position.cards()) == Counter(pack(2))
    assert game.position.redeals_left == 2


def test_the_pack_is_dealt_a_card_at_a_time_from_a_round_to_m_and_round_again() -> None:
    game = new_game("louis", number=2, edition=H)
    letters = []
    for _ in range(13):
        game.play("deal")
        letters.append(game.position.get("dealt"))
    assert letters == ["a", "b", "c", "d", "e", "f", "g", "h", "i", "k", "l", "m", "a"]
    assert len(game.position.pile("a").cards) == 2 and len(game.position.pile("b").cards) == 1


def test_the_card_just_dealt_may_be_played_and_the_next_card_takes_its_place() -> None:
    game = arrange(dealt="c", c="9S 2D", turn="7H 5C")
    assert game.play("c-f1") == Move("c", "f1")
    assert pile_cards(game, "c") == "9S 7H"
    assert game.play("deal") == Deal()
    assert game.position.get("dealt") == "d" and pile_cards(game, "d").endswith("5C")


def test_once_the_next_card_is_dealt_a_card_waits_for_the_end_of_the_deal() -> None:
    game = arrange(dealt="d", c="2D", d="9S", turn="7H")
    assert_illegal(game, "c-f1", "once the next card is dealt, a card waits for the end of the deal")


def test_play_during_the_deal_is_optional() -> None:
    game = arrange(dealt="c", c="2D", turn="7H")
    assert game.play("deal") == Deal()


def test_nothing_is_shifted_while_the_pack_lasts() -> None:
    game = arrange(dealt="c", c="8S", d="9S", turn="7H")
    assert_illegal(game, "c-d", "cards go only to the foundations")


def test_after_the_deal_top_cards_are_shifted_in_suit_up_or_down() -> None:
    game = arrange(c="8S", d="9S", e="9S", b="10H", stock="")
    assert game.play("c-d") == Move("c", "d")
    assert game.play("e-d") == Move("e", "d")  # the heap goes down, then up
    assert_illegal(game, "b-d", "in suit")


def test_a_card_that_can_go_up_is_not_shifted() -> None:
    game = arrange(c="2D", d="3D", stock="")
    assert_illegal(game, "c-d", "not shifted to another heap")


def test_a_card_that_fits_both_foundations_of_its_suit_is_held_between_them() -> None:
    spades = "AS 2S 3S 4S 5S 6S 7S"
    game = arrange(f4=spades, f8="KS QS JS 10S 9S", c="8S", d="7S", stock="")
    assert_illegal(game, "c-f4", "waits between them: w4")
    assert game.play("c-w4") == Move("c", "w4")
    assert game.play("d-f8") == Move("d", "f8")  # a seven carries the eight to the kings' side
    assert pile_cards(game, "f8") == "KS QS JS 10S 9S 8S 7S" and not pile_cards(game, "w4")


def test_a_letter_emptied_stays_empty() -> None:
    game = arrange(c="", d="9S", stock="")
    assert_illegal(game, "d-c", "a space takes nothing")


def test_the_heaps_are_gathered_g_to_f_and_dealt_again_unshuffled() -> None:
    table = {letter: "" for letter in "abcdefghiklm"}
    table.update(a="3C", f="9D 8D", g="5H", m="QS")
    game = arrange(dealt="m", stock="", **table)
    assert_illegal(game, "deal", "the stock is used up")
    assert game.play("redeal") == Redeal()
    assert pile_cards(game, "stock") == "5H QS 3C 9D 8D"  # g first, f last: f's top is dealt first
    assert game.play("deal") == Deal()
    assert game.position.get("dealt") == "a" and pile_cards(game, "a") == "8D"


def test_three_deals_in_all() -> None:
    game = arrange(c="9D", stock="", redeals_left=0)
    assert_illegal(game, "redeal", "no redeal is left")


def test_a_damaged_save_naming_no_letter_is_refused() -> None:
    game = arrange(dealt="j", turn="7H")
    assert any("not a letter" in problem for problem in game.rulebook.position_problems(game.position))


def test_the_books_differ_on_the_deal_the_foundations_and_the_redeals() -> None:
    comparison = compare("louis", "cadogan-1914", H)
    parts = [part.part.value for part in comparison.differences()]
    assert "redeals" in parts and "the deal and layout" in parts
