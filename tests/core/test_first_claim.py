"""FirstClaim: the top card of one pile is played before any other when it can be (The Storehouse, p. 41)."""

from __future__ import annotations

from patience_core import Deal, Move, Pile, Position, Redeal, Role, parse_card
from patience_core.clauses import Build, Building, FirstClaim, Foundations, Suits
from patience_core.sources import HOFFMANN_1892

STOREHOUSE = HOFFMANN_1892.game(23).page(41)
TWOS = Foundations(STOREHOUSE, piles=("f1", "f2"), start=2)
DOWN = Building(STOREHOUSE, piles=("a1", "a2"), build=Build.DOWN, suit=Suits.SAME)
CLAIM = FirstClaim(STOREHOUSE, pile="store", foundations=(TWOS,), building=(DOWN,), spaces=("a1", "a2"), rule="first")


def table(store: str, a1: str = "KD", a2: str = "QS") -> Position:
    def pile(pile_id: str, role: Role, cards: str) -> Pile:
        return Pile(pile_id, role, tuple(map(parse_card, cards.split())))

    piles = (
        pile("f1", Role.FOUNDATION, "2H"),
        pile("f2", Role.FOUNDATION, "2C"),
        pile("a1", Role.TABLEAU, a1),
        pile("a2", Role.TABLEAU, a2),
        pile("store", Role.RESERVE, store),
        pile("talon", Role.WASTE, "5D"),
        pile("stock", Role.STOCK, "9S"),
    )
    return Position("x", "y", 1, 0, piles)


def refusal(position: Position, move: object) -> str | None:
    ruling = CLAIM.patience_check_move(position, move)  # type: ignore[arg-type]
    assert ruling is None or not ruling.legal
    return None if ruling is None else ruling.rule


def test_while_the_claimed_card_fits_a_foundation_nothing_else_is_played_or_turned() -> None:
    position = table("JS 3H")
    for move in (Move("stock", "talon"), Move("a2", "a1"), Move("talon", "a1"), Redeal(), Deal()):
        assert refusal(position, move) == "first: onto f1"
    assert refusal(position, Move("store", "f1")) is None


def test_a_pile_it_may_be_built_on_or_an_empty_pile_claims_it_too() -> None:
    assert (
        refusal(table("JD"), Move("stock", "talon")) is None
    )  # on neither the king of diamonds nor the queen of spades
    assert refusal(table("JS"), Move("stock", "talon")) == "first: onto a2"
    assert refusal(table("7C", a1=""), Move("stock", "talon")) == "first: onto a1"


def test_when_the_claimed_card_can_go_nowhere_or_the_pile_is_empty_play_is_free() -> None:
    assert refusal(table("7C"), Move("stock", "talon")) is None
    assert refusal(table(""), Move("stock", "talon")) is None


def test_with_same_target_only_the_piles_the_claimed_card_could_take_are_kept_for_it() -> None:
    claim = FirstClaim(STOREHOUSE, pile="talon", foundations=(TWOS,), same_target=True, rule="the waste first")
    position = table("7C").with_piles({"talon": (parse_card("3C"),), "stock": (parse_card("3C"),)})
    ruling = claim.patience_check_move(position, Move("stock", "f2"))
    assert ruling is not None and ruling.rule == "the waste first: onto f2"
    assert claim.patience_check_move(position, Move("stock", "talon")) is None
