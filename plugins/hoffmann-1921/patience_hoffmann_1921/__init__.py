"""The surviving games of Professor Hoffmann's *Selected Patience Games* (dated 1921).

One module per game, each a plugin of its own with its own entry point (see
``pyproject.toml``), composed from the clauses of :mod:`patience_core.clauses`
and citing the booklet by game number and paragraph through
:mod:`patience_hoffmann_1921.book`. A game the project already plays after
another book (The Shah, after Cadogan) is not declared a second time: its
module offers Hoffmann's text as the edition ``hoffmann-1921`` of that patience.
"""
