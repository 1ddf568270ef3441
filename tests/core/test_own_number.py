"""A card dealt to the pile of its own number put aside, a fanned last pile, and a redeal that clears a chain's state:
DealRound(own_number=, fan=), Dealing(own_number=, fan=), Redeals(clears=)."""

from __future__ import annotations

import pytest

from patience_core import Deal, Pile, Position, Redeal, Role
from patience_core.analysis.compare import describe
from patience_core.clauses import Dealing, DealRound, Layout, Redeals
from patience_core.sources import HOFFMANN_1892
from tests.plugins.tables import cards

DEAL = HOFFMANN_1892.game(52).page(99)


def laid(step: DealRound, dealt_first: str, **table: str) -> dict[str, str]:
    """The table after ``step`` deals the cards ``dealt_first`` (the first named dealt first)."""
    pack = list(reversed(cards(dealt_first)))
    piles = {pile_id: list(cards(text)) for pile_id, text in table.items()}
    step.lay(pack, piles)
    return {pile_id: " ".join(map(str, held)) for pile_id, held in piles.items()}


def test_a_card_of_its_piles_number_is_put_aside_and_the_next_card_takes_its_place() -> None:
    step = DealRound(DEAL, to=("h1", "h2", "h3"), rounds=1, own_number="aside")
    assert laid(step, "AS 9C 2D 2H 3C 5D", h1="", h2="", h3="", aside="") == {
        "h1": "9C",
        "h2": "3C",  # the two of diamonds and the two of hearts both put aside
        "h3": "5D",
        "aside": "AS 2D 2H",
    }


def test_a_card_of_another_piles_number_is_dealt_as_it_comes() -> None:
    step = DealRound(DEAL, to=("h1", "h2"), rounds=1, own_number="aside")
    assert laid(step, "2S AS", h1="", h2="", aside="") == {"h1": "2S", "h2": "AS", "aside": ""}


def test_without_own_number_nothing_is_put_aside() -> None:
    step = DealRound(DEAL, to=("h1", "h2"), rounds=1)
    assert laid(step, "AS 2S", h1="", h2="") == {"h1": "AS", "h2": "2S"}


def test_the_fan_takes_one_card_a_round_on_the_place_after_the_last_one_holding_a_card() -> None:
    step = DealRound(DEAL, to=("h1",), own_number="aside", fan=("x1", "x2", "x3"))
    assert laid(step, "5C 9D 6C 8D 7C", h1="", aside="", x1="", x2="", x3="") == {
        "h1": "5C 6C 7C",
        "aside": "",
        "x1": "9D",
        "x2": "8D",
        "x3": "",
    }
    # the fan counts as the last pile: a two dealt to it, the second pile, is put aside
    assert laid(step, "5C 2D 9D", h1="", aside="", x1="", x2="", x3="")["aside"] == "2D"


def test_a_fan_place_emptied_by_play_is_passed_over_while_a_later_one_holds_a_card() -> None:
    step = DealRound(DEAL, to=("h1",), rounds=1, fan=("x1", "x2", "x3"))
    assert laid(step, "5C 9D", h1="", x1="", x2="8D", x3="")["x3"] == "9D"
    with pytest.raises(ValueError, match="the fan has no place left"):
        laid(step, "5C 9D", h1="", x1="", x2="", x3="8D")


def test_the_layout_names_the_deal_as_what_lays_cards_on_the_fan() -> None:
    step = DealRound(DEAL, to=("h1",), fan=("x1",))
    layout = Layout((("h1", Role.TABLEAU), ("x1", Role.RESERVE)), step)
    assert layout.lays(Pile("x1", Role.RESERVE)) == ("the deal lays its cards there", DEAL)


def table(stock: str, h1: str = "", h2: str = "", x1: str = "", x2: str = "") -> Position:
    piles = (
        Pile("h1", Role.TABLEAU, cards(h1)),
        Pile("h2", Role.TABLEAU, cards(h2)),
        Pile("x1", Role.RESERVE, cards(x1)),
        Pile("x2", Role.RESERVE, cards(x2)),
        Pile("aside", Role.STOCK),
        Pile("stock", Role.STOCK, tuple(reversed(cards(stock)))),
    )
    return Position("x", "y", 1, 0, piles)


def text(position: Position) -> dict[str, str]:
    return {pile.id: " ".join(map(str, pile.cards)) for pile in position.piles}


def test_a_deal_during_play_puts_aside_a_card_of_its_piles_number_and_fans_the_last() -> None:
    dealing = Dealing(DEAL, piles=("h1", "h2"), own_number="aside", fan=("x1", "x2"))
    after = dealing.patience_apply_move(table("AH 4S 2C 3D 8C", h1="9S", x1="7D"), Deal())
    assert after is not None
    assert text(after) == {"h1": "9S 4S", "h2": "3D", "x1": "7D", "x2": "8C", "aside": "AH 2C", "stock": ""}
    assert dealing.lays(Pile("x2", Role.RESERVE)) is not None


def test_a_deal_during_play_that_runs_out_stops_where_the_pack_ends() -> None:
    dealing = Dealing(DEAL, piles=("h1", "h2"), own_number="aside", fan=("x1", "x2"))
    after = dealing.patience_apply_move(table("5S 2S"), Deal())
    assert after is not None
    assert text(after) == {"h1": "5S", "h2": "", "x1": "", "x2": "", "aside": "2S", "stock": ""}


def test_own_number_and_fan_deal_a_card_at_a_time_in_one_group() -> None:
    with pytest.raises(ValueError, match="one card to each pile"):
        Dealing(DEAL, piles=("h1", "h2"), size=2, own_number="aside")
    with pytest.raises(ValueError, match="one card to each pile"):
        Dealing(DEAL, piles=("h1", "h2"), groups=2, fan=("x1",))


def test_a_redeal_clears_the_state_keys_it_names_and_keeps_the_others() -> None:
    again = Redeals(HOFFMANN_1892.game(52).page(101), gather=("h1", "h2"), shuffle=False, clears=("turn", "under"))
    position = Position(
        "x", "y", 1, 1, table("", h1="5C", h2="6D").piles, (("kept", 1), ("turn", "h2"), ("under", "h2:1"))
    )
    after = again.patience_redeal(position, Redeal())
    assert after.state == (("kept", 1),)
    assert Redeals(again.cite, gather=("h1", "h2"), shuffle=False).patience_redeal(position, Redeal()).state == (
        position.state
    )


def test_the_comparison_states_the_put_aside_and_the_fan() -> None:
    round_ = describe(DealRound(DEAL, to=("h1", "h2", "h3"), rounds=1, own_number="aside", fan=("x1", "x2")))
    assert "fanwise to one of x1 and x2" in round_ and "put aside on aside" in round_
    dealing = describe(Dealing(DEAL, piles=("h1", "h2"), own_number="aside"))
    assert dealing.endswith("a card of its pile's own number is put aside on aside and the next takes its place")
    assert "put aside" not in describe(DealRound(DEAL, to=("h1",)))
