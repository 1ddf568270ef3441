"""Editions compared part by part from their clauses, and side by side in play."""

from __future__ import annotations

from collections.abc import Iterable

import pytest

from patience_core import EditionOf, Registry, UnknownVariantError, default_registry, hookimpl
from patience_core.analysis.compare import Statement, compare, describe, divergences, statements
from patience_core.clauses import Part

from .test_editions_of import OTHER_BOOK, Offering, other_books_edition
from .toy import ShuttlePlugin


def test_editions_that_differ_in_clauses_differ_in_those_parts_only() -> None:
    olympus = compare("mount-olympus", "cadogan-1914", "pysolfc")
    differ = {part.part for part in olympus.differences()}
    assert differ == {Part.DEAL, Part.AVAILABLE, Part.SPACES, Part.STOCK, Part.REDEALS}
    assert olympus.part(Part.FOUNDATIONS).agree and olympus.part(Part.BUILDING).agree
    redeals = olympus.part(Part.REDEALS).statements
    assert [statement.text for statement in redeals["pysolfc"]] == ["no redeal"]
    assert "one redeal" in [statement.text for statement in redeals["cadogan-1914"]]


def test_each_statement_cites_what_its_clause_cites() -> None:
    olympus = compare("mount-olympus", "cadogan-1914", "pysolfc")
    (building,) = olympus.part(Part.BUILDING).statements["cadogan-1914"]
    assert building.text == "a card goes on the card two higher in suit"
    assert str(building.cite) == 'Cadogan 1914, "Mount Olympus", rule III'
    (packs,) = olympus.part(Part.PACKS).statements["pysolfc"]
    assert str(packs) == 'two packs [PySolFC, "Mount Olympus", game 398]'


def test_the_same_words_on_other_grounds_agree_but_are_not_cited_alike() -> None:
    sultan = compare("sultan", "cadogan-1914", "optional-play")
    stock = sultan.part(Part.STOCK)
    assert stock.agree and not stock.cited_alike
    assert sultan.part(Part.FOUNDATIONS).cited_alike
    own = [statement for statement in stock.statements["optional-play"] if statement.own]
    assert [str(statement.cite) for statement in own] == ["reading: a card turned may be laid aside, fitting or not"]


def test_a_space_is_described_with_where_it_is_filled_from_and_whether_at_once() -> None:
    from patience_core.clauses import Space, Spaces
    from patience_core.sources import CADOGAN_1914

    square = CADOGAN_1914.game("The Square").play(3)
    assert describe(Spaces(square, take=Space.ANY)) == "a space takes any card"
    assert describe(Spaces(square, sources=("talon", "stock"))) == (
        "a space takes any card, filled only from talon and stock"
    )
    assert describe(Spaces(square, sources=("stock",), at_once=True)) == (
        "a space takes any card, filled only from stock, at once, before anything else is played"
    )


def test_play_side_by_side_finds_what_the_words_hide() -> None:
    sultan = compare("sultan", "cadogan-1914", "optional-play")
    assert sultan.differences() == ()
    (found,) = sultan.in_play(limit=1) or ()
    rulings = dict(found.rulings)
    assert str(found.move) == "stock-talon"
    assert not rulings["cadogan-1914"].legal and rulings["optional-play"].legal
    # The moves that lead there are legal in both editions, from the deal.
    game = default_registry().new_game("sultan", number=found.number)
    for move in found.moves:
        game.play(move)
    assert not game.is_legal(found.move)


def test_a_difference_in_what_a_move_records_is_followed_to_the_move_it_allows() -> None:
    registry = default_registry()
    puss = registry.variant("puss-in-the-corner")
    (found,) = divergences(puss, [puss.edition("parlett-1979"), puss.edition("sevens-privilege")], limit=1) or ()
    assert dict(found.rulings)["sevens-privilege"].legal and not dict(found.rulings)["parlett-1979"].legal
    assert "7" in dict(found.rulings)["sevens-privilege"].rule


def test_editions_that_deal_apart_cannot_be_played_side_by_side() -> None:
    capricieuse = default_registry().variant("capricieuse")
    editions = [edition for edition in capricieuse.editions if edition.name in ("hoffmann-1892", "pysolfc")]
    assert divergences(capricieuse, editions, deals=[1]) is None


def test_a_standalone_edition_of_another_book_is_compared_from_its_own_rules() -> None:
    registry = Registry(
        [ShuttlePlugin(), Offering("other-book", EditionOf("shuttle", other_books_edition()))], entry_points=False
    )
    shuttle = compare(registry.variant("shuttle"), "base", "other-1900")
    packs = shuttle.part(Part.PACKS).statements
    assert [str(statement.cite) for statement in packs["other-1900"]] == [str(OTHER_BOOK.at("7"))]
    assert not any(statement.own for found in packs.values() for statement in found)


def test_a_plugins_own_rule_says_what_it_governs_and_states() -> None:
    class Privilege:
        """A privilege of the player's."""

        governs = Part.SPECIAL
        says = "once a game, a card may change places with its neighbour"
        cite = OTHER_BOOK.at("9")

        @hookimpl
        def patience_candidate_moves(self) -> Iterable[object]:
            return ()

    class Unsaid:
        """Cards go where the player likes. Nothing else."""

    found = statements_of(Privilege())
    assert found == [
        (Part.SPECIAL, Statement("once a game, a card may change places with its neighbour", OTHER_BOOK.at("9")))
    ]
    assert describe(Unsaid()) == "Cards go where the player likes"


def statements_of(rule: object) -> list[tuple[Part, Statement]]:
    from patience_core.analysis.compare import _rule_statements

    return _rule_statements(rule, own=False)


def test_asking_for_fewer_than_two_editions_or_an_unknown_one_says_so() -> None:
    with pytest.raises(ValueError, match="name two editions of la-belle-lucie or more"):
        compare("la-belle-lucie")
    with pytest.raises(UnknownVariantError, match="sultan has no edition 'hoffman'"):
        compare("sultan", "cadogan-1914", "hoffman")


def test_every_clause_of_the_core_is_placed_in_a_part() -> None:
    import inspect

    from patience_core import clauses

    rules = [
        cls
        for _, cls in inspect.getmembers(clauses, inspect.isclass)
        if cls.__module__.startswith(clauses.__name__) and any(name.startswith("patience_") for name in vars(cls))
    ]
    unplaced = [cls.__name__ for cls in rules if "governs" not in vars(cls)]
    assert rules and not unplaced, f"clauses that do not say which part they govern: {unplaced}"


def test_the_statements_of_an_edition_come_in_the_order_of_its_rules() -> None:
    registry = default_registry()
    nestor = registry.variant("nestor")
    parts = [part for part, _ in statements(nestor, nestor.edition("cadogan-1914"))]
    assert parts[0] is Part.PACKS and parts[-1] is Part.WIN
