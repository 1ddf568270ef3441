"""The clause vocabulary's tables (directive ``patience-clauses``) say what the clauses' code does."""

from __future__ import annotations

from pathlib import Path

import pytest

from patience_core import clauses

DOCS = Path(__file__).resolve().parent.parent.parent / "docs"

pytest.importorskip("sphinx", reason="the docs extra is not installed")

from patience_core.sphinx.directives import clause_classes, clause_hooks, clause_users  # noqa: E402


def test_every_clause_is_listed_once_in_the_modules_order() -> None:
    listed = clause_classes()
    assert len(listed) == len(set(listed))
    assert listed[0] is clauses.Foundations and listed[-1] is clauses.SingleCardMoves
    assert clauses.OneCard in listed and clauses.SetOut in listed
    assert clauses.DealStep not in listed and clauses.Build not in listed  # a base class and a word, not clauses


def test_a_clause_lists_the_hooks_it_implements() -> None:
    assert clause_hooks(clauses.OneCard) == ["patience_check_move", "patience_check_position"]
    assert clause_hooks(clauses.Layout) == ["patience_check_position", "patience_deal"]
    assert clause_hooks(clauses.SetOut) == []  # a step of the deal: Layout carries it out


def test_the_users_of_a_clause_are_the_games_that_list_it_or_deal_with_it() -> None:
    users = clause_users()
    assert "The Sultan" in users[clauses.OneCard]
    assert "The Sultan" in users[clauses.SetOut]  # a step inside the Layout
    assert "La Belle Lucie" in users[clauses.DealPackets]
    assert "The Sultan" not in users[clauses.DealPackets]
