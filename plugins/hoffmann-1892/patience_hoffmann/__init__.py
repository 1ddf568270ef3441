"""The games of Professor Hoffmann's *The Illustrated Book of Patience Games* (1892).

One module per game, each a plugin of its own with its own entry point (see
``pyproject.toml``), composed from the clauses of :mod:`patience_core.clauses`
and citing the book by game number and printed page through
:mod:`patience_hoffmann.book`. A game the project already plays after another
book (The Sultan, after Cadogan) is not declared a second time: its module
offers Hoffmann's text as the edition ``hoffmann-1892`` of that patience.
"""
