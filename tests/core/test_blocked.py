"""ExtraCard: when the places are blocked, one more card is turned, to pair at once."""

from __future__ import annotations

from patience_core import Deal, Move, Pile, Position, Role
from patience_core.clauses import ExtraCard, Pairs
from patience_core.sources import HOFFMANN_1892, Reading
from tests.plugins.tables import cards

ELEVENS = HOFFMANN_1892.game(13).page(26)
PAIRS = Pairs(ELEVENS, piles=("t1", "t2", "extra"), total=11, alone=(11, 12, 13), alone_cite=ELEVENS)
COURT = Reading("a court card turned as the extra card makes eleven by itself", of=ELEVENS)
EXTRA = ExtraCard(ELEVENS, pairs=PAIRS, places=("t1", "t2"), alone_cite=COURT)


def table(t1: str, t2: str, stock: str, extra: str = "") -> Position:
    piles = (
        Pile("t1", Role.TABLEAU, cards(t1)),
        Pile("t2", Role.TABLEAU, cards(t2)),
        Pile("extra", Role.TABLEAU, cards(extra)),
        Pile("pairs", Role.FOUNDATION),
        Pile("stock", Role.STOCK, cards(stock)),
    )
    return Position("x", "y", 1, 0, piles)


def ruling_on(position: Position, move: object) -> str:
    ruling = EXTRA.patience_check_move(position, move)  # type: ignore[arg-type]
    assert ruling is not None
    return ("legal: " if ruling.legal else "illegal: ") + ruling.rule


def test_one_more_card_is_turned_only_when_every_place_is_filled_and_nothing_pairs() -> None:
    assert ruling_on(table("7S", "5D", "4C"), Deal()).startswith("legal")
    assert (
        ruling_on(table("7S", "4D", "4C"), Deal())
        == "illegal: one more card is turned only when no card on the places pairs"
    )
    assert ruling_on(table("7S", "KD", "4C"), Deal()).endswith("no card on the places pairs")
    assert ruling_on(table("7S", "", "4C"), Deal()).endswith("only when every place is filled")
    assert ruling_on(table("7S", "5D", ""), Deal()).endswith("the stock is used up")


def test_the_card_turned_must_pair_before_another_is_turned() -> None:
    after = EXTRA.patience_apply_move(table("7S", "5D", "9H 4C"), Deal())
    assert after is not None and [str(card) for card in after.pile("extra").cards] == ["4C"]
    assert ruling_on(after, Deal()).endswith("no other is turned meanwhile")


def test_a_court_card_turned_goes_by_itself_by_its_own_rule() -> None:
    position = table("7S", "5D", "", extra="QH")
    assert ruling_on(position, Move("extra", "pairs")).startswith("legal: the card turned goes by itself")
    assert EXTRA.patience_check_move(position, Move("t1", "pairs")) is None
    source = EXTRA.patience_check_move(position, Move("extra", "pairs"))
    assert source is not None and source.source == COURT


def test_two_extra_cards_at_once_are_refused_in_a_saved_position() -> None:
    assert EXTRA.patience_check_position(table("7S", "5D", "", extra="QH 4C")) == [
        "extra holds 2 cards, but one more card is turned at a time"
    ]
